"""The About view: the app's version and licence, and the models the installed app ships with their licences and
the attribution they are owed (pyannote's community-1 is CC-BY-4.0: a build that ships it credits it here).

What it lists comes from the bundle's models/bundled-models.json (installers/community.py writes it at build time),
so it names exactly what this installation carries; a run from a checkout ships nothing and says so.
"""

from __future__ import annotations

import html
from typing import Any

from app.qt import QT_TRANSLATE_NOOP, QDialog, QDialogButtonBox, QLabel, Qt, QVBoxLayout, QWidget, tr

CONTEXT = "AboutDialog"  # a name, not a literal, in tr() calls: lupdate reads only the marks below
SUMMARY = QT_TRANSLATE_NOOP("AboutDialog", "Subtitles from speech, with speaker labels. Free software under the MIT "
                            "licence.")
SHIPPED = QT_TRANSLATE_NOOP("AboutDialog", "Models shipped with this app")
NONE_SHIPPED = QT_TRANSLATE_NOOP("AboutDialog", "None: this copy runs from a source checkout and downloads the models "
                                 "it needs.")
LICENCE = QT_TRANSLATE_NOOP("AboutDialog", "licence: {licence}")


def _linked(text: str) -> str:
    """`text` escaped, with its https:// addresses made links."""
    words = []
    for word in text.split(" "):
        core = word.rstrip(".,;)")
        if core.startswith("https://"):
            tail = word[len(core):]
            words.append(f'<a href="{html.escape(core)}">{html.escape(core)}</a>{html.escape(tail)}')
        else:
            words.append(html.escape(word))
    return " ".join(words)


def about_html(shipped: dict[str, dict[str, Any]] | None = None, version: str | None = None) -> str:
    """The About text as rich text: `shipped` is the bundle's manifest (core.models.bundled.bundled_manifest, read
    when None)."""
    if shipped is None:
        from core.models.bundled import bundled_manifest

        shipped = bundled_manifest()
    if version is None:
        from core import __version__

        version = __version__
    summary = tr(CONTEXT, SUMMARY)
    heading = tr(CONTEXT, SHIPPED)
    parts = [f"<h3>Whisper Subtitler {html.escape(version)}</h3>", f"<p>{html.escape(summary)}</p>",
             f"<p><b>{html.escape(heading)}</b></p>"]
    if not shipped:
        none = tr(CONTEXT, NONE_SHIPPED)
        parts.append(f"<p>{html.escape(none)}</p>")
    items = []
    for entry in shipped.values():
        title = html.escape(str(entry.get("title") or ""))
        url = entry.get("url")
        if url:
            title = f'<a href="{html.escape(str(url))}">{title}</a>'
        line = title + " — " + html.escape(tr(CONTEXT, LICENCE).format(
            licence=entry.get("licence") or "?"))
        if entry.get("attribution"):
            line += "<br>" + _linked(str(entry["attribution"]))
        items.append(f"<li>{line}</li>")
    if items:
        parts.append("<ul>" + "".join(items) + "</ul>")
    return "".join(parts)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, shipped: dict[str, dict[str, Any]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Whisper Subtitler"))
        self.setAccessibleName(self.tr("About Whisper Subtitler"))
        self.resize(560, 360)
        self.text = QLabel(about_html(shipped), self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
