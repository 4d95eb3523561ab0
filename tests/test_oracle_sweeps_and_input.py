"""The oracle for circles, segments and lines: hand-derived sweeps, intervals, bad input and
extreme scales (the suite is described in test_oracle_lines_and_circles.py).
"""

from __future__ import annotations

import math

import pytest
from collide2d import oracle
from collide2d.oracle import Sweep

from oracle_checks import (
    BOX,
    UNIT,
    assert_hit,
    assert_same_float,
    assert_same_vec,
    floats_of,
)


def test_circle_sweeps_that_miss_graze_or_leave():
    """Passing at distance 3 > R = 2: no hit, pos = start + delta.  Passing at
    distance exactly 2 (tangent, disc = 0): no hit.  Touching (k = 0) and moving
    away (h > 0): no hit."""
    collider = (0.0, 0.0, 1.0)
    for start in ((-5.0, 3.0), (-5.0, 2.0)):
        sweep = oracle.sweep_circle_circle(collider, (*start, 1.0), (10.0, 0.0))
        assert sweep == Sweep(None, (start[0] + 10.0, start[1] + 0.0), 1.0, False)
    sweep = oracle.sweep_circle_circle(collider, (2.0, 0.0, 1.0), (1.0, 0.0))
    assert sweep == Sweep(None, (3.0, 0.0), 1.0, False)


def test_zero_delta_circle_sweep_is_the_static_test():
    """delta (0, -0.0): the static intersect_circle, time 0 when overlapping, else 1."""
    collider = (0.0, 0.0, 1.0)
    sweep = oracle.sweep_circle_circle(collider, (1.0, 0.0, 1.0), (0.0, -0.0))
    assert sweep == Sweep(oracle.intersect_circle_circle(collider, (1.0, 0.0, 1.0)), (1.0, 0.0),
                          0.0, True)
    assert oracle.sweep_circle_circle(collider, (3.0, 0.0, 1.0), (-0.0, 0.0)) == Sweep(
        None, (3.0, 0.0), 1.0, False)


SQUARE = (0.0, 0.0, 4.0, 4.0)  # x, y in [-4, 4]


def test_circle_swept_into_a_box_face():
    """Box (0,0) half (1,1), circle (-4, 0.5) r 1, delta (8, 0).  Slab against the box
    grown by 1 (half 2): x: scale 1/8, near = (0 - 2 + 4) * 0.125 = 0.25, far = 0.75;
    y: scale inf, (-2 - 0.5) * inf = -inf, (2 - 0.5) * inf = +inf.  near = 0.25 on x:
    normal (-1, 0).  Entry E = (-4 + 8*0.25, 0.5) = (-2, 0.5); clamp(E) = (-1, 0.5)
    equals E in y: a face, not a corner.  hit.pos = clamp(E) = (-1, 0.5),
    hit.delta = (0.75 * -8, 0.75 * -0.0); time = 0.25 - 1e-8."""
    box = (0.0, 0.0, 1.0, 1.0)
    sweep = oracle.sweep_aabb_circle(box, (-4.0, 0.5, 1.0), (8.0, 0.0))
    assert_hit(sweep.hit, box, (-1.0, 0.5), (-6.0, -0.0), (-1.0, 0.0), 0.25)
    time = 0.25 - 1e-8
    assert_same_float(sweep.time, time)
    assert_same_vec(sweep.pos, (-4.0 + 8.0 * time, 0.5 + 0.0 * time), "pos")


