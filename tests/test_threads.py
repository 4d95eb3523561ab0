"""Batch calls from many threads at once give the single-threaded results.

DESIGN.md section 4: batch calls release the GIL above a small size (1024 rows,
docs/api.md) and are safe to call from many threads at once. Every call here
has 50 000 rows, so the kernels really run concurrently; each thread's result
must equal, bit for bit, the result of the same call made alone beforehand.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from collide2d import AABBArray

from batch_checks import assert_bits_equal, result_fields

ROWS = 50_000
THREADS = 8


def quarter_boxes(rng, n):
    return np.hstack([rng.integers(-400, 401, size=(n, 2)) / 4,
                      rng.integers(0, 33, size=(n, 2)) / 4])


def workload(seed):
    """Arguments for every batch method, different per seed."""
    rng = np.random.default_rng(seed)
    deltas = rng.integers(-64, 65, size=(ROWS, 2)) / 4
    deltas[rng.random(ROWS) < 0.1] = 0.0
    return {
        "boxes": quarter_boxes(rng, ROWS),
        "others": quarter_boxes(rng, ROWS),
        "points": rng.integers(-400, 401, size=(ROWS, 2)) / 4,
        "delta": deltas,
        "other_delta": rng.integers(-64, 65, size=(ROWS, 2)) / 4,
        "padding": rng.integers(0, 5, size=ROWS) / 4,
        "colliders": quarter_boxes(rng, 40),
    }


CALLS = {
    "intersect_point": lambda w: AABBArray(w["boxes"]).intersect_point(w["points"]),
    "intersect_segment": lambda w: AABBArray(w["boxes"]).intersect_segment(
        w["points"], w["delta"], padding_x=w["padding"], padding_y=0.25),
    "intersect_aabb": lambda w: AABBArray(w["boxes"]).intersect_aabb(w["others"]),
    "overlaps_aabb": lambda w: AABBArray(w["boxes"]).overlaps_aabb(w["others"]),
    "sweep_aabb": lambda w: AABBArray(w["boxes"]).sweep_aabb(w["others"], w["delta"]),
    "sweep_into": lambda w: AABBArray(w["boxes"][:5000]).sweep_into(
        w["colliders"], w["delta"][:5000]),
    "overlap_interval": lambda w: AABBArray(w["boxes"]).overlap_interval(
        w["others"], w["delta"], w["other_delta"]),
}


def snapshot(result):
    """Copies of every array of a result, by name."""
    return {name: value.copy() for name, value in result_fields(result).items()}


def assert_same_snapshot(got, expected, what):
    assert got.keys() == expected.keys(), what
    for name, value in expected.items():
        if value.dtype == np.float64:
            assert_bits_equal(got[name], value, f"{what} {name}")
        else:
            assert np.array_equal(got[name], value), f"{what} {name}"


@pytest.fixture(scope="module")
def workloads():
    return [workload(seed) for seed in range(4)]


@pytest.mark.parametrize("method", CALLS)
def test_one_method_from_many_threads_equals_single_threaded(method, workloads):
    call = CALLS[method]
    expected = [snapshot(call(w)) for w in workloads]
    jobs = [i % len(workloads) for i in range(4 * THREADS)]
    with ThreadPoolExecutor(max_workers=THREADS) as pool:
        results = list(pool.map(lambda i: (i, snapshot(call(workloads[i]))), jobs))
    for i, got in results:
        assert_same_snapshot(got, expected[i], f"{method} workload {i}")


def test_all_methods_mixed_across_threads_equal_single_threaded(workloads):
    jobs = [(method, i) for method in CALLS for i in range(len(workloads))] * 2
    expected = {(m, i): snapshot(CALLS[m](workloads[i])) for m, i in set(jobs)}
    with ThreadPoolExecutor(max_workers=THREADS) as pool:
        results = list(pool.map(lambda job: (job, snapshot(CALLS[job[0]](workloads[job[1]]))),
                                jobs))
    for job, got in results:
        assert_same_snapshot(got, expected[job], f"{job}")


def test_shared_inputs_and_out_arrays_per_thread(workloads):
    """Threads reading the same input arrays, each writing its own out=."""
    w = workloads[0]
    arr = AABBArray(w["boxes"])
    expected = arr.overlaps_aabb(w["others"]).copy()
    outs = [np.zeros(ROWS, dtype=bool) for _ in range(2 * THREADS)]
    with ThreadPoolExecutor(max_workers=THREADS) as pool:
        returned = list(pool.map(lambda out: arr.overlaps_aabb(w["others"], out=out), outs))
    for out, got in zip(outs, returned):
        assert got is out
        assert np.array_equal(out, expected)


def test_errors_in_some_threads_leave_the_others_correct(workloads):
    """A bad row raises in its own thread only; concurrent good calls are unaffected."""
    w = workloads[1]
    bad = w["others"].copy()
    bad[31_337, 2] = -1.0
    expected = snapshot(CALLS["intersect_aabb"](w))

    def job(k):
        if k % 2:
            try:
                AABBArray(w["boxes"]).intersect_aabb(bad)
            except ValueError as error:
                return "row 31337" in str(error)
            return False
        return snapshot(AABBArray(w["boxes"]).intersect_aabb(w["others"]))

    with ThreadPoolExecutor(max_workers=THREADS) as pool:
        results = list(pool.map(job, range(4 * THREADS)))
    for k, got in enumerate(results):
        if k % 2:
            assert got is True, f"job {k}: the bad row was not reported as row 31337"
        else:
            assert_same_snapshot(got, expected, f"job {k}")
