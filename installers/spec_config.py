"""What goes into the PyInstaller bundle of a flavour: hidden imports, data, metadata, excludes and size filters.

Kept apart from the .spec file so the lists are plain Python that tests can read without running PyInstaller;
functions that need PyInstaller's hook helpers import them inside.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from core.engines.registry import engine_names, offline_model_file
from core.model_names import OFFLINE_DIARIZATION_DIR
from installers.flavours import Flavour

REPO = Path(__file__).resolve().parent.parent
ENTRY_SCRIPT = REPO / "installers" / "entry.py"
GUI_NAME = "WhisperSubtitler"  # the windowed executable (Windows, macOS)
CLI_NAME = "whisper-subtitler"  # the console executable (every OS; on Linux the only one)
BUNDLE_ID = "org.whisper-subtitler.app"
ASR_MODEL_FILES = {engine: offline_model_file(engine) for engine in engine_names()}  # tiny.en-ct2, tiny.en.pt

# Named by string in the offline diarization config and in checkpoints, so no import statement reveals them.
HIDDEN_IMPORTS = (
    "core.diarization.embedding",
    "core.diarization.local_pipeline",
    "core.diarization.campplus",
    "pyannote.audio.models.segmentation",
    "pyannote.audio.models.embedding",
    "pyannote.audio.pipelines.speaker_diarization",
    "pyannote.audio.pipelines.clustering",
    # The review editor's player loads these by name (app.editor.player.multimedia), so it starts without them.
    "PySide6.QtMultimedia",
    "PySide6.QtMultimediaWidgets",
    "PySide6.QtNetwork",  # imported by QtMultimedia's binding (shiboken), which no import statement shows
)
# Our packages load modules lazily (platform_utils' exports, engines, writers): take every submodule.
OWN_PACKAGES = ("whisper_subtitler", "core", "platform_utils", "app")
DATA_PACKAGES = (
    ("faster_whisper", ()),  # assets/silero_vad_v*.onnx
    ("whisper", ()),  # openai-whisper: assets/mel_filters.npz, *.tiktoken, normalizers/english.json
    ("pyannote.audio", ("sample/*",)),  # telemetry/config.yaml, licence files; not the demo recording
    ("lightning_fabric", ("*.md",)),  # version.info, read at import
    ("pytorch_lightning", ("*.md", "*.in")),
)
# Python sources read as text at run time, shipped beside the byte code: core.engines.openai reads openai-whisper's
# URL table from whisper/__init__.py without importing it (that would load torch in the GUI process).
SOURCE_FILES = (("whisper", "__init__.py"),)
# Read through importlib.metadata at import or when a pipeline checks its dependencies.
METADATA = (
    "pyannote.audio", "pyannote.core", "pyannote.database", "pyannote.metrics", "pyannote.pipeline",
    "torch", "torchaudio", "ctranslate2", "faster-whisper", "openai-whisper", "lightning", "pytorch-lightning",
    "torchmetrics", "huggingface-hub", "tokenizers", "numpy", "scipy", "scikit-learn", "whisper-subtitler",
)
# Never used by the app: compilers and test tools, notebooks, GUI toolkits we do not use, and Qt modules beyond
# QtCore/QtGui/QtWidgets (+QtSvg for the icons, QtMultimedia(+Widgets) for the review editor's player: its FFmpeg
# plugin links Qt's own FFmpeg, QtQuick and QtQml libraries, which ship as libraries, not as modules; QtMultimedia's
# binding imports QtNetwork's, so that one ships as a module). No ffmpeg program: core.media decodes with FFmpeg's
# libraries through PyAV, which faster-whisper brings anyway (a static ffmpeg was 105 MB on Windows, 173 MB on
# Linux), and imageio_ffmpeg stays out with its binary. grpc and aiohttp come with exporters and fsspec backends never
# used.
# Ray (the cluster extra, for `batch`: not a desktop feature) and moto (a test server) stay out even when the
# building venv has them, as `make test`'s does.
EXCLUDES = (
    "triton", "torchcodec", "imageio_ffmpeg", "grpc", "aiohttp", "ray", "moto",
    "tkinter", "_tkinter", "IPython", "ipykernel", "jupyter_client", "notebook",
    "pytest", "_pytest", "pytest_qt", "jiwer", "tensorboard", "torch.utils.tensorboard", "tensorflow",
    "PyQt5", "PyQt6", "PySide2", "wx", "gi",
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest", "PySide6.QtDesigner", "PySide6.QtHelp", "PySide6.QtSql", "PySide6.QtTest",
    "PySide6.QtUiTools", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtConcurrent", "PySide6.QtXml",
    "PySide6.QtPrintSupport", "PySide6.QtQmlFeatures", "PySide6.QtLabsStyleKit",
    "PySide6.QtSvgWidgets", "PySide6.QtWebEngineCore", "PySide6.QtPdf",
)
# openai-whisper and what only it needs (numba and llvmlite for its word-timing DTW, tiktoken for its tokenizer):
# left out of flavours whose engines do not include it (core.availability greys the engine out there).
OPENAI_WHISPER_ONLY = ("whisper", "numba", "llvmlite", "tiktoken", "tiktoken_ext")
# Module name parts that mark test suites shipped inside packages (scipy, sklearn, numpy, torch, ...).
TEST_PARTS = frozenset({"tests", "test", "testing_utils"})
# Files nothing in the app opens, whatever the flavour: link-time and profiling libraries, headers, the CUDA
# compiler's alternative builds, Qt's QML/Quick pieces beyond the libraries the multimedia plugin links (QtQuick,
# QtQml, QtQmlMeta, QtQmlModels, QtQmlWorkerScript) and translations of Qt tools.
DROP_ALWAYS = (
    "triton/*", "torchcodec/*", "imageio_ffmpeg/*", "grpc/*",
    "*.a", "*.lib", "*/include/*", "nvidia/*/include/*", "nvidia/cu*/cccl/*",
    "*libnvblas.so*", "*libcufftw.so*", "*libcusolverMg.so*", "*libnvperf_*", "*libpcsamplingutil*",
    "*libcheckpoint.so*", "*libcufile_rdma.so*", "*libnvrtc.alt.so*", "*libnvrtc-builtins.alt.so*",
    "nvidia/nvshmem/lib/nvshmem_*",  # bootstrap and transport plugins for multi-node NVSHMEM
    "*nvblas64_*.dll", "*cufftw64_*.dll", "*cusolverMg64_*.dll", "*nvperf_*.dll",
    "PySide6/Qt/qml/*", "PySide6/qml/*", "*libQt6Quick[A-Z3]*", "*Qt6Quick[A-Z3]*.dll",
    "*libQt6Qml[CLNX]*", "*Qt6Qml[CLNX]*.dll",  # QmlCompiler, -Core, -LocalStorage, -Network, -XmlListModel
    "PySide6/Qt/plugins/qmltooling/*", "PySide6/plugins/qmltooling/*", "PySide6/Qt/plugins/designer/*",
    "PySide6/Qt/plugins/sqldrivers/*", "PySide6/plugins/sqldrivers/*", "PySide6/Qt/translations/qt_help_*",
    "PySide6/Qt/translations/designer_*", "PySide6/Qt/translations/linguist_*", "PySide6/Qt/translations/assistant_*",
    # onnxruntime's C-API library: the Python binding (onnxruntime_pybind11_state) carries its own copy of the runtime
    "onnxruntime/capi/onnxruntime.dll", "onnxruntime/capi/libonnxruntime.*dylib", "onnxruntime/capi/libonnxruntime.so*",
    "*opengl32sw.dll",  # Mesa's software OpenGL, for Qt Quick and GL widgets; QtWidgets paints with the raster engine
    "torchmetrics/functional/image/*/*.pt*",
    # PulseAudio's client library (QtMultimedia's sound on Linux) is the desktop's own: it speaks to the desktop's
    # sound server (PulseAudio or PipeWire), so a copy from the build machine is never shipped.
    "*libpulse.so*", "*libpulse-simple.so*", "*libpulsecommon-*.so",
    "pyannote/audio/sample/*",
)
# With a CPU-only torch nothing can use CUDA: CTranslate2 opens cuBLAS/cuDNN only for a GPU it cannot find.
DROP_CUDA = (
    "nvidia/*", "*libcublas*.so*", "*libcudnn*.so*", "*libcudart*.so*", "*libnccl*.so*",
    "*cublas64_*.dll", "*cublasLt64_*.dll", "*cudnn*64_*.dll", "*cudart64_*.dll",
)


@dataclass(frozen=True)
class BundleInputs:
    """Everything the spec hands PyInstaller for one flavour."""

    flavour: Flavour
    datas: list[tuple[str, str]]
    hiddenimports: list[str]
    excludes: list[str]
    drop_patterns: tuple[str, ...]
    extra_binaries: list[tuple[str, str, str]]  # (name inside the bundle, source, typecode) TOC entries
    icon: str | None
    version: str


def project_version() -> str:
    text = (REPO / "core" / "__init__.py").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    return "0.0.0"


def model_datas(flavour: Flavour, models: Path, staged: Path | None = None) -> list[tuple[str, str]]:
    """The offline models a flavour ships: tiny.en for each of its ASR engines, and the diarization pipeline; with
    `staged` (installers/community.py's folder), the models manifest and community-1 where the build fetched it."""
    from installers.community import staged_datas

    datas = []
    for engine in flavour.engines:
        source = models / ASR_MODEL_FILES[engine]
        datas.append((str(source), "models/" + source.name if source.is_dir() else "models"))
    datas.append((str(models / OFFLINE_DIARIZATION_DIR), f"models/{OFFLINE_DIARIZATION_DIR}"))
    return datas + (staged_datas(staged) if staged is not None else [])


def resource_datas(repo: Path = REPO) -> list[tuple[str, str]]:
    datas = [(str(repo / "resources" / part), f"resources/{part}") for part in ("icons", "styles", "translations")]
    datas += [(str(path), "app") for path in sorted((repo / "app").glob("*.qss"))]
    return datas


def ships_openai_whisper(flavour: Flavour) -> bool:
    return "openai-whisper" in flavour.engines


def excludes(flavour: Flavour) -> list[str]:
    """Modules PyInstaller must not collect for this flavour."""
    return list(EXCLUDES) + ([] if ships_openai_whisper(flavour) else list(OPENAI_WHISPER_ONLY))


def drop_patterns(flavour: Flavour, torch_has_cuda: bool) -> tuple[str, ...]:
    """Glob patterns (on names inside the bundle, forward slashes) of files to leave out.

    CUDA libraries are dropped only when the installed torch is a CPU build: a CUDA torch links them and would not
    import without them, whatever the flavour is called. Without openai-whisper its packages' files go too
    (llvmlite's shared library is collected as a binary, not through the module graph).
    """
    patterns: tuple[str, ...] = DROP_ALWAYS
    if flavour.drop_cuda and not torch_has_cuda:
        patterns += DROP_CUDA
    if not ships_openai_whisper(flavour):
        patterns += tuple(f"{name}/*" for name in OPENAI_WHISPER_ONLY) + ("llvmlite.libs/*", "numba.libs/*")
    return patterns


def is_dropped(name: str, patterns: Sequence[str]) -> bool:
    name = name.replace("\\", "/")
    return any(fnmatch.fnmatch(name, pattern) for pattern in patterns)


def is_test_module(module: str) -> bool:
    """A module inside a package's test suite (`scipy.linalg.tests.test_blas`), never a top-level package."""
    parts = module.split(".")
    return len(parts) > 1 and any(part in TEST_PARTS for part in parts[1:])


def filter_toc(toc: Iterable[tuple], patterns: Sequence[str]) -> list[tuple]:
    """Analysis TOC entries (name, source, typecode) without the dropped files and test-suite files."""
    kept = []
    for entry in toc:
        name = str(entry[0]).replace("\\", "/")
        if is_dropped(name, patterns) or any(part in TEST_PARTS for part in name.split("/")[1:-1]):
            continue
        kept.append(entry)
    return kept


def filter_modules(toc: Iterable[tuple]) -> list[tuple]:
    return [entry for entry in toc if not is_test_module(str(entry[0]))]


def nvidia_libraries() -> list[tuple[str, str]]:
    """Every shared library of the installed nvidia-* wheels as (source, folder inside the bundle).

    PyInstaller finds the libraries torch links, and its hooks know the CUDA 12 wheel layout; libraries opened later
    by name (cuDNN's engine parts, NVRTC's builtins, cuBLAS for CTranslate2) or a newer layout (nvidia/cu13/) can
    be missed, and a GPU would then fail at its first kernel instead of at start. DROP_ALWAYS still applies.
    """
    import importlib.util

    spec = importlib.util.find_spec("nvidia")
    if spec is None or not spec.submodule_search_locations:
        return []
    found = []
    for root in map(Path, spec.submodule_search_locations):
        for pattern in ("*/lib/*.so*", "*/lib/*/*.so*", "*/bin/*.dll", "*/bin/*/*.dll"):
            for path in sorted(root.glob(pattern)):
                if path.is_file() and not path.is_symlink():
                    found.append((str(path), "nvidia/" + path.parent.relative_to(root).as_posix()))
    return found


def collect(flavour: Flavour, models: Path, clip: Path, icons: dict[str, Path] | None, torch_has_cuda: bool,
            repo: Path = REPO, staged: Path | None = None) -> BundleInputs:
    """Run PyInstaller's hook helpers for this flavour (needs PyInstaller installed)."""
    from PyInstaller.utils.hooks import collect_data_files, collect_submodules, copy_metadata

    hidden: list[str] = list(HIDDEN_IMPORTS)
    for package in OWN_PACKAGES:
        hidden += collect_submodules(package, filter=lambda name: not is_test_module(name))
    datas = resource_datas(repo) + model_datas(flavour, models, staged) + [(str(clip), "selftest")]
    openai = ships_openai_whisper(flavour)
    for package, skipped in DATA_PACKAGES:
        if openai or package not in OPENAI_WHISPER_ONLY:
            datas += collect_data_files(package, excludes=list(skipped))
    for package, name in SOURCE_FILES:
        if openai or package not in OPENAI_WHISPER_ONLY:
            datas += collect_data_files(package, include_py_files=True, includes=[name])
    for distribution in METADATA:
        if not openai and distribution == "openai-whisper":
            continue
        try:
            datas += copy_metadata(distribution)
        except Exception:  # not installed in this flavour (PackageNotFoundError or a hook helper's own error)
            pass
    extra: list[tuple[str, str, str]] = []
    if torch_has_cuda or not flavour.drop_cuda:
        extra += [(f"{folder}/{Path(source).name}", source, "BINARY") for source, folder in nvidia_libraries()]
    icon = None
    if icons:
        icon = str(icons["ico"] if flavour.os == "windows" else icons["icns"] if flavour.os == "macos" else "")
    return BundleInputs(
        flavour=flavour,
        datas=datas,
        hiddenimports=sorted(set(hidden)),
        excludes=excludes(flavour),
        drop_patterns=drop_patterns(flavour, torch_has_cuda),
        extra_binaries=extra,
        icon=icon or None,
        version=project_version(),
    )


def info_plist(version: str) -> dict[str, object]:
    """macOS Info.plist keys beyond PyInstaller's defaults."""
    return {
        "CFBundleName": "Whisper Subtitler",
        "CFBundleDisplayName": "Whisper Subtitler",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSMinimumSystemVersion": "12.3",
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.video",
        "NSMicrophoneUsageDescription": "Whisper Subtitler never records; macOS asks because a media library may.",
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": "Audio and video",
            "CFBundleTypeRole": "Viewer",
            "LSItemContentTypes": ["public.audio", "public.movie"],
        }],
    }
