"""Circle: the scalar type and its hit tests (docs/circles-and-lines.md, section 3).

Expected values are derived by hand in each docstring.
"""

import math
import pickle

import collide2d
import numpy as np
import pytest
from collide2d import AABB, Circle, Vec2
from hypothesis import given, settings
from hypothesis import strategies as st

from circle_strategies import near_circle_line

# ---- the type ----------------------------------------------------------------


def test_circle_is_immutable_comparable_hashable_and_pickles():
    c = Circle((1, -2), 3)
    assert c.center == Vec2(1.0, -2.0) and c.radius == 3.0
    assert c == Circle(Vec2(1.0, -2.0), 3.0) and c != Circle((1, -2), 4)
    assert hash(c) == hash(Circle((1.0, -2.0), 3.0))
    assert pickle.loads(pickle.dumps(c)) == c
    assert eval(repr(c), vars(collide2d)) == c
    with pytest.raises(AttributeError):
        c.radius = 1.0
    assert np.asarray(c).tolist() == [1.0, -2.0, 3.0]


@pytest.mark.parametrize(
    "args, error, name",
    [
        (((0, 0), -1.0), ValueError, "radius"),
        (((0, 0), math.nan), ValueError, "radius"),
        (((math.inf, 0), 1.0), ValueError, "center"),
        (((0, 0), 2.0**201), ValueError, "radius"),
        (((0, 0, 0), 1.0), ValueError, "center"),
        (((0, 0), "1"), TypeError, "radius"),
        (("ab", 1.0), TypeError, "center"),
    ],
)
def test_bad_circles_are_rejected_naming_the_argument(args, error, name):
    with pytest.raises(error, match=rf"\b{name}\b"):
        Circle(*args)


def test_a_radius_of_minus_zero_is_a_radius_of_zero():
    assert Circle((0, 0), -0.0).radius == 0.0


# ---- Circle.intersect_point -----------------------------------------------------


def test_point_inside_is_pushed_out_along_the_radius():
    """Circle r = 2 at the origin, point (1, 0): distance 1, normal (1, 0),
    contact (2, 0), delta = normal * (2 - 1) = (1, 0)."""
    hit = Circle((0, 0), 2).intersect_point((1, 0))
    assert (hit.pos, hit.delta, hit.normal, hit.time) == ((2, 0), (1, 0), (1, 0), 0.0)


def test_point_on_the_circle_is_touching_not_inside():
    assert Circle((0, 0), 2).intersect_point((0, -2)) is None


def test_point_at_the_centre_leaves_upward():
    """Coincident: no direction, so ties go to y and sign(0) = +1: normal (0, 1)."""
    hit = Circle((5, 5), 2).intersect_point((5, 5))
    assert hit.normal == (0, 1) and hit.pos == (5, 7) and hit.delta == (0, 2)


def test_nothing_is_inside_a_circle_of_radius_zero():
    assert Circle((0, 0), 0).intersect_point((0, 0)) is None


# ---- Circle.intersect_circle -----------------------------------------------------


def test_overlapping_circles_are_separated_to_exactly_touching():
    """r 2 at 0 and r 2 at (3, 0): reach 4, distance 3: delta (1, 0), pos (2, 0)."""
    a, b = Circle((0, 0), 2), Circle((3, 0), 2)
    hit = a.intersect_circle(b)
    assert (hit.pos, hit.delta, hit.normal) == ((2, 0), (1, 0), (1, 0))
    moved = Circle(b.center + hit.delta, b.radius)
    assert a.intersect_circle(moved) is None  # now exactly touching


def test_tangent_circles_do_not_overlap():
    assert Circle((0, 0), 1).intersect_circle(Circle((0, 3), 2)) is None


def test_coincident_circles_separate_upward():
    hit = Circle((1, 1), 1).intersect_circle(Circle((1, 1), 2))
    assert hit.normal == (0, 1) and hit.delta == (0, 3)


# ---- AABB.intersect_circle (WecTeam) ----------------------------------------------


