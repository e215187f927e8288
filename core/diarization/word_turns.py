"""A third look, with the words: speaker changes inside a turn, and a second voice the clustering missed.

pyannote decides speakers on 10 s windows of sound; it knows nothing of sentences. A turn that runs on from one
person into the next (a reply with no pause before it, as in AMI dev01, where MEE009 answers MEE012 inside one found
turn) gives every word of it one name, and on a short dialogue whose windows all hold both voices the clustering
may find one person where there are two. The transcript marks where people can change: pauses and sentence ends.

So, once the words are known, they are cut into pieces at every pause of `PAUSE_S` or more, every sentence end and
every change of found speaker, and each piece of at least `MIN_PIECE_S` is embedded on its own audio with the same
network as the turns. Then:
- a piece moves to the speaker whose centroid it is closer to by more than `MARGIN` (as core.diarization.reassign
  does for whole turns, at the scale of a sentence);
- where the clustering found one speaker (and no count hint fixes it), the pieces are clustered into voices (average
  linkage on cosine distance, cut at `VOICE_THRESHOLD`; a group with less than `MIN_VOICE_S` of speech is too little
  evidence): the voice that shares most time with the found speaker keeps its name, and another is a second person.
A piece under `MIN_PIECE_S` (a back-channel, a one-word reply) never moves: it cannot take over the turn it sits in.
Clustering the pieces of every file (and dissolving found speakers whose pieces all went to others) fixed AMI dev's
blended third speaker but cost the diarization set's similar voices more than it gained; it is not shipped
(docs/EVALUATION.md, "What the reader sees"). Values chosen on the tuning halves of the reader's set and of the
diarization set (bench/speaker_reading.py), read on the report halves and the AMI meetings.
Words are assigned afterwards as always (core.speakers); this step only moves time between speakers, in the
exclusive turns and in the overlap-aware ones alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from pyannote.audio.pipelines.speaker_diarization import DiarizeOutput
from pyannote.core import Annotation, Segment

from core.diarization.clustering import unit_length
from core.diarization.reassign import move_time
from core.types import SpeakerTurn, Word

PAUSE_S = 0.3  # a silence between two words this long can be a change of speaker
MIN_PIECE_S = 1.0  # shorter pieces give an embedding too unsteady to overrule the clustering
MARGIN = 0.1  # cosine similarity a piece must be closer to another speaker than to its own
VOICE_THRESHOLD = 0.6  # pieces are one voice up to this cosine distance (average linkage)
MIN_VOICE_S = 4.0  # speech a group of pieces needs to count as a person
MIN_PIECES = 3  # fewer embedded pieces say too little about who is who: only the margin rule moves them
SENTENCE_ENDS = (".", "?", "!")


@dataclass(frozen=True, slots=True)
class Piece:
    """Consecutive words that one person most likely said: no pause, sentence end or found change inside."""

    start: float
    end: float
    speaker: str

    @property
    def duration(self) -> float:
        return self.end - self.start


def pieces_of(words: Sequence[Word], turns: Sequence[SpeakerTurn], pause: float = PAUSE_S) -> list[Piece]:
    """The words cut at pauses, sentence ends and changes of the speaker `turns` give them (words no turn reaches
    are left out)."""
    from core.speakers import assign_speakers

    labelled = [w for w in assign_speakers(words, turns, max_distance=0.0, smooth=False) if w.speaker is not None]
    pieces: list[Piece] = []
    first = 0
    for index in range(1, len(labelled) + 1):
        if index < len(labelled):
            before, word = labelled[index - 1], labelled[index]
            cut = (word.start - before.end >= pause or before.text.rstrip().endswith(SENTENCE_ENDS)
                   or word.speaker != before.speaker)
            if not cut:
                continue
        speaker = labelled[first].speaker
        assert speaker is not None
        pieces.append(Piece(labelled[first].start, labelled[index - 1].end, speaker))
        first = index
    return pieces


def _turns(annotation: Annotation) -> list[SpeakerTurn]:
    return sorted((SpeakerTurn(float(s.start), float(s.end), str(label))
                   for s, _, label in annotation.itertracks(yield_label=True)), key=lambda t: (t.start, t.end))


def piece_voices(vectors: np.ndarray, durations: np.ndarray, threshold: float = VOICE_THRESHOLD,
                 min_seconds: float = MIN_VOICE_S) -> np.ndarray:
    """The voice (0..k-1) of each piece, or -1: average linkage on cosine distance cut at `threshold`; a group
    holding less than `min_seconds` of speech is too little evidence of who it is, and its pieces get -1."""
    from scipy.cluster.hierarchy import fcluster, linkage

    if len(vectors) < 2:
        return np.full(len(vectors), -1, dtype=np.int64)
    groups = fcluster(linkage(vectors, method="average", metric="cosine"), threshold, criterion="distance")
    out = np.full(len(vectors), -1, dtype=np.int64)
    voice = 0
    for group in dict.fromkeys(groups):  # in order of first appearance
        if durations[groups == group].sum() >= min_seconds:
            out[groups == group] = voice
            voice += 1
    return out


def name_voices(pieces: Sequence[Piece], voices: np.ndarray, labels: Sequence[str]) -> dict[int, str]:
    """Each voice's speaker label: the found speaker it shares the most piece time with, one to one (the best
    matching over all of them); a voice no found speaker is left for is a new speaker."""
    from scipy.optimize import linear_sum_assignment

    count = int(voices.max()) + 1 if len(voices) else 0
    shared = np.zeros((len(labels), count))
    for piece, voice in zip(pieces, voices, strict=True):
        if voice >= 0:
            shared[labels.index(piece.speaker), voice] += piece.duration
    rows, cols = linear_sum_assignment(-shared)
    names = {int(c): labels[r] for r, c in zip(rows, cols, strict=True) if shared[r, c] > 0}
    taken = list(labels)
    for voice in range(count):
        if voice not in names:
            names[voice] = _new_label(taken)
            taken.append(names[voice])
    return names


def _new_label(labels: Sequence[str]) -> str:
    """The next free pyannote-style label (SPEAKER_01 after SPEAKER_00)."""
    index = 0
    while f"SPEAKER_{index:02d}" in labels:
        index += 1
    return f"SPEAKER_{index:02d}"


def refine_with_words(output: DiarizeOutput, words: Sequence[Word], embed: Callable[[Segment], np.ndarray | None],
                      *, may_add_speaker: bool = True, min_piece: float = MIN_PIECE_S, margin: float = MARGIN,
                      voice_threshold: float = VOICE_THRESHOLD) -> DiarizeOutput:
    """`output` with its time moved between speakers as the module docstring says. `embed` gives one embedding of
    a stretch of the audio (or None); `may_add_speaker` is False where a count hint fixes or caps the speakers."""
    labels = list(output.speaker_diarization.labels())
    if not words or not labels or output.speaker_embeddings is None:
        return output
    rows = np.asarray(output.speaker_embeddings, dtype=np.float64)
    if len(rows) != len(labels):
        return output
    usable = np.linalg.norm(rows, axis=1) > 0
    centroids = unit_length(rows)
    pieces = [p for p in pieces_of(words, _turns(output.exclusive_speaker_diarization)) if p.duration >= min_piece]
    vectors, kept = [], []
    for piece in pieces:
        vector = embed(Segment(piece.start, piece.end))
        if vector is not None and np.all(np.isfinite(vector)) and np.linalg.norm(vector) > 0:
            vectors.append(unit_length(np.asarray(vector, dtype=np.float64)))
            kept.append(piece)
    if not kept:
        return output
    matrix = np.vstack(vectors)
    moves: list[tuple[Segment, str, str]] = []
    new_centroids: dict[str, np.ndarray] = {}
    if len(labels) == 1 and may_add_speaker and len(kept) >= MIN_PIECES:
        voices = piece_voices(matrix, np.array([p.duration for p in kept]), voice_threshold)
        names = name_voices(kept, voices, labels)
        for voice, label in names.items():
            if label not in labels:
                new_centroids[label] = unit_length(matrix[voices == voice].mean(axis=0))
        moves += [(Segment(p.start, p.end), p.speaker, names[int(v)]) for p, v in zip(kept, voices, strict=True)
                  if v >= 0 and names[int(v)] != p.speaker]
    elif len(labels) >= 2:
        similarity = np.where(usable[None, :], matrix @ centroids.T, -np.inf)
        for piece, row in zip(kept, similarity, strict=True):
            best, current = int(np.argmax(row)), labels.index(piece.speaker)
            if best != current and row[best] - row[current] > margin:
                moves.append((Segment(piece.start, piece.end), piece.speaker, labels[best]))
    return move_time(output, moves, new_centroids) if moves else output
