"""The window's workflows (app.operations) and the Start gate driven through their narrow interfaces: a fake
window that has only what each Protocol names, no MainWindow, no worker process."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

import pytest

pytest.importorskip("pytestqt")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.operations import find_speakers, rename, retry  # noqa: E402 - imported once the offscreen platform is set
from app.qt import QObject, Signal  # noqa: E402 - imported once the offscreen platform is set
from app.retry_question import CANCEL, KEEP_BOTH, REPLACE  # noqa: E402 - imported once the offscreen platform is set
from core.jobs import JobSpec  # noqa: E402 - imported once the offscreen platform is set


class Log:
    def __init__(self) -> None:
        self.lines: list[tuple[str, str]] = []

    def add(self, level: str, text: str) -> None:
        self.lines.append((level, text))


class Controller(QObject):
    itemAdded = Signal(int)  # noqa: N815 - JobController's signal name

    def __init__(self, item: SimpleNamespace) -> None:
        super().__init__()
        self._item = item
        self.calls: list[tuple[str, dict]] = []
        self.is_running = False

    def item(self, _job_id: int) -> SimpleNamespace:
        return self._item

    def items(self) -> list[SimpleNamespace]:
        return [self._item]

    def retry(self, job_id: int, **options) -> None:
        self.calls.append(("retry", options))

    def rename_speaker(self, job_id: int, label: str, name: str) -> None:
        self.calls.append(("rename", {"label": label, "name": name}))

    def find_speakers_again(self, job_id: int, **counts) -> bool:
        self.calls.append(("find", counts))
        return True

    def start(self) -> None:
        self.calls.append(("start", {}))


class RetryWindow:
    def __init__(self, item: SimpleNamespace, out: Path, answer: str) -> None:
        self.controller, self.log, self.out, self.answer = Controller(item), Log(), out, answer
        self.asked: list[tuple[str, list[Path], str]] = []

    def spec_for_path(self, path: Path) -> JobSpec:
        return JobSpec(input=str(path), output_dir=str(self.out), formats=("srt", "json"))

    def ask_existing_outputs(self, job_name: str, existing: list[Path], new_name: str) -> str:
        self.asked.append((job_name, existing, new_name))
        return self.answer


@pytest.mark.parametrize(("answer", "expected"), [
    (REPLACE, [("retry", {"overwrite": True})]),
    (KEEP_BOTH, [("retry", {"output_name": "talk (2)"})]),
    (CANCEL, []),
])
def test_retry_asks_only_when_subtitles_are_there_and_does_what_was_answered(qtbot, tmp_path, answer, expected):
    item = SimpleNamespace(path=tmp_path / "talk.wav")
    out = tmp_path / "out"
    out.mkdir()
    window = RetryWindow(item, out, answer)
    retry.retry_job(window, 1)
    assert window.asked == [] and window.controller.calls == [("retry", {})]  # nothing there: no question

    (out / "talk.srt").write_text("1\n")
    window = RetryWindow(item, out, answer)
    retry.retry_job(window, 1)
    assert [(name, [p.name for p in existing], new) for name, existing, new in window.asked] == [
        ("talk.wav", ["talk.srt"], "talk (2)")]
    assert window.controller.calls == expected
    assert bool(window.log.lines) == (answer == KEEP_BOTH)  # the new name is said


class ReviewedWindow:
    """A window whose job is open for review: renaming and finding speakers are refused with a warning."""

    def __init__(self, item: SimpleNamespace) -> None:
        self.controller, self.log = Controller(item), Log()
        self.failed: list[tuple[str, str]] = []
        self.warnings: list[str] = []
        self.preview = SimpleNamespace(rename_failed=lambda _item, label, name: self.failed.append((label, name)),
                                       forget_names=lambda _job_id: None)

    def under_review(self, json_path: Path | None) -> bool:
        return json_path is not None

    def warn(self, title: str, text: str) -> None:
        self.warnings.append(f"{title}: {text}")

    def ask_speaker_counts(self, _dialog) -> bool:
        raise AssertionError("not asked while the job is under review")


def test_a_job_under_review_is_neither_renamed_nor_sent_to_find_speakers(qtbot, tmp_path):
    item = SimpleNamespace(path=tmp_path / "talk.wav", json_output=tmp_path / "talk.json", transcript=None)
    window = ReviewedWindow(item)
    rename.rename_speaker(window, 1, "SPEAKER_00", "Alice")
    find_speakers.find_speakers_again(window, None, 1)
    assert window.controller.calls == []
    assert window.failed == [("SPEAKER_00", "Alice")]  # the preview puts the old label back
    assert [w.split(":")[0] for w in window.warnings] == ["Rename failed", "Find speakers again"]
    assert all("talk.wav is open for review" in w for w in window.warnings)


def test_the_start_gate_needs_only_what_gate_window_names(qtbot):
    """An empty queue starts at once, without a model check (the Protocol is all the gate reaches)."""
    from app.model_notice import StartGate

    controller = Controller(SimpleNamespace(status="done"))
    window = SimpleNamespace(controller=controller)
    gate = StartGate(window)
    gate.request_start()
    assert controller.calls == [("start", {})] and not gate.wanted
