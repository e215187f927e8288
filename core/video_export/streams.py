"""What an export needs to know of the media's streams, read with PyAV (always installed: faster-whisper needs it):
the codecs, to tell before muxing whether MP4 can hold them, and where the speech starts on the video's clock."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.errors import VideoExportError

# What FFmpeg's MP4/MOV muxer takes without re-encoding; MKV takes anything.
MP4_VIDEO = frozenset({"h264", "hevc", "mpeg4", "av1", "vp9", "mjpeg", "prores", "mpeg2video", "mpeg1video"})
MP4_AUDIO = frozenset({"aac", "mp3", "alac", "ac3", "eac3", "opus", "flac", "mp2"})


@dataclass(frozen=True, slots=True)
class MediaStreams:
    video_codec: str
    audio_codecs: tuple[str, ...]
    speech_origin: float  # seconds from the timeline's start to the first audio sample


def read_streams(media: Path) -> MediaStreams:
    """Cue times count from the first decoded sample; a container whose audio starts after its picture (an AAC
    priming delay, a trimmed recording) would show every cue that much early without `speech_origin`. FFmpeg's
    program and our PyAV muxer both move the output to start at zero, so that shift is all that differs."""
    import av

    try:
        with av.open(str(media)) as container:
            video = container.streams.video
            audio = container.streams.audio
            starts = [float(s.start_time * s.time_base) for s in (*video, *audio)
                      if s.start_time is not None and s.time_base is not None]
            audio_starts = [float(s.start_time * s.time_base) for s in audio
                            if s.start_time is not None and s.time_base is not None]
            video_codec = video[0].codec_context.name if video else ""
            audio_codecs = tuple(s.codec_context.name for s in audio)
    except av.FFmpegError as error:
        raise VideoExportError(f"cannot read the media's streams: {error}", str(media)) from None
    origin = max(0.0, audio_starts[0] - min(starts)) if audio_starts and starts else 0.0
    return MediaStreams(video_codec, audio_codecs, origin)


def check_mp4_copy(streams: MediaStreams, media: Path) -> None:
    """A soft-subtitle MP4 copies the picture as it is: refuse a codec MP4 cannot hold, before any work."""
    if streams.video_codec not in MP4_VIDEO:
        raise VideoExportError(
            f"its video ({streams.video_codec}) cannot go into MP4 without re-encoding: export MKV instead, or burn "
            "the subtitles in", str(media))


def mp4_audio_copies(streams: MediaStreams) -> bool:
    """Whether every audio stream goes into MP4 as it is (otherwise it is re-encoded to AAC)."""
    return all(codec in MP4_AUDIO for codec in streams.audio_codecs)
