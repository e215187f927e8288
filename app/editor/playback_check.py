"""`python -m app.editor.playback_check MEDIA`: can this installation play media in the review editor?

The editor's player needs QtMultimedia, its FFmpeg media plugin and the libraries that plugin links (Qt's own FFmpeg,
QtQuick, QtNetwork). A bundle that leaves one out still starts and edits, silently without playback, so the bundle
test runs this in the frozen program (`<bundle> -m app.editor.playback_check MEDIA --json`) and from source. It
loads the media into the editor's own Player, plays until the position has moved, and says what it saw; exit code
0 when the position moved, 1 when it did not (the JSON's "problem" says why).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

PLAY_FOR_MS = 600  # the position must pass this: one read of the position after the load could still be 0
WAIT_LIMIT_S = 20.0  # a slow first load (plugin, codecs) on a cold disk, not the normal case (under a second)


@dataclass(frozen=True)
class PlaybackReport:
    """What playing `media` showed: whether the position moved, and why not when it did not."""

    media: str
    played: bool
    position_ms: int
    duration_ms: int
    video: bool
    audio_device: bool
    problem: str


def check_playback(media: Path, play_for_ms: int = PLAY_FOR_MS, wait_limit_s: float = WAIT_LIMIT_S) -> PlaybackReport:
    """Play `media` through the editor's Player until its position passes `play_for_ms`, in a QApplication that this
    creates when none runs (offscreen where there is no display)."""
    from app.editor.player import Player
    from app.qt import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    player = Player()
    if not player.available:  # nothing loaded yet, so the only problem it can have is QtMultimedia's import
        return PlaybackReport(str(media), False, 0, 0, False, False, f"QtMultimedia cannot load: {player.problem}")
    player.set_source(media)
    player.play()
    deadline = time.monotonic() + wait_limit_s
    while time.monotonic() < deadline and not player.problem and player.position() < play_for_ms:
        app.processEvents()
        time.sleep(0.01)
    position, duration, video = player.position(), player.duration(), player.has_video()
    player.stop()
    app.processEvents()
    played = position >= play_for_ms and not player.problem
    problem = player.problem or ("" if played else f"the position stayed at {position} ms for {wait_limit_s:.0f} s")
    return PlaybackReport(str(media), played, position, duration, video, player.has_audio_device(), problem)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.editor.playback_check", description=__doc__.splitlines()[0])
    parser.add_argument("media", type=Path, help="an audio or video file to play")
    parser.add_argument("--json", action="store_true", help="print the report as one JSON line")
    args = parser.parse_args(argv)
    if not args.media.is_file():
        print(f"no such file: {args.media}", file=sys.stderr)
        return 2
    report = check_playback(args.media)
    if args.json:
        print(json.dumps(asdict(report)), flush=True)
    else:
        state = "played" if report.played else f"did NOT play: {report.problem}"
        print(f"{report.media}: {state} (position {report.position_ms} ms of {report.duration_ms} ms, "
              f"{'video' if report.video else 'sound only'}, {'an' if report.audio_device else 'no'} audio device)")
    return 0 if report.played else 1


if __name__ == "__main__":
    raise SystemExit(main())
