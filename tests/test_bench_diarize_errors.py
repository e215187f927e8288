"""bench/diarize_errors.py's split of DER, on hand-made turns whose errors are known to the frame."""

from __future__ import annotations

import pytest
from pyannote.core import Annotation, Segment

from tests.bench_scripts import load_bench_script


@pytest.fixture(scope="module")
def errors():
    return load_bench_script("diarize_errors")


def _turns(*rows: tuple[float, float, str]) -> Annotation:
    annotation = Annotation()
    for start, end, label in rows:
        annotation[Segment(start, end)] = label
    return annotation


def test_each_error_lands_in_its_own_kind(errors):
    # A speaks 0-2 and 2.5-4 (a 0.5 s pause inside A's turn), B 4.5-6 with C over it 5-6 (overlap), 8 s long.
    reference = _turns((0, 2, "A"), (2.5, 4, "A"), (4.5, 6, "B"), (5, 6, "C"))
    # The system bridges A's pause, fills half of the A-B pause, misses C, adds 0.5 s after the end, and hears a
    # second voice over A's first second.
    hypothesis = _turns((0, 4, "x"), (0, 1, "y"), (4.25, 6, "z"), (6, 6.5, "z"))
    shares = errors.error_shares(reference, hypothesis, 8.0)
    speech = 2 + 1.5 + 1.5 + 1  # speaker-seconds
    assert shares["pause in a turn"] == pytest.approx(0.5 / speech, abs=0.002)
    assert shares["pause between speakers"] == pytest.approx(0.25 / speech, abs=0.002)
    assert shares["before or after all speech"] == pytest.approx(0.5 / speech, abs=0.002)
    assert shares["extra speaker over speech"] == pytest.approx(1.0 / speech, abs=0.002)
    assert shares["miss, overlap"] == pytest.approx(1.0 / speech, abs=0.002)
    assert shares["miss, one speaker"] == pytest.approx(0.0, abs=0.002)


def test_confusion_is_told_apart_at_turn_edges_and_elsewhere(errors):
    # A speaks 0-4, B 4-8. The system keeps A until 4.3 s (0.3 s of B's turn, at the edge) and gives B's 6.5-7 to A
    # (0.5 s, more than half a second from any edge); its labels are its own, mapped to A and B by the metric.
    reference = _turns((0, 4, "A"), (4, 8, "B"))
    hypothesis = _turns((0, 4.3, "one"), (4.3, 6.5, "two"), (6.5, 7, "one"), (7, 8, "two"))
    shares = errors.confusion_shares(reference, hypothesis, 8.0)
    assert shares["confusion at a turn edge"] == pytest.approx(0.3 / 8, abs=0.002)
    assert shares["confusion elsewhere"] == pytest.approx(0.5 / 8, abs=0.002)
    assert shares["speech at a turn edge"] == pytest.approx(2.0 / 8, abs=0.002)  # 0-0.5, 3.5-4.5, 7.5-8
