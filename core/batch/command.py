"""`whisper-subtitler batch`: check the destination, list the sources, skip what the manifest says is done, run the
rest on Ray, record each finished file as it finishes, and say how it went (failures of earlier runs included)."""

from __future__ import annotations

import argparse
import dataclasses
import secrets
import time
from collections.abc import Mapping
from typing import Any

from core.batch import storage
from core.batch.arguments import STATE_DIR
from core.batch.destination import check_batch_destination
from core.batch.inputs import BatchInput, list_inputs
from core.batch.manifest import (
    Journal,
    ManifestEntry,
    ManifestWriter,
    entry_of,
    options_digest,
    read_manifest,
    select_work,
    utc_now,
)
from core.batch.ray_session import require_ray
from core.batch.report import ProgressBar, RunReport, render, summarise
from core.errors import InvalidOptionError
from core.jobs import JobSpec
from platform_utils.facts import Backend
from platform_utils.preference import requested_backend

STAGING = "staging"
RUNS = "runs"


def new_run_id() -> str:
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime()) + "-" + secrets.token_hex(3)


def template_spec(fields: Mapping[str, Any]) -> JobSpec:
    """The job every file shares. Outputs are always replaced: the manifest, not the files present, says what is
    done, so a file whose earlier run died after writing is written again rather than refused."""
    spec = JobSpec(input="", **{**fields, "output_dir": None, "overwrite": True})
    if spec.speakers_only:
        raise InvalidOptionError("finding only the speakers again is for one finished job, not for batch: a batch "
                                 "transcribes")
    if spec.known_voices:
        raise InvalidOptionError("--known-voices is not for batch: the remembered voices live on one computer, "
                                 "and a batch runs on many workers")
    return spec


def _clash_entry(item: BatchInput, why: str, options: str, run: str) -> ManifestEntry:
    return ManifestEntry(input=item.uri, key=item.key, fingerprint=item.fingerprint, options=options,
                         status="failed", error_kind="clash", error=why, run=run, finished=utc_now())


def _workers_reach(args: argparse.Namespace, state: str, dest: str) -> bool:
    """Whether the write tasks can mark files in the state folder the driver reads: always on an object store, in
    DEST (which they write anyway) or on this machine's Ray; a --manifest folder local to the driver on a cluster
    is marked by the driver, as each file arrives."""
    return storage.is_remote(state) or state == storage.join(dest, STATE_DIR) or args.ray_address == "local"


def _run_on_ray(args: argparse.Namespace, spec: JobSpec, todo: tuple[BatchInput, ...], dest: str,
                journal: Journal, on_work: Any) -> dict[str, Any]:
    """Connect, size the pools, stream the files through; returns the pool sizes for the report."""
    from core import compute
    from core.batch.dataflow import stream_results
    from core.batch.ray_session import cluster_resources, ray_session, runtime_env
    from core.batch.sizing import check_fits, size_pools

    plan = compute.plan_job(dataclasses.replace(spec, backend=Backend.CPU.value))  # threads per CPU actor: here's
    may_use_gpu = requested_backend(spec.backend, spec.use_cuda) != Backend.CPU

    def sizing_for(cpus: float, gpus: float) -> Any:
        return size_pools(cluster_cpus=cpus, cluster_gpus=gpus, plan_threads=plan.asr.threads,
                          may_use_gpu=may_use_gpu, diarize=spec.diarize, actors=args.actors,
                          cpus_per_actor=args.cpus_per_actor, diarize_actors=args.diarize_actors,
                          diarize_gpus=args.diarize_gpus)

    num_cpus = None
    if args.ray_address == "local":
        import os

        machine = args.num_cpus or os.cpu_count() or 1
        # A small machine still gets one actor of each pool plus the task slot: Ray's CPUs are only counts.
        num_cpus = max(machine, int(sizing_for(machine, 0).cpus_needed + 0.999))
    staging = storage.join(dest, f"{STATE_DIR}/{STAGING}/{journal.run}")
    env = runtime_env(args.ship_code, args.worker_env)
    with ray_session(args.ray_address, env, num_cpus=num_cpus, object_store_mb=args.object_store_mb):
        cpus, gpus = cluster_resources()
        sizing = sizing_for(cpus, gpus)
        check_fits(sizing, cpus, gpus)
        try:
            marks = journal if _workers_reach(args, journal.state, dest) else None
            for work in stream_results(todo, spec.to_json(), spec.diarize, sizing, dest, staging, marks):
                on_work(work)
        finally:
            if not storage.is_remote(dest):
                storage.remove_tree(storage.join(dest, f"{STATE_DIR}/{STAGING}"))
    return {"cluster_cpus": cpus, "cluster_gpus": gpus, **dataclasses.asdict(sizing)}


def run_batch(args: argparse.Namespace, fields: Mapping[str, Any], console: Any = None) -> RunReport:
    """The whole command, for the CLI and for bench/batch.py; returns the run's report (also saved as JSON)."""
    from rich.console import Console

    require_ray()
    console = console or Console(stderr=True)
    spec = template_spec(fields)
    dest = storage.normalise(args.output_dir)
    state = storage.normalise(args.manifest) if args.manifest else storage.join(dest, STATE_DIR)
    run = new_run_id()
    started = time.perf_counter()
    check_batch_destination(dest, state)
    listing = list_inputs(list(args.sources))
    if not listing.inputs and not listing.clashes:
        raise InvalidOptionError("no media files found in the given sources")
    options = options_digest(spec)
    selection = select_work(listing.inputs, read_manifest(state), options, retry_failed=args.retry_failed)
    journal = Journal(state, options, run)
    writer = ManifestWriter(journal)
    finished: list[ManifestEntry] = []
    pools: dict[str, Any] = {}
    total = len(selection.todo) + len(listing.clashes)
    with ProgressBar(console, total, args.quiet) as bar:
        def record(entry: ManifestEntry, recorded: bool = False) -> None:
            writer.add(entry, recorded)  # durable before it counts
            finished.append(entry)
            bar.advance(entry)

        for item, why in listing.clashes:
            record(_clash_entry(item, why, options, run))
        try:
            if selection.todo:
                pools = _run_on_ray(args, spec, selection.todo, dest, journal,
                                    lambda work: record(entry_of(work, options, run, work.recorded),
                                                        bool(work.recorded)))
        finally:
            writer.consolidate()
    report = summarise(run, len(listing.inputs) + len(listing.clashes), finished, selection.skipped,
                       time.perf_counter() - started, pools)
    storage.write_bytes(storage.join(state, f"{RUNS}/{run}.json"), report.to_json().encode("utf-8"))
    return report


def run_batch_command(args: argparse.Namespace, fields: Mapping[str, Any]) -> int:
    from rich.console import Console

    report = run_batch(args, fields)
    render(Console(), report)
    return exit_status(report)


def exit_status(report: RunReport) -> int:
    """1 when any file of the sources is failed, in this run or in an earlier one it did not retry."""
    return 0 if report.failed == 0 else 1
