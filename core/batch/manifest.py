"""The record of finished inputs that makes a batch resumable and exactly once.

Layout under the state folder (DEST/.whisper-subtitler unless --manifest says otherwise), JSON Lines:

    manifest.jsonl                  every entry so far, consolidated at the end of each run
    manifest.d/<run>-<input>.jsonl  one marker per file a run finished, written the moment it finished

A file's marker is written, atomically (a rename on a local disk, after an fsync; one PUT on an object store,
which cannot append), by the write task that placed its outputs, right after placing them; failures are marked by
the driver as they arrive. So a file counts as done only once its record is durable, and a driver killed at any
point has lost only the files in flight: the next run skips every marked file and redoes the rest (a file killed
between its outputs and its marker is written again with the same bytes). Reading takes the union, the newest
entry of an input winning. Names that are not UTF-8 are kept as JSON escapes (core.batch.names).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core.batch import names, storage
from core.batch.inputs import BatchInput
from core.errors import DestinationError
from core.jobs import JobSpec
from core.writers.atomic import TEMP_PREFIX

if TYPE_CHECKING:
    from core.batch.work import FileWork

MANIFEST = "manifest.jsonl"
PARTS = "manifest.d"
MANIFEST_VERSION = 1
# A failure of one of these kinds is the input's own (damaged, empty, not media, a name clash): redoing it gives the
# same error, so a re-run skips it unless asked (--retry-failed). Any other failure is redone.
INPUT_FAULTS = frozenset({"media", "media-not-found", "media-empty", "media-not-media", "media-corrupt",
                          "media-no-audio", "clash"})


@dataclass(frozen=True, slots=True)
class ManifestEntry:
    input: str  # the input's URI or absolute path
    key: str  # its outputs' path under DEST, without extension
    fingerprint: str  # size and modification time (or ETag) when listed: a change means redo
    options: str  # digest of the job options: other options mean redo
    status: str  # "done" | "failed"
    checksum: str = ""  # sha256 of the input's bytes, as decoded
    outputs: tuple[str, ...] = ()
    audio_seconds: float = 0.0
    timings: Mapping[str, float] = field(default_factory=dict)  # seconds per stage
    device: str = ""
    error_kind: str = ""
    error: str = ""
    run: str = ""
    finished: str = ""  # UTC, ISO 8601: orders entries of one input
    version: int = MANIFEST_VERSION

    def to_json(self) -> str:
        return names.dumps(dataclasses.asdict(self), sort_keys=True)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ManifestEntry:
        known = {f.name for f in dataclasses.fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        values["outputs"] = tuple(values.get("outputs", ()))
        return cls(**values)


# JobSpec fields added after manifests were first written, with the default that keeps them out of the digest.
ADDED_SINCE_DIGEST: dict[str, object] = {"speakers_only": False, "rules.label_single_speaker": False}


def options_digest(spec: JobSpec) -> str:
    """What decides a file's outputs, apart from the file: the job options without the per-file fields and without
    where each value came from (the same value typed or from the settings makes the same files)."""
    neutral = dataclasses.replace(spec, input="", output_dir=None, output_name=None, overwrite=False, sources=())
    fields = dataclasses.asdict(neutral)
    for path, default in ADDED_SINCE_DIGEST.items():  # at its default, as if the field did not exist
        *parents, name = path.split(".")  # "rules.x": a field of a nested dataclass
        holder = fields
        for parent in parents:
            holder = holder.get(parent) or {}
        if name in holder and holder[name] == default:
            del holder[name]
    text = json.dumps(fields, ensure_ascii=False)  # JobSpec.to_json's own form
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def utc_now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()) + f".{int(time.time() * 1e6) % 1_000_000:06d}Z"


def _parse(text: str, into: dict[str, ManifestEntry]) -> None:
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        try:
            entry = ManifestEntry.from_dict(json.loads(line))
        except (ValueError, TypeError):
            continue  # a line some other tool mangled does not cost the rest
        current = into.get(entry.input)
        if current is None or entry.finished >= current.finished:
            into[entry.input] = entry


def read_manifest(state: str) -> dict[str, ManifestEntry]:
    """input -> its newest entry, from the consolidated file and every part."""
    entries: dict[str, ManifestEntry] = {}
    texts = [storage.read_bytes(storage.join(state, MANIFEST))]
    parts = storage.join(state, PARTS)
    texts += [storage.read_bytes(storage.join(parts, name)) for name in storage.list_names(parts)
              if name.endswith(".jsonl")]
    for data in texts:
        if data:
            _parse(data.decode("utf-8"), entries)
    return entries


@dataclass(frozen=True, slots=True)
class Selection:
    todo: tuple[BatchInput, ...]
    skipped: tuple[ManifestEntry, ...]  # finished before with the same file and options


def select_work(inputs: Iterable[BatchInput], done: Mapping[str, ManifestEntry], options: str,
                retry_failed: bool = False) -> Selection:
    """Skip an input whose newest entry has its fingerprint and options and is done (or failed for a reason of
    its own, unless `retry_failed`); everything else is to do."""
    todo, skipped = [], []
    for item in inputs:
        entry = done.get(item.uri)
        unchanged = entry is not None and entry.fingerprint == item.fingerprint and entry.options == options
        final = entry is not None and (entry.status == "done" or (entry.error_kind in INPUT_FAULTS
                                                                   and not retry_failed))
        if unchanged and final and entry is not None:
            skipped.append(entry)
        else:
            todo.append(item)
    return Selection(tuple(todo), tuple(skipped))


def entry_of(work: FileWork, options: str, run: str, finished: str = "") -> ManifestEntry:
    """The manifest entry of a file's final state."""
    return ManifestEntry(
        input=work.item.uri, key=work.item.key, fingerprint=work.item.fingerprint, options=options,
        status="failed" if work.failed else "done", checksum=work.checksum, outputs=work.outputs,
        audio_seconds=work.audio_seconds, timings=dict(work.timings), device=work.device,
        error_kind=work.error_kind, error=work.error, run=run, finished=finished or utc_now())