def test_circle_beside_a_box_is_pushed_out_from_the_nearest_point():
    """Box half 1 at 0, circle r 1 at (1.5, 0): nearest point (1, 0), distance 0.5,
    normal (1, 0), delta (0.5, 0)."""
    hit = AABB((0, 0), (1, 1)).intersect_circle(Circle((1.5, 0), 1))
    assert (hit.pos, hit.delta, hit.normal) == ((1, 0), (0.5, 0), (1, 0))


def test_circle_touching_a_box_corner_does_not_overlap():
    """Nearest point (1, 1), distance sqrt(2) * 0.5 * 2 = sqrt(0.5^2 * 2)... exactly r: use a 3-4-5."""
    assert AABB((0, 0), (1, 1)).intersect_circle(Circle((4, 5), 5)) is None


def test_centre_inside_a_box_leaves_through_the_face_of_least_overlap():
    """Centre (0.5, 0.2) in the unit box: px = 0.5 < py = 0.8: out through +x;
    delta = 1 * (0.5 + r) leaves the circle tangent to the face x = 1."""
    hit = AABB((0, 0), (1, 1)).intersect_circle(Circle((0.5, 0.2), 1))
    assert (hit.pos, hit.delta, hit.normal) == ((1, 0.2), (1.5, 0), (1, 0))


def test_centre_exactly_on_an_edge_leaves_through_that_edge():
    hit = AABB((0, 0), (1, 1)).intersect_circle(Circle((0.25, 1), 0.5))
    assert hit.normal == (0, 1) and hit.delta == (0, 0.5)


def test_a_radius_zero_circle_on_the_boundary_only_touches():
    assert AABB((0, 0), (1, 1)).intersect_circle(Circle((1, 0), 0)) is None
    assert AABB((0, 0), (1, 1)).intersect_circle(Circle((0.5, 0), 0)) is not None


# ---- Circle.intersect_aabb -----------------------------------------------------------


def test_box_beside_a_circle_is_pushed_away_from_it():
    """Circle r 2 at 0, box half (1.5, 1) at (3, 0): nearest point (1.5, 0), 1.5 from the
    centre: normal (1, 0), pos (2, 0), delta (0.5, 0)."""
    hit = Circle((0, 0), 2).intersect_aabb(AABB((3, 0), (1.5, 1)))
    assert (hit.pos, hit.delta, hit.normal) == ((2, 0), (0.5, 0), (1, 0))


def test_box_around_the_centre_moves_the_shortest_way_out():
    """Centre 0 inside box [-0.5, 1.5] x [-1, 1], r 2: +y needs 3, -y 3, +x 2.5, -x 3.5."""
    hit = Circle((0, 0), 2).intersect_aabb(AABB((0.5, 0), (1, 1)))
    assert (hit.delta, hit.normal, hit.pos) == ((2.5, 0), (1, 0), (2, 0))


def test_equal_ways_out_prefer_up():
    hit = Circle((0, 0), 1).intersect_aabb(AABB((0, 0), (1, 1)))
    assert hit.normal == (0, 1) and hit.delta == (0, 2)


# ---- Circle.intersect_segment (raycast) ---------------------------------------------


def test_segment_through_a_circle_enters_at_the_near_side():
    """From (-5, 0) by (10, 0) against r 2 at 0: enters at x = -2, t = 0.3."""
    hit = Circle((0, 0), 2).intersect_segment((-5, 0), (10, 0))
    assert hit.time == pytest.approx(0.3, abs=1e-15)
    assert hit.normal == (-1, 0) and hit.pos == pytest.approx((-2, 0), abs=1e-14)
    assert hit.delta == pytest.approx((-7, 0), abs=1e-14)


def test_tangent_segment_does_not_hit():
    assert Circle((0, 0), 2).intersect_segment((-5, 2), (10, 0)) is None


def test_segment_ending_on_the_circle_does_not_hit():
    assert Circle((0, 0), 2).intersect_segment((-5, 0), (3, 0)) is None


def test_segment_starting_inside_hits_at_time_zero():
    hit = Circle((0, 0), 2).intersect_segment((1, 0), (10, 0))
    assert hit.time == 0.0 and hit.normal == (1, 0) and hit.pos == (1, 0)


