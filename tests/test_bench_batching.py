"""bench/batching.py's helpers (no timing here): which AMI excerpts it joins as one meeting."""

from __future__ import annotations

from tests.bench_scripts import load_bench_script

batching = load_bench_script("batching")


def test_excerpts_that_share_a_participant_are_one_meeting_in_name_order():
    files = [{"name": "b2", "speakers": ["C", "D"]}, {"name": "a1", "speakers": ["A"]},
             {"name": "b1", "speakers": ["B", "C"]}, {"name": "b3", "speakers": ["D"]},
             {"name": "a0", "speakers": ["A", "E"]}, {"name": "z", "speakers": ["Z"]}]
    groups = [[entry["name"] for entry in group] for group in batching.meetings(files)]
    assert groups == [["a0", "a1"], ["b1", "b2", "b3"], ["z"]]


def test_a_later_excerpt_can_link_two_meetings_found_apart():
    files = [{"name": "x1", "speakers": ["A"]}, {"name": "x2", "speakers": ["B"]},
             {"name": "x3", "speakers": ["A", "B"]}]
    assert [[entry["name"] for entry in group] for group in batching.meetings(files)] == [["x1", "x2", "x3"]]
