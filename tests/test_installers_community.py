"""pyannote's community-1 in the bundle where the build has a Hugging Face token (installers/community.py), against
the stand-in hub (tests/standin_hub.py) serving a stand-in pipeline folder as pyannote/speaker-diarization-community-1:
the build-side choice with and without a token (real files written, the real manifest), the run-time default with a
stand-in bundled folder or none, and the About text. PyInstaller never runs: build() is followed up to its
PyInstaller call, which a stand-in replaces by copying the spec's datas where PyInstaller would put them."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
import yaml

from core import compute
from core.model_names import BUNDLED_COMMUNITY_DIR, BUNDLED_MODELS_MANIFEST, OFFLINE_DIARIZATION_DIR
from core.models.bundled import BUNDLED_MODELS_ENV, bundled_community, bundled_manifest
from installers import build, community, spec_config
from installers.flavours import FLAVOURS
from tests.standin_hub import COMMIT, TOKEN, StandInHub

REPO = community.COMMUNITY_REPO
CONFIG = b"""pipeline:
  name: pyannote.audio.pipelines.SpeakerDiarization
  params:
    segmentation: $model/segmentation
    embedding: $model/embedding
    plda: $model/plda
    clustering: VBxClustering
"""
# A stand-in of the community-1 repo: its layout (config.yaml naming its own subfolders), its card and licence, and a
# file no pipeline loads (not downloaded).
STANDIN_FILES = {
    "config.yaml": CONFIG,
    "segmentation/pytorch_model.bin": b"segmentation weights",
    "embedding/pytorch_model.bin": b"embedding weights",
    "plda/plda.npz": b"plda arrays",
    "plda/xvec_transform.npz": b"transform arrays",
    "README.md": b"# speaker-diarization-community-1\nCC-BY-4.0\n",
    "LICENSE": b"Creative Commons Attribution 4.0 International\n",
    "images/diagram.png": b"\x89PNG not shipped",
}


@pytest.fixture(autouse=True)
def hub_online(monkeypatch: pytest.MonkeyPatch) -> None:
    """huggingface_hub reads HF_HUB_OFFLINE once, at import: the self-test's tests (test_installers.py) set it in
    this process, so a run of both would otherwise refuse every request to the stand-in hub."""
    from huggingface_hub import constants

    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)


@pytest.fixture
def hub():
    server = StandInHub(STANDIN_FILES, REPO)
    yield server
    server.close()


@pytest.fixture
def no_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(BUNDLED_MODELS_ENV, raising=False)


def files_under(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


# --- the build side ------------------------------------------------------------------------------------------------

def test_without_a_token_the_bundle_ships_the_offline_pipeline_only(tmp_path: Path, hub: StandInHub,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    staging = tmp_path / "bundled-models"
    (staging / BUNDLED_COMMUNITY_DIR).mkdir(parents=True)  # left by an earlier build that had a token
    (staging / BUNDLED_COMMUNITY_DIR / "config.yaml").write_bytes(CONFIG)
    manifest = community.stage_bundled_models(staging, token=None, endpoint=hub.url)
    assert "no Hugging Face token ($HF_TOKEN)" in capsys.readouterr().out
    assert hub.requests == []  # the hub was not even asked
    assert not (staging / BUNDLED_COMMUNITY_DIR).exists()
    recorded = json.loads(manifest.read_text())["models"]
    assert list(recorded) == [OFFLINE_DIARIZATION_DIR] and "attribution" not in recorded[OFFLINE_DIARIZATION_DIR]
    assert community.staged_datas(staging) == [(str(manifest), "models")]


def test_with_a_token_community_1_is_downloaded_and_recorded_with_its_attribution(
        tmp_path: Path, hub: StandInHub, capsys: pytest.CaptureFixture[str]) -> None:
    staging = tmp_path / "bundled-models"
    manifest = community.stage_bundled_models(staging, token=TOKEN, endpoint=hub.url)
    shipped = staging / BUNDLED_COMMUNITY_DIR
    wanted = {name: data for name, data in STANDIN_FILES.items() if not name.startswith("images/")}
    assert files_under(shipped) == wanted  # the pipeline, its card and licence; nothing else
    assert not any(p.is_symlink() for p in shipped.rglob("*"))  # copies, not links into the build's hub cache
    assert {auth for _method, _path, auth in hub.requests} == {f"Bearer {TOKEN}"}
    entry = json.loads(manifest.read_text())["models"][BUNDLED_COMMUNITY_DIR]
    assert entry["repo"] == REPO and entry["revision"] == COMMIT and entry["references"] == {}
    assert entry["licence"] == "CC-BY-4.0" and entry["url"] == f"https://huggingface.co/{REPO}"
    assert entry["attribution"] == (
        f"speaker-diarization-community-1 by pyannote (pyannoteAI), https://huggingface.co/{REPO} (revision "
        f"{COMMIT[:12]}), licensed under Creative Commons Attribution 4.0 International (CC-BY-4.0, "
        "https://creativecommons.org/licenses/by/4.0/). Shipped unmodified.")
    assert f"ships in models/{BUNDLED_COMMUNITY_DIR}" in capsys.readouterr().out
    assert TOKEN not in manifest.read_text()
    models = tmp_path / "models"
    datas = dict(spec_config.model_datas(FLAVOURS["linux-cpu"], models, staging))
    assert datas[str(shipped)] == f"models/{BUNDLED_COMMUNITY_DIR}" and datas[str(manifest)] == "models"
    assert datas[str(models / OFFLINE_DIARIZATION_DIR)] == "models/diarization"  # still shipped beside it


def test_models_the_config_names_on_the_hub_are_fetched_into_the_bundle(tmp_path: Path) -> None:
    config = CONFIG.replace(b"$model/segmentation", b"pyannote/segmentation-3.0")
    files = dict(STANDIN_FILES, **{"config.yaml": config})
    del files["segmentation/pytorch_model.bin"]
    segmentation = {"config.yaml": b"model: {}\n", "pytorch_model.bin": b"segmentation-3.0 weights"}
    server = StandInHub(files, REPO, others={"pyannote/segmentation-3.0": segmentation})
    try:
        entry = community.fetch_community(tmp_path / "staging", token=TOKEN, endpoint=server.url)
    finally:
        server.close()
    shipped = tmp_path / "staging" / BUNDLED_COMMUNITY_DIR
    assert entry is not None and entry["references"] == {"segmentation": "pyannote/segmentation-3.0"}
    assert files_under(shipped / "segmentation") == segmentation
    params = yaml.safe_load((shipped / "config.yaml").read_text())["pipeline"]["params"]
    assert params["segmentation"] == "$model/segmentation" and params["embedding"] == "$model/embedding"
    assert ("Changes: config.yaml points at copies of pyannote/segmentation-3.0 "
            "(https://huggingface.co/pyannote/segmentation-3.0) in segmentation/") in entry["attribution"]


@pytest.mark.parametrize("refusal", ["wrong token", "conditions not accepted"])
def test_a_token_the_hub_refuses_stops_the_build(tmp_path: Path, refusal: str) -> None:
    server = StandInHub(STANDIN_FILES, REPO, gated=refusal == "conditions not accepted")
    token = "hf_WrongToken000" if refusal == "wrong token" else TOKEN
    try:
        with pytest.raises(SystemExit, match="has a Hugging Face token but .* could not be downloaded") as error:
            community.fetch_community(tmp_path, token=token, endpoint=server.url)
    finally:
        server.close()
    assert "accept its conditions at https://huggingface.co/" in str(error.value)
    assert TOKEN not in str(error.value) and "hf_WrongToken000" not in str(error.value)
    assert not (tmp_path / BUNDLED_COMMUNITY_DIR).exists()


def _pyinstaller_standin(calls: list[dict[str, str]]):
    """Stands in for build.run's PyInstaller call: puts the spec's model datas where PyInstaller would
    (<dist>/<app>/_internal/<dest>), so the manifest and folders are those a real build ships."""
    def run(cmd, dry_run=False, env=None, **_kwargs) -> int:
        assert env is not None and "PyInstaller" in cmd
        calls.append(env)
        flavour = FLAVOURS[env["WS_FLAVOUR"]]
        internal = Path(cmd[cmd.index("--distpath") + 1]) / flavour.app_name / "_internal"
        for source, dest in spec_config.model_datas(flavour, Path(env["WS_MODELS"]), Path(env["WS_STAGED_MODELS"])):
            if Path(source).is_dir():
                shutil.copytree(source, internal / dest)
            else:
                (internal / dest).mkdir(parents=True, exist_ok=True)
                shutil.copy(source, internal / dest)
        return 0
    return run


@pytest.mark.parametrize("with_token", [True, False])
def test_build_ships_community_1_only_with_a_token(tmp_path: Path, hub: StandInHub, monkeypatch: pytest.MonkeyPatch,
                                                   with_token: bool) -> None:
    models = tmp_path / "models"
    (models / "tiny.en-ct2").mkdir(parents=True)
    (models / "tiny.en-ct2" / "model.bin").write_bytes(b"ct2")
    (models / OFFLINE_DIARIZATION_DIR).mkdir()
    (models / OFFLINE_DIARIZATION_DIR / "config.yaml").write_text("pipeline: {}\n")
    clip = tmp_path / "jfk.wav"
    clip.write_bytes(b"RIFF")
    calls: list[dict[str, str]] = []
    monkeypatch.setattr(build, "run", _pyinstaller_standin(calls))
    monkeypatch.setattr(build, "check_torch", lambda *_a, **_k: False)
    monkeypatch.setattr("installers.icons.write_icons", lambda *_a, **_k: None)
    monkeypatch.setattr("app.resources.compile_translations", lambda *_a, **_k: [])
    monkeypatch.setenv("HF_ENDPOINT", hub.url)
    if with_token:
        monkeypatch.setenv(community.TOKEN_ENV, TOKEN)
    else:
        monkeypatch.delenv(community.TOKEN_ENV, raising=False)
    flavour = FLAVOURS["linux-cpu"]
    build.build(flavour, models, clip, tmp_path / "dist", tmp_path / "work")
    assert len(calls) == 1 and community.TOKEN_ENV not in calls[0]  # PyInstaller never sees the token
    shipped = build.bundle_dir(flavour, tmp_path / "dist") / "_internal" / "models"
    recorded = json.loads((shipped / BUNDLED_MODELS_MANIFEST).read_text())["models"]
    assert (shipped / OFFLINE_DIARIZATION_DIR / "config.yaml").is_file()
    assert (shipped / BUNDLED_COMMUNITY_DIR / "config.yaml").is_file() is with_token
    assert (BUNDLED_COMMUNITY_DIR in recorded) is with_token
    checksums = (build.manifest_path(flavour, tmp_path / "dist") or Path()).read_text()
    assert (f"models/{BUNDLED_COMMUNITY_DIR}/config.yaml" in checksums) is with_token
    # and the bundle's default speaker pipeline follows
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(shipped))
    expected = shipped / (BUNDLED_COMMUNITY_DIR if with_token else OFFLINE_DIARIZATION_DIR)
    assert compute.default_diarization_model(tmp_path / "cache") == str(expected)


def test_dry_run_says_when_community_1_ships(capsys: pytest.CaptureFixture[str]) -> None:
    assert build.main(["build", "--flavour", "linux-cpu", "--dry-run"]) == 0
    assert "community-1 (CC-BY-4.0): shipped as the default speaker pipeline when $HF_TOKEN is set" in (
        capsys.readouterr().out)


def test_the_release_workflow_hands_the_secret_to_the_build_step_only() -> None:
    workflow = yaml.safe_load((Path(__file__).resolve().parent.parent / ".github" / "workflows" / "build.yml")
                              .read_text())
    steps = workflow["jobs"]["bundle"]["steps"]
    with_token = [step["name"] for step in steps if "HF_TOKEN" in (step.get("env") or {})]
    assert with_token == ["Build the bundle"]
    step = next(step for step in steps if step.get("name") == "Build the bundle")
    assert step["env"]["HF_TOKEN"] == "${{ secrets.HF_TOKEN }}"
    assert "HF_TOKEN" not in (workflow["jobs"]["bundle"].get("env") or {})


# --- the run-time default --------------------------------------------------------------------------------------------

def _bundle(folder: Path, *, community_1: bool, recorded: bool = True) -> Path:
    """A stand-in of an installed app's models/: the offline pipeline, and community-1 with or without its record."""
    (folder / OFFLINE_DIARIZATION_DIR).mkdir(parents=True)
    (folder / OFFLINE_DIARIZATION_DIR / "config.yaml").write_text("pipeline: {}\n")
    models = {OFFLINE_DIARIZATION_DIR: community.offline_entry()}
    if community_1:
        (folder / BUNDLED_COMMUNITY_DIR).mkdir()
        (folder / BUNDLED_COMMUNITY_DIR / "config.yaml").write_bytes(CONFIG)
        if recorded:
            models[BUNDLED_COMMUNITY_DIR] = {"title": "pyannote speaker-diarization-community-1",
                                             "url": f"https://huggingface.co/{REPO}", "licence": "CC-BY-4.0",
                                             "attribution": community.attribution(REPO, COMMIT)}
    (folder / BUNDLED_MODELS_MANIFEST).write_text(json.dumps({"models": models}))
    return folder


