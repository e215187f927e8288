"""The review editor on an hour: how long until the cue table shows, until the waveform is drawn (first time, and
from its cache), and how long one repaint of the waveform strip and one edit take.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/editor.py [--testdata .testdata] [--minutes 60]

The hour is pyannote's sample (30 s, 2 speakers) played again and again, written once as a 16 kHz WAV, and its
transcript the sample's real job (tiny.en, offline) repeated on the same timeline: about 1,000 cues. Targets
(issue 12): the editor shows in under 1 s, the waveform in under 3 s.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def long_job(testdata: Path, models: Path, minutes: float, folder: Path) -> tuple[Path, Path]:
    """(the JSON, the WAV) of `minutes` of the sample with its transcript repeated."""
    import numpy as np

    from core.editing import Draft, save_draft
    from core.jobs import JobSpec
    from core.pipeline import run_job
    from core.types import Cue, CueRules, Word
    from core.writers import read_json

    sample = testdata / "sample.wav"
    run_job(JobSpec(input=str(sample), output_dir=str(folder), formats=("json",), engine="faster-whisper",
                    model=str(models / "tiny.en-ct2"), backend="cpu", offline=True))
    saved = read_json(folder / "sample.json")
    with wave.open(str(sample), "rb") as source:
        params, frames = source.getparams(), source.readframes(source.getnframes())
    copies = int(minutes * 60 / 30)
    audio_path = folder / "hour.wav"
    with wave.open(str(audio_path), "wb") as out:
        out.setparams(params)
        chunk = np.frombuffer(frames, dtype=np.int16)
        for _ in range(copies):
            out.writeframes(chunk.tobytes())
    step = params.nframes / params.framerate

    def moved(cue: Cue, k: int) -> Cue:
        words = tuple(Word(w.start + k * step, w.end + k * step, w.text, w.probability, w.speaker)
                      for w in cue.words)
        return Cue(cue.start_ms + round(k * step * 1000), cue.end_ms + round(k * step * 1000), cue.lines, words)

    cues = tuple(moved(cue, k) for k in range(copies) for cue in saved.cues)
    transcript = saved.transcript.replace(duration=copies * step)
    json_path = folder / "hour.json"
    save_draft(Draft(transcript, cues, saved.rules or CueRules(), saved.label_style), json_path, formats=["json"])
    return json_path, audio_path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--testdata", type=Path, default=ROOT / ".testdata")
    parser.add_argument("--models", type=Path, default=ROOT / ".models")
    parser.add_argument("--minutes", type=float, default=60.0)
    args = parser.parse_args()

    from rich.console import Console
    from rich.table import Table

    from app.__main__ import create_application
    from app.editor.window import EditorWindow
    from app.qt import QPixmap, Qt
    from core import editing

    app = create_application()
    table = Table(title=f"review editor, {args.minutes:g} min (bench/editor.py)")
    for column in ("measure", "seconds", "target"):
        table.add_column(column, justify="right")
    with tempfile.TemporaryDirectory() as tmp:
        json_path, audio = long_job(args.testdata, args.models, args.minutes, Path(tmp))
        for run in ("first", "cached"):
            started = time.perf_counter()
            editor = EditorWindow(json_path, audio, recovery_base=Path(tmp) / "recovery")
            editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
            editor.show()
            app.processEvents()
            shown = time.perf_counter() - started
            while editor.waveform.peaks is None:
                app.processEvents()
                time.sleep(0.005)
            editor.waveform.repaint()
            drawn = time.perf_counter() - started
            if run == "first":
                table.add_row(f"cues in the table ({len(editor.draft.cues)})", f"{shown:.2f}", "< 1")
            table.add_row(f"waveform drawn ({run})", f"{drawn:.2f}", "< 3")
            if run == "cached":
                pixmap = QPixmap(editor.waveform.size())
                for zoom, label in ((1000 / 60_000 * editor.waveform.width() / 10, "whole hour"), (100.0, "10 s")):
                    editor.waveform.set_zoom(zoom)
                    started = time.perf_counter()
                    for _ in range(20):
                        editor.waveform.render(pixmap)
                    table.add_row(f"waveform repaint, {label} on screen", f"{(time.perf_counter() - started) / 20:.4f}",
                                  "< 0.016")
                started = time.perf_counter()
                middle = len(editor.draft.cues) // 2
                editor.apply("bench", lambda d, row=middle: editing.nudge(d, row, 100))
                app.processEvents()
                table.add_row("one edit (nudge) shown", f"{time.perf_counter() - started:.3f}", "< 0.1")
            editor.undo.setClean()
            editor.close()
            app.processEvents()
    Console(width=120).print(table)


if __name__ == "__main__":
    main()
