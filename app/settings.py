"""The user's choices, persisted with QSettings, and how they become a JobSpec for the next job.

`AppSettings` is a frozen snapshot; the settings panel edits a copy and saves it, and the controller reads the
current one each time a job starts, so a change takes effect for the next job and never for a running one.

Keys `gpu_backend` and `use_cuda` are the ones platform_utils' settings file uses. Legacy: earlier versions stored
only `use_cuda`; `use_cuda=false` with `gpu_backend` auto (or absent) means the CPU backend, as in
platform_utils.preference, and the value travels on in JobSpec.use_cuda so the worker applies the same rule.
Choosing a backend in the panel replaces the legacy key.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.qt import QSettings
from core.engines.registry import AUTO, engine_choices
from core.jobs import DEFAULT_MODEL, JobSpec
from core.types import CueRules
from core.writers.data import JSON
from core.writers.formats import DEFAULT_FORMAT, format_names
from platform_utils.facts import BACKENDS, Backend
from platform_utils.strenum import StrEnum

ORGANIZATION = "whisper-subtitler"
APPLICATION = "whisper-subtitler"


class SpeakersMode(StrEnum):
    """How many speakers the next job expects."""

    AUTO = "auto"  # diarization decides
    EXACT = "exact"  # num_speakers
    RANGE = "range"  # min_speakers to max_speakers


class OverwritePolicy(StrEnum):
    """What a job does when its subtitles are already there."""

    FAIL = "fail"  # keep them: the job fails, and Retry asks whether to replace them or keep both
    OVERWRITE = "overwrite"
    SKIP = "skip"  # the file is not queued


SPEAKER_MODES = tuple(mode.value for mode in SpeakersMode)
OVERWRITE_POLICIES = tuple(policy.value for policy in OverwritePolicy)
MODEL_NAMES = ("tiny", "tiny.en", "base", "base.en", "small", "small.en", "medium", "medium.en",
               "large-v2", "large-v3", "turbo")


@dataclass(frozen=True, slots=True)
class AppSettings:
    backend: str = Backend.AUTO.value
    use_cuda: bool | None = None  # the legacy key, None when it was never set
    engine: str = AUTO
    model: str = DEFAULT_MODEL
    language: str = "auto"
    vad: bool = True
    diarize: bool = False
    speakers_mode: str = SpeakersMode.AUTO.value
    num_speakers: int = 2
    min_speakers: int = 1
    max_speakers: int = 4
    diarization_model: str = ""  # "" = the default pipeline; else a hub id or a local folder
    known_voices: bool = False  # recognise voices named before, remember the ones named now (core.voices)
    formats: tuple[str, ...] = (DEFAULT_FORMAT,)
    output_dir: str = ""  # "" = beside each input
    overwrite: str = OverwritePolicy.FAIL.value
    rules: CueRules = field(default_factory=CueRules)
    cache_dir: str = ""  # "" = the user cache folder
    offline: bool = False

    def replace(self, **changes: Any) -> "AppSettings":
        return dataclasses.replace(self, **changes)


def _as_bool(value: Any, default: bool) -> bool:
    """QSettings hands back bools as bools, or as 'true'/'false'/'1' strings from an ini file or the registry."""
    if value is None:
        return default
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


def _as_int(value: Any, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def _as_float(value: Any, default: float) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return default


def _choice(value: Any, allowed: tuple[str, ...], default: str) -> str:
    return value if isinstance(value, str) and value in allowed else default


def _as_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [v for v in value.split(",") if v]
    return [str(v) for v in value]


def open_settings(path: str | Path | None = None) -> QSettings:
    """The app's QSettings: the platform's usual place, or an ini file (tests, portable installs)."""
    if path is not None:
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def load_settings(qs: QSettings) -> AppSettings:
    d = AppSettings()
    legacy = qs.value("use_cuda")
    use_cuda = None if legacy is None else _as_bool(legacy, True)
    backend = _choice(qs.value("gpu_backend"), BACKENDS, d.backend)
    if backend == Backend.AUTO and use_cuda is False:
        backend = Backend.CPU.value  # platform_utils' legacy rule (Preference.requested), shown as what it means
    r = CueRules()
    formats = tuple(f for f in _as_list(qs.value("output/formats")) if f in format_names()) or d.formats
    try:
        rules = CueRules(
            max_chars_per_line=_as_int(qs.value("rules/max_chars_per_line"), r.max_chars_per_line),
            max_lines=_as_int(qs.value("rules/max_lines"), r.max_lines),
            max_cps=_as_float(qs.value("rules/max_cps"), r.max_cps),
            min_duration=_as_float(qs.value("rules/min_duration"), r.min_duration),
            max_duration=_as_float(qs.value("rules/max_duration"), r.max_duration),
            min_gap=_as_float(qs.value("rules/min_gap"), r.min_gap),
            max_pause=_as_float(qs.value("rules/max_pause"), r.max_pause),
            dialogue_dashes=_as_bool(qs.value("rules/dialogue_dashes"), r.dialogue_dashes),
        )
    except ValueError:  # stored rules that no longer validate: fall back to the defaults rather than not start
        rules = r
    return AppSettings(
        backend=backend,
        use_cuda=use_cuda,
        engine=_choice(qs.value("engine"), engine_choices(), d.engine),
        model=str(qs.value("model") or d.model),
        language=str(qs.value("language") or d.language),
        vad=_as_bool(qs.value("vad"), d.vad),
        diarize=_as_bool(qs.value("diarization/enabled"), d.diarize),
        speakers_mode=_choice(qs.value("diarization/speakers_mode"), SPEAKER_MODES, d.speakers_mode),
        num_speakers=max(1, _as_int(qs.value("diarization/num_speakers"), d.num_speakers)),
        min_speakers=max(1, _as_int(qs.value("diarization/min_speakers"), d.min_speakers)),
        max_speakers=max(1, _as_int(qs.value("diarization/max_speakers"), d.max_speakers)),
        diarization_model=str(qs.value("diarization/model") or ""),
        known_voices=_as_bool(qs.value("diarization/known_voices"), d.known_voices),
        formats=formats,
        output_dir=str(qs.value("output/folder") or ""),
        overwrite=_choice(qs.value("output/overwrite"), OVERWRITE_POLICIES, d.overwrite),
        rules=rules,
        cache_dir=str(qs.value("models/cache_dir") or ""),
        offline=_as_bool(qs.value("models/offline"), d.offline),
    )


def save_settings(qs: QSettings, s: AppSettings) -> None:
    qs.setValue("gpu_backend", s.backend)
    if s.use_cuda is None:
        qs.remove("use_cuda")
    else:
        qs.setValue("use_cuda", s.use_cuda)
    qs.setValue("engine", s.engine)
    qs.setValue("model", s.model)
    qs.setValue("language", s.language)
    qs.setValue("vad", s.vad)
    qs.setValue("diarization/enabled", s.diarize)
    qs.setValue("diarization/speakers_mode", s.speakers_mode)
    qs.setValue("diarization/num_speakers", s.num_speakers)
    qs.setValue("diarization/min_speakers", s.min_speakers)
    qs.setValue("diarization/max_speakers", s.max_speakers)
    qs.setValue("diarization/model", s.diarization_model)
    qs.setValue("diarization/known_voices", s.known_voices)
    qs.setValue("output/formats", ",".join(s.formats))
    qs.setValue("output/folder", s.output_dir)
    qs.setValue("output/overwrite", s.overwrite)
    for f in dataclasses.fields(CueRules):
        qs.setValue(f"rules/{f.name}", getattr(s.rules, f.name))
    qs.setValue("models/cache_dir", s.cache_dir)
    qs.setValue("models/offline", s.offline)
    qs.sync()


def job_formats(s: AppSettings) -> tuple[str, ...]:
    """The formats a GUI job writes: the chosen ones plus JSON, which speaker renames are rebuilt from."""
    return tuple(dict.fromkeys((*s.formats, JSON.name)))


def spec_for(s: AppSettings, path: str | Path) -> JobSpec:
    """The JobSpec for one input under the current settings (raises core.errors.InvalidOptionError)."""
    speakers: dict[str, int | None] = {"num_speakers": None, "min_speakers": None, "max_speakers": None}
    if s.diarize and s.speakers_mode == SpeakersMode.EXACT:
        speakers["num_speakers"] = s.num_speakers
    elif s.diarize and s.speakers_mode == SpeakersMode.RANGE:
        speakers["min_speakers"], speakers["max_speakers"] = s.min_speakers, s.max_speakers
    return JobSpec(
        input=str(path),
        output_dir=s.output_dir or None,
        formats=job_formats(s),
        engine=s.engine,
        model=s.model,
        language=None if s.language in ("", "auto") else s.language,
        backend=s.backend,
        use_cuda=s.use_cuda,
        rules=s.rules,
        vad=s.vad,
        offline=s.offline,
        overwrite=s.overwrite == OverwritePolicy.OVERWRITE,
        cache_dir=s.cache_dir or None,
        diarize=s.diarize,
        diarization_model=s.diarization_model or None,
        known_voices=s.diarize and s.known_voices,
        **speakers,
    )
