"""The pure-Python oracle for circles, segments and lines (``collide2d.oracle``: lines, circle, circle_sweep, overlaps).

Four kinds of tests:

1. **Named examples** for every function, each derived by hand from
   ``docs/circles-and-lines.md`` (and Dev.Mag, MDN and WecTeam) in its docstring:
   tangent circles, a tangent segment, zero radius, a segment starting inside a
   circle, coincident centres, a segment ending on a circle, parallel and
   collinear segments, segments sharing an end point, a centre exactly on a box
   edge or inside a box, the rounded box's corner region hit and missed, huge
   and tiny coordinates.  Floats are compared bit for bit.
2. **Exact yes/no answers** with :class:`fractions.Fraction`: whether there is
   a hit (and the ``kind`` of a line intersection, the number of circle-line
   points) agrees with exact rational arithmetic on the same float inputs.
   Two families of inputs (see ``Family``):

   * *exact*: small dyadic numbers (multiples of 1/16 below 2**8 in
     magnitude, built from quarter steps and Pythagorean directions), on which
     every ``+ - *`` of the formulas is exact in float64, so the oracle must
     agree with exact arithmetic **also on ties** (touching, tangents, shared
     end points): nothing is skipped -- except where a formula divides first
     (noonat/intersect's slab multiplies by ``1 / delta``; see the segment-box test);
   * *calm*: the same geometry scaled, translated and jittered by a relative
     0, 1e-8, 1e-5 or 1e-2 (no subnormal or tiny values, where squares
     underflow): examples within a relative 1e-9 of a tie are skipped.  A tie
     is detected in exact arithmetic by the quantity whose sign decides the
     answer, measured against the scale of the example: e.g. ``|dist^2 -
     R^2| <= 1e-9 (dist^2 + R^2)`` for two circles, ``|cross(u, w)| <= 1e-9
     |u| D`` for a point against a line (``D`` the extent of the example),
     ``|disc| <= 1e-9 a S^2`` for a tangent line; each ``exact_*`` helper says
     which quantities it measures.  The float error of every one of them is a
     few ulps of that same scale, far below 1e-9 of it.
3. ``circle_line_points`` against **Dev.Mag's textbook formula**
   ``(-b +- sqrt(b^2 - 4ac)) / 2a`` at a stated tolerance (the oracle uses the
   stable pair instead), and a case where the textbook formula cancels.
4. **Invariants**: applying ``delta`` separates the shapes, swapping the
   circles negates the normal, sweeps end not overlapping, the rounded-box
   sweep equals the union of its parts (two grown boxes and four corner
   circles), ``circle_overlap_interval`` agrees with ``circle_intersect_circle``
   sampled at t = k/16, no NaN anywhere, inputs are not modified.

The suite: this file (hand-derived lines and circles), test_oracle_sweeps_and_input.py,
test_oracle_exact.py and test_oracle_properties.py; helpers in oracle_checks.py,
oracle_geometry.py and oracle_exact.py.
"""

from __future__ import annotations

from collide2d import oracle
from collide2d.oracle import LineIntersection

from oracle_checks import BOX, UNIT, assert_hit, assert_same_float, assert_same_vec

# ==========================================================================
# 1. Named examples, derived by hand
# ==========================================================================

# --- line_intersection ----------------------------------------------------


def assert_line(result, kind, start, end, t, u):
    assert isinstance(result, LineIntersection)
    assert result.kind == kind
    assert_same_vec(result.start, start, "start")
    assert_same_vec(result.end, end, "end")
    assert_same_vec(result.t, t, "t")
    assert_same_vec(result.u, u, "u")


def test_crossing_segments_meet_at_one_point():
    """A (0,0)-(4,4), B (0,4)-(4,0): da = (4,4), db = (4,-4), r = a1 - b1 = (0,-4).
    denom = db.y*da.x - db.x*da.y = -16 - 16 = -32; ua_num = db.x*r.y - db.y*r.x
    = -16 - 0 = -16; ub_num = da.x*r.y - da.y*r.x = -16 - 0 = -16.
    ua = ub = 0.5, point a1 + 0.5 da = (2, 2)."""
    got = oracle.line_intersection((0.0, 0.0), (4.0, 4.0), (0.0, 4.0), (4.0, 0.0))
    assert_line(got, "point", (2.0, 2.0), (2.0, 2.0), (0.5, 0.5), (0.5, 0.5))


