"""Worked examples from noonat/intersect (AABB tests, sweeps) and Gomez (Gamasutra) (two moving
boxes), with every number derived by hand in the docstring from the sources'
formulas -- not copied from any implementation.

Floats are compared bit for bit (``assert_same_float``), so a ``-0.0`` that the
noonat/intersect's formula ``(1 - time) * -delta`` produces for a zero motion component is
checked too.
"""

from __future__ import annotations

import struct

from collide2d import AABB, Hit, Sweep, Vec2


def assert_same_float(got, expected, what: str = "value") -> None:
    assert isinstance(got, float), f"{what}: expected a float, got {got!r}"
    assert struct.pack("<d", got) == struct.pack("<d", expected), (
        f"{what}: got {got!r}, expected {expected!r}"
    )


def assert_vec(got, x: float, y: float, what: str) -> None:
    assert isinstance(got, Vec2), f"{what}: expected a Vec2, got {got!r}"
    assert_same_float(got.x, x, what + ".x")
    assert_same_float(got.y, y, what + ".y")


def assert_hit(hit, collider, pos, delta, normal, time) -> None:
    assert isinstance(hit, Hit), f"expected a Hit, got {hit!r}"
    assert hit.collider is collider
    assert_vec(hit.pos, *pos, "pos")
    assert_vec(hit.delta, *delta, "delta")
    assert_vec(hit.normal, *normal, "normal")
    assert_same_float(hit.time, time, "time")


# A 16 x 16 box centred on the origin: edges at x, y = -8 and +8.
def square() -> AABB:
    return AABB((0.0, 0.0), (8.0, 8.0))


# --------------------------------------------------------------------------
# AABB vs Point
# --------------------------------------------------------------------------


def test_point_at_the_centre_is_pushed_out_through_the_top():
    """noonat/intersect, AABB vs Point, point (0, 0) in the box centred at 0, half 8.

    dx = 0, px = 8 - |0| = 8 > 0; dy = 0, py = 8.  px < py is false (a tie),
    so the y branch: sy = sign(0) = +1, delta = (0, py * sy) = (0, 8),
    normal = (0, 1), pos = (point.x, 0 + 8 * 1) = (0, 8), time 0.
    """
    box = square()
    hit = box.intersect_point((0.0, 0.0))
    assert_hit(hit, box, pos=(0.0, 8.0), delta=(0.0, 8.0), normal=(0.0, 1.0), time=0.0)


def test_point_near_the_right_edge_is_pushed_out_through_it():
    """Point (6, 1): dx = 6, px = 8 - 6 = 2; dy = 1, py = 8 - 1 = 7.
    px < py: x branch, sx = +1, delta = (2, 0), normal = (1, 0),
    pos = (0 + 8 * 1, point.y) = (8, 1)."""
    box = square()
    hit = box.intersect_point(Vec2(6.0, 1.0))
    assert_hit(hit, box, pos=(8.0, 1.0), delta=(2.0, 0.0), normal=(1.0, 0.0), time=0.0)


def test_point_near_the_bottom_left_corner_goes_out_of_the_nearer_edge():
    """Point (-7, -5): px = 8 - 7 = 1, py = 8 - 5 = 3; px < py: x branch,
    sx = sign(-7) = -1, delta = (1 * -1, 0) = (-1, 0), normal (-1, 0),
    pos = (0 + 8 * -1, -5) = (-8, -5)."""
    box = square()
    hit = box.intersect_point([-7.0, -5.0])
    assert_hit(hit, box, pos=(-8.0, -5.0), delta=(-1.0, 0.0), normal=(-1.0, 0.0), time=0.0)


def test_point_on_the_edge_is_touching_not_colliding():
    """Point (8, 3): px = 8 - 8 = 0, and the seed returns null for px <= 0."""
    assert square().intersect_point((8.0, 3.0)) is None
    assert square().intersect_point((-2.0, -8.0)) is None


