"""Short, non-inference work off the GUI thread (probing devices, listing models, reading a file's duration),
with the result handed back on the GUI thread, in the spirit of Anki's QueryOp.

Inference never runs here (a thread cannot be killed); it runs in a worker process (core.runner).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import shiboken6

from app.qt import QObject, Signal

_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="gui-background")


class _Relay(QObject):
    """Lives on the GUI thread; a signal emitted from a pool thread is delivered there (queued connection)."""

    finished = Signal(object, object, object)  # callback, value, owner


_relay: _Relay | None = None
_relay_lock = threading.Lock()


def _get_relay() -> _Relay:
    global _relay
    with _relay_lock:
        if _relay is None:
            _relay = _Relay()
            _relay.finished.connect(_deliver)
        return _relay


def _deliver(callback: Callable[[Any], None], value: Any, owner: QObject | None) -> None:
    if owner is not None and not shiboken6.isValid(owner):
        return  # the widget that asked is gone (window closed while the work ran)
    callback(value)


def run_in_background(
    work: Callable[[], Any],
    on_success: Callable[[Any], object],  # what it returns is not used
    on_failure: Callable[[BaseException], None] | None = None,
    owner: QObject | None = None,
) -> Future:
    """Run `work()` on a pool thread; `on_success(result)` or `on_failure(error)` then runs on the GUI thread,
    unless `owner` has been deleted by then. Call from the GUI thread (the relay object is created on the first
    call, on the calling thread)."""
    relay = _get_relay()

    def job() -> None:
        try:
            value = work()
        except BaseException as error:  # noqa: BLE001 - handed to the GUI thread, never swallowed
            relay.finished.emit(on_failure or _reraise, error, owner)
            return
        relay.finished.emit(on_success, value, owner)

    return _POOL.submit(job)


def _reraise(error: BaseException) -> None:
    raise error