def test_segments_that_stop_short_are_none_but_their_lines_meet():
    """A (0,0)-(1,1), B (0,4)-(4,0): da = (1,1), db = (4,-4), r = (0,-4);
    denom = -4 - 4 = -8, ua_num = -16 -> ua = 2, ub_num = -4 -> ub = 0.5.
    Segments: ua > 1, "none", with start = end = a2 and t = u = (1, 1).
    Lines: the point a1 + 2 da = (2, 2)."""
    a1, a2, b1, b2 = (0.0, 0.0), (1.0, 1.0), (0.0, 4.0), (4.0, 0.0)
    assert_line(oracle.line_intersection(a1, a2, b1, b2), "none", a2, a2, (1.0, 1.0), (1.0, 1.0))
    got = oracle.line_intersection(a1, a2, b1, b2, segments=False)
    assert_line(got, "point", (2.0, 2.0), (2.0, 2.0), (2.0, 2.0), (0.5, 0.5))


def test_parallel_segments_are_parallel():
    """A (0,0)-(4,0), B (0,1)-(4,1): da = db = (4,0), denom = 0*4 - 4*0 = 0;
    r = (0,-1), ua_num = 4*(-1) - 0*0 = -4 != 0: not collinear -> "parallel",
    start = end = a2, t = u = (1, 1).  The same for infinite lines."""
    a1, a2, b1, b2 = (0.0, 0.0), (4.0, 0.0), (0.0, 1.0), (4.0, 1.0)
    for segments in (True, False):
        got = oracle.line_intersection(a1, a2, b1, b2, segments)
        assert_line(got, "parallel", a2, a2, (1.0, 1.0), (1.0, 1.0))


def test_collinear_segments_overlap_from_the_later_start_to_the_earlier_end():
    """A (0,0)-(4,0), B (2,0)-(6,0): denom 0, r = (-2,0), ua_num = 4*0 - 0*(-2) = 0:
    collinear.  dot(da, da) = 16; s0 = dot((2,0), (4,0)) / 16 = 0.5,
    s1 = dot((6,0), (4,0)) / 16 = 1.5; lo = max(0, 0.5) = 0.5, hi = min(1, 1.5) = 1.
    start = (2,0), end = (4,0); u: dot(start - b1, db) / 16 = 0, dot((2,0), (4,0)) / 16 = 0.5."""
    got = oracle.line_intersection((0.0, 0.0), (4.0, 0.0), (2.0, 0.0), (6.0, 0.0))
    assert_line(got, "overlap", (2.0, 0.0), (4.0, 0.0), (0.5, 1.0), (0.0, 0.5))


def test_collinear_overlap_with_b_reversed_is_ordered_along_a():
    """B (6,0)-(2,0): s0 = 1.5, s1 = 0.5, so lo = 0.5, hi = 1 as before; along B
    (db = (-4,0), dot(db, db) = 16): u(start) = dot((2,0)-(6,0), db) / 16 = 16/16 = 1,
    u(end) = dot((4,0)-(6,0), db) / 16 = 8/16 = 0.5."""
    got = oracle.line_intersection((0.0, 0.0), (4.0, 0.0), (6.0, 0.0), (2.0, 0.0))
    assert_line(got, "overlap", (2.0, 0.0), (4.0, 0.0), (0.5, 1.0), (1.0, 0.5))


def test_collinear_segments_apart_are_parallel():
    """A (0,0)-(1,0), B (2,0)-(3,0): collinear, s0 = 2, s1 = 3: lo = 2 > hi = 1."""
    got = oracle.line_intersection((0.0, 0.0), (1.0, 0.0), (2.0, 0.0), (3.0, 0.0))
    assert_line(got, "parallel", (1.0, 0.0), (1.0, 0.0), (1.0, 1.0), (1.0, 1.0))


def test_collinear_segments_touching_end_to_end_meet_at_one_point():
    """A (0,0)-(2,0), B (2,0)-(5,0): s0 = dot((2,0),(2,0))/4 = 1, s1 = 10/4 = 2.5:
    lo = hi = 1 -> "point" a1 + 1 * da = (2, 0), t = (1, 1), u = dot((0,0), db)/9 = 0."""
    got = oracle.line_intersection((0.0, 0.0), (2.0, 0.0), (2.0, 0.0), (5.0, 0.0))
    assert_line(got, "point", (2.0, 0.0), (2.0, 0.0), (1.0, 1.0), (0.0, 0.0))


