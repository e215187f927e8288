"""One job, start to finish, in the current process: decode -> transcribe (and diarize alongside) -> cues -> files.

The CLI calls `run_job` directly; the GUI calls it inside a spawned worker. Either way nothing is written until
every stage has succeeded, and then all outputs appear atomically (core.writers).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import numpy as np

from core import compute, kept_transcripts
from core.audio_format import SAMPLE_RATE
from core.engines import Transcriber, load_engine
from core.engines.garbage import is_garbage
from core.errors import DestinationError, InvalidOptionError, ModelIntegrityError
from core.events import EventSink, Log, Progress, ProgressStage, SegmentDecoded, StageStarted, ignore
from core.jobs import JobResult, JobSpec
from core.media import decode_audio
from core.models.folder_check import check_model_files
from core.options import TranscribeOptions
from core.stage_results import DiarizationResult, TranscriptionResult
from core.types import Segment, SpeakerVoice, Transcript, Word, rename_speakers
from core.vocabulary import mend_segments, prompted_terms
from platform_utils.failures import classify_gpu_error
from platform_utils.runtime import map_large_blocks_apart

if TYPE_CHECKING:
    from core.decode_ahead import DecodeAhead
    from core.diarization import Diarization, DiarizationOptions
    from core.diarization.apply import WordSource
    from core.model_cache import ModelCache


def _stage_progress(on_event: EventSink, stage: str) -> Callable[[float], None]:
    return lambda fraction: on_event(Progress(stage, max(0.0, min(1.0, fraction))))


def transcribe_audio(
    audio: np.ndarray, spec: JobSpec, job_plan: compute.JobPlan, on_event: EventSink = ignore,
    load: Callable[..., Transcriber] = load_engine,
) -> TranscriptionResult:
    """Load the engine the plan names and stream its segments out as events; on a GPU failure, redo it on the CPU.

    `load` takes load_engine's arguments: a batch actor passes one that hands back the engine it already holds."""
    duration = len(audio) / SAMPLE_RATE
    options = TranscribeOptions(language=spec.language, task=spec.task, vad=spec.vad, initial_prompt=spec.prompt,
                                vocabulary=spec.vocabulary)
    shown = len(prompted_terms(spec.vocabulary))
    if shown < len(spec.vocabulary):
        on_event(Log("warning", f"vocabulary: the model is shown the first {shown} of {len(spec.vocabulary)} terms "
                                "(its prompt holds no more); the rest are only mended after decoding"))

    def attempt(stage: compute.StagePlan) -> Transcript:
        # Batched or not is the plan's per-length choice for this stage (a CPU fallback keeps the GPU's).
        used = dataclasses.replace(options, batch_size=stage.batch_size_for(duration))
        on_event(StageStarted(ProgressStage.LOADING, stage.engine, spec.model, stage.device))
        model_path = compute.model_path(stage.engine, spec,
                                        on_progress=_stage_progress(on_event, ProgressStage.LOADING))
        check_model_files(stage.engine, model_path, spec.model, offline=spec.offline, cache_dir=spec.cache_dir)
        started = time.perf_counter()
        try:
            engine = load(
                stage.engine,
                model_path,
                model_name=spec.model,
                device=stage.device,
                compute_type=stage.compute_type,
                cpu_threads=stage.threads,
            )
        except (RuntimeError, ValueError, OSError) as error:
            if classify_gpu_error(error) is not None:
                raise  # a GPU's failure: the stage runs again on the CPU (compute.with_cpu_fallback)
            raise ModelIntegrityError(f"the model {spec.model} could not be loaded ({error}); it may be damaged: "
                                      "download it again or prepare it anew") from None
        loaded = time.perf_counter()
        on_event(StageStarted(ProgressStage.TRANSCRIBING))
        try:
            info, stream = engine.transcribe(audio, used)
            segments: list[Segment] = []
            mended = 0
            for decoded in stream:
                if is_garbage(decoded.text):
                    raise ModelIntegrityError(
                        f"the model {spec.model} produced no words, only {decoded.text.strip()[:12]!r} repeated "
                        "through a whole window: its weights are damaged; download it again or prepare it anew")
                (segment,), count = mend_segments((decoded,), spec.vocabulary)
                mended += count
                segments.append(segment)
                on_event(SegmentDecoded(segment))
                on_event(Progress(ProgressStage.TRANSCRIBING, min(1.0, segment.end / max(duration, 1e-6))))
        finally:
            engine.close()
        if mended:
            on_event(Log("info", f"vocabulary: {mended} near miss{'es' if mended > 1 else ''} mended"))
        on_event(Progress(ProgressStage.TRANSCRIBING, 1.0))
        return Transcript(
            segments=tuple(segments),
            language=info.language,
            duration=duration,
            engine=stage.engine,
            model=spec.model,
            device=stage.device,
            compute_type=engine.compute_type,
            options={"transcribe": compute.as_dict(used), "rules": compute.as_dict(spec.rules)},
            timings={"load": loaded - started, "transcribe": time.perf_counter() - loaded},
        )

    transcript, used, reason = compute.with_cpu_fallback(job_plan.asr, attempt)
    if reason:
        on_event(Log("warning", f"transcription fell back to the CPU: {reason}"))
    return TranscriptionResult(transcript.replace(device=used.device), reason)


