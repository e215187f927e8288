"""Every job setting declared once: its JobSpec field, type, default, CLI flag and help, QSettings key and the
settings panel's label and tooltip.

Why one table: the CLI (core.cli), the window's QSettings load/save (app.settings) and the settings panel each used
to list the settings again, with defaults typed in help strings. They now read this registry when they ask, so a
setting added here (or registered by a test or plug-in) is a flag, a saved key and a JobSpec field at once.

Defaults are read from JobSpec and CueRules, never typed here. Where a value came from travels with the job
(JobSpec.sources), so its warnings name the real source: command line, environment, settings file or default.
"""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.engines.base import TASKS
from core.engines.registry import engine_choices
from core.errors import InvalidOptionError
from core.jobs import JobSpec
from core.model_names import DEFAULT_DIARIZATION_MODEL
from core.options import Task
from core.setting_widgets import Group, Widget, check, choice, custom, folder, line, number, plain, whole
from core.types import CueRules
from core.vocabulary import parse_terms, read_vocabulary
from core.writers.formats import check_formats, format_names
from platform_utils.batching import BATCHING, Batching
from platform_utils.facts import BACKENDS
from platform_utils.preference import Source

RULES_PREFIX = "rules."  # a field "rules.max_cps" is that CueRules field of JobSpec.rules
GIVEN = "given_settings"  # the argparse Namespace attribute naming the settings typed on the command line
TRANSLATION_CONTEXT = "JobSettings"  # the context the window translates labels and tooltips in
# The language field's suggestions (any code may be typed).
LANGUAGES = ("auto", "en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "da", "no", "fi", "cs", "tr", "ru", "uk",
             "ar", "he", "hi", "ja", "ko", "zh")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks a label for lupdate without importing Qt into core; the window translates it where it shows it."""
    return text


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True, slots=True)
class JobSetting:
    """One setting of a job. `default` is the value as the user writes it (`auto` for the language); `to_job` turns
    such a value into the JobSpec field's (`auto` -> None), so `to_job(default)` is JobSpec's own default."""

    name: str  # argparse dest, the window's AppSettings key (settings.name), key in JobSpec.sources
    field: str | None  # the JobSpec field it fills ("rules.<name>" for a subtitle rule); None: no job field takes it
    kind: type  # bool, int, float, str or tuple: how a stored value is read back
    default: Any
    help: str  # CLI help; "{default}" becomes the default and "{choices}" the allowed values
    flag: str | None = None  # "--max-cps"; None: not on the command line
    short: str | None = None  # "-o"
    metavar: str | None = None
    key: str | None = None  # the QSettings key; None: the window does not keep it
    label: str = ""  # the settings panel's accessible name (translated in the window)
    tip: str = ""  # its tooltip; "{default}" as in help
    panel_default: Any = None  # what the window keeps where it cannot show `default` ("" for None, 2 speakers)
    choices: Callable[[], Sequence[str]] | None = None  # allowed values, read when asked (registries grow)
    negatable: bool = True  # a bool flag with a --no- form; False: a plain switch that is off unless given
    minimum: int | None = None  # a stored int below it is raised to it
    parse: Callable[[str], Any] | None = None  # command-line text -> value; raises InvalidOptionError
    to_job: Callable[[Any], Any] = _same
    widget: Widget | None = None  # how the settings panel shows it (core.setting_widgets); None: it does not
    context: str = TRANSLATION_CONTEXT  # the translation context of `label` and `tip`

    @property
    def stored_default(self) -> Any:
        """The window's value when its key was never saved."""
        return self.default if self.panel_default is None else self.panel_default

    def shown(self, value: Any) -> str:
        """A value as help texts and tooltips print it: 17 not 17.0, srt,vtt for a tuple."""
        if isinstance(value, bool):
            return "on" if value else "off"
        if isinstance(value, float):
            return f"{value:g}"
        if isinstance(value, tuple):
            return ",".join(str(v) for v in value)
        return str(value)

    def cli_help(self) -> str:
        choices = ",".join(self.choices()) if self.choices is not None else ""
        return self.help.format(default=self.shown(self.default), choices=choices)

    def tooltip(self) -> str:
        return self.tip.format(default=self.shown(self.default))

    def read(self, raw: Any) -> Any:
        """A value as QSettings hands it back (typed, or text from an ini file or the registry); the stored default
        where it is missing or unreadable, so a damaged or outdated settings file never stops the window."""
        fallback = self.stored_default
        if raw is None:
            return fallback
        if self.kind is bool:
            return _as_bool(raw, fallback)
        if self.kind in (int, float):
            try:
                number = self.kind(raw)
            except (TypeError, ValueError):
                return fallback
            return max(self.minimum, number) if self.minimum is not None else number
        if self.kind is tuple:
            items = [v.strip() for v in (raw.split(",") if isinstance(raw, str) else map(str, raw)) if v.strip()]
            allowed = self.choices() if self.choices is not None else None
            kept = tuple(v for v in items if allowed is None or v in allowed)  # an unknown name is dropped alone
            return kept or fallback
        text = str(raw)
        if self.choices is not None:
            return text if text in self.choices() else fallback
        return text or fallback

    def write(self, value: Any) -> Any:
        """What QSettings keeps for `value` (None: remove the key)."""
        return ",".join(value) if isinstance(value, tuple) else value