def test_collinear_lines_coincide_from_a1_to_a2():
    """Lines through (0,0)-(1,0) and (2,0)-(3,0): collinear -> "overlap", start = a1,
    end = a2, t = (0, 1); u = projections of a1, a2 on B: dot((-2,0), (1,0)) / 1 = -2
    and dot((-1,0), (1,0)) / 1 = -1."""
    got = oracle.line_intersection((0.0, 0.0), (1.0, 0.0), (2.0, 0.0), (3.0, 0.0), segments=False)
    assert_line(got, "overlap", (0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (-2.0, -1.0))


def test_segments_sharing_an_end_point_meet_there():
    """A (0,0)-(2,2), B (2,2)-(4,0): da = (2,2), db = (2,-2), r = (-2,-2).
    denom = -2*2 - 2*2 = -8; ua_num = 2*(-2) - (-2)*(-2) = -8 -> ua = 1;
    ub_num = 2*(-2) - 2*(-2) = 0 -> ub = 0 / -8 = -0.0, reported as +0.0.
    The point a1 + 1 * da = (2, 2): touching counts in this geometric query."""
    got = oracle.line_intersection((0.0, 0.0), (2.0, 2.0), (2.0, 2.0), (4.0, 0.0))
    assert_line(got, "point", (2.0, 2.0), (2.0, 2.0), (1.0, 1.0), (0.0, 0.0))


def test_t_junction_meets_at_the_foot():
    """A (0,0)-(4,0), B (2,0)-(2,3): da = (4,0), db = (0,3), r = (-2,0);
    denom = 3*4 - 0 = 12, ua_num = 0 - 3*(-2) = 6 -> ua = 0.5; ub_num = 4*0 - 0 = 0 -> 0."""
    got = oracle.line_intersection((0.0, 0.0), (4.0, 0.0), (2.0, 0.0), (2.0, 3.0))
    assert_line(got, "point", (2.0, 0.0), (2.0, 0.0), (0.5, 0.5), (0.0, 0.0))


def test_zero_length_segments_are_points():
    """A = (1,1) on B (0,0)-(2,2): cross(db, a1 - b1) = 2*1 - 2*1 = 0, projection
    dot((1,1), (2,2)) / 8 = 0.5: "point" (1,1), t = (0,0), u = (0.5,0.5).
    A = (1,0): cross = 2*0 - 2*1 = -2: "parallel".  A = (3,3): on B's line but
    s = 12/8 = 1.5: "parallel" for the segment, "point" with u = 1.5 for the line.
    B = (1,0) on A (0,0)-(4,0): cross(da, b1 - a1) = 0, s = 4/16 = 0.25: "point"
    at b1, t = (0.25, 0.25), u = (0, 0).  Two equal points meet; two unequal do not."""
    b1, b2 = (0.0, 0.0), (2.0, 2.0)
    p = (1.0, 1.0)
    assert_line(oracle.line_intersection(p, p, b1, b2), "point", p, p, (0.0, 0.0), (0.5, 0.5))
    q = (1.0, 0.0)
    assert_line(oracle.line_intersection(q, q, b1, b2), "parallel", q, q, (1.0, 1.0), (1.0, 1.0))
    far = (3.0, 3.0)
    assert oracle.line_intersection(far, far, b1, b2).kind == "parallel"
    assert_line(oracle.line_intersection(far, far, b1, b2, segments=False), "point", far, far,
                (0.0, 0.0), (1.5, 1.5))
    got = oracle.line_intersection((0.0, 0.0), (4.0, 0.0), q, q)
    assert_line(got, "point", q, q, (0.25, 0.25), (0.0, 0.0))
    assert_line(oracle.line_intersection(p, p, p, p), "point", p, p, (0.0, 0.0), (0.0, 0.0))
    assert oracle.line_intersection(p, p, q, q).kind == "parallel"


def test_lines_meeting_beyond_the_float_range_are_parallel():
    """A (0,0)-(1, 5e-324) (slope 5e-324), B (0,1)-(1,1): denom = 0*1 - 1*5e-324
    = -5e-324 != 0, ua_num = 1*(-1) - 0 = -1, so ua = -1 / -5e-324 overflows to
    +inf (the lines meet near x = 2e323): "parallel" for the lines (no inf or NaN
    coordinates), "none" for the segments (ua > 1)."""
    a1, a2, b1, b2 = (0.0, 0.0), (1.0, 5e-324), (0.0, 1.0), (1.0, 1.0)
    assert_line(oracle.line_intersection(a1, a2, b1, b2, segments=False), "parallel", a2, a2,
                (1.0, 1.0), (1.0, 1.0))
    assert oracle.line_intersection(a1, a2, b1, b2).kind == "none"


# --- circle_line_points ----------------------------------------------------


def test_line_through_a_circle_gives_two_points_ordered_along_it():
    """Circle (0,0) r 5, p1 (-10,3), p2 (10,3): f = (-10,3), d = (20,0), a = 400,
    h = -200, c = 109 - 25 = 84, disc = 40000 - 33600 = 6400, sqrt 80;
    q = -(-200 - 80) = 280, u1 = 280/400 = 0.7, u2 = 84/280 = 0.3: sorted (0.3, 0.7),
    points (-10 + 6, 3) = (-4, 3) and (-10 + 14, 3) = (4, 3)."""
    got = oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 3.0), (10.0, 3.0))
    assert len(got) == 2
    (p, u), (p2, u2) = got
    assert_same_float(u, 84 / 280)
    assert_same_float(u2, 280 / 400)
    assert_same_vec(p, (-10.0 + (84 / 280) * 20.0, 3.0 + (84 / 280) * 0.0), "first")
    assert_same_vec(p2, (-10.0 + 0.7 * 20.0, 3.0), "second")
    assert p == (-4.0, 3.0) and p2 == (4.0, 3.0)


