"""Fix rules (issue 38.7): the editor mends what breaks a rule in the chosen cues (longer into the silence, words
moved to a neighbour, two cues merged), as one undoable step, and says what it could not mend and why. First on
the AMI meeting excerpt tst00 as the walkthrough found it (base, offline diarization: its first cues read too
fast), then each kind of mend on hand-made cues."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from app.editor.window import EditorWindow
from app.qt import QMessageBox, Qt
from core.cues import make_cues
from core.editing import Draft
from core.editing.fix import fix_rules
from core.types import Cue, CueRules, Transcript, Word
from tests import test_cues


def spoken(text: str, start: float = 0.0, cps: float = 12.0, speaker: str | None = None) -> list[Word]:
    """Words as whisper gives them in running speech: each with its leading space."""
    return [dataclasses.replace(w, text=" " + w.text.strip())
            for w in test_cues.spoken(text, start=start, cps=cps, speaker=speaker)]


@pytest.fixture(scope="module")
def tst00_job(ami_excerpts: Path, models_dir: Path, diarization_dir: Path,
              tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tst00 transcribed with base (the default model) and diarized offline: the job the walkthrough reviewed."""
    from core.jobs import JobSpec
    from core.pipeline import run_job

    base = models_dir / "base-ct2"
    if not base.is_dir():
        pytest.skip("no local base model (.models/base-ct2)")
    folder = tmp_path_factory.mktemp("tst00")
    run_job(JobSpec(input=ami_excerpts / "tst00.wav", output_dir=folder, formats=("json", "srt"),
                    engine="faster-whisper", model=str(base), backend="cpu", offline=True, diarize=True,
                    diarization_model=str(diarization_dir)))
    return folder / "tst00.json"


def test_fix_rules_on_tst00_mends_what_it_can_is_undoable_and_says_the_rest(qtbot, tst00_job: Path,
                                                                            ami_excerpts: Path) -> None:
    window = EditorWindow(tst00_job, ami_excerpts / "tst00.wav", recovery_base=tst00_job.parent / "recovery")
    window.confirm_close = lambda: QMessageBox.StandardButton.Discard
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    before = window.draft
    broken = window.model.marked_rows()
    assert broken and broken[0] < 2, broken  # the first cues break the app's own rules
    assert not window.undo_action.isEnabled()

    window.table.selectAll()
    next(a for a in window.actions() if a.text() == "Fix rules").trigger()

    left = window.model.marked_rows()
    assert len(left) < len(broken), (broken, left)
    assert window.undo_action.isEnabled()
    assert [w.text for c in window.draft.cues for w in c.words] == [w.text for c in before.cues for w in c.words]
    said, why = window.status.text(), window.status.toolTip()
    assert "Fixed" in said
    for row in left:  # every cue still marked is named, with the reason
        assert f"Cue {row + 1}:" in why and "needs" in why, why
    assert not [m for problems in (window.model.problems(r) for r in range(len(window.draft.cues)))
                for m in problems if m.startswith("hard")]

    window.undo_action.trigger()
    assert window.draft == before and window.model.marked_rows() == broken


RULES = CueRules()


def draft_of(*groups: list, duration: float = 30.0) -> Draft:
    """A draft whose cues are the given word groups, each cut as one cue and shown while spoken."""
    cues = []
    for words in groups:
        (cue,) = make_cues(words, RULES)
        cues.append(Cue(round(words[0].start * 1000), round(max(w.end for w in words) * 1000), cue.lines,
                        cue.words))
    return Draft(Transcript(segments=(), language="en", duration=duration), tuple(cues), RULES)


def test_a_dense_cue_is_shown_longer_into_the_silence_around_it() -> None:
    draft = draft_of(spoken("We should leave before the rain starts.", start=2.0, cps=30.0))
    assert draft.problems()
    result = fix_rules(draft, [0])
    (cue,) = result.draft.cues
    assert not result.draft.problems() and result.left == () and result.fixed == 1
    assert cue.start_ms >= 1000 and cue.end_ms > draft.cues[0].end_ms  # at most a second before its speech


def test_words_move_to_a_neighbour_that_has_room() -> None:
    fast = spoken("I think we should go to the market today, because", start=1.0, cps=28.0)
    slow = spoken("it closes early on Sundays, and we still need bread.", start=fast[-1].end + 0.1, cps=8.0)
    after = spoken("Okay.", start=slow[-1].end + 0.1, cps=10.0)
    draft = draft_of(fast, slow, after)
    assert 0 in draft.problems()
    result = fix_rules(draft, [0, 1])
    assert 0 not in result.draft.problems(), result.draft.cues
    # too long to merge: the boundary moved, to a clause end
    assert result.draft.cues[0].words != draft.cues[0].words and len(result.draft.cues) == 3
    assert result.draft.cues[0].text.endswith(","), result.draft.cues
    assert [w.text for c in result.draft.cues for w in c.words] == [w.text for c in draft.cues for w in c.words]


def test_a_short_cue_merges_with_its_neighbour_of_the_same_speaker() -> None:
    first = spoken("Yes.", start=5.0, cps=12.0, speaker="A")
    second = spoken("I think so too.", start=first[-1].end + 0.1, cps=12.0, speaker="A")
    before = spoken("Do you agree?", start=first[0].start - 1.2, cps=12.0, speaker="B")
    draft = draft_of(before, first, second)
    assert any("lasts" in m for m in draft.problems()[1])
    result = fix_rules(draft, [1, 2])
    assert [c.text for c in result.draft.cues] == ["Do you agree?", "Yes. I think so too."]
    assert not result.draft.problems()


def test_what_cannot_be_mended_is_named_and_nothing_changes() -> None:
    a = spoken("Tell me everything about your long trip.", start=0.0, cps=40.0, speaker="A")
    b = spoken("Well, it was long.", start=a[-1].end + 0.08, cps=12.0, speaker="B")
    draft = draft_of(a, b)
    result = fix_rules(draft, [0])
    assert result.draft.cues[1] == draft.cues[1]  # a cue that was not chosen is left alone
    assert [k for k, _ in result.left] == [0] and "needs" in result.why[0] and "another speaker" in result.why[0]
