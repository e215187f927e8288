"""The model store: the CTranslate2 reader and conversion, name resolution, and real downloads from stand-in servers.

faster-whisper models come through huggingface_hub from a stand-in hub on 127.0.0.1 serving the packaged tiny.en
as Systran/faster-whisper-tiny.en; openai-whisper checkpoints come over plain HTTP from a stand-in of OpenAI's
download host. No test reaches the internet.
"""

from __future__ import annotations

import hashlib
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

import core.engines.openai as openai_module
import core.models.catalog as catalog_module
from core.errors import ModelDownloadError, ModelIntegrityError, ModelNotFoundError
from core.models import cached_path, download_model, list_models, resolve_model
from core.models.ct2_file import read_variables
from core.models.manifest import MANIFEST
from core.models.store import OPENAI_ENDPOINT_ENV
from tests.standin_hub import StandInHub

FW_REPO = "Systran/faster-whisper-tiny.en"


@pytest.fixture
def no_saved_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("core.models.store.read_token", lambda: None)


@pytest.fixture
def only_local_hosts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    hosts: list[str] = []
    resolve = socket.getaddrinfo

    def recording(host, *args, **kwargs):
        hosts.append(host)
        return resolve(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", recording)
    return hosts


def test_ct2_reader_reads_tiny_en(ct2_tiny_en: Path) -> None:
    spec, variables = read_variables(ct2_tiny_en / "model.bin")
    assert spec == "WhisperSpec"
    assert variables["encoder/conv1/weight"].shape == (384, 80, 3)
    assert int(variables["encoder/num_heads"]) == 6
    assert variables["decoder/projection/weight"] is variables["decoder/embeddings/weight"]  # alias resolved


def test_ct2_reader_refuses_a_truncated_file(ct2_tiny_en: Path, tmp_path: Path) -> None:
    broken = tmp_path / "model.bin"
    broken.write_bytes((ct2_tiny_en / "model.bin").read_bytes()[:100_000])
    with pytest.raises(ModelIntegrityError, match="not a readable CTranslate2 model file: truncated"):
        read_variables(broken)


def test_converted_checkpoint_matches_openai_whisper_tiny_en(pt_tiny_en: Path) -> None:
    import torch

    checkpoint = torch.load(pt_tiny_en, map_location="cpu", weights_only=True, mmap=True)
    assert checkpoint["dims"] == {
        "n_mels": 80, "n_audio_ctx": 1500, "n_audio_state": 384, "n_audio_head": 6, "n_audio_layer": 4,
        "n_vocab": 51864, "n_text_ctx": 448, "n_text_state": 384, "n_text_head": 6, "n_text_layer": 4,
    }
    state = checkpoint["model_state_dict"]
    assert "encoder.blocks.0.attn.key.bias" not in state
    assert state["encoder.blocks.0.attn.key.weight"].shape == (384, 384)
    assert checkpoint["alignment_heads"][0] == [1, 0]
    # float16 like OpenAI's own checkpoint (the packaged CTranslate2 weights are float16: nothing is lost).
    assert {tensor.dtype for tensor in state.values()} == {torch.float16}
    assert pt_tiny_en.stat().st_size < 80e6


def test_existing_path_is_used_as_is(ct2_tiny_en: Path, tmp_path: Path) -> None:
    assert resolve_model("faster-whisper", str(ct2_tiny_en), offline=True, cache_dir=tmp_path) == ct2_tiny_en


def test_unknown_name_lists_the_known_ones(tmp_path: Path) -> None:
    with pytest.raises(ModelNotFoundError) as error:
        resolve_model("faster-whisper", "huge-v9", cache_dir=tmp_path)
    assert "'huge-v9' is not an existing model path nor a faster-whisper model name" in str(error.value)
    assert "tiny.en" in str(error.value) and "large-v3" in str(error.value)


def test_offline_without_cache_says_how_to_download(tmp_path: Path) -> None:
    with pytest.raises(ModelNotFoundError) as error:
        resolve_model("openai-whisper", "base", offline=True, cache_dir=tmp_path)
    assert "offline mode is on: download it first" in str(error.value)
    assert "--" not in error.value.message  # the GUI shows it too; the CLI adds its command (cli_hint)
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def fw_hub(ct2_tiny_en: Path):
    files = {p.name: p.read_bytes() for p in ct2_tiny_en.iterdir() if p.is_file() and p.name != MANIFEST}
    files["README.md"] = b"not a model file"
    server = StandInHub(files, FW_REPO, token=None)
    yield server
    server.close()


def test_faster_whisper_download_from_the_hub_then_offline(fw_hub: StandInHub, ct2_tiny_en: Path, tmp_path: Path,
                                                           no_saved_token: None, only_local_hosts: list[str]) -> None:
    assert cached_path("faster-whisper", "tiny.en", tmp_path) is None
    progress: list[tuple[int, int]] = []
    path = download_model("faster-whisper", "tiny.en", cache_dir=tmp_path, endpoint=fw_hub.url,
                          on_progress=lambda done, total: progress.append((done, total)))
    assert sorted(p.name for p in path.iterdir()) == ["config.json", "model.bin", "tokenizer.json", "vocabulary.txt"]
    assert (path / "model.bin").read_bytes() == (ct2_tiny_en / "model.bin").read_bytes()
    total = sum(p.stat().st_size for p in ct2_tiny_en.iterdir() if p.name != MANIFEST)
    assert progress[-1] == (total, total) and [d for d, _ in progress] == sorted(d for d, _ in progress)
    assert set(only_local_hosts) == {"127.0.0.1"}

    fw_hub.close()  # from now on the network is gone: the cache alone must do
    assert resolve_model("faster-whisper", "tiny.en", offline=True, cache_dir=tmp_path) == path
    statuses = {(s.engine, s.name): s for s in list_models(tmp_path)}
    assert statuses[("faster-whisper", "tiny.en")].cached and statuses[("faster-whisper", "tiny.en")].path == path
    assert not statuses[("faster-whisper", "tiny")].cached

    from core.engines import load_engine

    assert load_engine("faster-whisper", path, model_name="tiny.en").model_name == "tiny.en"


def test_unreachable_hub_is_a_download_error(tmp_path: Path, no_saved_token: None) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(ModelDownloadError, match="could not download Systran/faster-whisper-tiny.en"):
        download_model("faster-whisper", "tiny.en", cache_dir=tmp_path, endpoint=f"http://127.0.0.1:{port}")


class OpenAIHost:
    """Plain HTTP file host standing in for OpenAI's checkpoint server: serves `files` by URL path."""

    def __init__(self, files: dict[str, bytes]) -> None:
        self.files = files
        host = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args) -> None:
                pass

            def do_GET(self) -> None:
                data = host.files.get(self.path)
                self.send_response(200 if data is not None else 404)
                self.send_header("Content-Length", str(len(data or b"")))
                self.end_headers()
                self.wfile.write(data or b"")

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def openai_checkpoint(pt_tiny_en: Path, monkeypatch: pytest.MonkeyPatch):
    """tiny.en's official URL layout, with our converted checkpoint's SHA-256 where OpenAI puts theirs."""
    data = pt_tiny_en.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    path = f"/main/models/{digest}/tiny.en.pt"
    monkeypatch.setattr(openai_module, "openai_urls", lambda: {"tiny.en": f"https://openaipublic.azureedge.net{path}"})
    return path, data


