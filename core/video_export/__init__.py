"""A video with its subtitles, from a finished job: soft subtitles muxed in without re-encoding the picture, or
subtitles burned into the picture with the speakers' ASS styles.

Two ways to run, as core.media decodes: the ffmpeg program (PATH, WHISPER_SUBTITLER_FFMPEG or imageio-ffmpeg) does
both; FFmpeg's libraries through PyAV, which every desktop bundle ships, mux soft subtitles only, because PyAV's
FFmpeg has no libass to draw them. The job's JSON is the source: the track is rendered from it as the ASS writer
renders it, so an export always shows the transcript as it is now (renamed speakers included).
"""

from core.video_export.request import CONTAINERS, MODES, VideoExport, check_request, default_output
from core.video_export.run import burn_in_problem, can_burn_in, discard_partial, export_video, run_export

__all__ = ["CONTAINERS", "MODES", "VideoExport", "burn_in_problem", "can_burn_in", "check_request", "default_output",
           "discard_partial", "export_video",
           "run_export"]
