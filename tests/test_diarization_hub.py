"""The hub path (download into our cache, token from keyring or HF_TOKEN) against a stand-in hub on 127.0.0.1.

The stand-in speaks the few HTTP calls huggingface_hub makes for a snapshot (repo info, tree listing, HEAD + GET
of each file) and serves the offline pipeline directory as if it were pyannote/speaker-diarization-community-1,
so our real download, cache and loading code runs end to end. The OS keyring does not exist on this machine; a
small in-memory keyring backend stands in for it.
"""

from __future__ import annotations

import logging
import socket
from pathlib import Path

import keyring
import pytest

from core.diarization import DiarizationOptions, diarize, load_pipeline
from core.diarization.hf_token import (
    KEYRING_SERVICE,
    KEYRING_USERNAME,
    delete_token,
    install_log_masking,
    mask_secrets,
    read_token,
    save_token,
)
from core.diarization.hub import models_cache_dir, resolve_pipeline
from core.errors import InvalidOptionError, ModelDownloadError, ModelNotFoundError, TokenMissingError
from core.media import decode_audio
from tests.standin_hub import COMMIT, TOKEN, MemoryKeyring, StandInHub

REPO = "pyannote/speaker-diarization-community-1"


@pytest.fixture
def memory_keyring(monkeypatch: pytest.MonkeyPatch):
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    monkeypatch.delenv("HF_TOKEN", raising=False)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture(scope="module")
def repo_files(diarization_dir: Path) -> dict[str, bytes]:
    files = {p.relative_to(diarization_dir).as_posix(): p.read_bytes()
             for p in diarization_dir.rglob("*") if p.is_file()}
    files["README.md"] = b"# stand-in\n"  # not needed by the pipeline: must not be downloaded
    return files


@pytest.fixture
def hub(repo_files: dict[str, bytes]):
    server = StandInHub(repo_files, REPO)
    yield server
    server.close()


def test_missing_token_says_how_to_add_one(memory_keyring: MemoryKeyring, tmp_path: Path, hub: StandInHub) -> None:
    options = DiarizationOptions(model=REPO, cache_dir=str(tmp_path), endpoint=hub.url)
    with pytest.raises(TokenMissingError) as error:
        load_pipeline(options)
    message = str(error.value)
    assert "needs an access token" in message
    assert "`keyring set whisper-subtitler huggingface`" in message
    assert "HF_TOKEN" in message and "Settings > Hugging Face token" in message
    assert "models prepare-offline" in message
    assert error.value.kind == "token-missing"
    assert hub.requests == []  # we did not even ask the hub