def test_default_is_the_bundled_community_pipeline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = _bundle(tmp_path / "models", community_1=True)
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(shipped))
    assert bundled_community() == shipped / BUNDLED_COMMUNITY_DIR
    assert compute.default_diarization_model(tmp_path / "cache") == str(shipped / BUNDLED_COMMUNITY_DIR)
    from core.models.readiness import available_diarization

    assert available_diarization(str(tmp_path / "cache")) == ""  # usable offline, as the default


def test_default_without_community_is_the_offline_pipeline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = _bundle(tmp_path / "models", community_1=False)
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(shipped))
    assert bundled_community() is None
    assert compute.default_diarization_model(tmp_path / "cache") == str(shipped / OFFLINE_DIARIZATION_DIR)


def test_community_folder_without_its_attribution_is_not_used(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = _bundle(tmp_path / "models", community_1=True, recorded=False)
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(shipped))
    assert bundled_community() is None
    assert compute.default_diarization_model(tmp_path / "cache") == str(shipped / OFFLINE_DIARIZATION_DIR)


def test_no_bundle_keeps_the_hub_default(no_bundle: None) -> None:
    assert bundled_community() is None and bundled_manifest() == {}
    assert compute.default_diarization_model() == compute.DEFAULT_DIARIZATION_MODEL


