"""Desktop bundles and installers: the flavour table, the PyInstaller spec and the build script (docs/BUILDING.md)."""