def diarize_audio(
    audio: np.ndarray, spec: JobSpec, job_plan: compute.JobPlan, on_event: EventSink = ignore,
    load: Callable[[DiarizationOptions, compute.StagePlan], Any] | None = None,
    words: WordSource | None = None,
) -> DiarizationResult:
    """Who spoke when, with the CPU fallback. `load` gives a loaded pipeline for a stage (a batch actor or a
    core.model_cache.ModelCache keeps one); None loads it for this call. `words` gives the transcript's words once
    known, for the turns' look with the words (core.diarization.word_turns)."""
    from core.diarization import DiarizationOptions, load_pipeline, run_diarization

    started = time.perf_counter()
    options = DiarizationOptions(
        model=spec.diarization_model or compute.default_diarization_model(spec.cache_dir),
        num_speakers=spec.num_speakers,
        min_speakers=spec.min_speakers,
        max_speakers=spec.max_speakers,
        cache_dir=spec.cache_dir,
        offline=spec.offline,
    )

    loading = 0.0  # seconds spent loading pipelines (timed apart, as the engine's load is)

    def attempt(stage: compute.StagePlan) -> Diarization:
        nonlocal loading
        before = time.perf_counter()
        pipeline = (load_pipeline(options, stage.device, threads=stage.threads) if load is None
                    else load(options, stage))
        loading += time.perf_counter() - before
        return run_diarization(audio, options, device=stage.device, threads=stage.threads,
                               on_progress=_stage_progress(on_event, ProgressStage.DIARIZING),
                               pipeline=pipeline, words=words)

    result, used, reason = compute.with_cpu_fallback(job_plan.diarization, attempt)
    if reason:
        on_event(Log("warning", f"diarization fell back to the CPU: {reason}"))
    return DiarizationResult(result, used.device, time.perf_counter() - started, reason, loading)


def decode_job_audio(spec: JobSpec, on_event: EventSink, ahead: DecodeAhead | None) -> tuple[np.ndarray, float]:
    """The job's audio, from a decode made ahead where there is one for this file (core.decode_ahead), and the
    seconds that background decode took (0.0 where the file was decoded now)."""
    on_event(StageStarted(ProgressStage.DECODING))
    progress = _stage_progress(on_event, ProgressStage.DECODING)
    if ahead is None:
        return decode_audio(spec.input_path, on_progress=progress), 0.0
    return ahead.take(spec.input_path, on_progress=progress)


