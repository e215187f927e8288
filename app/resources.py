"""Where icons, the style sheet and translations are: beside the package in a checkout, or in a frozen bundle's
data folder (PyInstaller's sys._MEIPASS)."""

from __future__ import annotations

import functools
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


def install_translators(app: QApplication, locale: QLocale | None = None) -> list[str]:
    """Load the app's and Qt's translations for `locale` (default: the system's); returns what was loaded."""
    locale = locale or QLocale.system()
    loaded = []
    sources = [
        ("whisper_subtitler", str(resource_dir() / "translations")),
        ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
    ]
    for name, folder in sources:
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            _translators.append(translator)
            loaded.append(name)
    return loaded
