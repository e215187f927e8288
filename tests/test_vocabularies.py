"""One source per vocabulary: a format or an engine added in one place shows up everywhere it is listed, and the
lists that used to be copied (kinds, stages, backends, model names) are read from their one definition."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.engines import registry
from core.engines.spec import EngineSpec, ModelFiles, ModelSource
from core.errors import ErrorKind, InvalidOptionError
from core.jobs import JobSpec
from core.types import Segment, Transcript, Word
from core.writers import OutputFormat, format_names, register, unregister, write_outputs
from core.writers.document import Document
from platform_utils.lineup import Runtime

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # the settings panel is built below
ROOT = Path(__file__).resolve().parent.parent


# --- a dummy output format: its writer module is all it takes ------------------------------------------------------
def render_dummy(doc: Document) -> str:
    """The whole writer of the dummy format: one line per cue."""
    return "".join(f"{cue.start_ms} {cue.text}\n" for cue in doc.cues)


@contextlib.contextmanager
def dummy_format() -> Iterator[OutputFormat]:
    fmt = OutputFormat("dummy", render_dummy)
    register(fmt)
    try:
        yield fmt
    finally:
        unregister(fmt.name)


def format_help() -> str:
    from core.cli import build_parser

    transcribe = next(a for a in build_parser()._actions if a.dest == "command").choices["transcribe"]
    return next(a.help for a in transcribe._actions if "--format" in a.option_strings)


def test_a_format_registered_by_its_writer_reaches_the_cli_the_gui_and_jobspec(qtbot, tmp_path, monkeypatch):
    from app.settings import AppSettings, spec_for
    from app.settings_panel import SettingsPanel
    from core.cli import build_parser, build_specs

    monkeypatch.setenv("WHISPER_SUBTITLER_SETTINGS", str(tmp_path / "settings.json"))
    monkeypatch.delenv("GPU_BACKEND", raising=False)
    monkeypatch.delenv("USE_CUDA", raising=False)
    media = tmp_path / "talk.wav"
    with dummy_format():
        assert format_names()[-1] == "dummy"
        # JobSpec validation
        assert JobSpec(input=str(media), formats=("srt", "dummy")).formats == ("srt", "dummy")
        # the CLI: listed in --format's help and accepted by it
        assert "rttm,dummy" in format_help()
        args = build_parser().parse_args(["transcribe", str(media), "--format", "srt,DUMMY"])
        assert build_specs(args)[0].formats == ("srt", "dummy")
        # the GUI: a check box in the settings panel, and the job it makes
        panel = SettingsPanel(AppSettings())
        qtbot.addWidget(panel)
        assert list(panel.format_boxes) == list(format_names())
        panel.format_boxes["dummy"].setChecked(True)
        chosen = panel.settings()
        assert chosen.formats == ("srt", "dummy")
        assert spec_for(chosen, media).formats == ("srt", "dummy", "json")
        # and the writers write it
        words = (Word(0.0, 0.5, " Hello", speaker="A"), Word(0.5, 1.0, " there.", speaker="A"))
        transcript = Transcript((Segment(0.0, 1.0, " Hello there.", words),), "en", 1.0)
        from core.cues import make_cues

        [written] = write_outputs(transcript, make_cues(words), tmp_path, "talk", ["dummy"])
        assert written.name == "talk.dummy" and written.read_text(encoding="utf-8").startswith("0 ")
    # unregistered: gone from every list again
    assert "dummy" not in format_names() and "dummy" not in format_help()
    with pytest.raises(InvalidOptionError, match=r"unknown format\(s\) dummy; allowed: srt, vtt, ass, txt, tsv, json"):
        JobSpec(input=str(media), formats=("dummy",))


def test_format_names_are_file_extensions_and_registered_once():
    with pytest.raises(ValueError, match="already registered"):
        register(OutputFormat("srt", render_dummy))
    with pytest.raises(ValueError, match="lower-case letters and digits"):
        register(OutputFormat(".Dummy", render_dummy))
    assert format_names() == ("srt", "vtt", "ass", "txt", "tsv", "json", "rttm")


# --- a dummy engine: its spec and one registration ------------------------------------------------------------------
def load_dummy(model_path, *, model_name, device, compute_type, cpu_threads):
    raise AssertionError("never loaded here")


DUMMY_ENGINE = EngineSpec(
    name="dummy-whisper",
    package="json",  # installed everywhere
    runtime=Runtime.TORCH,
    load=load_dummy,
    catalogue=lambda: [],
    source=ModelSource.URL,
    files=ModelFiles("dummy checkpoint", ".dummy", folder=False),
)


def test_an_engine_registered_once_reaches_jobspec_the_cli_the_gui_and_the_plan(qtbot, monkeypatch):
    from app.settings import AppSettings
    from app.settings_panel import SettingsPanel
    from core.availability import engine_installed
    from core.cli import build_parser
    from platform_utils.planning import plan
    from platform_utils.preference import Preference
    from platform_utils.probing import probe
    from tests.test_platform_fakes import ARC_A770, fake_cpu, fake_ct2, fake_torch

    monkeypatch.setattr(registry, "ENGINES", (*registry.ENGINES, DUMMY_ENGINE))
    assert JobSpec(input="a.wav", engine="dummy-whisper").engine == "dummy-whisper"
    assert engine_installed("dummy-whisper")
    transcribe = next(a for a in build_parser()._actions if a.dest == "command").choices["transcribe"]
    engine_flag = next(a for a in transcribe._actions if a.dest == "engine")
    assert list(engine_flag.choices) == ["auto", "faster-whisper", "openai-whisper", "dummy-whisper"]
    panel = SettingsPanel(AppSettings())
    qtbot.addWidget(panel)
    assert panel.engine.findData("dummy-whisper") >= 0
    # platform_utils places it by its runtime: torch, so on the Intel GPU like any torch engine
    intel = probe(fake_torch(cuda=None, xpu_gpus=(ARC_A770,)), fake_ct2(), cpu=fake_cpu())
    asr = plan(intel, Preference(), registry.lineup(), asr_engine="dummy-whisper").asr
    assert (asr.engine, asr.runtime, asr.device, asr.compute_type) == ("dummy-whisper", Runtime.TORCH, "xpu:0",
                                                                      "float32")
    monkeypatch.undo()
    with pytest.raises(InvalidOptionError, match="unknown engine 'dummy-whisper'"):
        JobSpec(input="a.wav", engine="dummy-whisper")


def test_platform_utils_knows_runtimes_not_engines():
    """platform_utils decides by runtime: no module of it names an engine, except where the versions of the installed
    distributions are listed for `info` (report.VERSION_KEYS, probing's distribution list)."""
    listed_only = {"report.py", "probing.py"}
    for path in sorted((ROOT / "platform_utils").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "import core" not in text and "from core" not in text, path.name
        if path.name in listed_only:
            continue
        for name in (*registry.engine_names(), "pyannote"):
            assert f'"{name}"' not in text, f"{path.name} names the engine {name}"


# --- the other vocabularies ---------------------------------------------------------------------------------------
def test_every_error_kind_has_advice_and_every_error_class_a_kind():
    import core.errors
    from app.failure_help import ADVICE

    assert set(ADVICE) == set(ErrorKind)
    classes = [c for c in vars(core.errors).values()
               if isinstance(c, type) and issubclass(c, core.errors.SubtitlerError)]
    assert all(isinstance(c.kind, ErrorKind) for c in classes)


def test_the_shared_model_names_are_defined_once():
    from app.settings import AppSettings
    from core import compute
    from core.diarization.options import DiarizationOptions
    from core.model_names import DEFAULT_DIARIZATION_MODEL, DEFAULT_WHISPER_MODEL
    from core.models.offline_whisper import CT2_NAME, PT_NAME

    assert JobSpec(input="a.wav").model == AppSettings().model == DEFAULT_WHISPER_MODEL
    assert DiarizationOptions().model == compute.DEFAULT_DIARIZATION_MODEL == DEFAULT_DIARIZATION_MODEL
    assert (CT2_NAME, PT_NAME) == ("tiny.en-ct2", "tiny.en.pt")
    assert {e: registry.offline_model_file(e) for e in registry.engine_names()} == {
        "faster-whisper": "tiny.en-ct2", "openai-whisper": "tiny.en.pt"}
    sources = [p for p in (ROOT / "core").rglob("*.py") if p.name != "model_names.py"]
    sources += list((ROOT / "app").glob("*.py"))
    for path in sources:
        assert f'"{DEFAULT_DIARIZATION_MODEL}"' not in path.read_text(encoding="utf-8"), path


def test_tasks_and_label_styles_are_enums_with_the_values_written_out():
    from core.cues.labels import DEFAULT_LABEL_STYLE, LABEL_STYLES, LabelStyle, label
    from core.engines.base import TASKS
    from core.options import Task, TranscribeOptions

    assert TASKS == ("transcribe", "translate") == tuple(Task)
    assert LABEL_STYLES == ("bracket", "colon", "none") == tuple(LabelStyle)
    assert DEFAULT_LABEL_STYLE == LabelStyle.BRACKET and type(DEFAULT_LABEL_STYLE) is str
    assert JobSpec(input="a.wav").task == TranscribeOptions().task == Task.TRANSCRIBE
    assert JobSpec.from_json(JobSpec(input="a.wav", task=Task.TRANSLATE).to_json()).task == "translate"
    assert (label("A", LabelStyle.BRACKET), label("A", "colon"), label("A", LabelStyle.NONE)) == ("[A] ", "A: ", "")


def test_each_format_declares_its_size_per_second_for_the_free_space_check():
    from core.writers.destination import estimate_output_bytes
    from core.writers.formats import DEFAULT_BYTES_PER_SECOND, bytes_per_second

    assert {name: bytes_per_second(name) for name in format_names()} == {
        "srt": 60, "vtt": 60, "ass": 80, "txt": 30, "tsv": 100, "json": 600, "rttm": 100}
    with dummy_format():
        assert bytes_per_second("dummy") == DEFAULT_BYTES_PER_SECOND
        assert estimate_output_bytes(10, ["dummy"]) == estimate_output_bytes(10, ["tsv"])
    register(OutputFormat("big", render_dummy, bytes_per_second=10_000))
    try:
        assert estimate_output_bytes(10, ["big"]) - estimate_output_bytes(10, ["tsv"]) == 10 * (10_000 - 100)
    finally:
        unregister("big")


def test_the_window_lists_the_model_catalogue(qtbot):
    from app.settings import AppSettings
    from app.settings_panel import SettingsPanel
    from core.engines.faster import MODEL_REPOS
    from core.models.catalog import model_names

    assert model_names() == tuple(MODEL_REPOS)
    assert {"large-v3-turbo", "distil-large-v3", "tiny.en", "turbo"} <= set(model_names())
    panel = SettingsPanel(AppSettings())
    qtbot.addWidget(panel)
    assert [panel.model.itemText(i) for i in range(len(model_names()))] == list(model_names())


def test_cli_hints_follow_the_error_kind_and_its_flag_not_its_words():
    import pickle

    from core.cli import cli_hint
    from core.errors import DestinationError, ModelNotFoundError, OutputExistsError, TokenMissingError

    spec = JobSpec(input="a.wav", model="small")
    # the words alone no longer decide: a message without them still gets its hint, and one with them none
    assert cli_hint(OutputExistsError("x"), spec) == " (use --overwrite to replace)"
    assert cli_hint(OutputExistsError("would overwrite a.srt; a folder", replaceable=False), spec) == ""
    assert "models download small --engine faster-whisper" in cli_hint(ModelNotFoundError("x", needs_download=True),
                                                                         spec)
    assert cli_hint(ModelNotFoundError("offline mode is on"), spec) == ""
    assert cli_hint(DestinationError("x", full=True), spec).startswith(" (free some space or choose another folder")
    assert cli_hint(DestinationError("the disk is full"), spec).startswith(" (choose another folder with -o")
    assert "--diarization-model" in cli_hint(TokenMissingError("x"), spec)
    assert cli_hint(InvalidOptionError("would overwrite"), spec) == ""
    # the flags cross a process boundary with the error
    flagged = (OutputExistsError("m", "p", False), ModelNotFoundError("m", "p", True), DestinationError("m", "p", True))
    for error in flagged:
        copy = pickle.loads(pickle.dumps(error))
        assert (type(copy), copy.args, str(copy)) == (type(error), error.args, str(error))
        assert vars(copy) == vars(error)


def test_the_legacy_backend_rule_is_written_once():
    from platform_utils.preference import Preference, requested_backend

    assert requested_backend("auto", False) == "cpu"
    assert [requested_backend(b, u) for b, u in (("auto", None), ("auto", True), ("cuda", False), ("cpu", True))] == [
        "auto", "auto", "cuda", "cpu"]
    assert Preference("auto", False).requested == "cpu" and Preference("rocm", False, "cli").gpu_backend == "rocm"
    assert Preference("rocm", None, "cli").gpu_backend_source == Preference("rocm", None, "cli").backend_source
    for path in (ROOT / "app" / "settings.py", ROOT / "core" / "batch" / "command.py"):
        text = path.read_text(encoding="utf-8")
        assert "requested_backend(" in text and "use_cuda is False" not in text and "use_cuda is not False" not in text
