"""CircleArray and SegmentArray, continued (see test_circle_arrays.py): out= of the masks,
sweep_into through mixed colliders, and batch == scalar near the number range.
"""

from __future__ import annotations

import numpy as np
import pytest
from collide2d import (
    AABBArray,
    CircleArray,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from batch_checks import (
    check_sweep_array,
    check_sweep_items,
)
from circle_shapes import (
    METHODS,
    SCALAR,
    aabb,
    array_type,
    call,
    circle,
    sweep_into_call,
    valid_call,
    valid_sweep_into,
    vec,
)
from test_circle_arrays import ALL, assert_same_result, check_against_scalar

# --------------------------------------------------------------------------
# overlaps_*: out=
# --------------------------------------------------------------------------

OVERLAPS = [m for m in METHODS if ".overlaps_" in m]


@pytest.mark.parametrize("method", OVERLAPS)
def test_overlaps_fill_out_and_return_it(method):
    receiver, args = valid_call(method)
    expected = call(method, receiver, args)
    out = ~expected  # every row must be overwritten
    assert call(method, receiver, args, out=out) is out
    assert np.array_equal(out, expected)
    # converted arguments, and a broadcast receiver of one row
    out = ~expected
    assert call(method, receiver, {k: v.tolist() for k, v in args.items()}, out=out) is out
    assert np.array_equal(out, expected)
    single = call(method, receiver[:1], args)
    out = ~single
    assert call(method, receiver[:1], args, out=out) is out
    assert np.array_equal(out, single) and out.shape == (len(receiver),)


@pytest.mark.parametrize("method", OVERLAPS)
def test_overlaps_out_is_keyword_only_and_of_length_zero_works(method):
    receiver, args = valid_call(method)
    with pytest.raises(TypeError):
        call(method, receiver, list(args.values()) + [np.zeros(len(receiver), dtype=bool)])
    empty_receiver, empty_args = valid_call(method, n=0)
    out = np.zeros(0, dtype=bool)
    assert call(method, empty_receiver, empty_args, out=out) is out


# --------------------------------------------------------------------------
# sweep_into: movers through mixed colliders, numbered boxes first
# --------------------------------------------------------------------------


def scalar_sweep_into(mover, objects, delta):
    s = mover.sweep_into(objects, delta)
    if s.hit is None:
        return s, -1
    rows = [i for i, c in enumerate(objects) if c is s.hit.collider]
    assert len(rows) == 1
    return s, rows[0]


def collider_argument(form, box_rows, circle_rows):
    if form == "AABBArray":
        return AABBArray(box_rows)
    if form == "CircleArray":
        return CircleArray(circle_rows)
    if form == "pair of twins":
        return (AABBArray(box_rows), CircleArray(circle_rows))
    if form == "pair as list":
        return [AABBArray(box_rows), CircleArray(circle_rows)]
    raise AssertionError(form)


def check_sweep_into(mover_kind, movers, delta_rows, box_rows, circle_rows, sweeps, single=False):
    objects = [aabb(b) for b in box_rows] + [circle(c) for c in circle_rows]
    n = len(delta_rows)
    mover_rows = np.repeat(movers, n, axis=0) if single else movers
    scalar, index = [], []
    for m, d in zip(mover_rows, delta_rows):
        s, i = scalar_sweep_into(SCALAR[mover_kind](m), objects, vec(d))
        scalar.append(s)
        index.append(i)
    check_sweep_array(sweeps, scalar, mover_rows[:, :2] + delta_rows, index, "sweep_into")
    check_sweep_items(sweeps, scalar, index, "sweep_into")
    return index


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_sweep_into_rows_equal_scalar_sweep_into_over_boxes_then_circles(mover_kind, data):
    movers, delta_rows, box_rows, circle_rows = data.draw(sweep_into_call(mover_kind))
    forms = ["pair of twins", "pair of twins"]
    if len(circle_rows) == 0:
        forms.append("AABBArray")
    if len(box_rows) == 0:
        forms.append("CircleArray")
    form = data.draw(st.sampled_from(forms))
    sweeps = array_type(mover_kind)(movers).sweep_into(
        collider_argument(form, box_rows, circle_rows), delta_rows)
    check_sweep_into(mover_kind, movers, delta_rows, box_rows, circle_rows, sweeps)


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_with_a_single_delta_or_a_single_mover_broadcasts(mover_kind):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    arr = array_type(mover_kind)(movers)
    one_delta = np.repeat(delta[:1], len(movers), axis=0)
    got = arr.sweep_into((AABBArray(boxes), CircleArray(circles)), tuple(delta[0].tolist()))
    index = check_sweep_into(mover_kind, movers, one_delta, boxes, circles, got)
    got = array_type(mover_kind)(movers[:1]).sweep_into(
        (AABBArray(boxes), CircleArray(circles)), delta)
    check_sweep_into(mover_kind, movers[:1], delta, boxes, circles, got, single=True)
    full = arr.sweep_into((AABBArray(boxes), CircleArray(circles)), delta)
    index = check_sweep_into(mover_kind, movers, delta, boxes, circles, full)
    assert any(i < 0 for i in index) and any(0 <= i < 4 for i in index) and any(
        i >= 4 for i in index), index


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_ties_keep_the_lowest_number_boxes_first(mover_kind):
    """A box and a circle met at the same time (the circle inscribed in the box
    touches the box's face at the same point; t = 7/16 is exact in both the slab
    and the root formula), repeated: the box wins as the lowest number; with two
    equal circles the first circle wins."""
    mover = np.array([[-10.0, 0.0, 1.0] if mover_kind == "circle" else [-10.0, 0.0, 1.0, 1.0]])
    boxes = np.array([[9.0, 9.0, 1.0, 1.0], [0.0, 0.0, 2.0, 2.0], [0.0, 0.0, 2.0, 2.0]])
    circles = np.array([[0.0, 0.0, 2.0], [0.0, 0.0, 2.0]])
    delta = np.array([[16.0, 0.0]])  # contact at t = 7/16 exactly, for both kinds
    arr = array_type(mover_kind)(mover)
    sweeps = arr.sweep_into((AABBArray(boxes), CircleArray(circles)), delta)
    assert check_sweep_into(mover_kind, mover, delta, boxes, circles, sweeps) == [1]
    sweeps = arr.sweep_into((AABBArray(boxes[:1]), CircleArray(circles)), delta)
    assert check_sweep_into(mover_kind, mover, delta, boxes[:1], circles, sweeps) == [1]
    sweeps = arr.sweep_into(CircleArray(circles), delta)
    assert check_sweep_into(mover_kind, mover, delta, boxes[:0], circles, sweeps) == [0]


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_no_colliders_moves_the_whole_way(mover_kind):
    movers, _, _, delta = valid_sweep_into(mover_kind)
    arr = array_type(mover_kind)(movers)
    for colliders in ((AABBArray(np.empty((0, 4))), CircleArray(np.empty((0, 3)))),
                      CircleArray(np.empty((0, 3))), AABBArray(np.empty((0, 4)))):
        sweeps = arr.sweep_into(colliders, delta)
        check_sweep_into(mover_kind, movers, delta, np.empty((0, 4)), np.empty((0, 3)), sweeps)
        assert not np.asarray(sweeps.hit.hit).any()


@pytest.mark.parametrize("mover_kind", ["circle", "box"])
def test_sweep_into_accepts_a_pair_of_plain_arrays_like_a_pair_of_twins(mover_kind):
    movers, boxes, circles, delta = valid_sweep_into(mover_kind)
    arr = array_type(mover_kind)(movers)
    expected = arr.sweep_into((AABBArray(boxes), CircleArray(circles)), delta)
    assert_same_result(arr.sweep_into((AABBArray(boxes), circles), delta), expected)
    assert_same_result(arr.sweep_into((boxes, CircleArray(circles)), delta), expected)
    assert_same_result(arr.sweep_into((boxes, circles), delta), expected)
    assert_same_result(arr.sweep_into((boxes.tolist(), circles.tolist()), delta), expected)


def test_circle_sweep_into_zero_movers():
    _, boxes, circles, _ = valid_sweep_into("circle")
    sweeps = CircleArray(np.empty((0, 3))).sweep_into(
        (AABBArray(boxes), CircleArray(circles)), np.empty((0, 2)))
    assert len(sweeps) == 0 and np.asarray(sweeps.pos).shape == (0, 2)


# --------------------------------------------------------------------------
# Near the number range: huge and tiny values keep batch == scalar
# --------------------------------------------------------------------------


@ALL
@pytest.mark.parametrize("scale", [2.0**190, 2.0**-1070, 2.0**-540])
def test_scaled_fixtures_equal_the_scalar_loop(method, kwargs, scale):
    receiver, args = valid_call(method, n=8, seed=6)
    receiver, args = receiver * scale, {k: v * scale for k, v in args.items()}
    result = call(method, receiver, args, **kwargs)
    check_against_scalar(method, kwargs, result, receiver, list(args.values()), False)


@ALL
def test_signed_zeros_equal_the_scalar_loop(method, kwargs):
    kind, specs, _ = METHODS[method]
    receiver = np.zeros((4, {"circle": 3, "segment": 4, "box": 4}[kind]))
    receiver[1::2] = -0.0
    receiver[2, :2] = 1.0
    args = {}
    for i, (name, k) in enumerate(specs):
        width = {"circle": 3, "segment": 4, "box": 4, "vec": 2}[k]
        a = np.zeros((4, width))
        a[i % 2::2] = -0.0
        a[3] = 0.5
        args[name] = a
    result = call(method, receiver, args, **kwargs)
    check_against_scalar(method, kwargs, result, receiver, list(args.values()), False)