def _as_bool(value: Any, default: Any) -> Any:
    """QSettings hands back bools as bools, or as 'true'/'false'/'1' strings from an ini file or the registry."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value)
    text = str(value).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off", ""):
        return False
    return default


# --- parsers and job mappings shared by the front ends ---------------------------------------------------------------
def parse_formats(text: str) -> tuple[str, ...]:
    return check_formats(tuple(dict.fromkeys(f.strip().lower() for f in text.split(",") if f.strip())))


def parse_speaker_names(text: str) -> tuple[tuple[str, str], ...]:
    if not text.strip():
        return ()
    pairs = []
    for item in text.split(","):
        label, sep, name = item.partition("=")
        if not sep or not label.strip() or not name.strip():
            raise InvalidOptionError(f"--speaker-names wants LABEL=Name pairs separated by commas, got {item!r}")
        pairs.append((label.strip(), name.strip()))
    return tuple(pairs)


def language_for_job(text: str | None) -> str | None:
    """`auto` (or nothing) detects the language: None in the job."""
    return None if not text or text.lower() == "auto" else text.lower()


def none_if_empty(value: Any) -> Any:
    """A folder or model left empty in the window is JobSpec's None (beside the input, the default pipeline)."""
    return value or None


_DEFAULT_JOB = JobSpec(input="-")  # JobSpec's defaults are the job's: the table reads them, never repeats them


def _job_default(name: str) -> Any:
    return getattr(_DEFAULT_JOB, name)


_RULES = CueRules()


def _rule(name: str, flag: str, help_text: str, label: str, widget: Widget, tip: str = "") -> JobSetting:
    value = getattr(_RULES, name)
    kind = type(value)
    return JobSetting(name, RULES_PREFIX + name, kind, value, help_text, flag, key=f"rules/{name}", label=label,
                      tip=tip, negatable=kind is not bool, widget=widget)


def _seconds(text: str, low: float, high: float, step: float = 0.1, **more: Any) -> Widget:
    """A subtitle rule in seconds: two decimals, steps of a tenth unless said."""
    return number(Group.RULES, text, low, high, decimals=2, step=step, suffix=" s", **more)


def _terms(terms: Any) -> str:
    return ", ".join(terms)


def _speaker_count(**more: Any) -> Widget:
    """A speaker count: laid out by the speaker-count control (the window's `speakers_mode`), shown for its mode."""
    return whole(Group.SPEAKERS, "", 1, 50, placed_by="speakers_mode", **more)