def test_download_with_keyring_token_then_offline_reuse(memory_keyring: MemoryKeyring, tmp_path: Path,
                                                       hub: StandInHub, repo_files: dict[str, bytes],
                                                       sample_wav: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hosts: list[str] = []
    resolve = socket.getaddrinfo

    def recording_getaddrinfo(host, *args, **kwargs):
        hosts.append(host)
        return resolve(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", recording_getaddrinfo)
    save_token(TOKEN)
    assert memory_keyring.store == {(KEYRING_SERVICE, KEYRING_USERNAME): TOKEN}
    progress: list[float] = []
    config = resolve_pipeline(REPO, cache_dir=tmp_path, endpoint=hub.url, on_progress=progress.append)

    snapshot = tmp_path / "huggingface" / "models--pyannote--speaker-diarization-community-1" / "snapshots" / COMMIT
    assert config == snapshot / "config.yaml"
    assert sorted(p.relative_to(snapshot).as_posix() for p in snapshot.rglob("*") if p.is_file()) == [
        "config.yaml", "embedding/pytorch_model.bin", "segmentation/pytorch_model.bin",
    ]  # README.md and SOURCES.txt are not pipeline files
    assert (snapshot / "embedding" / "pytorch_model.bin").read_bytes() == repo_files["embedding/pytorch_model.bin"]
    assert progress[-1] == 1.0 and progress == sorted(progress) and len(progress) > 2
    assert {auth for _, _, auth in hub.requests} == {f"Bearer {TOKEN}"}
    assert set(hosts) == {"127.0.0.1"}  # the stand-in only: no call home to huggingface.co on the side

    # cached now: no token, no network (offline), and the pipeline loads and runs from the snapshot
    delete_token()
    served = len(hub.requests)
    options = DiarizationOptions(model=REPO, cache_dir=str(tmp_path), offline=True)
    pipeline = load_pipeline(options)
    audio = decode_audio(sample_wav)[10 * 16000: 20 * 16000]
    assert diarize(audio, options, pipeline=pipeline)
    assert len(hub.requests) == served


def test_env_token_is_used_and_takes_precedence(memory_keyring: MemoryKeyring, tmp_path: Path, hub: StandInHub,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    memory_keyring.set_password(KEYRING_SERVICE, KEYRING_USERNAME, "hf_WrongStoredToken000")
    monkeypatch.setenv("HF_TOKEN", TOKEN)
    assert read_token() == TOKEN
    assert resolve_pipeline(REPO, cache_dir=tmp_path, endpoint=hub.url).is_file()


def test_rejected_token_is_a_token_error(memory_keyring: MemoryKeyring, tmp_path: Path, hub: StandInHub) -> None:
    save_token("hf_NotTheRightOne0000")
    with pytest.raises(TokenMissingError, match="rejected the token.*HTTP 401.*keyring set"):
        resolve_pipeline(REPO, cache_dir=tmp_path, endpoint=hub.url)
    assert not list((tmp_path / "huggingface").rglob("*.bin"))


def test_gated_repo_says_to_accept_conditions(memory_keyring: MemoryKeyring, tmp_path: Path,
                                              repo_files: dict[str, bytes]) -> None:
    save_token(TOKEN)
    gated = StandInHub(repo_files, REPO, gated=True)
    try:
        with pytest.raises(ModelDownloadError, match="accept the model's conditions at https://hf.co/" + REPO):
            resolve_pipeline(REPO, cache_dir=tmp_path, endpoint=gated.url)
    finally:
        gated.close()


def test_unreachable_hub_is_a_download_error(memory_keyring: MemoryKeyring, tmp_path: Path) -> None:
    save_token(TOKEN)
    closed = StandInHub({}, REPO)
    url = closed.url
    closed.close()  # nothing listens there any more
    with pytest.raises(ModelDownloadError, match=f"could not download {REPO}"):
        resolve_pipeline(REPO, cache_dir=tmp_path, endpoint=url)


def test_unknown_repo_is_model_not_found(memory_keyring: MemoryKeyring, tmp_path: Path, hub: StandInHub) -> None:
    save_token(TOKEN)
    with pytest.raises(ModelNotFoundError, match="someone/no-such-pipeline is neither a local pipeline directory"):
        resolve_pipeline("someone/no-such-pipeline", cache_dir=tmp_path, endpoint=hub.url)


def test_offline_without_cache_is_model_not_found(memory_keyring: MemoryKeyring, tmp_path: Path) -> None:
    save_token(TOKEN)
    with pytest.raises(ModelNotFoundError, match="not a local pipeline directory, nor in the model cache .* offline"):
        load_pipeline(DiarizationOptions(model=REPO, cache_dir=str(tmp_path), offline=True))


def test_token_never_reaches_logs_or_files(memory_keyring: MemoryKeyring, tmp_path: Path, hub: StandInHub,
                                           caplog: pytest.LogCaptureFixture) -> None:
    save_token(TOKEN)
    with caplog.at_level(logging.DEBUG):
        logging.getLogger("whisper_subtitler.test").info("using token %s for %s", TOKEN, REPO)
        resolve_pipeline(REPO, cache_dir=tmp_path, endpoint=hub.url)
        with pytest.raises(TokenMissingError):
            save_token("hf_AnotherWrongToken99")
            resolve_pipeline(REPO, cache_dir=tmp_path / "second", endpoint=hub.url)
    assert caplog.records, "the download logged nothing: the check below would prove nothing"
    for record in caplog.records:
        assert "hf_StandIn" not in record.getMessage() and "hf_AnotherWrong" not in record.getMessage()
    assert "using token hf_*** for" in caplog.text
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert TOKEN.encode() not in path.read_bytes(), path


def test_log_masking_covers_arguments_and_exceptions(caplog: pytest.LogCaptureFixture) -> None:
    install_log_masking()
    install_log_masking()  # idempotent
    logger = logging.getLogger("whisper_subtitler.test")
    with caplog.at_level(logging.INFO):
        try:
            raise ValueError(f"bad header Bearer {TOKEN}")
        except ValueError:
            logger.exception("request failed for %s", {"token": TOKEN})
    (record,) = caplog.records
    assert TOKEN not in record.getMessage() and TOKEN not in (record.exc_text or "")
    assert "hf_***" in record.getMessage() and "Bearer hf_***" in record.exc_text
    assert TOKEN not in caplog.text


def test_mask_secrets() -> None:
    assert mask_secrets(f"token={TOKEN}; other=hf_x") == "token=hf_***; other=hf_x"


def test_save_token_rejects_non_tokens(memory_keyring: MemoryKeyring) -> None:
    with pytest.raises(InvalidOptionError, match="starts with 'hf_'"):
        save_token("not a token")
    assert memory_keyring.store == {}
    assert delete_token() is False


def test_models_cache_dir_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from platformdirs import user_cache_dir

    monkeypatch.delenv("WHISPER_SUBTITLER_CACHE", raising=False)
    assert models_cache_dir() == Path(user_cache_dir("whisper-subtitler")) / "models"
    monkeypatch.setenv("WHISPER_SUBTITLER_CACHE", str(tmp_path / "env"))
    assert models_cache_dir() == tmp_path / "env"
    assert models_cache_dir(tmp_path / "explicit") == tmp_path / "explicit"


def test_local_path_that_looks_like_a_repo_id_is_local(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        diarization_dir: Path) -> None:
    monkeypatch.chdir(tmp_path)
    local = tmp_path / "pyannote" / "speaker-diarization-community-1"
    local.mkdir(parents=True)
    (local / "config.yaml").write_text((diarization_dir / "config.yaml").read_text())
    assert resolve_pipeline(REPO) == Path(REPO) / "config.yaml"

