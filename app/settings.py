"""The user's choices, persisted with QSettings, and how they become a JobSpec for the next job.

Which keys there are, their defaults and how a stored value is read come from core.job_settings (one table for the
CLI, QSettings and JobSpec); this module adds the window's own two (speaker-count mode, overwrite policy).

`AppSettings` is a frozen snapshot; the settings panel edits a copy and saves it, and the controller reads the
current one each time a job starts, so a change takes effect for the next job and never for a running one.

Keys `gpu_backend` and `use_cuda` are the ones platform_utils' settings file uses (the `backend` setting is stored
as `gpu_backend`). Legacy: earlier versions stored only `use_cuda`; `use_cuda=false` with backend auto (or absent)
means the CPU backend (platform_utils.preference.requested_backend, the one place that rule is written), and the
value travels on in JobSpec.use_cuda so the worker applies the same rule.
Choosing a backend in the panel replaces the legacy key.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.qt import QSettings
from core.job_settings import JobSetting, job_fields, job_setting, job_settings
from core.jobs import JobSpec
from core.types import CueRules
from core.writers.data import JSON
from platform_utils.preference import Source, requested_backend
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


# The window's languages, each named in itself (never translated); every one but English has
# resources/translations/whisper_subtitler_<code>.ts. "system" follows the computer's.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
UI_LANGUAGES = ("system", *LANGUAGE_NAMES)
SPEAKER_MODES = tuple(mode.value for mode in SpeakersMode)
OVERWRITE_POLICIES = tuple(policy.value for policy in OverwritePolicy)


def _stored(name: str) -> Any:
    return job_setting(name).stored_default


# The window's own settings: how it shows the speaker count and what it does with existing subtitles. Declared like
# core's job settings (a key, a default, the allowed values) so load and save treat every key alike; no JobSpec field
# takes them as they are: spec_for turns them into num/min/max_speakers and overwrite.
WINDOW_SETTINGS = (
    JobSetting("speakers_mode", None, str, SpeakersMode.AUTO.value, "", key="diarization/speakers_mode",
               choices=lambda: SPEAKER_MODES),
    JobSetting("overwrite", None, str, OverwritePolicy.FAIL.value, "", key="output/overwrite",
               choices=lambda: OVERWRITE_POLICIES),
    JobSetting("ui_language", None, str, "system", "", key="window/ui_language", choices=lambda: UI_LANGUAGES),
)


def stored_settings() -> tuple[JobSetting, ...]:
    """Every setting the window keeps in QSettings: core's job settings that have a key, then the window's own."""
    return tuple(s for s in job_settings() if s.key) + WINDOW_SETTINGS


@dataclass(frozen=True, slots=True)
class AppSettings:
    """The window's settings. The job settings' defaults come from core.job_settings (so from JobSpec and CueRules);
    a setting registered there without an attribute here lives in `extra`."""

    backend: str = _stored("backend")
    use_cuda: bool | None = _stored("use_cuda")  # the legacy key, None when it was never set
    engine: str = _stored("engine")
    batched: str = _stored("batched")  # batched inference: auto, on, off (platform_utils.batching)
    model: str = _stored("model")
    language: str = _stored("language")
    task: str = _stored("task")  # transcribe, or translate to English
    prompt: str = _stored("prompt")  # "" = none
    vocabulary: tuple[str, ...] = _stored("vocabulary")  # the glossary the window keeps between sessions
    vad: bool = _stored("vad")
    diarize: bool = _stored("diarize")
    speakers_mode: str = WINDOW_SETTINGS[0].default
    num_speakers: int = _stored("num_speakers")
    min_speakers: int = _stored("min_speakers")
    max_speakers: int = _stored("max_speakers")
    diarization_model: str = _stored("diarization_model")  # "" = the default pipeline; else a hub id or a folder
    known_voices: bool = _stored("known_voices")  # recognise voices named before, remember the ones named now
    formats: tuple[str, ...] = _stored("formats")
    output_dir: str = _stored("output_dir")  # "" = beside each input
    overwrite: str = WINDOW_SETTINGS[1].default
    ui_language: str = WINDOW_SETTINGS[2].default  # the window's language, applied at the next start
    rules: CueRules = field(default_factory=CueRules)
    cache_dir: str = _stored("cache_dir")  # "" = the user cache folder
    offline: bool = _stored("offline")
    extra: tuple[tuple[str, Any], ...] = ()  # (name, value) of registered settings with no attribute above
    # the settings whose keys the settings file held when read: where a value came from, not a choice, so not compared
    loaded: frozenset[str] = field(default=frozenset(), compare=False)

    def replace(self, **changes: Any) -> AppSettings:
        return dataclasses.replace(self, **changes)

    def value(self, name: str) -> Any:
        """Any kept setting's value by name: an attribute, a subtitle rule, or a registered extra."""
        return _values(self).get(name, next((s.stored_default for s in stored_settings() if s.name == name), None))


