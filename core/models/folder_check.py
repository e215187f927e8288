"""Is a local model whole enough to load? Checked before any work, so a truncated `model.bin`, a missing
`tokenizer.json` or a broken `config.json` is one sentence naming the model and the file, instead of an engine's
`RuntimeError: Variable ... has an invalid payload size` halfway through a queue.

Cheap by design (it runs for every job): a CTranslate2 `model.bin` is walked by its variable headers, each
variable's declared size checked against its shape and type and the end of the walk against the file's size, with no
weight read; the JSON files are parsed; an openai-whisper checkpoint (a zip) must have its central directory.
Damage inside the weights is not seen here: core.engines.garbage catches a model that decodes nothing but one token.
"""

from __future__ import annotations

import json
import math
import os
import struct
import zipfile
from pathlib import Path
from typing import BinaryIO

from core.errors import ModelIntegrityError
from core.models.ct2_file import SUPPORTED_VERSIONS
from core.models.manifest import manifest_problem

_ITEM_SIZES = {0: 4, 1: 1, 2: 2, 3: 4, 4: 2, 5: 2}  # CTranslate2's DataType -> bytes per item (core.models.ct2_file)
_VOCABULARIES = ("vocabulary.txt", "vocabulary.json", "shared_vocabulary.txt", "shared_vocabulary.json")


class _Short(Exception):
    """The file ends before its headers say it should."""


def _read(handle: BinaryIO, fmt: str) -> tuple:
    size = struct.calcsize("<" + fmt)
    data = handle.read(size)
    if len(data) != size:
        raise _Short
    return struct.unpack("<" + fmt, data)


def _skip_string(handle: BinaryIO) -> None:
    (length,) = _read(handle, "H")
    if len(handle.read(length)) != length:
        raise _Short


def ct2_model_bin_problem(path: Path) -> str | None:
    """Why a CTranslate2 `model.bin` cannot be whole (cut short, sizes that do not add up, trailing bytes), or None."""
    total = path.stat().st_size
    try:
        with path.open("rb") as handle:
            (version,) = _read(handle, "I")
            if version not in SUPPORTED_VERSIONS:
                return f"{path.name} is not a CTranslate2 model file (binary version {version})"
            _skip_string(handle)
            _read(handle, "I")  # spec revision
            (count,) = _read(handle, "I")
            for _ in range(count):
                _skip_string(handle)
                (rank,) = _read(handle, "B")
                shape = _read(handle, f"{rank}I") if rank else ()
                dtype, size = _read(handle, "BI")
                item = _ITEM_SIZES.get(dtype)
                if item is None or size != math.prod(shape) * item:
                    return f"{path.name} is damaged (a variable's size does not match its shape)"
                if handle.seek(size, os.SEEK_CUR) > total:
                    raise _Short
            (aliases,) = _read(handle, "I")
            for _ in range(2 * aliases):
                _skip_string(handle)
            if handle.tell() != total:
                return f"{path.name} is damaged ({total - handle.tell()} bytes more than its variables take)"
    except _Short:
        return f"{path.name} is truncated ({total} bytes, cut short)"
    return None


def _json_problem(path: Path) -> str | None:
    try:
        json.loads(path.read_bytes())
    except ValueError as error:
        return f"{path.name} is not valid JSON ({error})"
    return None


def ct2_folder_problem(folder: Path, offline: bool) -> str | None:
    """What makes a faster-whisper (CTranslate2) model folder unusable, or None. Without `tokenizer.json`
    faster-whisper fetches one from the hub: missing, it is a problem only offline."""
    for required in ("model.bin", "config.json"):
        if not (folder / required).is_file():
            return f"{required} is missing"
    if not any((folder / name).is_file() for name in _VOCABULARIES):
        return "its vocabulary (vocabulary.txt or vocabulary.json) is missing"
    if offline and not (folder / "tokenizer.json").is_file():
        return "tokenizer.json is missing (offline, faster-whisper cannot fetch it)"
    for name in ("config.json", "tokenizer.json", "vocabulary.json"):
        if (folder / name).is_file() and (problem := _json_problem(folder / name)):
            return problem
    return ct2_model_bin_problem(folder / "model.bin")


def checkpoint_problem(path: Path) -> str | None:
    """An openai-whisper `.pt` is a zip (torch.save): cut short, its central directory at the end is gone."""
    if not zipfile.is_zipfile(path):
        return f"{path.name} is damaged or truncated (not a whole PyTorch checkpoint)"
    return None


def _models_are_folders(engine: str) -> bool:
    """Whether `engine`'s models are CTranslate2 folders (its spec says so; an engine no spec names is read as
    faster-whisper's, the default): a folder given to an engine of single-file checkpoints is not checked as one."""
    from core.engines.registry import find_engine

    spec = find_engine(engine)
    return spec is None or spec.files.folder


def check_model_files(engine: str, path: Path, model: str, *, offline: bool = False,
                      cache_dir: str | Path | None = None) -> None:
    """Raise ModelIntegrityError, naming the model (`model`: as the person gave it) and what is wrong, when the
    local model at `path` cannot load. A folder with a manifest (core.models.manifest) is held to it first; its hash
    stamps are kept in the models cache (`cache_dir`, else the user's)."""
    from core.diarization.hub import models_cache_dir

    try:
        if path.is_dir():
            problem = manifest_problem(path, models_cache_dir(cache_dir)) or (
                ct2_folder_problem(path, offline) if _models_are_folders(engine) else None)
        elif path.is_file() and path.suffix == ".pt":
            problem = checkpoint_problem(path)
        else:
            problem = None
    except OSError as error:
        problem = f"it cannot be read ({error.strerror or error})"
    if problem:
        raise ModelIntegrityError(f"the model {model} is damaged: {problem}; download it again or prepare it anew "
                                  "(`whisper-subtitler models prepare-offline DIR`)")
