"""Times for the editor's eyes: the ruler's tick places and labels along the waveform, and the playhead readout.

Pure functions, so the tick spacing (which must adapt to the zoom and never crowd its labels) is tested without a
window; the waveform only draws what `ticks` returns.
"""

from __future__ import annotations

# Steps a person counts in: sub-second while zoomed far in, then seconds, then minutes for an hour on screen.
NICE_STEPS_MS = (100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000,
                 600_000, 900_000, 1_800_000, 3_600_000)
MIN_LABEL_GAP_PX = 80  # room for "0:00:00" and some air; labels closer than this would run into each other


def tick_step_ms(pixels_per_second: float, min_gap_px: float = MIN_LABEL_GAP_PX) -> int:
    """The smallest nice step whose ticks are at least `min_gap_px` apart at this zoom."""
    for step in NICE_STEPS_MS:
        if step * pixels_per_second / 1000 >= min_gap_px:
            return step
    return NICE_STEPS_MS[-1]


def ticks(offset_ms: int, visible_ms: int, pixels_per_second: float,
          min_gap_px: float = MIN_LABEL_GAP_PX) -> list[tuple[int, str]]:
    """(time, label) of every tick in [offset, offset + visible]: multiples of the step, so they stay put while
    scrolling instead of sliding with the left edge."""
    step = tick_step_ms(pixels_per_second, min_gap_px)
    first = -(-max(0, offset_ms) // step) * step  # the first multiple of step at or after the left edge
    return [(ms, format_tick(ms, step)) for ms in range(first, offset_ms + visible_ms + 1, step)]


def format_tick(ms: int, step_ms: int = 1_000) -> str:
    """m:ss (h:mm:ss past an hour), with tenths only when the step is under a second."""
    seconds, rest = divmod(ms, 1000)
    minutes, seconds = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    text = f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"
    return f"{text}.{rest // 100}" if step_ms < 1000 else text


def format_position(ms: int) -> str:
    """m:ss.mmm (h:mm:ss.mmm past an hour): to the millisecond, as cue times are edited."""
    ms = max(0, int(ms))
    return f"{format_tick(ms - ms % 1000)}.{ms % 1000:03d}"