def test_circle_swept_into_the_rounded_corner_hits_the_arc():
    """SQUARE, circle (-20, 7) r 5, delta (32, 0).  Grown half 9: x near =
    (0 - 9 + 20) / 32 = 0.34375, y (inf scale) -inf..+inf.  E = (-20 + 11, 7) =
    (-9, 7); clamp(E) = (-4, 4) differs on both axes: the corner circle (-4,4) r 5
    decides.  f = (-16, 3), k = 265 - 25 = 240, a = 1024, h = -512,
    disc = 262144 - 245760 = 16384, sqrt 128, q = 640, t = 240/640 = 0.375 (later
    than the padded box's 0.34375).  v = (-16 + 12, 3) = (-4, 3), normal
    (-4/5, 3/5); centre at contact (-8, 7), hit.pos = clamp = the corner (-4, 4);
    hit.delta = (0.625 * -32, 0.625 * -0.0) = (-20, -0.0)."""
    sweep = oracle.sweep_aabb_circle(SQUARE, (-20.0, 7.0, 5.0), (32.0, 0.0))
    assert_hit(sweep.hit, SQUARE, (-4.0, 4.0), (-20.0, -0.0), (-4.0 / 5.0, 3.0 / 5.0), 0.375)
    time = 0.375 - 1e-8
    assert_same_float(sweep.time, time)
    assert_same_vec(sweep.pos, (-20.0 + 32.0 * time, 7.0 + 0.0 * time), "pos")


def test_circle_clipping_only_the_grown_boxs_corner_square_misses():
    """SQUARE, circle (-12, 5) r 5, delta (8, 8): the padded box (half 9) is entered
    at x: near_x = (-9 + 12)/8 = 0.375 > near_y = (-9 - 5)/8 = -1.75, and left at
    far_y = (9 - 5)/8 = 0.5 -- noonat/intersect's padded box would hit at 0.375.  E = (-9, 8)
    is in the corner square; against the corner circle (-4,4) r 5: f = (-8, 1),
    k = 65 - 25 = 40, a = 128, h = -64 + 8 = -56, disc = 3136 - 5120 < 0: a miss
    (the path's closest approach to the corner is 9/sqrt(2) > 5)."""
    circle, delta = (-12.0, 5.0, 5.0), (8.0, 8.0)
    assert oracle.intersect_aabb_segment(SQUARE, (-12.0, 5.0), delta, 5.0, 5.0) is not None
    sweep = oracle.sweep_aabb_circle(SQUARE, circle, delta)
    assert sweep == Sweep(None, (-4.0, 13.0), 1.0, False)


def test_circle_swept_from_inside_a_box_is_stuck_with_the_slab_hit():
    """SQUARE, circle (5, 0) r 2 moving (8, 0): the static test overlaps (q = (4,0),
    d = (1,0), 1 < 4).  Slab, grown half 6: near_x = (0 - 6 - 5)/8 = -1.375 >
    near_y = -inf, far = min((6 - 5)/8, inf) = 0.125: a hit at clamp(-1.375) = 0
    on x: normal (-1, 0) (noonat/intersect's slab entered last); E = (5, 0), clamp (4, 0):
    a face; hit.pos (4, 0), hit.delta = (1 * -8, 1 * -0.0); stuck, time 0."""
    sweep = oracle.sweep_aabb_circle(SQUARE, (5.0, 0.0, 2.0), (8.0, 0.0))
    assert sweep.started_overlapping
    assert_hit(sweep.hit, SQUARE, (4.0, 0.0), (-8.0, -0.0), (-1.0, 0.0), 0.0)
    assert_same_float(sweep.time, 0.0)
    assert_same_vec(sweep.pos, (5.0, 0.0), "pos")


def test_zero_radius_circle_sweep_is_noonats_segment_cast():
    """r = 0: the grown box is the box and there is no corner test, so the hit
    time and normal are those of oracle.intersect_aabb_segment."""
    box = (0.0, 0.0, 1.0, 1.0)
    sweep = oracle.sweep_aabb_circle(box, (-3.0, 0.5, 0.0), (4.0, 0.0))
    cast = oracle.intersect_aabb_segment(box, (-3.0, 0.5), (4.0, 0.0))
    assert sweep.hit.time == cast.time == 0.5
    assert sweep.hit.normal == cast.normal == (-1.0, 0.0)
    assert sweep.hit.pos == (-1.0, 0.5)