def _builtin() -> tuple[JobSetting, ...]:
    return (
        JobSetting(
            "output_dir", "output_dir", str, _job_default("output_dir"),
            "where outputs go (default: beside each input)", "--output-dir", short="-o", metavar="DIR",
            key="output/folder", panel_default="", to_job=none_if_empty,
            label=QT_TRANSLATE_NOOP("JobSettings", "Output folder"),
            widget=folder(Group.OUTPUT, QT_TRANSLATE_NOOP("SettingsPanel", "&Folder:"),
                          QT_TRANSLATE_NOOP("SettingsPanel", "Choose the output folder"), after="formats",
                          placeholder=QT_TRANSLATE_NOOP("SettingsPanel", "beside each input file"))),
        JobSetting(
            "formats", "formats", tuple, _job_default("formats"), "comma-separated: {choices} (default: {default})",
            "--format", key="output/formats", choices=format_names, parse=parse_formats,
            label=QT_TRANSLATE_NOOP("JobSettings", "Output formats"),
            widget=custom(Group.OUTPUT)),  # a check box per format: app.settings_groups
        JobSetting(
            "engine", "engine", str, _job_default("engine"), "speech recognition engine (default: {default})",
            "--engine", key="engine", choices=engine_choices,
            label=QT_TRANSLATE_NOOP("JobSettings", "Engine"),
            widget=choice(Group.COMPUTE, QT_TRANSLATE_NOOP("SettingsPanel", "&Engine:"),
                          lambda: plain(engine_choices()), after="backend")),
        JobSetting(
            "model", "model", str, _job_default("model"),
            "tiny, tiny.en, base, ..., large-v3, turbo, or a local path (default: {default})", "--model", key="model",
            label=QT_TRANSLATE_NOOP("JobSettings", "Model"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "A model name, or the path of a local model folder or .pt file"),
            widget=custom(Group.MODEL)),  # the catalogue's names, those on this computer marked: app.settings_panel
        JobSetting(
            "compute_type", "compute_type", str, _job_default("compute_type"),
            "precision: int8, int8_float16, float16, float32 (default: the plan's choice)", "--compute-type"),
        JobSetting(
            "batched", "batched", str, _job_default("batched"),
            "batched inference, several 30 s stretches of speech decoded at once (faster-whisper, needs --vad): "
            "auto where it was measured faster (a GPU, for files of a minute or more; never on a CPU); on; off "
            "(default: {default})",
            "--batched", key="transcription/batched", choices=lambda: BATCHING,
            label=QT_TRANSLATE_NOOP("JobSettings", "Batched inference"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "Decode several stretches of speech at once: faster on long files. "
                                                 "Automatic batches where it was measured faster"),
            widget=choice(Group.COMPUTE, QT_TRANSLATE_NOOP("SettingsPanel", "Batc&hed inference:"), lambda: (
                (Batching.AUTO.value, QT_TRANSLATE_NOOP("SettingsPanel", "Automatic (long files, where faster)")),
                (Batching.ON.value, QT_TRANSLATE_NOOP("SettingsPanel", "Always")),
                (Batching.OFF.value, QT_TRANSLATE_NOOP("SettingsPanel", "Never"))), after="engine")),
        JobSetting(
            "batch_size", "batch_size", int, _job_default("batch_size"),
            "stretches of speech decoded at once when batched (default: the plan's choice)", "--batch-size",
            metavar="N", minimum=1),
        JobSetting(
            "language", "language", str, "auto", "auto or a language code such as en, de, fr (default: {default})",
            "--language", key="language", to_job=language_for_job,
            label=QT_TRANSLATE_NOOP("JobSettings", "Language"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "auto detects the language; or type a code such as en"),
            widget=choice(Group.MODEL, QT_TRANSLATE_NOOP("SettingsPanel", "&Language:"), lambda: plain(LANGUAGES),
                          editable=True, from_text=lambda text: text.strip().lower() or "auto")),
        JobSetting(
            "backend", "backend", str, _job_default("backend"),
            "compute backend (default: GPU_BACKEND, the settings file, or {default})", "--backend", key="gpu_backend",
            choices=lambda: BACKENDS,
            label=QT_TRANSLATE_NOOP("JobSettings", "Backend"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "Where the models run; Automatic picks the best available"),
            widget=custom(Group.COMPUTE)),  # with what the probe found: app.settings_panel
        JobSetting(
            "use_cuda", "use_cuda", bool, _job_default("use_cuda"),
            "legacy switch: --no-use-cuda with backend auto means CPU", "--use-cuda", key="use_cuda"),
        _rule("max_chars_per_line", "--max-chars", "characters per line (default: {default})",
              QT_TRANSLATE_NOOP("JobSettings", "Characters per line"),
              whole(Group.RULES, QT_TRANSLATE_NOOP("SettingsPanel", "Characters per &line:"), 10, 200)),
        _rule("max_lines", "--max-lines", "lines per cue (default: {default})",
              QT_TRANSLATE_NOOP("JobSettings", "Lines per subtitle"),
              whole(Group.RULES, QT_TRANSLATE_NOOP("SettingsPanel", "Lines per &subtitle:"), 1, 5)),
        _rule("max_cps", "--max-cps", "characters per second (default: {default})",
              QT_TRANSLATE_NOOP("JobSettings", "Characters per second"),
              number(Group.RULES, QT_TRANSLATE_NOOP("SettingsPanel", "Characters per &second:"), 5.0, 60.0,
                     decimals=1)),
        _rule("min_duration", "--min-duration", "shortest cue in seconds (default: {default})",
              QT_TRANSLATE_NOOP("JobSettings", "Shortest subtitle in seconds"),
              _seconds(QT_TRANSLATE_NOOP("SettingsPanel", "Shortest:"), 0.1, 10.0, below="max_duration")),
        _rule("max_duration", "--max-duration", "longest cue in seconds (default: {default})",
              QT_TRANSLATE_NOOP("JobSettings", "Longest subtitle in seconds"),
              _seconds(QT_TRANSLATE_NOOP("SettingsPanel", "Longest:"), 0.5, 30.0)),
        _rule("min_gap", "--min-gap", "gap between cues in seconds (default: {default})",
              QT_TRANSLATE_NOOP("JobSettings", "Smallest gap between subtitles in seconds"),
              _seconds(QT_TRANSLATE_NOOP("SettingsPanel", "Smallest &gap:"), 0.0, 1.0, step=0.01),
              QT_TRANSLATE_NOOP("JobSettings", "Subtitles closer than this are moved apart (default {default} s)")),
        _rule("max_pause", "--max-pause", "a pause longer than this ends a cue (default: {default})",
              QT_TRANSLATE_NOOP("JobSettings", "Longest pause inside a subtitle in seconds"),
              _seconds(QT_TRANSLATE_NOOP("SettingsPanel", "Longest &pause:"), 0.1, 10.0),
              QT_TRANSLATE_NOOP("JobSettings",
                                "A pause in the speech longer than this ends a subtitle (default {default} s)")),
        _rule("dialogue_dashes", "--dialogue-dashes", "two speakers in one cue as '- ' lines",
              QT_TRANSLATE_NOOP("JobSettings", "Dialogue dashes"),
              check(Group.RULES, QT_TRANSLATE_NOOP("SettingsPanel", "Two speakers in one subtitle as “- ” lines"))),
        _rule("karaoke", "--karaoke", "highlight each word as it is spoken (VTT inline timestamps, ASS \\k tags)",
              QT_TRANSLATE_NOOP("JobSettings", "Word highlighting"),
              check(Group.RULES, QT_TRANSLATE_NOOP("SettingsPanel", "Highlight each word as it is spoken (VTT, ASS)")),
              QT_TRANSLATE_NOOP("JobSettings", "Each word lights up as it is spoken, in VTT and ASS files")),
        _rule("label_single_speaker", "--label-single-speaker",
              "name the speaker in SRT, VTT and TXT even when only one speaks (by default a lone speaker goes "
              "unlabelled there and the lines keep their full width; JSON and RTTM name it always)",
              QT_TRANSLATE_NOOP("JobSettings", "Label a lone speaker"),
              check(Group.RULES, QT_TRANSLATE_NOOP("SettingsPanel", "Name the speaker even when only one speaks")),
              QT_TRANSLATE_NOOP("JobSettings", "Name the speaker in SRT, VTT and TXT files even when only one "
                                               "person speaks")),
        JobSetting(
            "task", "task", str, _job_default("task"),
            "transcribe (the speech's own language) or translate (to English; needs a multilingual model such as "
            "base) (default: {default})", "--task", key="transcription/task", choices=lambda: TASKS,
            label=QT_TRANSLATE_NOOP("JobSettings", "Task"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "Translate gives English subtitles for speech in another language"),
            widget=choice(Group.MODEL, QT_TRANSLATE_NOOP("SettingsPanel", "&Task:"), lambda: (
                (Task.TRANSCRIBE.value, QT_TRANSLATE_NOOP("SettingsPanel", "Transcribe (the speech's language)")),
                (Task.TRANSLATE.value, QT_TRANSLATE_NOOP("SettingsPanel", "Translate to English"))))),
        JobSetting(
            "prompt", "prompt", str, _job_default("prompt"),
            "text Whisper reads before decoding: context, spelling, punctuation style (default: none)", "--prompt",
            metavar="TEXT", key="transcription/prompt", panel_default="", to_job=none_if_empty,
            label=QT_TRANSLATE_NOOP("JobSettings", "Prompt"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "Text the model reads first: context, or the spelling and punctuation "
                                                 "you want"),
            widget=line(Group.MODEL, QT_TRANSLATE_NOOP("SettingsPanel", "&Prompt:"), after="vocabulary",
                        placeholder=QT_TRANSLATE_NOOP("SettingsPanel", "none"))),
        JobSetting(
            "vocabulary", "vocabulary", tuple, _job_default("vocabulary"),
            "a glossary file of names and terms (one per line or comma-separated, # comments): given to the model "
            "and near misses mended", "--vocabulary", metavar="FILE", key="transcription/vocabulary",
            parse=read_vocabulary,
            label=QT_TRANSLATE_NOOP("JobSettings", "Vocabulary"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "Names and terms, separated by commas: the model expects them, and "
                                                 "words spelled nearly like them are corrected"),
            widget=line(Group.MODEL, QT_TRANSLATE_NOOP("SettingsPanel", "&Vocabulary:"),
                        placeholder=QT_TRANSLATE_NOOP("SettingsPanel", "names, terms, …"), to_text=_terms,
                        from_text=parse_terms)),
        JobSetting(
            "vad", "vad", bool, _job_default("vad"), "skip silence with voice activity detection (default: {default})",
            "--vad", key="vad",
            label=QT_TRANSLATE_NOOP("JobSettings", "Skip silence"),
            widget=check(Group.MODEL, QT_TRANSLATE_NOOP("SettingsPanel", "Skip silence (voice activity detection)"))),
        JobSetting(
            "diarize", "diarize", bool, _job_default("diarize"), "label speakers with pyannote.audio", "--diarize",
            key="diarization/enabled",
            label=QT_TRANSLATE_NOOP("JobSettings", "Label speakers"),
            widget=check(Group.SPEAKERS, QT_TRANSLATE_NOOP("SettingsPanel", "Label speakers (diarization)"))),
        JobSetting(
            "diarization_model", "diarization_model", str, _job_default("diarization_model"),
            "a hub id or a local pipeline folder (default: the offline or community pipeline)", "--diarization-model",
            metavar="NAME|DIR", key="diarization/model", panel_default="", to_job=none_if_empty,
            label=QT_TRANSLATE_NOOP("JobSettings", "Diarization model"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "Empty for the default pipeline; or a hub id or local folder"),
            widget=folder(Group.SPEAKERS, QT_TRANSLATE_NOOP("SettingsPanel", "Pipeline:"),
                          QT_TRANSLATE_NOOP("SettingsPanel", "Choose a local diarization folder"),
                          placeholder=DEFAULT_DIARIZATION_MODEL)),
        JobSetting(
            "num_speakers", "num_speakers", int, _job_default("num_speakers"),
            "exactly this many speakers; count the people who talk, not one who only says a word, whom nothing finds "
            "and for whom another speaker is split (default: diarization decides)", "--num-speakers",
            key="diarization/num_speakers", panel_default=2, minimum=1,
            label=QT_TRANSLATE_NOOP("JobSettings", "Exact number of speakers"),
            tip=QT_TRANSLATE_NOOP("JobSettings", "Count the people who talk. Someone who only says a word cannot be "
                                                 "found, and counting them splits another speaker in two"),
            widget=_speaker_count()),
        JobSetting(
            "min_speakers", "min_speakers", int, _job_default("min_speakers"), "at least this many speakers",
            "--min-speakers", key="diarization/min_speakers", panel_default=1, minimum=1,
            label=QT_TRANSLATE_NOOP("JobSettings", "Fewest speakers"), widget=_speaker_count(below="max_speakers")),
        JobSetting(
            "max_speakers", "max_speakers", int, _job_default("max_speakers"), "at most this many speakers",
            "--max-speakers", key="diarization/max_speakers", panel_default=4, minimum=1,
            label=QT_TRANSLATE_NOOP("JobSettings", "Most speakers"), widget=_speaker_count()),
        JobSetting(
            "speaker_names", "speaker_names", tuple, _job_default("speaker_names"), "names for the diarized labels",
            "--speaker-names", metavar="A=Name,B=Name", parse=parse_speaker_names),
        JobSetting(
            "known_voices", "known_voices", bool, _job_default("known_voices"),
            "name speakers whose voice was named before, and remember the voices --speaker-names names (kept on this "
            "computer only; default: {default})", "--known-voices", key="diarization/known_voices",
            label=QT_TRANSLATE_NOOP("JobSettings", "Known voices"),
            tip=QT_TRANSLATE_NOOP(
                "JobSettings", "Naming a speaker remembers that voice on this computer; later files name it for you"),
            widget=check(Group.SPEAKERS, QT_TRANSLATE_NOOP("SettingsPanel", "Recognise voices I have named"))),
        JobSetting(
            "speakers_only", "speakers_only", bool, _job_default("speakers_only"),
            "keep the words of the JSON this file's job wrote and only find the speakers again (say how many with "
            "--num-speakers or --min/--max-speakers; implies --diarize): no transcription; that JSON and the "
            "outputs beside it are rewritten",
            "--speakers-only", negatable=False),
        JobSetting(
            "offline", "offline", bool, _job_default("offline"), "use cached models only, never the network",
            "--offline", key="models/offline", negatable=False,
            label=QT_TRANSLATE_NOOP("JobSettings", "Offline"),
            widget=check(Group.MODEL, QT_TRANSLATE_NOOP("SettingsPanel", "Offline: use downloaded models only"))),
        JobSetting(  # the window keeps a policy instead (app.settings: fail, overwrite or skip)
            "overwrite", "overwrite", bool, _job_default("overwrite"), "replace existing output files", "--overwrite",
            negatable=False),
        JobSetting(
            "cache_dir", "cache_dir", str, _job_default("cache_dir"), "model cache (default: the user cache folder)",
            "--cache-dir", metavar="DIR", key="models/cache_dir", panel_default="", to_job=none_if_empty,
            label=QT_TRANSLATE_NOOP("JobSettings", "Model cache folder"),
            widget=folder(Group.MODEL, QT_TRANSLATE_NOOP("SettingsPanel", "Model &cache:"),
                          QT_TRANSLATE_NOOP("SettingsPanel", "Choose the model cache folder"),
                          placeholder=QT_TRANSLATE_NOOP("SettingsPanel", "default user cache"))),
    )


