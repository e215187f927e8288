"""Where the test suite's time went between two runs: per-test times from two pytest JUnit XML files.

    .venv/bin/python -m pytest -q --junitxml=/tmp/new.xml          (and the same on an older checkout)
    .venv/bin/python bench/test_times.py /tmp/old.xml /tmp/new.xml [--top 15]

A suite's total says little when tests were added between the runs: this splits it into the tests both runs have
(did they get slower?) and the tests only one has, per module. Each test's time is pytest's "total" (setup, call and
teardown), so a module-scoped fixture counts toward the first test that uses it. Compare runs on one machine.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Timed:
    seconds: float
    outcome: str  # passed, failed, skipped


def read_times(path: Path) -> dict[str, Timed]:
    """test id (module::name) -> its time and outcome."""
    times = {}
    for case in ET.parse(path).getroot().iter("testcase"):
        tags = {child.tag for child in case}
        outcome = "failed" if tags & {"failure", "error"} else "skipped" if "skipped" in tags else "passed"
        times[f"{case.get('classname')}::{case.get('name')}"] = Timed(float(case.get("time") or 0.0), outcome)
    return times


def by_module(times: dict[str, Timed], ids: set[str]) -> dict[str, float]:
    seconds: dict[str, float] = defaultdict(float)
    for test in ids:
        seconds[test.split("::")[0]] += times[test].seconds
    return seconds


def report(old: dict[str, Timed], new: dict[str, Timed], top: int) -> list[str]:
    both, added, gone = set(old) & set(new), set(new) - set(old), set(old) - set(new)

    def total(times: dict[str, Timed], ids: set[str]) -> float:
        return sum(times[test].seconds for test in ids)

    lines = ["| tests | old: count | old: s | new: count | new: s |", "|---|---|---|---|---|",
             f"| all | {len(old)} | {total(old, set(old)):.0f} | {len(new)} | {total(new, set(new)):.0f} |",
             f"| in both runs | {len(both)} | {total(old, both):.0f} | {len(both)} | {total(new, both):.0f} |",
             f"| only in the new run | - | - | {len(added)} | {total(new, added):.0f} |",
             f"| only in the old run | {len(gone)} | {total(old, gone):.0f} | - | - |"]
    changed = sorted(test for test in both if old[test].outcome != new[test].outcome)
    if changed:
        lines += ["", "Outcome changed (a failure can end a test early):"]
        lines += [f"- {test}: {old[test].outcome} -> {new[test].outcome}" for test in changed]
    before, after = by_module(old, both), by_module(new, both)
    lines += ["", "| module (tests in both runs) | old s | new s |", "|---|---|---|"]
    for module in sorted(after, key=lambda m: after[m] - before[m], reverse=True)[:top]:
        lines.append(f"| {module} | {before[module]:.1f} | {after[module]:.1f} |")
    lines += ["", "| module (tests only in the new run) | s |", "|---|---|"]
    for module, seconds in sorted(by_module(new, added).items(), key=lambda item: -item[1])[:top]:
        lines.append(f"| {module} | {seconds:.1f} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", type=Path, help="JUnit XML of the earlier run")
    parser.add_argument("new", type=Path, help="JUnit XML of the later run")
    parser.add_argument("--top", type=int, default=15, help="modules listed per table")
    args = parser.parse_args(argv)
    print("\n".join(report(read_times(args.old), read_times(args.new), args.top)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
