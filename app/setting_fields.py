"""The settings panel's widgets made from the settings table: each setting's declared widget (core.setting_widgets:
a kind, a group, its texts) becomes a Qt widget, laid out in its group's form, shown from and read back into the
settings by one loop over the table. A setting added to the table shows up here without touching the panel.

Compound controls (kind CUSTOM) are built by the panel's own functions, which the group's builder calls where the
table places them; a few rows carry a button of the panel's beside the widget (`trailing`) or rows of its own after
it (`after`). Texts keep the translation context "SettingsPanel"; labels and tooltips the setting's own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from app.qt import (
    QT_TRANSLATE_NOOP,
    QCheckBox,
    QComboBox,
    QCoreApplication,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
    tr,
)
from app.settings import stored_settings
from core.job_settings import JobSetting, job_setting
from core.setting_widgets import PANEL_CONTEXT, Group, Widget, WidgetKind

W = TypeVar("W", bound=QWidget)
LABEL_GAP = 6  # pixels a form's label keeps free after its text, beside the form's own spacing
Changed = Callable[..., None]
Make = Callable[[str], QWidget]  # makes the named setting's widget (a compound control lays it out)
Custom = Callable[[QFormLayout, Make], None]  # adds a CUSTOM setting's rows to the form
Rows = Callable[[QFormLayout], None]  # adds the panel's own rows after a setting's
Trailing = Callable[[QWidget], QWidget]  # a button beside a setting's widget, given that widget

GROUP_TITLES: dict[Group, str] = {
    Group.COMPUTE: QT_TRANSLATE_NOOP("SettingsPanel", "Compute"),
    Group.MODEL: QT_TRANSLATE_NOOP("SettingsPanel", "Speech recognition"),
    Group.SPEAKERS: QT_TRANSLATE_NOOP("SettingsPanel", "Speakers"),
    Group.OUTPUT: QT_TRANSLATE_NOOP("SettingsPanel", "Output"),
    Group.RULES: QT_TRANSLATE_NOOP("SettingsPanel", "Subtitle rules"),
    Group.WINDOW: QT_TRANSLATE_NOOP("SettingsPanel", "Window"),
}


def panel_text(text: str) -> str:
    return tr(PANEL_CONTEXT, text) if text else ""


# --- form helpers ------------------------------------------------------------------------------------------------
def buddy_row(form: QFormLayout, parent: QWidget, text: str, field: Any, buddy: QWidget, name: str = "") -> None:
    """A form row whose field is a layout: the label's Alt+letter shortcut goes to `buddy`."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setBuddy(buddy)
    # The widest label of a form ("HF-Token:" in German) otherwise ends a few pixels from its field. (Not the
    # form's spacing: a QFormLayout whose two spacings differ leaves its rows' own layouts with none.)
    label.setContentsMargins(0, 0, LABEL_GAP, 0)
    form.addRow(label, field)


def labelled(widget: W, name: str, tip: str = "") -> W:
    widget.setAccessibleName(name)
    if tip:
        widget.setToolTip(tip)
    return widget


def setting_widget(widget: W, name: str) -> W:
    """A setting's widget, named and explained by the table (translated here)."""
    setting = _setting(name)
    widget.setAccessibleName(tr(setting.context, setting.label))
    if setting.tip:
        widget.setToolTip(tr(setting.context, setting.tip).format(default=setting.shown(setting.default)))
    return widget


def browse_folder(parent: QWidget, target: QLineEdit) -> None:
    """Let the user pick a folder for `target`; a pick counts as an edit of the field."""
    folder = QFileDialog.getExistingDirectory(parent, QCoreApplication.translate("SettingsPanel", "Choose a folder"),
                                              target.text())
    if folder:
        target.setText(folder)
        target.editingFinished.emit()


# --- the table -----------------------------------------------------------------------------------------------------
def panel_settings() -> tuple[JobSetting, ...]:
    """Every kept setting the panel shows, in the table's order."""
    return tuple(s for s in stored_settings() if s.widget is not None)


