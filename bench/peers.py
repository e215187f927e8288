"""ASR only against whisperX: our CLI and whisperX's, each a whole process, on the same files and model.

    .venv/bin/python bench/peers.py --whisperx-python /tmp/wx-venv/bin/python [--models tiny.en-ct2,base-ct2]
                                    [--repeat 3] [--testdata .testdata] [--only NAME,...]
                                    [--env OMP_WAIT_POLICY=PASSIVE] [FILE ...]

`--whisperx-python` is an interpreter that can `import whisperx` (a scratch environment outside the repo: whisperX
pins an older torch, so install it without its dependencies next to ours, see docs/GPU.md "Against whisperX"); the
environment variable WHISPERX_PYTHON does the same. Without one, or when that interpreter cannot import whisperx,
the bench says so and exits 0 without measuring.

The two commands, per file and model (a CTranslate2 folder under `.models`, given to both):

    python -m whisper_subtitler transcribe FILE --model MODEL --compute-type int8 --no-diarize --offline
        --format srt,json -o TMP                                        (our default decoder and options)
    python -m whisperx FILE --model MODEL --device cpu --compute_type int8 --threads 2 --no_align
        --model_cache_only True --output_format json --output_dir TMP [--language en for an English-only model]

whisperX runs with its defaults otherwise: its bundled pyannote VAD (`--vad_method pyannote`, the weights inside the
package), batched faster-whisper with batch size 8, beam size 5. Both run offline (HF_HUB_OFFLINE=1); whisperX
reads audio with the ffmpeg program, so where none is on PATH the one our media layer finds is put there for it.

Files (default): pyannote's read sample (sample.wav, 30 s, with sample.stm), JFK (jfk.wav, 11 s, with jfk.txt),
two AMI meeting excerpts (ami/dev00.wav, ami/tst00.wav, 30 s each) and the 172 s mix of meetings, read speech and
dialogue that bench/batching.py joins (dev00, dev01, tst00, tst01, sample, jfk twice). Files given on the command
line replace them (a WER only where a `.stm` or `.txt` of the same stem lies beside one).

Each process is timed from outside by a small launcher (this script with `--launch`, so that the child's peak RSS
is its own and not the bench's): wall seconds, CPU seconds (user + sys of the process and the children it waited
for, from wait4) and peak RSS (ru_maxrss). Per file and model one uncounted run of each first (disk caches), then
`--repeat` pairs, the order within a pair alternating (ours first, then whisperX first, ...) so that a busy spell
of a shared machine hits both; the table shows medians and the median of the per-pair ratios ours / whisperX.
On a machine shared with other work whisperX's OpenMP threads spin while they wait and its times swing with the
load: `--env OMP_WAIT_POLICY=PASSIVE` (for both commands) gives the steadier comparison (docs/GPU.md).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import wave
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# default files under --testdata, with their references (None: no transcript)
FILES = (("sample", "sample.wav", "sample.stm"), ("jfk", "jfk.wav", "jfk.txt"), ("ami dev00", "ami/dev00.wav", None),
         ("ami tst00", "ami/tst00.wav", None))
TOOLS = ("ours", "whisperX")


@dataclass(frozen=True)
class Item:
    name: str
    seconds: float
    path: Path
    reference: str | None


def launch(argv: list[str]) -> None:
    """`--launch JSON_OUT CMD...`: run CMD, write its wall, CPU and peak RSS as JSON. A separate small process so
    that ru_maxrss is the command's own (Linux keeps the peak of the memory a process is forked from)."""
    out, command = argv[0], argv[1:]
    started = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    err = proc.stderr.read()
    _pid, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    Path(out).write_text(json.dumps({"wall": wall, "cpu": usage.ru_utime + usage.ru_stime,
                                     "rss_mb": usage.ru_maxrss / 1024, "rc": proc.returncode,
                                     "stderr": err.decode(errors="replace")[-3000:]}))


def measured(command: list[str], env: dict[str, str]) -> dict:
    with tempfile.NamedTemporaryFile(suffix=".json") as result:
        subprocess.run([sys.executable, __file__, "--launch", result.name, *command], env=env, check=True)
        run = json.loads(Path(result.name).read_text())
    if run["rc"] != 0:
        raise SystemExit(f"{' '.join(command)} failed ({run['rc']}):\n{run['stderr']}")
    return run


def ours(item: Item, model: Path, out: Path, env: dict[str, str]) -> tuple[dict, str]:
    from core.writers import read_json

    command = [sys.executable, "-m", "whisper_subtitler", "transcribe", str(item.path), "--model", str(model),
               "--compute-type", "int8", "--no-diarize", "--offline", "--format", "srt,json", "-o", str(out),
               "--overwrite", "-q"]
    run = measured(command, dict(env, PYTHONPATH=str(ROOT)))  # this checkout's code, wherever it is installed from
    return run, read_json(out / f"{item.path.stem}.json").transcript.text


