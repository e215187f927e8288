"""`python -m platform_utils`: the info table; `--json` the same as JSON; `--probe-json` the raw probe, one line,
which is what probe_in_subprocess reads.

On its own this package knows runtimes, not engines (core declares those), so the plan shown here names each
runtime in the engine column; `whisper-subtitler info` shows the same plan with the engines' names.
"""

from __future__ import annotations

import argparse
import json
import sys

from platform_utils.lineup import EngineLineup, LinedUpEngine, Runtime

RUNTIMES = EngineLineup(asr=(LinedUpEngine("CTranslate2", Runtime.CT2), LinedUpEngine("torch", Runtime.TORCH)),
                        diarization=LinedUpEngine("torch", Runtime.TORCH))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m platform_utils")
    parser.add_argument("--json", action="store_true", help="the info as JSON")
    parser.add_argument("--probe-json", action="store_true", help="the raw probe as one JSON line")
    parser.add_argument("--refresh", action="store_true", help="probe again instead of reading the probe cache")
    args = parser.parse_args(argv)

    from platform_utils.planning import plan
    from platform_utils.preference import resolve_preference
    from platform_utils.probing import probe

    found = probe(refresh=args.refresh)
    if args.probe_json:
        sys.stdout.write(json.dumps(found.to_dict()) + "\n")
        return 0
    from platform_utils.report import info_dict, render_info

    chosen = plan(found, resolve_preference(), RUNTIMES)
    if args.json:
        print(json.dumps(info_dict(found, chosen), indent=2))
    else:
        from rich.console import Console

        render_info(Console(), found, chosen)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
