"""Batched inference: whether the transcription stage decodes several 30 s chunks of speech in one call, and how many.

An engine with a batched pipeline (faster-whisper's BatchedInferencePipeline) cuts the speech that voice activity
detection finds into chunks of up to 30 s and decodes `batch_size` of them at once, each on its own (no text carried
from one chunk to the next, no temperature fallback). Where the hardware has room for a batch (a GPU) that is several
times faster on long files; it is only ever worth it with several chunks to batch. On a CPU it is not: every chunk
is padded to 30 s for the encoder and the batch's beams share the same few cores, and the chunks it ends early are
decoded again (core/engines/coverage.py), so it costs more CPU time than the sequential decoder. `BATCH_TABLE` says
where it is faster, or slower, and which measurement says so (docs/GPU.md shows the same): the plan chooses by it,
per backend, and never by an engine's name (the lineup says which engines can batch).
"""

from __future__ import annotations

from dataclasses import dataclass

from platform_utils.facts import Backend
from platform_utils.lineup import LinedUpEngine
from platform_utils.strenum import StrEnum


class Batching(StrEnum):
    """What a job may ask: auto (where the table says it is faster), on (always, where it can), off (never)."""

    AUTO = "auto"
    ON = "on"
    OFF = "off"


BATCHING: tuple[str, ...] = tuple(mode.value for mode in Batching)


@dataclass(frozen=True)
class BatchRule:
    """The batch size that is faster on a backend (0: none, sequential decoding is), and the measurement that says
    so."""

    batch_size: int
    why: str


# The backend the ASR stage runs on -> its rule. A backend not listed (torch engines on MPS or XPU) decodes
# sequentially on auto. On MPS the CTranslate2 stage runs on the CPU, so the CPU's rule is the one it gets.
BATCH_TABLE: dict[str, BatchRule] = {
    Backend.CUDA: BatchRule(8, "faster-whisper's published numbers: 13 min of large-v2 on an RTX 3070 Ti in 17 s "
                               "batched (8) against 63 s"),
    Backend.ROCM: BatchRule(8, "the CUDA rule: a ROCm build of CTranslate2 runs the same kernels"),
    Backend.CPU: BatchRule(0, "measured slower on real speech on a 2-core CPU (bench/batching.py, and whole "
                              "transcribe runs on a 172 s mix of AMI meetings, read speech and dialogue: tiny.en "
                              "int8 batched 8 took 2.0 times the CPU time and 1.9 times the wall time of sequential)"),
}
# Batched auto starts at files this long, where the table has a batch size: shorter audio gives one or two chunks,
# where batching is a toss-up and the sequential decoder keeps its temperature fallback and the text it carries
# between windows.
BATCHED_FROM_SECONDS = 60.0
# The batch size of `--batched on` where the table has none (the CPU): faster-whisper's own default.
DEFAULT_BATCH_SIZE = 8


@dataclass(frozen=True)
class BatchRequest:
    """What the job asks: a Batching mode, a batch size (None: the table's), and whether VAD is on (batched
    decoding needs it to cut the speech into chunks)."""

    mode: str = Batching.AUTO.value
    batch_size: int | None = None
    vad: bool = True


@dataclass(frozen=True)
class BatchChoice:
    """The plan's answer: audio of `from_seconds` or more goes `batch_size` chunks at a time (0: never batched)."""

    batch_size: int = 0
    from_seconds: float = 0.0
    why: str = ""
    warning: str | None = None


def _cannot(request: BatchRequest, engine: LinedUpEngine) -> str | None:
    """Why this job cannot be batched at all, or None."""
    if not engine.batched:
        return f"{engine.name} has no batched pipeline"
    if not request.vad:
        return "batched inference needs voice activity detection to cut the speech into chunks, and it is off"
    return None


def choose(request: BatchRequest, engine: LinedUpEngine, backend: str) -> BatchChoice:
    """The batching of an ASR stage running `engine` on `backend` (the stage's own backend: cpu for a CTranslate2
    stage on a Mac). Asking for it where it cannot be gives a warning and sequential decoding, never an error."""
    if request.mode == Batching.OFF:
        return BatchChoice(why="batched inference is off")
    blocked = _cannot(request, engine)
    if blocked is not None:
        warning = f"{blocked}; transcribing sequentially" if request.mode == Batching.ON else None
        return BatchChoice(why=blocked, warning=warning)
    rule = BATCH_TABLE.get(backend)
    if request.mode == Batching.ON:
        size = request.batch_size or (rule.batch_size if rule and rule.batch_size > 0 else DEFAULT_BATCH_SIZE)
        return BatchChoice(size, 0.0, "batched inference was asked for")
    if rule is None:
        return BatchChoice(why=f"no measurement shows batched inference faster on {backend}")
    if rule.batch_size <= 0:
        return BatchChoice(why=rule.why)
    return BatchChoice(request.batch_size or rule.batch_size, BATCHED_FROM_SECONDS, rule.why)


def describe(batch_size: int, from_seconds: float) -> str:
    """How `info` and the logs say it: "batched, 8 chunks at a time, for audio of 60 s or more"."""
    if batch_size <= 0:
        return "sequential"
    when = f", for audio of {from_seconds:g} s or more" if from_seconds > 0 else ""
    return f"batched, {batch_size} chunks at a time{when}"
