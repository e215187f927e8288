"""Shared fixtures: where the offline models (`make test` builds .models/), the real speech (.testdata/) and the
synthetic diarization set (.diarset/, scripts/build_diarization_set.py) live."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODELS_DIR = Path(os.environ.get("WS_MODELS_DIR", ROOT / ".models"))
TESTDATA_DIR = Path(os.environ.get("WS_TESTDATA_DIR", ROOT / ".testdata"))
DIARSET_DIR = Path(os.environ.get("WS_DIARSET_DIR", ROOT / ".diarset"))
SPEAKER_EVAL_DIR = Path(os.environ.get("WS_SPEAKER_EVAL_DIR", ROOT / ".speakereval"))


def pytest_configure(config: pytest.Config) -> None:
    _own_cpus_per_worker()


def _own_cpus_per_worker() -> None:
    """Where pytest-xdist runs the suite in several workers (`make test` runs two), each worker gets its own share of
    the CPUs, and the engines plan one thread per CPU it may use (platform_utils.cpu.usable_cpus), so no worker's
    threads spin on the cores the other one computes on. Processes a test starts inherit the share."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0") or 0)
    if not worker.startswith("gw") or count < 2 or not hasattr(os, "sched_setaffinity"):
        return
    cpus = sorted(os.sched_getaffinity(0))
    if len(cpus) >= count:
        os.sched_setaffinity(0, cpus[int(worker[2:]) % count::count])


@pytest.fixture(autouse=True, scope="session")
def _own_probe_cache(tmp_path_factory: pytest.TempPathFactory):
    """The device probe's disk cache in a folder of the test run's, for this process and the ones it starts: tests
    neither read a cache left by the user's runs nor leave one behind."""
    from platform_utils.probe_cache import CACHE_ENV

    before = os.environ.get(CACHE_ENV)
    os.environ[CACHE_ENV] = str(tmp_path_factory.mktemp("probe-cache") / "device-probe.json")
    yield
    if before is None:
        os.environ.pop(CACHE_ENV, None)
    else:
        os.environ[CACHE_ENV] = before


def _need(path: Path) -> Path:
    if not path.exists():
        pytest.fail(f"{path} is missing: run `make test` (it prepares models and test data)", pytrace=False)
    return path


@pytest.fixture(scope="session")
def models_dir() -> Path:
    return _need(MODELS_DIR)


@pytest.fixture(scope="session")
def ct2_tiny_en(models_dir: Path) -> Path:
    return _need(models_dir / "tiny.en-ct2")


@pytest.fixture(scope="session")
def job_whisper(ct2_tiny_en: Path):
    """tiny.en as a CPU job loads it (scripts/diarset/word_names.load_whisper), loaded once for every quality test
    that transcribes many recordings with it: a load is about a second, and the engine keeps nothing between
    recordings, so each recording's words are those of an engine loaded for it alone."""
    from scripts.diarset.word_names import load_whisper

    engine = load_whisper(ct2_tiny_en)
    yield engine
    engine.close()


@pytest.fixture(scope="session")
def pt_tiny_en(models_dir: Path) -> Path:
    return _need(models_dir / "tiny.en.pt")


@pytest.fixture(scope="session")
def bundle_models(models_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What an installed app's models/ folder holds (tiny.en for each engine and the diarization pipeline), linked
    from .models, which holds more (the multilingual base for the language tests)."""
    from core.model_names import OFFLINE_DIARIZATION_DIR
    from core.models.offline_whisper import CT2_NAME, PT_NAME

    folder = tmp_path_factory.mktemp("bundle-models")
    for name in (CT2_NAME, PT_NAME, OFFLINE_DIARIZATION_DIR):
        (folder / name).symlink_to(models_dir / name, target_is_directory=(models_dir / name).is_dir())
    return folder


@pytest.fixture(scope="session")
def diarization_dir(models_dir: Path) -> Path:
    return _need(models_dir / "diarization")


@pytest.fixture(scope="session")
def testdata() -> Path:
    return _need(TESTDATA_DIR)


@pytest.fixture(scope="session")
def jfk_wav(testdata: Path) -> Path:
    return _need(testdata / "jfk.wav")


@pytest.fixture(scope="session")
def jfk_text(testdata: Path) -> str:
    return _need(testdata / "jfk.txt").read_text().strip()


@pytest.fixture(scope="session")
def sample_wav(testdata: Path) -> Path:
    return _need(testdata / "sample.wav")


@pytest.fixture(scope="session")
def sample_rttm(testdata: Path) -> Path:
    return _need(testdata / "sample.rttm")


@pytest.fixture(scope="session")
def sample_stm(testdata: Path) -> Path:
    return _need(testdata / "sample.stm")


@pytest.fixture(scope="session")
def ami_excerpts(testdata: Path) -> Path:
    """Real meetings with reference turns (scripts/fetch_test_assets.py): <uri>.wav, <uri>.rttm and manifest.json."""
    _need(testdata / "ami" / "manifest.json")
    return testdata / "ami"


@pytest.fixture(scope="session")
def diarization_set() -> Path:
    """The tune/report conversations with reference RTTMs; `.ready` is written last, so its presence means whole."""
    _need(DIARSET_DIR / ".ready")
    return DIARSET_DIR


@pytest.fixture(scope="session")
def speaker_eval() -> Path:
    """The reader's speaker set (scripts/build_speaker_eval.py: AMI meetings joined, generated dialogues, one-speaker
    recordings, the sample); `.ready` is written last."""
    _need(SPEAKER_EVAL_DIR / ".ready")
    return SPEAKER_EVAL_DIR


REVIEWED_FORMATS = ("json", "srt", "vtt", "ass", "txt")


@pytest.fixture(scope="session")
def reviewed_job(sample_wav: Path, ct2_tiny_en: Path, diarization_dir: Path,
                 tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real finished job to review: pyannote's sample under a 640x360 picture (sample.mp4), transcribed by tiny.en
    and diarized offline, with JSON, SRT, VTT, ASS and TXT beside it.

    Shared by the session because the job is the costliest input several modules only read (the editor's tests,
    speaker colours, karaoke, video export): it runs once (about 20 s of CPU) instead of once per module. Nothing may
    write into this folder: a test that changes files works on its own copy (review_copy, or a copy of the files it
    needs); a test that needs its own run of a job (faults, kills, other options) runs it itself."""
    from core.jobs import JobSpec
    from core.pipeline import run_job
    from tests import media_factory

    folder = tmp_path_factory.mktemp("reviewed")
    video = media_factory.picture_with_sound(sample_wav, folder / "sample.mp4")
    run_job(JobSpec(input=str(video), output_dir=str(folder), formats=REVIEWED_FORMATS, engine="faster-whisper",
                    model=str(ct2_tiny_en), backend="cpu", offline=True, diarize=True,
                    diarization_model=str(diarization_dir)))
    return folder


@pytest.fixture
def review_copy(reviewed_job: Path, tmp_path: Path) -> Path:
    """This test's own copy of the reviewed job's folder; returns its JSON's path."""
    folder = tmp_path / "job"
    folder.mkdir()
    for path in reviewed_job.iterdir():
        if path.is_file():
            (folder / path.name).write_bytes(path.read_bytes())
    return folder / "sample.json"
