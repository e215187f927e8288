"""A new user's first jobs and a retry, in the window (pytest-qt, QT_QPA_PLATFORM=offscreen): a model that is not
there and cannot be fetched is said once, in words, before any job starts, with the models on disk offered instead;
speaker labelling is on where a pipeline is on disk; a retry over existing subtitles asks (replace / keep both /
cancel) and never loses the last good result. No test opens a connection: the connection check is injected."""

from __future__ import annotations

import os
import shutil
import socket
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.controller import DONE, FAILED, FINAL_STATES, QUEUED  # noqa: E402 - imported once the offscreen platform is set
from app.main_window import MainWindow  # noqa: E402 - imported once the offscreen platform is set
from app.qt import QApplication, QMessageBox, QPushButton, QTimer  # noqa: E402 - imported once the offscreen platform is set
from app.retry_question import CANCEL, KEEP_BOTH, REPLACE, free_output_name  # noqa: E402 - imported once the offscreen platform is set
from app.settings import AppSettings, open_settings  # noqa: E402 - imported once the offscreen platform is set
from core.availability import engine_installed  # noqa: E402 - imported once the offscreen platform is set
from core.jobs import DEFAULT_MODEL, JobSpec  # noqa: E402 - imported once the offscreen platform is set
from core.models.bundled import BUNDLED_MODELS_ENV  # noqa: E402 - imported once the offscreen platform is set
from core.models.readiness import check_readiness, host_answers  # noqa: E402 - imported once the offscreen platform is set

JOB_TIMEOUT_MS = 300_000  # two shared CPU cores: a deadline, not a measurement
NO_CONNECTION = "Nothing was started: base is not downloaded and there is no connection. You can use a model this " \
                "computer has, or download base when there is a connection."


