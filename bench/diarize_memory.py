"""Where the diarization's memory goes: RSS and its peak at each of pyannote's hook steps, on one file, CPU plan.

    .venv/bin/python bench/diarize_memory.py FILE [--model .models/diarization] [--threads 2]

Prints RSS (anonymous and total) after decoding, after loading the pipeline, on entering each step (segmentation,
speaker counting, chunk embeddings, discrete diarization, the turns' look) and at the end, with the highest RSS a
10 ms sampler saw so far and the step it was in. The peak of a diarized job on a CPU is the diarization's (in turn,
the transcription stage peaks far lower; docs/GPU.md, "Transcription and diarization at the same time").
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def rss_mib() -> dict[str, int]:
    wanted = ("VmRSS", "RssAnon")
    with open("/proc/self/status") as status:
        return {line.split(":")[0]: int(line.split()[1]) // 1024 for line in status if line.startswith(wanted)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--model", default=str(ROOT / ".models" / "diarization"))
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    import core.diarization.progress as progress
    from core.diarization import DiarizationOptions, load_pipeline, run_diarization
    from core.media import decode_audio

    step = ["start"]
    peak = [0, "start"]

    def sample() -> None:
        while True:
            now = rss_mib()["VmRSS"]
            if now > peak[0]:
                peak[:] = [now, step[0]]
            time.sleep(0.01)

    threading.Thread(target=sample, daemon=True).start()
    audio = decode_audio(args.file)
    print(f"decoded {len(audio) / 16000:.0f} s: {rss_mib()}", flush=True)
    options = DiarizationOptions(model=args.model)
    pipeline = load_pipeline(options, "cpu", threads=args.threads)
    print(f"pipeline loaded ({pipeline.runtime}): {rss_mib()}", flush=True)
    started = time.perf_counter()
    hook_call = progress.ProgressHook.__call__

    def watched(self, step_name, step_artifact, file=None, total=None, completed=None):
        if step_name != step[0]:
            print(f"{time.perf_counter() - started:7.1f} s  {step_name}: {rss_mib()}, peak so far {peak[0]} MiB "
                  f"({peak[1]})", flush=True)
            step[0] = step_name
        return hook_call(self, step_name, step_artifact, file, total, completed)

    progress.ProgressHook.__call__ = watched  # the bench's own process only
    result = run_diarization(audio, options, pipeline=pipeline, threads=args.threads)
    print(f"{time.perf_counter() - started:7.1f} s  done: {rss_mib()}, peak {peak[0]} MiB ({peak[1]}), "
          f"{len(result.speakers)} speakers", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
