"""A stand-in Hugging Face hub on 127.0.0.1 and an in-memory keyring, so the real download, cache and token code
runs in tests without the network (huggingface_hub is pointed at the stand-in with its `endpoint` argument).

The stand-in speaks the few HTTP calls huggingface_hub makes for a snapshot: repo info, tree listing, HEAD + GET
of each file.
"""

from __future__ import annotations

import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlparse

from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError

TOKEN = "hf_StandInToken1234567890abcdef"
COMMIT = "0123456789abcdef0123456789abcdef01234567"


def etag(name: str, data: bytes) -> str:
    """What the hub's ETag is, and so what huggingface_hub names the cached blob: the SHA-256 of a large (LFS) file,
    the git blob SHA-1 of a small text file kept in git itself."""
    if name.endswith((".json", ".txt", ".md")):
        return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
    return hashlib.sha256(data).hexdigest()


class MemoryKeyring(KeyringBackend):
    priority = 1  # type: ignore[assignment]  # keyring declares it a classproperty; a plain number works

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.store.pop((service, username), None) is None:
            raise PasswordDeleteError("not stored")


class StandInHub:
    """Serves `files` as revision `COMMIT` of `repo` (and each of `others`, repo -> files, the same way), requiring
    `Authorization: Bearer <token>` unless token is None."""

    def __init__(self, files: dict[str, bytes], repo: str, token: str | None = TOKEN, gated: bool = False,
                 others: dict[str, dict[str, bytes]] | None = None) -> None:
        self.files, self.repo, self.token, self.gated = files, repo, token, gated
        self.repos = {**(others or {}), repo: files}
        self.requests: list[tuple[str, str, str | None]] = []
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args) -> None:  # keep the test output clean
                pass

            def do_HEAD(self) -> None:
                hub.handle(self, body=False)

            def do_GET(self) -> None:
                hub.handle(self, body=True)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        # serve_forever checks for shutdown every poll_interval (0.5 s by default): close() waits that long
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def reply(self, request: BaseHTTPRequestHandler, status: int, data: bytes, headers: dict[str, str],
              body: bool) -> None:
        request.send_response(status)
        for key, value in headers.items():
            request.send_header(key, value)
        request.send_header("Content-Length", str(len(data)))
        request.end_headers()
        if body:
            request.wfile.write(data)

    def handle(self, request: BaseHTTPRequestHandler, body: bool) -> None:
        path = unquote(urlparse(request.path).path)
        auth = request.headers.get("Authorization")
        self.requests.append((request.command, path, auth))
        if self.token is not None and auth != f"Bearer {self.token}":
            self.reply(request, 401, b'{"error": "Invalid credentials in Authorization header"}',
                       {"X-Error-Message": "Invalid credentials in Authorization header"}, body)
            return
        if self.gated:
            self.reply(request, 403, b'{"error": "gated"}', {"X-Error-Code": "GatedRepo",
                                                              "X-Error-Message": "Access to this repo is restricted"},
                       body)
            return
        repo = next((r for r in self.repos if path.startswith((f"/api/models/{r}/", f"/{r}/resolve/"))), self.repo)
        files = self.repos[repo]
        api = f"/api/models/{repo}"
        if path.startswith(f"{api}/revision/"):
            info = {"id": repo, "sha": COMMIT,
                    "siblings": [{"rfilename": name, "size": len(data)} for name, data in files.items()]}
            self.reply(request, 200, json.dumps(info).encode(), {"Content-Type": "application/json"}, body)
        elif path.startswith(f"{api}/tree/"):
            tree = [
                {"type": "file", "path": name, "size": len(data), "oid": hashlib.sha1(data).hexdigest()}
                for name, data in files.items()
            ]
            self.reply(request, 200, json.dumps(tree).encode(), {"Content-Type": "application/json"}, body)
        elif path.startswith(f"/{repo}/resolve/"):
            name = path.split("/resolve/", 1)[1].split("/", 1)[1]
            data = files.get(name)
            if data is None:
                self.reply(request, 404, b"", {"X-Error-Code": "EntryNotFound"}, body)
                return
            headers = {"X-Repo-Commit": COMMIT, "ETag": f'"{etag(name, data)}"',
                       "Content-Type": "application/octet-stream"}
            self.reply(request, 200, data, headers, body)
        else:
            self.reply(request, 404, b"", {"X-Error-Code": "RepoNotFound"}, body)
