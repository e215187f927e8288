"""Read the variables of a CTranslate2 `model.bin` into numpy arrays (CTranslate2 itself offers no reader).

File layout (binary version 6, little-endian): u32 version, string spec name, u32 spec revision, u32 variable
count, then per variable: string name, u8 rank, u32 × rank shape, u8 dtype, u32 byte count, raw bytes; then u32
alias count and (alias, target) string pairs. A string is a u16 length followed by that many bytes ending in NUL.
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import BinaryIO

import numpy as np

from core.errors import ModelIntegrityError

# CTranslate2's DataType enum; bfloat16 is read as its raw bits and widened to float32.
_DTYPES: dict[int, type[np.generic]] = {0: np.float32, 1: np.int8, 2: np.int16, 3: np.int32, 4: np.float16}
_BFLOAT16 = 5  # no numpy type: widened to float32 on reading
SUPPORTED_VERSIONS = range(4, 7)


def _unpack(handle: BinaryIO, fmt: str) -> tuple:
    size = struct.calcsize("<" + fmt)
    data = handle.read(size)
    if len(data) != size:
        raise EOFError("truncated")
    return struct.unpack("<" + fmt, data)


def _string(handle: BinaryIO) -> str:
    (length,) = _unpack(handle, "H")
    return handle.read(length).rstrip(b"\0").decode("utf-8")


def _array(raw: bytes, dtype_id: int, shape: tuple[int, ...]) -> np.ndarray:
    if dtype_id == _BFLOAT16:
        bits = np.frombuffer(raw, dtype=np.uint16).astype(np.uint32) << 16
        return bits.view(np.float32).reshape(shape)
    dtype = _DTYPES.get(dtype_id)
    if dtype is None:
        raise ValueError(f"unknown data type {dtype_id}")
    return np.frombuffer(raw, dtype=dtype).reshape(shape)


def read_variables(path: str | Path) -> tuple[str, dict[str, np.ndarray]]:
    """(spec name, {variable name: array}) with aliases resolved to the arrays they name."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            (version,) = _unpack(handle, "I")
            if version not in SUPPORTED_VERSIONS:
                raise ValueError(f"binary version {version} (this reader knows {SUPPORTED_VERSIONS.start}-"
                                 f"{SUPPORTED_VERSIONS.stop - 1})")
            spec = _string(handle)
            _unpack(handle, "I")  # spec revision
            (count,) = _unpack(handle, "I")
            variables: dict[str, np.ndarray] = {}
            for _ in range(count):
                name = _string(handle)
                (rank,) = _unpack(handle, "B")
                shape = _unpack(handle, f"{rank}I") if rank else ()
                dtype_id, size = _unpack(handle, "BI")
                raw = handle.read(size)
                if len(raw) != size:
                    raise EOFError("truncated")
                variables[name] = _array(raw, dtype_id, tuple(shape))
            (aliases,) = _unpack(handle, "I")
            for _ in range(aliases):
                alias, target = _string(handle), _string(handle)
                variables[alias] = variables[target]
    except (EOFError, ValueError, UnicodeDecodeError, KeyError) as error:
        raise ModelIntegrityError(f"not a readable CTranslate2 model file: {error}", str(path)) from None
    return spec, variables
