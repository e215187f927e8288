"""A transcript under review: the cues a person edits, with what saving needs to rewrite every output from them.

The editor's model is this frozen value; each edit (core.editing.edits) returns a new one, so undo is keeping the
old value and nothing is ever half-applied. Saving writes the cues as they are (no re-cut: the person's cut is the
point), and the transcript's segments become the cues' words, so the JSON stays the source of truth: a rename or a
video export after the review starts from the reviewed words, not from the machine's.
"""

from __future__ import annotations

import dataclasses
import glob
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from core.cues.check import check_cue
from core.cues.labels import cue_speakers, shown_style
from core.cues.lines import line_words
from core.cues.text import join_words
from core.errors import InvalidOptionError
from core.types import Cue, CueLine, CueRules, Segment, SpeakerTurn, Transcript, Word
from core.writers import read_json, sibling_formats, write_outputs
from core.writers.document import DEFAULT_LABEL_STYLE


@dataclass(frozen=True, slots=True)
class Draft:
    transcript: Transcript
    cues: tuple[Cue, ...]
    rules: CueRules = CueRules()
    label_style: str = DEFAULT_LABEL_STYLE

    def replace(self, **changes: object) -> Draft:
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]  # the fields' own types, checked there

    def speakers(self) -> list[str]:
        """Every speaker of the cues, in order of first appearance (what the editor offers to choose from)."""
        return list(dict.fromkeys(s for cue in self.cues for s in cue.speakers))

    def shown_label_style(self) -> str:
        """The label style the cues are shown with when saved: none where they have one speaker (or none), unless
        the rules ask for it; a rename that leaves one speaker drops the labels, a second speaker brings them."""
        return shown_style(self.label_style, cue_speakers(self.cues), self.rules)

    def cue_speaker(self, index: int) -> str | None:
        """The cue's speaker; None for a cue without one or with several."""
        return _single(self.cues[index].speakers)

    def problems(self, before: tuple[Draft, dict[int, list[str]]] | None = None) -> dict[int, list[str]]:
        """The rules each cue breaks, by index, through the checks the cutter is held to (core.cues.check).

        `before` (an earlier draft and its problems) saves the work for cues an edit left alone: a cue checks the
        same after the same previous cue, and edits keep the untouched Cue objects, so only the changed cues and
        their followers are checked again (an edit in an hour's 900 cues checks two or three)."""
        known: dict[tuple[int, int], list[str]] = {}
        style = self.shown_label_style()
        if before is not None and (before[0].rules, before[0].shown_label_style()) == (self.rules, style):
            old = before[0].cues
            known = {(id(old[k - 1]) if k else 0, id(cue)): before[1].get(k, []) for k, cue in enumerate(old)}
        out: dict[int, list[str]] = {}
        for k, cue in enumerate(self.cues):
            previous = self.cues[k - 1] if k else None
            found = known.get((id(previous) if previous is not None else 0, id(cue)))
            if found is None:
                found = check_cue(cue, self.rules, previous, style)
            if found:
                out[k] = found
        return out

    def saved_transcript(self) -> Transcript:
        """The transcript as the cues now say it: one segment per cue, with its words."""
        segments = tuple(
            Segment(cue.start_ms / 1000, cue.end_ms / 1000, " " + join_words(cue.words) if cue.words else cue.text,
                    cue.words, _single(cue.speakers))
            for cue in self.cues
        )
        return self.transcript.replace(segments=segments)


def _single(speakers: tuple[str, ...]) -> str | None:
    return speakers[0] if len(speakers) == 1 else None


def open_draft(json_path: Path) -> Draft:
    """A job's JSON as a draft (raises core.errors.InvalidOptionError for a file that is not ours)."""
    saved = read_json(Path(json_path))
    return Draft(saved.transcript, saved.cues, saved.rules or CueRules(), saved.label_style)


def save_draft(draft: Draft, json_path: Path, formats: Iterable[str] | None = None) -> list[Path]:
    """Rewrite the JSON and every chosen format beside it (default: those already there) from the draft, all or
    none (core.writers.atomic)."""
    json_path = Path(json_path)
    chosen = list(formats) if formats is not None else sibling_formats(json_path)
    if "json" not in chosen:
        chosen.insert(0, "json")
    return write_outputs(draft.saved_transcript(), draft.cues, json_path.parent, json_path.name[: -len(".json")],
                         chosen, overwrite=True, label_style=draft.label_style, rules=draft.rules)