@pytest.fixture(autouse=True)
def empty_caches(tmp_path, monkeypatch):
    """A new user: nothing downloaded, no bundle, the real hub address (never contacted)."""
    monkeypatch.setenv("WHISPER_SUBTITLER_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv(BUNDLED_MODELS_ENV, raising=False)
    monkeypatch.delenv("HF_ENDPOINT", raising=False)
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.delenv("HF_TOKEN", raising=False)
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")


class Hub:
    """The injected connection check: records each URL asked about and answers as told."""

    def __init__(self, up: bool) -> None:
        self.up = up
        self.asked: list[str] = []

    def __call__(self, url: str) -> bool:
        self.asked.append(url)
        return self.up


def never_asked(url: str) -> bool:
    raise AssertionError(f"the connection was checked ({url}) where nothing has to be downloaded")


def make_window(qtbot, tmp_path: Path, connectivity, models_dirs=(), speakers: bool | None = False) -> MainWindow:
    ini = tmp_path / "settings.ini"
    if speakers is not None:  # None: fresh settings, the user never chose
        settings = open_settings(ini)
        settings.setValue("diarization/enabled", speakers)
        settings.sync()
    window = MainWindow(open_settings(ini), autostart=False, probe_devices=False, connectivity=connectivity,
                        models_dirs=models_dirs)
    window.confirm_quit = lambda running: True
    qtbot.addWidget(window)
    window.show()
    return window


def status(window: MainWindow, job_id: int) -> str:
    return window.controller.item(job_id).status


def wait_final(qtbot, window: MainWindow, job_id: int) -> None:
    qtbot.waitUntil(lambda: status(window, job_id) in FINAL_STATES, timeout=JOB_TIMEOUT_MS)


def outputs_in(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir()) if directory.exists() else []


def srt_words(path: Path) -> str:
    """The words of an SRT file, cue numbers and times left out, lower case, as one line."""
    lines = path.read_text(encoding="utf-8").lower().splitlines()
    return " ".join(line.strip() for line in lines if line.strip() and not line.strip().isdigit() and "-->" not in line)


def fake_hub_download(cache: Path, repo: str, source: Path) -> Path:
    """`repo` as huggingface_hub leaves it in the cache after a download (refs/main -> snapshots/<commit>)."""
    commit = "0123456789abcdef0123456789abcdef01234567"
    folder = cache / "huggingface" / f"models--{repo.replace('/', '--')}"
    snapshot = folder / "snapshots" / commit
    snapshot.mkdir(parents=True)
    (folder / "refs").mkdir()
    (folder / "refs" / "main").write_text(commit)
    for file in source.iterdir():
        if file.is_file():
            (snapshot / file.name).symlink_to(file)
    return snapshot


# --- the check, without the window -------------------------------------------------------------------------------
def test_one_default_model_everywhere():
    from core.cli import build_parser

    args = build_parser().parse_args(["transcribe", "a.wav"])
    assert DEFAULT_MODEL == "base"
    assert args.model == JobSpec(input="a.wav").model == AppSettings().model == DEFAULT_MODEL


def test_a_missing_model_without_connection_is_said_in_words_with_the_models_on_disk(models_dir):
    hub = Hub(up=False)
    found = check_readiness(AppSettings(), hub, [models_dir])

    assert found.problem == "base is not downloaded and there is no connection"
    assert hub.asked == ["https://huggingface.co"]
    assert found.download == "base"
    offered = {(c.engine, c.model): c.label for c in found.choices}
    ct2 = str((models_dir / "tiny.en-ct2").resolve())
    assert offered[("faster-whisper", ct2)] == f"tiny.en (faster-whisper, in {models_dir.resolve()})"
    assert (("openai-whisper", str((models_dir / "tiny.en.pt").resolve())) in offered) == engine_installed(
        "openai-whisper")
    assert found.diarization == str((models_dir / "diarization").resolve())


def test_bundled_and_downloaded_models_are_offered(bundle_models, ct2_tiny_en, tmp_path, monkeypatch):
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(bundle_models))  # an installed app's models/ folder
    fake_hub_download(tmp_path / "cache", "Systran/faster-whisper-small", ct2_tiny_en)
    found = check_readiness(AppSettings(model="medium"), Hub(up=False))

    assert found.problem == "medium is not downloaded and there is no connection"
    labels = [c.label for c in found.choices if c.engine == "faster-whisper"]
    assert labels == ["tiny.en (faster-whisper, comes with the app)", "small (faster-whisper, downloaded)"]
    assert [c.model for c in found.choices if c.engine == "faster-whisper"] == ["tiny.en", "small"]
    assert found.diarization == ""  # the default pipeline: the shipped one stands in for community-1
    assert check_readiness(AppSettings(model="small", engine="faster-whisper"), never_asked).ready
    assert check_readiness(AppSettings(model="tiny.en"), never_asked).ready


def test_offline_mode_is_named_and_the_network_is_not_asked():
    found = check_readiness(AppSettings(offline=True), never_asked)
    assert found.problem == "base is not downloaded and offline mode is on" and found.download == "base"


def test_with_a_connection_a_missing_model_is_downloaded_by_the_job():
    hub = Hub(up=True)
    assert check_readiness(AppSettings(), hub).ready and hub.asked == ["https://huggingface.co"]


def test_local_models_need_no_network_and_a_missing_folder_is_named(ct2_tiny_en, tmp_path):
    assert check_readiness(AppSettings(model=str(ct2_tiny_en)), never_asked).ready
    gone = tmp_path / "gone-ct2"
    found = check_readiness(AppSettings(model=str(gone)), never_asked)
    assert found.problem == f"the model {gone} does not exist on this computer" and found.download is None


def test_speaker_labelling_without_its_pipeline_or_a_connection_is_said_before_the_job(ct2_tiny_en, models_dir):
    found = check_readiness(AppSettings(model=str(ct2_tiny_en), diarize=True), Hub(up=False), [models_dir])
    assert found.problem == ("speaker labelling needs pyannote/speaker-diarization-community-1, which is not "
                             "downloaded, and there is no connection")
    assert found.speakers_problem and found.diarization == str((models_dir / "diarization").resolve())
    with_pipeline = AppSettings(model=str(ct2_tiny_en), diarize=True, diarization_model=found.diarization)
    assert check_readiness(with_pipeline, never_asked).ready

    online = AppSettings(model=str(ct2_tiny_en), diarize=True)  # connected, but no token anywhere
    assert check_readiness(online, Hub(up=True)).problem == (
        "speaker labelling needs pyannote/speaker-diarization-community-1, which is not downloaded and needs a "
        "Hugging Face token to download: add one under Settings > Speakers")
    assert check_readiness(online, Hub(up=True), token="hf_typed_in_the_window").ready


