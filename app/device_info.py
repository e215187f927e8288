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
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = buttons.addButton(self.tr("Copy as JSON"), QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.setAccessibleName(self.tr("Copy the device info as JSON"))
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(self._copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)

    def set_info(self, info: dict[str, Any]) -> None:
        self._info = info
        self.tree.clear()
        for key, value in info.items():
            self.tree.addTopLevelItem(self._node(str(key), value))
        self.tree.expandToDepth(1)
        self.status.setText(self.tr("What `whisper-subtitler info` shows for this computer:"))
        self.copy_button.setEnabled(True)

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
