"""The window's live captions: the Qt microphone adapter (mic_source), the view and its widgets (live_view,
level_meter, caption_view, transcript_view), and the runner that drives a live session in a worker process
(live_runner). Nothing here decodes speech: that runs in the worker, out of the GUI process."""
