"""Speaker labels added in the review editor (issue 38.8): a rename to a longer name, or a second speaker that makes
every change of speaker show a label, re-breaks (or re-cuts) the cues it would push over the line limit, in the
same undoable step; cues the person left too wide are not touched."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.editor.cue_model import SPEAKER
from app.editor.window import EditorWindow
from app.qt import QMessageBox, Qt
from core.cues import cell_width
from core.cues.labels import shown_cues
from tests.test_editor_gui import editor  # noqa: F401 - the fixture: the editor on the reviewed sample job

LONG_NAME = "Alexandra Montgomery-Smythe"  # a 30-cell label beside 42-cell lines


def hard_rows(window: EditorWindow) -> list[int]:
    return [k for k in window.model.marked_rows() if any(m.startswith("hard") for m in window.model.problems(k))]


def words(window: EditorWindow) -> list[str]:
    return [w.text for cue in window.draft.cues for w in cue.words]


def test_a_longer_name_rebreaks_the_cues_it_pushes_over_the_line_limit(
        editor: EditorWindow) -> None:  # noqa: F811 - the imported fixture
    before = editor.draft
    assert hard_rows(editor) == []
    editor.ask_rename = lambda speakers, current: ("SPEAKER_00", LONG_NAME)
    next(a for a in editor.actions() if a.text() == "Rename speaker…").trigger()

    assert LONG_NAME in editor.draft.speakers()
    assert hard_rows(editor) == [], [editor.model.problems(k) for k in hard_rows(editor)]
    shown = shown_cues(editor.draft.cues, editor.draft.shown_label_style())
    assert max(cell_width(line) for cue in shown for line in cue) <= editor.draft.rules.max_chars_per_line
    assert any(f"[{LONG_NAME}] " in line for cue in shown for line in cue)
    assert words(editor) == [w.text for cue in before.cues for w in cue.words]
    editor.undo.undo()
    assert editor.draft == before


@pytest.fixture
def one_voice(qtbot, jfk_wav: Path, ct2_tiny_en: Path, tmp_path: Path) -> EditorWindow:
    """The editor on JFK's speech transcribed without diarization: one voice, no labels, lines cut full width."""
    from core.jobs import JobSpec
    from core.pipeline import run_job

    run_job(JobSpec(input=jfk_wav, output_dir=tmp_path, formats=("json", "srt"), engine="faster-whisper",
                    model=str(ct2_tiny_en), backend="cpu", offline=True))
    window = EditorWindow(tmp_path / "jfk.json", jfk_wav, recovery_base=tmp_path / "recovery")
    window.confirm_close = lambda: QMessageBox.StandardButton.Discard
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    return window


def test_giving_cues_to_new_speakers_keeps_every_cue_inside_the_line_limit(one_voice: EditorWindow) -> None:
    window = one_voice
    before = window.draft
    assert window.draft.shown_label_style() == "none" and hard_rows(window) == []
    widest = max(range(len(before.cues)), key=lambda k: max(cell_width(line.text) for line in before.cues[k].lines))
    assert max(cell_width(line.text) for line in before.cues[widest].lines) > 30  # a label would push it over
    for row, name in ((widest, "President Kennedy"), ((widest + 1) % len(before.cues), "Audience")):
        window.model.setData(window.model.index(row, SPEAKER), name)  # typed into the Speaker cell
    assert window.draft.shown_label_style() == "bracket"
    assert hard_rows(window) == [], [window.model.problems(k) for k in hard_rows(window)]
    assert words(window) == [w.text for cue in before.cues for w in cue.words]
    window.undo.undo()
    window.undo.undo()
    assert window.draft == before
