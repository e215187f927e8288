"""A job as data: every setting captured when it is queued (JobSpec), and what came of it (JobResult).

JobSpec round-trips through JSON (schema_version checked, unknown keys rejected) so the GUI can hand it to a
spawned worker and keep it in its queue file.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.engines.base import TASKS
from core.engines.registry import AUTO, engine_choices
from core.errors import InvalidOptionError
from core.filenames import fit_stem
from core.model_names import DEFAULT_WHISPER_MODEL as DEFAULT_MODEL
from core.options import Task
from core.types import CueRules
from core.writers.formats import DEFAULT_FORMAT, check_formats
from platform_utils.batching import BATCHING, Batching
from platform_utils.facts import BACKENDS, Backend

SCHEMA_VERSION = 1


@dataclass(frozen=True, slots=True)
class JobSpec:
    input: str
    output_dir: str | None = None  # None = beside the input
    output_name: str | None = None  # outputs' file name stem; None = the input's (a GUI "keep both" retry sets it)
    formats: tuple[str, ...] = (DEFAULT_FORMAT,)  # names registered in core.writers.formats
    engine: str = AUTO  # or a name registered in core.engines.registry
    model: str = DEFAULT_MODEL
    language: str | None = None  # None = detect
    task: str = Task.TRANSCRIBE.value  # or translate: English subtitles from speech in another language
    backend: str = Backend.AUTO.value
    use_cuda: bool | None = None  # legacy setting, honoured by platform_utils
    compute_type: str | None = None  # None = what the plan picks (int8 on CPU, float16 on CUDA, ...)
    batched: str = Batching.AUTO.value  # batched inference: auto (where the plan measured it faster), on, off
    batch_size: int | None = None  # 30 s chunks decoded at once when batched; None = what the plan picks
    rules: CueRules = field(default_factory=CueRules)
    vad: bool = True
    offline: bool = False
    overwrite: bool = False
    cache_dir: str | None = None
    diarize: bool = False
    diarization_model: str | None = None
    num_speakers: int | None = None
    min_speakers: int | None = None
    max_speakers: int | None = None
    speaker_names: tuple[tuple[str, str], ...] = ()
    known_voices: bool = False  # name speakers whose voice is remembered, and remember the ones named here
    # keep the words of the JSON this job wrote before and find only the speakers again (another count): that JSON
    # and the outputs are rewritten, the transcription is not redone
    speakers_only: bool = False
    prompt: str | None = None  # text Whisper reads before decoding (style, context); None: none
    vocabulary: tuple[str, ...] = ()  # names and terms to expect and to mend near misses of (core.vocabulary)
    # (setting, source) for each setting not left at its default (core.job_settings names them, platform_utils'
    # Source the sources), so the job's warnings say where a value came from: command line, environment, settings
    sources: tuple[tuple[str, str], ...] = ()
    schema_version: int = SCHEMA_VERSION

    def __post_init__(self) -> None:
        check_formats(self.formats)
        if self.engine not in engine_choices():
            raise InvalidOptionError(f"unknown engine {self.engine!r}; allowed: {', '.join(engine_choices())}")
        if self.task not in TASKS:
            raise InvalidOptionError(f"unknown task {self.task!r}; allowed: {', '.join(TASKS)}")
        if self.backend not in BACKENDS:
            raise InvalidOptionError(f"unknown backend {self.backend!r}; allowed: {', '.join(BACKENDS)}")
        if self.batched not in BATCHING:
            raise InvalidOptionError(f"unknown batched mode {self.batched!r}; allowed: {', '.join(BATCHING)}")
        if self.batch_size is not None and self.batch_size < 1:
            raise InvalidOptionError(f"batch_size must be at least 1, got {self.batch_size}")
        for name in ("num_speakers", "min_speakers", "max_speakers"):
            value = getattr(self, name)
            if value is not None and value < 1:
                raise InvalidOptionError(f"{name} must be at least 1, got {value}")
        if self.output_name is not None and (
                not self.output_name.strip() or self.output_name in (".", "..")
                or any(c in self.output_name for c in "/\\\0")):
            raise InvalidOptionError(f"output name {self.output_name!r} is not a plain file name")
        if self.speakers_only and not self.diarize:
            raise InvalidOptionError("finding only the speakers again needs diarization on")
        if self.min_speakers and self.max_speakers and self.min_speakers > self.max_speakers:
            raise InvalidOptionError(f"min_speakers {self.min_speakers} > max_speakers {self.max_speakers}")

    @property
    def input_path(self) -> Path:
        return Path(self.input)

    @property
    def target_dir(self) -> Path:
        return Path(self.output_dir) if self.output_dir else self.input_path.parent

    @property
    def output_stem(self) -> str:
        """The outputs' file name without extension: `output_name`, else the input's name (its bytes kept, a name
        longer than the file system takes shortened with a stable hash: core.filenames.fit_stem)."""
        return fit_stem(self.output_name or self.input_path.stem)

    def source(self, setting: str) -> str:
        """Where `setting`'s value came from: cli, env, settings or default."""
        return dict(self.sources).get(setting, "default")

    @property
    def names(self) -> dict[str, str]:
        return dict(self.speaker_names)

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> JobSpec:
        return cls.from_dict(json.loads(text))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> JobSpec:
        data = dict(data)
        version = data.get("schema_version", SCHEMA_VERSION)
        if version != SCHEMA_VERSION:
            raise InvalidOptionError(f"job schema_version {version} is not supported (expected {SCHEMA_VERSION})")
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidOptionError(f"unknown job field(s): {', '.join(unknown)}")
        if isinstance(data.get("rules"), Mapping):
            data["rules"] = CueRules(**data["rules"])
        for key in ("formats", "vocabulary"):
            if key in data:
                data[key] = tuple(data[key])
        for key in ("speaker_names", "sources"):
            if key in data:
                data[key] = tuple(tuple(pair) for pair in data[key])
        return cls(**data)


@dataclass(frozen=True, slots=True)
class JobResult:
    """What a finished job produced; `outputs` exist on disk, `fallbacks` say which stage left the GPU and why."""

    input: str
    outputs: tuple[str, ...]
    duration: float
    wall_time: float
    language: str
    device: str
    engine: str
    model: str
    speakers: tuple[str, ...] = ()
    fallbacks: tuple[str, ...] = ()
    timings: Mapping[str, float] = field(default_factory=dict)

    @property
    def real_time_factor(self) -> float:
        return self.wall_time / self.duration if self.duration > 0 else 0.0