def test_tangent_line_gives_one_point_and_a_line_beyond_gives_none():
    """p1 (-10,5), p2 (10,5): c = 100 + 25 - 25 = 100, disc = 40000 - 40000 = 0:
    one point, u = -h/a = 200/400 = 0.5 -> (0, 5).  At y = 6: c = 111,
    disc = 40000 - 44400 < 0: none."""
    got = oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 5.0), (10.0, 5.0))
    assert got == (((0.0, 5.0), 0.5),)
    assert oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 6.0), (10.0, 6.0)) == ()


def test_segment_starting_inside_keeps_only_the_exit_point():
    """p1 (0,3) inside, p2 (10,3): f = (0,3), d = (10,0), a = 100, h = 0 (+0.0),
    c = 9 - 25 = -16, disc = 0 + 1600, sqrt 40; q = -(0 + copysign(40, +0.0)) = -40,
    u1 = -40/100 = -0.4, u2 = -16/-40 = 0.4.  Segment: only u = 0.4 -> (4, 3);
    line: (-4, 3) at -0.4 and (4, 3) at 0.4."""
    centre, p1, p2 = (0.0, 0.0), (0.0, 3.0), (10.0, 3.0)
    assert oracle.circle_line_points(centre, 5.0, p1, p2) == (((4.0, 3.0), 0.4),)
    line = oracle.circle_line_points(centre, 5.0, p1, p2, segment=False)
    assert line == (((-4.0, 3.0), -0.4), ((4.0, 3.0), 0.4))


def test_segment_ending_on_the_circle_includes_the_end_point():
    """p1 (-10,3), p2 (4,3) (on the circle r 5): d = (14,0), a = 196, h = -140,
    c = 84, disc = 19600 - 16464 = 3136, sqrt 56; q = -(-140 - 56) = 196:
    u1 = 196/196 = 1 exactly, u2 = 84/196.  Both are in [0, 1]."""
    got = oracle.circle_line_points((0.0, 0.0), 5.0, (-10.0, 3.0), (4.0, 3.0))
    assert len(got) == 2
    assert_same_float(got[0][1], 84 / 196)
    assert got[1] == ((4.0, 3.0), 1.0)


def test_zero_length_line_is_a_point_test_on_the_circle():
    """p1 = p2 = (3,4): a = 0, c = 9 + 16 - 25 = 0: ((3,4), 0).  At (3,3): c = -7: ()."""
    assert oracle.circle_line_points((0.0, 0.0), 5.0, (3.0, 4.0), (3.0, 4.0)) == (((3.0, 4.0), 0.0),)
    assert oracle.circle_line_points((0.0, 0.0), 5.0, (3.0, 3.0), (3.0, 3.0)) == ()


def test_zero_radius_circle_is_met_only_by_a_line_through_its_centre():
    """r = 0, line y = 0 through the centre: f = (-1,0), d = (2,0), a = 4, h = -2,
    c = 1, disc = 4 - 4 = 0: tangent, one point u = 2/4 = 0.5 -> (0, 0).  Line y = 1:
    c = 2, disc = 4 - 8 < 0: none."""
    assert oracle.circle_line_points((0.0, 0.0), 0.0, (-1.0, 0.0), (1.0, 0.0)) == (((0.0, 0.0), 0.5),)
    assert oracle.circle_line_points((0.0, 0.0), 0.0, (-1.0, 1.0), (1.0, 1.0)) == ()


