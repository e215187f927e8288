"""The script PyInstaller freezes: everything is decided in app.frozen (importable and tested from a checkout)."""

from app.frozen import main

if __name__ == "__main__":
    raise SystemExit(main())