def _setting(name: str) -> JobSetting:
    return next((s for s in panel_settings() if s.name == name), None) or job_setting(name)


def _widget(setting: JobSetting) -> Widget:
    assert setting.widget is not None  # panel_settings() keeps only settings with one
    return setting.widget


def in_group(group: Group) -> list[JobSetting]:
    """A group's settings in the order the panel shows them: the table's, each placed after the setting its
    widget names in `after`."""
    members = [s for s in panel_settings() if _widget(s).group == group]
    names = {s.name for s in members}
    following: dict[str, list[JobSetting]] = {}
    for s in members:
        if _widget(s).after in names:
            following.setdefault(_widget(s).after, []).append(s)
    ordered: list[JobSetting] = []

    def place(s: JobSetting) -> None:
        ordered.append(s)
        for later in following.get(s.name, []):
            place(later)

    for s in members:
        if _widget(s).after not in names:
            place(s)
    return ordered


# --- one widget per kind -------------------------------------------------------------------------------------------
def make_widget(setting: JobSetting, parent: QWidget) -> QWidget:
    """The setting's widget as its kind says (named, explained, its range or items set), not yet laid out."""
    w = _widget(setting)
    widget: QWidget
    if w.kind == WidgetKind.BOOL:
        widget = QCheckBox(panel_text(w.text), parent)
    elif w.kind == WidgetKind.INT:
        spin = QSpinBox(parent)
        spin.setRange(int(w.low), int(w.high))
        widget = spin
    elif w.kind == WidgetKind.FLOAT:
        number = QDoubleSpinBox(parent)
        number.setRange(w.low, w.high)
        number.setDecimals(w.decimals)
        if w.step is not None:
            number.setSingleStep(w.step)
        if w.suffix:
            number.setSuffix(w.suffix)
        widget = number
    elif w.kind == WidgetKind.CHOICE:
        combo = QComboBox(parent)
        combo.setEditable(w.editable)
        for value, title in (w.items() if w.items is not None else ()):
            combo.addItem(panel_text(title), value)
        widget = combo
    elif w.kind in (WidgetKind.TEXT, WidgetKind.PATH):
        edit = QLineEdit(parent)
        if w.placeholder:
            edit.setPlaceholderText(panel_text(w.placeholder))
        widget = edit
    else:
        raise ValueError(f"setting {setting.name!r}: a {w.kind} widget is built by hand")
    return setting_widget(widget, setting.name)


def on_change(widget: QWidget, setting: JobSetting, changed: Changed) -> None:
    kind = _widget(setting).kind
    if isinstance(widget, QCheckBox):
        widget.toggled.connect(changed)
    elif isinstance(widget, (QSpinBox, QDoubleSpinBox)):
        widget.valueChanged.connect(changed)
    elif isinstance(widget, QComboBox):
        (widget.currentTextChanged if widget.isEditable() else widget.currentIndexChanged).connect(changed)
    elif isinstance(widget, QLineEdit):
        widget.editingFinished.connect(changed)
    else:
        raise ValueError(f"setting {setting.name!r}: no change signal for a {kind} widget")


def show_value(widget: QWidget, setting: JobSetting, value: Any) -> None:
    w = _widget(setting)
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value))
    elif isinstance(widget, QDoubleSpinBox):
        widget.setValue(float(value))
    elif isinstance(widget, QComboBox) and widget.isEditable():
        widget.setCurrentText(w.to_text(value))
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(0, widget.findData(value)))
    elif isinstance(widget, QLineEdit):
        widget.setText(w.to_text(value))