# --- circle_intersect_point / circle_intersect_circle ------------------------


def test_point_inside_a_circle_is_pushed_out_radially():
    """Circle (0,0) r 5, point (3,0): d = (3,0), 9 < 25, len 3, normal (1,0),
    pos = (0 + 1*5, 0 + 0*5) = (5,0), delta = (1*(5-3), 0*2) = (2, 0)."""
    c = (0.0, 0.0, 5.0)
    assert_hit(oracle.intersect_circle_point(c, (3.0, 0.0)), c, (5.0, 0.0), (2.0, 0.0), (1.0, 0.0), 0.0)


def test_point_inside_along_a_three_four_five_direction():
    """Circle (1,1) r 10, point (4,5): d = (3,4), 25 < 100, len 5, normal (3/5, 4/5);
    pos = (1 + 0.6*10, 1 + 0.8*10), delta = (0.6*5, 0.8*5) -- float operations as
    written, which here give (7, 9) and (3, 4)."""
    c = (1.0, 1.0, 10.0)
    n = (3.0 / 5.0, 4.0 / 5.0)
    assert_hit(oracle.intersect_circle_point(c, (4.0, 5.0)), c,
               (1.0 + n[0] * 10.0, 1.0 + n[1] * 10.0), (n[0] * 5.0, n[1] * 5.0), n, 0.0)


def test_point_on_the_circle_is_touching_and_a_zero_radius_circle_is_never_hit():
    """(5,0) on the circle r 5: 25 < 25 is false.  r = 0: dot(d,d) < 0 never,
    not even for the centre itself."""
    assert oracle.intersect_circle_point((0.0, 0.0, 5.0), (5.0, 0.0)) is None
    assert oracle.intersect_circle_point((0.0, 0.0, 5.0), (3.0, 4.0)) is None
    assert oracle.intersect_circle_point((2.0, 2.0, 0.0), (2.0, 2.0)) is None


def test_point_at_the_centre_is_pushed_up():
    """d = 0: len 0, normal (0,1) (ties go to y), pos = (0, 0 + 1*5), delta = (0*5, 1*5)."""
    c = (0.0, 0.0, 5.0)
    assert_hit(oracle.intersect_circle_point(c, (0.0, 0.0)), c, (0.0, 5.0), (0.0, 5.0), (0.0, 1.0), 0.0)


def test_tangent_circles_do_not_collide():
    """(0,0) r 2 and (5,0) r 3: d = (5,0), R = 5, 25 < 25 false.  Also along a
    3-4-5 direction: (0,0) r 2 and (3,4) r 3."""
    assert oracle.intersect_circle_circle((0.0, 0.0, 2.0), (5.0, 0.0, 3.0)) is None
    assert oracle.intersect_circle_circle((0.0, 0.0, 2.0), (3.0, 4.0, 3.0)) is None


def test_overlapping_circles_push_the_other_out_to_touching():
    """(0,0) r 2 and (4,0) r 3: 16 < 25, len 4, normal (1,0), pos = (2,0) on the
    collider, delta = (1*(5-4), 0) = (1, 0): the other moves to (5,0), tangent."""
    c = (0.0, 0.0, 2.0)
    got = oracle.intersect_circle_circle(c, (4.0, 0.0, 3.0))
    assert_hit(got, c, (2.0, 0.0), (1.0, 0.0), (1.0, 0.0), 0.0)


def test_coincident_centres_push_along_plus_y():
    """(1,1) r 1 and (1,1) r 2: d = 0, normal (0,1), pos = (1, 1 + 1*1) = (1, 2),
    delta = (0*3, 1*3) = (0, 3)."""
    c = (1.0, 1.0, 1.0)
    got = oracle.intersect_circle_circle(c, (1.0, 1.0, 2.0))
    assert_hit(got, c, (1.0, 2.0), (0.0, 3.0), (0.0, 1.0), 0.0)


def test_circle_inside_another_is_pushed_out_to_touch_from_outside():
    """(0,0) r 5 and (1,0) r 1: 1 < 36, normal (1,0), delta (1*(6-1), 0) = (5,0):
    the small circle ends at (6,0), externally tangent."""
    c = (0.0, 0.0, 5.0)
    assert_hit(oracle.intersect_circle_circle(c, (1.0, 0.0, 1.0)), c, (5.0, 0.0), (5.0, 0.0),
               (1.0, 0.0), 0.0)


