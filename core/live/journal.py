"""The captions so far of a running live session, beside its recording: `STEM.partial.jsonl`, a header line and then
one line per final word, appended as words are made final. A kill leaves every line written before it (a torn last
line is skipped on reading), and `whisper-subtitler live --recover` makes the subtitles from it.

Why lines appended, not the session's JSON rewritten whole after each decode: the rewrite grows with the session
(bench/live_io.py: about 0.15 s a decode after an hour of speech, 0.5 s after three, taken from the decoder each
time), while an appended line costs the same at any length.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.cues.labels import DEFAULT_LABEL_STYLE, LABEL_STYLES
from core.errors import DestinationError, InvalidOptionError, OutputExistsError
from core.live.unbuffered import open_new, write_all
from core.types import CueRules, Word
from core.writers.destination import cause_of, is_full

JOURNAL_FORMAT = "whisper-subtitler-live-captions"
JOURNAL_VERSION = 1
_WORD_FIELDS = ("start", "end", "text", "probability", "speaker")


@dataclass(frozen=True, slots=True)
class JournalHeader:
    """What the subtitles need beside the words: how to cut and label them, and what made them."""

    language: str
    rules: CueRules = field(default_factory=CueRules)
    label_style: str = DEFAULT_LABEL_STYLE
    about: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Journal:
    header: JournalHeader
    words: tuple[Word, ...]


class CaptionJournal:
    """The journal being written: created exclusively (never over a file), each `add` one unbuffered write."""

    def __init__(self, path: Path, header: JournalHeader) -> None:
        self.path = path
        try:
            self._file = open_new(path)
        except FileExistsError:
            raise OutputExistsError(f"would overwrite {path.name}", str(path), replaceable=False) from None
        except OSError as error:
            raise self._fault(error) from None
        first = {"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, "language": header.language,
                 "rules": dataclasses.asdict(header.rules), "label_style": header.label_style,
                 "about": dict(header.about)}
        self._write([first])

    def add(self, words: Sequence[Word]) -> None:
        if words:
            self._write([{name: getattr(word, name) for name in _WORD_FIELDS} for word in words])

    def _write(self, records: list[dict[str, Any]]) -> None:
        data = "".join(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in records).encode("utf-8")
        try:
            write_all(self._file, data)
        except OSError as error:
            raise self._fault(error) from None

    def _fault(self, error: OSError) -> DestinationError:
        return DestinationError(f"the captions so far could not be kept beside the recording: {cause_of(error)}",
                                str(self.path.parent), full=is_full(error))

    def close(self) -> None:
        self._file.close()

    def discard(self) -> None:
        """The captions are saved: the journal goes."""
        self.close()
        self.path.unlink(missing_ok=True)


def read_journal(path: Path) -> Journal:
    """A journal's header and every whole word line; InvalidOptionError for a file that is not one."""
    try:
        lines = path.read_bytes().split(b"\n")
    except FileNotFoundError:
        raise InvalidOptionError("no such file", str(path)) from None
    except OSError as error:
        raise InvalidOptionError(f"cannot read the captions so far: {cause_of(error)}", str(path)) from None
    try:
        first = json.loads(lines[0])
        if first.get("format") != JOURNAL_FORMAT or first.get("version") != JOURNAL_VERSION:
            raise ValueError
        style = first.get("label_style", DEFAULT_LABEL_STYLE)
        header = JournalHeader(str(first["language"]), CueRules(**first["rules"]),
                               style if style in LABEL_STYLES else DEFAULT_LABEL_STYLE, dict(first.get("about", {})))
    except (ValueError, KeyError, TypeError, AttributeError):
        raise InvalidOptionError("not the captions of a live session", str(path)) from None
    words: list[Word] = []
    for line in lines[1:]:
        try:
            record = json.loads(line)
            words.append(Word(**{name: record[name] for name in _WORD_FIELDS}))
        except (ValueError, KeyError, TypeError):
            continue  # the torn last line of a kill (or an empty one)
    return Journal(header, tuple(words))
