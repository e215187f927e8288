"""Decoding speed and memory of the two decoders (the ffmpeg program, FFmpeg's libraries through PyAV).

The desktop bundles decode with PyAV and ship no ffmpeg program (docs/BUILDING.md); this shows what that costs or
saves. Each measurement runs in a fresh child process, so peak RSS is its own:

    python bench/decode.py [--testdata .testdata] [--repeat 3]

Prints a table: file, decoder, seconds (fastest of --repeat), real-time factor, peak RSS of the Python process
and of the ffmpeg program it starts (0 for PyAV, which decodes in process). The long files are
made from the test clips with the ffmpeg program (10 x sample.wav as mp3 and as an mp4 with AAC audio).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def measure(path: Path, decoder: str) -> dict:
    os.environ["WHISPER_SUBTITLER_DECODER"] = decoder
    from core import media

    started = time.perf_counter()
    audio = media.decode_audio(path)
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "audio_s": len(audio) / media.SAMPLE_RATE,
            "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            "child_rss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}


def long_inputs(testdata: Path, folder: Path) -> list[Path]:
    from core.media import ffmpeg_executable

    made = []
    for name, codec in (("sample-x10.mp3", ["-c:a", "libmp3lame", "-b:a", "128k"]),
                        ("sample-x10.mp4", ["-c:a", "aac", "-b:a", "128k"])):
        target = folder / name
        subprocess.run([ffmpeg_executable(), "-hide_banner", "-loglevel", "error", "-y", "-stream_loop", "9", "-i",
                        str(testdata / "sample.wav"), *codec, str(target)], check=True)
        made.append(target)
    return made


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--child", nargs=2, metavar=("PATH", "DECODER"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(Path(args.child[0]), args.child[1])))
        return 0
    with tempfile.TemporaryDirectory() as folder:
        files = [args.testdata / "jfk.wav", args.testdata / "sample.wav", *long_inputs(args.testdata, Path(folder))]
        print(f"{'file':<16} {'decoder':<8} {'audio s':>8} {'seconds':>8} {'RTF':>8} {'peak RSS MB':>12} "
              f"{'ffmpeg RSS MB':>14}")
        for path in files:
            for decoder in ("ffmpeg", "pyav"):
                runs = []
                for _ in range(args.repeat):
                    done = subprocess.run([sys.executable, __file__, "--child", str(path), decoder],
                                          capture_output=True, text=True, check=True)
                    runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
                best = min(runs, key=lambda r: r["seconds"])
                print(f"{path.name:<16} {decoder:<8} {best['audio_s']:>8.1f} {best['seconds']:>8.3f} "
                      f"{best['seconds'] / best['audio_s']:>8.4f} {best['rss_mb']:>12.0f} "
                      f"{best['child_rss_mb']:>14.0f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
