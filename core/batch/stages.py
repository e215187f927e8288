"""The batch stages, one per Ray Data operator: thin wrappers over core.pipeline, so a file comes out of a batch
exactly as out of `transcribe`. No Ray import here: each stage is a plain function or class of rows.

A failure of one file (bad media, a model error, a bug) is recorded in its row and passed on, never raised: Ray
would otherwise retry the row and then stop the whole run. Lost workers are Ray's business (task and actor
retries); a retried stage redoes the same work, and the write stage's publish makes the result appear once.
"""

from __future__ import annotations

import dataclasses
import hashlib
import shutil
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.batch import names, storage
from core.batch.manifest import Journal, entry_of
from core.batch.work import NO_AUDIO, from_row, to_row
from core.errors import DestinationError
from core.jobs import JobSpec
from core.model_cache import KeptEngine, ModelCache
from platform_utils.facts import Backend

Row = dict[str, Any]
CHUNK = 1 << 20


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    try:
        with path.open("rb") as fh:
            for block in iter(lambda: fh.read(CHUNK), b""):
                digest.update(block)
    except OSError:
        return ""  # decoding says what is wrong with the file
    return "sha256:" + digest.hexdigest()


def _utf8_named(path: Path, scratch: Path) -> Path:
    """`path`, or where its name is not UTF-8 (any bytes on POSIX), a link to it under a plain name: the ffmpeg
    layer hashes its arguments as UTF-8 text and would fail such a file as an internal error."""
    try:
        str(path).encode("utf-8")
    except UnicodeEncodeError:
        link = scratch / f"input{path.suffix.encode('ascii', 'ignore').decode()}"
        link.symlink_to(path.absolute())
        return link
    return path


def decode_row(row: Row) -> Row:
    """Fetch (object stores) and decode one input to 16 kHz mono samples; its checksum comes from the same bytes."""
    from core.media import decode_audio

    work, _ = from_row(row)
    started = time.perf_counter()
    scratch = Path(tempfile.mkdtemp(prefix="ws-decode-"))
    try:
        local = storage.fetch(work.item.uri, scratch)
        checksum = _sha256(local)
        audio = decode_audio(_utf8_named(local, scratch))
    except Exception as error:  # noqa: BLE001 - recorded in the manifest, the run goes on
        return to_row(work.fail(error).timed("decode", time.perf_counter() - started))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    work = work.timed("decode", time.perf_counter() - started, checksum=checksum, audio_seconds=len(audio) / 16000)
    return to_row(work, audio)


def blas_threads_as_in_a_shell() -> None:
    """Ray starts workers with OMP_NUM_THREADS set to their CPUs, so numpy's OpenBLAS runs on one thread in a
    1-CPU actor, and its one-thread matrix product rounds differently from the threaded one: enough to change
    words of a Whisper transcript (the mel filterbank is such a product). Give BLAS the threads a process started
    from a shell gets (OPENBLAS_NUM_THREADS, else every core), so an actor writes the bytes `transcribe` writes."""
    import os

    try:
        from threadpoolctl import threadpool_limits
    except ImportError:  # the cluster extra installs it
        return
    wanted = int(os.environ.get("OPENBLAS_NUM_THREADS") or 0) or os.cpu_count() or 1
    threadpool_limits(limits=wanted, user_api="blas")


def _actor_spec(spec_json: str, on_gpu: bool) -> JobSpec:
    """The job options; a CPU actor plans for the CPU whatever the node has (Ray gave it no GPU)."""
    spec = JobSpec.from_json(spec_json)
    return spec if on_gpu else dataclasses.replace(spec, backend=Backend.CPU.value, use_cuda=None)


def _with_threads(plan: Any, stage: str, threads: int) -> Any:
    if threads <= 0:
        return plan
    changed = dataclasses.replace(getattr(plan, stage), threads=threads)
    return dataclasses.replace(plan, **{stage: changed})


class TranscribeStage:
    """An actor of the transcription pool: plans once for its node and loads the model once, in its constructor,
    then transcribes row after row with core.pipeline.transcribe_audio."""

    def __init__(self, spec_json: str, threads: int, on_gpu: bool) -> None:
        from core import compute

        blas_threads_as_in_a_shell()
        self._spec = _actor_spec(spec_json, on_gpu)
        self._plan = _with_threads(compute.plan_job(self._spec), "asr", threads)
        self._models = ModelCache()  # a model that sampled is loaded afresh (core.model_cache)
        try:  # load now, so the first row pays no model load; a failure is reported per row by the same call
            stage = self._plan.asr
            self._load(stage.engine, compute.model_path(stage.engine, self._spec), model_name=self._spec.model,
                       device=stage.device, compute_type=stage.compute_type, cpu_threads=stage.threads)
        except Exception:  # noqa: BLE001, S110 - the same load runs again per row and is reported there
            pass

    def _load(self, engine: str, model_path: Any, **kwargs: Any) -> KeptEngine:
        return self._models.engine(engine, model_path, **kwargs)

    def _renew_spent_engines(self) -> None:
        """Reload (now, not when the next file waits) every engine that sampled."""
        for engine, model_path, *options in self._models.drop_spent():
            try:
                self._load(engine, model_path, **dict(options))
            except Exception:  # noqa: BLE001, S110 - the next file loads it again and reports the error
                pass

    def __call__(self, row: Row) -> Row:
        from core.pipeline import transcribe_audio

        work, audio = from_row(row)
        if work.failed:
            return to_row(work)
        started = time.perf_counter()
        try:
            asr = transcribe_audio(audio, self._spec, self._plan, load=self._load)
        except Exception as error:  # noqa: BLE001 - recorded in the row, the run goes on
            return to_row(work.fail(error).timed("transcribe", time.perf_counter() - started))
        finally:
            self._renew_spent_engines()
        # The audio goes on only when a diarization stage follows (the write stage needs none).
        keep = audio if self._spec.diarize else NO_AUDIO
        return to_row(work.timed("transcribe", time.perf_counter() - started, asr=asr,
                                 device=asr.transcript.device), keep)


