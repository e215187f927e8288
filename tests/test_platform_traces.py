"""The cheap GPU check (platform_utils.gpu_traces) on systems built in a temporary folder: every NVIDIA, AMD or
Intel sign, and macOS, says "maybe a GPU"; only a system with none says "no GPU here". Nothing here reads this
machine's /dev, /sys or libraries."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from platform_utils.gpu_traces import LINUX_LIBRARIES, WINDOWS_LIBRARIES, Places, default_library_dirs, look

# Each sign a Linux system can show, as the file or folder that shows it (relative to the fake root).
LINUX_SIGNS = {
    "NVIDIA device": "dev/nvidia0",
    "NVIDIA control device": "dev/nvidiactl",
    "NVIDIA UVM device": "dev/nvidia-uvm",
    "Jetson GPU device": "dev/nvhost-ctrl-gpu",
    "Jetson memory device": "dev/nvmap",
    "ROCm kfd": "dev/kfd",
    "WSL2 GPU": "dev/dxg",
    "render node": "dev/dri/renderD128",
    "NVIDIA kernel module": "sys/module/nvidia/",
    "AMD kernel module": "sys/module/amdgpu/",
    "Intel i915 kernel module": "sys/module/i915/",
    "Intel xe kernel module": "sys/module/xe/",
    "NVIDIA driver in /proc": "proc/driver/nvidia/version",
} | {f"driver library {name}": f"lib/{name}" for name in LINUX_LIBRARIES}


def linux(root: Path, machine: str = "x86_64") -> Places:
    for folder in ("dev", "sys/module", "sys/class/drm", "proc/driver", "lib"):
        (root / folder).mkdir(parents=True, exist_ok=True)
    return Places(system="linux", machine=machine, dev=root / "dev", sys_root=root / "sys", proc=root / "proc",
                  library_dirs=(root / "lib", root / "no-such-folder"))


def add(root: Path, relative: str, text: str = "") -> Path:
    path = root / relative
    if relative.endswith("/"):
        path.mkdir(parents=True, exist_ok=True)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return path


def test_a_linux_system_without_any_sign_has_no_gpu(tmp_path):
    places = linux(tmp_path)
    for name in ("null", "tty0", "fb0", "dri/card0"):  # a console and a display-only framebuffer are no GPU
        add(tmp_path, f"dev/{name}")
    add(tmp_path, "sys/module/ext4/")
    add(tmp_path, "lib/libdrm_amdgpu.so.1")  # Mesa's userspace helpers are on every desktop
    add(tmp_path, "lib/libcudart.so.12")  # a CUDA runtime without a driver runs nothing
    traces = look(places)
    assert not traces.maybe_gpu
    assert traces.summary() == "no NVIDIA, AMD or Intel GPU device, kernel driver or driver library was found"


@pytest.mark.parametrize("sign", sorted(LINUX_SIGNS))
def test_any_single_linux_sign_means_maybe_a_gpu(tmp_path, sign):
    places = linux(tmp_path)
    add(tmp_path, LINUX_SIGNS[sign], "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.95.05\n")
    traces = look(places)
    assert traces.maybe_gpu, sign
    assert traces.summary().startswith("possible GPU: ")


@pytest.mark.parametrize(("machine", "why"), [("arm64", "Apple silicon"), ("x86_64", "an Intel Mac's AMD GPU")])
def test_macos_always_means_maybe_a_gpu(machine, why):
    traces = look(Places(system="darwin", machine=machine))
    assert traces.maybe_gpu and traces.apple, why
    assert "macOS (Metal)" in traces.summary()


@pytest.mark.parametrize("dll", WINDOWS_LIBRARIES)
def test_windows_driver_libraries(tmp_path, dll):
    system32 = tmp_path / "System32"
    system32.mkdir()
    assert not look(Places(system="win32", windows_system=system32)).maybe_gpu
    (system32 / dll).write_bytes(b"MZ")
    assert look(Places(system="win32", windows_system=system32)).maybe_gpu


def test_a_platform_not_known_here_is_never_ruled_out():
    traces = look(Places(system="freebsd14"))
    assert traces.maybe_gpu and traces.unknown_platform


def test_what_keys_the_cache_is_in_the_traces(tmp_path):
    """Vendor and chip of a render node, the kernel module's version, the library a soname points to: a new
    device or driver gives different traces, so the cached probe is not used."""
    places = linux(tmp_path)
    add(tmp_path, "dev/dri/renderD128")
    add(tmp_path, "sys/class/drm/renderD128/device/vendor", "0x8086\n")
    add(tmp_path, "sys/class/drm/renderD128/device/device", "0x56a0\n")
    add(tmp_path, "sys/module/nvidia/version", "580.95.05\n")
    add(tmp_path, "lib/libcuda.so.580.95.05", "driver")
    os.symlink("libcuda.so.580.95.05", tmp_path / "lib" / "libcuda.so.1")
    add(tmp_path, "proc/driver/nvidia/version", "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.95.05\nGCC\n")
    traces = look(places)
    assert traces.device_nodes == (f"{tmp_path}/dev/dri/renderD128 0x8086:0x56a0",)
    assert traces.kernel_modules == ("nvidia 580.95.05",)
    assert len(traces.driver_libraries) == 1 and traces.driver_libraries[0].startswith(
        f"{tmp_path}/lib/libcuda.so.580.95.05 6 ")
    assert "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.95.05" in traces.driver_versions

    (tmp_path / "lib" / "libcuda.so.1").unlink()
    add(tmp_path, "lib/libcuda.so.590.10", "newer driver")
    os.symlink("libcuda.so.590.10", tmp_path / "lib" / "libcuda.so.1")
    assert look(places) != traces


def test_one_library_folder_reached_twice_is_read_once(tmp_path):
    places = linux(tmp_path)
    add(tmp_path, "lib/libcuda.so.1")
    os.symlink(tmp_path / "lib", tmp_path / "lib-again")
    traces = look(dataclasses.replace(places, library_dirs=(tmp_path / "lib", tmp_path / "lib-again")))
    assert len(traces.driver_libraries) == 1


def test_library_folders_start_with_ld_library_path():
    dirs = default_library_dirs("aarch64", {"LD_LIBRARY_PATH": "/opt/custom/lib:/usr/lib"})
    assert dirs[:2] == ("/opt/custom/lib", "/usr/lib")
    assert "/usr/lib/aarch64-linux-gnu" in dirs and "/usr/lib/wsl/lib" in dirs
    assert len(dirs) == len(set(dirs))
