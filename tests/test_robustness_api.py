"""Robustness, continued (docs/robustness.md; see test_robustness.py): API slips, allocation
failures on every path, hand-made results and settings, and what the API fuzzer found.
"""

from __future__ import annotations

import pickle
import subprocess
import sys
import tempfile
from fractions import Fraction

import collide2d as c
import numpy as np
import pytest

from test_robustness import BOXES, OTHERS, _padding_bytes, assert_survived, run_python

# 8. API slips
# --------------------------------------------------------------------------


@pytest.mark.parametrize("k", [np.float32(2), np.float16(2), np.int8(2), np.int64(2), np.float64(2), 2, 2.0])
def test_vec2_times_a_numpy_scalar_is_a_vec2(k) -> None:
    assert c.Vec2(1, 2) * k == c.Vec2(2.0, 4.0)
    assert type(c.Vec2(1, 2) * k) is c.Vec2
    assert c.Vec2(1, 2) / k == c.Vec2(0.5, 1.0)


def test_vec2_times_an_array_is_still_numpys() -> None:
    assert isinstance(c.Vec2(1, 2) * np.array([1.0, 2.0]), np.ndarray)


class Walls(c.AABBArray):
    pass


class Posts(c.CircleArray):
    pass


class Hits(c.HitArray):
    pass


@pytest.mark.parametrize("make", [lambda: Walls([[0, 0, 1, 1]]), lambda: Posts([[0, 0, 1]]),
                                  lambda: Hits(np.zeros((2, 9)))], ids=["AABBArray", "CircleArray", "HitArray"])
def test_a_subclass_pickles_as_itself_with_its_attributes(make) -> None:
    original = make()
    original.level = "forest-3"
    copy = pickle.loads(pickle.dumps(original))
    assert type(copy) is type(original)
    assert copy.level == "forest-3"
    assert np.array_equal(np.asarray(copy._rows if hasattr(copy, "_rows") else copy._raw),
                          np.asarray(original._rows if hasattr(original, "_rows") else original._raw))


@pytest.mark.parametrize("twin", [c.HitArray, c.SweepArray, c.IntervalArray])
@pytest.mark.parametrize("bad, error", [("x", TypeError), ([1.0, 2.0], TypeError), (None, TypeError),
                                        (np.zeros(3), ValueError), (np.zeros((2, 4)), ValueError),
                                        (np.zeros((2, 9), dtype=np.int64), ValueError)])
def test_result_array_constructors_reject_what_is_not_their_rows(twin, bad, error) -> None:
    with pytest.raises(error, match=twin.__name__):
        twin(bad)


def test_result_array_constructors_take_their_records_and_rows() -> None:
    hits = c.AABBArray(BOXES).intersect_aabb(OTHERS)
    again = c.HitArray(hits.records.copy())
    assert again._raw.tobytes() == hits._raw.tobytes()
    assert c.HitArray(np.asarray(hits._raw)[::2]).time.tolist() == hits.time[::2].tolist()


# --------------------------------------------------------------------------
# 9. allocation failures on every path
# --------------------------------------------------------------------------

FAILING_ALLOCATION_CALLS = [
    "c.line_intersection((0, 0), (2, 2), (0, 2), (2, 0))",
    "c.Segment((0, 0), (2, 2)).intersection(c.Segment((0, 2), (2, 0)))",
    "c.circle_line_points(c.Circle((0, 0), 1), (-2, 0), (2, 0))",
    "c.AABB((0, 0), (1, 1)).intersect_aabb(c.AABB((0.5, 0), (1, 1)))",
    "c.AABB((0, 0), (1, 1)).sweep_aabb(c.AABB((-3, 0), (1, 1)), (5, 0))",
    "c.sweep_into(c.AABB((-3, 0), (1, 1)), [c.AABB((0, 0), (1, 1)), c.Circle((0, 3), 1)], (5, 0))",
    "c.AABBArray([[0, 0, 1, 1]] * 3).intersect_aabb([[0.5, 0, 1, 1]] * 3)",
    "c.SegmentArray([[0, 0, 2, 2]]).intersection([[0, 2, 2, 0]])",
]


@pytest.mark.parametrize("call", FAILING_ALLOCATION_CALLS)
def test_every_allocation_failure_is_a_memory_error_and_nothing_else(call: str) -> None:
    """CPython's _testcapi.set_nomemory fails the k-th allocation, for each k in turn:
    every failure must come out as MemoryError, with each object released exactly once."""
    pytest.importorskip("_testcapi", reason="this Python was built without its test C API "
                        "(_testcapi), which injects the allocation failures")
    result = run_python(f"""
        import gc
        import _testcapi
        import collide2d as c
        expected = repr({call})
        outcomes = set()
        for k in range(120):
            _testcapi.set_nomemory(k, k + 1)
            try:
                got = {call}
            except MemoryError:
                got = None
            finally:
                _testcapi.remove_mem_hooks()
            outcomes.add("MemoryError" if got is None else "same" if repr(got) == expected else repr(got))
            gc.collect()
        print(" ".join(sorted(outcomes)))
    """)
    assert_survived(result, "MemoryError same")


