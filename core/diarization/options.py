"""Diarization options: one frozen object, checked once when it is made."""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import InvalidOptionError
from core.model_names import DEFAULT_DIARIZATION_MODEL as DEFAULT_MODEL


@dataclass(frozen=True, slots=True)
class DiarizationOptions:
    """`model` is a Hugging Face repo id (downloaded into our cache; needs a token) or a local pipeline directory
    (or its config.yaml). `num_speakers` overrides `min_speakers`/`max_speakers`. `offline` forbids the network:
    a hub model must then already be in the cache. `endpoint` points the hub client at a mirror."""

    model: str = DEFAULT_MODEL
    num_speakers: int | None = None
    min_speakers: int | None = None
    max_speakers: int | None = None
    cache_dir: str | None = None
    offline: bool = False
    endpoint: str | None = None

    def __post_init__(self) -> None:
        if not str(self.model).strip():
            raise InvalidOptionError("the diarization model is empty: give a hub id or a pipeline directory")
        for name in ("num_speakers", "min_speakers", "max_speakers"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
                raise InvalidOptionError(f"{name} must be a whole number of at least 1, got {value!r}")
        if self.num_speakers is None and self.min_speakers and self.max_speakers:
            if self.min_speakers > self.max_speakers:
                raise InvalidOptionError(
                    f"min_speakers ({self.min_speakers}) is greater than max_speakers ({self.max_speakers})"
                )

    def speaker_bounds(self) -> dict[str, int]:
        """The keyword arguments pyannote's pipeline takes; an exact count drops the bounds."""
        if self.num_speakers is not None:
            return {"num_speakers": self.num_speakers}
        bounds = {"min_speakers": self.min_speakers, "max_speakers": self.max_speakers}
        return {key: value for key, value in bounds.items() if value is not None}