def test_the_connection_check_is_one_quick_local_connect(monkeypatch):
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    try:
        assert host_answers(f"http://127.0.0.1:{port}", timeout=2.0)
    finally:
        listener.close()
    assert not host_answers(f"http://127.0.0.1:{port}", timeout=2.0)  # nobody listens any more
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")  # huggingface_hub's own switch: no attempt at all
    monkeypatch.setattr(socket, "create_connection", lambda *a, **k: pytest.fail("a socket was opened"))
    assert not host_answers("https://huggingface.co")


# --- the first job in the window ---------------------------------------------------------------------------------
def test_first_job_without_model_or_connection_starts_nothing_then_runs_on_a_model_on_disk(
        qtbot, tmp_path, jfk_wav, models_dir):
    hub = Hub(up=False)
    window = make_window(qtbot, tmp_path, hub, [models_dir])
    talk = tmp_path / "talk.wav"
    shutil.copy(jfk_wav, talk)
    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(backend="cpu", language="en", output_dir=str(out)))
    first, second = window.add_paths([talk, jfk_wav])
    notice = window.start_gate.notice

    window.start_action.trigger()
    qtbot.waitUntil(notice.isVisible, timeout=60_000)
    assert notice.message.text() == NO_CONNECTION
    assert not window.controller.is_running and window.start_action.text() == "Start"
    assert status(window, first) == status(window, second) == QUEUED  # no job was started only to fail
    assert notice.download_button.isVisible() and notice.download_button.text() == "Download base"
    assert notice.use_button.isVisible()
    window.start_action.trigger()  # asking again: still not started, and still said once
    qtbot.waitUntil(lambda: not window.start_gate.wanted, timeout=60_000)
    assert len([line for line in window.log.lines() if NO_CONNECTION in line]) == 1
    assert status(window, first) == QUEUED

    ct2 = str((models_dir / "tiny.en-ct2").resolve())
    notice.choices.setCurrentIndex(notice.choices.findText(f"tiny.en (faster-whisper, in {models_dir.resolve()})"))
    notice.use_button.click()  # the fix starts the queue that was asked for
    assert window.settings.model == ct2 and window.settings.engine == "faster-whisper"
    qtbot.waitUntil(lambda: status(window, second) in FINAL_STATES, timeout=JOB_TIMEOUT_MS)

    assert status(window, first) == DONE, window.controller.item(first).message
    assert status(window, second) == DONE, window.controller.item(second).message
    assert not notice.isVisible()
    assert outputs_in(out) == ["jfk.json", "jfk.srt", "talk.json", "talk.srt"]
    assert "ask not what your country can do for you" in srt_words(out / "talk.srt")
    assert not [line for line in window.log.lines() if "--" in line.replace(" -- ", "")]


def test_download_from_the_notice_says_when_there_is_still_no_connection_then_fetches_and_starts(
        qtbot, tmp_path, jfk_wav, ct2_tiny_en, monkeypatch):
    """Nothing usable on disk: the notice offers only the download; it works once the hub answers (a stand-in hub
    on this machine, reached by the spawned download worker through HF_ENDPOINT), and the queue then starts."""
    from tests.standin_hub import StandInHub

    files = {p.name: p.read_bytes() for p in ct2_tiny_en.iterdir() if p.is_file()}
    server = StandInHub(files, "Systran/faster-whisper-base", token=None)
    monkeypatch.setenv("HF_ENDPOINT", server.url)
    hub = Hub(up=False)
    try:
        window = make_window(qtbot, tmp_path, hub)
        out = tmp_path / "out"
        window.apply_settings(window.settings.replace(backend="cpu", language="en", output_dir=str(out)))
        [job] = window.add_paths([jfk_wav])
        notice = window.start_gate.notice
        window.start_action.trigger()
        qtbot.waitUntil(notice.isVisible, timeout=60_000)
        assert notice.message.text() == (
            "Nothing was started: base is not downloaded and there is no connection. You can download base when "
            "there is a connection, or choose a model folder in Settings.")
        assert not notice.use_button.isVisible() and notice.download_button.isVisible()

        notice.download_button.click()
        still = "There is still no connection: base cannot be downloaded now."
        qtbot.waitUntil(lambda: any(still in line for line in window.log.lines()), timeout=60_000)
        assert not window.settings_panel.downloader.running  # no download was started only to fail

        hub.up = True
        notice.download_button.click()
        wait_final(qtbot, window, job)
    finally:
        server.close()
    assert hub.asked == [server.url] * 3  # the check at Start, then each press of Download
    assert status(window, job) == DONE, window.controller.item(job).message
    assert not notice.isVisible()
    assert "ask not what your country can do for you" in srt_words(out / "jfk.srt")


