"""The launchers, the one package that knows both core and app: the `whisper-subtitler` command
(whisper_subtitler.__main__) and the desktop bundle's entry point (whisper_subtitler.frozen)."""
