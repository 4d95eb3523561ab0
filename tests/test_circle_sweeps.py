"""Moving circles: sweeps against circles and boxes (rounded-box corners), mixed
sweep_into, and the overlap interval of two moving circles (docs/circles-and-lines.md 4-5).

Expected values are derived by hand in each docstring.
"""

import math

import pytest
from collide2d import AABB, EPSILON, Circle
from hypothesis import given, settings

from circle_shapes import aabb
from circle_shapes import circle as make_circle
from circle_strategies import CASES


def test_circle_blocked_by_a_circle_stops_just_before_touching():
    """r 1 moving from (-5, 0) by (10, 0) against r 1 at 0: touching when the centres
    are 2 apart, at x = -2: t = 0.3; the sweep backs off 1e-8."""
    s = Circle((0, 0), 1).sweep_circle(Circle((-5, 0), 1), (10, 0))
    assert s.hit.time == pytest.approx(0.3, abs=1e-15) and s.time == s.hit.time - EPSILON
    assert s.hit.normal == (-1, 0) and s.hit.pos == (-1, 0) and not s.started_overlapping


def test_circle_passing_tangent_to_a_circle_is_not_blocked():
    s = Circle((0, 0), 1).sweep_circle(Circle((-5, 2), 1), (10, 0))
    assert s.hit is None and s.time == 1.0 and s.pos == (5, 2)


def test_overlapping_circles_are_stuck_with_the_cast_hit_at_time_zero():
    """As for boxes: time 0, the cast's hit at 0 -- normal from the collider's
    centre toward the mover's, delta = -delta (undo the whole move)."""
    s = Circle((0, 0), 1).sweep_circle(Circle((1, 0), 1), (5, 0))
    assert s.started_overlapping and s.time == 0.0 and s.pos == (1, 0)
    assert s.hit.time == 0.0 and s.hit.normal == (1, 0) and s.hit.delta == (-5, 0)
    assert s.hit.pos == (1, 0)  # on the collider's circle


def test_circle_against_a_box_face():
    """r 1 from (-5, 0) by (10, 0) against the unit box: face x = -1 met when the centre
    is at -2: t = 0.3, normal (-1, 0), contact on the face."""
    s = AABB((0, 0), (1, 1)).sweep_circle(Circle((-5, 0), 1), (10, 0))
    assert s.hit.time == pytest.approx(0.3, abs=1e-15) and s.hit.normal == (-1, 0)
    assert s.hit.pos == pytest.approx((-1, 0), abs=1e-15)


def test_circle_against_a_box_corner_is_rounded():
    """From (-3, -3) by (6, 6) toward the corner (-1, -1): the padded square would stop
    the centre at (-2, -2) (t = 1/6), but the rounded corner lets it go on to distance
    1 from the corner: centre at -1 - 1/sqrt(2), t = (2 - 1/sqrt(2)) / 6."""
    s = AABB((0, 0), (1, 1)).sweep_circle(Circle((-3, -3), 1), (6, 6))
    assert s.hit.time == pytest.approx((2 - 1 / math.sqrt(2)) / 6, abs=1e-15)
    assert s.hit.normal == pytest.approx((-1 / math.sqrt(2), -1 / math.sqrt(2)), abs=1e-15)
    assert s.hit.pos == (-1, -1)


def test_a_path_through_the_padded_corner_square_that_misses_the_arc_misses():
    """The line x + y = -3.9 from (-3, -0.9) to (-0.9, -3) crosses the unit box grown by 1
    (the square [-2, 2]^2) near (-1.95, -1.95), but its distance to the corner (-1, -1) is
    1.9 / sqrt(2) = 1.34 > 1 and it never comes near a face: the rounded box is missed,
    where the padded square alone would report a hit."""
    box = AABB((0, 0), (1, 1))
    assert box.intersect_segment((-3, -0.9), (2.1, -2.1), 1, 1) is not None  # the square
    assert box.sweep_circle(Circle((-3, -0.9), 1), (2.1, -2.1)).hit is None  # the real shape
    # Closer in, x + y = -3.2 passes 1.2 / sqrt(2) = 0.85 from the corner: the arc is hit.
    assert box.sweep_circle(Circle((-3, -0.2), 1), (2.1, -2.1)).hit is not None


def test_box_moving_into_a_circle_has_normals_toward_the_box():
    s = Circle((0, 0), 1).sweep_aabb(AABB((-5, 0), (1, 1)), (10, 0))
    assert s.hit.normal == (-1, 0) and s.hit.pos == (-1, 0)
    assert s.hit.time == pytest.approx(0.3, abs=1e-15)
    assert math.copysign(1, s.hit.normal[1]) == 1  # no -0.0


