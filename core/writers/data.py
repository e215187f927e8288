"""Machine-readable outputs: our JSON (Transcript.to_dict() plus the cues, enough to rebuild every other output)
and RTTM (the diarization turns, in the NIST format pyannote and dscore read)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from core.errors import InvalidOptionError
from core.filenames import as_text
from core.types import Cue, CueLine, CueRules, Transcript, Word
from core.writers.document import DEFAULT_LABEL_STYLE, LABEL_STYLES, Document
from core.writers.formats import OutputFormat

JSON_FORMAT = "whisper-subtitler"
JSON_VERSION = 1


def _word(w: Word) -> dict[str, Any]:
    return {"start": w.start, "end": w.end, "text": w.text, "probability": w.probability, "speaker": w.speaker}


def cue_to_dict(cue: Cue) -> dict[str, Any]:
    return {
        "start_ms": cue.start_ms,
        "end_ms": cue.end_ms,
        "text": cue.text,
        "lines": [{"text": line.text, "speaker": line.speaker} for line in cue.lines],
        "words": [_word(w) for w in cue.words],
    }


def cue_from_dict(data: dict[str, Any]) -> Cue:
    return Cue(
        start_ms=int(data["start_ms"]),
        end_ms=int(data["end_ms"]),
        lines=tuple(CueLine(line["text"], line.get("speaker")) for line in data["lines"]),
        words=tuple(Word(**w) for w in data.get("words", ())),
    )


def render_json(doc: Document) -> str:
    # The transcript's own fields at the top, so Transcript.from_dict reads the file as it is.
    payload = {
        "format": JSON_FORMAT,
        "version": JSON_VERSION,
        **doc.transcript.to_dict(),
        "cues": [cue_to_dict(c) for c in doc.cues],
        "cue_rules": dataclasses.asdict(doc.rules) if doc.rules is not None else None,
        "label_style": doc.label_style,
    }
    # default=str: engine options may hold paths or enums; they are for people to read, not to load back.
    return json.dumps(payload, ensure_ascii=False, indent=1, default=str) + "\n"


@dataclasses.dataclass(frozen=True, slots=True)
class SavedJob:
    """What our JSON holds, read back."""

    transcript: Transcript
    cues: tuple[Cue, ...]
    rules: CueRules | None
    label_style: str


def read_json(path: Path) -> SavedJob:
    """Read a JSON this module wrote; anything else raises InvalidOptionError naming the file."""
    return saved_job_from(read_json_object(path), path)


def read_json_object(path: Path) -> dict[str, Any]:
    """The parsed object of a JSON this module wrote (format and version checked), for readers that also want keys
    of their own from it (a recovery file's) without reading the file twice."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InvalidOptionError("no such transcript JSON", str(path)) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidOptionError(f"cannot read transcript JSON: {exc}", str(path)) from None
    if not isinstance(data, dict) or data.get("format") != JSON_FORMAT:
        raise InvalidOptionError("not a whisper-subtitler transcript JSON", str(path))
    if data.get("version") != JSON_VERSION:
        raise InvalidOptionError(f"transcript JSON version {data.get('version')} is not supported", str(path))
    return data


def saved_job_from(data: dict[str, Any], path: Path) -> SavedJob:
    """The job in a parsed transcript JSON; `path` names the file in the error for a damaged one."""
    try:
        rules = CueRules(**data["cue_rules"]) if data.get("cue_rules") else None
        style = data.get("label_style", DEFAULT_LABEL_STYLE)
        return SavedJob(
            transcript=Transcript.from_dict(data),
            cues=tuple(cue_from_dict(c) for c in data.get("cues", ())),
            rules=rules,
            label_style=style if style in LABEL_STYLES else DEFAULT_LABEL_STYLE,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidOptionError(f"damaged transcript JSON: {exc!r}", str(path)) from None


def rttm_field(text: str) -> str:
    """RTTM fields are separated by whitespace, so names keep their words joined by underscores."""
    return "_".join(text.split()) or "_"


def render_rttm(doc: Document) -> str:
    uri = rttm_field(as_text(doc.stem))  # a name's bytes that are not UTF-8 cannot go into a UTF-8 file as they are
    lines = [
        f"SPEAKER {uri} 1 {t.start:.3f} {max(t.end - t.start, 0.0):.3f} <NA> <NA> {rttm_field(t.speaker)} <NA> <NA>"
        for t in sorted(doc.transcript.turns, key=lambda t: (t.start, t.end))
    ]
    return "".join(line + "\n" for line in lines)


# Always beside a GUI job's outputs: they are rebuilt from it. It carries every word with its times and speaker, so
# it is the largest per second of audio.
JSON = OutputFormat("json", render_json, bytes_per_second=600)
RTTM = OutputFormat("rttm", render_rttm)