# --------------------------------------------------------------------------
# AABB vs Segment
# --------------------------------------------------------------------------


def test_segment_entering_from_the_left_hits_the_left_face():
    """pos (-16, 4), delta (32, 0) against the box at 0, half 8.

    scaleX = 1/32, scaleY = 1/0 = +inf; signX = signY = +1.
    nearTimeX = (0 - 8 - (-16)) / 32 = 0.25, farTimeX = (0 + 8 + 16) / 32 = 0.75.
    nearTimeY = (0 - 8 - 4) * inf = -inf, farTimeY = (0 + 8 - 4) * inf = +inf.
    No rejection; nearTime = 0.25, farTime = 0.75: a hit at time 0.25 on the
    x axis (nearTimeX > nearTimeY): normal (-signX, 0) = (-1, 0).
    delta = ((1 - 0.25) * -32, (1 - 0.25) * -0.0) = (-24, -0.0).
    pos = (-16 + 32 * 0.25, 4 + 0 * 0.25) = (-8, 4).
    """
    box = square()
    hit = box.intersect_segment((-16.0, 4.0), (32.0, 0.0))
    assert_hit(hit, box, pos=(-8.0, 4.0), delta=(-24.0, -0.0), normal=(-1.0, 0.0), time=0.25)


def test_segment_entering_from_above_diagonally_hits_the_top_face():
    """pos (2, 20), delta (-4, -16): scaleX = -1/4, scaleY = -1/16, signs -1.
    nearTimeX = (0 + 8 - 2) * -0.25 = -1.5, farTimeX = (0 - 8 - 2) * -0.25 = 2.5;
    nearTimeY = (0 + 8 - 20) * -1/16 = 0.75, farTimeY = (0 - 8 - 20) * -1/16 = 1.75.
    nearTime = 0.75 (y axis), farTime = 1.75: hit at 0.75, normal (0, -signY) = (0, 1).
    delta = (0.25 * 4, 0.25 * 16) = (1, 4); pos = (2 - 3, 20 - 12) = (-1, 8).
    """
    box = square()
    hit = box.intersect_segment((2.0, 20.0), (-4.0, -16.0))
    assert_hit(hit, box, pos=(-1.0, 8.0), delta=(1.0, 4.0), normal=(0.0, 1.0), time=0.75)


def test_segment_starting_inside_hits_at_time_zero():
    """pos (2, 3), delta (16, 0): nearTimeX = (0 - 8 - 2) / 16 = -0.625,
    farTimeX = (8 - 2) / 16 = 0.375; nearTimeY = (-8 - 3) * inf = -inf,
    farTimeY = +inf.  nearTime = -0.625 < 1 and farTime = 0.375 > 0: a hit,
    time = clamp(-0.625, 0, 1) = 0.  nearTimeX > nearTimeY: normal (-1, 0).
    delta = (1 * -16, 1 * -0.0) = (-16, -0.0); pos = (2 + 16 * 0, 3 + 0 * 0) = (2, 3).
    """
    box = square()
    hit = box.intersect_segment((2.0, 3.0), (16.0, 0.0))
    assert_hit(hit, box, pos=(2.0, 3.0), delta=(-16.0, -0.0), normal=(-1.0, 0.0), time=0.0)


def test_segment_running_along_an_edge_does_not_hit():
    """pos (-16, 8), delta (32, 0) runs along the top edge y = 8.

    noonat/intersect's text computes farTimeY = (0 + 8 - 8) * (1/0) = 0 * inf = NaN.
    Our rule: with no motion on y the segment is inside the y slab only if
    its y is strictly inside; 8 is on the edge, so the y slab is empty and
    there is no hit.  The same for -0.0 motion (signY = -1), for the bottom
    edge, and for a vertical segment along the right edge.
    """
    box = square()
    assert box.intersect_segment((-16.0, 8.0), (32.0, 0.0)) is None
    assert box.intersect_segment((-16.0, 8.0), (32.0, -0.0)) is None
    assert box.intersect_segment((16.0, -8.0), (-32.0, 0.0)) is None
    assert box.intersect_segment((8.0, -16.0), (0.0, 32.0)) is None
    assert box.intersect_segment((8.0, -16.0), (-0.0, 32.0)) is None


