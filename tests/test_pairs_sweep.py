"""The sweep along x that collide2d.pairs takes for sparse scenes of few shapes
(src/core/broad/grid.h, c2d_grid_build_pairs; its scan: src/core/kernels/sweep_scan.c):
the same pairs as the grid on every instruction-set path (the vector lanes' scan and the
baseline's scalar one), on every thread count, for mixed kinds and two collections, on
scenes that are hard for it (every box in one column of x, coordinates near the limits,
a box across everything) and on the benchmarks' scenes, where "auto" takes it."""

from __future__ import annotations

import numpy as np
import pytest

import collide2d
from collide2d import AABBArray, CircleArray, _core, pairs


@pytest.fixture
def restore():
    threads, path = collide2d.get_num_threads(), collide2d.get_cpu_path()
    work = _core._set_work_per_thread(1)
    _core._set_work_per_thread(work)
    yield
    collide2d.set_num_threads(threads)
    _core._set_cpu_path(path)
    _core._set_pairs_method("auto")
    _core._set_work_per_thread(work)


def _by(method, *args):
    previous = _core._set_pairs_method(method)
    try:
        return pairs(*args)
    finally:
        _core._set_pairs_method(previous)


def _mixed(seed, n, side, clustered=False):
    """n // 2 boxes then n // 2 circles of sizes 0.1-1.5 in a square of `side` (around a few
    centres when clustered), every tenth box a copy of another moved by an exact half
    step (touching edges)."""
    rng = np.random.default_rng(seed)
    if clustered:
        centres = rng.uniform(0, side, (8, 2))
        xy = centres[rng.integers(0, 8, n)] + rng.normal(0, side / 30, (n, 2))
    else:
        xy = rng.uniform(0, side, (n, 2))
    xy = np.round(xy * 4) / 4
    half = np.round(rng.uniform(0.1, 1.5, (n, 2)) * 4) / 4
    boxes = np.c_[xy[: n // 2], half[: n // 2]]
    boxes[::10] = boxes[1::10][: len(boxes[::10])] + [0.5, 0, 0, 0]
    circles = np.c_[xy[n // 2:], half[n // 2:, 0]]
    return AABBArray(boxes), CircleArray(circles)


@pytest.mark.parametrize("clustered", [False, True])
def test_the_sweep_gives_the_grids_pairs_on_every_path(restore, clustered) -> None:
    shapes = _mixed(1, 4000, 150, clustered)
    others = _mixed(2, 1000, 150, clustered)
    _core._set_cpu_path("baseline")
    expected = _by("grid", shapes), _by("grid", shapes, others)
    assert len(expected[0]) > 1000 and len(expected[1]) > 100
    for path in _core.cpu_paths():  # the baseline's scan is the scalar one
        _core._set_cpu_path(path)
        for method in ("sweep", "auto"):
            np.testing.assert_array_equal(_by(method, shapes), expected[0])
            np.testing.assert_array_equal(_by(method, shapes, others), expected[1])


def test_boxes_of_the_sweep_are_the_brute_force_loops_pairs(restore) -> None:
    # AABBArray.overlap_pairs tests every pair (its own kernel, no broad phase).
    rng = np.random.default_rng(3)
    rows = np.c_[np.round(rng.uniform(0, 100, (3000, 2)) * 2) / 2,
                 np.round(rng.uniform(0, 1.5, (3000, 2)) * 2) / 2]
    expected = AABBArray(rows).overlap_pairs(rows)
    expected = expected[expected[:, 0] < expected[:, 1]]
    for path in _core.cpu_paths():
        _core._set_cpu_path(path)
        np.testing.assert_array_equal(_by("sweep", AABBArray(rows)), expected)


@pytest.mark.parametrize("scene", ["one column", "near the limits", "tiny", "over everything"])
def test_scenes_hard_for_a_sweep_give_the_grids_pairs(restore, scene) -> None:
    rng = np.random.default_rng(4)
    n = 600
    rows = np.c_[rng.uniform(0, 50, (n, 2)), rng.uniform(0.1, 1.0, (n, 2))]
    if scene == "one column":  # every box at one x: each box's stretch holds them all
        rows[:, 0] = 7.0
    elif scene == "near the limits":  # a scene 2^200 wide, pairs at both ends
        rows[: n // 2, :2] += 2.0 ** 200
        rows[n // 2:, :2] -= 2.0 ** 200
    elif scene == "tiny":  # sizes and places of 2^-1000: subnormal-sized columns
        rows *= 2.0 ** -1000
    else:  # one box across the whole scene, the rest small
        rows[0] = [25, 25, 100, 100]
    boxes = AABBArray(rows)
    expected = _by("grid", boxes)
    assert len(expected) > 0
    for path in _core.cpu_paths():
        _core._set_cpu_path(path)
        np.testing.assert_array_equal(_by("sweep", boxes), expected)
        np.testing.assert_array_equal(_by("auto", boxes), expected)


@pytest.mark.parametrize("scale", [1.0, 2.0 ** -140, 2.0 ** 100, 2.0 ** 130])
def test_y_intervals_that_overlap_by_one_ulp_are_found_by_the_floats_of_the_scan(restore, scale):
    # The scan compares y intervals as floats (rounded to nearest: an order between two
    # bounds never reverses): a pair overlapping by a double's last bit, far below a
    # float's, is still a candidate and is found; one apart by that bit is not a pair.
    # Coordinates at random (few of them floats), around zero, near the floats' smallest
    # and largest.
    rng = np.random.default_rng(6)
    n = 400
    x = rng.uniform(-100, 100, n) * scale
    y = rng.uniform(-100, 100, n) * scale
    half = rng.uniform(0.5, 1.0, n) * scale
    top = y + half
    for gap in (-1, 0, 1):  # the next box's bottom one ulp below the top, at it, above it
        bottom = top.copy()
        for _ in range(abs(gap)):
            bottom = np.nextafter(bottom, np.inf if gap > 0 else -np.inf)
        other_half = rng.uniform(0.5, 1.0, n) * scale
        other_y = bottom + other_half  # its centre, then its bottom again (rounding)
        rows = np.concatenate([np.c_[x, y, half, half],
                               np.c_[x + half / 2, other_y, other_half, other_half]])
        boxes = AABBArray(rows)
        expected = _by("grid", boxes)
        for path in _core.cpu_paths():
            _core._set_cpu_path(path)
            np.testing.assert_array_equal(_by("sweep", boxes), expected)
        if gap < 0:  # most bottoms stay below their tops after rounding the centre
            assert len(expected) > n // 4


def test_the_sweep_gives_the_same_pairs_on_any_thread_count(restore) -> None:
    # A call's candidates are split by sorted positions over the threads (each thread a
    # range of the boxes, each box's scan reading past its range's end).
    shapes = _mixed(5, 20_000, 400)
    _core._set_work_per_thread(1)  # every call split as far as it may be
    answers = []
    for threads in (1, 2, 3):
        collide2d.set_num_threads(threads)
        answers.append(_by("sweep", shapes).tobytes())
    collide2d.set_num_threads(1)
    assert len(answers[0]) > 16 * 1000
    assert answers[1] == answers[0] == answers[2] == _by("grid", shapes).tobytes()


def _benchmark_scene(n, clustered):
    """benchmarks/broad.py's scene: n unit boxes at about 0.16 pairs a box, uniform in a
    square or around 20 centres with heavy-tailed spreads."""
    rng = np.random.default_rng(41 + clustered)
    side = np.sqrt(n) * 3.5
    if clustered:
        centres = rng.uniform(0, side, (20, 2))
        spread = side / 20 * rng.pareto(1.5, 20)[:, None] + side / 40
        xy = centres[rng.integers(0, 20, n)] + rng.normal(0, 1, (n, 2)) * spread[rng.integers(0, 20, n)]
    else:
        xy = rng.uniform(0, side, (n, 2))
    return np.c_[xy, np.full((n, 2), 0.5)]


def test_the_benchmarks_scenes_give_the_same_pairs_by_either_method() -> None:
    # Scenes like those "auto" chooses between the two for (benchmarks/broad.py): 1e4
    # unit boxes uniform (a sweep reads ~30 boxes a box) and clustered, and 1e5 (~90:
    # the grid).
    scene = _benchmark_scene
    for n in (10_000, 100_000):
        for clustered in (False, True):
            boxes = AABBArray(scene(n, clustered))
            expected = _by("grid", boxes)
            np.testing.assert_array_equal(_by("sweep", boxes), expected)
            np.testing.assert_array_equal(_by("auto", boxes), expected)


def test_the_method_is_named_and_checked() -> None:
    assert _core._set_pairs_method("auto") == "auto"
    with pytest.raises(ValueError, match="'auto', 'grid' or 'sweep', not 'tree'"):
        _core._set_pairs_method("tree")
    with pytest.raises(TypeError, match="must be a str"):
        _core._set_pairs_method(1)
