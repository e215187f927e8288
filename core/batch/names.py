"""File names that are not UTF-8, in the batch's JSON and on the screen.

On POSIX a name is bytes; Python hands a byte that is not UTF-8 over as a lone surrogate (U+DC80 + byte, PEP 383),
which UTF-8 cannot encode. The manifest and the run reports keep such a character as a JSON escape (`\\udcff`),
which reads back as the same string, so `os.fsencode` gives the name's very bytes again: any file can be recorded,
and the record still names it exactly. On the screen the byte is shown as `\\xff`.
"""

from __future__ import annotations

import json
import re
from typing import Any

from core.filenames import as_text

_SURROGATE = re.compile("[\ud800-\udfff]")


def dumps(data: Any, **options: Any) -> str:
    """json.dumps with readable UTF-8 text, but every lone surrogate as its \\u escape (valid JSON; json.loads gives
    the same string back). A surrogate can only stand inside a JSON string, so the escape is always in one."""
    text = json.dumps(data, ensure_ascii=False, **options)
    return _SURROGATE.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


def shown(text: str) -> str:
    """`text` printable on any terminal: a byte of a name that is not UTF-8 as \\xNN (core.filenames.as_text)."""
    return as_text(text) if _SURROGATE.search(text) else text