def test_zero_radius_circles():
    """Two zero radii: R = 0, nothing.  A zero-radius collider inside a circle of
    radius 1 at distance 0.5: R = 1, 0.25 < 1, a hit (the point is inside the
    other), pos = c + normal * 0 = (0,0), delta = (1*(1 - 0.5), 0) = (0.5, 0)."""
    assert oracle.intersect_circle_circle((0.0, 0.0, 0.0), (0.0, 0.0, 0.0)) is None
    c = (0.0, 0.0, 0.0)
    assert_hit(oracle.intersect_circle_circle(c, (0.5, 0.0, 1.0)), c, (0.0, 0.0), (0.5, 0.0),
               (1.0, 0.0), 0.0)


# --- aabb_intersect_circle / circle_intersect_aabb ---------------------------



def test_circle_overlapping_a_face_is_pushed_out_of_it():
    """Circle (2.5, 0) r 1: q = (2, 0), d = (0.5, 0), 0.25 < 1, normal (1,0),
    pos = q = (2,0), delta = (1*(1 - 0.5), 0) = (0.5, 0)."""
    got = oracle.intersect_aabb_circle(BOX, (2.5, 0.0, 1.0))
    assert_hit(got, BOX, (2.0, 0.0), (0.5, 0.0), (1.0, 0.0), 0.0)


def test_circle_touching_a_face_or_a_corner_does_not_collide():
    """(3, 0) r 1: d = (1,0), 1 < 1 false.  (5, 5) r 5: q = (2,1), d = (3,4),
    25 < 25 false (tangent at the corner)."""
    assert oracle.intersect_aabb_circle(BOX, (3.0, 0.0, 1.0)) is None
    assert oracle.intersect_aabb_circle(BOX, (5.0, 5.0, 5.0)) is None


def test_circle_overlapping_a_corner_is_pushed_out_diagonally():
    """(5, 5) r 6: d = (3,4), 25 < 36, len 5, normal (3/5, 4/5), pos = the corner
    (2, 1), delta = (0.6 * 1, 0.8 * 1)."""
    got = oracle.intersect_aabb_circle(BOX, (5.0, 5.0, 6.0))
    n = (3.0 / 5.0, 4.0 / 5.0)
    assert_hit(got, BOX, (2.0, 1.0), (n[0] * 1.0, n[1] * 1.0), n, 0.0)


def test_centre_inside_the_box_leaves_through_the_nearest_face():
    """(1.5, 0.25) r 0.5: q = c, d = 0.  dx = 1.5, px = 2 - 1.5 = 0.5; dy = 0.25,
    py = 0.75; px < py: x, sign(1.5) = 1: normal (1,0), pos = (0 + 2*1, 0.25),
    delta = (1*(0.5 + 0.5), 0) = (1, 0) -- the circle ends tangent at x = 2.5."""
    got = oracle.intersect_aabb_circle(BOX, (1.5, 0.25, 0.5))
    assert_hit(got, BOX, (2.0, 0.25), (1.0, 0.0), (1.0, 0.0), 0.0)


def test_centre_at_the_box_centre_goes_up():
    """Box (0,0) half (1,1), circle (0,0) r 0.5: px = py = 1, a tie: y, sign(0) = +1:
    normal (0,1), pos = (0, 1), delta = (0, 1*(1 + 0.5)) = (0, 1.5)."""
    box = (0.0, 0.0, 1.0, 1.0)
    assert_hit(oracle.intersect_aabb_circle(box, (0.0, 0.0, 0.5)), box, (0.0, 1.0), (0.0, 1.5),
               (0.0, 1.0), 0.0)


def test_centre_exactly_on_an_edge_leaves_through_that_edge():
    """(2, 0.5) r 1 on the right edge: q = c, d = 0; px = 2 - 2 = 0 < py = 0.5:
    x, normal (1,0), pos (2, 0.5), delta = (1*(0 + 1), 0) = (1, 0).  With r = 0 it
    is noonat/intersect's point on the edge: not strictly inside, no hit."""
    got = oracle.intersect_aabb_circle(BOX, (2.0, 0.5, 1.0))
    assert_hit(got, BOX, (2.0, 0.5), (1.0, 0.0), (1.0, 0.0), 0.0)
    assert oracle.intersect_aabb_circle(BOX, (2.0, 0.5, 0.0)) is None


