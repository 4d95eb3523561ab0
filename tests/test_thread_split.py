"""Splitting one large batch call over threads changes nothing but the speed."""

import numpy as np
import pytest

import collide2d
from collide2d import AABBArray


@pytest.fixture
def restore_threads():
    before = collide2d.get_num_threads()
    yield
    collide2d.set_num_threads(before)


def _data(n, seed=7):
    rng = np.random.default_rng(seed)
    centres = rng.uniform(0, 100, (n, 2))
    boxes = np.c_[centres, rng.uniform(0, 2, (n, 2))]
    others = np.c_[centres + rng.uniform(-3, 3, (n, 2)), rng.uniform(0, 2, (n, 2))]
    delta = rng.uniform(-5, 5, (n, 2))
    return boxes, others, delta


def _all_results(boxes, others, delta):
    arr = AABBArray(boxes)
    return [
        arr.overlaps_aabb(others),
        arr.intersect_aabb(others).records,
        arr.intersect_point(others[:, :2]).records,
        arr.intersect_segment(others[:, :2], delta, 0.5, 0.25).records,
        arr.sweep_aabb(others, delta).records,
        arr.overlap_interval(others, delta, -delta).records,
        AABBArray(others[:300]).sweep_into(boxes[:5000], delta[:300]).records,
    ]


def test_results_are_bitwise_the_same_for_one_and_many_threads(restore_threads):
    boxes, others, delta = _data(200_001)  # odd, so chunks differ in size
    collide2d.set_num_threads(1)
    single = _all_results(boxes, others, delta)
    collide2d.set_num_threads(4)
    split = _all_results(boxes, others, delta)
    for a, b in zip(single, split):
        _assert_same_bits(a, b)


def _assert_same_bits(a, b):
    """Field by field (struct padding bytes are not part of a result)."""
    if a.dtype.names is None:
        assert np.ascontiguousarray(a).tobytes() == np.ascontiguousarray(b).tobytes()
        return
    for name in a.dtype.names:
        _assert_same_bits(a[name], b[name])


def test_the_first_bad_row_is_reported_whichever_chunk_finds_it(restore_threads):
    boxes, others, _ = _data(200_000)
    others[150_000, 2] = -1.0  # in a later chunk
    others[120_000, 0] = np.nan  # earlier, in another chunk
    collide2d.set_num_threads(4)
    with pytest.raises(ValueError, match=r"'others' row 120000 "):
        AABBArray(boxes).intersect_aabb(others)


def test_collider_rows_stay_global_when_split(restore_threads):
    boxes, others, _ = _data(100_000)
    collide2d.set_num_threads(4)
    hits = AABBArray(boxes).intersect_aabb(others)
    rows = np.flatnonzero(hits.hit)
    assert rows.size and np.array_equal(hits.collider[rows], rows)


def test_set_num_threads_rejects_zero_and_reports_the_setting(restore_threads):
    with pytest.raises(ValueError, match="from 1 to 64, not 0"):
        collide2d.set_num_threads(0)
    with pytest.raises(ValueError, match="from 1 to 64, not 1000"):  # not silently 64
        collide2d.set_num_threads(1000)
    collide2d.set_num_threads(3)
    assert collide2d.get_num_threads() == 3