def test_segment_stopping_at_the_face_does_not_hit():
    """pos (-16, 0), delta (8, 0): nearTimeX = (0 - 8 + 16) / 8 = 1 and the
    seed rejects nearTime >= 1 -- the segment ends touching the face."""
    assert square().intersect_segment((-16.0, 0.0), (8.0, 0.0)) is None


def test_zero_length_segment_is_a_point_test_with_normal_down():
    """delta (0, 0) from (1, 2) inside: both scales are +inf, both signs +1;
    nearTimeX = (0 - 8 - 1) * inf = -inf, nearTimeY = (0 - 8 - 2) * inf = -inf;
    farTimes = +inf.  nearTime = -inf: time 0.  nearTimeX > nearTimeY is false
    (equal), so the y axis: normal (0, -signY) = (0, -1).
    delta = (1 * -0.0, 1 * -0.0) = (-0.0, -0.0); pos = (1 + 0 * 0, 2 + 0 * 0) = (1, 2).
    """
    box = square()
    hit = box.intersect_segment((1.0, 2.0), (0.0, 0.0))
    assert_hit(hit, box, pos=(1.0, 2.0), delta=(-0.0, -0.0), normal=(0.0, -1.0), time=0.0)


def test_padding_grows_the_box_for_a_segment():
    """pos (-16, 0), delta (32, 0), padding_x 4: the left face moves to -12.
    nearTimeX = (0 - (8 + 4) + 16) / 32 = 0.125, normal (-1, 0),
    delta = (0.875 * -32, 0.875 * -0.0) = (-28, -0.0), pos = (-16 + 4, 0) = (-12, 0)."""
    box = square()
    hit = box.intersect_segment((-16.0, 0.0), (32.0, 0.0), 4.0, 0.0)
    assert_hit(hit, box, pos=(-12.0, 0.0), delta=(-28.0, -0.0), normal=(-1.0, 0.0), time=0.125)


# --------------------------------------------------------------------------
# AABB vs AABB
# --------------------------------------------------------------------------


def test_overlapping_box_is_pushed_out_along_the_axis_of_least_overlap():
    """other at (6, 1) half (4, 4): dx = 6, px = (4 + 8) - 6 = 6; dy = 1,
    py = 12 - 1 = 11.  px < py: x, sx = +1: delta (6, 0), normal (1, 0),
    pos = (0 + 8 * 1, other.y) = (8, 1).  Moved by delta, other sits at
    x = 12 = 8 + 4: touching, so no longer overlapping."""
    box = square()
    other = AABB((6.0, 1.0), (4.0, 4.0))
    hit = box.intersect_aabb(other)
    assert_hit(hit, box, pos=(8.0, 1.0), delta=(6.0, 0.0), normal=(1.0, 0.0), time=0.0)
    assert box.overlaps_aabb(other)
    moved = AABB((12.0, 1.0), (4.0, 4.0))
    assert box.intersect_aabb(moved) is None
    assert not box.overlaps_aabb(moved)


def test_boxes_touching_at_a_face_or_corner_do_not_collide():
    """other at (12, 0) half 4: px = 12 - 12 = 0 -> null.  At (12, 12): px = py = 0."""
    box = square()
    for centre in [(12.0, 0.0), (12.0, 12.0), (-3.0, -12.0)]:
        other = AABB(centre, (4.0, 4.0))
        assert box.intersect_aabb(other) is None
        assert not box.overlaps_aabb(other)