def test_box_swept_into_a_circle_mirrors_the_circle_swept_into_the_box():
    """Circle (-20, 7) r 5 static, SQUARE moving (-32, 0): in the box's frame the
    circle moves (32, 0) -- the corner example above: t = 0.375, the rounded box's
    normal (-0.8, 0.6), negated to (0.8, -0.6) (from the circle toward the box).
    hit.pos = c + normal * r = (-20 + 0.8*5, 7 - 0.6*5) = (-16, 4), the box's corner
    at contact; hit.delta = (0.625 * 32, 0.625 * -0.0) = (20, -0.0);
    pos = (0 - 32 * time, 0 + 0 * time)."""
    circle = (-20.0, 7.0, 5.0)
    sweep = oracle.sweep_circle_aabb(circle, SQUARE, (-32.0, 0.0))
    n = (0.0 - (-4.0 / 5.0), 0.0 - 3.0 / 5.0)
    assert_hit(sweep.hit, circle, (-20.0 + n[0] * 5.0, 7.0 + n[1] * 5.0), (20.0, -0.0), n, 0.375)
    assert sweep.hit.pos == (-16.0, 4.0)
    time = 0.375 - 1e-8
    assert_same_vec(sweep.pos, (0.0 + -32.0 * time, 0.0 + 0.0 * time), "pos")


def test_sweep_into_mixed_returns_the_first_nearest_collider():
    """Circle (0,0) r 1 moving (10, 0) through a box at (8,0) half 1 (rounded face
    at x = 6: t = 0.6) and twice the circle (5,0) r 1 (R = 2: contact at x = 3,
    t = 21/70 = 0.3): the first circle, index 1.  A box body (0,0) half 1 moving
    (10, 0) against the circle (5,0) r 1: in the box's frame the circle's centre
    moves (-10, 0) against the box grown by 1: scale = 1 / -10 = -0.1, sign -1,
    near_x = (0 + 2 - 5) * -0.1 = -3 * -0.1 (0.30000000000000004, noonat/intersect's
    reciprocal); the box's face normal (1, 0), negated: (-1, 0), hit.pos =
    (5 - 1, 0) = (4, 0)."""
    colliders = [("aabb", (8.0, 0.0, 1.0, 1.0)), ("circle", (5.0, 0.0, 1.0)),
                 ("circle", (5.0, 0.0, 1.0))]
    sweep, index = oracle.sweep_into_mixed(("circle", (0.0, 0.0, 1.0)), colliders, (10.0, 0.0))
    assert index == 1
    assert sweep == oracle.sweep_circle_circle((5.0, 0.0, 1.0), (0.0, 0.0, 1.0), (10.0, 0.0))
    assert sweep.hit.time == 0.3
    sweep, index = oracle.sweep_into_mixed(("aabb", (0.0, 0.0, 1.0, 1.0)), colliders, (10.0, 0.0))
    assert index == 1 and sweep.hit.collider == (5.0, 0.0, 1.0)
    assert_hit(sweep.hit, (5.0, 0.0, 1.0), (4.0, 0.0), ((1.0 - -3.0 * -0.1) * -10.0, -0.0),
               (-1.0, 0.0), -3.0 * -0.1)
    assert oracle.sweep_into_mixed(("circle", (0.0, 0.0, 1.0)), [], (1.0, 2.0)) == (
        Sweep(None, (1.0, 2.0), 1.0, False), -1)


# --- circle_overlap_interval ------------------------------------------------


def test_circles_meeting_head_on_overlap_in_the_middle_of_the_step():
    """(0,0) r 1 still, (4,0) r 1 moving (-8,0): v = (-8,0), d = (4,0), R = 2,
    a = 64, h = -32, k = 12, disc = 1024 - 768 = 256, sqrt 16; q = 48: roots
    48/64 = 0.75, 12/48 = 0.25 -> (0.25, 0.75)."""
    got = oracle.overlap_interval_circle_circle((0.0, 0.0, 1.0), (4.0, 0.0, 1.0), (0.0, 0.0), (-8.0, 0.0))
    assert got == (0.25, 0.75)


