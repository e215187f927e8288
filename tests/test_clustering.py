"""SpeakerCountingClustering on embeddings whose speakers are known: the count, the bounds, small clusters."""

from __future__ import annotations

import numpy as np
import pytest

from core.diarization.clustering import (
    SpeakerCountingClustering,
    absorb_small_clusters,
    dissolve_between,
    unit_centroids,
    unit_length,
)


def voices(counts: list[int], spread: float = 0.35, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Embeddings around one random direction per speaker (CAM++-like: same speaker cosine ~0.7-0.9)."""
    rng = np.random.default_rng(seed)
    rows, truth = [], []
    for speaker, count in enumerate(counts):
        centre = rng.normal(size=192)
        centre /= np.linalg.norm(centre)
        for _ in range(count):
            noise = rng.normal(size=192)
            rows.append(centre + spread * noise / np.linalg.norm(noise))
            truth.append(speaker)
    return np.array(rows), np.array(truth)


def clustering(threshold: float = 0.5, fraction: float = 0.05, fragment: float = -1.0,
               lone: float = -1.0, floor: float = -1.0, between: float = -1.0) -> SpeakerCountingClustering:
    c = SpeakerCountingClustering()
    c.instantiate({"threshold": threshold, "min_cluster_fraction": fraction, "min_active_ratio": 0.2,
                   "fragment_similarity": fragment, "lone_similarity": lone, "assignment_floor": floor,
                   "blend_similarity": -1.0, "between_similarity": between})
    return c


def same_partition(a: np.ndarray, b: np.ndarray) -> bool:
    return len(set(zip(a, b, strict=True))) == len(set(a)) == len(set(b))


@pytest.mark.parametrize("counts", [[30, 25], [40, 8, 20], [12, 12, 12, 12, 6], [3, 30]])
def test_counts_speakers_including_a_quiet_one(counts: list[int]) -> None:
    rows, truth = voices(counts)
    labels = clustering().cluster(rows)
    assert same_partition(labels, truth)


def test_single_speaker_stays_one() -> None:
    rows, _ = voices([40])
    assert set(clustering().cluster(rows)) == {0}


def test_bounds_and_known_count_are_honoured() -> None:
    rows, truth = voices([20, 20, 20])
    c = clustering()
    assert len(set(c.cluster(rows, num_clusters=2))) == 2
    assert len(set(c.cluster(rows, min_clusters=4, max_clusters=6))) == 4
    assert len(set(c.cluster(rows, min_clusters=1, max_clusters=2))) == 2
    assert same_partition(c.cluster(rows, num_clusters=3), truth)


def test_stray_embeddings_join_the_nearest_speaker() -> None:
    rows, truth = voices([30, 30])
    stray = rows[0] + 0.9 * np.random.default_rng(5).normal(size=192) / np.sqrt(192)  # a noisy copy of speaker 0
    labels = clustering(threshold=0.5, fraction=0.1).cluster(np.vstack([rows, stray]))
    assert len(set(labels)) == 2 and labels[-1] == labels[0]


def test_absorb_leaves_labels_alone_when_nothing_is_large() -> None:
    rows, _ = voices([1, 1, 1])
    unit = rows / np.linalg.norm(rows, axis=1, keepdims=True)
    assert list(absorb_small_clusters(unit, np.array([7, 3, 9]), min_size=2)) == [0, 1, 2]


def test_a_quiet_distinct_speaker_is_kept_and_a_fragment_still_joins() -> None:
    """Six embeddings of a voice unlike the others stay a speaker even below the minimum cluster size, when they are
    less similar than `fragment_similarity` to every large cluster; a small piece of a found voice still joins it."""
    rows, truth = voices([60, 60, 6])
    assert len(set(clustering(fraction=0.1).cluster(rows))) == 2  # without the rule, the quiet one is absorbed
    assert same_partition(clustering(fraction=0.1, fragment=0.5).cluster(rows), truth)

    unit = rows / np.linalg.norm(rows, axis=1, keepdims=True)
    split = truth.copy()
    split[:4] = 3  # four embeddings of speaker 0 cut off as a cluster of their own
    merged = absorb_small_clusters(unit, split, min_size=10, fragment_similarity=0.5)
    assert merged[0] == merged[10] and len(set(merged)) == 3


def test_one_embedding_unlike_every_found_voice_is_a_person_of_a_short_recording() -> None:
    """A 1-minute meeting gives about ten embeddings; a person who spoke alone in one window has one. Below
    `lone_similarity` to every large cluster it stays a speaker (real people are 0.16-0.42 apart to CAM++); a lone
    embedding that merely strays from its own voice (about 0.7 to it) still joins it."""
    rows, truth = voices([5, 5, 1, 1])  # two voices heard in five windows each, two heard in one each
    assert len(set(clustering(fragment=0.5).cluster(rows))) == 2  # without the rule the lone ones are absorbed
    kept = clustering(fragment=0.5, lone=0.35)
    assert same_partition(kept.cluster(rows), truth)

    stray = rows[:1] + 0.9 * np.random.default_rng(3).normal(size=192) / np.sqrt(192)  # speaker 0, off its centre
    labels = kept.cluster(np.vstack([rows[:10], stray]))
    assert len(set(labels)) == 2 and labels[-1] == labels[0]


def _blend_of_two(seed: int = 2) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Two voices about 0.7 alike (four embeddings each) and ten embeddings that mix them: rows, labels, mix shares."""
    rng = np.random.default_rng(seed)
    a, b = unit_length(rng.normal(size=(2, 192)))
    b = unit_length(b + 1.1 * a)
    noise = 0.15 * unit_length(rng.normal(size=(18, 192)))
    mixes = np.array([[0.25], [0.3], [0.35], [0.7], [0.75], [0.3], [0.65], [0.7], [0.25], [0.7]])  # shares of a
    rows = unit_length(np.vstack([a + noise[:4], b + noise[4:8], mixes * a + (1 - mixes) * b + noise[8:]]))
    return rows, np.repeat([0, 1, 2], [4, 4, 10]), mixes[:, 0]


def test_a_cluster_between_two_people_is_their_blend_and_dissolves() -> None:
    """Two men of the joined AMI dev meeting alternate inside one local speaker of segmentation windows, and those
    windows' embeddings formed a third cluster 0.70 and 0.74 alike to them (which are 0.53 alike), never in a window
    beside either. Such a cluster lies between two found people: its members go to the nearer of them."""
    rows, labels, mixes = _blend_of_two()
    centroids = unit_centroids(rows, labels, range(3))
    alike = centroids @ centroids.T
    assert alike[0, 1] < min(alike[2, 0], alike[2, 1])  # the blend is nearer to each than they are to each other

    windows = np.arange(len(rows))  # every embedding from a window of its own
    dissolved = dissolve_between(rows, labels, windows, similarity=0.65)
    assert len(set(dissolved)) == 2 and set(dissolved[:4]).isdisjoint(dissolved[4:8])
    near_a = mixes > 0.5  # each blended embedding joins the voice it holds more of
    assert (dissolved[8:][near_a] == dissolved[0]).all() and (dissolved[8:][~near_a] == dissolved[4]).all()
    too_high = max(alike[2, 0], alike[2, 1]) + 0.01
    assert (dissolve_between(rows, labels, windows, similarity=too_high) == labels).all()


def test_a_cluster_heard_beside_one_of_them_in_a_window_is_a_third_person() -> None:
    """Cannot-link: where the segmentation heard the middle cluster and one of the two as separate speakers of one
    window, it is not their blend (AMI trn07's four people, a synthetic meeting's five), however alike."""
    rows, labels, _ = _blend_of_two()
    windows = np.arange(len(rows))
    windows[8] = windows[0]  # one embedding of the middle cluster shares a window with one of the first voice's
    assert (dissolve_between(rows, labels, windows, similarity=0.65) == labels).all()


def test_a_third_voice_like_only_one_other_is_not_a_blend() -> None:
    rng = np.random.default_rng(3)
    a, b = unit_length(rng.normal(size=(2, 192)))
    c = unit_length(b + 0.9 * unit_length(rng.normal(size=192)))  # like b (about 0.74), not like a
    noise = 0.1 * unit_length(rng.normal(size=(12, 192)))
    rows = unit_length(np.vstack([a + noise[:4], b + noise[4:8], c + noise[8:]]))
    labels = np.repeat([0, 1, 2], 4)
    assert (dissolve_between(rows, labels, np.arange(12), similarity=0.65) == labels).all()


def test_the_clustering_knows_the_window_of_each_embedding_it_clusters() -> None:
    """cluster() applies the rule with the windows of the embeddings filter_embeddings kept (the joined AMI dev
    meeting through the whole pipeline: tests/test_speaker_reading.py); three distinct people stay three."""
    from pyannote.core import SlidingWindow, SlidingWindowFeature

    rows, truth = voices([8, 8, 8], seed=6)
    embeddings = np.full((12, 3, 192), np.nan)
    embeddings[:, 0], embeddings[:, 1] = rows[:12], rows[12:]  # two speakers in each of 12 windows
    activity = np.zeros((12, 10, 3))
    activity[:, :5, 0] = activity[:, 5:, 1] = 1.0  # each alone for half the window
    c = clustering(threshold=0.35, between=0.65)
    kept = c.filter_embeddings(embeddings, SlidingWindowFeature(activity, SlidingWindow(duration=10.0, step=3.0)))
    assert c.clustered_chunks is not None and (c.clustered_chunks == kept[1]).all() and len(kept[1]) == 24
    assert same_partition(c.cluster(kept[0]), truth[kept[1] + 12 * kept[2]])  # rows[:12] are slot 0, rows[12:] slot 1


def test_a_weak_cluster_does_not_collect_every_second_voice() -> None:
    """Two local speakers of one window go to two clusters (pyannote's constrained assignment). With a cluster of a
    single embedding beside a large one, that forced every window's second voice onto it, even where that voice is
    plainly the large cluster's (AMI trn09: DER 0.164 -> 0.248). Under `assignment_floor` a forced speaker goes to its
    nearest centroid instead; a voice that does resemble the weak cluster still goes there."""
    rows, _ = voices([1, 6], seed=4)
    lone, large = rows[0], rows[1:]
    weak_centroid, strong_centroid = lone, large.mean(axis=0)
    # three chunks of two local speakers: both of the large voice / the large voice and the lone one
    embeddings = np.stack([large[0:2], large[2:4], np.stack([large[4], lone + 0.1 * large[5]])])
    centroids = np.stack([weak_centroid, strong_centroid])
    unit = embeddings / np.linalg.norm(embeddings, axis=-1, keepdims=True)
    soft = 1.0 + unit @ (centroids / np.linalg.norm(centroids, axis=-1, keepdims=True)).T  # 2 - cosine distance

    forced = clustering().constrained_argmax(soft)
    assert sorted(forced[0]) == sorted(forced[1]) == [0, 1]  # without the floor one voice per chunk goes to the lone

    floored = clustering(floor=0.2).constrained_argmax(soft)
    assert floored[0].tolist() == floored[1].tolist() == [1, 1]  # both are the large voice
    assert floored[2].tolist() == [1, 0]  # the window where the lone voice speaks keeps it apart


def test_a_long_file_clusters_an_even_subset_and_gives_every_embedding_a_speaker(monkeypatch) -> None:
    """Past MAX_CLUSTERED embeddings only an evenly spread subset goes through average linkage (whose distance matrix
    grows with the square of the length); every chunk still gets the speaker it would get from clustering them all."""
    from pyannote.core import SlidingWindow, SlidingWindowFeature

    rows, truth = voices([900, 600, 60])  # a long conversation with a quiet third person
    order = np.random.default_rng(1).permutation(len(truth))
    rows, truth = rows[order], truth[order]
    embeddings = np.full((len(truth), 3, 192), np.nan)
    embeddings[:, 0] = rows  # one speaker per chunk, in its first slot
    activity = np.zeros((len(truth), 10, 3))
    activity[:, :, 0] = 1.0
    segmentations = SlidingWindowFeature(activity, SlidingWindow(duration=10.0, step=3.0))

    def run(limit: int) -> tuple[np.ndarray, int]:
        c = clustering(fraction=0.02)
        clustered: list[int] = []
        real_cluster = c.cluster
        monkeypatch.setattr(c, "cluster", lambda e, **kw: clustered.append(len(e)) or real_cluster(e, **kw))
        monkeypatch.setattr(c, "MAX_CLUSTERED", limit)
        hard, _, _ = c(embeddings, segmentations=segmentations)
        return hard[:, 0], clustered[0]

    whole, clustered_whole = run(10_000)
    subset, clustered_subset = run(400)
    assert (clustered_whole, clustered_subset) == (1560, 400)
    assert same_partition(whole, truth) and same_partition(subset, truth)


def test_evenly_spread_keeps_order_and_ends() -> None:
    from core.diarization.clustering import evenly_spread

    assert list(evenly_spread(5, 10)) == [0, 1, 2, 3, 4]
    picked = evenly_spread(10_000, 3000)
    assert len(picked) == 3000 and picked[0] == 0 and picked[-1] == 9999 and np.all(np.diff(picked) > 0)


def test_a_given_count_is_spent_on_people_not_on_outlying_embeddings() -> None:
    """Three people and two embeddings from nowhere (a cough, a door): asked for three speakers, the clustering
    gives the three people, and the two outliers join them. A straight cut of the dendrogram to three clusters would
    give each outlier a speaker of its own and merge two of the people."""
    rng = np.random.default_rng(3)
    room = rng.normal(size=192)  # what three people in one room share: their voices are 0.4-0.6 alike
    rows, truth = voices([30, 30, 30], spread=0.5, seed=3)
    rows = rows / np.linalg.norm(rows, axis=1, keepdims=True) + room / np.linalg.norm(room)
    outliers = rng.normal(size=(2, 192))  # unlike anyone, and unlike each other
    rows = np.vstack([rows, 2 * outliers / np.linalg.norm(outliers, axis=1, keepdims=True)])
    from scipy.cluster.hierarchy import fcluster, linkage

    straight = fcluster(linkage(rows / np.linalg.norm(rows, axis=1, keepdims=True), "average", "cosine"), 3,
                        criterion="maxclust")
    assert not same_partition(straight[:90], truth)  # the failure this guards against, on these very embeddings
    labels = clustering().cluster(rows, num_clusters=3)
    assert len(set(labels)) == 3 and same_partition(labels[:90], truth)
    bounded = clustering().cluster(rows, min_clusters=3)  # the threshold alone finds one room; the bound asks for 3
    assert len(set(bounded)) == 3 and same_partition(bounded[:90], truth)
