"""The subtitle track an export carries: the job's transcript rendered as ASS (speaker styles and all), moved onto
the video's clock, and the language tag a player shows for it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.options import Task
from core.writers.data import read_json
from core.writers.document import Document
from core.writers.subtitles import render_ass

ASS_EVENT_FIELDS = "Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text"


@dataclass(frozen=True, slots=True)
class Track:
    ass: str  # the whole ASS file, times already on the video's clock
    language: str  # ISO 639-2/B, as Matroska and MP4 want ("ger", "eng"; "und" when unknown)
    title: str


def language_tag(code: str | None) -> str:
    """Whisper's language code as a container's three-letter tag, through langcodes (not a table of our own)."""
    if not code:
        return "und"
    import langcodes

    try:
        return str(langcodes.Language.get(code).to_alpha3(variant="B"))
    except (LookupError, ValueError):
        return "und"


def build_track(transcript: Path, stem: str, speech_origin: float) -> Track:
    """The ASS of the transcript as it is saved now, moved `speech_origin` seconds later (streams.MediaStreams)."""
    import pysubs2

    saved = read_json(transcript)
    doc = Document(saved.transcript, saved.cues, stem, saved.label_style, saved.rules)
    subs = pysubs2.SSAFile.from_string(render_ass(doc))
    shift_ms = round(speech_origin * 1000)
    if shift_ms:
        subs.shift(ms=shift_ms)
    task = str(saved.transcript.options.get("transcribe", {}).get("task", Task.TRANSCRIBE))
    # A translation is English whatever was spoken; the title says which language the speech was and what was done.
    spoken = saved.transcript.language
    language = "en" if task == Task.TRANSLATE else spoken
    title = f"{spoken} translated to English" if task == Task.TRANSLATE else f"{spoken or 'unknown language'}"
    return Track(ass=subs.to_string("ass"), language=language_tag(language), title=f"{title} (whisper-subtitler)")


def split_ass(ass: str) -> tuple[str, list[tuple[int, int, str]]]:
    """The header an ASS encoder needs (styles, play resolution) and each event as (start ms, end ms, the event's
    fields after its start and end, as FFmpeg's ASS encoders take them: "ReadOrder,Layer,Style,...,Text")."""
    import pysubs2

    subs = pysubs2.SSAFile.from_string(ass)
    header = ass[: ass.index("[Events]")] + f"[Events]\nFormat: {ASS_EVENT_FIELDS}\n"
    events = [
        (event.start, event.end,
         f"{n},{event.layer},{event.style},{event.name},{event.marginl},{event.marginr},{event.marginv},"
         f"{event.effect},{event.text}")
        for n, event in enumerate(e for e in subs if not e.is_comment)
    ]
    return header, events
