"""Does the window stay responsive while it captions live? The Live view (offscreen) is driven the two ways a session
reaches it, while app.live.loop_probe ticks every 10 ms and records how late each tick came: the worst and the 95th
percentile gap, and how many gaps passed 100 ms (the issue's limit: no event-loop stall over 100 ms).

    .venv/bin/python bench/live_gui.py                    # both rows, on pyannote's sample (30 s, two speakers)
    .venv/bin/python bench/live_gui.py --rows view        # only the view fed in real time
    .venv/bin/python bench/live_gui.py --media other.wav --speed 4

Columns: the probe's gaps; **slot max**: the longest a view slot (one update or level) ran on the GUI thread; when
the worst gap ended and the CPU time the GUI thread itself used in it (about the gap: the window's own work held the
loop; about zero: the thread waited, for the machine's scheduler or a blocking call).

Rows:
- **view**: the view alone, fed in real time with the sample's real words (the offline job's, tiny.en and offline
  diarization, told as a live session reports them: app.live.replay) and its audio's level every 0.1 s: what
  drawing the caption, the transcript and the meter costs the GUI thread.
- **worker**: a real session: app.live.live_runner starts core.live.worker's process on the file, played at
  `--speed` x real time (1: as it plays), with tiny.en CTranslate2 from .models (`--speakers`: and the online
  speakers); its levels and updates come back over the pipe into the same view. Where this build cannot caption
  live, the row's note gives the worker's sentence.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

STALL_S = 0.100


class Timed:
    """Wraps a view slot and keeps its longest run: the view's own work on the GUI thread, apart from the waits a
    busy machine's scheduler adds to the probe's gaps."""

    def __init__(self) -> None:
        self.worst = 0.0

    def __call__(self, slot: Callable) -> Callable:
        def timed(record) -> None:
            began = time.perf_counter()
            slot(record)
            self.worst = max(self.worst, time.perf_counter() - began)
        return timed


def wait_until(app, done: Callable[[], bool], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not done() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.002)


def transcribed_words(media: Path, models: Path, folder: Path):
    """The offline job's words for `media` (tiny.en, offline diarization where .models has it), from a worker
    process as the window runs jobs: the models stay out of this process, whose heap the view's timing should not
    carry."""
    from core.jobs import JobSpec
    from core.runner import JobDone, run_in_worker
    from core.writers.data import read_json

    diarization = models / "diarization"
    final = run_in_worker(JobSpec(input=str(media), output_dir=str(folder), formats=("json",), engine="faster-whisper",
                    model=str(models / "tiny.en-ct2"), backend="cpu", offline=True, diarize=diarization.is_dir(),
                    diarization_model=str(diarization) if diarization.is_dir() else None))
    if not isinstance(final, JobDone):
        raise RuntimeError(f"the offline job on {media.name} failed: {final}")
    return read_json(folder / f"{media.stem}.json").transcript.words


def view_row(app, media: Path, words, folder: Path) -> dict:
    """The view fed on the wall clock with the real updates (every 0.5 s) and levels (every 0.1 s)."""
    from app.live.live_view import LiveView
    from app.live.loop_probe import LoopProbe
    from app.live.replay import levels, replay_updates
    from app.qt import QTimer
    from core.media import decode_audio

    view = LiveView(lambda: folder, list_inputs=list)
    view.add_media(media)
    view.resize(1100, 640)
    view.show()
    view.start()
    events = sorted([(u.heard_until, "update", u) for u in replay_updates(words)]
                    + [(lv.at, "level", lv) for lv in levels(decode_audio(media))], key=lambda e: e[0])
    wait_until(app, lambda: False, 1.0)  # the view's first paint is not captioning
    probe = LoopProbe()
    started = time.perf_counter()
    position = [0]
    timed = Timed()
    show_update, show_level = timed(view.show_update), timed(view.show_level)

    def feed() -> None:
        now = time.perf_counter() - started
        while position[0] < len(events) and events[position[0]][0] <= now:
            _, kind, record = events[position[0]]
            (show_update if kind == "update" else show_level)(record)
            position[0] += 1

    feeder = QTimer()
    feeder.setInterval(20)
    feeder.timeout.connect(feed)
    probe.start()
    feeder.start()
    wait_until(app, lambda: position[0] >= len(events), events[-1][0] + 30)
    feeder.stop()
    probe.stop()
    row = dict(row="view", seconds=time.perf_counter() - started, updates=sum(e[1] == "update" for e in events),
               levels=sum(e[1] == "level" for e in events), words=len(view.transcript.final_words), probe=probe,
               slot=timed.worst, note="")
    view.close()
    return row


def worker_row(app, media: Path, models: Path, folder: Path, speed: float, speakers: bool) -> dict:
    from app.live.live_runner import LiveRunner
    from app.live.live_view import LiveView
    from app.live.loop_probe import LoopProbe
    from core.live import worker

    view = LiveView(lambda: folder, list_inputs=list)
    view.add_media(media)
    view.resize(1100, 640)
    view.show()
    request = view.start()
    assert request is not None
    from core.jobs import JobSpec

    diarization = models / "diarization"
    job = JobSpec(input=str(media), engine="faster-whisper", model=str(models / "tiny.en-ct2"), language="en",
                  backend="cpu", offline=True, diarize=speakers and diarization.is_dir(),
                  diarization_model=str(diarization) if diarization.is_dir() else None)
    spec = worker.LiveSpec(out_dir=str(folder), stem=request.stem, media=str(media), realtime=True, speed=speed,
                           job=job)
    runner = LiveRunner(spec)
    counts = {"update": 0, "level": 0}
    timed = Timed()
    runner.level.connect(timed(view.show_level))
    runner.level.connect(lambda _level: counts.__setitem__("level", counts["level"] + 1))
    runner.update.connect(timed(view.show_update))
    runner.update.connect(lambda _update: counts.__setitem__("update", counts["update"] + 1))
    runner.started.connect(view.on_started)
    runner.failed.connect(view.on_failed)
    runner.saved.connect(view.on_saved)
    runner.ended.connect(view.on_ended)
    wait_until(app, lambda: False, 1.0)  # the view's first paint is not captioning
    probe = LoopProbe()
    started = time.perf_counter()
    probe.start()
    began = time.perf_counter()
    runner.start()
    start_cost = time.perf_counter() - began
    wait_until(app, lambda: runner.finished, 600)
    wait_until(app, lambda: False, 0.2)  # the signals queued behind the final one
    probe.stop()
    note = view.message or ""
    if counts["update"] == 0 and not note:
        note = "no updates"
    row = dict(row=f"worker x{speed:g}", seconds=time.perf_counter() - started, updates=counts["update"],
               levels=counts["level"], words=len(view.transcript.final_words), probe=probe,
               slot=timed.worst, note=(note + " " if note else "") + f"start {start_cost * 1000:.0f} ms, saved: "
               + (", ".join(p.name for p in view.saved) or "nothing"))
    view.close()
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/live_gui.py")
    parser.add_argument("--media", type=Path, default=ROOT / ".testdata" / "sample.wav")
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--rows", nargs="+", choices=("view", "worker"), default=["view", "worker"])
    parser.add_argument("--speed", type=float, default=1.0, help="the worker row's playing speed (1: real time)")
    parser.add_argument("--speakers", action="store_true", help="the worker row names speakers as they talk")
    args = parser.parse_args(argv)

    from app.__main__ import create_application

    app = create_application()
    rows = []
    with tempfile.TemporaryDirectory(prefix="ws-live-bench-") as tmp:
        if "view" in args.rows:
            words = transcribed_words(args.media, args.models, Path(tmp))
            rows.append(view_row(app, args.media, words, Path(tmp) / "view"))
        if "worker" in args.rows:
            rows.append(worker_row(app, args.media, args.models, Path(tmp) / "worker", args.speed, args.speakers))
    print(f"\n{args.media.name}, event-loop gaps while captioning (probe every 10 ms)\n")
    print(f"{'row':<12} {'wall s':>7} {'updates':>8} {'levels':>7} {'words':>6} {'max gap ms':>11} "
          f"{'p95 gap ms':>11} {'gaps >100 ms':>13} {'slot max ms':>12} {'worst at s':>11} {'its CPU ms':>11}  note")
    for row in rows:
        probe = row["probe"]
        print(f"{row['row']:<12} {row['seconds']:>7.1f} {row['updates']:>8} {row['levels']:>7} {row['words']:>6} "
              f"{probe.worst * 1000:>11.1f} {probe.percentile(0.95) * 1000:>11.1f} "
              f"{sum(g > STALL_S for g in probe.gaps):>13} {row['slot'] * 1000:>12.1f} {probe.worst_at:>11.1f} "
              f"{probe.worst_busy * 1000:>11.1f}  {row['note']}")
    print(f"\nload average while measured: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (a busy machine's "
          "scheduler adds to the gaps; 'slot max' is the view's own longest work per update or level)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