def _transcribe_job(spec: JobSpec, on_event: EventSink, started: float, models: ModelCache | None = None,
                    ahead: DecodeAhead | None = None) -> tuple[Transcript, dict[str, float]]:
    """Decode, transcribe, diarize and name: the transcript the outputs are cut from, with the stage timings.
    `models` keeps loaded models for later jobs of this process (core.model_cache); None loads them for this one.
    `ahead` holds the file's audio where it was decoded while an earlier job ran (core.decode_ahead)."""
    from core.writers.destination import check_destination, estimate_output_bytes

    audio, ahead_seconds = decode_job_audio(spec, on_event, ahead)
    decoded = time.perf_counter()
    check_destination(spec.target_dir, estimate_output_bytes(len(audio) / SAMPLE_RATE, spec.formats))
    job_plan = compute.plan_job(spec)
    for warning in job_plan.warnings:
        on_event(Log("warning", warning))

    load_asr = load_engine if models is None else models.engine
    load_diarization = None if models is None else models.pipeline
    diarized: DiarizationResult | None = None
    overlapped = compute.overlap_plan(job_plan) if spec.diarize else None
    if overlapped is not None:
        # Diarization in a second thread while the engine transcribes: both release the GIL in their kernels.
        job_plan = overlapped
        if job_plan.asr.device == job_plan.diarization.device == "cpu":  # measured there (see its docstring)
            map_large_blocks_apart()
        transcribed: Future[TranscriptionResult] = Future()
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="diarize") as pool:
            future: Future[DiarizationResult] = pool.submit(diarize_audio, audio, spec, job_plan, on_event,
                                                            load=load_diarization,
                                                            words=lambda: words_when_done(transcribed))
            try:
                asr = transcribe_audio(audio, spec, job_plan, on_event, load=load_asr)
            except BaseException as error:
                transcribed.set_exception(error)  # the diarization stops waiting for words (and gets none)
                raise
            transcribed.set_result(asr)
            diarized = future.result()
    else:
        asr = transcribe_audio(audio, spec, job_plan, on_event, load=load_asr)
        if spec.diarize:
            on_event(StageStarted(ProgressStage.DIARIZING))
            diarized = diarize_audio(audio, spec, job_plan, on_event, load=load_diarization,
                                     words=lambda: asr.transcript.words)
    transcript, timings = name_speakers(spec, asr, diarized, decoded - started, on_event)
    if ahead_seconds:  # the decode's own time, spent while the job before this one ran
        timings["decode_ahead"] = ahead_seconds
        transcript = transcript.replace(timings=timings)
    return transcript, timings


def words_when_done(transcribed: Future[TranscriptionResult]) -> tuple[Word, ...] | None:
    """The words of a transcription running alongside, once it is done; None if it failed (its error is the job's,
    raised where the transcription ran)."""
    try:
        return transcribed.result().transcript.words
    except Exception:  # noqa: BLE001 - the transcription's own thread reports its failure
        return None


def name_speakers(
    spec: JobSpec, asr: TranscriptionResult, diarized: DiarizationResult | None, decode_seconds: float,
    on_event: EventSink = ignore,
) -> tuple[Transcript, dict[str, float]]:
    """The transcript the outputs are cut from: words given to the diarization's speakers, then named (known voices
    or the job's names), with the stage timings. run_job and the batch command's write stage both end here."""
    fallbacks = [f"transcription: {asr.fallback}"] if asr.fallback else []
    if diarized is not None and diarized.fallback:
        fallbacks.append(f"diarization: {diarized.fallback}")
    diarization: Diarization | None = diarized.diarization if diarized is not None else None

    transcript = asr.transcript
    if diarization is not None:
        from core.speakers import label_segments

        # Words go by the exclusive turns (one speaker at a time); the outputs keep the overlap-aware turns.
        transcript = transcript.replace(
            segments=label_segments(transcript.segments, diarization.exclusive),
            turns=diarization.turns,
            voices={label: SpeakerVoice(centroid) for label, centroid in diarization.voices.items()},
            embedder=diarization.embedder,
        )
    if spec.known_voices and diarization is not None:
        from core.voices import VoiceBook, apply_known_voices

        transcript, matches = apply_known_voices(transcript, spec.names, VoiceBook())
        for m in matches:
            on_event(Log("info", f"recognised {m.speaker} as {m.name} (voice similarity {m.similarity:.2f})"))
    elif spec.speaker_names:
        transcript = rename_speakers(transcript, spec.names)
    for warning in empty_result_warnings(transcript, diarization):
        on_event(Log("warning", warning))
    timings = dict(transcript.timings) | {"decode": decode_seconds}
    if spec.diarize:
        timings["diarize"] = diarized.seconds if diarized is not None else 0.0
        timings["diarization_load"] = diarized.load_seconds if diarized is not None else 0.0
    return transcript.replace(timings=timings, fallbacks=tuple(fallbacks)), timings


