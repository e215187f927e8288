"""Connecting to Ray: a local instance in this process, the cluster on this machine, or one at an address.

The workers run this driver's own `core` and `platform_utils` (shipped as Ray py_modules) unless told to use what
their image installed, so a cluster never mixes versions of the code that decides the outputs.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from core.errors import ErrorKind, SubtitlerError


class ClusterExtraMissingError(SubtitlerError):
    kind = ErrorKind.CLUSTER_MISSING


def require_ray() -> None:
    """Fail early, in one sentence, where Ray is not installed."""
    try:
        import ray  # noqa: F401 - imported to see that it can be
        import ray.data  # noqa: F401 - likewise
    except ImportError:
        raise ClusterExtraMissingError(
            "the batch command needs Ray, which is not installed: pip install 'whisper-subtitler[cluster]'"
        ) from None


def runtime_env(ship_code: bool, worker_env: list[str]) -> dict[str, Any]:
    env: dict[str, Any] = {}
    if ship_code:
        import core
        import platform_utils

        env["py_modules"] = [str(Path(core.__file__).parent), str(Path(platform_utils.__file__).parent)]
        env["excludes"] = ["__pycache__", "*.pyc"]
    missing = [name for name in worker_env if name not in os.environ]
    if missing:
        raise SubtitlerError(f"--worker-env names variables this shell does not have: {', '.join(missing)}")
    if worker_env:
        env["env_vars"] = {name: os.environ[name] for name in worker_env}
    return env


@contextlib.contextmanager
def ray_session(address: str, env: dict[str, Any], *, num_cpus: int | None = None,
                object_store_mb: int | None = None) -> Iterator[Any]:
    """Ray, connected for the block; a local instance ends with it (also when this process is killed: see
    core.batch.reaper), a cluster is only disconnected from."""
    import ray

    for name in ("ray", "ray.data", "ray.train", "ray.tune"):
        logging.getLogger(name).setLevel(logging.WARNING)
    kwargs: dict[str, Any] = dict(runtime_env=env, log_to_driver=False, configure_logging=True,
                                  logging_level=logging.WARNING)
    if address == "local":
        kwargs.update(address="local", include_dashboard=False, num_cpus=num_cpus,
                      object_store_memory=object_store_mb * 1024 * 1024 if object_store_mb else None)
    else:
        kwargs.update(address=address)
    if address != "local":  # a cluster's processes are not ours: its head ends a dead driver's workers
        ray.init(**kwargs)
        try:
            yield ray
        finally:
            ray.shutdown()
        return
    import psutil

    from core.batch.reaper import reaping

    before = {p.pid for p in psutil.Process().children(recursive=True)}
    ray.init(**kwargs)
    with reaping(before):  # a kill of this process takes the local Ray along
        try:
            yield ray
        finally:
            ray.shutdown()


def cluster_resources() -> tuple[float, float]:
    """(CPUs, GPUs) of the connected cluster."""
    import ray

    resources = ray.cluster_resources()
    return float(resources.get("CPU", 0.0)), float(resources.get("GPU", 0.0))