_REGISTRY: dict[str, JobSetting] = {}


def _check_field(setting: JobSetting) -> None:
    if setting.field is None:
        return
    if setting.field.startswith(RULES_PREFIX):
        known = {f.name for f in dataclasses.fields(CueRules)}
        name = setting.field[len(RULES_PREFIX):]
    else:
        known = {f.name for f in dataclasses.fields(JobSpec)}
        name = setting.field
    if name not in known:
        raise ValueError(f"setting {setting.name!r}: JobSpec has no field {setting.field!r}")


def register(setting: JobSetting) -> None:
    """Add `setting` after the ones registered before it (the order the CLI lists flags in)."""
    if not setting.name.isidentifier():
        raise ValueError(f"a setting's name is a Python identifier, got {setting.name!r}")
    if setting.name in _REGISTRY:
        raise ValueError(f"setting {setting.name!r} is already registered")
    taken = {s.key for s in _REGISTRY.values() if s.key} | {s.flag for s in _REGISTRY.values() if s.flag}
    if (setting.key and setting.key in taken) or (setting.flag and setting.flag in taken):
        raise ValueError(f"setting {setting.name!r}: its key or flag is already taken")
    _check_field(setting)
    _REGISTRY[setting.name] = setting


def unregister(name: str) -> None:
    _REGISTRY.pop(name, None)


