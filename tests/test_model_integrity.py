"""Downloads that survive a cut connection, and cached models that are checked before an engine loads them.

The faults are real: a stand-in download host on 127.0.0.1 closes the connection halfway through the body, and a
byte of a cached file is flipped on disk. No test reaches the internet.
"""

from __future__ import annotations

import hashlib
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

import core.engines.openai as openai_module
import core.models.integrity as integrity
from core.errors import ModelDownloadError, ModelIntegrityError
from core.models import download_model, resolve_model
from core.models.store import OPENAI_ENDPOINT_ENV
from tests.standin_hub import StandInHub

FW_REPO = "Systran/faster-whisper-tiny.en"


class RangeHost:
    """Serves one file; honours `Range: bytes=N-` when `ranges` is on, and cuts the first `cuts` answers after half
    of their body (the header promised the whole)."""

    def __init__(self, path: str, data: bytes, cuts: int = 0, ranges: bool = True) -> None:
        self.data, self.cuts, self.ranges = data, cuts, ranges
        self.requests: list[str | None] = []  # the Range header of each GET
        self.sent: list[int] = []  # body bytes written per GET
        host = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args) -> None:
                pass

            def do_GET(self) -> None:
                if self.path != path:
                    self.send_error(404)
                    return
                wanted = self.headers.get("Range")
                host.requests.append(wanted)
                start = int(wanted.split("=")[1].split("-")[0]) if wanted and host.ranges else 0
                body = host.data[start:]
                self.send_response(206 if start else 200)
                if start:
                    self.send_header("Content-Range", f"bytes {start}-{len(host.data) - 1}/{len(host.data)}")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if host.cuts > 0:
                    host.cuts -= 1
                    body = body[: len(body) // 2]
                self.wfile.write(body)
                host.sent.append(len(body))
                self.close_connection = True

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        # serve_forever checks for shutdown every poll_interval (0.5 s by default): close() waits that long
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def checkpoint(pt_tiny_en: Path, monkeypatch: pytest.MonkeyPatch):
    """tiny.en at OpenAI's URL layout, with our converted checkpoint's SHA-256 where OpenAI puts theirs."""
    data = pt_tiny_en.read_bytes()
    path = f"/main/models/{hashlib.sha256(data).hexdigest()}/tiny.en.pt"
    monkeypatch.setattr(openai_module, "openai_urls", lambda: {"tiny.en": f"https://openaipublic.azureedge.net{path}"})
    return path, data


def serve(monkeypatch: pytest.MonkeyPatch, host: RangeHost) -> RangeHost:
    monkeypatch.setenv(OPENAI_ENDPOINT_ENV, host.url)
    return host


def test_a_download_cut_at_half_resumes_from_there_and_verifies(checkpoint, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    path, data = checkpoint
    host = serve(monkeypatch, RangeHost(path, data, cuts=1))
    try:
        with pytest.raises(ModelDownloadError, match=r"MB are kept and the next try continues from there"):
            download_model("openai-whisper", "tiny.en", cache_dir=tmp_path)
        partial = tmp_path / "openai-whisper" / ".tiny.en.pt.part"
        assert partial.stat().st_size == len(data) // 2
        assert not (tmp_path / "openai-whisper" / "tiny.en.pt").exists()
        progress: list[tuple[int, int]] = []
        got = download_model("openai-whisper", "tiny.en", cache_dir=tmp_path,
                             on_progress=lambda done, total: progress.append((done, total)))
    finally:
        host.close()
    assert got.read_bytes() == data and not partial.exists()
    assert host.requests == [None, f"bytes={len(data) // 2}-"]
    assert host.sent[1] == len(data) - len(data) // 2  # only the rest crossed the wire
    assert progress[0] == (len(data) // 2, len(data)) and progress[-1] == (len(data), len(data))


def test_a_server_without_ranges_starts_the_file_over(checkpoint, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path, data = checkpoint
    host = serve(monkeypatch, RangeHost(path, data, cuts=1, ranges=False))
    try:
        with pytest.raises(ModelDownloadError):
            download_model("openai-whisper", "tiny.en", cache_dir=tmp_path)
        got = download_model("openai-whisper", "tiny.en", cache_dir=tmp_path)
    finally:
        host.close()
    assert got.read_bytes() == data and host.sent[1] == len(data)


def flip_a_byte(path: Path, at: int) -> None:
    with path.open("r+b") as handle:
        handle.seek(at)
        byte = handle.read(1)
        handle.seek(at)
        handle.write(bytes([byte[0] ^ 0x01]))


def test_a_flipped_byte_in_a_cached_checkpoint_is_named_and_fetched_again(checkpoint, tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    path, data = checkpoint
    host = serve(monkeypatch, RangeHost(path, data))
    try:
        cached = resolve_model("openai-whisper", "tiny.en", cache_dir=tmp_path)
        flip_a_byte(cached, len(data) // 3)
        with pytest.raises(ModelIntegrityError, match=r"cached openai-whisper model 'tiny.en' was damaged: "
                                                      r"tiny.en.pt \(its SHA256 is .*, expected .*\); the bad file "
                                                      r"was removed"):
            resolve_model("openai-whisper", "tiny.en", cache_dir=tmp_path, offline=True)
        assert not cached.exists()
        flip_a_byte_again = resolve_model("openai-whisper", "tiny.en", cache_dir=tmp_path)  # online: fetched anew
    finally:
        host.close()
    assert flip_a_byte_again.read_bytes() == data and len(host.requests) == 2


def test_a_verified_file_is_not_hashed_again_until_it_changes(checkpoint, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    path, data = checkpoint
    host = serve(monkeypatch, RangeHost(path, data))
    try:
        cached = resolve_model("openai-whisper", "tiny.en", cache_dir=tmp_path)
    finally:
        host.close()
    hashed: list[Path] = []
    real = integrity.file_sha256
    monkeypatch.setattr(integrity, "file_sha256", lambda p: hashed.append(p) or real(p))
    for _ in range(3):
        assert resolve_model("openai-whisper", "tiny.en", cache_dir=tmp_path, offline=True) == cached
    assert hashed == []
    flip_a_byte(cached, 10)
    with pytest.raises(ModelIntegrityError):
        resolve_model("openai-whisper", "tiny.en", cache_dir=tmp_path, offline=True)
    assert hashed == [cached]


@pytest.fixture
def fw_hub(ct2_tiny_en: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr("core.models.store.read_token", lambda: None)
    server = StandInHub({p.name: p.read_bytes() for p in ct2_tiny_en.iterdir() if p.is_file()}, FW_REPO, token=None)
    yield server
    server.close()


def test_a_flipped_byte_in_a_hub_cached_model_is_named_and_fetched_again(fw_hub: StandInHub, ct2_tiny_en: Path,
                                                                         tmp_path: Path) -> None:
    snapshot = resolve_model("faster-whisper", "tiny.en", cache_dir=tmp_path, endpoint=fw_hub.url)
    flip_a_byte((snapshot / "model.bin").resolve(), 4096)
    with pytest.raises(ModelIntegrityError, match=r"'tiny.en' was damaged: model.bin \(its SHA256 is"):
        resolve_model("faster-whisper", "tiny.en", cache_dir=tmp_path, offline=True)
    again = resolve_model("faster-whisper", "tiny.en", cache_dir=tmp_path, endpoint=fw_hub.url)
    assert (again / "model.bin").read_bytes() == (ct2_tiny_en / "model.bin").read_bytes()
    model_gets = [r for r in fw_hub.requests if r[0] == "GET" and r[1].endswith("/model.bin")]
    assert len(model_gets) == 2


def test_models_verify_names_damage_and_exits_nonzero(fw_hub: StandInHub, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from core.cli import main

    snapshot = resolve_model("faster-whisper", "tiny.en", cache_dir=tmp_path, endpoint=fw_hub.url)
    assert main(["models", "verify", "--cache-dir", str(tmp_path)]) == 0
    assert "faster-whisper tiny.en: whole" in capsys.readouterr().out
    flip_a_byte((snapshot / "tokenizer.json").resolve(), 5)  # a small file: its blob is named by git's SHA-1
    assert main(["models", "verify", "--cache-dir", str(tmp_path)]) == 1
    out = " ".join(capsys.readouterr().out.split())
    assert "faster-whisper tiny.en: damaged: tokenizer.json (its GIT-SHA1 is" in out
