"""Each job setting declared once (core.job_settings): the CLI's flags and help defaults, the window's QSettings keys
and the JobSpec fields all follow the table, and a job knows where each of its values came from."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core import job_settings
from core.job_settings import RULES_PREFIX, JobSetting, job_setting
from core.jobs import JobSpec
from core.types import CueRules

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def transcribe_parser() -> argparse.ArgumentParser:
    from core.cli import build_parser

    commands = next(a for a in build_parser()._actions if a.dest == "command").choices
    assert isinstance(commands, dict)
    return commands["transcribe"]


def flag_action(flag: str | None) -> argparse.Action:
    return next(a for a in transcribe_parser()._actions if flag in a.option_strings)


def job_default(setting: JobSetting) -> Any:
    """What JobSpec (or CueRules, for a rule) holds when nobody chose."""
    assert setting.field is not None
    if setting.field.startswith(RULES_PREFIX):
        return getattr(CueRules(), setting.field[len(RULES_PREFIX):])
    return getattr(JobSpec(input="a.wav"), setting.field)


@pytest.fixture
def no_outside_preference(monkeypatch, tmp_path):
    """The CLI reads GPU_BACKEND, USE_CUDA and platform_utils' settings file: none of the machine's."""
    monkeypatch.setenv("WHISPER_SUBTITLER_SETTINGS", str(tmp_path / "settings.json"))
    monkeypatch.delenv("GPU_BACKEND", raising=False)
    monkeypatch.delenv("USE_CUDA", raising=False)


# --- the CLI ---------------------------------------------------------------------------------------------------------
def test_cli_defaults_and_their_help_are_cue_rules_and_jobspec_defaults():
    rules = CueRules()
    for f in dataclasses.fields(CueRules):
        setting = job_setting(f.name)
        action = flag_action(setting.flag)
        assert action.default == getattr(rules, f.name), setting.name
        if setting.kind is not bool:
            assert f"(default: {setting.shown(getattr(rules, f.name))})" in action.help, action.help
    assert "(default: 42)" in flag_action("--max-chars").help and "(default: 17)" in flag_action("--max-cps").help
    for setting in job_settings.job_settings():
        if setting.flag is None:
            continue
        action = flag_action(setting.flag)
        value = action.default
        if setting.parse is not None and isinstance(value, str):
            value = setting.parse(value)
        assert setting.to_job(value) == job_default(setting), setting.name
        if "{default}" in setting.help:
            assert setting.shown(setting.default) + ")" in action.help, action.help
    assert "(default: base)" in flag_action("--model").help  # JobSpec's default model, not a second copy


def test_every_flag_the_cli_had_is_still_there():
    flags = {o for a in transcribe_parser()._actions for o in a.option_strings}
    assert flags >= {
        "-o", "--output-dir", "--format", "--engine", "--model", "--compute-type", "--language", "--backend",
        "--use-cuda", "--no-use-cuda", "--max-chars", "--max-lines", "--max-cps", "--min-duration", "--max-duration",
        "--min-gap", "--max-pause", "--dialogue-dashes", "--vad", "--no-vad", "--diarize", "--no-diarize",
        "--diarization-model", "--num-speakers", "--min-speakers", "--max-speakers", "--speaker-names",
        "--known-voices", "--no-known-voices", "--offline", "--overwrite", "--cache-dir", "-q", "--quiet"}


def test_cli_values_reach_the_jobspec_and_are_marked_as_typed(no_outside_preference, tmp_path):
    from core.cli import build_parser, build_specs

    args = build_parser().parse_args([
        "transcribe", str(tmp_path / "a.wav"), "--max-chars", "30", "--min-gap", "0", "--no-vad", "--language", "DE",
        "--format", "vtt,srt", "--diarize", "--num-speakers", "3", "--speaker-names", "SPEAKER_00=Ann",
        "--dialogue-dashes", "--label-single-speaker", "-o", str(tmp_path)])
    [spec] = build_specs(args)
    assert (spec.rules.max_chars_per_line, spec.rules.min_gap, spec.rules.max_cps) == (30, 0.0, CueRules().max_cps)
    assert spec.rules.dialogue_dashes and not spec.vad and spec.language == "de"
    assert spec.rules.label_single_speaker and not CueRules().label_single_speaker
    assert spec.formats == ("vtt", "srt") and spec.num_speakers == 3 and spec.names == {"SPEAKER_00": "Ann"}
    assert spec.output_dir == str(tmp_path)
    assert spec.source("max_chars_per_line") == spec.source("vad") == spec.source("formats") == "cli"
    assert spec.source("max_cps") == spec.source("model") == spec.source("backend") == "default"


def test_an_impossible_rule_on_the_command_line_is_an_option_error(no_outside_preference):
    from core.cli import main

    assert main(["transcribe", "a.wav", "--max-chars", "5"]) == 2  # core.errors.InvalidOptionError, no traceback


# --- the window's QSettings ---------------------------------------------------------------------------------------
def other_value(setting: JobSetting) -> Any:
    """A value of `setting` that is not its stored default, of the type the window keeps."""
    default = setting.stored_default
    if setting.choices is not None:
        choices = list(setting.choices())
        if setting.kind is tuple:
            return tuple(c for c in choices if c not in default)[:2]
        return next(c for c in choices if c != default)
    if setting.kind is bool:
        return not default
    if setting.kind is int:
        return default + 3
    if setting.kind is float:
        return default + 0.25
    if setting.kind is tuple:  # free items (a vocabulary): words, one with a space in it
        return ("Kestrova", "Taddeo Vrenshaw")
    return "/somewhere/else"


def test_every_kept_setting_round_trips_through_qsettings_and_maps_to_a_jobspec_field(tmp_path):
    from app.settings import load_settings, open_settings, save_settings, stored_settings

    kept = [s for s in job_settings.job_settings() if s.key]
    assert {s.name for s in kept} >= {"backend", "model", "formats", "max_cps", "diarize", "cache_dir"}
    for setting in kept:
        before = load_settings(open_settings(tmp_path / f"{setting.name}.ini"))
        assert before.value(setting.name) == setting.stored_default
        value = other_value(setting)
        values = {s.name: before.value(s.name) for s in stored_settings()} | {setting.name: value}
        changed = before.replace(**{k: v for k, v in values.items() if k in {f.name for f in
                                                                            dataclasses.fields(before)}})
        if setting.field and setting.field.startswith(RULES_PREFIX):
            changed = changed.replace(rules=dataclasses.replace(changed.rules, **{setting.name: value}))
        elif setting.name in dict(changed.extra):  # no AppSettings attribute (batched): it lives in `extra`
            changed = changed.replace(extra=tuple((k, value if k == setting.name else v) for k, v in changed.extra))
        save_settings(open_settings(tmp_path / f"{setting.name}.ini"), changed)
        loaded = load_settings(open_settings(tmp_path / f"{setting.name}.ini"))
        assert loaded.value(setting.name) == value, setting.name
        assert setting.name in loaded.loaded
        # and the job: the value lands in its JobSpec field
        fields = job_settings.job_fields({setting.name: value})
        assert setting.field is not None, setting.name
        if setting.field.startswith(RULES_PREFIX):
            assert getattr(fields["rules"], setting.name) == setting.to_job(value)
        else:
            assert fields[setting.field] == setting.to_job(value)
            assert setting.field in {f.name for f in dataclasses.fields(JobSpec)}


def test_the_ini_file_keeps_its_keys(tmp_path):
    """Existing users' settings load: the keys are those earlier versions wrote."""
    from app.settings import AppSettings, load_settings, open_settings, save_settings

    path = tmp_path / "settings.ini"
    save_settings(open_settings(path), AppSettings())
    text = path.read_text()
    for key in ("gpu_backend", "engine", "model", "language", "vad", "enabled", "speakers_mode", "num_speakers",
                "known_voices", "formats", "folder", "overwrite", "max_chars_per_line", "dialogue_dashes",
                "cache_dir", "offline"):
        assert f"{key}=" in text, key
    assert "use_cuda" not in text  # only kept once an old version set it
    for section in ("[diarization]", "[output]", "[rules]", "[models]"):
        assert section in text
    old = tmp_path / "old.ini"
    old.write_text("[General]\ngpu_backend=rocm\nmodel=small\n[rules]\nmax_cps=15.5\n[output]\nformats=vtt,gone\n")
    loaded = load_settings(open_settings(old))
    assert (loaded.backend, loaded.model, loaded.rules.max_cps, loaded.formats) == ("rocm", "small", 15.5, ("vtt",))