def test_equal_overlap_on_both_axes_goes_out_through_y():
    """other at (-2, -2) half 4: px = 12 - 2 = 10 = py.  Not px < py: y branch,
    sy = sign(-2) = -1: delta (0, -10), normal (0, -1), pos = (-2, 0 + 8 * -1) = (-2, -8)."""
    box = square()
    hit = box.intersect_aabb(AABB((-2.0, -2.0), (4.0, 4.0)))
    assert_hit(hit, box, pos=(-2.0, -8.0), delta=(0.0, -10.0), normal=(0.0, -1.0), time=0.0)


# --------------------------------------------------------------------------
# AABB vs Swept AABB
# --------------------------------------------------------------------------


def test_sweep_blocked_by_a_wall_stops_epsilon_early():
    """A wall at 0 half (4, 16); a box at (-16, 0) half (2, 2) moves by (32, 0).

    The seed calls intersectSegment((-16, 0), (32, 0), 2, 2) on the wall:
    nearTimeX = (0 - 6 + 16) / 32 = 10/32 = 0.3125, farTimeX = 22/32 = 0.6875;
    y: scale +inf, (0 - 18 - 0) * inf = -inf, (0 + 18 - 0) * inf = +inf.
    Hit time 0.3125, normal (-1, 0), hit.delta = (0.6875 * -32, 0.6875 * -0.0)
    = (-22, -0.0), segment pos (-16 + 10, 0) = (-6, 0).
    sweep.time = clamp(0.3125 - EPSILON, 0, 1), sweep.pos = (-16 + 32 * time, 0 + 0 * time).
    direction = normalize((32, 0)) = (1, 0): hit.pos = (clamp(-6 + 1 * 2, -4, 4),
    clamp(0 + 0 * 2, -16, 16)) = (-4, 0) -- the wall's left face.
    The box was outside at the start: blocked, not stuck.
    """
    wall = AABB((0.0, 0.0), (4.0, 16.0))
    sweep = wall.sweep_aabb(AABB((-16.0, 0.0), (2.0, 2.0)), (32.0, 0.0))
    assert isinstance(sweep, Sweep)
    time = 0.3125 - 1e-8
    assert_same_float(sweep.time, time, "sweep.time")
    assert_vec(sweep.pos, -16.0 + 32.0 * time, 0.0 + 0.0 * time, "sweep.pos")
    assert sweep.pos.x < -6.0  # stopped short of the contact at -6
    assert sweep.started_overlapping is False
    assert_hit(sweep.hit, wall, pos=(-4.0, 0.0), delta=(-22.0, -0.0), normal=(-1.0, 0.0),
               time=0.3125)


def test_sweep_sliding_along_a_face_is_not_blocked():
    """A box at (-8, 6) half 2 (its bottom at y = 4) slides by (16, 0) over the
    top of the box at 0 half 4 (top at y = 4).  Padded y slab: half 4 + 2 = 6,
    start 6, no y motion: (0 - 6 - 6) * inf = -inf, (0 + 6 - 6) = 0 -> on the
    edge, so farTimeY = -inf and nearTimeX > farTimeY: no hit.  The box moves
    the whole way: time 1, pos (8, 6)."""
    floor = AABB((0.0, 0.0), (4.0, 4.0))
    sweep = floor.sweep_aabb(AABB((-8.0, 6.0), (2.0, 2.0)), Vec2(16.0, 0.0))
    assert sweep.hit is None
    assert_same_float(sweep.time, 1.0, "time")
    assert_vec(sweep.pos, 8.0, 6.0, "pos")
    assert sweep.started_overlapping is False


