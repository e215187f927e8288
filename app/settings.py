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
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.qt import QT_TRANSLATE_NOOP, QSettings
from core.job_settings import JobSetting, job_fields, job_settings
from core.jobs import JobSpec
from core.setting_widgets import PANEL_CONTEXT, Group, choice, custom
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


# The window's own settings: how it shows the speaker count, what it does with existing subtitles, its language.
# Declared like core's job settings (a key, a default, the allowed values, the panel's widget) so load, save and the
# panel treat every key alike; no JobSpec field takes them as they are: spec_for turns them into
# num/min/max_speakers and overwrite.
WINDOW_SETTINGS = (
    JobSetting("speakers_mode", None, str, SpeakersMode.AUTO.value, "", key="diarization/speakers_mode",
               choices=lambda: SPEAKER_MODES, widget=custom(Group.SPEAKERS, after="diarize")),  # app.settings_groups
    JobSetting("overwrite", None, str, OverwritePolicy.FAIL.value, "", key="output/overwrite",
               choices=lambda: OVERWRITE_POLICIES, context=PANEL_CONTEXT,
               label=QT_TRANSLATE_NOOP("SettingsPanel", "When subtitles already exist"),
               widget=choice(Group.OUTPUT, QT_TRANSLATE_NOOP("SettingsPanel", "If files &exist:"), lambda: (
                   (OverwritePolicy.FAIL.value, QT_TRANSLATE_NOOP("SettingsPanel", "Keep them (the job fails)")),
                   (OverwritePolicy.OVERWRITE.value, QT_TRANSLATE_NOOP("SettingsPanel", "Overwrite them")),
                   (OverwritePolicy.SKIP.value, QT_TRANSLATE_NOOP("SettingsPanel", "Skip the file"))),
                   after="output_dir")),
    JobSetting("ui_language", None, str, "system", "", key="window/ui_language", choices=lambda: UI_LANGUAGES,
               context=PANEL_CONTEXT, label=QT_TRANSLATE_NOOP("SettingsPanel", "The window's language"),
               widget=choice(Group.WINDOW, QT_TRANSLATE_NOOP("SettingsPanel", "&Interface:"), lambda: (
                   ("system", QT_TRANSLATE_NOOP("SettingsPanel", "As the system")),
                   *LANGUAGE_NAMES.items()),  # each in its own language, as a person looks for it
                   note=QT_TRANSLATE_NOOP("SettingsPanel", "A new language shows when the app starts again."))),
)


def stored_settings() -> tuple[JobSetting, ...]:
    """Every setting the window keeps in QSettings: core's job settings that have a key, then the window's own."""
    return tuple(s for s in job_settings() if s.key) + WINDOW_SETTINGS


_RULE_NAMES = tuple(f.name for f in dataclasses.fields(CueRules))
_OWN_FIELDS = ("values", "loaded")


def _in_table_order(values: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """One order for equal snapshots: the table's, then names no longer registered."""
    order = {s.name: index for index, s in enumerate(stored_settings())}
    return tuple(sorted(values.items(), key=lambda item: (order.get(item[0], len(order)), item[0])))


@dataclass(frozen=True, slots=True, init=False)
class AppSettings:
    """The window's settings: every kept setting's value, keyed by its name in the table (core.job_settings and
    WINDOW_SETTINGS); a setting never given holds its stored default. `s.model`, `s.value("model")` and, for the
    subtitle rules together, `s.rules` read it; `s.replace(model="small")` or `AppSettings(model="small")` set it.
    A setting added to the table needs nothing here."""

    values: tuple[tuple[str, Any], ...]  # (name, value), in the table's order
    # the settings whose keys the settings file held when read: where a value came from, not a choice, so not compared
    loaded: frozenset[str] = field(default=frozenset(), compare=False)

    def __init__(self, values: Mapping[str, Any] | Iterable[tuple[str, Any]] = (), *,
                 loaded: Iterable[str] = frozenset(), rules: CueRules | None = None,
                 extra: Iterable[tuple[str, Any]] = (), **named: Any) -> None:
        """`values` (a snapshot's or a mapping), then the subtitle `rules` as one CueRules, then `extra` pairs (as
        earlier versions kept settings without an attribute), then settings by name; the rest take their defaults."""
        chosen = {s.name: s.stored_default for s in stored_settings()}
        unknown = sorted(set(named) - set(chosen))
        if unknown:
            raise TypeError(f"AppSettings has no setting {unknown[0]!r}")
        chosen.update(dict(values))
        if rules is not None:
            chosen.update({name: getattr(rules, name) for name in _RULE_NAMES})
        chosen.update(dict(extra))
        chosen.update(named)
        object.__setattr__(self, "values", _in_table_order(chosen))
        object.__setattr__(self, "loaded", frozenset(loaded))

    def __getattr__(self, name: str) -> Any:
        """A setting by its name (only called for names that are not the snapshot's own)."""
        if name.startswith("_") or name in _OWN_FIELDS:  # not yet set (copying, unpickling): no setting
            raise AttributeError(name)
        values = self.as_dict()
        if name in values:
            return values[name]
        known = {s.name: s for s in stored_settings()}
        if name in known:  # registered after this snapshot was made
            return known[name].stored_default
        raise AttributeError(f"AppSettings has no setting {name!r}")

    def as_dict(self) -> dict[str, Any]:
        return dict(self.values)

    @property
    def rules(self) -> CueRules:
        values = self.as_dict()
        return CueRules(**{name: values[name] for name in _RULE_NAMES if name in values})

    @property
    def extra(self) -> tuple[tuple[str, Any], ...]:
        """Every setting as (name, value): what `extra` held when only settings without an attribute lived there."""
        return self.values

    def replace(self, **changes: Any) -> AppSettings:
        """A copy with settings changed by name (or `rules=`, `extra=`, `values=`, `loaded=` as the constructor)."""
        return AppSettings(changes.pop("values", self.values), loaded=changes.pop("loaded", self.loaded), **changes)

    def value(self, name: str) -> Any:
        """Any kept setting's value by name: an attribute, a subtitle rule, or a registered extra."""
        return self.as_dict().get(name, next((s.stored_default for s in stored_settings() if s.name == name), None))


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
        CueRules(**{name: values[name] for name in _RULE_NAMES if name in values})
    except ValueError:  # stored rules that no longer validate: fall back to the defaults rather than not start
        values.update({name: getattr(CueRules(), name) for name in _RULE_NAMES})
    return AppSettings(values, loaded=frozenset(loaded))


def save_settings(qs: QSettings, s: AppSettings) -> None:
    values = s.as_dict()
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
    values = s.as_dict()
    return {setting.name: Source.SETTINGS.value
            for setting in job_settings() if setting.key and setting.name in values
            and (setting.name in s.loaded or values[setting.name] != setting.stored_default)}


def spec_for(s: AppSettings, path: str | Path) -> JobSpec:
    """The JobSpec for one input under the current settings (raises core.errors.InvalidOptionError)."""
    values = s.as_dict()
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
