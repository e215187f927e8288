"""The Hugging Face token: read from HF_TOKEN or the OS keyring, stored only in the keyring, never logged.

Settings files and logs must never hold the token in plain text. `install_log_masking` makes every log record
created in this process (ours, huggingface_hub's, httpx's) replace anything that looks like a token with `hf_***`,
including exception text, before any handler sees it.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping

from core.errors import InvalidOptionError

KEYRING_SERVICE = "whisper-subtitler"
KEYRING_USERNAME = "huggingface"
ENV_VAR = "HF_TOKEN"
_TOKEN = re.compile(r"hf_[A-Za-z0-9]{4,}")
MASK = "hf_***"

HOW_TO_ADD = (
    f"add one with `keyring set {KEYRING_SERVICE} {KEYRING_USERNAME}` (paste the token when asked), "
    f"or set the {ENV_VAR} environment variable, or paste it under Settings > Hugging Face token in the app"
)


def mask_secrets(text: str) -> str:
    """`text` with every Hugging Face token replaced by `hf_***`."""
    return _TOKEN.sub(MASK, text)


def read_token(env: Mapping[str, str] | None = None) -> str | None:
    """HF_TOKEN if set (it is meant for this run), else the keyring entry; None when neither has one.

    A machine without a usable keyring backend simply has no stored token.
    """
    import keyring
    from keyring.errors import KeyringError

    env = os.environ if env is None else env
    token = (env.get(ENV_VAR) or "").strip()
    if token:
        return token
    try:
        stored = keyring.get_password(KEYRING_SERVICE, KEYRING_USERNAME)
    except (KeyringError, RuntimeError):
        return None
    return stored.strip() if stored and stored.strip() else None


def save_token(token: str) -> None:
    """Store the token in the OS keyring (the only place we ever write it)."""
    import keyring
    from keyring.errors import KeyringError

    token = token.strip()
    if not _TOKEN.fullmatch(token):
        raise InvalidOptionError("a Hugging Face token starts with 'hf_' followed by letters and digits")
    try:
        keyring.set_password(KEYRING_SERVICE, KEYRING_USERNAME, token)
    except (KeyringError, RuntimeError) as error:
        raise InvalidOptionError(
            f"cannot store the token: no usable OS keyring ({type(error).__name__}); set {ENV_VAR} instead"
        ) from None


def delete_token() -> bool:
    """Remove the stored token; False when there was none (or no keyring)."""
    import keyring
    from keyring.errors import KeyringError, PasswordDeleteError

    try:
        keyring.delete_password(KEYRING_SERVICE, KEYRING_USERNAME)
    except (PasswordDeleteError, KeyringError, RuntimeError):
        return False
    return True


def _mask_record(record: logging.LogRecord) -> logging.LogRecord:
    try:
        message = record.getMessage()
    except Exception:  # a malformed record is the logging module's business, not ours
        return record
    if _TOKEN.search(message):
        record.msg, record.args = mask_secrets(message), ()
    if record.exc_info and not record.exc_text:
        record.exc_text = mask_secrets(logging.Formatter().formatException(record.exc_info))
    elif record.exc_text:
        record.exc_text = mask_secrets(record.exc_text)
    if record.stack_info:
        record.stack_info = mask_secrets(record.stack_info)
    return record


def install_log_masking() -> None:
    """Mask tokens in every log record this process creates from now on (idempotent)."""
    factory = logging.getLogRecordFactory()
    if getattr(factory, "_masks_tokens", False):
        return

    def masking_factory(*args, **kwargs) -> logging.LogRecord:
        return _mask_record(factory(*args, **kwargs))

    masking_factory._masks_tokens = True  # type: ignore[attr-defined]  # a mark on the function: install once
    logging.setLogRecordFactory(masking_factory)