def test_an_explicit_choice_wins_over_the_bundled_community(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pipeline named in Settings or by --diarization-model is the one checked and used, not the bundled one
    (core.pipeline takes `spec.diarization_model or default_diarization_model()`)."""
    from core.models.readiness import _speakers_problem

    shipped = _bundle(tmp_path / "models", community_1=True)
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(shipped))
    chosen = tmp_path / "my-pipeline"
    problem = _speakers_problem(str(chosen), str(tmp_path / "cache"), True, lambda _url: False, None)
    assert problem == f"the speaker pipeline {chosen} does not exist on this computer"
    assert _speakers_problem("", str(tmp_path / "cache"), True, lambda _url: False, None) is None


def test_the_bundled_snapshot_loads_as_a_pipeline(tmp_path: Path, diarization_dir: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A real pipeline served as community-1 (the offline one: its config names its own subfolders as community-1's
    does) is downloaded into the staging folder, and pyannote loads it from there as the default."""
    from core.diarization import DiarizationOptions, load_pipeline

    files = files_under(diarization_dir)
    server = StandInHub(files, REPO)
    try:
        community.stage_bundled_models(tmp_path / "models", token=TOKEN, endpoint=server.url)
    finally:
        server.close()
    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(tmp_path / "models"))
    default = compute.default_diarization_model(tmp_path / "cache")
    assert default == str(tmp_path / "models" / BUNDLED_COMMUNITY_DIR)
    pipeline = load_pipeline(DiarizationOptions(model=default, offline=True, cache_dir=str(tmp_path / "cache")))
    assert type(pipeline).__name__ == "AgglomerativeSpeakerDiarization"
    assert not (tmp_path / "cache").exists() or not any((tmp_path / "cache").rglob("*.bin"))


