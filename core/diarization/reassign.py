"""A second look at each found turn: re-embed it whole and give it to the speaker whose voice it is closest to.

pyannote's pipeline decides speakers per 10 s chunk: a local speaker's embedding in each chunk goes to a cluster, and
a turn inherits the cluster of the chunks under it. A turn whose chunks were decided on little clean speech (a reply
squeezed between two others, a voice in a noisy stretch) can end up with the wrong person although the turn on its
own sounds like someone else. After clustering, each exclusive turn of at least `MIN_TURN_SECONDS` is embedded on its
own audio and compared with every speaker's centroid; when another speaker is more similar by more than
`MARGIN`, the turn moves to them, in the exclusive turns (which words are given by) and in the overlap-aware ones
(RTTM). This is segment-level reassignment as in Boeddeker et al., "Once more Diarization" (Interspeech 2024).

Values chosen on the tuning data (bench/reassign_turns.py; docs/EVALUATION.md): the set's tuning half 0.225 -> 0.214
and its two real tuning recordings 0.161 -> 0.156 at 0.2 s and 0.1 (0.5 s ties on the half, 0.159 on the real ones).
Held out: report half 0.249 -> 0.233, real people 0.155 -> 0.143, pyannote's sample 0.072 -> 0.045 (its two
"Hello?"s, 0.25 and 0.4 s long, were each given to the other person).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from pyannote.audio.pipelines.speaker_diarization import DiarizeOutput
from pyannote.core import Annotation, Segment

from core.diarization.clustering import unit_length

MIN_TURN_SECONDS = 0.2  # shorter turns give an embedding too unsteady to overrule the clustering
MARGIN = 0.1  # cosine similarity a turn must be closer to another speaker than to its own


def reassign_turns(output: DiarizeOutput, embed: Callable[[Segment], np.ndarray | None],
                   min_duration: float = MIN_TURN_SECONDS, margin: float = MARGIN,
                   on_turn: Callable[[int, int], None] | None = None) -> DiarizeOutput:
    """`output` with each exclusive turn that `embed` (audio of a segment -> one embedding, or None) places closer
    to another speaker's centroid by more than `margin` moved to that speaker. Centroids stay those of the clustering;
    a speaker left with no turn is dropped with its centroid. `on_turn(done, total)` follows each turn embedded."""
    labels = list(output.speaker_diarization.labels())
    if output.speaker_embeddings is None or len(labels) < 2 or len(output.speaker_embeddings) != len(labels):
        return output
    centroids = np.asarray(output.speaker_embeddings, dtype=np.float64)
    usable = np.linalg.norm(centroids, axis=1) > 0  # pyannote pads speakers without an embedding with zeros
    centroids = unit_length(centroids)
    turns = list(output.exclusive_speaker_diarization.itertracks(yield_label=True))
    total = sum(segment.duration >= min_duration and label in labels for segment, _, label in turns)
    done = 0
    moves: list[tuple[Segment, str, str]] = []
    for segment, _track, label in turns:
        if segment.duration >= min_duration and label in labels:
            vector = embed(segment)
            done += 1
            if on_turn is not None:
                on_turn(done, total)
            if vector is not None and np.all(np.isfinite(vector)) and np.linalg.norm(vector) > 0:
                similarity = np.where(usable, centroids @ unit_length(np.asarray(vector, dtype=np.float64)), -np.inf)
                best, current = int(np.argmax(similarity)), labels.index(label)
                if best != current and similarity[best] - similarity[current] > margin:
                    moves.append((segment, label, labels[best]))
    return move_time(output, moves) if moves else output


def move_time(output: DiarizeOutput, moves: Sequence[tuple[Segment, str, str]],
              centroids: dict[str, np.ndarray] | None = None) -> DiarizeOutput:
    """`output` with each (segment, old, new) of `moves` given from speaker old to speaker new, in the exclusive
    turns and the overlap-aware ones. A speaker left with no time is dropped with its centroid; `centroids` gives
    the centroid of a speaker that is new (not yet among the output's labels)."""
    labels = list(output.speaker_diarization.labels())
    embeddings = {label: np.asarray(row) for label, row in
                  zip(labels, np.asarray(output.speaker_embeddings), strict=False)} \
        if output.speaker_embeddings is not None else {}
    embeddings |= centroids or {}
    overlapping = {label: output.speaker_diarization.label_timeline(label) for label in labels}
    exclusive = {label: output.exclusive_speaker_diarization.label_timeline(label)
                 for label in output.exclusive_speaker_diarization.labels()}
    for segment, old, new in moves:
        for timelines in (overlapping, exclusive):
            if old not in timelines:
                continue
            moved = timelines[old].crop(segment)
            timelines[old] = timelines[old].extrude(segment)
            timelines[new] = timelines[new].union(moved) if new in timelines else moved
    speaker_diarization = Annotation(uri=output.speaker_diarization.uri)
    for label in sorted(overlapping, key=str):  # labels may mix str and int (oracle runs)
        for index, segment in enumerate(overlapping[label].support()):
            speaker_diarization[segment, f"{label}-{index}"] = label
    exclusive_diarization = Annotation(uri=output.exclusive_speaker_diarization.uri)
    for label in sorted(exclusive, key=str):
        for index, segment in enumerate(exclusive[label].support()):
            exclusive_diarization[segment, f"{label}-{index}"] = label
    kept = speaker_diarization.labels()
    rows = [embeddings[label] for label in kept] if all(label in embeddings for label in kept) else None
    return DiarizeOutput(speaker_diarization=speaker_diarization,
                         exclusive_speaker_diarization=exclusive_diarization.support(),
                         speaker_embeddings=None if rows is None else np.vstack(rows) if rows else
                         np.zeros((0, 0)))