def test_circles_overlapping_at_the_start_have_first_zero():
    """(1,0) r 1 moving (8,0) away from (0,0) r 1: k = 1 - 4 = -3, v = (8,0), h = 8,
    disc = 64 + 192 = 256; q = -(8 + 16) = -24: roots -24/64 = -0.375 and
    -3/-24 = 0.125 -> (0, 0.125)."""
    got = oracle.overlap_interval_circle_circle((0.0, 0.0, 1.0), (1.0, 0.0, 1.0), (0.0, 0.0), (8.0, 0.0))
    assert got == (0.0, 0.125)


def test_overlap_interval_without_relative_motion_or_on_a_tangent_path():
    """Same motion for both (a = 0): (0, 1) when they overlap, None otherwise.
    A tangent path, (4,2) moving (-8,0): k = 20 - 4 = 16, h = -32, a = 64,
    disc = 1024 - 1024 = 0: None (touching is not overlapping)."""
    c, o = (0.0, 0.0, 1.0), (1.0, 0.0, 1.0)
    assert oracle.overlap_interval_circle_circle(c, o, (3.0, 4.0), (3.0, 4.0)) == (0.0, 1.0)
    assert oracle.overlap_interval_circle_circle(c, (3.0, 0.0, 1.0), (3.0, 4.0), (3.0, 4.0)) is None
    assert oracle.overlap_interval_circle_circle(c, (4.0, 2.0, 1.0), (0.0, 0.0), (-8.0, 0.0)) is None


# --- overlaps ----------------------------------------------------------------


@pytest.mark.parametrize(
    "kind_a, a, kind_b, b, expected",
    [
        ("point", (3.0, 0.0), "circle", (0.0, 0.0, 5.0), True),
        ("point", (3.0, 4.0), "circle", (0.0, 0.0, 5.0), False),  # on the circle
        ("point", (1.0, 1.0), "point", (1.0, 1.0), False),  # no interior
        ("point", (1.0, 0.0), "segment", (0.0, 0.0, 2.0, 0.0), False),
        ("point", (1.0, 0.5), "aabb", BOX, True),
        ("point", (2.0, 0.5), "aabb", BOX, False),  # on the edge
        ("circle", (0.0, 0.0, 2.0), "circle", (3.0, 4.0, 3.0), False),  # tangent
        ("circle", (0.0, 0.0, 2.0), "circle", (3.0, 4.0, 3.5), True),
        ("circle", (5.0, 5.0, 5.0), "aabb", BOX, False),  # tangent at the corner
        ("circle", (2.0, 0.5, 0.0), "aabb", BOX, False),  # zero radius on the edge
        ("circle", (2.0, 0.5, 1.0), "aabb", BOX, True),  # centre on the edge
        ("segment", (-2.0, 1.0, 2.0, 1.0), "circle", UNIT, False),  # tangent
        ("segment", (-2.0, 0.5, 2.0, 0.5), "circle", UNIT, True),
        ("segment", (-3.0, 0.0, -1.0, 0.0), "circle", UNIT, False),  # ends on it
        ("segment", (0.5, 0.0, 0.5, 0.0), "circle", UNIT, True),  # a point inside
        ("segment", (-3.0, 1.0, 3.0, 1.0), "aabb", BOX, False),  # along the top edge
        ("segment", (-3.0, 0.0, 3.0, 0.0), "aabb", BOX, True),
        ("segment", (-1.0, 0.0, 1.0, 0.0), "aabb", BOX, True),  # inside
        ("segment", (0.0, 0.0, 4.0, 4.0), "segment", (0.0, 4.0, 4.0, 0.0), True),
        ("segment", (0.0, 0.0, 2.0, 2.0), "segment", (2.0, 2.0, 4.0, 0.0), False),  # shared end
        ("segment", (0.0, 0.0, 4.0, 0.0), "segment", (2.0, 0.0, 2.0, 3.0), False),  # T
        ("segment", (0.0, 0.0, 4.0, 0.0), "segment", (2.0, 0.0, 6.0, 0.0), True),  # collinear
        ("segment", (0.0, 0.0, 2.0, 0.0), "segment", (2.0, 0.0, 5.0, 0.0), False),  # end to end
        ("segment", (1.0, 1.0, 1.0, 1.0), "segment", (0.0, 0.0, 2.0, 2.0), False),  # a point
        ("aabb", BOX, "aabb", (4.0, 0.0, 2.0, 1.0), False),  # touching
        ("aabb", BOX, "aabb", (3.5, 0.0, 2.0, 1.0), True),
    ],
)
def test_overlaps_named_pairs_in_both_orders(kind_a, a, kind_b, b, expected):
    """Strict overlap, each case by the page's rule (see the comment on each row);
    ``overlaps`` is symmetric."""
    assert oracle.overlaps(kind_a, a, kind_b, b) is expected
    assert oracle.overlaps(kind_b, b, kind_a, a) is expected