def test_sweep_that_starts_overlapping_is_stuck_at_time_zero():
    """A box at (1, 0) half 2 overlaps the box at 0 half 4 and moves by (8, 0).
    nearTimeX = (0 - 6 - 1) / 8 = -0.875, farTimeX = (6 - 1) / 8 = 0.625;
    y: (-6 - 0) * inf = -inf, (6 - 0) * inf = +inf.  A hit with time 0, normal
    (-1, 0), hit.delta = (-8, -0.0); sweep.time = clamp(0 - EPSILON, 0, 1) = 0,
    pos = (1 + 8 * 0, 0 + 0 * 0) = (1, 0); flagged as started overlapping."""
    box = AABB((0.0, 0.0), (4.0, 4.0))
    sweep = box.sweep_aabb(AABB((1.0, 0.0), (2.0, 2.0)), (8.0, 0.0))
    assert sweep.started_overlapping is True
    assert_same_float(sweep.time, 0.0, "time")
    assert_vec(sweep.pos, 1.0, 0.0, "pos")
    assert sweep.hit is not None
    assert_vec(sweep.hit.normal, -1.0, 0.0, "hit.normal")
    assert_vec(sweep.hit.delta, -8.0, -0.0, "hit.delta")
    assert_same_float(sweep.hit.time, 0.0, "hit.time")


def test_sweep_without_motion_is_the_static_test():
    """delta (0, -0.0): the seed does the static intersectAABB; an overlapping
    box gives its hit with time 0 (stuck), a separate one no hit, time 1 and
    pos = its centre."""
    box = square()
    other = AABB((6.0, 1.0), (4.0, 4.0))
    sweep = box.sweep_aabb(other, (0.0, -0.0))
    assert sweep.hit == box.intersect_aabb(other)
    assert_same_float(sweep.time, 0.0, "time")
    assert sweep.started_overlapping is True
    apart = AABB((20.0, 0.0), (4.0, 4.0))
    sweep = box.sweep_aabb(apart, (0.0, 0.0))
    assert sweep.hit is None and sweep.time == 1.0 and sweep.pos == (20.0, 0.0)


# --------------------------------------------------------------------------
# Sweeping through many
# --------------------------------------------------------------------------


def test_sweep_into_picks_the_nearest_collider_and_keeps_the_first_on_ties():
    """A box at 0 half 1 moves by (16, 0) through walls (half (1, 4)) at x = 12,
    6 and 6 again (an equal but distinct object), and one at y = 20 off the path.
    Wall at 6: nearTimeX = (6 - 2 - 0) / 16 = 0.25; wall at 12: (12 - 2) / 16 = 0.625.
    The nearest is 0.25; the two walls at 6 tie and the first of them is kept
    (the seed replaces only when sweep.time < nearest.time).
    sweep.time = 0.25 - EPSILON; pos = (16 * time, 0 * time)."""
    far_wall = AABB((12.0, 0.0), (1.0, 4.0))
    near_wall = AABB((6.0, 0.0), (1.0, 4.0))
    twin = AABB((6.0, 0.0), (1.0, 4.0))
    off_path = AABB((6.0, 20.0), (1.0, 4.0))
    body = AABB((0.0, 0.0), (1.0, 1.0))
    sweep = body.sweep_into([far_wall, off_path, near_wall, twin], (16.0, 0.0))
    time = 0.25 - 1e-8
    assert sweep.hit is not None
    assert sweep.hit.collider is near_wall
    assert_same_float(sweep.time, time, "time")
    assert_vec(sweep.pos, 0.0 + 16.0 * time, 0.0 + 0.0 * time, "pos")
    assert_vec(sweep.hit.normal, -1.0, 0.0, "hit.normal")
    assert_same_float(sweep.hit.time, 0.25, "hit.time")
    # Reversed order: the twin comes first now, so it is the one kept.
    sweep = body.sweep_into([twin, near_wall, far_wall], (16.0, 0.0))
    assert sweep.hit.collider is twin


def test_sweep_into_nothing_moves_the_whole_way():
    """No colliders (or none in the way): time 1, pos = start + delta, no hit."""
    body = AABB((1.0, 2.0), (1.0, 1.0))
    for colliders in ([], [AABB((50.0, 50.0), (1.0, 1.0))]):
        sweep = body.sweep_into(colliders, (3.0, -4.0))
        assert sweep.hit is None
        assert_same_float(sweep.time, 1.0, "time")
        assert_vec(sweep.pos, 4.0, -2.0, "pos")
        assert sweep.started_overlapping is False