class DiarizeStage:
    """An actor of the diarization pool: one loaded pyannote pipeline, core.pipeline.diarize_audio per row."""

    def __init__(self, spec_json: str, threads: int, on_gpu: bool) -> None:
        from core import compute

        blas_threads_as_in_a_shell()
        self._spec = _actor_spec(spec_json, on_gpu)
        self._plan = _with_threads(compute.plan_job(self._spec), "diarization", threads)
        self._models = ModelCache()

    def _load(self, options: Any, stage: Any) -> Any:
        return self._models.pipeline(options, stage)

    def __call__(self, row: Row) -> Row:
        from core.pipeline import diarize_audio

        work, audio = from_row(row)
        if work.failed:
            return to_row(work)
        started = time.perf_counter()
        try:
            asr = work.asr  # transcribed by the stage before: the words give the turns a second look
            diarized = diarize_audio(audio, self._spec, self._plan, load=self._load,
                                     words=lambda: asr.transcript.words if asr is not None else None)
        except Exception as error:  # noqa: BLE001 - recorded in the row, the run goes on
            return to_row(work.fail(error).timed("diarize", time.perf_counter() - started))
        return to_row(work.timed("diarize", time.perf_counter() - started, diarized=diarized))


def _destination_fault(error: DestinationError | OSError, dest: str) -> DestinationError:
    """finish_job's sentence names the staging folder and promises that Retry writes from a kept transcript; in a
    batch the place is DEST and a rerun of the batch redoes the file (transcription included)."""
    from core.writers.destination import cause_of, is_full

    if isinstance(error, OSError):
        cause, full = cause_of(error), is_full(error)
    else:
        cause, full = error.message.split(": ", 1)[-1].split("; ", 1)[0], error.full
    return DestinationError(f"could not write the outputs to {names.shown(dest)}: {cause}; running the batch "
                            "again redoes this file", names.shown(dest), full=full)


def write_row(row: Row, spec_json: str, dest: str, staging: str, journal: Journal | None = None) -> Row:
    """Speakers, cues and files by core.pipeline.finish_job into a private staging folder, then each file moved to
    DEST/<key>.<format> in one atomic step, then the file marked done in the journal: only then is it done. A
    worker killed before that leaves its partial files in staging only, which the driver removes at the end of
    the run, and an unmarked file, which the next run redoes."""
    from core import kept_transcripts
    from core.pipeline import finish_job

    work, _ = from_row(row)
    if work.failed:
        return to_row(work)
    started = time.perf_counter()
    remote_dest = storage.is_remote(dest)
    folder = Path(tempfile.mkdtemp(prefix="ws-write-")) if remote_dest else \
        storage.local_path(staging) / uuid.uuid4().hex
    try:
        spec = dataclasses.replace(JobSpec.from_json(spec_json), input=work.item.uri, output_dir=str(folder),
                                   output_name=work.item.stem, overwrite=True)
        try:
            result = finish_job(spec, work.asr, work.diarized, work.timings.get("decode", 0.0),
                                spent=sum(work.timings.values()))
        except DestinationError as error:
            kept_transcripts.discard(spec)  # kept for a Retry of one job; a batch has none
            raise _destination_fault(error, dest) from None
        placed = []
        try:
            for produced in map(Path, result.outputs):
                target = storage.join(dest, f"{work.item.key}{produced.suffix}")
                storage.place(produced, target)
                placed.append(target)
        except OSError as error:  # a folder of the key's path or the store refused: DEST's fault, not the file's
            raise _destination_fault(error, dest) from None
    except Exception as error:  # noqa: BLE001 - recorded in the row, the run goes on
        return to_row(work.fail(error).timed("write", time.perf_counter() - started))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    written = work.timed("write", time.perf_counter() - started, outputs=tuple(placed), asr=None, diarized=None)
    if journal is not None:
        entry = entry_of(written, journal.options, journal.run)
        try:
            journal.record(entry)
        except DestinationError:
            return to_row(written)  # the driver marks it, or says why it cannot
        written = dataclasses.replace(written, recorded=entry.finished)
    return to_row(written)


def write_row_fn(spec_json: str, dest: str, staging: str, journal: Journal | None = None) -> Callable[[Row], Row]:
    """write_row with its settings bound, under its own name (Ray shows it in process titles and stats)."""

    def write(row: Row) -> Row:
        return write_row(row, spec_json, dest, staging, journal)

    return write