def test_signed_zero_inputs_give_no_negative_zero_normal():
    """-0.0 - +0.0 is -0.0 in IEEE arithmetic, so d = (0.5, -0.0) for the point
    (0.5, -0.0) and the centre (0, 0); the normal d / len is reported as
    (1.0, +0.0) (``+ 0.0`` in the normalisation), also for the raycast, where
    v = f + t0 delta = (-1, -0.0 + 0.25 * -0.0) = (-1, -0.0)."""
    for hit in (
        oracle.intersect_circle_point(UNIT, (0.5, -0.0)),
        oracle.intersect_circle_circle(UNIT, (0.5, -0.0, 1.0)),
    ):
        assert_same_vec(hit.normal, (1.0, 0.0), "normal")
    hit = oracle.intersect_circle_segment(UNIT, (-2.0, -0.0), (4.0, -0.0))
    assert_same_vec(hit.normal, (-1.0, 0.0), "normal")


# --- validation ----------------------------------------------------------------


BAD_NUMBERS = [math.nan, math.inf, -math.inf, 2.0**201]


@pytest.mark.parametrize("bad", BAD_NUMBERS)
def test_non_finite_or_huge_numbers_raise_value_error(bad):
    """Every function checks every coordinate like collide2d.oracle does."""
    calls = [
        lambda: oracle.line_intersection((bad, 0.0), (1.0, 1.0), (0.0, 1.0), (1.0, 0.0)),
        lambda: oracle.circle_line_points((0.0, 0.0), 1.0, (0.0, bad), (1.0, 0.0)),
        lambda: oracle.circle_line_points((0.0, 0.0), bad, (0.0, 0.0), (1.0, 0.0)),
        lambda: oracle.intersect_circle_point((bad, 0.0, 1.0), (0.0, 0.0)),
        lambda: oracle.intersect_circle_circle((0.0, 0.0, 1.0), (0.0, 0.0, bad)),
        lambda: oracle.intersect_aabb_circle((0.0, 0.0, bad, 1.0), (0.0, 0.0, 1.0)),
        lambda: oracle.intersect_circle_aabb((0.0, 0.0, 1.0), (bad, 0.0, 1.0, 1.0)),
        lambda: oracle.intersect_circle_segment((0.0, 0.0, 1.0), (0.0, 0.0), (bad, 0.0)),
        lambda: oracle.sweep_circle_circle((0.0, 0.0, 1.0), (2.0, 0.0, 1.0), (0.0, bad)),
        lambda: oracle.sweep_aabb_circle((0.0, 0.0, 1.0, 1.0), (bad, 0.0, 1.0), (1.0, 0.0)),
        lambda: oracle.sweep_circle_aabb((0.0, 0.0, 1.0), (0.0, 0.0, 1.0, bad), (1.0, 0.0)),
        lambda: oracle.sweep_into_mixed(("circle", (0.0, 0.0, 1.0)),
                                    [("aabb", (bad, 0.0, 1.0, 1.0))], (1.0, 0.0)),
        lambda: oracle.overlap_interval_circle_circle((0.0, 0.0, 1.0), (0.0, 0.0, 1.0), (0.0, 0.0),
                                           (bad, 0.0)),
        lambda: oracle.overlaps("segment", (0.0, 0.0, bad, 0.0), "point", (0.0, 0.0)),
    ]
    for call in calls:
        with pytest.raises(ValueError):
            call()