def turns_with_speaker(turns: tuple[SpeakerTurn, ...], start: float, end: float,
                       speaker: str) -> tuple[SpeakerTurn, ...]:
    """The diarization turns with [start, end] given to `speaker`: others are cut back around it (RTTM and the
    JSON's turns then say what the person said, not what the clustering guessed)."""
    out: list[SpeakerTurn] = []
    for turn in turns:
        if turn.end <= start or turn.start >= end:
            out.append(turn)
            continue
        if turn.start < start:
            out.append(SpeakerTurn(turn.start, start, turn.speaker))
        if turn.end > end:
            out.append(SpeakerTurn(end, turn.end, turn.speaker))
    out.append(SpeakerTurn(start, end, speaker))
    return tuple(sorted(out, key=lambda t: (t.start, t.end, t.speaker)))


def words_by_line(cue: Cue) -> list[tuple[Word, ...]]:
    """The cue's words per line, or all on the first line when the text no longer spells them."""
    try:
        return list(line_words(cue))
    except ValueError:
        return [cue.words] + [()] * (len(cue.lines) - 1)


_LABEL = re.compile(r"^\[([^\]]{1,60})\]\s+")


def draft_from_subtitles(path: Path, language: str = "") -> Draft:
    """A subtitle file made elsewhere (SRT, VTT, ASS, anything pysubs2 reads) as a draft: each event a cue, a
    "[Name] " label or an ASS actor as its speaker, words timed across each cue by characters (no word timings
    exist). Saving it writes our JSON beside it, which is the source from then on."""
    import pysubs2

    from core.editing.retext import retext

    try:
        subs = pysubs2.load(str(path))
    except (OSError, UnicodeDecodeError, pysubs2.exceptions.Pysubs2Error) as exc:
        raise InvalidOptionError(f"cannot read subtitles: {exc}", str(path)) from None
    cues: list[Cue] = []
    for event in sorted((e for e in subs if not e.is_comment and e.plaintext.strip()), key=lambda e: e.start):
        speaker = event.name or None
        rows = []
        for row in event.plaintext.split("\n"):
            found = _LABEL.match(row)
            if found:
                speaker, row = found.group(1), row[found.end():]
            if row.strip():
                rows.append(row.strip())
        if not rows or event.end <= event.start:
            continue
        lines = tuple(CueLine(row, speaker) for row in rows)
        cues.append(Cue(event.start, event.end, lines, retext((), lines, event.start / 1000, event.end / 1000)))
    if not cues:
        raise InvalidOptionError("no subtitles in the file", str(path))
    transcript = Transcript(segments=(), language=language, duration=cues[-1].end_ms / 1000)
    return Draft(transcript, tuple(cues))


@dataclass(frozen=True, slots=True)
class OpenedFile:
    """A file chosen for review: the JSON the review saves to, the draft, and whether that JSON exists already."""

    json_path: Path
    draft: Draft
    existing: bool


def open_for_review(path: Path) -> OpenedFile:
    """Our JSON as it is; a subtitle file from elsewhere as a draft saved to `<stem>.json` beside it (refused when a
    JSON that is not ours sits there: saving would replace it), or that JSON when it is ours."""
    path = Path(path)
    if path.suffix.lower() == ".json":
        return OpenedFile(path, open_draft(path), True)
    json_path = path.with_suffix(".json")
    if json_path.exists():
        return OpenedFile(json_path, open_draft(json_path), True)  # raises for a JSON that is not ours
    return OpenedFile(json_path, draft_from_subtitles(path), False)


def media_beside(path: Path) -> Path | None:
    """The media file named as a subtitle file is ("film.srt" or "film.en.srt" -> "film.mp4"), video first."""
    from core.media_kinds import MEDIA_EXTENSIONS, VIDEO_EXTENSIONS

    path = Path(path)
    for stem in dict.fromkeys((path.stem, Path(path.stem).stem)):
        found = sorted((p for p in path.parent.glob(f"{glob.escape(stem)}.*")
                        if p.suffix.lower() in MEDIA_EXTENSIONS and p.stem == stem),
                       key=lambda p: (p.suffix.lower() not in VIDEO_EXTENSIONS, p.name))
        if found:
            return found[0]
    return None
