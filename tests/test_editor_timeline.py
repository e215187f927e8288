"""The editor's time ruler and position readout (issue 38, item 11): the tick places as pure functions, then the
real editor on the sample job: the readout follows a seek and a click on the waveform, the ruler labels the span on
screen."""

from __future__ import annotations

from app.editor.timeline import format_position, format_tick, tick_step_ms, ticks
from app.editor.window import EditorWindow
from app.qt import QPoint, Qt
from tests.test_editor_gui import editor  # noqa: F401 - the fixture: the editor on the reviewed sample job


def test_tick_step_grows_as_the_view_zooms_out_and_labels_never_crowd() -> None:
    assert tick_step_ms(100.0) == 1_000  # 100 px between seconds: room for a label each
    assert tick_step_ms(400.0) == 200
    assert tick_step_ms(20.0) == 5_000
    assert tick_step_ms(2.0) == 60_000
    for zoom in (2.0, 7.5, 33.0, 100.0, 250.0, 2000.0):
        assert tick_step_ms(zoom) * zoom / 1000 >= 80


def test_ticks_are_multiples_of_the_step_inside_the_visible_span() -> None:
    assert ticks(0, 5_000, 100.0) == [(0, "0:00"), (1000, "0:01"), (2000, "0:02"), (3000, "0:03"), (4000, "0:04"),
                                      (5000, "0:05")]
    assert ticks(61_500, 1_000, 400.0) == [(61_600, "1:01.6"), (61_800, "1:01.8"), (62_000, "1:02.0"),
                                           (62_200, "1:02.2"), (62_400, "1:02.4")]
    assert [label for _ms, label in ticks(3_590_000, 60_000, 2.0)] == ["1:00:00"]


def test_positions_read_to_the_millisecond() -> None:
    assert format_position(12_340) == "0:12.340"
    assert format_position(30_000) == "0:30.000"
    assert format_position(3_723_004) == "1:02:03.004"
    assert format_tick(125_000) == "2:05"


def test_the_readout_follows_a_seek_and_a_click_on_the_waveform(
        qtbot, editor: EditorWindow) -> None:  # noqa: F811 - the imported fixture
    length = format_position(editor.media_length_ms())
    assert editor.media_length_ms() > 10_000  # the sample runs for tens of seconds
    editor.player.seek(12_340)
    assert editor.position_label.text() == f"0:12.340 / {length}"

    wave = editor.waveform
    wave.set_zoom(100.0)
    wave.offset_ms = 0
    x = next(x for x in range(40, wave.width()) if wave.edge_at(x) is None)  # a click, not an edge drag
    qtbot.mouseClick(wave, Qt.MouseButton.LeftButton, pos=QPoint(x, wave.height() // 2))
    clicked = wave.ms_at(x)
    assert editor.player.position() == clicked
    assert editor.position_label.text() == f"{format_position(clicked)} / {length}"


def test_the_ruler_labels_the_visible_span(editor: EditorWindow) -> None:  # noqa: F811 - the imported fixture
    wave = editor.waveform
    wave.resize(800, wave.height())
    wave.set_zoom(100.0)  # 800 px at 100 px/s: 8 s on screen, a tick a second
    wave.offset_ms = 10_000
    assert [label for _ms, label in wave.ruler_ticks()] == [f"0:{s}" for s in range(10, 19)]
    wave.set_zoom(10.0)  # zoomed out: 80 s on screen, a tick every 10 s
    wave.offset_ms = 0
    assert [label for _ms, label in wave.ruler_ticks()] == ["0:00", "0:10", "0:20", "0:30", "0:40", "0:50", "1:00",
                                                            "1:10", "1:20"]
    assert wave.ruler_height() < wave.height() // 3
    wave.grab()  # the ruler paints without error at both zooms
