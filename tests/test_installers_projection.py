"""installers.projection: a flavour's bundle size from its wheels. Real wheel archives are written here and fetched
with the real pip from a local folder (no network), so the closure, the marker evaluation for another OS and the
sizing rules run as they do against PyPI."""

from __future__ import annotations

import marshal
import zipfile
import zlib
from pathlib import Path

import pytest

from installers import projection
from installers.flavours import FLAVOURS

WINDOWS_CPU = FLAVOURS["windows-cpu"]
LINUX_CUDA = FLAVOURS["linux-cuda"]
CODE = b'"""A module."""\n\n\ndef twice(x):\n    """Twice x, documented at length so the source is long."""\n' \
       b'    return 2 * x\n' * 3


def make_wheel(folder: Path, name: str, version: str, tag: str, files: dict[str, bytes],
               requires: tuple[str, ...] = ()) -> Path:
    """A minimal but real wheel: METADATA with Requires-Dist lines, WHEEL, RECORD."""
    dist = f"{name.replace('-', '_')}-{version}"
    path = folder / f"{dist}-{tag}.whl"
    metadata = "\n".join(["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
                          *[f"Requires-Dist: {r}" for r in requires]]) + "\n"
    with zipfile.ZipFile(path, "w") as archive:
        for member, data in files.items():
            archive.writestr(member, data)
        archive.writestr(f"{dist}.dist-info/METADATA", metadata)
        archive.writestr(f"{dist}.dist-info/WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: false\n")
        archive.writestr(f"{dist}.dist-info/RECORD", "")
    return path


# --- where a wheel's files land ------------------------------------------------------------------------------------

def test_metadata_and_scripts_never_ship_and_purelib_lands_at_the_top():
    assert projection.bundle_name("numpy-2.0.dist-info/METADATA") is None
    assert projection.bundle_name("pkg-1.0.data/scripts/tool.exe") is None
    assert projection.bundle_name("pkg-1.0.data/purelib/pkg/x.py") == "pkg/x.py"
    assert projection.bundle_name("torch/lib/torch_cpu.dll") == "torch/lib/torch_cpu.dll"


@pytest.mark.parametrize("member", [
    "triton/backends/nvidia/lib.so",  # excluded module
    "scipy/linalg/tests/data/big.npz",  # a package's test suite
    "torch/include/ATen/ATen.h", "torch/lib/torch_cpu.lib", "torch/lib/libtorch.a",  # link time only
    "torch/_C/__init__.pyi", "av/frame.pyx",  # stubs and sources
    "pip/_internal/main.py", "setuptools/dist.py",  # build tools
    "imageio_ffmpeg/_utils.py", "imageio_ffmpeg/binaries/ffmpeg-win-x86_64-v7.1.exe",  # PyAV decodes instead
    "PySide6/Qt6QuickControls2.dll", "PySide6/Qt6WebEngineCore.dll", "PySide6/qml/QtQuick/qmldir",  # Qt never loaded
    "PySide6/Qt/lib/libQt6MultimediaQuick.so.6", "PySide6/Qt/lib/libQt6QuickControls2.so.6",
    # the Linux wheel's copies of Qt's FFmpeg under its other names (no links in a wheel): only the soname is loaded
    "PySide6/Qt/lib/libavcodec.so", "PySide6/Qt/lib/libavcodec.so.63.1.101", "PySide6/Qt/lib/libavcodec.63.1.101.dylib",
    "PySide6/plugins/sqldrivers/qsqlite.dll", "PySide6/designer.exe", "PySide6/translations/designer_de.qm",
    "PySide6/opengl32sw.dll",  # software OpenGL: a widgets app paints with the raster engine
    # the binding does not load these two
    "onnxruntime/capi/onnxruntime.dll", "onnxruntime/capi/libonnxruntime.1.32.0.dylib",
])
def test_what_the_spec_leaves_out_is_left_out(member):
    assert projection.shipped(member, 1000, WINDOWS_CPU, torch_has_cuda=False) is None


