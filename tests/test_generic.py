"""The generic functions overlaps / intersect / sweep / sweep_into (docs/api.md).

They dispatch on the shapes: a point is a Vec2, a 2-sequence of numbers or an
(N, 2) array; a box is an AABB or an AABBArray (the generic
functions list no bare (N, 4) array as a box, so these tests wrap them). All-scalar arguments give a
scalar result equal to the method call; any array argument gives an array
result equal to the array method (or, for a scalar receiver, to the loop of
scalar calls with the broadcast receiver's row 0). ``overlaps`` is symmetric
for point and box; an unsupported pair raises TypeError naming both types.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import collide2d
from collide2d import AABB, AABBArray, Vec2, overlaps

from array_strategies import aabb, rows_of, vec
from batch_checks import (
    assert_float_bits,
    assert_same_result,
    assert_vec_bits,
    check_hit_array,
    check_sweep_array,
)
from strategies import box_pairs, box_point_pairs, sweep_cases, sweep_into_cases

PROPERTY = settings(max_examples=100, deadline=None)

BOX = AABB((0.0, 0.0), (2.0, 1.0))
INSIDE = (1.5, 0.25)  # nearer the right edge: a hit with normal (1, 0)
OUTSIDE = (3.0, 0.0)

BOXES = np.array([[0.0, 0.0, 2.0, 1.0], [4.0, 0.0, 1.0, 1.0], [0.5, 0.5, 0.25, 0.25]])
POINTS = np.array([[1.5, 0.25], [0.0, 0.0], [10.0, 10.0]])
OTHERS = np.array([[1.0, 1.0, 0.5, 0.5], [5.5, 0.0, 1.0, 1.0], [-3.0, 0.0, 1.0, 1.0]])


def point_forms(point):
    return [Vec2(*point), tuple(point), list(point)]


def assert_same_hit(got, expected, collider):
    if expected is None:
        assert got is None
        return
    assert isinstance(got, collide2d.Hit)
    assert got.collider is collider or got.collider == collider
    assert_vec_bits(got.pos, expected.pos, "pos")
    assert_vec_bits(got.delta, expected.delta, "delta")
    assert_vec_bits(got.normal, expected.normal, "normal")
    assert_float_bits(got.time, expected.time, "time")


def assert_same_sweep(got, expected):
    assert isinstance(got, collide2d.Sweep)
    assert_same_hit(got.hit, expected.hit, None if expected.hit is None else expected.hit.collider)
    assert_vec_bits(got.pos, expected.pos, "pos")
    assert_float_bits(got.time, expected.time, "time")
    assert got.started_overlapping is expected.started_overlapping


# --------------------------------------------------------------------------
# overlaps
# --------------------------------------------------------------------------


@PROPERTY
@given(box_pairs)
def test_overlaps_of_two_boxes_is_overlaps_aabb_and_symmetric(pair):
    a, b = aabb(pair[0]), aabb(pair[1])
    got = collide2d.overlaps(a, b)
    assert type(got) is bool
    assert got is a.overlaps_aabb(b)
    assert collide2d.overlaps(b, a) is got


@PROPERTY
@given(box_point_pairs)
def test_overlaps_of_box_and_point_is_intersect_point_in_either_order(pair):
    box, point = aabb(pair[0]), vec(pair[1])
    expected = box.intersect_point(point) is not None
    for p in point_forms(point):
        assert collide2d.overlaps(box, p) is expected
        assert collide2d.overlaps(p, box) is expected


def test_overlaps_of_box_and_point_hand_examples():
    assert collide2d.overlaps(BOX, INSIDE) is True
    assert collide2d.overlaps(Vec2(*INSIDE), BOX) is True
    assert collide2d.overlaps(BOX, OUTSIDE) is False
    assert collide2d.overlaps(OUTSIDE, BOX) is False
    assert collide2d.overlaps(BOX, (2.0, 0.0)) is False  # on the edge: touching


def test_overlaps_of_box_arrays_is_overlaps_aabb():
    arr = AABBArray(BOXES)
    expected = [aabb(b).overlaps_aabb(aabb(o)) for b, o in zip(BOXES, OTHERS)]
    assert expected == [True, True, False]
    for a, b in [(arr, AABBArray(OTHERS)), (AABBArray(OTHERS), arr)]:
        got = collide2d.overlaps(a, b)
        assert isinstance(got, np.ndarray) and got.dtype == np.bool_
        assert got.tolist() == expected


def test_overlaps_of_a_box_array_and_points_in_either_order():
    arr = AABBArray(BOXES)
    expected = [aabb(b).intersect_point(vec(p)) is not None for b, p in zip(BOXES, POINTS)]
    assert expected == [True, False, False]
    for got in (collide2d.overlaps(arr, POINTS), collide2d.overlaps(POINTS, arr)):
        assert isinstance(got, np.ndarray) and got.dtype == np.bool_
        assert got.tolist() == expected


def test_overlaps_of_one_scalar_and_one_array_gives_an_array():
    expected_boxes = [BOX.overlaps_aabb(aabb(o)) for o in OTHERS]
    expected_points = [BOX.intersect_point(vec(p)) is not None for p in POINTS]
    expected_point_in = [aabb(b).intersect_point(INSIDE) is not None for b in BOXES]
    cases = [
        (collide2d.overlaps(BOX, AABBArray(OTHERS)), expected_boxes),
        (collide2d.overlaps(AABBArray(OTHERS), BOX), expected_boxes),
        (collide2d.overlaps(BOX, POINTS), expected_points),
        (collide2d.overlaps(POINTS, BOX), expected_points),
        (collide2d.overlaps(AABBArray(BOXES), INSIDE), expected_point_in),
        (collide2d.overlaps(Vec2(*INSIDE), AABBArray(BOXES)), expected_point_in),
    ]
    for got, expected in cases:
        assert isinstance(got, np.ndarray) and got.dtype == np.bool_
        assert got.tolist() == expected


# --------------------------------------------------------------------------
# intersect
# --------------------------------------------------------------------------


@PROPERTY
@given(box_pairs)
def test_intersect_of_two_boxes_is_intersect_aabb(pair):
    a, b = aabb(pair[0]), aabb(pair[1])
    assert_same_hit(collide2d.intersect(a, b), a.intersect_aabb(b), a)


@PROPERTY
@given(box_point_pairs)
def test_intersect_of_box_and_point_is_intersect_point(pair):
    box, point = aabb(pair[0]), vec(pair[1])
    expected = box.intersect_point(point)
    for p in point_forms(point):
        assert_same_hit(collide2d.intersect(box, p), expected, box)


def test_intersect_of_box_and_point_hand_example():
    hit = collide2d.intersect(BOX, INSIDE)
    # noonat/intersect: px = 2 - 1.5 = 0.5 < py = 1 - 0.25 = 0.75, so the x edge at +2.
    assert hit.collider is BOX
    assert tuple(hit.pos) == (2.0, 0.25)
    assert tuple(hit.delta) == (0.5, 0.0)
    assert tuple(hit.normal) == (1.0, 0.0)
    assert hit.time == 0.0
    assert collide2d.intersect(BOX, OUTSIDE) is None


def test_intersect_with_arrays_is_the_array_method():
    arr = AABBArray(BOXES)
    assert_same_result(collide2d.intersect(arr, AABBArray(OTHERS)), arr.intersect_aabb(OTHERS))
    assert_same_result(collide2d.intersect(arr, POINTS), arr.intersect_point(POINTS))
    assert_same_result(collide2d.intersect(arr, BOX), arr.intersect_aabb(BOX))
    assert_same_result(collide2d.intersect(arr, INSIDE), arr.intersect_point(INSIDE))
    assert_same_result(collide2d.intersect(arr, Vec2(*INSIDE)), arr.intersect_point(INSIDE))


def test_intersect_of_a_scalar_box_and_an_array_broadcasts_the_box_as_row_zero():
    hits = collide2d.intersect(BOX, AABBArray(OTHERS))
    scalar = [BOX.intersect_aabb(aabb(o)) for o in OTHERS]
    assert any(h is not None for h in scalar)
    check_hit_array(hits, scalar, OTHERS[:, :2], [0, 0, 0])
    hits = collide2d.intersect(BOX, POINTS)
    scalar = [BOX.intersect_point(vec(p)) for p in POINTS]
    assert any(h is not None for h in scalar)
    check_hit_array(hits, scalar, POINTS, [0, 0, 0])


@PROPERTY
@given(st.integers(0, 20).flatmap(lambda n: st.tuples(rows_of("box", n), rows_of("vec", n))))
def test_intersect_of_box_array_and_point_array_is_intersect_point(arrays):
    boxes, points = arrays
    arr = AABBArray(boxes)
    assert_same_result(collide2d.intersect(arr, points), arr.intersect_point(points))


# --------------------------------------------------------------------------
# sweep and sweep_into
# --------------------------------------------------------------------------


@PROPERTY
@given(sweep_cases)
def test_sweep_of_two_boxes_is_sweep_aabb(case):
    collider, mover, delta = aabb(case[0]), aabb(case[1]), vec(case[2])
    got = collide2d.sweep(collider, mover, delta)
    assert_same_sweep(got, collider.sweep_aabb(mover, delta))
    assert got.hit is None or got.hit.collider is collider


def test_sweep_with_arrays_is_sweep_aabb_of_the_array():
    arr = AABBArray(BOXES)
    delta = np.array([[-4.0, 0.0], [-1.0, 0.0], [4.0, 0.5]])
    assert_same_result(collide2d.sweep(arr, AABBArray(OTHERS), delta),
                       arr.sweep_aabb(OTHERS, delta))
    assert_same_result(collide2d.sweep(arr, AABBArray(OTHERS), (-4.0, 0.0)),
                       arr.sweep_aabb(OTHERS, (-4.0, 0.0)))
    assert_same_result(collide2d.sweep(arr, BOX, delta), arr.sweep_aabb(BOX, delta))


def test_sweep_of_a_scalar_box_and_an_array_broadcasts_the_box_as_row_zero():
    delta = (-6.0, 0.0)
    sweeps = collide2d.sweep(BOX, AABBArray(OTHERS), delta)
    scalar = [BOX.sweep_aabb(aabb(o), delta) for o in OTHERS]
    assert any(s.hit is not None for s in scalar) and any(s.hit is None for s in scalar)
    check_sweep_array(sweeps, scalar, OTHERS[:, :2] + delta, [0, 0, 0])


def test_sweep_of_scalar_boxes_with_an_array_of_deltas_gives_an_array():
    mover = aabb(OTHERS[1])
    deltas = np.array([[-6.0, 0.0], [0.0, 5.0], [-2.0, 0.0]])
    sweeps = collide2d.sweep(BOX, mover, deltas)
    scalar = [BOX.sweep_aabb(mover, vec(d)) for d in deltas]
    assert any(s.hit is not None for s in scalar) and any(s.hit is None for s in scalar)
    check_sweep_array(sweeps, scalar, OTHERS[1, :2] + deltas, [0, 0, 0])


@PROPERTY
@given(sweep_into_cases)
def test_sweep_into_with_a_scalar_body_is_the_method(case):
    body, colliders, delta = aabb(case[0]), [aabb(c) for c in case[1]], vec(case[2])
    got = collide2d.sweep_into(body, colliders, delta)
    expected = body.sweep_into(colliders, delta)
    assert_same_sweep(got, expected)
    if expected.hit is not None:
        assert got.hit.collider is expected.hit.collider


def test_sweep_into_with_a_body_array_is_the_array_method():
    movers = AABBArray(OTHERS)
    delta = np.array([[0.0, -2.0], [-4.0, 0.0], [1.0, 0.0]])
    for colliders in (BOXES, AABBArray(BOXES), [aabb(b) for b in BOXES]):
        got = collide2d.sweep_into(movers, colliders, delta)
        assert_same_result(got, movers.sweep_into(BOXES, delta))
    assert np.asarray(got.hit.hit).any()


# --------------------------------------------------------------------------
# Unsupported pairs
# --------------------------------------------------------------------------

UNSUPPORTED = [
    pytest.param(collide2d.overlaps, (BOX, np.zeros((3, 5))), id="overlaps box rows of 5"),
    pytest.param(collide2d.overlaps, (BOX, "box"), id="overlaps box str"),
    pytest.param(collide2d.overlaps, (None, BOX), id="overlaps None box"),
    pytest.param(collide2d.overlaps, (BOX, 1.5), id="overlaps box float"),
    pytest.param(collide2d.intersect, (Vec2(0.0, 0.0), BOX), id="intersect point box"),
    pytest.param(collide2d.intersect, (BOX, object()), id="intersect box object"),
    pytest.param(collide2d.intersect, ("box", AABBArray(BOXES)), id="intersect str boxes"),
    pytest.param(collide2d.sweep, (Vec2(0.0, 0.0), BOX, (1.0, 0.0)), id="sweep point box"),
    pytest.param(collide2d.sweep, (BOX, Vec2(0.0, 0.0), (1.0, 0.0)), id="sweep box point"),
    pytest.param(collide2d.sweep, (BOX, None, (1.0, 0.0)), id="sweep box None"),
]


@pytest.mark.parametrize("function,args", UNSUPPORTED)
def test_unsupported_pairs_raise_type_error_naming_both_types(function, args):
    with pytest.raises(TypeError) as info:
        function(*args)
    message = str(info.value)
    for value in args[:2]:
        assert type(value).__name__ in message, message


def test_sweep_into_with_a_point_body_raises_type_error():
    with pytest.raises(TypeError) as info:
        collide2d.sweep_into(Vec2(0.0, 0.0), [BOX], (1.0, 0.0))
    assert "Vec2" in str(info.value)


def test_point_arrays_never_overlap_points_having_no_interior():
    got = collide2d.overlaps((0.0, 0.0), POINTS)
    assert got.dtype == bool and got.shape == (len(POINTS),) and not got.any()


def test_points_never_overlap_points_or_segments_having_no_interior():
    """overlaps is total over point, segment, circle and box: a point shares
    no interior with a point or a segment, even when it lies on it."""
    from collide2d import Segment

    assert collide2d.overlaps(Vec2(1.0, 1.0), (1.0, 1.0)) is False
    assert collide2d.overlaps((0.5, 0.0), Segment((0, 0), (1, 0))) is False


def test_overlaps_takes_rows_in_a_list_where_their_width_tells_the_shape():
    """Two numbers a row are points, three circles (as the methods take them);
    four may be a box or a segment, so the error says how to tell."""
    boxes = AABBArray([[0, 0, 1, 1], [5, 5, 1, 1]])
    assert overlaps(boxes, [[0.5, 0.5], [9, 9]]).tolist() == boxes.overlaps_point([[0.5, 0.5], [9, 9]]).tolist()
    assert overlaps([[0.5, 0, 1], [9, 9, 1]], boxes).tolist() == boxes.overlaps_circle([[0.5, 0, 1], [9, 9, 1]]).tolist()
    with pytest.raises(TypeError, match="wrap them as AABBArray or SegmentArray"):
        overlaps(boxes, [[0, 0, 1, 1], [5, 5, 1, 1]])


def test_points_and_segments_are_checked_though_they_never_overlap():
    """No interior to share is no reason to skip the check every call makes: a bad
    value is a ValueError naming the argument (and the row), row counts must match or
    be 1, and an empty array is no rows."""
    from collide2d import Segment, SegmentArray

    nan, segment = float("nan"), Segment((0, 0), (1, 1))
    with pytest.raises(ValueError, match=r"overlaps\(\): 'a' has a value that is not finite"):
        overlaps((nan, 0.0), segment)
    with pytest.raises(ValueError, match=r"'b' has a value that is not finite .* \(1e\+300\)"):
        overlaps(segment, (1e300, 0.0))
    with pytest.raises(ValueError, match=r"'a' has a value beyond the float64 range"):
        overlaps((10**400, 0), (0.0, 0.0))
    with pytest.raises(ValueError, match=r"'b' has a value that is not finite"):
        overlaps(Vec2(0.0, 0.0), Vec2(nan, 1.0))
    points = np.array([[0.0, 0.0], [0.0, 0.0], [nan, 0.0]])
    with pytest.raises(ValueError, match=r"overlaps\(\): 'a' row 2 has a value"):
        overlaps(points, SegmentArray(np.zeros((3, 4))))
    rows = np.zeros((2, 4))
    segments = SegmentArray(rows)
    rows[1, 0] = nan  # the caller's rows, changed after the array's own check
    with pytest.raises(ValueError, match=r"SegmentArray\(\): 'rows' row 1 "):
        overlaps(np.zeros((2, 2)), segments)
    with pytest.raises(ValueError, match="'a' has 3 rows but 'b' has 5; row counts must match"):
        overlaps(np.zeros((3, 2)), SegmentArray(np.zeros((5, 4))))
    with pytest.raises(ValueError, match="'a' has 3 rows but 'b' has 5"):
        overlaps(np.zeros((3, 2)), np.zeros((5, 2)))
    assert overlaps(np.empty((0, 2)), segment).shape == (0,)
    assert overlaps(SegmentArray(np.zeros((1, 4))), np.zeros((4, 2))).tolist() == [False] * 4
    assert overlaps(np.zeros((3, 2)), Vec2(0.0, 0.0)).tolist() == [False] * 3
    assert overlaps(Vec2(1.0, 1.0), (1.0, 1.0)) is False


@pytest.mark.parametrize("verb", ["distance", "contacts"])
def test_a_point_first_with_no_rows_gives_no_rows(verb):
    from collide2d import Circle, CircleArray

    function = getattr(collide2d, verb)
    circle = Circle((0.0, 0.0), 1.0)
    for a, b in [(np.empty((0, 2)), circle), ((3.0, 0.0), CircleArray(np.empty((0, 3)))),
                 ((3.0, 0.0), AABBArray(np.empty((0, 4))))]:
        result = function(a, b)
        assert len(result) == 0 and type(result) is type(function(b, a))
    # and one row, turned around as the scalar call is
    one = function(np.array([[3.0, 0.0]]), circle)
    scalar = function(Vec2(3.0, 0.0), circle)
    assert tuple(one.normal[0]) == tuple(scalar.normal)


def test_sweep_into_takes_one_shape_as_a_list_of_one():
    from collide2d import Polygon, Segment

    body = AABB((0.0, 0.0), (0.5, 0.5))
    for collider in (AABB((8.0, 0.0), (1.0, 1.0)), Polygon.regular(4, (5.0, 0.0), 1.0),
                     Segment((3.0, -1.0), (3.0, 1.0))):
        got = collide2d.sweep_into(body, collider, (10.0, 0.0))
        assert got == body.sweep_into([collider], (10.0, 0.0)) == body.sweep_into(
            collider, (10.0, 0.0))
        assert got.hit.collider is collider
        deltas = np.array([[10.0, 0.0], [0.0, 10.0]])
        many = collide2d.sweep_into(body, collider, deltas)
        assert many.hit.collider.tolist() == [0, -1]


@pytest.mark.parametrize("verb", ["distance", "contacts"])
def test_two_points_are_measured_as_a_circle_of_radius_zero_and_a_point(verb):
    from collide2d import Circle, CircleArray

    function = getattr(collide2d, verb)
    for a, b in [((0.0, 0.0), (3.0, 4.0)), (Vec2(1.0, 1.0), (1.0, 1.0)),
                 ((-2.0, 0.5), Vec2(0.5, -7.0))]:
        assert function(a, b) == function(Circle(a, 0.0), b)
        assert function(a, b) == getattr(Circle(a, 0.0), f"{verb}_point")(b)
    points = np.array([[0.0, 0.0], [1.0, 1.0], [-2.0, 0.5]])
    others = np.array([[3.0, 4.0], [1.0, 1.0], [0.5, -7.0]])
    batch = function(points, others)
    circles = CircleArray(np.column_stack([points, np.zeros(3)]))
    assert batch.records.tobytes() == getattr(circles, f"{verb}_point")(others).records.tobytes()
    assert len(function(np.empty((0, 2)), (1.0, 1.0))) == 0
    with pytest.raises(ValueError, match="not finite"):
        function((float("nan"), 0.0), (1.0, 1.0))
    d = collide2d.distance((0.0, 0.0), (3.0, 4.0))
    assert (d.distance, tuple(d.normal)) == (5.0, (0.6, 0.8))
