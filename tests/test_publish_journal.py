"""Publishing a set of outputs survives a SIGKILL at every step (the next run finds the old set or the new one,
never a mix, and no temp file), and with overwrite off two writers racing for the same names cannot both win."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from core.writers.atomic import publish
from core.writers.journal import KILL_ENV, recover_publishes

ROOT = Path(__file__).resolve().parent.parent
FORMATS = ("json", "srt", "vtt")
CHILD = """
import sys, time
from pathlib import Path
from core.errors import OutputExistsError
from core.writers.atomic import publish
FORMATS = FORMATS_HERE
folder, tag, overwrite, start = Path(sys.argv[1]), sys.argv[2], sys.argv[3] == "1", float(sys.argv[4])
while time.time() < start:
    time.sleep(0.0005)
try:
    publish([(folder / f"talk.{f}", (lambda f=f: f"{tag} {f}".encode())) for f in FORMATS], overwrite=overwrite)
except OutputExistsError:
    sys.exit(5)
""".replace("FORMATS_HERE", repr(FORMATS))


def run_child(folder: Path, tag: str, *, overwrite: bool = True, kill_at: int | None = None,
              start: float = 0.0) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop(KILL_ENV, None)
    if kill_at is not None:
        env[KILL_ENV] = str(kill_at)
    return subprocess.Popen([sys.executable, "-c", CHILD, str(folder), tag, "1" if overwrite else "0", str(start)],
                            env=env, cwd=ROOT)


def contents(folder: Path) -> dict[str, str]:
    return {p.name: p.read_text() for p in sorted(folder.iterdir())}


def whole_set(tag: str) -> dict[str, str]:
    return {f"talk.{f}": f"{tag} {f}" for f in sorted(FORMATS)}


def test_a_kill_at_every_step_of_a_publish_leaves_the_old_set_or_the_new_one(tmp_path: Path) -> None:
    killed_at: list[int] = []
    outcomes: set[str] = set()
    for step in range(1, 40):
        folder = tmp_path / f"k{step}"
        folder.mkdir()
        publish([(folder / name, (lambda text=text: text.encode())) for name, text in whole_set("old").items()])
        code = run_child(folder, "new", kill_at=step).wait(60)
        if code == 0:
            break
        assert code == -signal.SIGKILL, code
        killed_at.append(step)
        recover_publishes(folder)  # what the next run does first (core.writers.check_targets, publish)
        found = contents(folder)
        assert found in (whole_set("old"), whole_set("new")), (step, found)
        outcomes.add(found["talk.json"].split()[0])
    assert len(killed_at) >= 12  # every file written, the commit, each rename and each clean-up step
    assert outcomes == {"old", "new"}


def test_a_killed_first_publish_leaves_nothing_or_the_whole_set(tmp_path: Path) -> None:
    for step in (1, 3, 4, 5, 7, 8):
        folder = tmp_path / f"k{step}"
        folder.mkdir()
        assert run_child(folder, "new", kill_at=step).wait(60) == -signal.SIGKILL
        recover_publishes(folder)
        assert contents(folder) in ({}, whole_set("new")), step


def test_with_overwrite_off_two_writers_never_both_win(tmp_path: Path) -> None:
    for round_ in range(4):
        folder = tmp_path / f"r{round_}"
        folder.mkdir()
        start = time.time() + 0.6  # both children are started and waiting by then
        first, second = (run_child(folder, tag, overwrite=False, start=start) for tag in ("one", "two"))
        codes = sorted((first.wait(60), second.wait(60)))
        assert codes == [0, 5], codes  # one published, the other was refused
        found = contents(folder)
        assert found in (whole_set("one"), whole_set("two")), found