def test_zero_radius_circle_inside_a_box_is_noonats_point():
    """(1.5, 0.25) r 0: strictly inside, px = 0.5 < py = 0.75: delta = (1*(0.5 + 0), 0)
    -- exactly oracle.intersect_aabb_point's (0.5 * 1, 0)."""
    got = oracle.intersect_aabb_circle(BOX, (1.5, 0.25, 0.0))
    assert got == oracle.intersect_aabb_point(BOX, (1.5, 0.25))
    assert_hit(got, BOX, (2.0, 0.25), (0.5, 0.0), (1.0, 0.0), 0.0)


def test_circle_collider_pushes_a_box_out_along_the_direction_to_it():
    """Circle (0,0) r 2, box (3,0) half (1.5,1): q = (clamp(0, 1.5, 4.5), clamp(0,-1,1))
    = (1.5, 0), e = (1.5, 0), 2.25 < 4, normal (1,0), pos = (2, 0), delta =
    (1*(2 - 1.5), 0) = (0.5, 0): the box moves to x = 3.5, its left face at 2."""
    c = (0.0, 0.0, 2.0)
    got = oracle.intersect_circle_aabb(c, (3.0, 0.0, 1.5, 1.0))
    assert_hit(got, c, (2.0, 0.0), (0.5, 0.0), (1.0, 0.0), 0.0)


def test_circle_collider_inside_a_box_moves_the_box_the_shortest_way():
    """Circle (1, 0.5) r 1 inside box (0,0) half (2,2) (min -2, max 2): amounts
    +y: 1 + (0.5 + 2) = 3.5, -y: 1 + (2 - 0.5) = 2.5, +x: 1 + (1 + 2) = 4,
    -x: 1 + (2 - 1) = 2: -x wins; normal (-1,0), delta = (-1*2, 0*2) = (-2, 0),
    pos = (1 - 1, 0.5 + 0) = (0, 0.5)."""
    c = (1.0, 0.5, 1.0)
    got = oracle.intersect_circle_aabb(c, (0.0, 0.0, 2.0, 2.0))
    assert_hit(got, c, (0.0, 0.5), (-2.0, 0.0), (-1.0, 0.0), 0.0)


def test_circle_collider_at_the_box_centre_moves_the_box_up():
    """All four amounts are 1 + 2 = 3: the tie order is +y first: normal (0,1),
    delta (0*3, 1*3) = (0, 3), pos (0, 1)."""
    c = (0.0, 0.0, 1.0)
    got = oracle.intersect_circle_aabb(c, (0.0, 0.0, 2.0, 2.0))
    assert_hit(got, c, (0.0, 1.0), (0.0, 3.0), (0.0, 1.0), 0.0)


# --- circle_intersect_segment ---------------------------------------------



def test_segment_through_a_circle_hits_where_it_enters():
    """pos (-2,0), delta (4,0), circle (0,0) r 1: f = (-2,0), k = 4 - 1 = 3, a = 16,
    h = -8, disc = 64 - 48 = 16, sqrt 4; q = -(-8 - 4) = 12, t0 = 3/12 = 0.25;
    v = f + t0 delta = (-1, 0), normal (-1, 0); pos = (-2 + 4*0.25, 0) = (-1, 0);
    delta = ((1 - 0.25) * -4, 0.75 * -0.0) = (-3, -0.0)."""
    got = oracle.intersect_circle_segment(UNIT, (-2.0, 0.0), (4.0, 0.0))
    assert_hit(got, UNIT, (-1.0, 0.0), (-3.0, -0.0), (-1.0, 0.0), 0.25)


def test_tangent_segment_does_not_hit():
    """pos (-2,1), delta (4,0): f = (-2,1), k = 4, h = -8, disc = 64 - 64 = 0."""
    assert oracle.intersect_circle_segment(UNIT, (-2.0, 1.0), (4.0, 0.0)) is None


def test_segment_starting_inside_hits_at_time_zero():
    """Circle (0,0) r 2, pos (1,0), delta (5,5): k = 1 - 4 < 0: time 0, normal from
    the centre to pos = (1,0)/1; pos + delta * 0 = (1, 0); delta = (1 * -5, 1 * -5)."""
    c = (0.0, 0.0, 2.0)
    got = oracle.intersect_circle_segment(c, (1.0, 0.0), (5.0, 5.0))
    assert_hit(got, c, (1.0, 0.0), (-5.0, -5.0), (1.0, 0.0), 0.0)


