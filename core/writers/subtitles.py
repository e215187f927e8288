"""SRT, WebVTT and ASS through pysubs2: we build one SSAFile from the cues (int ms) and let pysubs2 format it.

Speakers: SRT prefixes a label where a new speaker starts (core.cues.labels, the cutter left room for it), VTT
wraps each speaker's lines in <v Name> voice tags, ASS gives every speaker a named style of its own colour (and
switches style mid-cue with {\\rStyle}); neither puts the name in the text. A text with one speaker has no SRT
label and no VTT voice tag unless the rules ask for them (Document.names_speakers): some players show a voice's
name on screen, which for the only voice says nothing. ASS keeps its style and Name field, which players do not
show as text.

Karaoke (CueRules.karaoke): VTT marks each word after the cue's first with an inline timestamp, which players style
through `::cue(:past)`/`::cue(:future)`; ASS times each word with `\\k`, so the word turns from the dimmed secondary
colour to the speaker's colour when it is spoken. SRT has no such markup and stays plain.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

from core.cues.karaoke import Piece, cue_pieces, word_starts_ms
from core.cues.labels import shown_cues
from core.speaker_colours import PALETTE as SPEAKER_PALETTE
from core.speaker_colours import rgb
from core.types import Cue
from core.writers.document import Document
from core.writers.formats import OutputFormat

if TYPE_CHECKING:  # imported where a file is written: the GUI lists these formats at start-up, before it writes any
    import pysubs2

# The speakers' colours every view shows (core.speaker_colours), as RGB; Document.speakers gives their order.
PALETTE = tuple(rgb(colour) for colour in SPEAKER_PALETTE)
DEFAULT_STYLE = "Default"
KARAOKE_UNSPOKEN = (150, 150, 150)  # ASS secondary colour: a word not yet spoken, before it takes the speaker's colour


def _events_file(doc: Document, texts: list[str]) -> pysubs2.SSAFile:
    import pysubs2

    subs = pysubs2.SSAFile()
    for cue, text in zip(doc.cues, texts, strict=True):
        subs.append(pysubs2.SSAEvent(start=cue.start_ms, end=cue.end_ms, text=text))
    return subs


def _to_string(subs: pysubs2.SSAFile, format_: str, **kwargs: Any) -> str:
    buffer = io.StringIO()
    subs.to_file(buffer, format_, **kwargs)
    return buffer.getvalue()


def render_srt(doc: Document) -> str:
    texts = [r"\N".join(lines) for lines in shown_cues(doc.cues, doc.shown_label_style)]
    # keep_ssa_tags: our text carries no ASS markup, so pysubs2 must not read braces in speech as tags.
    return _to_string(_events_file(doc, texts), "srt", keep_ssa_tags=True)


def vtt_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _karaoke(doc: Document) -> bool:
    return doc.rules is not None and doc.rules.karaoke


def _pieces(doc: Document, cue: Cue) -> tuple[tuple[Piece, ...], ...] | None:
    return cue_pieces(cue) if _karaoke(doc) else None


def vtt_timestamp(ms: int) -> str:
    hours, rest = divmod(ms, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    return f"<{hours:02d}:{minutes:02d}:{rest // 1000:02d}.{rest % 1000:03d}>"


def _vtt_karaoke_lines(cue: Cue, pieces: tuple[tuple[Piece, ...], ...]) -> list[str]:
    """Each line's escaped text with a timestamp before every word spoken after the cue starts (WebVTT wants them
    strictly inside the cue and increasing)."""
    starts = iter(word_starts_ms(cue, pieces))
    latest = cue.start_ms
    lines: list[str] = []
    for line in pieces:
        body = ""
        for piece in line:
            at = next(starts)
            if latest < at < cue.end_ms:  # a dash takes the time of the word after it
                body += vtt_timestamp(at)
                latest = at
            body += vtt_escape(piece.text)
        lines.append(body)
    return lines


def render_vtt(doc: Document) -> str:
    texts: list[str] = []
    voices = doc.names_speakers
    for cue in doc.cues:
        parts: list[str] = []
        pieces = _pieces(doc, cue)
        bodies = (_vtt_karaoke_lines(cue, pieces) if pieces is not None
                  else [vtt_escape(line.text) for line in cue.lines])
        for line, body in zip(cue.lines, bodies, strict=True):
            if line.speaker is None or not voices:
                parts.append(body)
            else:
                parts.append(f"<v {vtt_escape(line.speaker)}>{body}</v>")
        texts.append(r"\N".join(parts))
    return _to_string(_events_file(doc, texts), "vtt", keep_ssa_tags=True)


def ass_style_names(speakers: tuple[str, ...]) -> dict[str, str]:
    """A unique ASS style name per speaker (no commas: they separate ASS fields)."""
    names: dict[str, str] = {}
    used = {DEFAULT_STYLE}
    for speaker in speakers:
        base = " ".join(speaker.replace(",", " ").split()) or "Speaker"
        name, n = base, 2
        while name in used:
            name, n = f"{base} {n}", n + 1
        used.add(name)
        names[speaker] = name
    return names


def _ass_text(text: str) -> str:
    # ASS has no escape for braces: they would open an override block and hide the speech.
    return text.replace("{", "(").replace("}", ")")


def _ass_karaoke_lines(cue: Cue, pieces: tuple[tuple[Piece, ...], ...]) -> list[str]:
    """Each line's text with a `{\\kN}` before every word: N centiseconds until the next word is spoken (the last:
    until it ends). Times count from the event's start as the file shows it (whole centiseconds), from rounded
    boundaries, so they add up without drift. A dash has no syllable of its own: it lights up with its word."""
    starts = word_starts_ms(cue, pieces)
    flat = [piece for line in pieces for piece in line]
    last = flat[-1].word
    end = min(max(round(last.end * 1000) if last is not None else cue.end_ms, starts[-1]), cue.end_ms)
    origin = round(cue.start_ms / 10)
    bounds = [round(t / 10) - origin for t in [*starts, end]]
    lines: list[str] = []
    n = 0
    for index, line in enumerate(pieces):
        body = ""
        if index == 0 and bounds[0] > 0:
            body += "{\\k" + str(bounds[0]) + "}"  # silence before the first word
        pending = ""
        for piece in line:
            if piece.word is None:
                pending += _ass_text(piece.text)
            else:
                body += "{\\k" + str(bounds[n + 1] - bounds[n]) + "}" + pending + _ass_text(piece.text)
                pending = ""
            n += 1
        lines.append(body + pending)
    return lines


def render_ass(doc: Document) -> str:
    import pysubs2

    subs = pysubs2.SSAFile()
    subs.info.update({"PlayResX": "1920", "PlayResY": "1080", "WrapStyle": "0"})
    base = pysubs2.SSAStyle(fontname="Arial", fontsize=64, outline=3, shadow=1, marginl=60, marginr=60, marginv=50)
    subs.styles[DEFAULT_STYLE] = base
    styles = ass_style_names(doc.speakers)
    for n, name in enumerate(styles.values()):
        style = base.copy()
        style.primarycolor = pysubs2.Color(*PALETTE[n % len(PALETTE)])
        subs.styles[name] = style
    if _karaoke(doc):
        for style in subs.styles.values():
            style.secondarycolor = pysubs2.Color(*KARAOKE_UNSPOKEN)
    for cue in doc.cues:
        first = cue.lines[0].speaker
        event_style = styles.get(first, DEFAULT_STYLE) if first is not None else DEFAULT_STYLE
        parts: list[str] = []
        current = event_style
        pieces = _pieces(doc, cue)
        bodies = (_ass_karaoke_lines(cue, pieces) if pieces is not None
                  else [_ass_text(line.text) for line in cue.lines])
        for line, body in zip(cue.lines, bodies, strict=True):
            wanted = styles.get(line.speaker, DEFAULT_STYLE) if line.speaker is not None else DEFAULT_STYLE
            prefix = "" if wanted == current else "{\\r" + wanted + "}"
            current = wanted
            parts.append(prefix + body)
        subs.append(
            pysubs2.SSAEvent(
                start=cue.start_ms, end=cue.end_ms, text=r"\N".join(parts), style=event_style, name=first or ""
            )
        )
    return _to_string(subs, "ass")


SRT = OutputFormat("srt", render_srt, bytes_per_second=60)
VTT = OutputFormat("vtt", render_vtt, bytes_per_second=60)
ASS = OutputFormat("ass", render_ass, bytes_per_second=80)