@pytest.mark.parametrize("member, folder", [
    ("torch/lib/torch_cpu.dll", "torch"),
    ("PySide6/Qt6Core.dll", "PySide6"), ("PySide6/QtWidgets.pyd", "PySide6"),
    ("PySide6/plugins/platforms/qwindows.dll", "PySide6"), ("PySide6/translations/qtbase_de.qm", "PySide6"),
    ("PySide6/Qt/lib/libQt6Gui.so.6", "PySide6"), ("PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6"),
    ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", "PySide6"),
    # the review editor's player: QtMultimedia, its FFmpeg plugin and what that plugin links
    ("PySide6/QtMultimedia.pyd", "PySide6"), ("PySide6/QtMultimediaWidgets.pyd", "PySide6"),
    ("PySide6/plugins/multimedia/ffmpegmediaplugin.dll", "PySide6"), ("PySide6/avcodec-61.dll", "PySide6"),
    ("PySide6/Qt6Quick.dll", "PySide6"), ("PySide6/Qt6Network.dll", "PySide6"),
    ("PySide6/Qt/lib/libavformat.so.63", "PySide6"), ("PySide6/Qt/lib/libQt6FFmpegStub-va.so.2", "PySide6"),
    ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", "PySide6"),
    ("PySide6/Qt/lib/libavcodec.63.dylib", "PySide6"),
    ("numpy.libs/libscipy_openblas64_.dll", "numpy.libs"),
    ("onnxruntime/capi/onnxruntime_pybind11_state.pyd", "onnxruntime"),
    ("onnxruntime/capi/onnxruntime_providers_shared.dll", "onnxruntime"),
    ("_cffi_backend.cp312-win_amd64.pyd", "(loose files: executables, shared libraries)"),
])
def test_what_the_app_needs_ships_in_its_folder(member, folder):
    item = projection.shipped(member, 1000, WINDOWS_CPU, torch_has_cuda=False)
    assert item is not None and item.folder == folder and item.size == 1000


def test_openai_whisper_packages_ship_only_with_that_engine():
    for member in ("numba/core/typing.py", "llvmlite/binding/llvmlite.dll", "tiktoken/core.py"):
        assert projection.shipped(member, 10, WINDOWS_CPU, False, read=lambda: b"") is None
        assert projection.shipped(member, 10, LINUX_CUDA, True, read=lambda: b"x = 1\n") is not None


def test_cuda_libraries_ship_only_with_a_cuda_torch():
    name = "nvidia/cublas/lib/libcublas.so.12"
    assert projection.shipped(name, 10, FLAVOURS["linux-cpu"], torch_has_cuda=False) is None
    assert projection.shipped(name, 10, FLAVOURS["linux-cpu"], torch_has_cuda=True) is not None


def test_python_sources_cost_their_compressed_byte_code():
    item = projection.shipped("pkg/mod.py", len(CODE), WINDOWS_CPU, False, read=lambda: CODE)
    assert item is not None and item.folder == projection.PYZ
    assert item.size == len(zlib.compress(marshal.dumps(compile(CODE, "pkg/mod.py", "exec", dont_inherit=True)), 6))
    assert item.size < len(CODE)


# --- the dependency closure, fetched by pip from a local folder ----------------------------------------------------

@pytest.fixture()
def local_index(tmp_path, monkeypatch):
    """torch, a project with target-only dependencies and an extra, and wheels for the wrong OS."""
    index = tmp_path / "index"
    index.mkdir()
    win = "cp312-cp312-win_amd64"
    make_wheel(index, "torch", "2.14.0", win, {"torch/lib/torch_cpu.dll": b"\0" * 5000, "torch/__init__.py": CODE},
               requires=("filelock", 'nvidia-cublas-cu12; platform_system == "Linux"'))
    make_wheel(index, "torchaudio", "2.11.0", win, {"torchaudio/__init__.py": CODE}, requires=("torch",))
    make_wheel(index, "filelock", "3.0", "py3-none-any", {"filelock/__init__.py": CODE})
    make_wheel(index, "nvidia-cublas-cu12", "12.0", "py3-none-manylinux2014_x86_64", {"nvidia/cublas/a.so": b"1"})
    make_wheel(index, "colorama", "0.4", "py3-none-any", {"colorama/__init__.py": CODE})
    make_wheel(index, "lightning", "2.0", "py3-none-any", {"lightning/__init__.py": CODE},
               requires=("torch>=2.1", 'colorama; sys_platform == "win32"', 'extra-only; extra == "extra"'))
    make_wheel(index, "av", "16.0", "cp312-cp312-win_amd64",
               {"av.libs/avcodec-62.dll": b"\0" * 3000, "av/__init__.py": CODE})
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "x"\ndependencies = ["lightning>=2", "torch>=2.4", "av", '
                         '"linux-only-root; sys_platform == \\"linux\\""]\n'
                         '[project.optional-dependencies]\ncpu = ["torch>=2.4"]\n'
                         'bundle = ["pyinstaller>=6"]\n', encoding="utf-8")
    real = projection.project_requirements
    monkeypatch.setattr(projection, "project_requirements", lambda flavour: real(flavour, pyproject))
    return index


def test_the_closure_follows_the_targets_markers_not_this_machines(local_index, tmp_path):
    dest = tmp_path / "wheels"
    wheels = projection.download(WINDOWS_CPU, dest, torch_index="pypi",
                                 pip_options=["--no-index", "--find-links", str(local_index)])
    names = sorted(projection.wheel_project(w) for w in wheels)
    # colorama only on Windows; cuBLAS only on Linux (pip alone would take it, judging by this Linux machine)
    assert names == ["av", "colorama", "filelock", "lightning", "torch", "torchaudio"]
    rows = dict((name, size) for name, size, _ in projection.folder_rows(projection.project(WINDOWS_CPU, wheels,
                                                                                                tmp_path / "none")))
    assert rows["torch"] == 5000 and rows["av.libs"] == 3000
    assert rows[projection.PYZ] > 0
    table = projection.projection_table(WINDOWS_CPU, projection.folder_rows(
        projection.project(WINDOWS_CPU, wheels, tmp_path / "none")), wheels)
    assert "whisper-subtitler-windows-cpu-x86_64" in table and "torch-2.14.0-cp312-cp312-win_amd64.whl" in table