_OWN = frozenset(f.name for f in dataclasses.fields(AppSettings)) - {"rules", "extra", "loaded"}
_RULE_NAMES = frozenset(f.name for f in dataclasses.fields(CueRules))


def _values(s: AppSettings) -> dict[str, Any]:
    """The settings by name, flat: attributes, each subtitle rule, the extras."""
    values = {name: getattr(s, name) for name in _OWN}
    values.update({name: getattr(s.rules, name) for name in _RULE_NAMES})
    values.update(dict(s.extra))
    return values


def open_settings(path: str | Path | None = None) -> QSettings:
    """The app's QSettings: the platform's usual place, or an ini file (tests, portable installs)."""
    if path is not None:
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def load_settings(qs: QSettings) -> AppSettings:
    """Every kept setting from `qs`; one that is missing or unreadable takes its default."""
    values: dict[str, Any] = {}
    loaded: set[str] = set()
    for s in stored_settings():
        assert s.key is not None  # stored_settings() keeps only settings with a key
        raw = qs.value(s.key)
        if raw is not None:
            loaded.add(s.name)
        values[s.name] = s.read(raw)
    values["backend"] = requested_backend(values["backend"], values["use_cuda"])  # the legacy rule, shown as meant
    try:
        rules = CueRules(**{name: values.pop(name) for name in _RULE_NAMES if name in values})
    except ValueError:  # stored rules that no longer validate: fall back to the defaults rather than not start
        rules = CueRules()
    own = {name: values.pop(name) for name in _OWN}
    return AppSettings(**own, rules=rules, extra=tuple(values.items()), loaded=frozenset(loaded))


def save_settings(qs: QSettings, s: AppSettings) -> None:
    values = _values(s)
    for setting in stored_settings():
        assert setting.key is not None  # stored_settings() keeps only settings with a key
        value = values.get(setting.name, setting.stored_default)
        if value is None:
            qs.remove(setting.key)  # the legacy use_cuda, once a backend was chosen
        else:
            qs.setValue(setting.key, setting.write(value))
    qs.sync()


def job_formats(s: AppSettings) -> tuple[str, ...]:
    """The formats a GUI job writes: the chosen ones plus JSON, which speaker renames are rebuilt from."""
    return tuple(dict.fromkeys((*s.formats, JSON.name)))


def _sources(s: AppSettings) -> dict[str, str]:
    """A setting comes from the settings file when its key was read from it or the panel changed it (the panel saves
    each change); else from its default. The window reads no environment and no command line for job settings."""
    values = _values(s)
    return {setting.name: Source.SETTINGS.value
            for setting in job_settings() if setting.key and setting.name in values
            and (setting.name in s.loaded or values[setting.name] != setting.stored_default)}


def spec_for(s: AppSettings, path: str | Path) -> JobSpec:
    """The JobSpec for one input under the current settings (raises core.errors.InvalidOptionError)."""
    values = _values(s)
    fields = job_fields({setting.name: values[setting.name] for setting in job_settings()
                         if setting.key and setting.name in values}, _sources(s))
    speakers: dict[str, int | None] = {"num_speakers": None, "min_speakers": None, "max_speakers": None}
    if s.diarize and s.speakers_mode == SpeakersMode.EXACT:
        speakers["num_speakers"] = s.num_speakers
    elif s.diarize and s.speakers_mode == SpeakersMode.RANGE:
        speakers["min_speakers"], speakers["max_speakers"] = s.min_speakers, s.max_speakers
    fields.update(
        speakers,
        formats=job_formats(s),
        overwrite=s.overwrite == OverwritePolicy.OVERWRITE,
        known_voices=s.diarize and s.known_voices,
    )
    return JobSpec(input=str(path), **fields)