# --- a setting added in one place -----------------------------------------------------------------------------------
@contextlib.contextmanager
def dummy_setting() -> Iterator[JobSetting]:
    setting = JobSetting("dummy_level", None, int, 3, "how dummy (default: {default})", "--dummy-level",
                         key="dummy/level", label="Dummy level")
    job_settings.register(setting)
    try:
        yield setting
    finally:
        job_settings.unregister(setting.name)


def test_a_registered_setting_shows_up_in_qsettings_and_the_cli(tmp_path, no_outside_preference):
    from app.settings import AppSettings, load_settings, open_settings, save_settings
    from core.cli import build_parser, build_specs

    path = tmp_path / "settings.ini"
    with dummy_setting():
        # the CLI: a flag with its default in the help, parsed as its type, recorded as typed
        assert flag_action("--dummy-level").help == "how dummy (default: 3)"
        args = build_parser().parse_args(["transcribe", "a.wav", "--dummy-level", "7"])
        assert args.dummy_level == 7 and "dummy_level" in job_settings.given(args)
        assert build_parser().parse_args(["transcribe", "a.wav"]).dummy_level == 3
        assert build_specs(args)[0].source("dummy_level") == "cli"
        # the window: loaded with its default, saved under its key, loaded back
        settings = load_settings(open_settings(path))
        assert settings.value("dummy_level") == 3 and AppSettings().value("dummy_level") == 3
        save_settings(open_settings(path), settings.replace(extra=(("dummy_level", 5),)))
        assert "level=5" in path.read_text()
        assert load_settings(open_settings(path)).value("dummy_level") == 5
    assert "--dummy-level" not in {o for a in transcribe_parser()._actions for o in a.option_strings}
    assert "dummy_level" not in dict(load_settings(open_settings(path)).extra)  # built-in extras (batched) stay


