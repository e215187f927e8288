"""A process restricted to some of the CPUs (taskset, a container's cpuset, a cluster's scheduler) plans no more
inference threads than it may run: more only queue for the same cores. The disk cache keeps the machine's facts, so
processes restricted differently each read them right."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys

import pytest

from platform_utils import machine_probe
from platform_utils.cpu import usable_cpus
from platform_utils.facts import Probe
from platform_utils.machine_probe import MachineProbe
from platform_utils.preference import Preference
from platform_utils.probe_cache import CACHE_ENV, FILE_NAME, ProbeCache
from tests.test_platform_fakes import fake_cpu
from tests.test_platform_probe_cache import VENDORS, plan, without_torch
from tests.test_platform_traces import linux


def test_threads_are_the_cores_where_the_process_may_use_them_all() -> None:
    cpu = fake_cpu(physical=8, logical=16)
    assert cpu.threads == 8
    assert dataclasses.replace(cpu, usable_cpus=3).threads == 3
    assert dataclasses.replace(cpu, usable_cpus=12).threads == 8  # hyper-threads still add nothing
    assert dataclasses.replace(fake_cpu(physical=10, performance=6, machine="arm64"), usable_cpus=8).threads == 6


def test_the_plan_follows_this_process_and_the_cache_keeps_the_machine(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(machine_probe, "restricted_cpus", lambda: 3)
    cache = ProbeCache(tmp_path / "cache" / FILE_NAME)
    found = MachineProbe(VENDORS["cpu only"][0], without_torch, places=linux(tmp_path / "root"), cache=cache,
                         environ={}).full()
    assert found.cpu.usable_cpus == 3 and found.cpu.physical_cores == 8
    chosen = plan(found, Preference("cpu"))
    assert (chosen.asr.threads, chosen.diarization.threads) == (3, 3)
    kept = Probe.from_dict(json.loads(cache.path.read_text(encoding="utf-8"))["probe"])
    assert kept.cpu.usable_cpus is None and kept == dataclasses.replace(found, cpu=dataclasses.replace(
        found.cpu, usable_cpus=None))

    monkeypatch.setattr(machine_probe, "restricted_cpus", lambda: None)  # another process, free to use them all
    again = MachineProbe(VENDORS["cpu only"][0], without_torch, places=linux(tmp_path / "root"), cache=cache,
                         environ={})
    assert again.full().cpu.threads == 8 and again.read_from == cache.path


# The real calls, in a process pinned to one CPU (os.sched_setaffinity, as taskset does).
PINNED = """
import json, os
os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
from platform_utils.cpu import inference_threads, restricted_cpus, usable_cpus
from platform_utils.probing import probe_for
print(json.dumps([usable_cpus(), restricted_cpus(), inference_threads(), probe_for("cpu").cpu.threads]))
"""


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or (os.cpu_count() or 1) < 2,
                    reason="needs the affinity call (Linux) and two CPUs")
def test_a_process_pinned_to_one_cpu_computes_on_one_thread(tmp_path) -> None:
    env = {**os.environ, CACHE_ENV: str(tmp_path / "probe.json")}
    done = subprocess.run([sys.executable, "-c", PINNED], capture_output=True, text=True, env=env, timeout=120,
                          check=True)
    assert json.loads(done.stdout) == [1, 1, 1, 1]


def test_each_worker_of_a_parallel_test_run_computes_on_its_own_share_of_the_cpus() -> None:
    """`make test` runs two pytest-xdist workers; tests/conftest.py gives each its share, so neither worker's threads
    queue on the cores the other computes on (a shared run took 18.6 min here, shares 15.0, one process 24.3)."""
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0") or 0)
    if count < 2 or not hasattr(os, "sched_getaffinity") or (os.cpu_count() or 1) < count:
        pytest.skip("not a parallel run on a machine with a CPU for each worker")
    assert usable_cpus() <= -(-(os.cpu_count() or 1) // count)
