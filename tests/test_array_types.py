"""The array twins as containers (docs/api.md, "AABBArray", "HitArray", ...).

AABBArray: len, indexing (``arr[i]`` an AABB, slices and masks an AABBArray),
iteration, the ``rows`` / ``pos`` / ``half`` views, and the ``from_bounds`` /
``from_rect`` / ``to_bounds`` converters, which equal the scalar AABB
converters row by row, bit for bit. The result arrays: len, ``arr[i]`` and
iteration agree with each other.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from collide2d import AABB, AABBArray, Sweep

from array_strategies import coord, rows_of
from batch_checks import assert_bits_equal, check_hit_object

PROPERTY = settings(max_examples=100, deadline=None)

ROWS = np.array(
    [[0.0, 0.0, 1.0, 1.0], [4.0, -2.0, 0.5, 2.0], [-3.25, 1.5, 0.0, 0.75], [8.0, 8.0, 3.0, 0.25]]
)


def row_of(box):
    return (box.pos[0], box.pos[1], box.half[0], box.half[1])


def test_len_index_and_iteration_give_the_rows_as_aabbs():
    arr = AABBArray(ROWS)
    assert len(arr) == 4
    for i, row in enumerate(ROWS.tolist()):
        assert isinstance(arr[i], AABB)
        assert row_of(arr[i]) == tuple(row)
    assert row_of(arr[-1]) == tuple(ROWS[-1])
    assert [row_of(b) for b in arr] == [tuple(r) for r in ROWS.tolist()]
    with pytest.raises(IndexError):
        arr[4]


def test_slices_and_masks_give_aabb_arrays_of_the_selected_rows():
    arr = AABBArray(ROWS)
    part = arr[1:3]
    assert isinstance(part, AABBArray)
    assert np.array_equal(part.rows, ROWS[1:3])
    masked = arr[np.array([True, False, False, True])]
    assert isinstance(masked, AABBArray)
    assert np.array_equal(masked.rows, ROWS[[0, 3]])
    assert len(arr[ROWS[:, 0] > 100]) == 0


def test_pos_and_half_are_views_of_the_rows():
    rows = ROWS.copy()
    arr = AABBArray(rows)
    assert arr.pos.shape == (4, 2) and arr.half.shape == (4, 2)
    assert np.array_equal(arr.pos, ROWS[:, :2])
    assert np.array_equal(arr.half, ROWS[:, 2:])
    assert np.shares_memory(arr.pos, rows) and np.shares_memory(arr.half, rows)


def test_from_bounds_and_from_rect_hand_examples():
    # bounds (min_x, min_y, max_x, max_y) = (0, 0, 4, 2): centre (2, 1), half (2, 1)
    arr = AABBArray.from_bounds([[0.0, 0.0, 4.0, 2.0], [-1.0, -3.0, 1.0, -3.0]])
    assert arr.rows.tolist() == [[2.0, 1.0, 2.0, 1.0], [0.0, -3.0, 1.0, 0.0]]
    # rect (x, y, w, h) = (1, 2, 4, 6): centre (3, 5), half (2, 3)
    arr = AABBArray.from_rect([[1.0, 2.0, 4.0, 6.0], [0.0, 0.0, 0.0, 1.0]])
    assert arr.rows.tolist() == [[3.0, 5.0, 2.0, 3.0], [0.0, 0.5, 0.0, 0.5]]
    assert AABBArray(ROWS).to_bounds().tolist() == [
        [-1.0, -1.0, 1.0, 1.0],
        [3.5, -4.0, 4.5, 0.0],
        [-3.25, 0.75, -3.25, 2.25],
        [5.0, 7.75, 11.0, 8.25],
    ]


def test_from_bounds_with_max_below_min_raises_value_error_naming_the_row():
    with pytest.raises(ValueError, match=r"\brow 1\b"):
        AABBArray.from_bounds([[0.0, 0.0, 1.0, 1.0], [0.0, 2.0, 1.0, 1.0]])


def test_from_rect_with_negative_size_raises_value_error_naming_the_row():
    with pytest.raises(ValueError, match=r"\brow 2\b"):
        AABBArray.from_rect([[0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, -1.0, 1.0]])


small = st.one_of(
    st.integers(-64, 64).map(lambda k: k / 4), coord.filter(lambda v: abs(v) < 2**190)
)
bounds_rows = st.lists(
    st.tuples(small, small, small, small).map(
        lambda r: (min(r[0], r[2]), min(r[1], r[3]), max(r[0], r[2]), max(r[1], r[3]))
    ),
    max_size=24,
)
rect_rows = st.lists(
    st.tuples(small, small, small.map(abs), small.map(abs)), max_size=24
)


@PROPERTY
@given(bounds_rows)
def test_from_bounds_rows_equal_scalar_from_bounds(rows):
    arr = AABBArray.from_bounds(np.array(rows, dtype=np.float64).reshape(-1, 4))
    expected = [row_of(AABB.from_bounds(*r)) for r in rows]
    assert_bits_equal(arr.rows, np.array(expected).reshape(-1, 4), "from_bounds rows")


@PROPERTY
@given(rect_rows)
def test_from_rect_rows_equal_scalar_from_rect(rows):
    arr = AABBArray.from_rect(np.array(rows, dtype=np.float64).reshape(-1, 4))
    expected = [row_of(AABB.from_rect(*r)) for r in rows]
    assert_bits_equal(arr.rows, np.array(expected).reshape(-1, 4), "from_rect rows")


@PROPERTY
@given(st.integers(0, 24).flatmap(lambda n: rows_of("box", n)))
def test_to_bounds_rows_equal_scalar_bounds(rows):
    got = AABBArray(rows).to_bounds()
    expected = [AABB(r[:2], r[2:]).bounds for r in rows.tolist()]
    assert_bits_equal(got, np.array(expected).reshape(-1, 4), "to_bounds")


@PROPERTY
@given(st.integers(0, 24).flatmap(lambda n: rows_of("box", n, exact=True)))
def test_from_bounds_of_to_bounds_gives_the_rows_back_on_exact_values(rows):
    again = AABBArray.from_bounds(AABBArray(rows).to_bounds())
    assert np.array_equal(again.rows, rows)


# --------------------------------------------------------------------------
# Result arrays: len, [i] and iteration agree
# --------------------------------------------------------------------------

OTHERS = np.array(
    [[0.5, 0.5, 1.0, 1.0], [7.0, -2.0, 1.0, 1.0], [-3.25, 3.0, 0.5, 0.5], [8.0, 9.0, 3.0, 1.0]]
)


def test_hit_array_len_index_and_iteration_agree():
    hits = AABBArray(ROWS).intersect_aabb(OTHERS)
    assert len(hits) == 4
    items = list(hits)
    assert len(items) == 4
    scalar = [AABB(r[:2], r[2:]).intersect_aabb(AABB(o[:2], o[2:]))
              for r, o in zip(ROWS.tolist(), OTHERS.tolist())]
    assert [h is None for h in scalar] == [False, True, True, False]
    for i, (item, h) in enumerate(zip(items, scalar)):
        check_hit_object(item, h, i, f"list(hits)[{i}]")
        check_hit_object(hits[i], h, i, f"hits[{i}]")


def test_result_arrays_take_row_indices_only():
    hits = AABBArray(ROWS).intersect_aabb(OTHERS)
    sweeps = AABBArray(ROWS).sweep_aabb(OTHERS, np.zeros((4, 2)))
    for results in (hits, sweeps):
        assert len(results[[3, 0]]) == 2 and len(results[1:3]) == 2
        assert len(results[np.array([True, False, True, False])]) == 2
        assert len(results[...]) == 4
        # An added axis or a pick within a row made records reading back failed on.
        for bad in (None, [[0, 1]], (0, 0), (slice(None), 0)):
            with pytest.raises(IndexError, match="indices select rows"):
                results[bad]


def test_sweep_array_len_index_and_iteration_agree():
    delta = np.array([[0.0, 0.0], [-4.0, 0.0], [0.0, -2.0], [0.0, 1.0]])
    sweeps = AABBArray(ROWS).sweep_aabb(OTHERS, delta)
    items = list(sweeps)
    assert len(sweeps) == len(items) == 4
    for i, item in enumerate(items):
        assert isinstance(item, Sweep)
        assert item == sweeps[i]
        expected = AABB(ROWS[i, :2].tolist(), ROWS[i, 2:].tolist()).sweep_aabb(
            AABB(OTHERS[i, :2].tolist(), OTHERS[i, 2:].tolist()), delta[i].tolist())
        assert (item.hit is None) == (expected.hit is None)
        assert tuple(item.pos) == tuple(expected.pos)


def test_interval_array_len_index_and_iteration_agree():
    intervals = AABBArray(ROWS).overlap_interval(OTHERS, (0.0, 0.0), (-4.0, 0.0))
    items = list(intervals)
    assert len(intervals) == len(items) == 4
    for i, item in enumerate(items):
        expected = AABB(ROWS[i, :2].tolist(), ROWS[i, 2:].tolist()).overlap_interval(
            AABB(OTHERS[i, :2].tolist(), OTHERS[i, 2:].tolist()), (0.0, 0.0), (-4.0, 0.0))
        assert item == intervals[i]
        if expected is None:
            assert item is None
        else:
            assert tuple(item) == tuple(expected)
    assert any(item is None for item in items) and any(item is not None for item in items)
