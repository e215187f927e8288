"""Soft subtitles muxed with FFmpeg's libraries through PyAV, for computers without the ffmpeg program (every
desktop bundle): packets copied as they are, the ASS track encoded as ASS (MKV) or mov_text (MP4/MOV)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

from core.errors import VideoExportError
from core.video_export.track import Track, split_ass

_MS = Fraction(1, 1000)


def mux(media: Path, track: Track, target: Path, muxer: str, duration: float,
        on_fraction: Callable[[float], None]) -> None:
    """Copy the picture and sound streams of `media` into `target` with the track added; the timeline is moved to
    start at zero, as the ffmpeg program does, so the track's times (already shifted to the speech) line up."""
    import av

    header, events = split_ass(track.ass)
    try:
        # Matroska takes the source's timestamps as they are, as the ffmpeg program's output has them: left to make
        # them non-negative, the muxer moved the sound's priming packet (an AAC encoder delay, at -64 ms) to zero
        # and the picture and the subtitles 64 ms after the sound.
        options = {"avoid_negative_ts": "disabled"} if muxer == "matroska" else {}
        with av.open(str(media)) as source, av.open(str(target), "w", format=muxer, options=options) as out:
            kept = [s for s in source.streams if s.type in ("video", "audio")]
            mapping = {s.index: out.add_stream_from_template(s) for s in kept}
            subtitles = out.add_stream("ass" if muxer == "matroska" else "mov_text")
            encoder = subtitles.codec_context
            encoder.time_base = _MS
            encoder.subtitle_header = header.encode("utf-8")
            subtitles.metadata["language"] = track.language
            subtitles.metadata["title"] = track.title
            subtitles.disposition = av.stream.Disposition.default
            encoder.open()
            origin = Fraction(source.start_time or 0, 1_000_000)
            pending = sorted(events)

            def mux_events_until(seconds: float) -> None:
                # Interleaved with the picture, so a player streaming the file meets each cue in time.
                while pending and pending[0][0] <= seconds * 1000:
                    start, end, fields = pending.pop(0)
                    packet = encoder.encode_subtitle(
                        av.subtitles.subtitle.SubtitleSet.create(fields.encode("utf-8"), 0, end - start, start))
                    packet.stream = subtitles
                    packet.time_base = _MS
                    packet.pts = packet.dts = start
                    packet.duration = end - start
                    out.mux(packet)

            for packet in source.demux(*kept):
                if packet.dts is None:  # the demuxer's empty flush packet
                    continue
                shift = round(origin / packet.time_base) if packet.time_base else 0
                packet.pts = None if packet.pts is None else packet.pts - shift
                packet.dts -= shift
                seconds = float(packet.dts * packet.time_base) if packet.time_base else 0.0
                mux_events_until(seconds)
                if duration > 0 and packet.stream.type == "video":
                    on_fraction(min(1.0, seconds / duration))
                packet.stream = mapping[packet.stream.index]
                out.mux(packet)
            mux_events_until(float("inf"))
    except av.FFmpegError as error:
        raise VideoExportError(f"FFmpeg's libraries could not write the video: {error}", str(media)) from None
