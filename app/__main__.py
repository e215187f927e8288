"""`python -m app`, `whisper-subtitler gui`, the `whisper-subtitler-gui` launcher and the desktop bundle open the
window here (`make run` too, through start_window).

Nothing heavy is imported at module level: a spawned worker re-imports this module as its `__mp_main__`, and the
window has to show before torch or any model is loaded.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.main_window import MainWindow
    from app.qt import QSettings

_STARTED = time.time()


def build_parser(prog: str = "whisper-subtitler-gui") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description="Open the Whisper Subtitler window.")
    parser.add_argument("files", nargs="*", help="media files or folders to queue at start")
    parser.add_argument("--settings", metavar="INI", help="keep settings in this ini file instead of the usual place")
    parser.add_argument("--queue", metavar="FILE",
                        help="keep the queue in this SQLite file instead of the user data folder")
    parser.add_argument("--paused", action="store_true", help="queue the files but do not start")
    parser.add_argument("--report-startup", action="store_true",
                        help="print when the window was first shown (JSON) and quit; used by bench/startup.py")
    return parser


def create_application(argv: Sequence[str] | None = None, settings_path: str | None = None):
    """The QApplication with names, icon, style sheet and translations set (shared with app.screenshots); the
    language is the one chosen in the settings at `settings_path` (the usual place when None)."""
    from app.qt import QApplication
    from app.resources import icon, install_translators, style_sheet, ui_locale
    from app.settings import APPLICATION, ORGANIZATION, load_settings, open_settings

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv or sys.argv[:1]))
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Whisper Subtitler")
    app.setDesktopFileName("whisper-subtitler")
    app.setWindowIcon(icon("app"))
    install_translators(app, ui_locale(load_settings(open_settings(settings_path)).ui_language))
    app.setStyleSheet(style_sheet())
    return app


def start_window(qsettings: QSettings, *, autostart: bool, probe_devices: bool = True,
                 queue_path: str | Path | None = None, models_dirs: Sequence[Path] | None = None,
                 offer_recoveries: bool = True) -> MainWindow:
    """The one start-up path of the window, shared by `whisper-subtitler gui`, `whisper-subtitler-gui`,
    `python -m app`, the desktop bundle (whisper_subtitler.frozen) and `make run` (app.launch; all pinned by
    tests/test_gui_entry_points.py): the main window on `qsettings` and the kept queue, shown, and
    once it is up, the reviews a crash or a kill left unsaved offered back (core.editing.recovery)."""
    from app.main_window import MainWindow
    from app.qt import QTimer
    from app.queue_store import open_queue_store

    window = MainWindow(qsettings, autostart=autostart, probe_devices=probe_devices, models_dirs=models_dirs,
                        queue_store=open_queue_store(Path(queue_path) if queue_path else None))
    window.show()
    if offer_recoveries:
        QTimer.singleShot(0, window.offer_recoveries)  # once the event loop runs: the question sits over the window
    return window


def main(argv: Sequence[str] | None = None, prog: str = "whisper-subtitler-gui") -> int:
    import json
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen bundle re-runs itself as the worker
    args = build_parser(prog).parse_args(argv)
    app = create_application(settings_path=args.settings)

    from app.settings import open_settings

    # --report-startup measures the bare window: no device probe, no model check, no recovery question behind it
    window = start_window(open_settings(args.settings), autostart=not (args.paused or args.report_startup),
                          probe_devices=not args.report_startup, queue_path=args.queue,
                          offer_recoveries=not args.report_startup)
    if args.report_startup:
        app.processEvents()  # deliver the show and first paint
        print(json.dumps({"shown_at": time.time(), "module_loaded_at": _STARTED,
                          "torch_imported": "torch" in sys.modules, "numpy_imported": "numpy" in sys.modules}),
              flush=True)
        window.close()
        return 0
    if args.files:
        window.add_paths(args.files)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