def test_a_ctranslate2_folder_for_openai_whisper_starts_nothing_and_the_pt_beside_it_is_offered(
        qtbot, tmp_path, jfk_wav, models_dir):
    """Issue 38: the job failed with IsADirectoryError under "Something unexpected went wrong"."""
    window = make_window(qtbot, tmp_path, never_asked, [models_dir])
    ct2, pt = models_dir / "tiny.en-ct2", models_dir / "tiny.en.pt"
    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(engine="openai-whisper", model=str(ct2), backend="cpu",
                                                  language="en", output_dir=str(out)))
    [job] = window.add_paths([jfk_wav])
    notice = window.start_gate.notice
    window.start_action.trigger()
    qtbot.waitUntil(notice.isVisible, timeout=60_000)
    assert notice.message.text() == (
        f"Nothing was started: {ct2} is a CTranslate2 Whisper model for faster-whisper, which the openai-whisper "
        f"engine cannot load: choose the faster-whisper engine, or the openai-whisper model beside it ({pt}). "
        "You can use a model this computer has.")
    assert status(window, job) == QUEUED and not window.controller.is_running
    notice.choices.setCurrentIndex(notice.choices.findText(f"tiny.en (openai-whisper, in {models_dir})"))
    notice.use_button.click()
    assert window.settings.engine == "openai-whisper" and window.settings.model == str(pt.resolve())
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE, window.controller.item(job).message
    assert "ask not what your country" in srt_words(out / "jfk.srt")


def test_speaker_labelling_is_on_by_default_where_a_pipeline_is_on_disk(qtbot, tmp_path, models_dir):
    window = make_window(qtbot, tmp_path / "a", Hub(up=False), [models_dir], speakers=None)
    assert not window.settings.diarize
    window.start_gate.first_run_defaults().result(timeout=60)
    qtbot.waitUntil(lambda: window.settings.diarize, timeout=10_000)
    assert window.settings.diarization_model == str((models_dir / "diarization").resolve())
    assert window.settings_panel.diarize.isChecked()
    assert open_settings(tmp_path / "a" / "settings.ini").value("diarization/enabled") in (True, "true")

    chose_off = make_window(qtbot, tmp_path / "b", Hub(up=False), [models_dir], speakers=False)
    assert chose_off.start_gate.first_run_defaults() is None and not chose_off.settings.diarize

    nothing_on_disk = make_window(qtbot, tmp_path / "c", Hub(up=False), (), speakers=None)
    nothing_on_disk.start_gate.first_run_defaults().result(timeout=60)
    qtbot.wait(200)  # the answer is delivered on the GUI thread
    assert not nothing_on_disk.settings.diarize


def test_a_shipped_model_needs_neither_download_nor_connection(qtbot, tmp_path, jfk_wav, bundle_models,
                                                               monkeypatch):
    """A frozen app with its tiny.en: naming it by name starts at once, the connection is never asked."""
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(bundle_models))
    window = make_window(qtbot, tmp_path, never_asked)
    window.apply_settings(window.settings.replace(backend="cpu", engine="faster-whisper", model="tiny.en",
                                                  language="en", output_dir=str(tmp_path / "out")))
    [job] = window.add_paths([jfk_wav])
    window.start_action.trigger()
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE, window.controller.item(job).message
    assert outputs_in(tmp_path / "out") == ["jfk.json", "jfk.srt"]