def empty_result_warnings(transcript: Transcript, diarization: Diarization | None) -> tuple[str, ...]:
    """Why a finished job's subtitles may look wrong although nothing failed: an empty file, or words with no
    speaker where speakers were asked for. Said as warnings, so the person does not take them for a fault of ours."""
    if not transcript.segments:
        return ("no speech was heard in this file: the subtitle files are written with no cues",)
    if diarization is not None and not diarization.turns:
        return ("the diarization found no speaker in this file's speech: the words carry no speaker labels",)
    return ()


SAME_RECORDING_S = 1.0  # a JSON whose length differs from the media's by more was made from another recording


def find_speakers_again(spec: JobSpec, on_event: EventSink = ignore, started: float | None = None,
                        models: ModelCache | None = None, ahead: DecodeAhead | None = None) -> JobResult:
    """The words of the JSON this job wrote before, given to speakers found anew (another count, speakers for a job
    transcribed without them): the transcription, most of a CPU job's time, is not done again. The JSON and the
    outputs beside it (and any format `spec` names) are rewritten, cut with the rules and label style the JSON
    records, as a rename does. Raises InvalidOptionError when there is no such JSON or it is of another recording."""
    from core.writers import read_json, sibling_formats
    from core.writers.destination import check_destination

    started = time.perf_counter() if started is None else started
    json_path = spec.target_dir / f"{spec.output_stem}.json"
    if not json_path.is_file():
        raise InvalidOptionError(f"finding the speakers again needs the transcript JSON this file's job wrote "
                                 f"({json_path.name}); run the job with json among the formats first", str(json_path))
    saved = read_json(json_path)
    named = spec.formats if spec.source("formats") != "default" else ()
    formats = tuple(dict.fromkeys([*sibling_formats(json_path), *named]))
    spec = dataclasses.replace(spec, overwrite=True, formats=formats, rules=saved.rules or spec.rules)
    check_destination(spec.target_dir)
    audio, _ahead_seconds = decode_job_audio(spec, on_event, ahead)
    decoded = time.perf_counter()
    seconds, length = len(audio) / SAMPLE_RATE, saved.transcript.duration
    if length and abs(length - seconds) > SAME_RECORDING_S:
        raise InvalidOptionError(f"{json_path.name} was made from another recording ({length:.1f} s long; "
                                 f"this file is {seconds:.1f} s)", str(json_path))
    on_event(StageStarted(ProgressStage.DIARIZING))
    diarized = diarize_audio(audio, spec, compute.plan_job(spec), on_event,
                             load=None if models is None else models.pipeline, words=lambda: saved.transcript.words)
    words = saved.transcript.replace(turns=(), voices={}, embedder="", fallbacks=())
    transcript, timings = name_speakers(spec, TranscriptionResult(words), diarized, decoded - started, on_event)
    result = write_job(spec, transcript, timings, on_event, started, label_style=saved.label_style)
    return dataclasses.replace(result, device=diarized.device)  # what ran now; the JSON keeps where the words were made