def test_segment_starting_on_the_circle_and_leaving_does_not_hit():
    assert Circle((0, 0), 2).intersect_segment((2, 0), (1, 0)) is None


def test_segment_starting_on_the_circle_and_entering_hits_at_once():
    hit = Circle((0, 0), 2).intersect_segment((2, 0), (-1, 0))
    assert hit.time == 0.0 and hit.normal == (1, 0)


def test_zero_length_segment_is_a_point_test():
    assert Circle((0, 0), 2).intersect_segment((1, 0), (0, 0)).time == 0.0
    assert Circle((0, 0), 2).intersect_segment((3, 0), (0.0, -0.0)) is None


def test_nothing_hits_a_circle_of_radius_zero():
    assert Circle((0, 0), 0).intersect_segment((-1, 0), (2, 0)) is None


def test_huge_coordinates_give_finite_results():
    big = 2.0**190
    hit = Circle((big, big), big / 4).intersect_segment((0.0, big), (2 * big, 0.0))
    assert hit is not None and all(math.isfinite(v) for v in (*hit.pos, *hit.normal, hit.time))


def test_tiny_coordinates_scale_like_unit_ones():
    """Everything scaled by 2**-500 (squares 2**-1000, still normal floats): the same
    answers as at unit scale, scaled. Unit case: point (1, 2) in r 3 at 0:
    |d| = sqrt 5, normal (1, 2) / sqrt 5, delta normal * (3 - sqrt 5)."""
    k = 2.0**-500
    unit = Circle((0, 0), 3).intersect_point((1, 2))
    tiny = Circle((0, 0), 3 * k).intersect_point((1 * k, 2 * k))
    assert tiny is not None and tiny.normal == unit.normal
    assert tiny.delta == (unit.delta.x * k, unit.delta.y * k)
    ray = Circle((0, 0), 2 * k).intersect_segment((-4 * k, 0), (8 * k, 0))
    assert ray.time == 0.25 and ray.normal == (-1, 0)


def test_below_the_underflow_limit_static_answers_are_exact_and_never_nan():
    """docs/api.md, precision limits: at 2**-540 the squares would underflow to 0, but
    static tests square tiny vectors in a frame rescaled by an exact power of two, so
    the point is inside with the unit-scale normal. Casts and sweeps rescale their
    quadratic the same way, so they keep the unit-scale answer: R = 4, from -9 by 18,
    contact at -4, t = 5/18."""
    k = 2.0**-540
    hit = Circle((0, 0), 3 * k).intersect_point((1 * k, 2 * k))
    assert hit is not None and hit.normal == Circle((0, 0), 3).intersect_point((1, 2)).normal
    unit = Circle((0, 0), 3).sweep_circle(Circle((-9, 0), 1), (18, 0))
    s = Circle((0, 0), 3 * k).sweep_circle(Circle((-9 * k, 0), k), (18 * k, 0))
    assert s.hit is not None and s.hit.time == unit.hit.time
    assert s.hit.normal == unit.hit.normal == (-1, 0)
    assert all(math.isfinite(v) for v in (*s.pos, s.time, *s.hit.pos, *s.hit.delta))


@settings(max_examples=200, deadline=None)
@given(near_circle_line(), st.sampled_from([2.0**-300, 2.0**-600, 2.0**-700]))
def test_raycast_times_and_normals_do_not_depend_on_a_power_of_two_scale(case, k):
    """Scaling a whole quarter-step raycast by 2**-300..2**-700 (exact) changes no time
    and no normal, bit for bit: the quadratic is solved in a rescaled frame."""
    (cx, cy, r), p1, p2 = case
    delta = (p2[0] - p1[0], p2[1] - p1[1])
    unit = Circle((cx, cy), r).intersect_segment(p1, delta)
    tiny = Circle((cx * k, cy * k), r * k).intersect_segment(
        (p1[0] * k, p1[1] * k), (delta[0] * k, delta[1] * k))
    assert (unit is None) == (tiny is None)
    if unit is not None:
        assert tiny.time == unit.time and tiny.normal == unit.normal
        assert tiny.pos == (unit.pos.x * k, unit.pos.y * k)
