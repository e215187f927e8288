"""The subtitle pipeline without any GUI: decode, transcribe, diarize, cut cues, write files, manage models."""

__version__ = "0.1.0"
