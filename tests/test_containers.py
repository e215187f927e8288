"""The batch container images and the KubeRay example agree with the repository: what a Dockerfile copies exists and
makes an installable package, each image installs its flavour and the cluster extra, CI builds every image, and the
commands the images and manifests run parse with the real CLI. (No container tool runs here: docs/SCALE.md.)"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
import yaml

from core.cli import build_parser
from installers.flavours import FLAVOURS

ROOT = Path(__file__).resolve().parent.parent
DOCKERFILES = sorted((ROOT / "docker").glob("*.Dockerfile"))
IMAGE = re.compile(r"whisper-subtitler-batch:(\w+)")

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def instructions(dockerfile: Path) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) with continuation lines joined and comments left out."""
    text = re.sub(r"\\\n", " ", "\n".join(ln for ln in dockerfile.read_text().splitlines()
                                          if not ln.lstrip().startswith("#")))
    return [(line.split(None, 1)[0].upper(), line.split(None, 1)[1]) for line in text.splitlines() if line.strip()]


def batch_args(command: str) -> list[str]:
    """The arguments after `whisper-subtitler` in a shell command line."""
    words = shlex.split(command)
    return words[words.index("whisper-subtitler") + 1:]


def test_there_is_an_image_per_flavour_cpu_and_cuda() -> None:
    assert {d.name.split(".")[0] for d in DOCKERFILES} == {"cpu", "cuda"}


@pytest.mark.parametrize("dockerfile", DOCKERFILES, ids=lambda d: d.name)
def test_the_image_copies_every_package_the_project_installs(dockerfile: Path) -> None:
    ignored = {ln.strip() for ln in (ROOT / ".dockerignore").read_text().splitlines() if ln.strip()}
    copied = set()
    for op, args in instructions(dockerfile):
        if op == "COPY":
            *sources, _target = args.split()
            for source in sources:
                assert (ROOT / source).exists(), f"{dockerfile.name} copies {source}, which is not in the repository"
                assert source not in ignored, f"{source} is in .dockerignore"
                copied.add(source)
    packages = {p.rstrip("*") for p in PYPROJECT["tool"]["setuptools"]["packages"]["find"]["include"]}
    assert packages <= copied, f"{dockerfile.name} leaves out {sorted(packages - copied)}"
    assert {"pyproject.toml", "README.md"} <= copied  # what `pip install .` reads


@pytest.mark.parametrize("dockerfile", DOCKERFILES, ids=lambda d: d.name)
def test_the_image_installs_its_flavour_torch_the_extras_and_checks_the_command(dockerfile: Path) -> None:
    flavour = dockerfile.name.split(".")[0]
    runs = " ".join(args for op, args in instructions(dockerfile) if op == "RUN")
    assert f"FLAVOURS['linux-{flavour}'].torch_install()" in runs
    assert f"linux-{flavour}" in FLAVOURS
    assert f'pip install ".[{flavour},cluster]"' in runs
    extras = PYPROJECT["project"]["optional-dependencies"]
    assert flavour in extras and any(req.startswith("ray[data]") for req in extras["cluster"])
    assert "whisper-subtitler batch --help" in runs
    users = [args for op, args in instructions(dockerfile) if op == "USER"]
    assert users and users[-1] != "root"  # the workers do not run as root


def test_ci_builds_every_image_and_runs_a_real_batch_in_the_cpu_one() -> None:
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "images.yml").read_text())
    job = workflow["jobs"]["image"]
    assert set(job["strategy"]["matrix"]["flavour"]) == {d.name.split(".")[0] for d in DOCKERFILES}
    steps = "\n".join(step.get("run", "") for step in job["steps"])
    assert "docker/${{ matrix.flavour }}.Dockerfile" in steps
    batch_line = next(ln for ln in re.sub(r"\\\n\s*", " ", steps).splitlines() if "whisper-subtitler batch" in ln)
    assert "--network none" in batch_line  # offline: the model baked into the image
    build_parser().parse_args(batch_args(batch_line))


def test_kuberay_manifests_use_the_images_and_the_job_command_parses() -> None:
    cluster = yaml.safe_load((ROOT / "deploy" / "kuberay" / "raycluster.yaml").read_text())
    job = yaml.safe_load((ROOT / "deploy" / "kuberay" / "rayjob.yaml").read_text())
    assert cluster["kind"] == "RayCluster" and job["kind"] == "RayJob"
    assert job["spec"]["clusterSelector"]["ray.io/cluster"] == cluster["metadata"]["name"]
    images = IMAGE.findall(yaml.safe_dump(cluster) + yaml.safe_dump(job))
    assert set(images) == {d.name.split(".")[0] for d in DOCKERFILES}
    gpu_groups = [g for g in cluster["spec"]["workerGroupSpecs"]
                  if "nvidia.com/gpu" in yaml.safe_dump(g["template"])]
    assert gpu_groups and all(":cuda" in yaml.safe_dump(g) for g in gpu_groups)
    args = build_parser().parse_args(batch_args(job["spec"]["entrypoint"]))
    assert args.ray_address == "auto" and args.ship_code is False
