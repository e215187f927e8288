"""Options objects taken once, frozen, and recorded in the JSON output so anyone can see how a transcript was made."""

from __future__ import annotations

from dataclasses import dataclass

from platform_utils.strenum import StrEnum


class Task(StrEnum):
    """Whisper's two tasks: subtitles in the speech's own language, or English subtitles from speech in any language
    a multilingual model knows."""

    TRANSCRIBE = "transcribe"
    TRANSLATE = "translate"


@dataclass(frozen=True, slots=True)
class TranscribeOptions:
    language: str | None = None  # None = detect
    task: str = Task.TRANSCRIBE.value
    vad: bool = True
    word_timestamps: bool = True
    beam_size: int = 5
    temperatures: tuple[float, ...] = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
    condition_on_previous_text: bool = True
    initial_prompt: str | None = None
    # Names and terms to expect (core.vocabulary): added to every window's prompt, and faster-whisper's hotwords.
    vocabulary: tuple[str, ...] = ()
    # Decode this many 30 s chunks of speech at once (an engine whose spec says `batched`); 0 = sequentially. The
    # plan sets it per file (StagePlan.batch_size_for), so the JSON records how each transcript was decoded.
    batch_size: int = 0