def test_registration_refuses_a_setting_no_jobspec_field_takes_or_a_taken_flag():
    with pytest.raises(ValueError, match="no field 'rules.nonsense'"):
        job_settings.register(JobSetting("nonsense", "rules.nonsense", int, 1, ""))
    with pytest.raises(ValueError, match="already registered"):
        job_settings.register(job_setting("model"))
    with pytest.raises(ValueError, match="already taken"):
        job_settings.register(JobSetting("model2", "model", str, "", "", "--model"))


# --- where a value came from --------------------------------------------------------------------------------------
def plan_warnings(spec: JobSpec, monkeypatch) -> tuple[str, ...]:
    """The job's plan on a machine with only a CPU (the fakes), as the worker makes it."""
    from core import compute
    from platform_utils.probing import probe
    from tests.test_platform_fakes import fake_cpu, fake_ct2, fake_torch

    monkeypatch.setattr("platform_utils.probe_for", lambda requested: probe(fake_torch(cuda=None), fake_ct2(),
                                                                            cpu=fake_cpu()))
    return compute.plan_job(spec).warnings


def test_the_backend_warning_names_the_settings_file_in_the_window(tmp_path, monkeypatch):
    from app.settings import AppSettings, load_settings, open_settings, spec_for

    path = tmp_path / "settings.ini"
    path.write_text("[General]\ngpu_backend=rocm\n")
    spec = spec_for(load_settings(open_settings(path)), "/media/a.wav")
    assert spec.source("backend") == "settings" and spec.source("model") == "default"
    [warning] = plan_warnings(spec, monkeypatch)
    assert warning.startswith("gpu_backend rocm (settings file) is not usable here")
    assert spec_for(AppSettings(), "/media/a.wav").sources == ()  # nothing chosen: every value is a default
    assert spec_for(AppSettings(model="small"), "/media/a.wav").source("model") == "settings"  # set in the panel


def test_the_backend_warning_names_the_environment_or_the_command_line(no_outside_preference, monkeypatch):
    from core.cli import build_parser, build_specs

    monkeypatch.setenv("GPU_BACKEND", "cuda")
    [spec] = build_specs(build_parser().parse_args(["transcribe", "a.wav"]))
    assert spec.source("backend") == "env"
    assert plan_warnings(spec, monkeypatch)[0].startswith("gpu_backend cuda (environment) is not usable here")
    [spec] = build_specs(build_parser().parse_args(["transcribe", "a.wav", "--backend", "xpu"]))
    assert spec.source("backend") == "cli"
    assert plan_warnings(spec, monkeypatch)[0].startswith("gpu_backend xpu (command line) is not usable here")


