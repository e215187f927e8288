"""A live recording in a child process that the tests kill with SIGKILL: it records pyannote's sample through a
session (record only), one chunk each time the parent writes a line on stdin, and prints each chunk's end time once
the chunk is recorded. Run as `python tests/live_child.py SAMPLE OUT_DIR STEM`."""

from __future__ import annotations

import sys
import threading

from core.live.session import LiveSession
from core.live.sources import CHUNK_SECONDS, PushSource
from core.live.types import SAMPLE_RATE, LiveLevel
from core.media import decode_audio


def main() -> None:
    sample, out_dir, stem = sys.argv[1:4]
    audio = decode_audio(sample)
    source = PushSource("the test feed", first_wait_s=60, stall_wait_s=60)
    step = int(CHUNK_SECONDS * SAMPLE_RATE)

    def feed() -> None:
        for start in range(0, len(audio), step):
            if not sys.stdin.readline():
                break
            source.push(audio[start : start + step])
        source.end()

    threading.Thread(target=feed, daemon=True).start()

    def recorded(level: LiveLevel) -> None:
        print(f"{level.at:.4f}", flush=True)

    LiveSession(source, None, None, out_dir, stem, on_level=recorded).run()


if __name__ == "__main__":
    main()
