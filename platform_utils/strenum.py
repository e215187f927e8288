"""`StrEnum` on every Python the project supports (3.10 has none): members are plain strings, so they compare,
hash, format and serialise as their values, and a vocabulary can be typed without changing what is written out.

It lives in platform_utils because that is the bottom layer: core and app may import it, platform_utils may not
import them.
"""

from __future__ import annotations

import enum
import sys

if sys.version_info >= (3, 11):
    StrEnum = enum.StrEnum
else:

    class StrEnum(str, enum.Enum):
        """Python 3.11's StrEnum, for 3.10: str() and format() give the value, not "Class.MEMBER"."""

        def __str__(self) -> str:
            return str.__str__(self)

        def __format__(self, format_spec: str) -> str:
            return str.__format__(self, format_spec)