# --------------------------------------------------------------------------
# 10. hand-made results, settings, lists of shapes
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda: c.Hit(None, (0, 0), (0, 0), (0, 1), float("nan")), "'time' must be in [0, 1] (nan)"),
        (lambda: c.Hit(None, (0, 0), (0, 0), (0, 1), 1.5), "'time' must be in [0, 1] (1.5)"),
        (lambda: c.Hit(None, (float("inf"), 0), (0, 0), (0, 1), 0.5), "'pos' has a value that is not finite"),
        (lambda: c.Hit(None, (0, 0), (0, float("nan")), (0, 1), 0.5), "'delta' has a value that is not finite"),
        (lambda: c.Sweep(None, (0, 0), 5.0), "'time' must be in [0, 1] (5.0)"),
        (lambda: c.Sweep(None, (0, 0), 0.5), "with no hit, 'time' must be 1.0"),
        (lambda: c.Sweep(None, (0, 0), 1.0, True), "with no hit"),
    ],
)
def test_a_hand_made_result_holds_only_what_the_library_could_return(make, words: str) -> None:
    with pytest.raises(ValueError) as info:
        make()
    assert words in str(info.value)


def test_a_bad_thread_count_in_the_environment_warns_and_is_ignored() -> None:
    result = subprocess.run(
        [sys.executable, "-W", "error::RuntimeWarning", "-c", "import collide2d"],
        capture_output=True, text=True, cwd=tempfile.gettempdir(),
        env={**__import__("os").environ, "COLLIDE2D_NUM_THREADS": "abc"})
    assert result.returncode != 0 and "COLLIDE2D_NUM_THREADS=abc is not a whole number" in result.stderr
    result = subprocess.run(
        [sys.executable, "-c", "import collide2d; print(collide2d.get_num_threads())"],
        capture_output=True, text=True, cwd=tempfile.gettempdir(),
        env={**__import__("os").environ, "COLLIDE2D_NUM_THREADS": "3"})
    assert result.stdout.strip() == "3", result.stderr


@pytest.mark.parametrize("mover", [c.AABB((0, 0), (1, 1)), c.AABBArray([[0, 0, 1, 1]])],
                         ids=["scalar", "array"])
def test_a_list_of_shapes_with_a_stranger_names_the_item(mover) -> None:
    with pytest.raises(TypeError, match="'colliders' item 1 must be an AABB"):
        c.sweep_into(mover, [c.AABB((5, 0), (1, 1)), 5], (1, 0))


# --------------------------------------------------------------------------
# 11. found by the API fuzzer
# --------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2 ** 63, 10 ** 400, -(2 ** 70), 65, 0])
def test_set_num_threads_out_of_range_is_a_value_error(n) -> None:
    before = c.get_num_threads()
    with pytest.raises(ValueError, match="from 1 to 64"):
        c.set_num_threads(n)
    assert c.get_num_threads() == before


@pytest.mark.parametrize("n", [1.5, 2.0, "2", True, None])
def test_set_num_threads_of_a_non_integer_is_a_type_error_naming_n(n) -> None:
    before = c.get_num_threads()
    with pytest.raises(TypeError, match="'n' must be an integer, not"):
        c.set_num_threads(n)
    assert c.get_num_threads() == before
    c.set_num_threads(np.int64(before))  # numpy integers are integers
    assert c.get_num_threads() == before


@pytest.mark.parametrize("call", [lambda: c.Vec2(1, 2) + (10 ** 400, 1), lambda: [1, 10 ** 400] - c.Vec2(1, 2)])
def test_vec2_plus_a_pair_beyond_float64_is_a_value_error(call) -> None:
    with pytest.raises(ValueError, match="beyond the float64 range"):
        call()


def test_numpy_bools_among_huge_ints_are_numbers() -> None:
    with pytest.raises(ValueError, match="'points' has a value beyond the float64 range"):
        c.AABBArray([[0, 0, 1, 1]]).intersect_point([np.True_, 10 ** 400])
    assert c.AABBArray([[0, 0, 1, 1]]).intersect_point([np.False_, Fraction(1, 2)]).hit[0]


def test_result_rows_wrapped_by_hand_with_impossible_codes_raise_value_errors() -> None:
    with pytest.raises(ValueError, match="not a kind code"):
        list(c.LineIntersectionArray(np.ones((1, 9))))
    with pytest.raises(ValueError, match="not a kind code"):
        c.LineIntersectionArray(np.ones((1, 9))).kind_names
    with pytest.raises(ValueError, match="a count of"):
        list(c.CirclePointsArray(np.ones((1, 7))))


def test_sweep_into_a_2d_memoryview_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="'colliders' must be an iterable of shapes"):
        c.sweep_into(c.AABB((0, 0), (1, 1)), memoryview(np.zeros((2, 4))), (1, 0))


@pytest.mark.parametrize("shape", [c.AABB((0, 0), (1, 1)), c.Circle((0, 0), 1)], ids=["box", "circle"])
def test_overlaps_with_a_segment_longer_than_the_coordinate_limit_matches_the_batch(shape) -> None:
    """The segment's ends are in range though b - a is not: scalar and batch agree."""
    segment = c.Segment((-2.0 ** 200, 0.5), (2.0 ** 200, 0.5))
    twin = c.AABBArray if isinstance(shape, c.AABB) else c.CircleArray
    expected = bool(twin(np.asarray(shape).reshape(1, -1)).overlaps_segment(np.asarray(segment))[0])
    assert c.overlaps(shape, segment) is expected
    assert c.overlaps(segment, shape) is expected


def test_records_wrapped_by_hand_get_zero_bytes_between_fields() -> None:
    """A caller's records may hold anything between the fields; the rows wrapped
    from them are byte-exact all the same."""
    records = np.frombuffer(b"\xff" * c.HIT_DTYPE.itemsize * 3, dtype=c.HIT_DTYPE).copy()
    for field in ("pos", "delta", "normal"):
        records[field] = 0.0
    records["time"], records["collider"], records["hit"] = 1.0, -1, False
    hits = c.HitArray(records)
    assert not _padding_bytes(hits).any()
    assert hits.records.tobytes() == c.HitArray(records.copy()).records.tobytes()
