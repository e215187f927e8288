"""What a batch shows while it runs (a bar over files, with audio hours) and what it says at the end: files,
hours, failures with reasons, audio hours per wall hour, and per stage the busy time and the audio hours each
busy hour of one worker gets through (per-actor throughput, what docs/SCALE.md's sizing uses)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from core.batch import names
from core.batch.manifest import ManifestEntry

STAGES = ("decode", "transcribe", "diarize", "write")


@dataclass(frozen=True, slots=True)
class StageTotals:
    stage: str
    files: int
    busy_seconds: float
    audio_seconds: float

    @property
    def audio_hours_per_busy_hour(self) -> float:
        return self.audio_seconds / self.busy_seconds if self.busy_seconds > 0 else 0.0


@dataclass(frozen=True, slots=True)
class Failure:
    input: str
    kind: str
    message: str
    run: str = ""  # the run it failed in: an earlier one's failure, not retried, is still a failure


@dataclass(frozen=True, slots=True)
class RunReport:
    run: str
    listed: int
    done: int
    skipped: int  # done before, with the same file and options
    failed: int  # this run's failures and the earlier ones it did not retry
    audio_seconds: float  # of the files this run finished
    wall_seconds: float
    stages: tuple[StageTotals, ...]
    failures: tuple[Failure, ...]
    pools: Mapping[str, Any] = field(default_factory=dict)
    failed_before: int = 0  # of `failed`: failed in an earlier run, skipped (--retry-failed redoes them)

    @property
    def audio_hours_per_wall_hour(self) -> float:
        return self.audio_seconds / self.wall_seconds if self.wall_seconds > 0 else 0.0

    def to_json(self) -> str:
        data = dataclasses.asdict(self)
        data["audio_hours_per_wall_hour"] = self.audio_hours_per_wall_hour
        for stage, totals in zip(data["stages"], self.stages, strict=True):
            stage["audio_hours_per_busy_hour"] = totals.audio_hours_per_busy_hour
        return names.dumps(data, indent=1)


def summarise(run: str, listed: int, finished: Iterable[ManifestEntry], skipped: Iterable[ManifestEntry],
              wall_seconds: float, pools: Mapping[str, Any] | None = None) -> RunReport:
    """`skipped`: the manifest's entries of the files this run did not do; those that failed stay failures."""
    entries = list(finished)
    before = [e for e in skipped if e.status != "done"]
    done_before = sum(1 for e in skipped if e.status == "done")
    done = [e for e in entries if e.status == "done"]
    stages = []
    for stage in STAGES:
        timed = [e for e in entries if stage in e.timings]
        if timed:
            stages.append(StageTotals(stage, len(timed), sum(e.timings[stage] for e in timed),
                                      sum(e.audio_seconds for e in timed)))
    failures = tuple(Failure(e.input, e.error_kind, e.error, e.run)
                     for e in [*entries, *before] if e.status != "done")
    return RunReport(run, listed, len(done), done_before, len(failures), sum(e.audio_seconds for e in done),
                     wall_seconds, tuple(stages), failures, dict(pools or {}), len(before))


def _before(report: RunReport) -> str:
    if not report.failed_before:
        return ""
    return f" ({report.failed_before} in an earlier run, not retried: --retry-failed redoes them)"


def render(console: Any, report: RunReport) -> None:
    from rich.markup import escape
    from rich.table import Table

    hours = report.audio_seconds / 3600
    console.print(
        f"[bold]batch {report.run}[/]: {report.listed} file(s): {report.done} done, {report.skipped} skipped "
        f"(done before), {report.failed} failed{_before(report)}; {hours:.3f} h of audio in "
        f"{report.wall_seconds:.1f} s = "
        f"{report.audio_hours_per_wall_hour:.1f} audio hours per wall hour", highlight=False, soft_wrap=True)
    if report.stages:
        table = Table(title="per stage")
        for column in ("stage", "files", "busy s", "audio h / busy h (one worker)"):
            table.add_column(column, justify="right" if column != "stage" else "left")
        for s in report.stages:
            table.add_row(s.stage, str(s.files), f"{s.busy_seconds:.1f}", f"{s.audio_hours_per_busy_hour:.1f}")
        console.print(table)
    if report.failures:
        table = Table(title="failures")
        for column in ("input", "kind", "reason", "run"):
            table.add_column(column, overflow="fold")
        for f in report.failures:
            when = "this one" if f.run == report.run else f.run or "?"
            table.add_row(escape(names.shown(f.input)), f.kind, escape(names.shown(f.message)), when)
        console.print(table)


class ProgressBar:
    """A rich bar over files with the audio hours finished so far; a no-op when quiet."""

    def __init__(self, console: Any, total: int, quiet: bool) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self._hours = 0.0
        self._bar = Progress(TextColumn("files"), BarColumn(), MofNCompleteColumn(),
                             TextColumn("{task.fields[hours]:.3f} audio h"), TextColumn("{task.fields[failed]} failed"),
                             TimeElapsedColumn(), console=console, disable=quiet)
        self._task = self._bar.add_task("files", total=total, hours=0.0, failed=0)
        self._failed = 0

    def __enter__(self) -> ProgressBar:
        self._bar.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._bar.__exit__(*exc)

    def advance(self, entry: ManifestEntry) -> None:
        self._hours += entry.audio_seconds / 3600 if entry.status == "done" else 0.0
        self._failed += entry.status != "done"
        self._bar.update(self._task, advance=1, hours=self._hours, failed=self._failed)