def test_sweep_into_takes_mixed_colliders_and_returns_the_one_hit():
    walls = [Circle((5, 0), 1), AABB((3, 0), (1, 1))]
    for body in (AABB((0, 0), (1, 1)), Circle((0, 0), 1)):
        s = body.sweep_into(walls, (10, 0))
        assert s.hit.collider is walls[1]


def test_sweep_into_rejects_other_colliders_naming_the_item():
    with pytest.raises(TypeError, match="item 1"):
        Circle((0, 0), 1).sweep_into([AABB((5, 0), (1, 1)), (1, 2)], (1, 0))


def test_two_moving_circles_overlap_between_entry_and_exit():
    """Static r 1 at 0, other r 1 at 5 moving by -10: overlap while the centre is within
    2: x from 2 to -2: t from 0.3 to 0.7."""
    assert Circle((0, 0), 1).overlap_interval(Circle((5, 0), 1), (0, 0), (-10, 0)) == (
        pytest.approx(0.3), pytest.approx(0.7))


def test_circles_that_only_touch_in_passing_never_overlap():
    assert Circle((0, 0), 1).overlap_interval(Circle((5, 2), 1), (0, 0), (-10, 0)) is None


def test_circles_overlapping_at_the_start_begin_at_zero():
    first, last = Circle((0, 0), 1).overlap_interval(Circle((1, 0), 1), (0, 0), (10, 0))
    assert first == 0.0 and last == pytest.approx(0.1)


def test_circles_resting_together_overlap_the_whole_step():
    assert Circle((0, 0), 1).overlap_interval(Circle((1, 0), 1), (3, 3), (3, 3)) == (0.0, 1.0)


# ---- no tunnelling -------------------------------------------------------------------

TUNNEL_BOX = AABB((float.fromhex("-0x1.a15b257f42b65p+1"), float.fromhex("0x1.03651db206cap-1")),
                  (float.fromhex("0x1.5691c4b4ad239p+0"), float.fromhex("0x1.1499e9ea29338p-2")))
TUNNEL_START = (float.fromhex("-0x1.20a71076414e2p+2"), float.fromhex("0x1.d50f4e6faa1eap+2"))
TUNNEL_DELTA = (float.fromhex("0x1.b4b71fc3c3f46p+2"), float.fromhex("-0x1.1471d250206cfp+4"))


def test_a_tiny_circle_does_not_tunnel_through_a_box():
    """r = 1e-300 through a box: the centre's path enters the box itself (the slab
    test), so the rounded box, which contains the box, is entered no later. The old
    "padded box, then the corner disc decides" rule rounded the entry point into a
    corner square and missed. The path here runs through the box's centre."""
    centre = (TUNNEL_BOX.pos[0], TUNNEL_BOX.pos[1])
    start = (centre[0] - 0.5 * TUNNEL_DELTA[0], centre[1] - 0.5 * TUNNEL_DELTA[1])
    direct = TUNNEL_BOX.intersect_segment(start, TUNNEL_DELTA)
    assert direct is not None and 0.45 < direct.time < 0.5
    s = TUNNEL_BOX.sweep_circle(Circle(start, 1e-300), TUNNEL_DELTA)
    assert s.hit is not None and s.hit.time <= direct.time
    mirrored = Circle(start, 1e-300).sweep_aabb(TUNNEL_BOX, (-TUNNEL_DELTA[0], -TUNNEL_DELTA[1]))
    assert mirrored.hit is not None and mirrored.hit.time == s.hit.time


def test_a_tiny_circle_passing_just_outside_a_corner_misses_like_its_path():
    """Found by the C test program, once taken for a path through the box: in exact
    arithmetic it passes 4e-16 outside the corner (x + hx, y + hy), where the rounded
    slab times nearly tie (and once said it entered a face). The cast decides that tie
    exactly, and a circle of radius 1e-300 swept along it misses too."""
    assert TUNNEL_BOX.intersect_segment(TUNNEL_START, TUNNEL_DELTA) is None
    s = TUNNEL_BOX.sweep_circle(Circle(TUNNEL_START, 1e-300), TUNNEL_DELTA)
    assert s.hit is None and not s.started_overlapping
    mirrored = Circle(TUNNEL_START, 1e-300).sweep_aabb(TUNNEL_BOX, (-TUNNEL_DELTA[0], -TUNNEL_DELTA[1]))
    assert mirrored.hit is None


@settings(max_examples=300, deadline=None)
@given(CASES["box-sweep-circle"])
def test_a_path_into_the_box_itself_is_always_blocked_no_later(case):
    """The rounded box contains the box: if the centre's path enters the box
    (noonat/intersect's slab test), the circle's sweep hits, at that time or earlier."""
    box, circle, delta = case
    box, circle = aabb(box), make_circle(circle)
    direct = box.intersect_segment(circle.center, delta)
    s = box.sweep_circle(circle, delta)
    if direct is not None:
        assert s.hit is not None, (box, circle, delta)
        assert s.hit.time <= direct.time