def job_settings() -> tuple[JobSetting, ...]:
    """Every registered setting, in registration order."""
    return tuple(_REGISTRY.values())


def job_setting(name: str) -> JobSetting:
    return _REGISTRY[name]


for _setting in _builtin():
    register(_setting)


# --- the command line -----------------------------------------------------------------------------------------------
def _note_given(namespace: argparse.Namespace, dest: str) -> None:
    setattr(namespace, GIVEN, getattr(namespace, GIVEN, frozenset()) | {dest})


class _Value(argparse.Action):
    """argparse's plain store, noting that the command line set the value (its source)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        setattr(namespace, self.dest, values)
        _note_given(namespace, self.dest)


class _Switch(argparse.Action):
    """store_true, noting the source."""

    def __init__(self, option_strings: Sequence[str], dest: str, default: Any = False, help: str | None = None,
                 **_ignored: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        setattr(namespace, self.dest, True)
        _note_given(namespace, self.dest)


class _Toggle(argparse.BooleanOptionalAction):
    """--x / --no-x, noting the source."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        super().__call__(parser, namespace, values, option_string)
        _note_given(namespace, self.dest)


def add_flags(parser: argparse.ArgumentParser, skip: Iterable[str] = ()) -> None:
    """One flag per registered setting that has one (but the settings named in `skip`), its default in the help."""
    skipped = frozenset(skip)
    for s in job_settings():
        if s.flag is None or s.name in skipped:
            continue
        names = [s.short, s.flag] if s.short else [s.flag]
        options: dict[str, Any] = {"dest": s.name, "default": s.default, "help": s.cli_help()}
        if s.kind is bool:
            parser.add_argument(*names, action=_Toggle if s.negatable else _Switch, **options)
            continue
        options["metavar"] = s.metavar or s.flag.lstrip("-").replace("-", "_").upper()
        if s.kind in (int, float):
            options["type"] = s.kind
        if s.choices is not None and s.kind is str:
            options["choices"] = s.choices()
            del options["metavar"]  # argparse shows the choices
        parser.add_argument(*names, action=_Value, **options)