# --- About -----------------------------------------------------------------------------------------------------------

def test_about_credits_community_1_when_it_is_bundled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.about import about_html

    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(_bundle(tmp_path / "models", community_1=True)))
    text = about_html(version="1.2.3")
    assert "Whisper Subtitler 1.2.3" in text
    assert f'<a href="https://huggingface.co/{REPO}">pyannote speaker-diarization-community-1</a>' in text
    assert "licence: CC-BY-4.0" in text
    assert "speaker-diarization-community-1 by pyannote (pyannoteAI)" in text
    assert '<a href="https://creativecommons.org/licenses/by/4.0/">' in text
    assert "Offline speaker pipeline" in text


def test_about_without_community_1_or_without_a_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.about import about_html

    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(_bundle(tmp_path / "models", community_1=False)))
    text = about_html(version="1.2.3")
    assert "Offline speaker pipeline" in text and "CC-BY" not in text and "community-1" not in text
    monkeypatch.delenv(BUNDLED_MODELS_ENV)
    assert "runs from a source checkout" in about_html(version="1.2.3")


def test_about_dialog_shows_the_attribution(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from app.device_info import DeviceInfoDialog

    monkeypatch.setenv(BUNDLED_MODELS_ENV, str(_bundle(tmp_path / "models", community_1=True)))
    device = DeviceInfoDialog()
    qtbot.addWidget(device)
    about = device.show_about()
    assert about.windowTitle() == "About Whisper Subtitler"
    assert "CC-BY-4.0" in about.text.text() and about.text.openExternalLinks()
