"""Output files from a transcript and its cues: srt, vtt, ass, txt, tsv, json, rttm.

A registry (core.writers.formats) maps each format to its extension and renderer (text in, text out, as in
pysubs2); the built-in formats are registered below, in the order lists show them. `write_outputs` checks every
target first, then publishes all files atomically (core.writers.atomic); `rebuild_outputs` rewrites a job's files
from its JSON, e.g. after the GUI renames speakers.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from core.cues import make_cues
from core.cues.labels import DEFAULT_LABEL_STYLE, check_label_style
from core.errors import DestinationError, InvalidOptionError, OutputExistsError
from core.types import Cue, CueRules, Transcript, rename_speakers
from core.writers.atomic import publish
from core.writers.data import JSON, RTTM, read_json
from core.writers.destination import cause_of, is_full
from core.writers.document import LABEL_STYLES, Document
from core.writers.formats import (
    DEFAULT_FORMAT,
    OutputFormat,
    check_formats,
    format_names,
    register,
    renderer,
    unregister,
)
from core.writers.journal import recover_publishes
from core.writers.plain import TSV, TXT
from core.writers.subtitles import ASS, SRT, VTT

for _format in (SRT, VTT, ASS, TXT, TSV, JSON, RTTM):
    register(_format)


def _formats(formats: Sequence[str]) -> list[str]:
    return list(check_formats(tuple(dict.fromkeys(f.lower().lstrip(".") for f in formats))))


def target_paths(directory: Path, stem: str, formats: Sequence[str]) -> dict[str, Path]:
    """format -> the file it is written to: <directory>/<stem>.<format>."""
    separators = {"/", os.sep, os.altsep or "/"}  # a backslash is a name's own character on POSIX
    if not stem or stem in (".", "..") or "\0" in stem or any(sep in stem for sep in separators):
        raise InvalidOptionError(f"output name {stem!r} is not a plain file name")
    return {f: Path(directory) / f"{stem}.{f}" for f in _formats(formats)}


def check_targets(directory: Path, stem: str, formats: Sequence[str], *, overwrite: bool = False) -> list[Path]:
    """The files a job will write; raises OutputExistsError, before any work, when one is in the way."""
    targets = list(target_paths(directory, stem, formats).values())
    recover_publishes(Path(directory))  # a publish a kill cut short is finished or undone before we look
    try:
        blocked = [p for p in targets if p.exists() and not p.is_file()]
        existing = [p for p in targets if p.exists()]
    except OSError as error:  # a name or path past the file system's limit, a folder we may not look into
        raise DestinationError(f"cannot write the outputs to {directory}: {cause_of(error)}", str(directory),
                               full=is_full(error)) from None
    if blocked:
        names = ", ".join(p.name for p in blocked)
        raise OutputExistsError(f"{names} exists and is not a file; move it away", str(blocked[0]), replaceable=False)
    if existing and not overwrite:
        names = ", ".join(p.name for p in existing)
        raise OutputExistsError(f"would overwrite {names}", str(existing[0]))  # each front end says how to replace
    return targets


def write_outputs(
    transcript: Transcript,
    cues: Sequence[Cue],
    directory: Path,
    stem: str,
    formats: Sequence[str],
    *,
    overwrite: bool = False,
    label_style: str = DEFAULT_LABEL_STYLE,
    rules: CueRules | None = None,
) -> list[Path]:
    """Write `<directory>/<stem>.<format>` for each format, all or none; returns the paths in format order.

    `cues` must be cut (make_cues) with the same `label_style`, so SRT and TXT lines keep their width with the
    labels in front; speakers are renamed in the transcript before cutting, never spliced into cut lines.
    `rules` are recorded in the JSON so `rebuild_outputs` cuts the same way again.
    """
    check_label_style(label_style)
    targets = target_paths(directory, stem, formats)
    check_targets(directory, stem, list(targets), overwrite=overwrite)
    doc = Document(transcript, tuple(cues), stem, label_style, rules)
    Path(directory).mkdir(parents=True, exist_ok=True)

    def producer(fmt: str) -> Callable[[], bytes]:
        render = renderer(fmt)
        return lambda: render(doc).encode("utf-8")

    return publish([(path, producer(fmt)) for fmt, path in targets.items()], overwrite=overwrite)


def sibling_formats(json_path: Path) -> list[str]:
    """Formats of a job's outputs that sit beside its JSON (the JSON itself always included)."""
    stem = json_path.name[: -len(".json")]
    found = [f for f in format_names() if f != JSON.name and (json_path.parent / f"{stem}.{f}").is_file()]
    return [JSON.name, *found]


def write_transcript(
    transcript: Transcript,
    directory: Path,
    stem: str,
    formats: Sequence[str],
    *,
    rules: CueRules,
    label_style: str = DEFAULT_LABEL_STYLE,
    overwrite: bool = False,
) -> list[Path]:
    """Cut the cues of the transcript's words under `rules` and write every format (write_outputs: all or none): the
    one way a job, a rename and a live session turn words into files, so their subtitles are cut alike. The
    transcript's duration keeps the last cue inside the media (none recorded: 0, no limit)."""
    cues = make_cues(transcript.words, rules, until=transcript.duration or None, label_style=label_style,
                     language=transcript.language)
    return write_outputs(transcript, cues, directory, stem, formats, overwrite=overwrite, label_style=label_style,
                         rules=rules)


def rebuild_outputs(
    json_path: Path,
    names: Mapping[str, str],
    rules: CueRules | None = None,
    *,
    formats: Sequence[str] | None = None,
    label_style: str | None = None,
) -> list[Path]:
    """Re-cut and rewrite a job's outputs from its JSON with speakers renamed (`names`: current name -> new).

    Rules and label style default to those recorded in the JSON; formats to the JSON plus the outputs already
    beside it. The cues are cut again for the new names (a longer name leaves less room beside its label), and
    renaming two speakers to one name merges them.
    """
    json_path = Path(json_path)
    if json_path.suffix.lower() != ".json":
        raise InvalidOptionError("expected a .json transcript", str(json_path))
    saved = read_json(json_path)
    transcript = rename_speakers(saved.transcript, dict(names))
    rules = rules or saved.rules or CueRules()
    style = check_label_style(label_style or saved.label_style)
    chosen = list(formats) if formats is not None else sibling_formats(json_path)
    return write_transcript(transcript, json_path.parent, json_path.name[: -len(".json")], chosen, rules=rules,
                            label_style=style, overwrite=True)


__all__ = [
    "DEFAULT_FORMAT",
    "LABEL_STYLES",
    "OutputFormat",
    "check_targets",
    "format_names",
    "read_json",
    "rebuild_outputs",
    "register",
    "sibling_formats",
    "target_paths",
    "unregister",
    "write_outputs",
    "write_transcript",
]
