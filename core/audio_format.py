"""The one audio format every stage works on: mono float32 at Whisper's and pyannote's rate.

A module of its own with no imports, so an engine or the GUI can read the rate without loading numpy or a decoder.
"""

from __future__ import annotations

SAMPLE_RATE = 16000  # samples per second
