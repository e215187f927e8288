"""The desktop window (PySide6). Everything heavy runs in worker processes (core.runner); this package only draws,
queues and listens. Qt names come through app.qt, so the one Qt binding is named in one place."""
