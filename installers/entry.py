"""The script PyInstaller freezes: everything is decided in whisper_subtitler.frozen (importable and tested from a
checkout)."""

from whisper_subtitler.frozen import main

if __name__ == "__main__":
    raise SystemExit(main())
