"""The captions so far of a live session (core.live.journal): words read back as written, a torn last line (a kill
mid-write) skipped, never over a file, and anything else refused with a sentence."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.errors import InvalidOptionError, OutputExistsError
from core.live.journal import CaptionJournal, JournalHeader, read_journal
from core.types import CueRules, Word

WORDS = (Word(0.0, 0.4, " Hello", 0.9, "SPEAKER_00"), Word(0.5, 0.9, " there.", 0.8, "SPEAKER_00"),
         Word(1.2, 1.5, " Grüß", 0.7, "SPEAKER_01"), Word(1.6, 1.9, " Gott!", 0.95, None))


def test_words_come_back_as_written_and_a_torn_line_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "talk.partial.jsonl"
    header = JournalHeader("de", CueRules(max_chars_per_line=32), "colon", {"model": "tiny"})
    journal = CaptionJournal(path, header)
    journal.add(WORDS[:2])
    journal.add(WORDS[2:])
    journal.close()
    assert read_journal(path).header == header and read_journal(path).words == WORDS
    path.write_bytes(path.read_bytes() + b'{"start": 2.0, "end": 2.')  # a kill in the middle of a line
    assert read_journal(path).words == WORDS


def test_a_journal_never_replaces_a_file(tmp_path: Path) -> None:
    path = tmp_path / "talk.partial.jsonl"
    path.write_text("mine\n")
    with pytest.raises(OutputExistsError):
        CaptionJournal(path, JournalHeader("en"))
    assert path.read_text() == "mine\n"


def test_anything_else_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "talk.partial.jsonl"
    other.write_text('{"format": "something else"}\n')
    with pytest.raises(InvalidOptionError, match="not the captions of a live session"):
        read_journal(other)
    with pytest.raises(InvalidOptionError, match="no such file"):
        read_journal(tmp_path / "gone.partial.jsonl")
