"""Pieces of the synthetic diarization set (scripts/build_diarization_set.py puts them together)."""