def test_a_package_without_a_wheel_for_the_target_is_named(local_index, tmp_path):
    make_wheel(local_index, "lightning", "3.0", "py3-none-any", {"lightning/__init__.py": CODE},
               requires=("linux-only-thing",))
    make_wheel(local_index, "linux-only-thing", "1.0", "py3-none-manylinux2014_x86_64", {"t/a.so": b"1"})
    with pytest.raises(SystemExit, match="no windows-cpu wheel found for: linux-only-thing"):
        projection.download(WINDOWS_CPU, tmp_path / "wheels", torch_index="pypi",
                            pip_options=["--no-index", "--find-links", str(local_index)])


def test_project_requirements_follow_the_flavour():
    cpu = projection.project_requirements(WINDOWS_CPU)
    cuda = projection.project_requirements(FLAVOURS["windows-cuda"])
    assert not any(r.startswith(("torch", "openai-whisper", "pyinstaller")) for r in cpu + cuda)
    assert not any(r.startswith("imageio-ffmpeg") for r in cpu)  # PyAV decodes in a bundle
    assert "numba" in cuda and "numba" not in cpu
    assert any(r.startswith("nvidia-cublas") for r in cuda) and not any(r.startswith("nvidia") for r in cpu)


# --- macOS: PyInstaller keeps only the target's slice of a universal binary -----------------------------------------

def fat_binary(slices: dict[int, bytes]) -> bytes:
    """A universal Mach-O file: fat header (big-endian), one fat_arch per slice, then the slices."""
    header = b"\xca\xfe\xba\xbe" + len(slices).to_bytes(4, "big")
    offset = 8 + 20 * len(slices)
    body = b""
    for cputype, data in slices.items():
        header += b"".join(v.to_bytes(4, "big") for v in (cputype, 0, offset + len(body), len(data), 0))
        body += data
    return header + body


def test_a_universal_binary_counts_as_its_target_slice(tmp_path):
    arm64, x86_64 = 0x0100000C, 0x01000007
    data = fat_binary({x86_64: b"x" * 700, arm64: b"a" * 300})
    assert projection.thin_size(data, "arm64") == 300 and projection.thin_size(data, "x86_64") == 700
    assert projection.thin_size(b"\xcf\xfa\xed\xfe" + b"\0" * 40, "arm64") is None  # a thin Mach-O
    assert projection.thin_size(b"\xca\xfe\xba\xbe\x00\x00\x00\x34" + b"\0" * 40, "arm64") is None  # Java class
    wheel = make_wheel(tmp_path, "PySide6-Essentials", "6.12.0", "cp310-abi3-macosx_14_0_universal2",
                       {"PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore": data})
    items = list(projection.wheel_files(wheel, FLAVOURS["macos-mps"], torch_has_cuda=False))
    assert [(i.folder, i.size) for i in items] == [("PySide6", 300)]
    # elsewhere the file is what it is
    assert [i.size for i in projection.wheel_files(wheel, WINDOWS_CPU, False)] == [len(data)]


def test_the_project_command_prints_and_saves_the_table(local_index, tmp_path, monkeypatch, capsys):
    """`python -m installers.build project` end to end; pip reads PIP_NO_INDEX/PIP_FIND_LINKS from the environment."""
    from installers import build

    monkeypatch.setenv("PIP_NO_INDEX", "1")
    monkeypatch.setenv("PIP_FIND_LINKS", str(local_index))
    wheels = tmp_path / "out" / "windows-cpu"
    assert build.main(["project", "--flavour", "windows-cpu", "--torch-index", "pypi", "--wheels", str(wheels),
                       "--models", str(tmp_path / "no-models")]) == 0
    printed = capsys.readouterr().out
    saved = (tmp_path / "out" / "whisper-subtitler-windows-cpu-x86_64.projected.txt").read_text()
    assert saved.strip() in printed
    assert saved.splitlines()[0].startswith("projected whisper-subtitler-windows-cpu-x86_64: 6 wheels")
    assert saved.splitlines()[-1].startswith("total (without the Python runtime)")


def test_the_project_dry_run_shows_the_pip_commands(capsys):
    from installers import build

    assert build.main(["project", "--flavour", "macos-mps", "--dry-run"]) == 0
    printed = capsys.readouterr().out
    assert "--platform macosx_14_0_arm64" in printed and "--python-version 3.12" in printed
    assert "'torch>=2.8,<2.15'" in printed and "pyannote.audio>=4.0" in printed