def run_job(spec: JobSpec, on_event: EventSink = ignore, models: ModelCache | None = None,
            ahead: DecodeAhead | None = None) -> JobResult:
    """Run one job. Raises a core.errors.SubtitlerError subclass; on any error no output file is left.
    `models`: loaded models kept between the jobs of one process (core.model_cache); None loads them for this job.
    `ahead`: files decoded while earlier jobs ran (core.decode_ahead); None decodes this job's file now.

    The output folder is checked before the work (and its free space again once the length is known). If writing
    fails all the same, the transcript is kept (core.kept_transcripts) and the next run of this job writes from it."""
    from core.writers import check_targets
    from core.writers.destination import check_destination

    started = time.perf_counter()
    if spec.speakers_only:  # rewrites the outputs of an earlier run, from its JSON
        return find_speakers_again(spec, on_event, started, models, ahead)
    check_targets(spec.target_dir, spec.output_stem, spec.formats, overwrite=spec.overwrite)
    check_destination(spec.target_dir)

    transcript = kept_transcripts.find(spec)
    if transcript is not None:
        on_event(Log("info", "writing the outputs from the transcript kept after the last attempt; no transcription"))
        timings = dict(transcript.timings)
    else:
        transcript, timings = _transcribe_job(spec, on_event, started, models, ahead)

    return write_job(spec, transcript, timings, on_event, started)


def finish_job(
    spec: JobSpec, asr: TranscriptionResult, diarized: DiarizationResult | None, decode_seconds: float,
    on_event: EventSink = ignore, *, spent: float = 0.0,
) -> JobResult:
    """Speakers, names, cues and the output files from a transcription and its diarization (None when the job does
    not diarize): the batch command's write stage, so a file comes out of a batch as out of `transcribe`.
    `spent`: seconds the job took before this call."""
    transcript, timings = name_speakers(spec, asr, diarized, decode_seconds, on_event)
    return write_job(spec, transcript, timings, on_event, time.perf_counter() - spent)


def write_job(
    spec: JobSpec, transcript: Transcript, timings: dict[str, float], on_event: EventSink, started: float,
    label_style: str | None = None,
) -> JobResult:
    """Cut the cues and write every format atomically; on a write fault keep the transcript for the next attempt
    (not for a job that finds speakers again: its JSON, the words, is still there unchanged).
    `started`: the job's start on time.perf_counter's clock."""
    from core.cues.labels import DEFAULT_LABEL_STYLE
    from core.writers import write_transcript
    from core.writers.destination import cause_of, is_full

    directory = spec.target_dir
    on_event(StageStarted(ProgressStage.WRITING))
    style = label_style or DEFAULT_LABEL_STYLE
    try:
        outputs = write_transcript(transcript, directory, spec.output_stem, spec.formats, rules=spec.rules,
                                   label_style=style, overwrite=spec.overwrite)
    except OSError as error:  # the folder went full or read-only since the check: nothing was placed
        if spec.speakers_only:
            then = "the outputs are as they were"
        elif kept_transcripts.keep(spec, transcript) is not None:
            then = "the transcript is kept, so Retry writes them without transcribing again"
        else:
            then = "the transcript could not be kept either"
        raise DestinationError(f"could not write the outputs to {directory}: {cause_of(error)}; {then}",
                               str(directory), full=is_full(error)) from None
    if not spec.speakers_only:  # another run's kept transcript (same file and settings) is not this one's
        kept_transcripts.discard(spec)
    on_event(Progress(ProgressStage.WRITING, 1.0))
    wall = time.perf_counter() - started
    return JobResult(
        input=str(spec.input_path),
        outputs=tuple(str(p) for p in outputs),
        duration=transcript.duration,
        wall_time=wall,
        language=transcript.language,
        device=transcript.device,
        engine=transcript.engine,
        model=transcript.model,
        speakers=transcript.speakers,
        fallbacks=transcript.fallbacks,
        timings=timings | {"total": wall},
    )

