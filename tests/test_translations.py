"""The window in German, French and Spanish: every string of the code is in each catalogue and translated (the
catalogues are made again from the code here, so a new tr() without a translation fails), the translations keep
their placeholders and shortcuts, and no translated text is cut off at the window's sizes."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.qt import QApplication, QLocale, QSize  # noqa: E402 - imported once the offscreen platform is set
from app.resources import (  # noqa: E402 - imported once the offscreen platform is set
    compile_translations,
    install_translators,
    translation_sources,
)
from tests.test_gui import make_window  # noqa: E402 - imported once the offscreen platform is set
from tests.test_gui_window import cut_off, fill_for_layout  # noqa: E402 - imported once the offscreen platform is set

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("de", "fr", "es")
SOURCES = [*sorted((ROOT / "app").rglob("*.py")), ROOT / "core" / "job_settings.py"]
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)", text.replace("&&", "")))


def messages(ts: Path) -> list[tuple[str, str, str | None, str]]:
    """(context, source, translation type, translation) of every message of a catalogue."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found.append((name, message.findtext("source") or "", translation.get("type"), translation.text or ""))
    return found


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each catalogue as lupdate makes it from today's code (a copy: the repository's files stay as they are)."""
    folder = tmp_path_factory.mktemp("ts")
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(os.sys.executable).parent)) or "pyside6-lupdate"
    out = {}
    for language in LANGUAGES:
        copy = folder / f"whisper_subtitler_{language}.ts"
        shutil.copy(ROOT / "resources" / "translations" / copy.name, copy)
        subprocess.run([lupdate, "-silent", "-no-obsolete", *map(str, SOURCES), "-ts", str(copy)], check=True,
                       cwd=ROOT)
        out[language] = copy
    return out


def test_each_language_has_a_catalogue() -> None:
    assert [p.stem.rsplit("_", 1)[1] for p in translation_sources()] == sorted(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_of_the_code_is_translated(refreshed: dict[str, Path], language: str) -> None:
    found = messages(refreshed[language])
    assert len(found) > 300
    untranslated = [f"{context}: {source!r}" for context, source, kind, text in found
                    if kind in ("unfinished", "vanished", "obsolete") or not text.strip()]
    assert untranslated == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_placeholders_and_shortcuts(language: str) -> None:
    ts = ROOT / "resources" / "translations" / f"whisper_subtitler_{language}.ts"
    for context, source, _kind, text in messages(ts):
        if not text:
            continue  # untranslated: the test above names it
        where = f"{context}: {source!r} -> {text!r}"
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text)), where
        assert accelerators(source) == accelerators(text), where
        assert source.count("\n") == text.count("\n"), where


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("qm")
    compile_translations(translation_sources(), into=folder)
    return folder


@pytest.fixture
def speaking(compiled: Path):
    """Install a language's catalogue for one test, English again after it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    def install(language: str) -> list[str]:
        return install_translators(app, QLocale(language), folder=compiled)

    yield install
    install_translators(app, QLocale("en"), folder=compiled)


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_is_cut_off_in_the_translated_window(qtbot, speaking, tmp_path: Path, jfk_wav: Path,
                                                      language: str) -> None:
    assert "whisper_subtitler" in speaking(language)
    window = make_window(qtbot, tmp_path)
    assert window.settings_panel.ui_language.currentData() == "system"
    shown = {"de": "Einstellungen", "fr": "Paramètres", "es": "Ajustes"}[language]
    assert window.settings_action.text() == shown  # the window is in the language
    fill_for_layout(window, tmp_path, jfk_wav)
    for size in (window.size(), QSize(1180, 760), QSize(900, 600)):
        window.resize(size)
        qtbot.wait(200)
        QApplication.processEvents()
        assert cut_off(window) == [], (language, size)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_export_dialog_fits_in_each_language(qtbot, speaking, tmp_path: Path, language: str) -> None:
    from app.video_export_dialog import VideoExportDialog

    speaking(language)
    dialog = VideoExportDialog(tmp_path / "talk.mp4", tmp_path / "talk.json")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(100)
    assert dialog.windowTitle() != "Export video"
    assert cut_off(dialog) == []


def test_the_chosen_language_is_kept_and_applied_at_start(qtbot, tmp_path: Path, compiled: Path) -> None:
    from app.resources import ui_locale
    from app.settings import load_settings, open_settings, save_settings

    window = make_window(qtbot, tmp_path)
    panel = window.settings_panel
    panel.ui_language.setCurrentIndex(panel.ui_language.findData("de"))
    assert panel.settings().ui_language == "de"
    save_settings(open_settings(tmp_path / "settings.ini"), panel.settings())
    chosen = load_settings(open_settings(tmp_path / "settings.ini")).ui_language
    assert chosen == "de" and ui_locale(chosen).language() == QLocale.Language.German
    assert ui_locale("system") == QLocale.system()