def whisperx_command(python: str, item: Item, model: Path, out: Path) -> list[str]:
    command = [python, "-m", "whisperx", str(item.path), "--model", str(model), "--device", "cpu", "--compute_type",
               "int8", "--threads", "2", "--no_align", "--model_cache_only", "True", "--output_format", "json",
               "--output_dir", str(out)]
    if english_only(model):  # whisperX sets English itself only for a model *named* "*.en"
        command += ["--language", "en"]
    return command


def whisperx(python: str, item: Item, model: Path, out: Path, env: dict[str, str]) -> tuple[dict, str]:
    run = measured(whisperx_command(python, item, model, out), env)
    segments = json.loads((out / f"{item.path.stem}.json").read_text())["segments"]
    return run, " ".join(segment["text"].strip() for segment in segments)


def english_only(model: Path) -> bool:
    """A CTranslate2 Whisper folder of an English-only model: 51864 tokens, a multilingual one has 51865 or more
    (CTranslate2's own test)."""
    vocabulary = model / "vocabulary.txt"
    if vocabulary.is_file():
        return len(vocabulary.read_text(encoding="utf-8").splitlines()) < 51865
    return ".en" in model.name


def whisperx_version(python: str, env: dict[str, str]) -> str | None:
    """The version of whisperx that `python` imports, or None (with the reason printed) when it cannot."""
    probe = "import importlib.metadata, whisperx.__main__; print(importlib.metadata.version('whisperx'))"
    try:
        proc = subprocess.run([python, "-c", probe], env=env, capture_output=True, text=True, timeout=300,
                              check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        print(f"whisperX cannot be run with {python}: {error}")
        return None
    if proc.returncode != 0:
        print(f"whisperX cannot be run with {python}:\n{proc.stderr.strip()[-1500:]}")
        return None
    return proc.stdout.strip().splitlines()[-1]


def child_env(work: Path) -> dict[str, str]:
    """Offline for both; an ffmpeg on PATH for whisperX (it runs the program to read audio)."""
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    if shutil.which("ffmpeg") is None:
        from core.media import ffmpeg_executable

        folder = work / "bin"
        folder.mkdir(exist_ok=True)
        (folder / "ffmpeg").symlink_to(ffmpeg_executable())
        env["PATH"] = f"{folder}{os.pathsep}{env.get('PATH', '')}"
    return env


def seconds_of(path: Path) -> float:
    try:
        with wave.open(str(path), "rb") as w:
            return w.getnframes() / w.getframerate()
    except (wave.Error, EOFError):
        from core.media import decode_audio

        return len(decode_audio(path)) / 16000


def reference_beside(path: Path) -> str | None:
    from tests.textnorm import stm_text

    if path.with_suffix(".stm").is_file():
        return stm_text(path.with_suffix(".stm"))
    if path.with_suffix(".txt").is_file():
        return path.with_suffix(".txt").read_text()
    return None


def default_items(testdata: Path, work: Path) -> list[Item]:
    from bench.batching import MIX, joined
    from tests.textnorm import stm_text

    items = []
    for name, file, reference in FILES:
        path = testdata / file
        text = None
        if reference is not None:
            text = stm_text(testdata / reference) if reference.endswith(".stm") else (testdata / reference).read_text()
        items.append(Item(name, seconds_of(path), path, text))
    mix = joined([testdata / part for part in MIX], work / "mix.wav")
    items.append(Item("mix (4 AMI, sample, jfk x2)", seconds_of(mix), mix, None))
    return items


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--launch":
        launch(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="audio or video files (default: the mix described above)")
    parser.add_argument("--whisperx-python", default=os.environ.get("WHISPERX_PYTHON"),
                        help="the interpreter of the environment whisperX is installed in ($WHISPERX_PYTHON)")
    parser.add_argument("--models", default="tiny.en-ct2,base-ct2",
                        help="CTranslate2 model folders, comma-separated (a bare name: under --models-dir)")
    parser.add_argument("--models-dir", type=Path, default=ROOT / ".models")
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--repeat", type=int, default=3, help="pairs of runs per file and model; medians count")
    parser.add_argument("--only", default="", help="only files whose name contains one of these (comma-separated)")
    parser.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                        help="set for both commands (repeatable), e.g. OMP_WAIT_POLICY=PASSIVE: OpenMP threads that "
                             "sleep instead of spinning while they wait (see docs/GPU.md on a shared machine)")
    args = parser.parse_args()

    if not args.whisperx_python:
        print("whisperX: no interpreter given (--whisperx-python or WHISPERX_PYTHON); skipped, nothing measured")
        return
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        env = child_env(work)
        env.update(dict(setting.split("=", 1) for setting in args.env))
        version = whisperx_version(args.whisperx_python, env)
        if version is None:
            print("skipped, nothing measured")
            return
        items = ([Item(f.name, seconds_of(f), f, reference_beside(f)) for f in args.files] if args.files
                 else default_items(args.testdata, work))
        items = [item for item in items if any(part in item.name for part in args.only.split(","))]
        models = [Path(m) if "/" in m else args.models_dir / m for m in args.models.split(",")]
        rows = [measure_all(args, version, env, work, item, model) for model in models for item in items]
    print_table(args, version, models, rows)


