"""Export video: the dialog that puts a finished job's subtitles into its video (app.video_export_dialog)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from app.qt import QWidget

if TYPE_CHECKING:
    from app.video_export_dialog import VideoExportDialog


def export_video(parent: QWidget, media: Path, transcript: Path) -> VideoExportDialog:
    """Open the export dialog over `parent`. Imported here: core.video_export brings numpy, which the window does not
    load to show itself."""
    from app.video_export_dialog import VideoExportDialog

    dialog = VideoExportDialog(media, transcript, parent)
    dialog.open()
    return dialog
