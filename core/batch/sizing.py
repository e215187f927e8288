"""How many actors of which size each pool gets, from the plan's threads and what the cluster has.

Transcription actors take one whole GPU each where the cluster has GPUs and the job may use one; otherwise they
are CPU actors of `threads` cores (the plan's threads, at most 4: past that CTranslate2 scales worse than another
actor does). Diarization gets its own pool, on CPU unless given a GPU share. One CPU is always left for the
decode and write tasks, so the actor pools can never starve them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from core.errors import InvalidOptionError

TASK_CPUS = 1.0  # decode and write tasks: one core each, and at least one core is kept for them
MAX_CPU_THREADS = 4


@dataclass(frozen=True, slots=True)
class PoolSize:
    actors: int
    num_cpus: float
    num_gpus: float
    threads: int  # CPU threads the engine uses (0: the library's choice, for GPU actors)

    @property
    def on_gpu(self) -> bool:
        return self.num_gpus > 0

    @property
    def cpus(self) -> float:
        return self.actors * self.num_cpus

    @property
    def gpus(self) -> float:
        return self.actors * self.num_gpus


@dataclass(frozen=True, slots=True)
class Sizing:
    transcribe: PoolSize
    diarize: PoolSize | None
    task_cpus: float = TASK_CPUS

    @property
    def cpus_needed(self) -> float:
        return self.transcribe.cpus + (self.diarize.cpus if self.diarize else 0.0) + self.task_cpus

    @property
    def gpus_needed(self) -> float:
        return self.transcribe.gpus + (self.diarize.gpus if self.diarize else 0.0)


def size_pools(
    *,
    cluster_cpus: float,
    cluster_gpus: float,
    plan_threads: int,
    may_use_gpu: bool,
    diarize: bool,
    actors: int | None = None,
    cpus_per_actor: int | None = None,
    diarize_actors: int | None = None,
    diarize_gpus: float = 0.0,
) -> Sizing:
    """The pools for a cluster with these resources; explicit counts win over the defaults."""
    for name, value in (("--actors", actors), ("--cpus-per-actor", cpus_per_actor),
                        ("--diarize-actors", diarize_actors)):
        if value is not None and value < 1:
            raise InvalidOptionError(f"{name} must be at least 1, got {value}")
    if not 0.0 <= diarize_gpus <= 1.0:
        raise InvalidOptionError(f"--diarize-gpus is a share of one GPU, from 0 to 1; got {diarize_gpus}")
    free_cpus = max(0.0, cluster_cpus - TASK_CPUS)
    gpus = int(cluster_gpus) if may_use_gpu else 0
    threads = cpus_per_actor or max(1, min(plan_threads, MAX_CPU_THREADS))
    if cpus_per_actor is None:  # a small cluster still fits one actor of each CPU pool
        cpu_pools = (1 if gpus < 1 else 0) + (1 if diarize and diarize_gpus == 0 else 0)
        if cpu_pools:
            threads = max(1, min(threads, int(free_cpus // cpu_pools)))
    diar: PoolSize | None = None
    if diarize:
        if diarize_gpus > 0:
            count = diarize_actors or max(1, gpus)
            diar = PoolSize(count, 1.0, diarize_gpus, 0)
        else:
            count = diarize_actors or max(1, int(free_cpus // threads) // 3)
            diar = PoolSize(count, float(threads), 0.0, threads)
    if gpus >= 1:
        count = actors or max(1, int(math.floor(cluster_gpus - (diar.gpus if diar else 0.0))))
        asr = PoolSize(count, 1.0, 1.0, 0)
    else:
        left = free_cpus - (diar.cpus if diar and not diar.on_gpu else 0.0)
        asr = PoolSize(actors or max(1, int(left // threads)), float(threads), 0.0, threads)
    return Sizing(asr, diar)


def check_fits(sizing: Sizing, cluster_cpus: float, cluster_gpus: float) -> None:
    """Refuse pools the cluster can never hold (Ray would wait for them forever)."""
    if sizing.cpus_needed > cluster_cpus + 1e-9 or sizing.gpus_needed > cluster_gpus + 1e-9:
        raise InvalidOptionError(
            f"the actor pools need {sizing.cpus_needed:g} CPUs and {sizing.gpus_needed:g} GPUs, the cluster has "
            f"{cluster_cpus:g} CPUs and {cluster_gpus:g} GPUs: ask for fewer --actors or --cpus-per-actor")