# --- retry -------------------------------------------------------------------------------------------------------
def answer_next_question(answer: str, seen: list[str]) -> None:
    """Click `answer` in the next modal question, as a user would (it runs inside the dialog's own loop)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(f"{box.text()} {box.informativeText()}")
        box.findChild(QPushButton, answer).click()

    QTimer.singleShot(0, click)


def test_free_output_name_is_free_for_every_format(tmp_path):
    (tmp_path / "talk.srt").write_text("x")
    (tmp_path / "talk (2).json").write_text("x")  # taken for one format: taken for all
    assert free_output_name(tmp_path, "talk", ("srt", "json")) == "talk (3)"
    assert free_output_name(tmp_path, "talk", ("vtt",)) == "talk (2)"


def test_retry_of_a_finished_job_asks_keeps_both_and_a_failed_retry_keeps_the_result_on_view(
        qtbot, tmp_path, jfk_wav, ct2_tiny_en):
    window = make_window(qtbot, tmp_path, never_asked)
    out = tmp_path / "out"
    media = tmp_path / "talk.wav"
    shutil.copy(jfk_wav, media)
    window.apply_settings(window.settings.replace(backend="cpu", engine="faster-whisper", model=str(ct2_tiny_en),
                                                  language="en", output_dir=str(out), formats=("srt", "vtt")))
    [job] = window.add_paths([media])
    window.queue.select_job(job)
    window.start_action.trigger()
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE, window.controller.item(job).message
    first = {name: (out / name).read_bytes() for name in outputs_in(out)}
    assert list(first) == ["talk.json", "talk.srt", "talk.vtt"]

    seen: list[str] = []
    answer_next_question(KEEP_BOTH, seen)
    window.retry_action.trigger()
    assert seen == ["talk.wav already has subtitles: talk.srt, talk.vtt, talk.json. Replace them with the new run, "
                    "or keep both (the new files are named “talk (2)”)?"]
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert item.status == DONE, item.message
    assert outputs_in(out) == ["talk (2).json", "talk (2).srt", "talk (2).vtt", "talk.json", "talk.srt", "talk.vtt"]
    assert all((out / name).read_bytes() == data for name, data in first.items())  # the first run's files kept
    assert item.subtitle == out / "talk (2).srt"
    words = window.preview.plain_text()
    assert "ask not what your country" in words.lower()

    media.unlink()  # the next retry cannot succeed
    answer_next_question(REPLACE, seen)
    window.retry_action.trigger()
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert item.status == FAILED and "--" not in item.message
    assert window.preview.plain_text() == words  # the last good transcript is still on view...
    assert item.subtitle == out / "talk (2).srt" and item.subtitle.exists()
    assert window.open_subtitle_action.isEnabled()  # ...and its subtitle can still be opened
    assert len(outputs_in(out)) == 6


def test_retry_question_cancel_changes_nothing_and_replace_rewrites_in_place(qtbot, tmp_path, jfk_wav):
    window = make_window(qtbot, tmp_path, never_asked)
    out = tmp_path / "out"
    window.apply_settings(window.settings.replace(output_dir=str(out), formats=("srt", "vtt")))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:two_speaker_job")
    window.queue.select_job(job)
    window.controller.start()
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE, window.controller.item(job).message
    before = {p.name: p.stat().st_mtime_ns for p in out.iterdir()}

    seen: list[str] = []
    answer_next_question(CANCEL, seen)
    window.run_action("retry", job)
    assert len(seen) == 1 and status(window, job) == DONE
    assert {p.name: p.stat().st_mtime_ns for p in out.iterdir()} == before

    answer_next_question(REPLACE, seen)
    window.run_action("retry", job)
    wait_final(qtbot, window, job)
    assert status(window, job) == DONE, window.controller.item(job).message
    after = {p.name: p.stat().st_mtime_ns for p in out.iterdir()}
    assert sorted(after) == sorted(before) == ["jfk.json", "jfk.srt", "jfk.vtt"]
    assert all(after[name] != before[name] for name in before)  # rewritten, not added beside

    # A retry that fails keeps the speakers, and they can still be renamed: jfk.vtt is now a folder in the way.
    (out / "jfk.vtt").unlink()
    (out / "jfk.vtt").mkdir()
    answer_next_question(REPLACE, seen)
    window.run_action("retry", job)
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert item.status == FAILED and item.message.startswith("jfk.vtt exists and is not a file")
    assert window.preview.speaker_labels() == ["SPEAKER_00", "SPEAKER_01"]
    assert window.open_subtitle_action.isEnabled()
    (out / "jfk.vtt").rmdir()  # out of the way again: the kept result's speakers can still be renamed
    window.preview.speakers.item(0, 1).setText("Alice")
    assert "Alice" in (out / "jfk.srt").read_text(encoding="utf-8")
    assert "Alice" in (out / "jfk.vtt").read_text(encoding="utf-8")


def test_existing_subtitles_on_a_first_run_fail_with_words_not_flags(qtbot, tmp_path, jfk_wav):
    window = make_window(qtbot, tmp_path, never_asked)
    out = tmp_path / "out"
    out.mkdir()
    (out / "jfk.srt").write_text("my own subtitles\n")
    window.apply_settings(window.settings.replace(output_dir=str(out)))
    [job] = window.controller.add([jfk_wav], target="tests.test_gui_fakes:two_speaker_job")
    window.controller.start()
    wait_final(qtbot, window, job)
    item = window.controller.item(job)
    assert item.status == FAILED
    assert item.message == "would overwrite jfk.srt: press Retry to replace them or keep both"
    assert (out / "jfk.srt").read_text() == "my own subtitles\n"
    assert not [line for line in window.log.lines() if "--" in line]


# --- wording -----------------------------------------------------------------------------------------------------
# job_settings.py declares the flags and their help; the labels and tips the window shows from it are checked below.
CLI_ENTRY_POINTS = {"cli.py", "launch.py", "__main__.py", "selftest.py", "screenshots.py",
                    "job_settings.py", "playback_check.py"}
# The batch command's package: only `whisper-subtitler batch` imports it, so its messages reach a terminal, never
# the window (tests/test_import_layers.py keeps app from importing it).
CLI_ONLY_PACKAGES = {"core/batch"}
# The live command's parser and printer: only core.cli imports it; the window runs live sessions through
# core.live.worker, whose messages name no flag.
CLI_ONLY_MODULES = {"core/live/command.py"}


def cli_flags() -> set[str]:
    from core.cli import build_parser

    flags: set[str] = set()

    def walk(parser) -> None:
        for action in parser._actions:
            flags.update(o for o in action.option_strings if o.startswith("--"))
            if isinstance(getattr(action, "choices", None), dict):
                for sub in action.choices.values():
                    walk(sub)

    walk(build_parser())
    return flags


def test_no_message_the_window_can_show_names_a_cli_flag():
    """Every string literal in core (the worker's errors and logs) and app (the window's texts), docstrings aside,
    is free of the CLI's flags; only the command-line entry points may name them."""
    import ast
    import re

    from tests.conftest import ROOT

    flags = cli_flags()
    assert "--overwrite" in flags and "--diarization-model" in flags
    pattern = re.compile("|".join(re.escape(f) + r"(?![\w-])" for f in sorted(flags, key=len, reverse=True)))
    found = []
    for package in ("core", "app"):
        for path in sorted((ROOT / package).rglob("*.py")):
            if (path.name in CLI_ENTRY_POINTS or path.parent.relative_to(ROOT).as_posix() in CLI_ONLY_PACKAGES
                    or path.relative_to(ROOT).as_posix() in CLI_ONLY_MODULES):
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                          if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                          and node.body and isinstance(node.body[0], ast.Expr)
                          and isinstance(node.body[0].value, ast.Constant)}
            for node in ast.walk(tree):
                if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
                        and pattern.search(node.value)):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value}")
    from core.job_settings import job_settings

    found += [f"{s.name}: {text}" for s in job_settings() for text in (s.label, s.tip) if pattern.search(text)]
    assert found == []
