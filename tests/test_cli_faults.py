"""`transcribe` on what an operator's disk really holds: names that are not UTF-8 or too long, files it may not
read, link loops, folders named like media, damaged models. Each is its own file's sentence, the queue goes on, and
the exit status tells bad input (1) from usage (2) and from an internal fault (3). Real files and the real tiny.en
model throughout; the damaged models are copies of it, cut or overwritten."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from core.cli import main
from core.exit_status import ExitStatus
from core.filenames import NAME_MAX, escape_name, fit_stem, unescape_name
from core.models.manifest import MANIFEST as MANIFEST_NAME

ROOT = Path(__file__).resolve().parent.parent


def transcribe(*args: str | Path) -> int:
    return main(["transcribe", "--quiet", "--offline", *map(str, args)])


@pytest.fixture(scope="module")
def short_wav(jfk_wav: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The first 2 s of jfk.wav: speech, and quick to transcribe."""
    from tests.media_factory import _ffmpeg

    short = tmp_path_factory.mktemp("short") / "short.wav"
    _ffmpeg("-i", str(jfk_wav), "-t", "2", str(short))
    return short


def test_names_that_are_not_utf8_or_too_long_and_odd_entries_each_get_their_own_outcome(
        short_wav: Path, ct2_tiny_en: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src, out = tmp_path / "in", tmp_path / "out"
    (src / "sub").mkdir(parents=True)
    odd = os.fsdecode(b"b_\xff\\x.wav")  # a byte that is not UTF-8, and a backslash the escape must keep apart
    shutil.copy(short_wav, src / odd)
    long_name = "L" * 251 + ".wav"  # its .json would be 256 bytes
    shutil.copy(short_wav, src / long_name)
    (src / "sub" / "x.wav").mkdir()  # a folder named like media, with nothing inside
    (src / "sub" / "loop.mp3").symlink_to("loop.mp3")
    code = transcribe(src, src / long_name, "-o", out, "--model", ct2_tiny_en, "--format", "json,srt")
    captured = capsys.readouterr()
    shown = " ".join((captured.err + captured.out).split())
    assert code == ExitStatus.BAD_INPUT, shown
    assert "Traceback" not in shown
    assert "x.wav: is a folder, not a media file" in shown
    assert "loop.mp3: a symbolic link loop" in shown
    made = sorted(os.listdir(os.fsencode(out)))
    stem = fit_stem("L" * 251)
    assert made == sorted([b"b_\xff\\x.json", b"b_\xff\\x.srt", *(os.fsencode(f"{stem}.{f}") for f in ("json", "srt"))])
    assert all(len(name) <= NAME_MAX for name in made) and stem.startswith("LLL") and "~" in stem
    assert "b_\\xff\\\\x.wav" in shown  # the report carries the name, escaped so it can be turned back
    assert unescape_name(escape_name(odd)) == odd and escape_name(odd) == "b_\\xff\\\\x.wav"


def test_a_long_output_folder_name_is_its_jobs_sentence(jfk_wav: Path, ct2_tiny_en: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    code = transcribe(jfk_wav, "-o", tmp_path / ("o" * 300), "--model", ct2_tiny_en)
    err = " ".join(capsys.readouterr().err.split())
    assert code == ExitStatus.BAD_INPUT
    assert "the path is too long" in err and "Traceback" not in err
    assert "free some space" not in err  # the advice fits the cause


def _damaged_copy(model: Path, target: Path, damage: str) -> Path:
    """A folder without the manifest `models prepare-offline` writes (as a model downloaded by hand has none), so
    the checks of the files themselves speak; a prepared folder's manifest is tested on its own below."""
    target.mkdir()
    for item in model.iterdir():
        if item.name != MANIFEST_NAME:
            os.link(item, target / item.name)  # whole files shared; the damaged one is a file of its own
    if damage == "truncated model.bin":
        (target / "model.bin").unlink()
        with (model / "model.bin").open("rb") as whole:
            (target / "model.bin").write_bytes(whole.read(1 << 20))
    elif damage == "no tokenizer.json":
        (target / "tokenizer.json").unlink()
    elif damage == "broken config.json":
        (target / "config.json").unlink()
        (target / "config.json").write_text('{"alignment_heads": [[1, ')
    return target


@pytest.mark.parametrize("damage,said", [("truncated model.bin", "model.bin is truncated"),
                                         ("no tokenizer.json", "tokenizer.json is missing"),
                                         ("broken config.json", "config.json is not valid JSON")])
def test_a_damaged_model_folder_is_one_sentence_before_any_work(damage: str, said: str, jfk_wav: Path,
                                                               ct2_tiny_en: Path, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    model = _damaged_copy(ct2_tiny_en, tmp_path / "model", damage)
    out = tmp_path / "out"
    code = transcribe(jfk_wav, jfk_wav, "-o", out, "--model", model)
    err = " ".join(capsys.readouterr().err.split())
    assert code == ExitStatus.BAD_INPUT, err
    assert f"the model {model} is damaged: {said}" in err and "Traceback" not in err
    assert not out.exists()


@pytest.fixture(scope="module")
def garbled_model(ct2_tiny_en: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tiny.en with 1 MB of random bytes in the middle of its weights, and no manifest to compare them with (a
    folder from elsewhere): it loads, and decodes nothing but `)`."""
    target = tmp_path_factory.mktemp("garbled") / "tiny.en-garbled"
    shutil.copytree(ct2_tiny_en, target, ignore=shutil.ignore_patterns(MANIFEST_NAME))
    weights = target / "model.bin"
    noise = random.Random(37).randbytes(1 << 20)
    with weights.open("r+b") as handle:
        handle.seek(weights.stat().st_size // 2)
        handle.write(noise)
    return target


def test_a_model_that_decodes_garbage_fails_the_job_naming_the_model(garbled_model: Path, short_wav: Path,
                                                                     tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    short = short_wav
    # batched: one decode at the first temperature, so the damaged model is met in seconds, not minutes
    code = transcribe(short, "-o", tmp_path / "out", "--model", garbled_model, "--vad", "--batched", "on",
                      "--batch-size", "1")
    err = " ".join(capsys.readouterr().err.split())
    assert code == ExitStatus.BAD_INPUT, err
    assert f"the model {garbled_model} produced no words" in err and "weights are damaged" in err
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_an_internal_fault_in_one_file_is_status_3_and_the_queue_goes_on(
        short_wav: Path, ct2_tiny_en: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug stands in for itself here: the lookup of a kept transcript breaks for one file."""
    from core import kept_transcripts

    real_find = kept_transcripts.find
    broken = tmp_path / "broken.wav"
    shutil.copy(short_wav, broken)

    def find(spec):  # type: ignore[no-untyped-def]  # a stand-in
        if spec.input_path == broken:
            raise KeyError("a bug")
        return real_find(spec)

    monkeypatch.setattr(kept_transcripts, "find", find)
    out = tmp_path / "out"
    code = transcribe(broken, short_wav, "-o", out, "--model", ct2_tiny_en)
    err = " ".join(capsys.readouterr().err.split())
    assert code == ExitStatus.INTERNAL
    assert "an internal error stopped this file's job (KeyError: 'a bug')" in err
    assert sorted(p.name for p in out.iterdir()) == ["short.srt"]


def test_the_help_documents_the_exit_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["transcribe", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "exit status: 0 every file done; 1 some file" in text and "3 an internal fault" in text


@pytest.mark.skipif(not shutil.which("setpriv"), reason="setpriv is needed to read as a user whom mode 000 stops")
def test_a_file_the_user_may_not_read_is_its_own_sentence(short_wav: Path, ct2_tiny_en: Path,
                                                         tmp_path: Path) -> None:
    src = tmp_path / "in"
    src.mkdir()
    locked, good = src / "locked.wav", src / "good.wav"
    shutil.copy(short_wav, locked)
    shutil.copy(short_wav, good)
    locked.chmod(0)
    # root reads anything: the CLI runs without the capabilities that override file modes, as any user does
    drop = ["setpriv", "--bounding-set=-dac_override,-dac_read_search",
            "--inh-caps=-dac_override,-dac_read_search"] if os.geteuid() == 0 else []
    proc = subprocess.run([*drop, sys.executable, "-m", "core.cli", "transcribe", "--quiet", "--offline",
                           "--model", str(ct2_tiny_en), "--cache-dir", str(tmp_path / "cache"), str(locked), str(good)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "300", "HOME": str(tmp_path)})
    err = " ".join(proc.stderr.split())
    assert proc.returncode == ExitStatus.BAD_INPUT, err
    assert f"{locked}: cannot be read: permission denied" in err and "Traceback" not in err
    assert good.with_suffix(".srt").is_file() and not locked.with_suffix(".srt").exists()


def _console(*args: str | Path, kill_at: int | None = None, cwd: Path = ROOT) -> int:
    from core.writers.journal import KILL_ENV

    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "300"}
    env.pop(KILL_ENV, None)
    if kill_at is not None:
        env[KILL_ENV] = str(kill_at)
    return subprocess.run([sys.executable, "-m", "core.cli", "transcribe", "--quiet", "--offline", *map(str, args)],
                          cwd=cwd, env=env, capture_output=True, timeout=300).returncode


def test_a_transcribe_killed_while_publishing_leaves_one_whole_set_after_the_next_run(
        short_wav: Path, ct2_tiny_en: Path, tmp_path: Path) -> None:
    """SIGKILL after the journal (step 7: one file replaced, the next one's backup made): the next run, any
    `transcribe` to that folder, finishes the publish. (Every other step, and undoing, in test_publish_journal.)"""
    import json

    out = tmp_path / "out"
    job = ("--model", ct2_tiny_en, "-o", out, "--format", "json,srt,vtt")
    assert transcribe(short_wav, *job) == 0
    old = {p.name: p.read_bytes() for p in out.iterdir()}
    assert _console(short_wav, *job, "--overwrite", "--max-chars", "20", kill_at=7) == -9
    assert any(p.name.startswith(".ws-") for p in out.iterdir())  # cut short: its temp files are there
    assert transcribe(tmp_path / "nothing here.wav", *job) == ExitStatus.BAD_INPUT  # the next run, another file
    found = {p.name: p.read_bytes() for p in out.iterdir()}
    assert sorted(found) == ["short.json", "short.srt", "short.vtt"]  # no temp file left
    rules = json.loads(found["short.json"])["cue_rules"]  # the new set, whole: its JSON, SRT and VTT agree
    srt_lines = [line for line in found["short.srt"].decode().splitlines() if line and not line[0].isdigit()]
    assert rules["max_chars_per_line"] == 20 and all(len(line) <= 20 for line in srt_lines)
    assert found["short.srt"] != old["short.srt"] and found["short.vtt"] != old["short.vtt"]


def test_a_prepared_model_whose_weights_were_overwritten_is_named_by_its_manifest(
        ct2_tiny_en: Path, jfk_wav: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder the app built carries its files' sizes and hashes: random bytes over the weights (same size, loads
    fine) are found before any work, with no decoding."""
    from core.models.manifest import write_manifest

    model = _damaged_copy(ct2_tiny_en, tmp_path / "tiny.en-ct2", "none")
    write_manifest(model)
    weights = model / "model.bin"
    whole = weights.read_bytes()
    weights.unlink()  # the hard link to the shared copy goes; this one is ours to damage
    middle = len(whole) // 2
    weights.write_bytes(whole[:middle] + random.Random(7).randbytes(1 << 20) + whole[middle + (1 << 20):])
    code = transcribe(jfk_wav, "-o", tmp_path / "out", "--model", model, "--cache-dir", tmp_path / "cache")
    err = " ".join(capsys.readouterr().err.split())
    assert code == ExitStatus.BAD_INPUT, err
    assert f"the model {model} is damaged: model.bin does not hash to what was written" in err
    assert not (tmp_path / "out").exists()