def test_negative_radius_and_unknown_kinds_raise_value_error():
    with pytest.raises(ValueError, match="radius"):
        oracle.intersect_circle_point((0.0, 0.0, -1.0), (0.0, 0.0))
    with pytest.raises(ValueError, match="radius"):
        oracle.circle_line_points((0.0, 0.0), -0.5, (0.0, 0.0), (1.0, 0.0))
    with pytest.raises(ValueError, match="half size"):
        oracle.intersect_aabb_circle((0.0, 0.0, -1.0, 1.0), (0.0, 0.0, 1.0))
    with pytest.raises(ValueError, match="kind"):
        oracle.overlaps("polygon", (0.0, 0.0), "point", (0.0, 0.0))
    with pytest.raises(ValueError, match="kind"):
        oracle.sweep_into_mixed(("segment", (0.0, 0.0, 1.0, 1.0)), [], (1.0, 0.0))
    # -0.0 is a valid radius (sizes >= 0), and behaves as 0.
    assert oracle.intersect_circle_point((0.0, 0.0, -0.0), (0.0, 0.0)) is None


# --- huge and tiny coordinates --------------------------------------------------


def test_huge_coordinates_scale_exactly():
    """Multiplying every input by 2**190 multiplies squared terms by 2**380 and the
    discriminant by 2**760 -- far from overflow, and exact for powers of two -- so
    parameters are unchanged and points scale exactly.  Circles at +-2**200 with
    radius 2**199 (the extremes) are apart: dot(d, d) = 2 * 2**402 > (2**200)^2."""
    k = 2.0**190
    small_pts = oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 3.0), (10.0, 3.0))
    big_pts = oracle.circle_line_points((0.0, 0.0), 5.0 * k, (-10.0 * k, 3.0 * k), (10.0 * k, 3.0 * k))
    assert [u for _, u in big_pts] == [u for _, u in small_pts]
    assert [p for p, _ in big_pts] == [(x * k, y * k) for (x, y), _ in small_pts]
    big = 2.0**200
    assert oracle.intersect_circle_circle((big, big, big / 2), (-big, -big, big / 2)) is None
    # Radius 2**200 each: dot(d, d) = 8 * 2**400 > (2**201)^2 = 4 * 2**400.
    assert oracle.intersect_circle_circle((big, big, big), (-big, -big, big)) is None
    got = oracle.line_intersection((-big, -big), (big, big), (-big, big), (big, -big))
    assert got.kind == "point" and got.start == (0.0, 0.0)
    # Mover (0,0) r big/4 moving (big, 0) toward (big, 0) r big/4: R = big/2,
    # f = (-big, 0), k = 0.75 big^2, a = big^2, h = -big^2, disc = 0.25 big^4 (2**798),
    # sqrt 0.5 big^2, q = 1.5 big^2, t = 0.5.
    sweep = oracle.sweep_circle_circle((big, 0.0, big / 4), (0.0, 0.0, big / 4), (big, 0.0))
    assert sweep.hit.time == 0.5 and sweep.hit.normal == (-1.0, 0.0)
    assert sweep.hit.pos == (big - big / 4, 0.0)


