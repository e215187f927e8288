"""File names are bytes on POSIX: Python keeps a byte that is not UTF-8 as a lone surrogate (surrogateescape), which
the file system takes back as the same byte but no UTF-8 log, report or terminal can carry.

`escape_name` gives a text for people and logs that encodes anywhere and that `unescape_name` turns back into the
exact name; `fit_stem` shortens an output name that would pass the file system's limit, with a stable hash so two
long names that share a beginning still get two files.
"""

from __future__ import annotations

import hashlib
import os
import re

NAME_MAX = 255  # bytes per name on ext4, XFS, Btrfs, APFS and tmpfs (NTFS: 255 UTF-16 units, never fewer bytes)
EXTENSION_ROOM = 8  # bytes kept free after a stem for ".json" and every other output's extension
_HASH_CHARS = 12
_ESCAPED = re.compile(r"\\(\\|x[0-9a-f]{2})")


def _bytes_of(name: str) -> bytes:
    return name.encode("utf-8", "surrogateescape")


def escape_name(name: str) -> str:
    """`name` with every byte that is not UTF-8 written as `\\xNN` and a backslash as `\\\\` (on POSIX only: a
    Windows path is all backslashes and never holds such a byte). A name that is valid UTF-8 without a backslash
    comes back unchanged."""
    if os.sep == "\\":
        return name.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    out = []
    for char in name:
        if char == "\\":
            out.append("\\\\")
        elif "\udc80" <= char <= "\udcff":
            out.append(f"\\x{ord(char) - 0xDC00:02x}")
        else:
            out.append(char)
    return "".join(out)


def as_text(name: str) -> str:
    """`name` for a file's contents (an RTTM's file id) or a terminal, which are UTF-8: a byte that is not UTF-8 as
    `\\xNN` (a lone surrogate that is no escaped byte as its `\\u` escape)."""
    try:
        raw = name.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate outside U+DC80..U+DCFF
        return name.encode("utf-8", "backslashreplace").decode("utf-8")
    return raw.decode("utf-8", "backslashreplace")


def unescape_name(text: str) -> str:
    """The name `escape_name` gave `text` for (its bytes again as surrogate escapes)."""
    if os.sep == "\\":
        return text

    def back(match: re.Match[str]) -> str:
        token = match.group(1)
        return "\\" if token == "\\" else chr(0xDC00 + int(token[1:], 16))

    return _ESCAPED.sub(back, text)


def fit_stem(stem: str, limit: int = NAME_MAX - EXTENSION_ROOM) -> str:
    """`stem` when its bytes fit `limit`; else its longest beginning that fits (cut between characters) with `~` and
    a hash of the whole stem, the same on every run, so a rerun finds the files it wrote before."""
    raw = _bytes_of(stem)
    if len(raw) <= limit:
        return stem
    tag = "~" + hashlib.sha256(raw).hexdigest()[:_HASH_CHARS]
    room = limit - len(tag)
    head = stem
    while len(_bytes_of(head)) > room:
        head = head[:-1]
    return head + tag
