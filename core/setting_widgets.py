"""How the settings panel shows a job setting, declared beside the setting in core.job_settings' table, without Qt.

Why: a setting used to live in the table and again in the panel (its widget, where it is shown, where it is read),
so adding one meant touching three places in app/. Each table entry now says which kind of widget shows it and in
which group; app.setting_fields turns kinds into Qt widgets and builds, shows and reads them by looping over the
table. Only a few compound controls (the backend with its probe, the model with its catalogue, the speaker count,
the formats) are built by hand: their kind is CUSTOM, and the table gives their place.

Texts (`text`, `placeholder`, `browse`, `note`, item titles) are shown translated in the context "SettingsPanel",
where the catalogues keep the panel's texts; mark them with QT_TRANSLATE_NOOP("SettingsPanel", ...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from platform_utils.strenum import StrEnum

PANEL_CONTEXT = "SettingsPanel"  # the translation context of the texts below


class WidgetKind(StrEnum):
    BOOL = "bool"  # a check box; `text` is its own text
    INT = "int"  # a spin box from `low` to `high`
    FLOAT = "float"  # a spin box from `low` to `high` with `decimals`, `step` and a `suffix`
    CHOICE = "choice"  # a drop-down of `items`; `editable`: one may type a value too
    TEXT = "text"  # a line of text
    PATH = "path"  # a line of text with a Browse… button that picks a folder
    CUSTOM = "custom"  # built, shown and read by hand in app/: the table gives only its group and place


class Group(StrEnum):
    """The panel's groups, in the order it shows them."""

    COMPUTE = "compute"
    MODEL = "model"  # speech recognition
    SPEAKERS = "speakers"
    OUTPUT = "output"
    RULES = "rules"  # subtitle rules
    WINDOW = "window"


def _text(value: Any) -> str:
    return "" if value is None else str(value)


def _stripped(text: str) -> Any:
    return text.strip()


@dataclass(frozen=True, slots=True)
class Widget:
    """One setting's widget in the settings panel. Its accessible name and tooltip are the setting's label and tip."""

    kind: WidgetKind
    group: Group
    text: str = ""  # the form row's label ("&Language:"), or a check box's own text
    after: str = ""  # the setting whose row this one follows (default: the table's order within the group)
    placed_by: str = ""  # a CUSTOM setting of the group that lays this widget out in its own rows
    low: float = 0
    high: float = 99
    decimals: int = 2  # FLOAT
    step: float | None = None  # FLOAT; None: Qt's own (1.0)
    suffix: str = ""  # FLOAT, e.g. " s"
    # CHOICE: (value, title) in order, read when the panel is built. Titles are looked up in the catalogues; a title
    # lupdate never saw (an engine's name, a language code, a language named in itself) is shown as it is
    items: Callable[[], Sequence[tuple[str, str]]] | None = None
    editable: bool = False  # CHOICE: a value may be typed (the items are suggestions)
    placeholder: str = ""  # TEXT, PATH
    browse: str = ""  # PATH: the Browse button's accessible name
    below: str = ""  # a setting this one never exceeds: the panel turns the two round where they are given reversed
    note: str = ""  # a wrapped note in a row of its own under the widget
    to_text: Callable[[Any], str] = _text  # TEXT, PATH and editable CHOICE: the value as the field shows it
    from_text: Callable[[str], Any] = _stripped  # and what the field's text means


def check(group: Group, text: str, **more: Any) -> Widget:
    return Widget(WidgetKind.BOOL, group, text, **more)


def whole(group: Group, text: str, low: int, high: int, **more: Any) -> Widget:
    return Widget(WidgetKind.INT, group, text, low=low, high=high, **more)


def number(group: Group, text: str, low: float, high: float, **more: Any) -> Widget:
    return Widget(WidgetKind.FLOAT, group, text, low=low, high=high, **more)


def choice(group: Group, text: str, items: Callable[[], Sequence[tuple[str, str]]], **more: Any) -> Widget:
    return Widget(WidgetKind.CHOICE, group, text, items=items, **more)


def line(group: Group, text: str, **more: Any) -> Widget:
    return Widget(WidgetKind.TEXT, group, text, **more)


def folder(group: Group, text: str, browse: str, **more: Any) -> Widget:
    return Widget(WidgetKind.PATH, group, text, browse=browse, **more)


def custom(group: Group, **more: Any) -> Widget:
    return Widget(WidgetKind.CUSTOM, group, **more)


def plain(names: Sequence[str]) -> list[tuple[str, str]]:
    """Items shown as their values (engine names, language codes)."""
    return [(name, name) for name in names]
