"""Property: every AABBArray method equals the loop of the scalar AABB calls, bit for bit.

DESIGN.md section 1: "a batch result equals the loop of scalar results bit
for bit". Hit rows are compared field by field on the float bits; rows
without a hit must carry exactly the fill values of docs/api.md ("Rows
without a hit"): delta = normal = (0, 0), time = 1, pos = the other shape's
end position, collider = -1. Arguments are drawn as full N-row arrays or as
one row in any accepted form (AABB, Vec2, tuple, list, (k,) and (1, k)
arrays), on either side of the call, so broadcasting is covered by the same
properties.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from collide2d import AABBArray

from array_strategies import (
    aabb,
    call_args,
    expand_receiver,
    rows_of,
    single_form,
    vec,
)
from batch_checks import (
    assert_bits_equal,
    check_hit_array,
    check_hit_items,
    check_interval_array,
    check_sweep_array,
    check_sweep_items,
)
from strategies import (
    box_pairs,
    box_point_pairs,
    interval_cases,
    segment_cases,
    sweep_cases,
    sweep_into_cases,
)

PROPERTY = settings(max_examples=100, deadline=None)


def receiver_index(n, receiver_single):
    """The `collider` a hit row of an intersection carries (docs/api.md, HitArray)."""
    return np.zeros(n, dtype=np.int64) if receiver_single else np.arange(n, dtype=np.int64)


# --------------------------------------------------------------------------
# One property per method
# --------------------------------------------------------------------------


@PROPERTY
@given(call_args(["vec"]))
def test_intersect_point_rows_equal_scalar_intersect_point(args):
    """Row i of AABBArray.intersect_point is AABB.intersect_point on row i, bit for bit."""
    receiver, (points,), (point_rows,), n, single = args
    hits = AABBArray(receiver).intersect_point(points)
    boxes = expand_receiver(receiver, n)
    scalar = [aabb(b).intersect_point(vec(p)) for b, p in zip(boxes, point_rows)]
    index = receiver_index(n, single)
    check_hit_array(hits, scalar, point_rows, index)
    check_hit_items(hits, scalar, index)


@PROPERTY
@given(call_args(["vec", "motion", "size", "size"]))
def test_intersect_segment_rows_equal_scalar_intersect_segment(args):
    """Row i of intersect_segment (scalar or per-row paddings) equals the scalar call."""
    receiver, (pos, delta, px, py), (pos_rows, delta_rows, px_rows, py_rows), n, single = args
    hits = AABBArray(receiver).intersect_segment(pos, delta, padding_x=px, padding_y=py)
    boxes = expand_receiver(receiver, n)
    scalar = [
        aabb(b).intersect_segment(vec(p), vec(d), float(x), float(y))
        for b, p, d, x, y in zip(boxes, pos_rows, delta_rows, px_rows, py_rows)
    ]
    index = receiver_index(n, single)
    check_hit_array(hits, scalar, pos_rows + delta_rows, index)
    check_hit_items(hits, scalar, index)


@PROPERTY
@given(call_args(["vec", "motion"]))
def test_intersect_segment_without_paddings_equals_scalar_call_without_paddings(args):
    """The paddings default to 0 in the batch call as in the scalar one."""
    receiver, (pos, delta), (pos_rows, delta_rows), n, single = args
    hits = AABBArray(receiver).intersect_segment(pos, delta)
    boxes = expand_receiver(receiver, n)
    scalar = [
        aabb(b).intersect_segment(vec(p), vec(d))
        for b, p, d in zip(boxes, pos_rows, delta_rows)
    ]
    check_hit_array(hits, scalar, pos_rows + delta_rows, receiver_index(n, single))


@PROPERTY
@given(call_args(["box"]))
def test_intersect_aabb_rows_equal_scalar_intersect_aabb(args):
    """Row i of AABBArray.intersect_aabb is AABB.intersect_aabb on row i, bit for bit."""
    receiver, (others,), (other_rows,), n, single = args
    hits = AABBArray(receiver).intersect_aabb(others)
    boxes = expand_receiver(receiver, n)
    scalar = [aabb(b).intersect_aabb(aabb(o)) for b, o in zip(boxes, other_rows)]
    index = receiver_index(n, single)
    check_hit_array(hits, scalar, other_rows[:, :2], index)
    check_hit_items(hits, scalar, index)


@PROPERTY
@given(call_args(["box"]))
def test_overlaps_aabb_rows_equal_scalar_overlaps_aabb(args):
    """Row i of AABBArray.overlaps_aabb is AABB.overlaps_aabb on row i."""
    receiver, (others,), (other_rows,), n, _ = args
    got = AABBArray(receiver).overlaps_aabb(others)
    boxes = expand_receiver(receiver, n)
    expected = [aabb(b).overlaps_aabb(aabb(o)) for b, o in zip(boxes, other_rows)]
    assert isinstance(got, np.ndarray)
    assert got.dtype == np.bool_ and got.shape == (n,)
    assert got.tolist() == expected


@PROPERTY
@given(call_args(["box", "motion"]))
def test_sweep_aabb_rows_equal_scalar_sweep_aabb(args):
    """Row i of AABBArray.sweep_aabb is AABB.sweep_aabb on row i, bit for bit."""
    receiver, (others, delta), (other_rows, delta_rows), n, single = args
    sweeps = AABBArray(receiver).sweep_aabb(others, delta)
    boxes = expand_receiver(receiver, n)
    scalar = [
        aabb(b).sweep_aabb(aabb(o), vec(d)) for b, o, d in zip(boxes, other_rows, delta_rows)
    ]
    index = receiver_index(n, single)
    check_sweep_array(sweeps, scalar, other_rows[:, :2] + delta_rows, index)
    check_sweep_items(sweeps, scalar, index)


@PROPERTY
@given(call_args(["box", "motion", "motion"]))
def test_overlap_interval_rows_equal_scalar_overlap_interval(args):
    """Row i of AABBArray.overlap_interval is AABB.overlap_interval on row i, bit for bit."""
    receiver, (others, delta, other_delta), (other_rows, d_rows, od_rows), n, _ = args
    intervals = AABBArray(receiver).overlap_interval(others, delta, other_delta)
    boxes = expand_receiver(receiver, n)
    scalar = [
        aabb(b).overlap_interval(aabb(o), vec(d), vec(od))
        for b, o, d, od in zip(boxes, other_rows, d_rows, od_rows)
    ]
    check_interval_array(intervals, scalar)


# --------------------------------------------------------------------------
# sweep_into: N movers through the same M colliders
# --------------------------------------------------------------------------

COLLIDER_FORMS = ["AABBArray", "ndarray", "list of AABB", "tuple of AABB"]


@st.composite
def sweep_into_args(draw, exact=False):
    n = draw(st.integers(0, 25))
    m = draw(st.integers(0, 12))
    movers_single = draw(st.booleans())
    delta_layout = draw(st.sampled_from(["full", "Vec2", "tuple", "array1d", "array2d"]))
    if movers_single and delta_layout != "full":
        n = 1
    movers = draw(rows_of("box", 1 if movers_single else n, exact))
    collider_rows = draw(rows_of("box", m, exact))
    if delta_layout == "full":
        delta = delta_rows = draw(rows_of("motion", n, exact))
    else:
        row = draw(rows_of("motion", 1, exact))
        delta = single_form(row[0], "motion", delta_layout)
        delta_rows = np.repeat(row, n, axis=0)
    form = draw(st.sampled_from(COLLIDER_FORMS))
    return movers, collider_rows, form, delta, delta_rows, n


def collider_argument(collider_rows, form, objects):
    if form == "AABBArray":
        return AABBArray(collider_rows)
    if form == "ndarray":
        return collider_rows
    if form == "list of AABB":
        return list(objects)
    return tuple(objects)


def scalar_sweep_into(mover_row, objects, delta_row):
    """The scalar sweep and the index of the collider object it hit (-1 for none)."""
    sweep = aabb(mover_row).sweep_into(objects, vec(delta_row))
    if sweep.hit is None:
        return sweep, -1
    hit_rows = [i for i, c in enumerate(objects) if c is sweep.hit.collider]
    assert len(hit_rows) == 1, "the scalar Hit.collider must be one of the collider objects"
    return sweep, hit_rows[0]


@PROPERTY
@given(sweep_into_args())
def test_sweep_into_rows_equal_scalar_sweep_into(args):
    """Row i of movers.sweep_into(colliders, delta) is movers[i].sweep_into(colliders, delta[i]).

    hit.collider is the collider's row index, the index of the object the
    scalar call reports.
    """
    movers, collider_rows, form, delta, delta_rows, n = args
    objects = [aabb(r) for r in collider_rows]
    sweeps = AABBArray(movers).sweep_into(collider_argument(collider_rows, form, objects), delta)
    mover_rows = expand_receiver(movers, n)
    scalar, index = [], []
    for mover, d in zip(mover_rows, delta_rows):
        s, i = scalar_sweep_into(mover, objects, d)
        scalar.append(s)
        index.append(i)
    check_sweep_array(sweeps, scalar, mover_rows[:, :2] + delta_rows, index)
    check_sweep_items(sweeps, scalar, index)


# --------------------------------------------------------------------------
# Broadcasting, spelled out
# --------------------------------------------------------------------------

OTHERS = np.array(
    [
        [0.5, 0.25, 1.0, 1.0],
        [3.0, 0.0, 1.0, 2.0],
        [-1.25, 1.5, 0.5, 0.25],
        [10.0, 10.0, 1.0, 1.0],
        [0.0, -2.5, 0.25, 0.5],
    ]
)
BOX_ROW = (0.25, -0.5, 2.0, 1.5)


def hit_arrays_bitwise_equal(a, b):
    assert np.array_equal(a.hit, b.hit)
    for name in ("pos", "delta", "normal", "time"):
        assert_bits_equal(getattr(a, name), getattr(b, name), name)
    assert np.array_equal(a.collider, b.collider)


@pytest.mark.parametrize("form", ["AABB", "tuple", "list", "array1d", "array2d"])
def test_one_box_in_any_form_broadcasts_like_n_copies_of_its_row(form):
    boxes = AABBArray(OTHERS)
    single = single_form(BOX_ROW, "box", form)
    copies = np.tile(BOX_ROW, (len(OTHERS), 1))
    got = boxes.intersect_aabb(single)
    hit_arrays_bitwise_equal(got, boxes.intersect_aabb(copies))
    # and it is the loop of scalar calls, with the receiver's rows as collider
    scalar = [aabb(r).intersect_aabb(aabb(BOX_ROW)) for r in OTHERS]
    assert any(h is not None for h in scalar) and any(h is None for h in scalar)
    check_hit_array(got, scalar, copies[:, :2], np.arange(len(OTHERS)))


@pytest.mark.parametrize("form", ["Vec2", "tuple", "list", "array1d", "array2d"])
def test_one_point_in_any_form_broadcasts_against_n_boxes(form):
    point = (0.5, 0.5)
    got = AABBArray(OTHERS).intersect_point(single_form(point, "vec", form))
    scalar = [aabb(r).intersect_point(point) for r in OTHERS]
    assert any(h is not None for h in scalar) and any(h is None for h in scalar)
    check_hit_array(got, scalar, np.tile(point, (len(OTHERS), 1)), np.arange(len(OTHERS)))


def test_one_receiver_row_broadcasts_against_n_others_with_collider_zero():
    receiver = AABBArray(np.array([BOX_ROW]))
    got = receiver.intersect_aabb(OTHERS)
    scalar = [aabb(BOX_ROW).intersect_aabb(aabb(o)) for o in OTHERS]
    assert len(got) == len(OTHERS)
    assert any(h is not None for h in scalar) and any(h is None for h in scalar)
    check_hit_array(got, scalar, OTHERS[:, :2], np.zeros(len(OTHERS), dtype=np.int64))


def test_one_receiver_row_and_one_other_row_give_one_row():
    got = AABBArray(np.array([BOX_ROW])).intersect_aabb(aabb(OTHERS[0]))
    expected = aabb(BOX_ROW).intersect_aabb(aabb(OTHERS[0]))
    assert expected is not None
    check_hit_array(got, [expected], OTHERS[:1, :2], [0])


def test_per_row_paddings_broadcast_with_scalar_pos_and_delta():
    boxes = AABBArray(OTHERS)
    pos, delta = (-20.0, 0.0), (40.0, 0.5)
    padding_x = np.array([0.0, 0.5, 1.0, 0.25, 0.0])
    got = boxes.intersect_segment(pos, delta, padding_x=padding_x, padding_y=0.75)
    scalar = [
        aabb(r).intersect_segment(pos, delta, float(px), 0.75) for r, px in zip(OTHERS, padding_x)
    ]
    assert any(h is not None for h in scalar) and any(h is None for h in scalar)
    end = np.tile(np.add(pos, delta), (len(OTHERS), 1))
    check_hit_array(got, scalar, end, np.arange(len(OTHERS)))


# --------------------------------------------------------------------------
# Above the GIL-release threshold (1024 rows) the results are the same
# --------------------------------------------------------------------------


def quarter_rows(rng, n, half_max=8):
    centres = rng.integers(-64, 65, size=(n, 2)) / 4
    halves = rng.integers(0, 4 * half_max + 1, size=(n, 2)) / 4
    return np.hstack([centres, halves])


def test_rows_above_the_gil_threshold_equal_scalar_loop():
    rng = np.random.default_rng(2)
    n = 3000
    boxes, others = quarter_rows(rng, n), quarter_rows(rng, n)
    delta = rng.integers(-64, 65, size=(n, 2)) / 4
    delta[rng.random(n) < 0.2, 0] = 0.0
    arr = AABBArray(boxes)
    scalar_boxes = [aabb(b) for b in boxes]
    scalar_others = [aabb(o) for o in others]

    hits = arr.intersect_aabb(others)
    scalar = [b.intersect_aabb(o) for b, o in zip(scalar_boxes, scalar_others)]
    assert 100 < sum(h is not None for h in scalar) < n - 100
    check_hit_array(hits, scalar, others[:, :2], np.arange(n))

    sweeps = arr.sweep_aabb(others, delta)
    scalar_sweeps = [
        b.sweep_aabb(o, vec(d)) for b, o, d in zip(scalar_boxes, scalar_others, delta)
    ]
    check_sweep_array(sweeps, scalar_sweeps, others[:, :2] + delta, np.arange(n))

    segments = arr.intersect_segment(others[:, :2], delta, padding_x=others[:, 2], padding_y=0.5)
    scalar_segments = [
        b.intersect_segment(vec(o), vec(d), float(o[2]), 0.5)
        for b, o, d in zip(scalar_boxes, others, delta)
    ]
    check_hit_array(segments, scalar_segments, others[:, :2] + delta, np.arange(n))

    overlaps = arr.overlaps_aabb(others)
    assert overlaps.tolist() == [b.overlaps_aabb(o) for b, o in zip(scalar_boxes, scalar_others)]


# --------------------------------------------------------------------------
# The same properties on the shared "near" cases (tests/strategies.py), where
# overlaps, exact touching, ties between axes and motions along an edge are
# common: each case becomes one row.
# --------------------------------------------------------------------------

NEAR = settings(max_examples=60, deadline=None)


def column(cases, k, width):
    rows = [cases_row[k] for cases_row in cases]
    if width == 1:
        return np.array(rows, dtype=np.float64).reshape(len(rows))
    return np.array(rows, dtype=np.float64).reshape(len(rows), width)


@NEAR
@given(st.lists(box_point_pairs, max_size=24))
def test_intersect_point_on_near_cases_equals_scalar_loop(cases):
    boxes, points = column(cases, 0, 4), column(cases, 1, 2)
    hits = AABBArray(boxes).intersect_point(points)
    scalar = [aabb(b).intersect_point(vec(p)) for b, p in zip(boxes, points)]
    check_hit_array(hits, scalar, points, np.arange(len(cases)))


@NEAR
@given(st.lists(segment_cases, max_size=24))
def test_intersect_segment_on_near_cases_equals_scalar_loop(cases):
    boxes, pos, delta = column(cases, 0, 4), column(cases, 1, 2), column(cases, 2, 2)
    px, py = column(cases, 3, 1), column(cases, 4, 1)
    hits = AABBArray(boxes).intersect_segment(pos, delta, padding_x=px, padding_y=py)
    scalar = [
        aabb(b).intersect_segment(vec(p), vec(d), float(x), float(y))
        for b, p, d, x, y in zip(boxes, pos, delta, px, py)
    ]
    check_hit_array(hits, scalar, pos + delta, np.arange(len(cases)))


@NEAR
@given(st.lists(box_pairs, max_size=24))
def test_intersect_and_overlaps_aabb_on_near_cases_equal_scalar_loop(cases):
    boxes, others = column(cases, 0, 4), column(cases, 1, 4)
    arr = AABBArray(boxes)
    scalar = [aabb(b).intersect_aabb(aabb(o)) for b, o in zip(boxes, others)]
    check_hit_array(arr.intersect_aabb(others), scalar, others[:, :2], np.arange(len(cases)))
    overlaps = [aabb(b).overlaps_aabb(aabb(o)) for b, o in zip(boxes, others)]
    assert arr.overlaps_aabb(others).tolist() == overlaps


@NEAR
@given(st.lists(sweep_cases, max_size=24))
def test_sweep_aabb_on_near_cases_equals_scalar_loop(cases):
    colliders, movers, delta = column(cases, 0, 4), column(cases, 1, 4), column(cases, 2, 2)
    sweeps = AABBArray(colliders).sweep_aabb(movers, delta)
    scalar = [
        aabb(c).sweep_aabb(aabb(m), vec(d)) for c, m, d in zip(colliders, movers, delta)
    ]
    check_sweep_array(sweeps, scalar, movers[:, :2] + delta, np.arange(len(cases)))


@NEAR
@given(st.lists(sweep_into_cases, min_size=1, max_size=8))
def test_sweep_into_on_near_cases_equals_scalar_loop(cases):
    movers, delta = column(cases, 0, 4), column(cases, 2, 2)
    collider_rows = np.array(
        [c for case in cases for c in case[1]], dtype=np.float64
    ).reshape(-1, 4)
    objects = [aabb(r) for r in collider_rows]
    sweeps = AABBArray(movers).sweep_into(collider_rows, delta)
    scalar, index = [], []
    for mover, d in zip(movers, delta):
        s, i = scalar_sweep_into(mover, objects, d)
        scalar.append(s)
        index.append(i)
    check_sweep_array(sweeps, scalar, movers[:, :2] + delta, index)


@NEAR
@given(st.lists(interval_cases, max_size=24))
def test_overlap_interval_on_near_cases_equals_scalar_loop(cases):
    boxes, others = column(cases, 0, 4), column(cases, 1, 4)
    delta, other_delta = column(cases, 2, 2), column(cases, 3, 2)
    intervals = AABBArray(boxes).overlap_interval(others, delta, other_delta)
    scalar = [
        aabb(b).overlap_interval(aabb(o), vec(d), vec(od))
        for b, o, d, od in zip(boxes, others, delta, other_delta)
    ]
    check_interval_array(intervals, scalar)