def test_tiny_coordinates_scale_exactly_above_the_underflow_range():
    """At a scale of 2**-200 the fourth powers (2**-800) are still normal numbers:
    the same parameters and scaled points as at scale 1."""
    k = 2.0**-200
    small_pts = oracle.circle_line_points((0.0, 0.0), 5.0, (0.0, 3.0), (10.0, 3.0), segment=False)
    tiny_pts = oracle.circle_line_points((0.0, 0.0), 5.0 * k, (0.0, 3.0 * k), (10.0 * k, 3.0 * k),
                                     segment=False)
    assert [u for _, u in tiny_pts] == [u for _, u in small_pts]
    hit = oracle.intersect_circle_segment((0.0, 0.0, k), (-2.0 * k, 0.0), (4.0 * k, 0.0))
    assert hit.time == 0.25 and hit.normal == (-1.0, 0.0)


def test_below_1e_154_static_circle_tests_rescale_and_lines_use_float64s():
    """A point at 1e-171 from the centre of a circle of radius 1e-170 is inside:
    its squares (1e-342, 1e-340) would underflow to 0, so the static circle tests
    square them in a frame rescaled by an exact power of two (_closer_than), and
    a tiny difference vector is normalised in its own frame (_unit).  Lines keep
    float64's limit: a segment shorter than ~1.5e-162 (squared length 0) is a
    point -- never NaN, never a division by zero."""
    hit = oracle.intersect_circle_point((0.0, 0.0, 1e-170), (1e-171, 0.0))
    assert hit is not None and hit.normal == (1.0, 0.0)
    p = (1.0, 1.0)
    got = oracle.line_intersection(p, (1.0 + 2**-52, 1.0), (0.0, 0.0), (2.0, 2.0))
    assert got.kind in ("point", "none")
    tiny = oracle.line_intersection((0.0, 0.0), (1e-170, 0.0), (0.0, 0.0), (1e-170, 0.0))
    assert tiny.kind == "point" and tiny.start == (0.0, 0.0)  # both "zero length", a1 == b1
    hit = oracle.intersect_aabb_circle((0.0, 0.0, 1.0, 1.0), (1.0 + 2**-52, 0.0, 1.0))
    assert hit is not None and all(map(math.isfinite, hit.normal))
    hit = oracle.intersect_circle_circle((0.0, 0.0, 1.0), (1e-170, 0.0, 1.0))
    assert hit.normal == (1.0, 0.0)  # the centres' direction, not the (0, 1) fallback


def test_normal_of_a_tiny_circle_far_from_the_origin_is_still_unit():
    """The page's normal (pos + t0 delta - c) / r would be (0, 0) here (the entry
    point rounds onto the centre at 1e11, where the spacing of floats, 1.5e-5,
    exceeds r = 1.07e-7), and +-inf for a subnormal radius; the oracle's
    normalised local-space vector is a unit vector pointing back along the path."""
    circle = (-249047244417.71924, -650288816467.5735, 1.0697046823399156e-07)
    pos, delta = (-249047244418.92914, -650288816476.8745), (2.4197998046875, 18.60205078125)
    hit = oracle.intersect_circle_segment(circle, pos, delta)
    assert hit is not None
    assert abs(math.hypot(*hit.normal) - 1.0) < 1e-12
    assert hit.normal[0] * delta[0] + hit.normal[1] * delta[1] < 0
    # A path ~1e-17 from the centre of a circle of radius 5e-324 misses it, and
    # the discriminant a r^2 - cross(d, f)^2 says so (Dev.Mag's h^2 - a c,
    # rounding, called it a hit). A path through the centre of such a circle
    # is lost to underflow (r * r == 0; documented in docs/api.md): no hit,
    # and above all no inf or NaN anywhere.
    sub = (0.20784007719238895, 0.25144060821610803, 5e-324)
    pos = (-0.3162306686238283, 0.33989905880801174)
    delta = (1.076930138801448, -0.18177616711982475)
    assert oracle.intersect_circle_segment(sub, pos, delta) is None
    sweep = oracle.sweep_circle_circle((0.25, 0.25, 0.0), (0.0, 0.25, 5e-324), (1.0, 0.0))
    assert all(math.isfinite(v) for v in floats_of(sweep))