def test_sources_travel_to_the_worker_with_the_job():
    spec = JobSpec(input="a.wav", backend="cpu", sources=(("backend", "env"), ("model", "settings")))
    again = JobSpec.from_json(spec.to_json())
    assert again == spec and again.source("backend") == "env" and again.source("vad") == "default"
    assert JobSpec.from_dict({"input": "a.wav"}).sources == ()  # a job saved before sources existed


def test_platform_utils_and_core_share_one_list_of_sources():
    from platform_utils.preference import SOURCES, Source, source_name

    assert SOURCES == ("cli", "env", "settings", "default")
    assert [source_name(s) for s in Source] == ["command line", "environment", "settings file", "default"]
    assert Path(job_settings.__file__).read_text(encoding="utf-8").count('"settings"') == 0  # named, not retyped


# --- the table builds the settings panel ----------------------------------------------------------------------------
def test_a_boolean_added_to_the_table_is_a_panel_widget_a_flag_and_a_kept_key(qtbot, tmp_path, monkeypatch,
                                                                             no_outside_preference):
    """One table entry and nothing else: the panel shows, reads and writes it, the CLI parses it, QSettings keeps
    it (docs/EXTENDING.md, "A setting")."""
    from app.qt import QCheckBox
    from app.settings import AppSettings, load_settings, open_settings, save_settings
    from app.settings_panel import SettingsPanel
    from core.cli import build_parser
    from core.setting_widgets import Group, check

    monkeypatch.setattr(job_settings, "_REGISTRY", dict(job_settings._REGISTRY))  # the table as it is, plus one
    job_settings.register(JobSetting(
        "dummy_switch", None, bool, False, "turn the dummy on (default: {default})", "--dummy-switch",
        key="rules/dummy_switch", label="Dummy switch", tip="Only a test's", widget=check(Group.RULES, "Dummy on")))

    # the CLI: --dummy-switch / --no-dummy-switch, its default in the help, the value among the parsed options
    assert flag_action("--dummy-switch").help == "turn the dummy on (default: off)"
    args = build_parser().parse_args(["transcribe", "a.wav", "--dummy-switch"])
    assert job_settings.values_from_args(args)["dummy_switch"] is True and "dummy_switch" in job_settings.given(args)
    assert build_parser().parse_args(["transcribe", "a.wav"]).dummy_switch is False

    # the panel: a check box in the subtitle rules' box, named by the table, shown and read back
    panel = SettingsPanel(AppSettings())
    qtbot.addWidget(panel)
    box = panel.fields["dummy_switch"]
    assert isinstance(box, QCheckBox) and box is panel.dummy_switch
    assert (box.text(), box.accessibleName(), box.toolTip()) == ("Dummy on", "Dummy switch", "Only a test's")
    assert box.parentWidget().title() == "Subtitle rules" and not box.isChecked()
    with qtbot.waitSignal(panel.settingsChanged) as changed:
        box.setChecked(True)
    assert changed.args[0].dummy_switch is True and panel.settings().value("dummy_switch") is True
    panel.set_settings(AppSettings(dummy_switch=False))
    assert not box.isChecked()
    panel.set_settings(AppSettings(dummy_switch=True))
    assert box.isChecked()

    # QSettings: saved under its key, restored, and counted as the settings file's
    path = tmp_path / "settings.ini"
    assert load_settings(open_settings(path)).dummy_switch is False
    save_settings(open_settings(path), panel.settings())
    assert "dummy_switch=true" in path.read_text()
    loaded = load_settings(open_settings(path))
    assert loaded.dummy_switch is True and "dummy_switch" in loaded.loaded


def test_the_panel_shows_every_setting_that_declares_a_widget():
    """Each kept setting with a widget is in the panel's table loop or one of its compound controls, in its group."""
    from app.setting_fields import in_group, panel_settings
    from core.setting_widgets import Group, WidgetKind

    shown = [s.name for group in Group for s in in_group(group)]
    assert sorted(shown) == sorted(s.name for s in panel_settings())
    assert {s.name for s in panel_settings() if s.widget and s.widget.kind == WidgetKind.CUSTOM} == {
        "backend", "model", "speakers_mode", "formats"}
    assert [s.name for s in in_group(Group.COMPUTE)] == ["backend", "engine", "batched"]
    assert [s.name for s in in_group(Group.OUTPUT)] == ["formats", "output_dir", "overwrite"]