@dataclass(frozen=True, slots=True)
class Journal:
    """Where a run marks its finished files; small and picklable, so the write tasks mark what they wrote."""

    state: str
    options: str
    run: str

    def marker(self, uri: str) -> str:
        digest = hashlib.sha256(uri.encode("utf-8", "surrogatepass")).hexdigest()[:20]
        return storage.join(self.state, f"{PARTS}/{self.run}-{digest}.jsonl")

    def record(self, entry: ManifestEntry) -> None:
        """Write the entry's marker, durably, or raise DestinationError: a file is not done until this returns."""
        try:
            storage.write_bytes(self.marker(entry.input), (entry.to_json() + "\n").encode("utf-8"))
        except OSError as error:
            from core.writers.destination import cause_of

            raise DestinationError(f"cannot record finished files in {names.shown(self.state)}: "
                                   f"{cause_of(error)}", names.shown(self.state)) from None


class ManifestWriter:
    """The driver's side of the journal: marks each entry as it arrives (unless its write task did) and at the end
    folds every marker into manifest.jsonl."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._state = journal.state

    def add(self, entry: ManifestEntry, recorded: bool = False) -> None:
        if not recorded:
            self._journal.record(entry)

    def consolidate(self) -> None:
        """One manifest.jsonl with the newest entry per input, written before the markers it replaces go."""
        parts_uri = storage.join(self._state, PARTS)
        merged_parts = [name for name in storage.list_names(parts_uri) if name.endswith(".jsonl")]
        entries = read_manifest(self._state)
        text = "".join(e.to_json() + "\n" for e in sorted(entries.values(), key=lambda e: e.input))
        try:
            storage.write_bytes(storage.join(self._state, MANIFEST), text.encode("utf-8"))
        except OSError:
            return  # the markers stay and say the same; the next run folds them
        for name in merged_parts:
            storage.remove_tree(storage.join(parts_uri, name))
        for name in storage.list_names(parts_uri):  # a marker's temp file, left where a kill cut its write
            if name.startswith(TEMP_PREFIX):
                storage.remove_tree(storage.join(parts_uri, name))