def measure_all(args, version: str, env: dict[str, str], work: Path, item: Item, model: Path) -> dict:
    runs: dict[str, list[dict]] = {tool: [] for tool in TOOLS}
    texts: dict[str, str] = {}

    def one(tool: str) -> dict:
        out = Path(tempfile.mkdtemp(dir=work))
        if tool == "ours":
            run, text = ours(item, model, out, env)
        else:
            run, text = whisperx(args.whisperx_python, item, model, out, env)
        shutil.rmtree(out)
        texts[tool] = text
        return run

    for tool in TOOLS:  # uncounted: the first read of the model and libraries from disk
        one(tool)
    for pair in range(args.repeat):
        for tool in TOOLS if pair % 2 == 0 else TOOLS[::-1]:
            runs[tool].append(one(tool))
        print(f"  {item.name}, {model.name}, pair {pair + 1}: " + ", ".join(
            f"{tool} {runs[tool][-1]['wall']:.2f} s / {runs[tool][-1]['cpu']:.2f} CPU s / "
            f"{runs[tool][-1]['rss_mb']:.0f} MB" for tool in TOOLS), file=sys.stderr, flush=True)
    row = {"item": item, "model": model, "texts": texts}
    for key in ("wall", "cpu", "rss_mb"):
        for tool in TOOLS:
            row[f"{tool} {key}"] = statistics.median(r[key] for r in runs[tool])
        row[f"ratio {key}"] = statistics.median(a[key] / b[key] for a, b in zip(runs["ours"], runs["whisperX"],
                                                                                  strict=True))
    return row


def print_table(args, version: str, models: list[Path], rows: list[dict]) -> None:
    from tests.textnorm import wer

    sys.stderr.flush()
    print(f"\nASR only, ours (`whisper-subtitler transcribe`, default decoder) against whisperX {version} (int8, "
          f"--threads 2, --no_align, pyannote VAD, batch 8), CPU ({os.cpu_count()} cores), median of {args.repeat} "
          f"pairs (bench/peers.py{''.join(' --env ' + e for e in args.env)})\n")
    print("| file | s | model | ours wall s | whisperX wall s | wall ours/wX | ours CPU s | whisperX CPU s | "
          "CPU ours/wX | ours peak MB | whisperX peak MB | RSS ours/wX | WER ours | WER whisperX |")
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        item = row["item"]
        wers = [f"{wer(item.reference, row['texts'][tool]):.3f}" if item.reference else "" for tool in TOOLS]
        print(f"| {item.name} | {item.seconds:.0f} | {row['model'].name} | {row['ours wall']:.2f} | "
              f"{row['whisperX wall']:.2f} | {row['ratio wall']:.2f} | {row['ours cpu']:.2f} | "
              f"{row['whisperX cpu']:.2f} | {row['ratio cpu']:.2f} | {row['ours rss_mb']:.0f} | "
              f"{row['whisperX rss_mb']:.0f} | {row['ratio rss_mb']:.2f} | {wers[0]} | {wers[1]} |")
    print()
    for model in models:
        mine = [row for row in rows if row["model"] == model]
        if not mine:
            continue
        summary = ", ".join(f"{key} worst {max(r[f'ratio {key}'] for r in mine):.2f}, median "
                            f"{statistics.median(r[f'ratio {key}'] for r in mine):.2f}"
                            for key in ("wall", "cpu", "rss_mb"))
        print(f"{model.name}: ours / whisperX over {len(mine)} files: {summary}")
        scored = [r for r in mine if r["item"].reference]
        if scored:
            reference = " ".join(r["item"].reference for r in scored)
            print(f"  WER over the {len(scored)} files with a reference: " + ", ".join(
                f"{tool} {wer(reference, ' '.join(r['texts'][tool] for r in scored)):.3f}" for tool in TOOLS))


if __name__ == "__main__":
    main()