def test_openai_download_checks_sha_and_lands_whole(openai_checkpoint, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path, data = openai_checkpoint
    host = OpenAIHost({path: data})
    monkeypatch.setenv(OPENAI_ENDPOINT_ENV, host.url)
    progress: list[tuple[int, int]] = []
    try:
        got = resolve_model("openai-whisper", "tiny.en", cache_dir=tmp_path,
                            on_progress=lambda done, total: progress.append((done, total)))
    finally:
        host.close()
    assert got == tmp_path / "openai-whisper" / "tiny.en.pt" and got.read_bytes() == data
    assert progress[0] == (0, len(data)) and progress[-1] == (len(data), len(data)) and len(progress) > 10
    assert cached_path("openai-whisper", "tiny.en", tmp_path) == got


def test_damaged_openai_download_is_refused_and_removed(openai_checkpoint, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    path, data = openai_checkpoint
    host = OpenAIHost({path: data[:-10] + b"0123456789"})
    monkeypatch.setenv(OPENAI_ENDPOINT_ENV, host.url)
    try:
        with pytest.raises(ModelIntegrityError, match="checkpoint is damaged"):
            download_model("openai-whisper", "tiny.en", cache_dir=tmp_path)
    finally:
        host.close()
    assert list((tmp_path / "openai-whisper").iterdir()) == []  # no .part, no model


def test_missing_openai_file_is_a_download_error(openai_checkpoint, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    host = OpenAIHost({})
    monkeypatch.setenv(OPENAI_ENDPOINT_ENV, host.url)
    try:
        with pytest.raises(ModelDownloadError, match="could not download openai-whisper tiny.en .*Not Found"):
            download_model("openai-whisper", "tiny.en", cache_dir=tmp_path)
    finally:
        host.close()
    assert list((tmp_path / "openai-whisper").iterdir()) == []


def test_models_cli_lists_and_prepares(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from core.cli import main

    assert main(["models", "list", "--cache-dir", str(tmp_path)]) == 0
    listing = capsys.readouterr().out
    assert "faster-whisper" in listing and "openai-whisper" in listing and "large-v3" in listing


@pytest.mark.parametrize("engine", ["faster-whisper", "openai-whisper"])
def test_the_usual_names_are_known_to_both_engines(engine: str) -> None:
    from core.models import entries

    names = {entry.name for entry in entries(engine)}
    assert {"tiny", "tiny.en", "base", "base.en", "small", "medium", "large-v3", "turbo"} <= names


def test_listing_models_does_not_import_torch(tmp_path: Path) -> None:
    import subprocess
    import sys

    code = ("import sys; from core.models import list_models; list_models(sys.argv[1]); "
            "print(sorted(m for m in ('torch', 'whisper', 'ctranslate2') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_cli_download_uses_the_cache_and_prints_the_path(tmp_path: Path, ct2_tiny_en: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """The command the offline message names: with the model already in the cache it answers without a network."""
    from core.cli import main

    snapshot = tmp_path / "openai-whisper"
    snapshot.mkdir()
    (snapshot / "tiny.en.pt").write_bytes(b"cached")
    assert main(["models", "download", "tiny.en", "--engine", "openai-whisper", "--cache-dir", str(tmp_path)]) == 0
    assert str(snapshot / "tiny.en.pt") in capsys.readouterr().out.replace("\n", "")


def test_openai_url_table_is_read_from_the_source_without_torch() -> None:
    import subprocess
    import sys

    code = ("import json, sys; from core.engines.openai import openai_urls; urls = openai_urls(); "
            "print(json.dumps([urls['tiny.en'], 'torch' in sys.modules]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          cwd=Path(__file__).resolve().parent.parent)
    url, torch_loaded = __import__("json").loads(done.stdout)
    assert url.endswith("/tiny.en.pt") and len(url.split("/")[-2]) == 64 and torch_loaded is False


def test_openai_url_table_without_source_files(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A frozen bundle ships whisper as byte code: no __init__.py on disk, and its loader has no source to give.
    The table then comes from the imported package (found crashing `models list` in a real bundle)."""
    import importlib.machinery
    import importlib.util

    import whisper

    class ByteCodeOnly(importlib.machinery.SourceFileLoader):
        def get_source(self, fullname: str) -> None:
            return None

    missing = str(tmp_path / "whisper" / "__init__.py")
    spec = importlib.machinery.ModuleSpec("whisper", ByteCodeOnly("whisper", missing), origin=missing)
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: spec if name == "whisper" else real_find_spec(name, *a))
    assert openai_module.openai_urls() == whisper._MODELS
    assert catalog_module.lookup("openai-whisper", "tiny.en").sha256 == whisper._MODELS["tiny.en"].split("/")[-2]
