"""Unsaved review work kept on disk while the editor is open, so a crash or a kill loses at most a few seconds.

The editor writes the draft here (our JSON, with the job's JSON path and the time) a moment after each edit, and
removes it on save or on an explicit discard; at start the app offers what it finds. One file per job, named from
the job's JSON path, in the user data folder (platformdirs), written atomically.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from core.editing.draft import Draft
from core.errors import InvalidOptionError
from core.types import CueRules
from core.writers.data import read_json_object, render_json, saved_job_from
from core.writers.document import Document

FOLDER = "recovery"
SUFFIX = ".recovery.json"


def recovery_folder(base: Path | None = None) -> Path:
    if base is not None:
        return Path(base)
    from platformdirs import user_data_path

    return user_data_path("whisper-subtitler") / FOLDER


def recovery_path(json_path: Path, base: Path | None = None) -> Path:
    key = hashlib.sha256(str(Path(json_path).resolve()).encode("utf-8")).hexdigest()[:20]
    return recovery_folder(base) / f"{key}{SUFFIX}"


@dataclass(frozen=True, slots=True)
class Recovered:
    json_path: Path  # the job whose review this was
    saved_at: float  # time.time() of the autosave
    draft: Draft
    path: Path  # the recovery file itself


def write_recovery(draft: Draft, json_path: Path, base: Path | None = None) -> Path:
    """Keep `draft` for the job at `json_path` (replacing an older autosave of it)."""
    target = recovery_path(json_path, base)
    target.parent.mkdir(parents=True, exist_ok=True)
    payload = json.loads(render_json(Document(draft.transcript, draft.cues, Path(json_path).stem,
                                              draft.label_style, draft.rules)))
    payload["recovery_of"] = str(Path(json_path).resolve())
    payload["recovery_saved_at"] = time.time()
    temp = target.with_name(target.name + ".tmp")
    temp.write_text(json.dumps(payload, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(temp, target)
    return target


def read_recovery(path: Path) -> Recovered:
    """A recovery file read back (raises InvalidOptionError for one that is damaged)."""
    data = read_json_object(path)
    saved = saved_job_from(data, path)
    try:
        job, when = Path(data["recovery_of"]), float(data["recovery_saved_at"])
    except (KeyError, TypeError, ValueError) as exc:
        raise InvalidOptionError(f"damaged recovery file: {exc!r}", str(path)) from None
    return Recovered(job, when, Draft(saved.transcript, saved.cues, saved.rules or CueRules(), saved.label_style),
                     Path(path))


def pending_recoveries(base: Path | None = None) -> list[Recovered]:
    """Every readable recovery file, newest first (damaged ones are skipped: there is nothing to offer)."""
    folder = recovery_folder(base)
    found = []
    for path in sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []:
        try:
            found.append(read_recovery(path))
        except InvalidOptionError:
            continue
    return sorted(found, key=lambda r: -r.saved_at)


def discard_recovery(json_path: Path, base: Path | None = None) -> None:
    recovery_path(json_path, base).unlink(missing_ok=True)
