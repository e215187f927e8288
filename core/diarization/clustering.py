"""How many people speak, and which chunk-level embeddings are whose: the clustering step of the offline pipeline.

pyannote's `AgglomerativeClustering` was made for its own embeddings: centroid linkage, a fixed minimum cluster size
(12 embeddings) and a filter that drops every (chunk, speaker) with under 2 s of solo speech. With CAM++ embeddings
on real conversations that counts wrong both ways: a fixed size of 12 erases the speaker of a 30 s clip who says
three sentences, and centroid linkage lets one long speaker absorb another whose voice is close.

`SpeakerCountingClustering` keeps pyannote's frame of work (`BaseClustering`: the same filter, the same assignment of
every embedding to the nearest centroid afterwards, the same num/min/max speaker bounds) and changes the three
things that decide the count:
- average linkage on cosine distance, cut at `threshold`;
- a minimum cluster size that scales with the number of embeddings (`min_cluster_fraction` of them, at least 2
  where there are enough), so a short clip keeps its quiet speaker and a long one sheds stray embeddings; smaller
  clusters join the nearest large one, unless they are unlike every large one (`fragment_similarity`): then they are
  a person who spoke little, such as the sixth participant of a meeting with a few sentences; a cluster of a
  single embedding is such a person only where it is unlike every large one by far (`lone_similarity`), as in a
  one-minute meeting where someone spoke alone in one window; a cluster that lies between two others
  (`between_similarity`: alike to both, which are less alike to each other) and never shares a window with either
  is their turns blended inside windows, and its members join the nearer of the two;
- the solo-speech share an embedding needs to take part (`min_active_ratio`), lowered where that would leave fewer
  than two embeddings, so a short clip with brisk turn-taking still has something to cluster.
Then each embedding goes to its nearest centroid, with the constraint that two speakers of one chunk never share a
cluster (pyannote's `constrained_argmax`), unless that would force a speaker onto a centroid it is plainly unlike
(`assignment_floor`): a weak cluster would otherwise collect the second voice of every two-voice chunk. The values
come from the evaluation set's tuning half (bench/tune_diarization.py, docs/EVALUATION.md).

Average linkage holds every pairwise distance (twice, inside scipy), which grows with the square of the length: past
`MAX_CLUSTERED` embeddings (about an hour of conversation) an evenly spread subset is clustered and every embedding
then goes to the nearest centroid, so a 3-hour file costs the clustering what an hour does.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np
from pyannote.audio.pipelines.clustering import BaseClustering
from pyannote.core import SlidingWindowFeature
from pyannote.pipeline.parameter import Uniform
from scipy.cluster.hierarchy import fcluster, linkage

from core.diarization.blend import blended_slots


def unit_length(rows: np.ndarray) -> np.ndarray:
    """Each row scaled to length 1 (zero rows stay zero), for cosine similarity as a dot product."""
    norms = np.linalg.norm(rows, axis=-1, keepdims=True)
    return rows / np.where(norms > 0, norms, 1.0)


def unit_centroids(unit_rows: np.ndarray, labels: np.ndarray, clusters: Iterable[int]) -> np.ndarray:
    """The unit-length centroid of each cluster in `clusters`, in that order, one row each."""
    return unit_length(np.vstack([unit_rows[labels == k].mean(axis=0) for k in clusters]))


def _renumber(labels: np.ndarray) -> np.ndarray:
    """Labels 0..k-1 in order of first appearance."""
    _, first = np.unique(labels, return_index=True)
    order = {label: rank for rank, label in enumerate(labels[np.sort(first)])}
    return np.array([order[label] for label in labels], dtype=np.int64)


# A `fragment_similarity` no cluster falls below: every small cluster joins a large one (the rule before it existed).
ALWAYS_ABSORB = -1.0


def absorb_small_clusters(unit_rows: np.ndarray, labels: np.ndarray, min_size: int,
                          fragment_similarity: float = ALWAYS_ABSORB, min_speaker_size: int = 2,
                          lone_similarity: float = ALWAYS_ABSORB) -> np.ndarray:
    """Clusters with fewer than `min_size` members join the large cluster whose centroid is most similar, unless
    that similarity is below `fragment_similarity` and they have `min_speaker_size` members, or it is below
    `lone_similarity` whatever their size: such a cluster is not a stray piece of someone already found but a person
    who spoke little (the quiet sixth speaker of a meeting), and it stays. If no cluster is large enough, the labels
    stay as they are (there is nothing better to join)."""
    names, counts = np.unique(labels, return_counts=True)
    large, small = names[counts >= min_size], names[counts < min_size]
    if len(large) == 0 or len(small) == 0:
        return _renumber(labels)
    centroids = unit_centroids(unit_rows, labels, large)
    out = labels.copy()
    for k, size in zip(small, counts[counts < min_size], strict=True):
        similarities = centroids @ unit_length(unit_rows[labels == k].mean(axis=0))
        if similarities.max() < lone_similarity or (similarities.max() < fragment_similarity
                                                     and size >= min_speaker_size):
            continue
        out[labels == k] = large[int(np.argmax(similarities))]
    return _renumber(out)


def dissolve_between(unit_rows: np.ndarray, labels: np.ndarray, chunks: np.ndarray, similarity: float) -> np.ndarray:
    """A cluster whose centroid is at least `similarity` alike to two other clusters, which are less alike to each
    other than either is to it, and which never shares a window with either of them (`chunks`: each row's window), lies
    between two people: it is their turns blended (two people alternating inside one local speaker of the segmentation),
    not a third voice. A third person the segmentation once heard beside one of them in a window is someone else
    (cannot-link), however alike. The blend's members each join the nearer of the other clusters' centroids.
    Repeated, most between first, while three or more clusters remain."""
    labels = _renumber(labels)
    while labels.max() >= 2:
        count = int(labels.max()) + 1
        centroids = unit_centroids(unit_rows, labels, range(count))
        alike = centroids @ centroids.T
        windows = [set(chunks[labels == k].tolist()) for k in range(count)]
        best, between = similarity, -1
        for k in range(count):
            others = [j for j in range(count)
                      if j != k and alike[k, j] >= similarity and windows[k].isdisjoint(windows[j])]
            for a, b in ((a, b) for i, a in enumerate(others) for b in others[i + 1:]):
                closeness = min(alike[k, a], alike[k, b])
                if alike[a, b] < closeness and closeness >= best:
                    best, between = closeness, k
        if between < 0:
            break
        rest = np.array([j for j in range(count) if j != between])
        members = labels == between
        labels = labels.copy()
        labels[members] = rest[np.argmax(unit_rows[members] @ centroids[rest].T, axis=1)]
        labels = _renumber(labels)
    return labels


def cut_to_count(dendrogram: np.ndarray, unit_rows: np.ndarray, count: int, min_size: int) -> np.ndarray:
    """Exactly `count` clusters, as a given number of speakers asks: the dendrogram is cut finer until it holds
    `count` clusters of at least `min_size` members, the `count` largest are the speakers, and every smaller one joins
    the most similar of them. Cutting straight to `count` clusters (scipy's maxclust) would spend speakers on a few
    outlying embeddings and merge two real people instead (tuning half, true count given: DER 0.262 that way, 0.236
    this way; tune06 0.303 -> 0.237). Where no cut has `count` large clusters, the straight cut is all there is."""
    for cut in range(count, unit_rows.shape[0] + 1):
        labels = fcluster(dendrogram, cut, criterion="maxclust")
        names, sizes = np.unique(labels, return_counts=True)
        if int((sizes >= min_size).sum()) >= count:
            break
    else:
        return _renumber(fcluster(dendrogram, count, criterion="maxclust"))
    speakers = names[np.argsort(-sizes, kind="stable")[:count]]
    centroids = unit_centroids(unit_rows, labels, speakers)
    out = labels.copy()
    for k in np.setdiff1d(names, speakers):
        out[labels == k] = speakers[int(np.argmax(centroids @ unit_length(unit_rows[labels == k].mean(axis=0))))]
    return _renumber(out)


def evenly_spread(count: int, limit: int) -> np.ndarray:
    """`min(count, limit)` indices spread evenly over 0..count-1, in order (every one where count <= limit)."""
    if count <= limit:
        return np.arange(count)
    return np.unique(np.linspace(0, count - 1, limit).round().astype(np.int64))


class SpeakerCountingClustering(BaseClustering):
    """Average-linkage clustering with a count-aware minimum cluster size; see the module docstring."""

    expects_num_clusters: bool = False
    # 3000 embeddings: 36 MB of distances (x2 inside scipy's linkage); 10,000 from a 3-hour file would take 800 MB.
    MAX_CLUSTERED = 3000
    # Values for parameters that a pipeline directory made before them does not list: the behaviour it was tuned with.
    UNLISTED_DEFAULTS = {"fragment_similarity": ALWAYS_ABSORB, "lone_similarity": ALWAYS_ABSORB,
                         "assignment_floor": ALWAYS_ABSORB, "blend_similarity": ALWAYS_ABSORB,
                         "between_similarity": ALWAYS_ABSORB}

    def __init__(self, metric: str = "cosine", constrained_assignment: bool = True) -> None:
        super().__init__(metric=metric, constrained_assignment=constrained_assignment)
        self.threshold = Uniform(0.0, 2.0)
        self.min_cluster_fraction = Uniform(0.0, 0.3)
        self.min_active_ratio = Uniform(0.0, 0.5)
        self.fragment_similarity = Uniform(-1.0, 1.0)
        self.lone_similarity = Uniform(-1.0, 1.0)
        self.assignment_floor = Uniform(-1.0, 1.0)
        self.blend_similarity = Uniform(-1.0, 1.0)
        self.between_similarity = Uniform(-1.0, 1.0)
        # (num_chunks, num_speakers, 2, dimension) half embeddings of the file being clustered, set by the pipeline
        # (core.diarization.blend.HalfEmbeddings) where `blend_similarity` asks for them; None: no slot is blended
        self.half_embeddings: np.ndarray | None = None
        # the window (chunk) of each embedding the last filter_embeddings kept, in the order cluster() receives them
        self.clustered_chunks: np.ndarray | None = None

    def splits_blends(self) -> bool:
        """Whether slots whose two halves sound like two people are left out of the clustering (blend_similarity)."""
        return float(self.blend_similarity) > ALWAYS_ABSORB

    def constrained_argmax(self, soft_clusters: np.ndarray) -> np.ndarray:
        """pyannote's one-cluster-per-local-speaker assignment, except where it forces a local speaker onto a
        centroid it is less similar to than `assignment_floor` while another centroid clears it: then the speaker
        goes to its nearest centroid (shared with another speaker of that chunk). A weak cluster, such as one made of
        a single embedding, otherwise collects the second voice of every two-voice chunk."""
        hard = super().constrained_argmax(soft_clusters)
        floor = float(self.assignment_floor)
        if floor <= ALWAYS_ABSORB:
            return hard
        similarity = np.nan_to_num(soft_clusters, nan=-np.inf) - 1.0  # soft = 2 - cosine distance
        nearest = np.argmax(similarity, axis=-1)
        chunk, speaker = np.nonzero(hard >= 0)
        forced = similarity[chunk, speaker, hard[chunk, speaker]]
        best = similarity[chunk, speaker, nearest[chunk, speaker]]
        weak = (forced < floor) & (best >= floor)
        hard[chunk[weak], speaker[weak]] = nearest[chunk[weak], speaker[weak]]
        return hard

    def filter_embeddings(
        self,
        embeddings: np.ndarray,
        segmentations: SlidingWindowFeature | None = None,
        min_active_ratio: float = 0.2,
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """pyannote's filter at our `min_active_ratio`, less the slots that hold two people (`blend_similarity`,
        core.diarization.blend) where at least two embeddings remain; where that leaves fewer than two embeddings,
        any valid embedding with some solo speech takes part instead. At most `MAX_CLUSTERED` of them, spread over
        the file."""
        kept = super().filter_embeddings(embeddings, segmentations, min_active_ratio=float(self.min_active_ratio))
        kept = self._without_blends(kept, embeddings.shape[:2])
        if kept[0].shape[0] < 2 and segmentations is not None:
            _, num_frames, _ = segmentations.data.shape
            kept = super().filter_embeddings(embeddings, segmentations, min_active_ratio=1.0 / num_frames)
        if kept[0].shape[0] > self.MAX_CLUSTERED:
            # whole chunks, evenly spread: every speaker slot of a chosen chunk, so no slot is sampled more than another
            chunks = np.unique(kept[1])
            wanted = max(1, len(chunks) * self.MAX_CLUSTERED // kept[0].shape[0])
            chosen = np.isin(kept[1], chunks[evenly_spread(len(chunks), wanted)])
            kept = kept[0][chosen], kept[1][chosen], kept[2][chosen]
        self.clustered_chunks = kept[1]
        return kept

    def _without_blends(self, kept: tuple[np.ndarray, np.ndarray, np.ndarray],
                        shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """`kept` less the slots whose halves are less alike than `blend_similarity`, unless under two would stay."""
        halves = self.half_embeddings
        if not self.splits_blends() or halves is None or halves.shape[:2] != tuple(shape):
            return kept
        blended = blended_slots(halves, float(self.blend_similarity))[kept[1], kept[2]]
        if int((~blended).sum()) < 2:
            return kept
        return kept[0][~blended], kept[1][~blended], kept[2][~blended]

    def cluster(
        self,
        embeddings: np.ndarray,
        min_clusters: int | None = None,
        max_clusters: int | None = None,
        num_clusters: int | None = None,
    ) -> np.ndarray:
        """(num_embeddings, dimension) -> 0-based cluster of each, within [min_clusters, max_clusters]."""
        num_embeddings = embeddings.shape[0]
        if num_embeddings < 2:
            return np.zeros((num_embeddings,), dtype=np.int64)
        rows = unit_length(np.nan_to_num(embeddings))
        dendrogram = linkage(rows, method="average", metric="cosine")
        min_size = max(1, min(2, num_embeddings // 4), math.ceil(float(self.min_cluster_fraction) * num_embeddings))
        if num_clusters is not None:
            return cut_to_count(dendrogram, rows, min(num_clusters, num_embeddings), min_size)

        labels = fcluster(dendrogram, float(self.threshold), criterion="distance")
        labels = absorb_small_clusters(rows, labels, min_size, float(self.fragment_similarity),
                                       lone_similarity=float(self.lone_similarity))
        chunks = self.clustered_chunks
        if float(self.between_similarity) > ALWAYS_ABSORB and chunks is not None and len(chunks) == num_embeddings:
            labels = dissolve_between(rows, labels, chunks, float(self.between_similarity))

        found = int(labels.max()) + 1
        low = min_clusters or 1
        high = max_clusters or num_embeddings
        if found < low or found > high:
            labels = cut_to_count(dendrogram, rows, min(max(found, low), high, num_embeddings), min_size)
        return labels
