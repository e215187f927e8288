"""Review and correction of a finished job, without Qt: a Draft of its cues, the edits a person makes, where the
player is, saving every output from the result, and an autosave for crashes. app/ builds the editor on it."""

from core.editing.draft import Draft, open_draft, save_draft
from core.editing.edits import (
    delete,
    find,
    insert,
    merge,
    move_edge,
    nudge,
    refit,
    rename_speaker,
    replace_all,
    set_speaker,
    set_text,
    set_times,
    shift,
    split,
)
from core.editing.follow import cue_at, nearest_cue

__all__ = [
    "Draft",
    "cue_at",
    "delete",
    "find",
    "insert",
    "merge",
    "move_edge",
    "nearest_cue",
    "nudge",
    "open_draft",
    "refit",
    "rename_speaker",
    "replace_all",
    "save_draft",
    "set_speaker",
    "set_text",
    "set_times",
    "shift",
    "split",
]
