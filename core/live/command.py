"""`whisper-subtitler live`: caption a source as it plays, print each caption once it is final, and save the
recording with its SRT, VTT and JSON beside it. Ctrl-C stops and saves (a second Ctrl-C interrupts).

A media FILE plays in the terminal as fast as it decodes, or with --realtime as a person hears it. A microphone
(`mic`) or another input the system lists is captured through an InputCapture that the launcher above core passes in
(the window's own Qt adapter, app.live.cli_capture): core never imports Qt, and where no capture is passed (core's own
`python -m core.cli`) the sentence says to use `whisper-subtitler`.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TextIO, TypeVar

from core.errors import ErrorKind, InvalidOptionError, OutputExistsError, SubtitlerError
from core.exit_status import ExitStatus, status_of
from core.filenames import escape_name
from core.live.session import SEGMENT_PAUSE_S
from core.live.types import LiveRefining, LiveUpdate
from core.media_kinds import is_media_path
from core.types import Word

if TYPE_CHECKING:  # imported where used: the sources bring numpy and the decoders
    from core.live.sources import PushSource

T = TypeVar("T")
MIC = "mic"
SENTENCE_ENDS = (".", "?", "!", "\u3002", "\uff1f", "\uff01")
NO_CAPTURE = ("capturing {what} needs the window's sound input, which this command does not have: run it as "
              "`whisper-subtitler live`, record it in the window (`whisper-subtitler gui`, Live captions), or give a "
              "media file to caption it as it plays")


class InputCapture(Protocol):
    """Sound from an input the system lists, which needs Qt's multimedia: the launcher above core passes one in."""

    def describe(self, name: str) -> str:
        """The system's name for input `name` (MIC: the default input); InvalidOptionError where there is none."""
        ...

    def inputs(self) -> list[tuple[str, bool]]:
        """Every input the system lists: (its name, whether it is the default)."""
        ...

    def run(self, name: str, source: PushSource, work: Callable[[], T]) -> T:
        """Open input `name` (MIC: the default input), push its blocks into `source` while `work()` runs, close it
        when `work()` returns, and return what `work()` returned. An input that is not there raises
        InvalidOptionError before `work()` starts; one that goes away fails `source` with a sentence."""
        ...


def add_live_parser(sub: Any, epilog: str) -> None:
    """The `live` command's options, on `sub` (build_parser's subparsers)."""
    from core.model_names import DEFAULT_WHISPER_MODEL
    from platform_utils.facts import BACKENDS

    p = sub.add_parser("live", help="caption a microphone, an input or a file as it plays; save the recording "
                       "with SRT, VTT and JSON beside it", epilog=epilog)
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--source", metavar="mic|DEVICE|FILE",
                      help="mic (the default input), an input's name, or a media file played as if live")
    what.add_argument("--list-inputs", action="store_true",
                      help="the inputs --source can name (the default marked), then exit")
    what.add_argument("--recover", metavar="PARTIAL",
                      help="subtitles from what a killed session left: its STEM.partial.jsonl becomes the SRT, VTT "
                      "and JSON beside its recording")
    p.add_argument("--realtime", action="store_true",
                   help="play FILE at the pace of its sound (default: as fast as it is captioned)")
    p.add_argument("--speed", type=float, default=1.0, help="with --realtime: this many times real time")
    p.add_argument("--model", default=DEFAULT_WHISPER_MODEL,
                   help="Whisper model name or CTranslate2 folder (default: %(default)s)")
    p.add_argument("--language", default=None, help="language code such as en (default: detected)")
    p.add_argument("--speakers", action="store_true", help="name the speakers as they talk")
    p.add_argument("--no-refine", action="store_true",
                   help="with --speakers: save the names given live; by default the speakers are found again at "
                   "Stop over the whole recording, as a job finds them (Ctrl-C while that runs skips it)")
    p.add_argument("--diarization-model", default=None, metavar="DIR",
                   help="the offline speaker pipeline folder (its embedding model names the speakers)")
    p.add_argument("--backend", default="auto", choices=BACKENDS, help="where to decode (default: %(default)s)")
    p.add_argument("--offline", action="store_true", help="use only models on this computer")
    p.add_argument("--record-only", action="store_true", help="record without captions (caption it later)")
    p.add_argument("-o", "--output-dir", default=None, metavar="DIR",
                   help="where the files go (default: beside FILE; for an input, the current folder)")
    p.add_argument("--name", default=None, metavar="STEM",
                   help="the files' name without extension (default: FILE's name + .live; for an input, "
                   "live-YYYY-MM-DD-HHMMSS, when it started)")
    p.set_defaults(func=cmd_live)


