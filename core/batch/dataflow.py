"""The batch as a Ray Data pipeline: list -> decode (tasks) -> transcribe (actor pool) -> diarize (actor pool)
-> write (tasks), streamed, so backpressure and object-store limits are Ray Data's and results come back as
each file finishes.

Every file is its own block, so files spread over workers one by one; a file is never split (its outputs would
then depend on where the cuts fell). Lost workers are retried by Ray: a task whose worker died is run again (Ray's
default, 3 times), a lost actor is restarted and its calls retried (Ray Data's default, without limit).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from core.batch.inputs import BatchInput
from core.batch.manifest import Journal
from core.batch.sizing import PoolSize, Sizing
from core.batch.stages import DiarizeStage, TranscribeStage, decode_row, write_row_fn
from core.batch.work import FileWork, from_row, to_row

DECODE_MEMORY = 512 * 1024 * 1024  # bytes: 2 h of 16 kHz float32 samples, plus the decoder's
IN_FLIGHT_PER_ACTOR = 2  # one row running and one waiting: enough to hide the hand-over, little audio held


def _configured(stage: type[Any], spec_json: str, pool: PoolSize) -> type:
    """The stage class with its settings built in: Ray Data then starts (and restarts) its actors with no
    constructor arguments kept in the object store."""

    def __init__(self: Any) -> None:
        stage.__init__(self, spec_json, pool.threads, pool.on_gpu)

    return type(stage.__name__, (stage,), {"__init__": __init__, "__module__": stage.__module__})


def _actor_args(pool: PoolSize) -> dict[str, Any]:
    """Ray Data restarts a lost actor and retries its calls (max_restarts and max_task_retries default to -1)."""
    import ray.data

    return dict(
        compute=ray.data.ActorPoolStrategy(size=pool.actors, max_tasks_in_flight_per_actor=IN_FLIGHT_PER_ACTOR),
        num_cpus=pool.num_cpus,
        num_gpus=pool.num_gpus,
    )


def stream_results(items: tuple[BatchInput, ...], spec_json: str, diarize: bool, sizing: Sizing, dest: str,
                   staging: str, journal: Journal | None = None,
                   show_ray_progress: bool = False) -> Iterator[FileWork]:
    """Run the pipeline over `items`, yielding each file's final state as it is written (in no fixed order)."""
    import ray.data

    context = ray.data.DataContext.get_current()
    context.enable_progress_bars = show_ray_progress
    context.execution_options.preserve_order = False
    rows = [to_row(FileWork(item)) for item in items]
    dataset: ray.data.Dataset = ray.data.from_items(rows, override_num_blocks=len(rows))
    # Decoding asks for memory (a long file's samples): Ray then does not start more decodes on a node than it can
    # hold, and, since the actors ask for none, it does not fuse decoding into the transcription actors either.
    dataset = dataset.map(decode_row, num_cpus=sizing.task_cpus, memory=DECODE_MEMORY)
    dataset = dataset.map(_configured(TranscribeStage, spec_json, sizing.transcribe),
                          **_actor_args(sizing.transcribe))
    if diarize and sizing.diarize is not None:
        dataset = dataset.map(_configured(DiarizeStage, spec_json, sizing.diarize), **_actor_args(sizing.diarize))
    dataset = dataset.map(write_row_fn(spec_json, dest, staging, journal), num_cpus=sizing.task_cpus)
    for row in dataset.iter_rows():
        work, _audio = from_row(row)
        yield work