@pytest.mark.parametrize("scene", ["dense", "sparse", "vast"])
def test_grids_built_on_threads_are_the_grids_built_on_one(restore_threads, scene):
    """From 65,536 shapes a grid's build (its keys, radix sort and gather) is split over
    the threads: the pairs, an Index's pairs and its queries are the same bytes on one,
    two and three threads. The scenes' sort keys take two passes (dense), three (about
    1e5 cells a side: the split sort ends in its spare buffer), and two words an item
    (cells at their 26-bit clamp, five passes: it moves shape numbers of its own)."""
    rng = np.random.default_rng(5)
    n = 70_000
    side, half = {"dense": (60.0, 0.5), "sparse": (1e3, 0.005), "vast": (1e3, 1e-6)}[scene]
    xy = rng.uniform(0, side, (n, 2))
    if scene != "dense":  # partners close enough to overlap
        xy[1::2] = xy[0::2] + rng.uniform(-2 * half, 2 * half, (n // 2, 2))
    rows = np.c_[xy, rng.uniform(0.5, 1.5, (n, 2)) * half]
    if scene == "vast":
        rows[:50, 2:] *= 40  # a few on coarser levels (elsewhere: keys of fewer bits)
    boxes = AABBArray(rows)
    probes = AABBArray(rows[::7] * [1, 1, 0.5, 2])
    answers = []
    for threads in (1, 2, 3):
        collide2d.set_num_threads(threads)
        index = collide2d.Index(boxes)
        offsets, ids = index.query(probes)
        answers.append([collide2d.pairs(boxes).tobytes(), index.pairs().tobytes(),
                        offsets.tobytes(), ids.tobytes()])
    assert len(answers[0][0]) > 16 * 1000  # more than a thousand pairs
    if scene == "dense":  # enough pairs that their sort is split too
        assert len(answers[0][0]) > 16 * 65_536
    assert answers[1] == answers[0] and answers[2] == answers[0]


def _boxes_and_circles(seed, boxes, circles, side):
    """Boxes then circles of sizes 0.2-0.6 in a square of `side`: their rows and the pair
    of array twins that read them in place."""
    rng = np.random.default_rng(seed)
    box_rows = np.c_[rng.uniform(0, side, (boxes, 2)), rng.uniform(0.2, 0.6, (boxes, 2))]
    circle_rows = np.c_[rng.uniform(0, side, (circles, 2)), rng.uniform(0.2, 0.6, circles)]
    return box_rows, circle_rows, (AABBArray(box_rows), collide2d.CircleArray(circle_rows))


def test_grids_of_mixed_kinds_built_on_threads_are_the_grids_built_on_one(restore_threads):
    # 50,000 boxes then 40,000 circles: a grid with shape copies (a grid of boxes only has
    # none), its build split over the threads.
    _, circles, shapes = _boxes_and_circles(11, 50_000, 40_000, 150)
    answers = []
    for threads in (1, 2, 3):
        collide2d.set_num_threads(threads)
        index = collide2d.Index(shapes)
        answers.append([collide2d.pairs(shapes).tobytes(), index.pairs().tobytes(),
                        index.query_point(circles[::5, :2])[1].tobytes()])
    assert len(answers[0][0]) > 16 * 1000
    assert answers[1] == answers[0] and answers[2] == answers[0]


def test_sets_checked_and_loaded_on_threads_name_the_first_bad_row(restore_threads):
    # 70,000 boxes then 70,000 circles: each column's rows are checked and loaded in one
    # pass split over the threads (from 65,536 rows a column); the pairs are the same on
    # any count, and a bad row is the first bad row whichever part meets it first.
    boxes, circles, shapes = _boxes_and_circles(12, 70_000, 70_000, 300)
    answers = []
    for threads in (1, 2, 3):
        collide2d.set_num_threads(threads)
        answers.append(collide2d.pairs(shapes).tobytes())
    assert len(answers[0]) > 16 * 1000 and answers[1] == answers[0] == answers[2]
    # Spoiled after the arrays were made (they are read in place, checked on every call).
    boxes[60_000, 3] = -1.0  # in the last part on any count above one
    boxes[30_000, 0] = np.nan  # earlier, in the first part
    for threads in (1, 2, 3):
        collide2d.set_num_threads(threads)
        with pytest.raises(ValueError, match=r"'shapes' row 30000 has a value that is not fin"):
            collide2d.pairs(shapes)
    boxes[30_000, 0], boxes[60_000, 3] = 1.0, 0.5
    circles[5, 2] = -1.0  # a later column's, numbered in the set
    collide2d.set_num_threads(2)
    with pytest.raises(ValueError, match=r"'shapes' row 70005 has a negative radius"):
        collide2d.pairs(shapes)