def media_of(source: str, can_capture: bool = False) -> Path | None:
    """The file a --source names, or None for the microphone or an input (the capture finds it by name); without a
    capture, InvalidOptionError for those."""
    path = Path(source).expanduser()
    if source == MIC:
        if can_capture:
            return None
        raise InvalidOptionError(NO_CAPTURE.format(what="the microphone"))
    if os.path.lexists(path) or is_media_path(path):
        return path  # a missing or damaged file gets its own sentence when it is opened
    if can_capture:
        return None
    raise InvalidOptionError(f"there is no file {source!r}; " + NO_CAPTURE.format(what=f"the input {source!r}"))


class CaptionPrinter:
    """Final words to a stream as they come: a new line, with "[SPEAKER_00] " where a speaker is known, when the
    speaker changes, after a pause or after a sentence's end; the words of a line follow as they are made final."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._last: Word | None = None

    def words(self, words: tuple[Word, ...]) -> None:
        for word in words:
            last = self._last
            if last is None or self._breaks(last, word):
                if last is not None:
                    self._stream.write("\n")
                self._stream.write(f"[{word.speaker}] " if word.speaker else "")
                text = word.text.lstrip()
            else:
                text = word.text
            self._stream.write(escape_name(text))
            self._last = word
        self._stream.flush()

    @staticmethod
    def _breaks(last: Word, word: Word) -> bool:
        return (word.speaker != last.speaker or word.start - last.end >= SEGMENT_PAUSE_S
                or last.text.rstrip().endswith(SENTENCE_ENDS))

    def end(self) -> None:
        if self._last is not None:
            self._stream.write("\n")
            self._stream.flush()
            self._last = None


@contextmanager
def handling_sigint(handler: Callable[[int, Any], None]) -> Iterator[None]:
    """`handler` takes Ctrl-C during the block, and the one before is back after it; nothing changes where there is
    no SIGINT or this is not the main thread."""
    if not hasattr(signal, "SIGINT"):
        yield
        return
    try:
        before = signal.signal(signal.SIGINT, handler)
    except ValueError:  # not the main thread: Ctrl-C keeps its default
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


@contextmanager
def interrupts_while_capturing(stop: Callable[[], None], skip_refine: Callable[[], None],
                               presses: list[int]) -> Iterator[None]:
    """Ctrl-C while an input is captured. Qt's loop holds the main thread then, and an exception raised in one of
    its slots is printed and lost, so no press raises: the first stops and saves; the second also skips refining
    the speakers (the live names are saved) and the command ends as interrupted once they are written."""

    def on_interrupt(_signum: int, _frame: Any) -> None:
        presses.append(1)
        if len(presses) == 1:
            print("whisper-subtitler: stopping; the recording and captions are being saved (Ctrl-C again to keep "
                  "the live speaker names and end)", file=sys.stderr, flush=True)
        else:
            skip_refine()
        stop()

    with handling_sigint(on_interrupt):
        yield


@contextmanager
def stop_on_interrupt(stop: Any) -> Iterator[None]:
    """The first Ctrl-C calls `stop()` (the session captions what it has and saves); the second interrupts."""

    def on_interrupt(_signum: int, _frame: Any) -> None:
        print("whisper-subtitler: stopping; the recording and captions are being saved (Ctrl-C again to "
              "interrupt)", file=sys.stderr, flush=True)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        stop()

    if sys.platform == "win32":
        yield
        return
    with handling_sigint(on_interrupt):
        yield


def cmd_live(args: argparse.Namespace) -> int:
    if args.recover:
        return recover_command(Path(args.recover))
    capture: InputCapture | None = getattr(args, "capture", None)
    if args.list_inputs:
        return list_inputs(capture)
    from core.jobs import JobSpec
    from core.live.session import LiveSession, session_stem
    from core.live.sources import PushSource
    from core.live.worker import PUSHED, LiveEnded, LiveSpec, make_source, run_live

    media = media_of(args.source, can_capture=capture is not None)
    if media is None and (args.realtime or args.speed != 1.0):
        raise InvalidOptionError("--realtime and --speed are for a media file; an input is captioned as it comes")
    # An input's session goes to the current folder, named by the time it starts, as the window names one.
    out_dir = Path(args.output_dir) if args.output_dir else (media.parent if media else Path.cwd())
    stem = args.name or session_stem(media)
    job = None if args.record_only else JobSpec(
        input=str(media or out_dir / f"{stem}.wav"), output_dir=str(out_dir), output_name=stem, model=args.model,
        language=args.language, backend=args.backend, offline=args.offline, diarize=args.speakers,
        diarization_model=args.diarization_model)
    if media is None and capture is not None:
        spec = LiveSpec(out_dir=str(out_dir), stem=stem, media=PUSHED, job=job, refine=not args.no_refine,
                        source_name=capture.describe(args.source))
    else:
        assert media is not None  # media_of gives None only where there is a capture
        spec = LiveSpec(out_dir=str(out_dir), stem=stem, media=str(media), source_name=media.name,
                        realtime=args.realtime, speed=args.speed, job=job, refine=not args.no_refine)

    printer = CaptionPrinter(sys.stdout)

    def on_event(event: Any) -> None:
        if isinstance(event, LiveUpdate):
            printer.words(event.final)
        elif isinstance(event, LiveRefining) and event.fraction == 0.0:
            printer.end()
            print("whisper-subtitler: refining speakers over the whole recording (Ctrl-C keeps the live names)",
                  file=sys.stderr, flush=True)

    sessions: list[LiveSession] = []

    def stop() -> None:
        """Ctrl-C: the session stops (or, while it refines the speakers, saves the live names)."""
        if sessions:
            sessions[0].stop()
        else:
            source.stop()

    def skip_refine() -> None:
        if sessions:
            sessions[0].skip_refine()

    presses: list[int] = []
    try:
        source = make_source(spec)  # a file is decoded here: one that cannot be read stops before any recording
        started = time.perf_counter()
        try:
            ended: LiveEnded
            if isinstance(source, PushSource) and capture is not None:  # an input: the capture feeds it
                print(f"whisper-subtitler: captioning {escape_name(spec.source_name)!r} (Ctrl-C stops and saves)",
                      file=sys.stderr, flush=True)
                with interrupts_while_capturing(stop, skip_refine, presses):
                    ended = capture.run(args.source, source,
                                        lambda: run_live(spec, source, on_event, on_session=sessions.append))
            else:
                with stop_on_interrupt(stop):
                    ended = run_live(spec, source, on_event, on_session=sessions.append)
        finally:
            printer.end()
    except OutputExistsError as error:
        print(f"whisper-subtitler: error: {escape_name(str(error))} (give another --name or --output-dir)",
              file=sys.stderr)
        return ExitStatus.BAD_INPUT
    except SubtitlerError as error:
        print(f"whisper-subtitler: error: {escape_name(str(error))}", file=sys.stderr)
        return status_of(error)
    if ended.saved.refine_failed:
        print(f"whisper-subtitler: the live speaker names are saved: {escape_name(ended.saved.refine_failed)}",
              file=sys.stderr)
    for path in ended.saved.paths:
        print(f"saved {escape_name(path)}", file=sys.stderr)
    print(f"whisper-subtitler: live session of {time.perf_counter() - started:.1f} s done", file=sys.stderr)
    if len(presses) > 1:  # the second Ctrl-C while capturing: saved with the live names, then ended as asked
        print("whisper-subtitler: interrupted", file=sys.stderr)
        return ExitStatus.INTERRUPTED
    problem = ended.problem
    if problem is None:
        return ExitStatus.OK
    if problem.kind in (ErrorKind.INTERNAL, ErrorKind.OUT_OF_MEMORY):
        print(f"whisper-subtitler: the captions stopped early: {escape_name(problem.message)}; what was recorded and "
              "captioned until then is saved", file=sys.stderr)
        if problem.kind == ErrorKind.INTERNAL:
            print(escape_name(problem.detail), file=sys.stderr)
            return ExitStatus.INTERNAL
        return ExitStatus.BAD_INPUT
    print(f"whisper-subtitler: {escape_name(problem.message)}", file=sys.stderr)
    return ExitStatus.BAD_INPUT


def list_inputs(capture: InputCapture | None) -> int:
    """--list-inputs: a name a line, as --source takes it."""
    if capture is None:
        raise InvalidOptionError(NO_CAPTURE.format(what="the inputs"))
    found = capture.inputs()
    for name, is_default in found:
        print(f"{escape_name(name)}{'  (default: --source mic)' if is_default else ''}")
    if not found:
        print("whisper-subtitler: this computer lists no audio input", file=sys.stderr)
    return ExitStatus.OK


def recover_command(partial: Path) -> int:
    from core.live.session import recover

    try:
        written = recover(partial)
    except SubtitlerError as error:
        print(f"whisper-subtitler: error: {escape_name(str(error))}", file=sys.stderr)
        return status_of(error)
    for path in written:
        print(f"saved {escape_name(str(path))}", file=sys.stderr)
    return ExitStatus.OK
