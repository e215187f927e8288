"""Where icons, the style sheet and translations are: beside the package in a checkout, or in a frozen bundle's
data folder (PyInstaller's sys._MEIPASS)."""

from __future__ import annotations

import functools
import subprocess
import sys
from pathlib import Path

from app.qt import QApplication, QIcon, QLibraryInfo, QLocale, QTranslator

_translators: list[QTranslator] = []  # kept alive: Qt does not own them


def resource_dir() -> Path:
    candidates = [Path(getattr(sys, "_MEIPASS", "")) / "resources",
                  Path(__file__).resolve().parent.parent / "resources"]
    for candidate in candidates:
        if (candidate / "icons").is_dir():
            return candidate
    return candidates[-1]


@functools.cache
def icon(name: str) -> QIcon:
    """An icon from resources/icons/<name>.svg (an empty icon if the file is missing, never an error)."""
    return QIcon(str(resource_dir() / "icons" / f"{name}.svg"))


def style_sheet() -> str:
    path = resource_dir() / "styles" / "app.qss"
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def ui_locale(choice: str) -> QLocale:
    """The locale the window speaks: the system's for "system" (or nothing chosen), else the chosen language's."""
    return QLocale.system() if choice in ("", "system") else QLocale(choice)


def translation_sources(folder: Path | None = None) -> list[Path]:
    """The app's translation sources, one per language (whisper_subtitler_de.ts, ...), not the template."""
    folder = folder or resource_dir() / "translations"
    return sorted(p for p in folder.glob("whisper_subtitler_*.ts") if p.stem != "whisper_subtitler_template")


def compile_translations(sources: list[Path], into: Path | None = None) -> list[Path]:
    """Each .ts compiled to its .qm (beside it, or in `into`) with PySide6's lrelease, for the bundle build and the
    tests (`make translations` runs the same lrelease per file), so compiled files are never committed or stale."""
    import PySide6

    lrelease = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    written = []
    for source in sources:
        target = (into or source.parent) / f"{source.stem}.qm"
        subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(target)], check=True)
        written.append(target)
    return written


def install_translators(app: QApplication, locale: QLocale | None = None, folder: Path | None = None) -> list[str]:
    """Load the app's and Qt's translations for `locale` (default: the system's), replacing any loaded before;
    returns what was loaded. English is the source language: nothing is loaded for it. `folder`: where the .qm files
    are (default: resources/translations)."""
    locale = locale or QLocale.system()
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    loaded: list[str] = []
    if locale.language() == QLocale.Language.English:
        return loaded  # not the next language in the system's list: Qt would take it for want of an English file
    sources = [
        ("whisper_subtitler", str(folder or resource_dir() / "translations")),
        ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
    ]
    for name, where in sources:
        translator = QTranslator(app)
        if translator.load(locale, name, "_", where):
            app.installTranslator(translator)
            _translators.append(translator)
            loaded.append(name)
    return loaded