def test_segment_starting_at_the_centre_gets_the_up_normal():
    """pos = c: f = 0, k = -4 < 0, normal (0,1)."""
    c = (0.0, 0.0, 2.0)
    got = oracle.intersect_circle_segment(c, (0.0, 0.0), (1.0, 0.0))
    assert_hit(got, c, (0.0, 0.0), (-1.0, -0.0), (0.0, 1.0), 0.0)


def test_segment_ending_on_the_circle_does_not_hit():
    """pos (-3,0), delta (2,0): k = 8, a = 4, h = -6, disc = 36 - 32 = 4, sqrt 2;
    q = 8, t0 = 8/8 = 1: not < 1."""
    assert oracle.intersect_circle_segment(UNIT, (-3.0, 0.0), (2.0, 0.0)) is None


def test_segment_starting_on_the_circle():
    """pos (1,0) on the circle: k = 0.  Moving out, delta (1,0): h = 1 > 0, no hit.
    Moving in, delta (-1,0): h = -1, disc = 1, q = -(-1 - 1) = 2, t0 = 0/2 = 0:
    a hit at time 0, v = (1,0) + 0 = (1,0), normal (1,0), delta = (1*1, 1*-0.0)."""
    assert oracle.intersect_circle_segment(UNIT, (1.0, 0.0), (1.0, 0.0)) is None
    got = oracle.intersect_circle_segment(UNIT, (1.0, 0.0), (-1.0, 0.0))
    assert_hit(got, UNIT, (1.0, 0.0), (1.0, -0.0), (1.0, 0.0), 0.0)


def test_zero_length_segment_is_a_point_test_and_zero_radius_is_never_hit():
    """delta = 0: inside (k < 0) hits at time 0 with delta = (1 * -0.0, 1 * -0.0);
    outside, a = 0: no hit.  A circle of radius 0 is not hit even through its centre."""
    got = oracle.intersect_circle_segment(UNIT, (0.5, 0.0), (0.0, 0.0))
    assert_hit(got, UNIT, (0.5, 0.0), (-0.0, -0.0), (1.0, 0.0), 0.0)
    assert oracle.intersect_circle_segment(UNIT, (1.5, 0.0), (0.0, 0.0)) is None
    assert oracle.intersect_circle_segment((0.0, 0.0, 0.0), (-1.0, 0.0), (2.0, 0.0)) is None


# --- sweeps -------------------------------------------------------------------


def test_circle_swept_head_on_into_a_circle_stops_short_of_touching():
    """Collider (0,0) r 1, mover (-5,0) r 1, delta (10,0): cast against R = 2:
    f = (-5,0), k = 25 - 4 = 21, a = 100, h = -50, disc = 2500 - 2100 = 400, sqrt 20;
    q = 70, t = 21/70 (= 0.3 rounded); v = (-5 + t*10, 0) = (-2, 0), normal (-1,0);
    hit.pos = c + normal * r = (-1, 0); hit.delta = ((1 - t) * -10, (1 - t) * -0.0);
    time = t - 1e-8, pos = (-5 + 10 * time, 0 + 0 * time)."""
    collider = (0.0, 0.0, 1.0)
    sweep = oracle.sweep_circle_circle(collider, (-5.0, 0.0, 1.0), (10.0, 0.0))
    t = 21.0 / 70.0
    assert_hit(sweep.hit, collider, (-1.0, 0.0), ((1.0 - t) * -10.0, (1.0 - t) * -0.0),
               (-1.0, 0.0), t)
    time = t - 1e-8
    assert_same_float(sweep.time, time)
    assert_same_vec(sweep.pos, (-5.0 + 10.0 * time, 0.0 + 0.0 * time), "pos")
    assert sweep.started_overlapping is False


def test_circle_sweep_that_starts_overlapping_is_stuck_at_time_zero():
    """Mover (1,0) r 1 against (0,0) r 1: 1 < 4, stuck; the cast's k < 0 hit: time 0,
    normal (1,0) (centre to mover), hit.pos (1, 0), delta (1 * -3, 1 * -0.0)."""
    collider = (0.0, 0.0, 1.0)
    sweep = oracle.sweep_circle_circle(collider, (1.0, 0.0, 1.0), (3.0, 0.0))
    assert sweep.started_overlapping and sweep.time == 0.0
    assert_hit(sweep.hit, collider, (1.0, 0.0), (-3.0, -0.0), (1.0, 0.0), 0.0)
    assert_same_vec(sweep.pos, (1.0, 0.0), "pos")


