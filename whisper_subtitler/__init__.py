"""The `whisper-subtitler` command (whisper_subtitler.__main__): the one module that knows both core and app."""
