"""The batch command's own options; the job options (engine, model, formats, rules, diarization) are core.cli's,
shared with `transcribe`. No Ray import here: `whisper-subtitler --help` must work without the cluster extra."""

from __future__ import annotations

import argparse

STATE_DIR = ".whisper-subtitler"  # under DEST unless --manifest names another place


def add_batch_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sources", nargs="+", metavar="SOURCE",
                        help="folders, list files (.txt/.lst/.list: one path or URI a line), media files, or "
                             "object-store prefixes such as s3://bucket/shows/")
    parser.add_argument("-o", "--output-dir", metavar="DEST", required=True,
                        help="folder or object-store prefix; outputs keep the folder layout under each SOURCE")
    parser.add_argument("--ray-address", default="local", metavar="local|auto|ADDRESS",
                        help="local: start Ray in this process (default); auto: the cluster `ray start` made on "
                             "this machine; HOST:PORT or ray://HOST:10001: that cluster")
    parser.add_argument("--manifest", metavar="DIR", default=None,
                        help=f"where the manifest and run reports live (default: DEST/{STATE_DIR})")
    parser.add_argument("--actors", type=int, default=None,
                        help="transcription actors (default: one per GPU, else the CPUs left / --cpus-per-actor)")
    parser.add_argument("--cpus-per-actor", type=int, default=None,
                        help="CPU threads of each CPU actor (default: the plan's threads, at most 4)")
    parser.add_argument("--diarize-actors", type=int, default=None,
                        help="diarization actors (default: about a third of the CPU actors, at least 1)")
    parser.add_argument("--diarize-gpus", type=float, default=0.0,
                        help="GPU share of each diarization actor (default 0: diarization runs on CPU actors)")
    parser.add_argument("--retry-failed", action="store_true",
                        help="redo files that failed for a reason of their own (damaged media); other failures "
                             "are always redone")
    parser.add_argument("--worker-env", action="append", default=[], metavar="NAME",
                        help="pass this environment variable of this shell to the workers (e.g. "
                             "AWS_ENDPOINT_URL); repeatable")
    parser.add_argument("--no-ship-code", dest="ship_code", action="store_false",
                        help="use the whisper-subtitler installed on the workers instead of sending this one's "
                             "core and platform_utils packages")
    parser.add_argument("--num-cpus", type=int, default=None,
                        help="with --ray-address local: CPUs Ray may use (default: this machine's)")
    parser.add_argument("--object-store-mb", type=int, default=None,
                        help="with --ray-address local: object store size in MB (default: Ray's)")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
