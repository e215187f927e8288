"""`make run`: open the window where there is a display; otherwise run the demo file through the pipeline in this
process and say where the subtitles went.

    python -m app.launch --models .models --demo .testdata/sample.wav

With a display, the first start (no saved settings yet) is pointed at the offline models in `--models`, and the
demo file is queued paused, so one click on Start shows the whole path. Without one, the demo runs headless with
tiny.en and the offline diarization pipeline into out/demo/ (overwriting).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.main_window import MainWindow

DEMO_OUTPUT = Path("out/demo")


def has_display(env: dict[str, str] | None = None, platform: str | None = None) -> bool:
    env = dict(os.environ if env is None else env)
    platform = platform or sys.platform
    if env.get("QT_QPA_PLATFORM", "").startswith(("offscreen", "minimal")):
        return False
    if platform in ("win32", "darwin"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def demo_whisper(models: Path) -> Path:
    """Where the default engine's offline Whisper model sits in `models` (tiny.en-ct2/)."""
    from core.engines.registry import default_engine, offline_model_file

    return models / offline_model_file(default_engine())


def demo_models(models: Path) -> tuple[Path, Path | None]:
    """The default engine's offline whisper model and the diarization folder inside `models` (the latter None if
    absent)."""
    from core.errors import ModelNotFoundError
    from core.model_names import OFFLINE_DIARIZATION_DIR, OFFLINE_WHISPER_MODEL

    whisper = demo_whisper(models)
    if not whisper.exists():
        raise ModelNotFoundError(f"the offline {OFFLINE_WHISPER_MODEL} model is missing: run `make models`",
                                 path=str(whisper))
    diarization = models / OFFLINE_DIARIZATION_DIR
    return whisper, diarization if diarization.is_dir() else None


def run_headless(demo: Path, models: Path, output: Path = DEMO_OUTPUT) -> int:
    """The demo through core.pipeline.run_job in this process, with stage changes printed as they happen."""
    from core.engines.registry import default_engine
    from core.errors import SubtitlerError
    from core.events import Event, Log, Progress, StageStarted
    from core.jobs import JobSpec
    from core.pipeline import run_job
    from platform_utils.facts import Backend

    whisper, diarization = demo_models(models)
    spec = JobSpec(
        input=str(demo),
        output_dir=str(output),
        formats=("srt", "vtt", "txt", "json"),
        engine=default_engine(),
        model=str(whisper),
        language="en",
        backend=Backend.AUTO.value,
        offline=True,
        overwrite=True,
        diarize=diarization is not None,
        diarization_model=str(diarization) if diarization else None,
    )
    last_stage = [""]

    def on_event(event: Event) -> None:
        if isinstance(event, (StageStarted, Progress)) and event.stage != last_stage[0]:
            last_stage[0] = event.stage
            print(f"  {event.stage}…", flush=True)
        elif isinstance(event, Log) and event.level in ("warning", "error"):
            print(f"  {event.level}: {event.message}", flush=True)

    print(f"No display here: running the demo without the window.\n{demo} -> {output}/", flush=True)
    try:
        result = run_job(spec, on_event)
    except SubtitlerError as error:
        print(f"demo failed: {error}", file=sys.stderr)
        return 1
    print(f"Done in {result.wall_time:.1f} s on {result.device} "
          f"({len(result.speakers)} speakers, language {result.language}). Subtitles:")
    for path in result.outputs:
        print(f"  {path}")
    return 0


def run_gui(demo: Path | None, models: Path | None) -> int:
    from app.__main__ import create_application, start_window
    from app.settings import open_settings

    app = create_application()
    qsettings = open_settings()
    first_start = not qsettings.contains("model")
    # the same start-up as `whisper-subtitler gui` (unsaved reviews offered back included)
    window = start_window(qsettings, autostart=False, models_dirs=[models] if models is not None else None)
    open_demo(window, demo, models, first_start)
    return app.exec()


def open_demo(window: MainWindow, demo: Path | None, models: Path | None, first_start: bool) -> None:
    """On a first start, point the settings at the offline models in `models`; queue the demo file (paused) and
    say, where it stays in view, that Start runs it."""
    from app.start_hint import show_start_hint

    if first_start and models is not None and demo_whisper(models).exists():
        from core.engines.registry import default_engine

        whisper, diarization = demo_models(models)
        window.apply_settings(window.settings.replace(
            engine=default_engine(), model=str(whisper.resolve()), language="en", offline=True,
            diarize=diarization is not None, diarization_model=str(diarization.resolve()) if diarization else ""))
    queued = {item.path for item in window.controller.items()}  # the last session's queue may hold it already
    if demo is not None and demo.exists() and demo.resolve() not in queued:
        window.add_paths([demo])
    if window.controller.ids() and not window.controller.is_running:
        only_demo = demo is not None and [item.path for item in window.controller.items()] == [demo.resolve()]
        show_start_hint(window, demo.name if demo is not None and only_demo else None)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.launch", description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=Path, help="folder made by `whisper-subtitler models prepare-offline`")
    parser.add_argument("--demo", type=Path, help="a media file to queue (or to run headless)")
    parser.add_argument("--headless", action="store_true",
                        help="run the demo without the window even if a display exists")
    args = parser.parse_args(argv)
    if has_display() and not args.headless:
        return run_gui(args.demo, args.models)
    if args.demo is None or args.models is None:
        parser.error("without a display, --demo and --models are needed to run the demo")
    return run_headless(args.demo, args.models)


if __name__ == "__main__":
    raise SystemExit(main())
