"""Evaluation sets appear whole or not at all (scripts/diarset/publish.building, used by both set builders)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scripts.diarset.publish import building


def test_a_set_built_well_replaces_the_old_one_with_ready_written(tmp_path: Path):
    dest = tmp_path / "set"
    dest.mkdir()
    (dest / "old.wav").write_text("old")
    with building(dest) as work:
        assert work.parent == tmp_path and work.name.startswith("set.building-")
        (work / "manifest.json").write_text("{}")
    assert sorted(p.name for p in dest.iterdir()) == [".ready", "manifest.json"]
    assert [p.name for p in tmp_path.iterdir()] == ["set"]


def test_a_build_that_fails_leaves_the_old_set_and_no_half_built_folder(tmp_path: Path):
    dest = tmp_path / "set"
    dest.mkdir()
    (dest / ".ready").write_text("ok\n")
    with pytest.raises(RuntimeError, match="synthesis failed"), building(dest) as work:
        (work / "half.wav").write_text("x")
        raise RuntimeError("synthesis failed")
    assert [p.name for p in tmp_path.iterdir()] == ["set"]
    assert sorted(p.name for p in dest.iterdir()) == [".ready"]
