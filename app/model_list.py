"""What the settings' Model field knows beyond the names: which Whisper models are on this computer (shipped,
downloaded, or in an offline models folder) and, for one that is not, whether a job could download it now.

Why: a new user offline read "Not downloaded yet (downloads on first use)" under a model that could not be
downloaded, and the list gave no sign of the models already there. The look-up touches the disk and may open one
socket, so `look_up` runs off the GUI thread; `mark_on_disk` then writes what it found into the list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.model_download import model_cached
from app.qt import QComboBox, QStyledItemDelegate, Qt
from core.engines.registry import resolve_auto
from core.models.readiness import Connectivity, ModelChoice, available_models, download_url

ShownRole = Qt.ItemDataRole.UserRole + 20  # the text the list shows for an item (its own text is the setting)


@dataclass(frozen=True, slots=True)
class ModelFacts:
    cached: bool | None  # model_cached's answer: None for a name no catalogue knows
    reachable: bool | None  # whether its download host answers; None when not asked (on disk, or offline mode)
    on_disk: tuple[ModelChoice, ...]  # the engine's models on this computer


def look_up(engine: str, name: str, cache_dir: str | None, offline: bool, connected: Connectivity,
            models_dirs: Sequence[Path]) -> ModelFacts:
    """The facts for the Model field (slow: call it off the GUI thread). The connection is asked only for a
    known model that is not on disk while offline mode is off."""
    engine = resolve_auto(engine)
    on_disk = tuple(c for c in available_models(cache_dir, models_dirs) if c.engine == engine)
    cached = model_cached(engine, name, cache_dir) if name else None
    reachable = connected(download_url(engine, name)) if cached is False and not offline else None
    return ModelFacts(cached, reachable, on_disk)


class ShownTextDelegate(QStyledItemDelegate):
    """Draws an item with its ShownRole text where it has one ("tiny.en (on this computer)"), while the item's own
    text, the one the editable field takes when it is picked, stays the model name or path."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 - Qt override
        super().initStyleOption(option, index)
        shown = index.data(ShownRole)
        if shown:
            option.text = shown


def mark_on_disk(combo: QComboBox, on_disk: Sequence[ModelChoice], names: Sequence[str],
                 by_name: Callable[[str], str], in_folder: Callable[[str, str], str]) -> None:
    """Mark the catalogue's names (the first `len(names)` items) that are on this computer, and add each model of
    an offline models folder as an item of its own (its path is what the field takes). `by_name(name)` and
    `in_folder(name, folder)` give the shown texts, translated by the caller."""
    # An editable combo box puts its current item's text into the field whenever that item's data changes, and its
    # current item need not be what the field shows ("tiny" chosen before, "tiny.en" typed or set since): keep the
    # field's text, and say nothing of it to the settings.
    shown = combo.currentText()
    blocked = combo.blockSignals(True)
    try:
        local = {c.name for c in on_disk if c.model == c.name}
        for index, name in enumerate(names):
            _set(combo, index, by_name(name) if name in local else None, ShownRole)
        for choice in on_disk:
            if choice.model == choice.name:
                continue
            index = combo.findText(choice.model, Qt.MatchFlag.MatchExactly)
            if index < 0:
                combo.addItem(choice.model)
                index = combo.count() - 1
            _set(combo, index, in_folder(choice.name, str(Path(choice.model).parent)), ShownRole)
            _set(combo, index, choice.model, Qt.ItemDataRole.ToolTipRole)
        if combo.currentText() != shown:
            combo.setEditText(shown)
    finally:
        combo.blockSignals(blocked)


def _set(combo: QComboBox, index: int, value: str | None, role: int) -> None:
    if combo.itemData(index, role) != value:
        combo.setItemData(index, value, role)