def read_value(widget: QWidget, setting: JobSetting) -> Any:
    w = _widget(setting)
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, (QSpinBox, QDoubleSpinBox)):
        return widget.value()
    if isinstance(widget, QComboBox):
        return w.from_text(widget.currentText()) if widget.isEditable() else widget.currentData()
    if isinstance(widget, QLineEdit):
        return w.from_text(widget.text())
    raise ValueError(f"setting {setting.name!r}: cannot read a {type(widget).__name__}")


# --- groups --------------------------------------------------------------------------------------------------------
class Fields:
    """The table's widgets by setting name, made as their groups are built; shows and reads them all at once."""

    def __init__(self, parent: QWidget, changed: Changed) -> None:
        self.parent = parent
        self.changed = changed
        self.widgets: dict[str, QWidget] = {}
        self.box: QWidget = parent  # the group being built: its widgets' parent

    def make(self, name: str) -> QWidget:
        setting = _setting(name)
        widget = make_widget(setting, self.box)
        on_change(widget, setting, self.changed)
        self.widgets[name] = widget
        return widget

    def __getitem__(self, name: str) -> QWidget:
        return self.widgets[name]

    def show(self, values: Mapping[str, Any]) -> None:
        for name, widget in self.widgets.items():
            setting = _setting(name)
            show_value(widget, setting, values.get(name, setting.stored_default))

    def read(self) -> dict[str, Any]:
        """Every widget's value by setting name; a pair given the wrong way round (`below`) is turned round."""
        values = {name: read_value(widget, _setting(name)) for name, widget in self.widgets.items()}
        for name in list(values):
            other = _widget(_setting(name)).below
            if other in values:
                values[name], values[other] = sorted((values[name], values[other]))
        return values

    def build_group(self, group: Group, custom: Mapping[str, Custom] | None = None,
                    trailing: Mapping[str, Trailing] | None = None, after: Mapping[str, Rows] | None = None
                    ) -> QGroupBox:
        """The group's box, its rows in the table's order: a CUSTOM setting's made by `custom[name]`, a widget with
        the panel's button `trailing[name]` beside it, the panel's rows `after[name]` under a setting's."""
        box = QGroupBox(panel_text(GROUP_TITLES[group]), self.parent)
        form = QFormLayout(box)
        self.box = box
        for setting in in_group(group):
            w = _widget(setting)
            if w.placed_by:
                pass  # the compound control named there lays it out
            elif w.kind == WidgetKind.CUSTOM:
                (custom or {})[setting.name](form, self.make)
            else:
                self._row(form, setting, w, (trailing or {}).get(setting.name))
            if setting.name in (after or {}):
                (after or {})[setting.name](form)
        self.box = self.parent
        return box

    def _row(self, form: QFormLayout, setting: JobSetting, w: Widget, trailing: Trailing | None) -> None:
        widget = self.make(setting.name)
        label = panel_text(w.text) if w.kind != WidgetKind.BOOL else ""
        button: QWidget | None = trailing(widget) if trailing is not None else None
        if w.kind == WidgetKind.PATH and isinstance(widget, QLineEdit):
            button = self._browse(widget, w)
        if button is None:
            form.addRow(label, widget)
        else:
            row = QHBoxLayout()
            row.addWidget(widget, 1)
            row.addWidget(button)
            if w.kind == WidgetKind.BOOL:
                # Across the whole form: QFormLayout's minimum leaves out the label column of a row with an empty
                # label, so in a narrow dock such a row got less room than its check box needs.
                form.addRow(row)
            elif "&" in label:
                buddy_row(form, self.parent, label, row, widget)
            else:
                form.addRow(label, row)
        if w.note:
            note = QLabel(panel_text(w.note), self.box)
            note.setWordWrap(True)
            form.addRow("", note)

    def _browse(self, edit: QLineEdit, w: Widget) -> QPushButton:
        browse = QPushButton(QCoreApplication.translate("SettingsPanel", "Browse…"), self.box)
        browse.setAccessibleName(panel_text(w.browse))
        browse.clicked.connect(lambda: browse_folder(self.parent, edit))
        return browse
