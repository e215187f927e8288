"""The "Device info" view: what `whisper-subtitler info` prints (backends, devices, versions, the plan that
auto would choose), as a tree, filled in when the background probe returns."""

from __future__ import annotations

import json
from typing import Any

from app.qt import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)


class DeviceInfoDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Device info"))
        self.setAccessibleName(self.tr("Device info"))
        self.resize(640, 520)
        self._info: dict[str, Any] | None = None
        self.status = QLabel(self.tr("Probing the devices of this computer…"), self)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Item"), self.tr("Value")])
        self.tree.setAccessibleName(self.tr("Devices, backends and versions"))
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setAlternatingRowColors(True)
        buttons = self.button_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = buttons.addButton(self.tr("Copy as JSON"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.setAccessibleName(self.tr("Copy the device info as JSON"))
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(self._copy)
        self.about_button = buttons.addButton(self.tr("About…"), QDialogButtonBox.ButtonRole.HelpRole)
        self.about_button.setAccessibleName(self.tr("About Whisper Subtitler and the models it ships"))
        self.about_button.clicked.connect(self.show_about)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)

    def set_info(self, info: dict[str, Any]) -> None:
        """Show platform_utils.report.info_dict in the order `whisper-subtitler info` prints it, most useful first:
        the plan, then one line per backend (details folded), CPU, CTranslate2, versions, decoder, system."""
        self._info = info
        self.tree.clear()
        known = {"plan": self._plan, "backends": self._backends, "cpu": self._cpu, "ctranslate2": self._ct2}
        for key in ("plan", "backends", "cpu", "ctranslate2"):
            if isinstance(info.get(key), dict):
                self._section(known[key](info[key]))
        if isinstance(info.get("versions"), dict):
            versions = self._node(self.tr("Versions"), {k: v if v else "—" for k, v in info["versions"].items()})
            self._section(versions)
        if info.get("decoder"):
            self._section(QTreeWidgetItem([self.tr("Media decoder"), str(info["decoder"])]))
        for key, value in info.items():  # anything newer than this view, as it comes
            if key not in known and key not in ("versions", "system", "decoder"):
                self._section(self._node(str(key), value))
        if info.get("system"):
            self._section(QTreeWidgetItem([self.tr("System"), str(info["system"])]))
        self.status.setText(self.tr("What `whisper-subtitler info` shows for this computer:"))
        self.copy_button.setEnabled(True)

    def _section(self, node: QTreeWidgetItem) -> None:
        font = node.font(0)
        font.setBold(True)
        node.setFont(0, font)
        self.tree.addTopLevelItem(node)
        node.setExpanded(True)

    def _row(self, parent: QTreeWidgetItem, key: str, value: str, tip: str = "") -> QTreeWidgetItem:
        child = QTreeWidgetItem([key, value])
        child.setToolTip(1, tip or value)
        parent.addChild(child)
        return child

    def _plan(self, plan: dict[str, Any]) -> QTreeWidgetItem:
        node = QTreeWidgetItem([self.tr("Plan"), str(plan.get("reason") or "")])
        node.setToolTip(1, node.text(1))
        for stage in (plan.get("stages") or {}).values():
            value = self.tr("{engine} on {device}, {precision}").format(
                engine=stage.get("engine", ""), device=stage.get("device", ""), precision=stage.get("compute_type", ""))
            if stage.get("threads"):
                value += self.tr(", {n} threads").format(n=stage["threads"])
            row = self._row(node, str(stage.get("stage", "")), value, str(stage.get("reason") or ""))
            self._row(row, self.tr("why"), str(stage.get("reason") or ""))
            env = stage.get("env") or {}
            if env:
                self._row(row, self.tr("environment"), " ".join(f"{k}={v}" for k, v in env.items()))
        for warning in plan.get("warnings") or ():
            self._row(node, self.tr("warning"), str(warning))
        return node

    def _backends(self, backends: dict[str, Any]) -> QTreeWidgetItem:
        usable = [name for name, facts in backends.items() if facts.get("usable")]
        node = QTreeWidgetItem([self.tr("Backends"), self.tr("usable here: {names}").format(
            names=", ".join(usable) or self.tr("none"))])
        for name, facts in backends.items():
            devices = [d for d in facts.get("devices") or [] if isinstance(d, dict)]
            names = ", ".join(str(d.get("name")) + (f" ({d['memory_total_gib']:.0f} GiB)"
                                                    if d.get("memory_total_gib") else "") for d in devices)
            if facts.get("usable"):
                value = self.tr("yes: {devices}").format(devices=names) if names else self.tr("yes")
            elif facts.get("available"):
                value = self.tr("not functional: {why}").format(why=facts.get("reason") or "")
            else:
                value = self.tr("no: {why}").format(why=facts.get("reason") or "")
            row = self._row(node, name, value)
            for key in ("devices", "versions"):
                if facts.get(key):
                    row.addChild(self._node(key, facts[key]))
        return node

    def _cpu(self, cpu: dict[str, Any]) -> QTreeWidgetItem:
        value = self.tr("{name}: {cores} cores / {threads} threads").format(
            name=cpu.get("name") or "CPU", cores=cpu.get("physical_cores") or "?",
            threads=cpu.get("logical_cores") or "?")
        if cpu.get("memory_total_gib"):
            value += self.tr(", {gib:.1f} GiB").format(gib=cpu["memory_total_gib"])
        node = QTreeWidgetItem([self.tr("CPU"), value])
        if cpu.get("performance_cores"):
            self._row(node, self.tr("performance cores"), str(cpu["performance_cores"]))
        self._row(node, self.tr("threads used"), str(cpu.get("threads") or "—"))
        self._row(node, self.tr("instruction sets"), ", ".join(cpu.get("isa") or ()) or "—")
        if cpu.get("torch_capability"):
            self._row(node, self.tr("torch kernels"), str(cpu["torch_capability"]))
        return node

    def _ct2(self, ct2: dict[str, Any]) -> QTreeWidgetItem:
        if not ct2.get("installed"):
            return QTreeWidgetItem(["CTranslate2", self.tr("not installed: {why}").format(why=ct2.get("reason") or "")])
        node = QTreeWidgetItem(["CTranslate2", str(ct2.get("version") or "")])
        self._row(node, self.tr("CPU precisions"), ", ".join(ct2.get("cpu_compute_types") or ()) or "—")
        gpu = (self.tr("{n} CUDA device(s): {types}").format(n=ct2["cuda_devices"],
                                                            types=", ".join(ct2.get("cuda_compute_types") or ()))
               if ct2.get("cuda_devices") else self.tr("none") + (f" ({ct2['reason']})" if ct2.get("reason") else ""))
        self._row(node, self.tr("GPU"), gpu)
        if ct2.get("missing_libraries"):
            self._row(node, self.tr("missing libraries"), ", ".join(ct2["missing_libraries"]))
        return node

    def show_about(self) -> QDialog:
        """The About view (version, licences, the shipped models' attribution), over this dialog."""
        from app.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.show()
        return dialog

    def set_error(self, message: str) -> None:
        self.status.setText(self.tr("The device probe failed: {error}").format(error=message))

    def _node(self, key: str, value: Any) -> QTreeWidgetItem:
        if isinstance(value, dict):
            node = QTreeWidgetItem([key, ""])
            for k, v in value.items():
                node.addChild(self._node(str(k), v))
            return node
        if isinstance(value, (list, tuple)) and any(isinstance(v, (dict, list, tuple)) for v in value):
            node = QTreeWidgetItem([key, ""])
            for i, v in enumerate(value):
                node.addChild(self._node(f"{key} {i}" if not isinstance(v, dict) else _title(v, i), v))
            return node
        if isinstance(value, (list, tuple)):
            text = ", ".join(str(v) for v in value)
        elif value is None:
            text = "—"
        elif isinstance(value, bool):
            text = self.tr("yes") if value else self.tr("no")
        else:
            text = str(value)
        node = QTreeWidgetItem([key, text])
        node.setToolTip(1, text)
        return node

    def _copy(self) -> None:
        if self._info is not None:
            QApplication.clipboard().setText(json.dumps(self._info, indent=2))


def _title(value: dict, index: int) -> str:
    for key in ("name", "backend", "device", "stage", "id"):
        if key in value and isinstance(value[key], str):
            return value[key]
    return str(index)