def given(args: argparse.Namespace) -> frozenset[str]:
    """The settings typed on the command line (the rest hold their defaults)."""
    return frozenset(getattr(args, GIVEN, frozenset()))


def values_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """Each flag's value, command-line text parsed (a bad value raises InvalidOptionError)."""
    values: dict[str, Any] = {}
    for s in job_settings():
        if s.flag is None or not hasattr(args, s.name):  # a command may leave a flag out (add_flags' skip)
            continue
        value = getattr(args, s.name)
        values[s.name] = s.parse(value) if s.parse is not None and isinstance(value, str) else value
    return values


# --- the job ---------------------------------------------------------------------------------------------------------
def job_fields(values: Mapping[str, Any], sources: Mapping[str, str] | None = None) -> dict[str, Any]:
    """JobSpec's keyword arguments for the settings in `values` (by setting name), rules gathered into one CueRules,
    and `sources` (setting name -> Source) kept for the settings that did not come from their default."""
    fields: dict[str, Any] = {}
    rules: dict[str, Any] = {}
    for s in job_settings():
        if s.field is None or s.name not in values:
            continue
        value = s.to_job(values[s.name])
        if s.field.startswith(RULES_PREFIX):
            rules[s.field[len(RULES_PREFIX):]] = value
        else:
            fields[s.field] = value
    if rules:
        try:
            fields["rules"] = CueRules(**rules)
        except ValueError as error:
            raise InvalidOptionError(f"subtitle rules: {error}") from error
    if sources is not None:
        fields["sources"] = source_pairs(sources)
    return fields


def source_pairs(sources: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """JobSpec.sources: (setting, source) for each setting whose value did not come from its default."""
    return tuple(sorted((name, Source(source).value) for name, source in sources.items() if source != Source.DEFAULT))
