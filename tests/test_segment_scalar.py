"""Segment, line_intersection and circle_line_points (docs/circles-and-lines.md, 1-2).

Expected values are derived by hand in each docstring.
"""

import math
import pickle

import numpy as np
import pytest

import collide2d
from collide2d import Circle, Segment, Vec2, circle_line_points, line_intersection


def test_segment_is_immutable_comparable_hashable_and_pickles():
    s = Segment((0, 1), (2, 3))
    assert (s.a, s.b, s.delta) == ((0, 1), (2, 3), (2, 2))
    assert s == Segment(Vec2(0, 1), Vec2(2, 3)) and hash(s) == hash(Segment((0.0, 1.0), (2.0, 3.0)))
    assert pickle.loads(pickle.dumps(s)) == s and eval(repr(s), vars(collide2d)) == s
    assert np.asarray(s).tolist() == [0.0, 1.0, 2.0, 3.0]
    with pytest.raises(AttributeError):
        s.a = (1, 1)


@pytest.mark.parametrize("a, b, name", [((math.nan, 0), (1, 1), "a"), ((0, 0), (2.0**201, 0), "b")])
def test_bad_segments_are_rejected_naming_the_end(a, b, name):
    with pytest.raises(ValueError, match=rf"'{name}'"):
        Segment(a, b)


def test_crossing_segments_meet_at_one_point():
    """(0,0)-(2,2) and (0,2)-(2,0) cross at (1,1), halfway along both."""
    r = Segment((0, 0), (2, 2)).intersection(Segment((0, 2), (2, 0)))
    assert (r.kind, r.start, r.end, r.t, r.u) == ("point", (1, 1), (1, 1), (0.5, 0.5), (0.5, 0.5))


def test_segments_sharing_an_end_point_meet_there():
    r = Segment((0, 0), (1, 0)).intersection(Segment((1, 0), (1, 5)))
    assert (r.kind, r.start, r.t, r.u) == ("point", (1, 0), (1, 1), (0, 0))


def test_segments_whose_lines_cross_outside_them_have_nothing_in_common():
    r = Segment((0, 0), (1, 0)).intersection(Segment((2, 1), (3, 5)))
    assert (r.kind, r.start, r.end, r.t, r.u) == ("none", (1, 0), (1, 0), (1, 1), (1, 1))


def test_the_lines_through_them_do_cross():
    """y = 0 and the line through (2,1),(3,5): x = 2 + (y - 1)/4 -> (1.75, 0), u = -1/4."""
    r = line_intersection((0, 0), (1, 0), (2, 1), (3, 5), segments=False)
    assert (r.kind, r.start, r.t, r.u) == ("point", (1.75, 0), (1.75, 1.75), (-0.25, -0.25))


def test_parallel_segments_are_parallel_not_none():
    assert Segment((0, 0), (1, 0)).intersection(Segment((0, 1), (1, 1))).kind == "parallel"


def test_collinear_segments_overlap_with_the_common_piece_ordered_along_the_first():
    """(0,0)-(4,0) and (6,0)-(2,0): common piece (2,0)-(4,0): t = (0.5, 1), u = (1, 0.5)."""
    r = Segment((0, 0), (4, 0)).intersection(Segment((6, 0), (2, 0)))
    assert (r.kind, r.start, r.end, r.t, r.u) == ("overlap", (2, 0), (4, 0), (0.5, 1.0), (1.0, 0.5))


def test_collinear_but_apart_is_parallel():
    assert Segment((0, 0), (1, 0)).intersection(Segment((2, 0), (3, 0))).kind == "parallel"


def test_collinear_touching_end_to_end_is_one_point():
    r = Segment((0, 0), (1, 0)).intersection(Segment((1, 0), (3, 0)))
    assert (r.kind, r.start, r.t) == ("point", (1, 0), (1, 1))


def test_zero_length_segments_are_points_not_divisions_by_zero():
    on = Segment((1, 0), (1, 0)).intersection(Segment((0, 0), (4, 0)))
    assert (on.kind, on.start, on.t, on.u) == ("point", (1, 0), (0, 0), (0.25, 0.25))
    off = Segment((1, 1), (1, 1)).intersection(Segment((0, 0), (4, 0)))
    assert off.kind == "parallel"
    same = Segment((1, 1), (1, 1)).intersection(Segment((1, 1), (1, 1)))
    assert same.kind == "point"


def test_coincident_lines_overlap_entirely():
    r = line_intersection((0, 0), (1, 1), (2, 2), (3, 3), segments=False)
    assert (r.kind, r.start, r.end, r.t) == ("overlap", (0, 0), (1, 1), (0, 1))


# ---- circle_line_points ----------------------------------------------------------


def test_a_line_through_a_circle_meets_it_twice_in_order():
    """(-5,0)-(5,0) against r 2 at 0: x = -2 (u 0.3) and x = 2 (u 0.7)."""
    pts = circle_line_points(Circle((0, 0), 2), (-5, 0), (5, 0))
    assert [(p, u) for p, u in pts] == [((-2, 0), 0.3), ((2, 0), 0.7)]


def test_a_tangent_line_meets_the_circle_once():
    assert circle_line_points(Circle((0, 0), 2), (-5, 2), (5, 2)) == ((Vec2(0, 2), 0.5),)


def test_a_line_that_misses_meets_nothing():
    assert circle_line_points(Circle((0, 0), 2), (-5, 3), (5, 3)) == ()


def test_a_segment_keeps_only_its_own_points_but_the_line_keeps_both():
    c = Circle((0, 0), 2)
    assert [u for _, u in circle_line_points(c, (0, 0), (4, 0))] == [0.5]
    assert [u for _, u in circle_line_points(c, (0, 0), (4, 0), segment=False)] == [-0.5, 0.5]


def test_a_zero_length_line_is_a_point_test_on_the_circle():
    c = Circle((0, 0), 2)
    assert circle_line_points(c, (2, 0), (2, 0)) == ((Vec2(2, 0), 0.0),)
    assert circle_line_points(c, (1, 0), (1, 0)) == ()


def test_far_away_lines_keep_their_precision():
    """A line 1e8 away along its direction: the textbook formula loses the near root
    to cancellation; ours returns points on the circle to within rounding."""
    c = Circle((0, 0), 1)
    for p, _ in circle_line_points(c, (-1e8, 0.5), (1e8, 0.5)):
        assert math.hypot(*p) == pytest.approx(1, abs=1e-7)


def test_a_segment_ending_on_the_circle_keeps_its_end_point():
    """(-5,0)-(2,0) against r 2 at 0: f = (-5, 0), d = (7, 0), a = 49, h = -35,
    k = 21, disc = 196: the stable pair gives s = 49, u = 49/49 = 1 exactly and
    21/49 = 3/7 (x = -2). The textbook (-b + sqrt(disc)) / 2a, or tc + s through
    the nearest point, land one ulp short of 1 and lose the end point."""
    pts = circle_line_points(Circle((0, 0), 2), (-5, 0), (2, 0))
    assert [u for _, u in pts] == [3 / 7, 1.0]
    assert pts[1][0] == Vec2(2, 0)


def test_points_on_a_circle_off_the_origin_are_exact_on_simple_inputs():
    """(-5,0)-(5,0) against r 2 at (3, 0): x = 1 (u 0.6) and x = 5 (u 1)."""
    pts = circle_line_points(Circle((3, 0), 2), (-5, 0), (5, 0))
    assert [tuple(p) for p, _ in pts] == [(1.0, 0.0), (5.0, 0.0)]
