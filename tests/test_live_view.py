"""The Live view (pytest-qt, offscreen) driven with what a session reports, made from real speech: pyannote's sample
transcribed by tiny.en and diarized (the reviewed_job fixture), its words told again as live updates (app.live.replay)
and its audio's level. Checks what a person sees: the transcript grows with every final word once, under the right
speaker, the grey guess is replaced and not piled up, the caption is the last speaker's words in their colour, and
Start/Stop/saved/failed move the view through its states with the buttons that fit each."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.live.caption_view import caption_words  # noqa: E402 - imported once the offscreen platform is set
from app.live.live_view import LiveRequest, LiveState, LiveView  # noqa: E402 - imported once the offscreen platform is set
from app.live.mic_source import InputDevice  # noqa: E402 - imported once the offscreen platform is set
from app.live.replay import levels, replay_updates  # noqa: E402 - imported once the offscreen platform is set
from app.live.transcript_view import TENTATIVE  # noqa: E402 - imported once the offscreen platform is set
from core.live.types import LiveSaved, LiveUpdate  # noqa: E402 - imported once the offscreen platform is set
from core.media import decode_audio  # noqa: E402 - imported once the offscreen platform is set
from core.speaker_colours import PALETTE  # noqa: E402 - imported once the offscreen platform is set
from core.types import Word  # noqa: E402 - imported once the offscreen platform is set
from core.writers.data import read_json  # noqa: E402 - imported once the offscreen platform is set
from tests.test_translations import compiled, speaking  # noqa: E402, F401 - fixtures: the catalogues, installed per test


@pytest.fixture(scope="module")
def sample_words(reviewed_job: Path) -> tuple[Word, ...]:
    words = read_json(reviewed_job / "sample.json").transcript.words
    assert len({w.speaker for w in words}) >= 2  # the sample's two voices, as diarization found them
    return words


def joined(words) -> str:
    return "".join(w.text for w in words).strip()


def make_view(qtbot, tmp_path: Path, inputs: list[InputDevice] | None = None) -> LiveView:
    view = LiveView(lambda: tmp_path / "live", list_inputs=lambda: list(inputs or []))
    qtbot.addWidget(view)
    view.show()
    return view


def test_a_session_of_real_speech_builds_the_transcript_word_for_word(qtbot, tmp_path, sample_words, sample_wav):
    view = make_view(qtbot, tmp_path)
    view.add_media(sample_wav)
    with qtbot.waitSignal(view.startRequested) as started:
        view.start_button.click()
    request = started.args[0]
    assert isinstance(request, LiveRequest) and request.source == sample_wav
    assert request.stem == "sample.live" and request.out_dir == tmp_path / "live"
    assert view.state == LiveState.STARTING and view.start_button.text() == "Stop"
    assert not view.source.isEnabled()

    audio_levels = list(levels(decode_audio(sample_wav)))
    updates = list(replay_updates(sample_words))
    assert sum(len(u.final) for u in updates) == len(sample_words)
    saw_guess = False
    for update in updates:
        view.show_update(update)
        heard = [level for level in audio_levels if level.at <= update.heard_until]
        if heard:
            view.show_level(heard[-1])
        shown = view.transcript.text
        # every final word once, then the current guess once: the last guess never piles up
        assert view.transcript.final_words == list(sample_words[:len(view.transcript.final_words)])
        if update.tentative:
            saw_guess = True
            assert shown.endswith(joined(update.tentative))
            assert shown.count(joined(update.tentative)) <= joined(sample_words).count(joined(update.tentative)) + 1
    assert saw_guess and view.state == LiveState.RUNNING
    assert view.transcript.final_words == list(sample_words)
    heard = max(audio_levels[-1].at, sample_words[-1].end)  # the audio's end or the last word's, whichever is later
    assert view.heard_until == heard and view.clock.text() == f"00:{int(heard):02d}"
    text = view.transcript.text
    for speaker in {w.speaker for w in sample_words}:
        assert speaker in text
    assert "".join(text.split()).endswith("".join(joined(sample_words[-5:]).split()))
    # the grey guess is gone once every word is final
    html = view.transcript.toHtml()
    assert TENTATIVE.lower() not in html.lower().split("</p>")[-2]

    last = sample_words[-1].speaker
    assert view.caption.speaker.text() == last
    assert view.caption.plain and sample_words[-1].text.strip() in view.caption.plain
    colours = {view.speakers.colour(s) for s in {w.speaker for w in sample_words}}
    assert len(colours) == len({w.speaker for w in sample_words}) and colours <= set(PALETTE)
    assert view.speakers.colour(last) in view.caption.speaker.styleSheet()


def test_the_caption_is_the_current_speakers_last_words():
    a = [Word(0.0, 0.5, " Hello", speaker="A"), Word(0.5, 1.0, " there.", speaker="A")]
    b = [Word(1.5, 2.0, " And", speaker="B"), Word(2.0, 2.4, " I'm", speaker="B")]
    guess = [Word(2.4, 2.9, " Sheila")]
    solid, tentative = caption_words([*a, *b], guess)
    assert joined(solid) == "And I'm" and joined(tentative) == "Sheila"
    long = [Word(i, i + 0.5, f" word{i:03d}", speaker="A") for i in range(100)]
    solid, tentative = caption_words(long, [])
    assert 0 < len(joined(solid)) <= 90 and solid[-1] is long[-1] and tentative == []
    assert caption_words([], []) == ([], [])


def test_stop_then_saved_offers_the_files_and_refine(qtbot, tmp_path, sample_words, sample_wav):
    view = make_view(qtbot, tmp_path, [InputDevice(b"mic", "Built-in microphone", True)])
    assert view.chosen_source() == InputDevice(b"mic", "Built-in microphone", True)
    assert not view.refine_button.isVisibleTo(view) and not view.open_folder_button.isVisibleTo(view)
    request = view.start()
    assert request is not None and request.stem.startswith("live-")
    for update in list(replay_updates(sample_words))[:20]:
        view.show_update(update)
    with qtbot.waitSignal(view.stopRequested):
        view.start_button.click()
    assert view.state == LiveState.STOPPING and not view.start_button.isEnabled()
    folder = tmp_path / "live"
    paths = tuple(str(folder / f"{request.stem}.{ext}") for ext in ("wav", "srt", "vtt", "json"))
    view.on_saved(LiveSaved(paths))
    view.on_ended()
    assert view.state == LiveState.ENDED and view.start_button.text() == "Start" and view.start_button.isEnabled()
    assert view.recording == Path(paths[0])
    assert view.refine_button.isVisibleTo(view) and view.open_folder_button.isVisibleTo(view)
    assert f"{request.stem}.srt" in view.status.text() and str(folder) in view.status.text()
    with qtbot.waitSignal(view.refineRequested) as refined:
        view.refine_button.click()
    assert refined.args == [Path(paths[0])]
    with qtbot.waitSignal(view.openFolderRequested) as opened:
        view.open_folder_button.click()
    assert opened.args == [folder]
    # a new session starts clean
    view.start()
    assert view.transcript.text == "" and view.saved == () and not view.refine_button.isVisibleTo(view)


def test_refining_shows_its_progress_offers_skip_and_then_the_saved_names(qtbot, tmp_path, sample_words):
    """Live, everyone was named SPEAKER_00; the refine at Stop found the sample's two people: once saved, the
    transcript and the caption show the names the files hold."""
    view = make_view(qtbot, tmp_path, [InputDevice(b"mic", "Built-in microphone", True)])
    request = view.start()
    assert request is not None
    live = tuple(w.with_speaker("SPEAKER_00") for w in sample_words)
    for update in replay_updates(live):
        view.show_update(update)
    assert {w.speaker for w in view.transcript.final_words} == {"SPEAKER_00"}
    view.stop()
    view.on_refining(0.0)
    assert view.state == LiveState.REFINING and "Refining speakers" in view.status.text()
    assert view.start_button.text() == "Skip" and view.start_button.isEnabled()
    view.on_refining(0.5)
    assert "50%" in view.status.text()
    with qtbot.waitSignal(view.stopRequested):  # Skip: the session is asked to keep the live names
        view.start_button.click()
    assert view.state == LiveState.REFINING
    paths = tuple(str(tmp_path / "live" / f"{request.stem}.{ext}") for ext in ("wav", "srt", "vtt", "json"))
    view.on_saved(LiveSaved(paths, sample_words, refined=True))
    view.on_ended()
    assert view.state == LiveState.ENDED and view.start_button.text() == "Start"
    assert tuple(view.transcript.final_words) == sample_words
    names = {w.speaker for w in sample_words if w.speaker is not None}
    assert len(names) == 2 and all(name in view.transcript.text for name in names)
    assert view.caption.speaker.text() == sample_words[-1].speaker


def test_a_refine_that_did_not_happen_says_why_and_keeps_the_live_names(qtbot, tmp_path, sample_words):
    view = make_view(qtbot, tmp_path, [InputDevice(b"mic", "Built-in microphone", True)])
    view.start()
    shown = list(replay_updates(sample_words))
    for update in shown:
        view.show_update(update)
    view.stop()
    view.on_refining(0.0)
    why = "refining the speakers was stopped; the live names are kept"
    view.on_saved(LiveSaved((str(tmp_path / "live" / "x.wav"), str(tmp_path / "live" / "x.json")), sample_words,
                            refine_failed=why))
    view.on_ended()
    assert why in view.status.text() and "x.wav" in view.status.text()
    assert len(view.transcript.final_words) == sum(len(u.final) for u in shown)


def test_a_failure_is_said_and_what_was_recorded_is_kept(qtbot, tmp_path, sample_words):
    view = make_view(qtbot, tmp_path, [InputDevice(b"usb", "USB headset")])
    view.start()
    updates = list(replay_updates(sample_words))[:30]
    for update in updates:
        view.show_update(update)
    sentence = "The input “USB headset” was disconnected; what was recorded until then is kept."
    view.on_failed(sentence)
    view.on_saved(LiveSaved((str(tmp_path / "live" / "x.wav"), str(tmp_path / "live" / "x.srt"))))
    view.on_ended()
    assert view.state == LiveState.ENDED
    assert sentence in view.status.text() and "x.wav" in view.status.text()
    assert view.refine_button.isVisibleTo(view)
    assert len(view.transcript.final_words) == sum(len(u.final) for u in updates) > 0


def test_a_session_that_saved_nothing_says_so(qtbot, tmp_path):
    view = make_view(qtbot, tmp_path, [InputDevice(b"usb", "USB headset")])
    view.start()
    view.on_failed("No sound arrives from “USB headset”: check that it is switched on and allowed to record.")
    view.on_ended()
    assert "No sound arrives" in view.status.text() and "Nothing was saved" in view.status.text()
    assert not view.refine_button.isVisibleTo(view)


def test_without_inputs_a_media_file_is_the_way_in(qtbot, tmp_path, jfk_wav):
    view = make_view(qtbot, tmp_path)
    assert view.chosen_source() is None and not view.start_button.isEnabled()
    assert "media file" in view.status.text()
    asked = []
    view.choose_media = lambda: asked.append(True) or jfk_wav
    media_entry = view.source.count() - 1
    view.source.setCurrentIndex(media_entry)
    view.source.activated.emit(media_entry)
    assert asked and view.chosen_source() == jfk_wav and view.start_button.isEnabled()
    assert "jfk.wav" in view.source.currentText()
    view.refresh_sources()  # the file stays offered and chosen when the inputs are listed again
    assert view.chosen_source() == jfk_wav


def test_an_update_with_only_a_guess_shows_it_grey_and_replaces_it(qtbot, tmp_path):
    view = make_view(qtbot, tmp_path, [InputDevice(b"mic", "Mic")])
    view.start()
    view.show_update(LiveUpdate((), (Word(0.0, 0.4, " Ask"), Word(0.4, 0.6, " not")), 1.0))
    assert view.transcript.text == "Ask not"
    view.show_update(LiveUpdate((), (Word(0.0, 0.4, " Ask"), Word(0.4, 0.6, " not"), Word(0.6, 0.9, " what")), 1.5))
    assert view.transcript.text == "Ask not what"
    view.show_update(LiveUpdate((Word(0.0, 0.4, " Ask"),), (Word(0.4, 0.6, " not"),), 2.0))
    assert view.transcript.text == "Ask not" and len(view.transcript.final_words) == 1


@pytest.mark.parametrize("language", ["en", "de", "fr", "es"])
def test_nothing_is_cut_off_in_each_language(qtbot, speaking, tmp_path, sample_words, sample_wav,  # noqa: F811 - the imported fixture
                                             language):
    from app.qt import QApplication, QSize
    from tests.test_gui_window import cut_off

    if language != "en":
        assert "whisper_subtitler" in speaking(language)
    view = make_view(qtbot, tmp_path, [InputDevice(b"mic", "Monitor of Built-in Audio Analog Stereo", True)])
    view.add_media(sample_wav)
    view.start()
    for update in replay_updates(sample_words):
        view.show_update(update)
    view.on_failed("The input “Monitor of Built-in Audio Analog Stereo” was disconnected; what was recorded "
                   "until then is kept.")
    view.on_saved(LiveSaved(tuple(str(tmp_path / "live" / f"sample.live.{e}") for e in ("wav", "srt", "vtt", "json"))))
    view.on_ended()
    assert language == "en" or view.start_button.text() != "Start"
    for size in (QSize(1100, 640), QSize(900, 600)):
        view.resize(size)
        qtbot.wait(100)
        QApplication.processEvents()
        assert cut_off(view) == [], (language, size)


def test_closing_the_view_mid_session_stops_it_so_it_saves(qtbot, tmp_path):
    view = make_view(qtbot, tmp_path, [InputDevice(b"mic", "Mic")])
    view.start()
    view.on_started()
    with qtbot.waitSignal(view.stopRequested):
        view.close()
    assert view.state == LiveState.STOPPING


def test_a_new_session_never_takes_the_name_of_an_earlier_ones_files(qtbot, tmp_path, jfk_wav):
    view = make_view(qtbot, tmp_path)
    view.add_media(jfk_wav)
    folder = tmp_path / "live"
    folder.mkdir()
    (folder / "jfk.live.wav").write_bytes(b"an earlier session")
    (folder / "jfk.live-2.partial.jsonl").write_text("{}")  # a killed one's captions so far
    request = view.start()
    assert request is not None and request.stem == "jfk.live-3"
    assert (folder / "jfk.live.wav").read_bytes() == b"an earlier session"
