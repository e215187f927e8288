"""`whisper-subtitler batch`: the same JobSpec the window queues, run over an archive on a Ray cluster.

Only the `batch` command imports this package, and only `dataflow` and `ray_session` import Ray (the `cluster`
extra), so the desktop install and every other command work without it.

    arguments     the command's own options (the job options are core.cli's, shared with `transcribe`)
    storage       local folders and object stores (s3://, gs://, ...) through fsspec, atomic writes on both
    inputs        SOURCE... to the list of files and the output path each gets
    manifest      what earlier runs finished (input fingerprint, checksum, outputs, timings, errors)
    sizing        how many actors of which size, from the plan and the cluster's resources
    work          one file's state as it moves between stages
    stages        decode, transcribe, diarize, write: thin wrappers over core.pipeline
    dataflow      those stages as a Ray Data pipeline
    report        progress bar and the end-of-run summary
    command       the command itself
"""