# --------------------------------------------------------------------------
# Gomez (Gamasutra): first and last overlap of two moving boxes
# --------------------------------------------------------------------------


def test_overlap_interval_of_approaching_boxes():
    """A at 0 half 1 moves by (2, 0); B at (4, 0) half 1 moves by (-6, 0).
    In A's frame: d = 4, h = 2, v = -6 - 2 = -8.  Not overlapping (2 - 4 <= 0),
    B on the + side and approaching: first = (h - d) / v = -2 / -8 = 0.25,
    last = (-h - d) / v = -6 / -8 = 0.75.  y: d = 0, h = 2, v = 0: always.
    Check: at t = 0.25 A is at 0.5 and B at 2.5 (touching); at 0.75, A at 1.5,
    B at -0.5 (touching on the other side)."""
    a = AABB((0.0, 0.0), (1.0, 1.0))
    b = AABB((4.0, 0.0), (1.0, 1.0))
    interval = a.overlap_interval(b, (2.0, 0.0), (-6.0, 0.0))
    assert isinstance(interval, tuple)
    assert_same_float(interval[0], 0.25, "first")
    assert_same_float(interval[1], 0.75, "last")


def test_overlap_interval_ending_mid_step_in_both_axes():
    """A at 0 half 1 still; B at (3, 3) half 1 moves by (-8, -4).
    x: d = 3, h = 2, v = -8: first = -1 / -8 = 0.125, last = -5 / -8 = 0.625.
    y: d = 3, v = -4: first = -1 / -4 = 0.25, last = -5 / -4 = 1.25.
    Overall first = max(0.125, 0.25) = 0.25, last = min(1, 0.625, 1.25) = 0.625."""
    a = AABB((0.0, 0.0), (1.0, 1.0))
    b = AABB((3.0, 3.0), (1.0, 1.0))
    interval = a.overlap_interval(b, (0.0, 0.0), (-8.0, -4.0))
    assert_same_float(interval[0], 0.25, "first")
    assert_same_float(interval[1], 0.625, "last")


def test_overlap_interval_touching_only_is_none():
    """Gomez (Gamasutra) counts touching; we do not.  B at (2, 5) half 1 slides down by
    (0, -10) along A's right face (x: d = 2 = h, v = 0: never strictly inside).
    B at (4, 0) moving by (-2, 0) only reaches touching at t = 1:
    first = (2 - 4) / -2 = 1, last = min(1, 3) = 1, and first < last fails."""
    a = AABB((0.0, 0.0), (1.0, 1.0))
    assert a.overlap_interval(AABB((2.0, 5.0), (1.0, 1.0)), (0.0, 0.0), (0.0, -10.0)) is None
    assert a.overlap_interval(AABB((4.0, 0.0), (1.0, 1.0)), (0.0, 0.0), (-2.0, 0.0)) is None


def test_overlap_interval_overlapping_at_the_start_begins_at_zero():
    """A at 0 half 1, B at (1, 0) half 1 overlap (2 - 1 > 0).  Gomez (Gamasutra) returns
    u0 = u1 = 0 here; we return the real interval: first = 0 and, with B moving
    by (4, 0) (v = 4 > 0), last = (h - d) / v = (2 - 1) / 4 = 0.25.
    y: d = 0, v = 0: always.  So (0.0, 0.25)."""
    a = AABB((0.0, 0.0), (1.0, 1.0))
    b = AABB((1.0, 0.0), (1.0, 1.0))
    interval = a.overlap_interval(b, (0.0, 0.0), (4.0, 0.0))
    assert_same_float(interval[0], 0.0, "first")
    assert_same_float(interval[1], 0.25, "last")
    # Both still: they overlap for the whole step.
    interval = a.overlap_interval(b, (0.0, 0.0), (0.0, 0.0))
    assert_same_float(interval[0], 0.0, "first")
    assert_same_float(interval[1], 1.0, "last")
