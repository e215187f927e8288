"""One colour per speaker (issue 38.4): the main window's transcript, the review editor (table, waveform, caption)
and the ASS track a video export carries and burns in give each speaker the same colour, from one place
(core.speaker_colours), and a rename in either window keeps it. On the reviewed job: pyannote's two-person sample,
tiny.en, offline diarization."""

from __future__ import annotations

from pathlib import Path

import pysubs2

from app.controller import DONE, QueueItem
from app.editor.cue_model import SPEAKER
from app.editor.window import EditorWindow
from app.preview import PreviewPanel
from app.qt import QMessageBox, Qt
from core.writers import read_json
from core.writers.subtitles import ass_style_names


def ass_colours(folder: Path, stem: str) -> dict[str, str]:
    """Speaker -> "#rrggbb" of their style in the ASS file beside the job (what soft tracks and burn-in draw)."""
    subs = pysubs2.load(str(folder / f"{stem}.ass"))
    saved = read_json(folder / f"{stem}.json")
    speakers = list(dict.fromkeys([line.speaker for cue in saved.cues for line in cue.lines if line.speaker]
                                  + list(saved.transcript.speakers)))
    out = {}
    for speaker, style in ass_style_names(tuple(speakers)).items():
        colour = subs.styles[style].primarycolor
        out[speaker] = f"#{colour.r:02x}{colour.g:02x}{colour.b:02x}"
    return out


def shown_job(qtbot, json_path: Path) -> tuple[PreviewPanel, QueueItem]:
    """The main window's transcript panel showing the finished job."""
    panel = PreviewPanel()
    qtbot.addWidget(panel)
    item = QueueItem(1, json_path.with_suffix(".mp4"), status=DONE, transcript=read_json(json_path).transcript)
    panel.show_item(item)
    return panel, item


def test_each_speaker_has_one_colour_in_every_view_and_keeps_it_when_renamed(qtbot, review_copy: Path) -> None:
    folder = review_copy.parent
    panel, item = shown_job(qtbot, review_copy)
    editor = EditorWindow(review_copy, review_copy.with_suffix(".mp4"), recovery_base=folder / "recovery")
    editor.confirm_close = lambda: QMessageBox.StandardButton.Discard
    editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(editor)
    speakers = editor.draft.speakers()
    assert len(speakers) == 2

    burned = ass_colours(folder, "sample")
    window = {s: panel.colour(s) for s in speakers}
    table = {s: editor.model.colour(s) for s in speakers}
    assert window == table == burned, (window, table, burned)
    assert len(set(window.values())) == 2
    row = next(k for k in range(len(editor.draft.cues)) if editor.draft.cue_speaker(k) == speakers[1])
    assert editor.model.index(row, SPEAKER).data(Qt.ItemDataRole.ForegroundRole).color().name() == window[speakers[1]]
    assert editor.waveform.colour_of(row) == window[speakers[1]]

    # a rename in the editor keeps the colour there, and, saved, in the main window and the ASS track
    editor.ask_rename = lambda names, current: (speakers[1], "Belinda")
    editor.rename_speaker()
    assert editor.model.colour("Belinda") == window[speakers[1]]
    assert editor.save()
    item.transcript = read_json(review_copy).transcript
    panel.show_item(item)
    assert panel.colour("Belinda") == window[speakers[1]] and panel.colour(speakers[0]) == window[speakers[0]]
    assert ass_colours(folder, "sample") == {speakers[0]: window[speakers[0]], "Belinda": window[speakers[1]]}
    editor.close()
