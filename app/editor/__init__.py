"""The review editor (issue 12): play a finished job's media with its subtitles and correct cues, times and speakers.
Its model and rules are core.editing's; this package is only the window."""
