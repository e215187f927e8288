"""bench/test_times.py: the tests two runs share are told apart from the tests one run added, per module."""

from __future__ import annotations

from pathlib import Path

from tests.bench_scripts import load_bench_script

test_times = load_bench_script("test_times")

OLD = """<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">
<testcase classname="tests.test_a" name="test_one" time="2.0" />
<testcase classname="tests.test_a" name="test_two" time="3.0"><failure message="boom" /></testcase>
<testcase classname="tests.test_b" name="test_gone" time="1.5" />
</testsuite></testsuites>"""

NEW = """<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">
<testcase classname="tests.test_a" name="test_one" time="2.5" />
<testcase classname="tests.test_a" name="test_two" time="4.0" />
<testcase classname="tests.test_c" name="test_added[x]" time="7.0" />
<testcase classname="tests.test_c" name="test_skipped" time="0.1"><skipped message="no GPU" /></testcase>
</testsuite></testsuites>"""


def test_shared_tests_are_compared_and_added_ones_counted_by_module(tmp_path: Path) -> None:
    (tmp_path / "old.xml").write_text(OLD)
    (tmp_path / "new.xml").write_text(NEW)
    old, new = test_times.read_times(tmp_path / "old.xml"), test_times.read_times(tmp_path / "new.xml")
    assert old["tests.test_a::test_two"].outcome == "failed"
    assert new["tests.test_c::test_skipped"].outcome == "skipped"
    lines = test_times.report(old, new, top=5)
    assert "| all | 3 | 6 | 4 | 14 |" in lines
    assert "| in both runs | 2 | 5 | 2 | 6 |" in lines  # 2.0 + 3.0 against 2.5 + 4.0 (6.5, rounded to even)
    assert "| only in the new run | - | - | 2 | 7 |" in lines
    assert "| only in the old run | 1 | 2 | - | - |" in lines
    assert "- tests.test_a::test_two: failed -> passed" in lines
    assert "| tests.test_a | 5.0 | 6.5 |" in lines
    assert "| tests.test_c | 7.1 |" in lines
    assert test_times.main([str(tmp_path / "old.xml"), str(tmp_path / "new.xml")]) == 0
