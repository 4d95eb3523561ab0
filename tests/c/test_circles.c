// collide2d core tests: circles, segments and lines, static (docs/circles-and-lines.md).
// The kit is tests/c/check.h.
#include "check.h"

void test_circle_point_and_circle(void) {
    // Page section 3: d = p - c, hit iff dot(d, d) < R * R; normal = d / len
    // ((0, 1) when len == 0); pos = c + normal * r; delta = normal * (R - len).
    c2d_circle c = circle(0, 0, 2);

    // d = (1, 0), len 1: normal (1, 0), pos (2, 0), delta (1, 0).
    EXPECT_HIT("point inside a circle is pushed out along the radius",
               c2d_intersect_circle_point(c, vec(1, 0)), hit_at(2, 0, 1, 0, 1, 0, 0));
    // Circle (1, 1) r 10, point (4, 5): d = (3, 4), len 5, normal (3/5, 4/5)
    // rounded (0.6, 0.8); normal * 10 and normal * 5 round back to integers:
    // pos (1 + 6, 1 + 8), delta (3, 4).
    EXPECT_HIT("3-4-5 point inside a circle gets the unit normal (0.6, 0.8)",
               c2d_intersect_circle_point(circle(1, 1, 10), vec(4, 5)),
               hit_at(7, 9, 3, 4, 0.6, 0.8, 0));
    // (-3, 4) on a circle of radius 5: 25 < 25 is false.
    EXPECT_HIT("3-4-5 point on the circle does not hit",
               c2d_intersect_circle_point(circle(0, 0, 5), vec(-3, 4)), miss_at(-3, 4));
    // len 0: normal (0, 1) (ties go to y, sign(0) = +1), pos (0, 2), delta (0, 2).
    EXPECT_HIT("point at the centre leaves through +y",
               c2d_intersect_circle_point(c, vec(0, 0)), hit_at(0, 2, 0, 2, 0, 1, 0));
    EXPECT_HIT("a circle of radius 0 has no interior, not even its centre",
               c2d_intersect_circle_point(circle(1, 1, 0), vec(1, 1)), miss_at(1, 1));

    // Circle-circle: R = r + other.r = 4, d = (3, 0): normal (1, 0), pos on
    // this circle (2, 0), delta (4 - 3) * normal.
    EXPECT_HIT("overlapping circles push the other out by R - len",
               c2d_intersect_circle_circle(c, circle(3, 0, 2)), hit_at(2, 0, 1, 0, 1, 0, 0));
    EXPECT_HIT("circles touching (distance = radius sum) do not hit",
               c2d_intersect_circle_circle(c, circle(4, 0, 2)), miss_at(4, 0));
    // Coincident centres (1, 1), r 2 and 1: normal (0, 1), pos (1, 1 + 2),
    // delta (0, 3).
    EXPECT_HIT("coincident centres push along (0, 1)",
               c2d_intersect_circle_circle(circle(1, 1, 2), circle(1, 1, 1)),
               hit_at(1, 3, 0, 3, 0, 1, 0));
    // Receiver of radius 0, other r 1 at distance 0.5: R = 1, pos = the centre.
    EXPECT_HIT("a circle of radius 0 is hit by a circle around it, pos at its centre",
               c2d_intersect_circle_circle(circle(0, 0, 0), circle(0.5, 0, 1)),
               hit_at(0, 0, 0.5, 0, 1, 0, 0));
    // R = r + 0 = r exactly, so the two tests are one formula.
    CHECK("an other circle of radius 0 is tested exactly like a point",
          same_hit(c2d_intersect_circle_circle(c, circle(1, 0.5, 0)),
                   c2d_intersect_circle_point(c, vec(1, 0.5))) &&
              same_hit(c2d_intersect_circle_circle(c, circle(0, 0, 0)),
                       c2d_intersect_circle_point(c, vec(0, 0))));
}

void test_circle_and_aabb(void) {
    // AABB.intersect_circle (box is the collider): q = clamp(c, min, max),
    // d = c - q; outside: hit iff dot(d, d) < r^2, normal d / len, pos q,
    // delta normal * (r - len). Inside or on the boundary: the face of least
    // overlap (px = hx - |dx|; ties to y), delta sign * (p + r).
    c2d_aabb b = box(0, 0, 2, 1);

    // Circle (3, 0) r 2: q = (2, 0), d = (1, 0).
    EXPECT_HIT("circle overlapping a face is pushed out through it",
               c2d_intersect_aabb_circle(b, circle(3, 0, 2)), hit_at(2, 0, 1, 0, 1, 0, 0));
    EXPECT_HIT("circle touching a face does not hit",
               c2d_intersect_aabb_circle(b, circle(4, 0, 2)), miss_at(4, 0));
    // Box (0, 0, 1, 1), circle (4, 5) r 10: q = the corner (1, 1), d = (3, 4).
    c2d_aabb square = box(0, 0, 1, 1);
    EXPECT_HIT("circle overlapping a corner is pushed out along corner-to-centre",
               c2d_intersect_aabb_circle(square, circle(4, 5, 10)),
               hit_at(1, 1, 3, 4, 0.6, 0.8, 0));
    EXPECT_HIT("circle touching a corner does not hit",
               c2d_intersect_aabb_circle(square, circle(4, 5, 5)), miss_at(4, 5));
    // Centre (1.5, 0.25) inside: px = 0.5 < py = 0.75 -> x, sign +1;
    // pos (2, 0.25), delta (0.5 + r, 0) = (1, 0).
    EXPECT_HIT("circle centred inside leaves through the face of least overlap",
               c2d_intersect_aabb_circle(b, circle(1.5, 0.25, 0.5)),
               hit_at(2, 0.25, 1, 0, 1, 0, 0));
    // Centre (2, 0.5) on the right edge: px = 0 < py = 0.5 -> out through +x
    // by 0 + r.
    EXPECT_HIT("circle centred on an edge leaves through that edge",
               c2d_intersect_aabb_circle(b, circle(2, 0.5, 1)), hit_at(2, 0.5, 1, 0, 1, 0, 0));
    CHECK("a circle of radius 0 is tested exactly like noonat/intersect's point",
          same_hit(c2d_intersect_aabb_circle(b, circle(1.5, 0.25, 0)),
                   c2d_intersect_aabb_point(b, vec(1.5, 0.25))) &&
              same_hit(c2d_intersect_aabb_circle(b, circle(-0.5, -0.75, 0)),
                       c2d_intersect_aabb_point(b, vec(-0.5, -0.75))) &&
              same_hit(c2d_intersect_aabb_circle(b, circle(2, 0.5, 0)),
                       c2d_intersect_aabb_point(b, vec(2, 0.5))) &&
              same_hit(c2d_intersect_aabb_circle(b, circle(3, 0, 0)),
                       c2d_intersect_aabb_point(b, vec(3, 0))));
    // Centre at the centre of a square: px = py = 1 -> y, sign(0) = +1;
    // pos (0, 1), delta (0, 1 + 0.5).
    EXPECT_HIT("circle at the centre of a square box ties to +y",
               c2d_intersect_aabb_circle(square, circle(0, 0, 0.5)),
               hit_at(0, 1, 0, 1.5, 0, 1, 0));

    // Circle.intersect_aabb (circle is the collider, delta moves the box):
    // e = q - c; outside: normal e / len, pos c + normal * r.
    // Circle (0, 0) r 2, box (2.5, 0, 1, 1): q = (1.5, 0), len 1.5.
    c2d_circle c = circle(0, 0, 2);
    EXPECT_HIT("box overlapping a circle is pushed out along centre-to-box",
               c2d_intersect_circle_aabb(c, box(2.5, 0, 1, 1)), hit_at(2, 0, 0.5, 0, 1, 0, 0));
    EXPECT_HIT("box touching a circle does not hit, no-hit pos is the box's centre",
               c2d_intersect_circle_aabb(c, box(3, 0, 1, 1)), miss_at(3, 0));
    // Circle r 10, box (4, 5, 1, 1): q = (3, 4), len 5; pos (6, 8), delta (3, 4).
    EXPECT_HIT("box corner inside a circle is pushed out along centre-to-corner",
               c2d_intersect_circle_aabb(circle(0, 0, 10), box(4, 5, 1, 1)),
               hit_at(6, 8, 3, 4, 0.6, 0.8, 0));
    // Centre (0.5, 0) r 1 inside box (0, 0, 2, 2): +y needs 1 + 2 = 3, -y 3,
    // +x 1 + 2.5, -x 1 + 1.5 = 2.5 -> -x; pos (0.5 - 1, 0).
    EXPECT_HIT("box around a circle moves the shortest way to clear it",
               c2d_intersect_circle_aabb(circle(0.5, 0, 1), box(0, 0, 2, 2)),
               hit_at(-0.5, 0, -2.5, 0, -1, 0, 0));
    // Concentric: all four need 1 + 1 = 2 -> +y first.
    EXPECT_HIT("box concentric with a circle moves +y (ties: +y, -y, +x, -x)",
               c2d_intersect_circle_aabb(circle(0, 0, 1), box(0, 0, 1, 1)),
               hit_at(0, 1, 0, 2, 0, 1, 0));
    // Centre (0.5, 0.5) in box (0, 0, 2, 2): -y and -x both need 2.5 -> -y.
    EXPECT_HIT("box needing equal moves along -y and -x moves -y",
               c2d_intersect_circle_aabb(circle(0.5, 0.5, 1), box(0, 0, 2, 2)),
               hit_at(0.5, -0.5, 0, -2.5, 0, -1, 0));
    // Centre 1e-170 outside a zero-size box: dot(d, d) would underflow to 0,
    // but outside is decided on d != 0 and the tiny d is normalised in its own
    // rescaled frame (c2d_unit): normal +-x, len 1e-170, delta (1 - 1e-170 = 1).
    EXPECT_HIT("a centre outside by less than the squares resolve is outside (box collider)",
               c2d_intersect_aabb_circle(box(0, 0, 0, 0), circle(1e-170, 0, 1)),
               hit_at(0, 0, 1, 0, 1, 0, 0));
    EXPECT_HIT("a centre outside by less than the squares resolve is outside (circle collider)",
               c2d_intersect_circle_aabb(circle(1e-170, 0, 1), box(0, 0, 0, 0)),
               hit_at(-1, 0, -1, 0, -1, 0, 0));
    EXPECT_HIT("circle of radius 0 on a box's boundary does not hit it",
               c2d_intersect_circle_aabb(circle(2, 0, 0), b), miss_at(0, 0));
}

void test_circle_segment(void) {
    // Page section 3 (raycast): starts inside (dot(f, f) < r^2): time 0, normal
    // from the centre to pos; else entry time t0 of |f + t delta| = r, a hit
    // iff the segment passes through the interior (t0 < 1, t1 > 0, two roots);
    // normal = unit (f + t0 delta); pos = pos + delta * t0; delta = (1 - t0) * -delta.
    c2d_circle c = circle(0, 0, 2);

    // -4 + 8 t = -2 -> t = 0.25; normal (-1, 0); delta 0.75 * (-8, -0.0).
    EXPECT_HIT("segment entering a circle hits at the entry fraction",
               c2d_intersect_circle_segment(c, vec(-4, 0), vec(8, 0)),
               hit_at(-2, 0, -6, -0.0, -1, 0, 0.25));
    // Circle r 5, pos (-3, -12), delta (0, 16): y = -12 + 16 t = -4 at t = 0.5;
    // entry (-3, -4), normal (-3/5, -4/5); delta 0.5 * (-0.0, -16).
    EXPECT_HIT("3-4-5 entry point gives the normal (-0.6, -0.8)",
               c2d_intersect_circle_segment(circle(0, 0, 5), vec(-3, -12), vec(0, 16)),
               hit_at(-3, -4, -0.0, -8, -0.6, -0.8, 0.5));
    EXPECT_HIT("segment starting inside hits at time 0 with normal centre-to-start",
               c2d_intersect_circle_segment(c, vec(1, 0), vec(8, 0)),
               hit_at(1, 0, -8, -0.0, 1, 0, 0));
    EXPECT_HIT("segment starting at the centre has normal (0, 1)",
               c2d_intersect_circle_segment(c, vec(0, 0), vec(1, 0)),
               hit_at(0, 0, -1, -0.0, 0, 1, 0));
    // y = 2 touches the circle at (0, 2) only.
    EXPECT_HIT("tangent segment does not hit",
               c2d_intersect_circle_segment(c, vec(-4, 2), vec(8, 0)), miss_at(4, 2));
    // Roots 1 and 3: t0 = 1 is not < 1.
    EXPECT_HIT("segment ending on the circle does not hit",
               c2d_intersect_circle_segment(c, vec(-4, 0), vec(2, 0)), miss_at(-2, 0));
    // Roots -1 and 0: t1 = 0 is not > 0.
    EXPECT_HIT("segment starting on the circle and moving out does not hit",
               c2d_intersect_circle_segment(c, vec(2, 0), vec(4, 0)), miss_at(6, 0));
    // Roots 0 and 1: enters at once.
    EXPECT_HIT("segment starting on the circle and moving in hits at time 0",
               c2d_intersect_circle_segment(c, vec(-2, 0), vec(4, 0)),
               hit_at(-2, 0, -4, -0.0, -1, 0, 0));
    EXPECT_HIT("nothing hits a circle of radius 0, not even through its centre",
               c2d_intersect_circle_segment(circle(0, 0, 0), vec(-1, 0), vec(2, 0)),
               miss_at(1, 0));
    // Zero-length segment = point test (see also test_circle_invariants): a
    // start inside hits at time 0, delta (1 - 0) * -(+0) = -0.0.
    EXPECT_HIT("zero-length segment inside a circle hits at time 0",
               c2d_intersect_circle_segment(c, vec(1, 0), vec(0, 0)),
               hit_at(1, 0, -0.0, -0.0, 1, 0, 0));

    // From (-5, 0) by (7, 0): -5 + 7 t = -2 at t = 3/7, not a double: the
    // stable pair's k / s = 21 / 49 is it correctly rounded. 7 * t rounds to 3,
    // so pos (-2, 0); (1 - t) * -7 rounds to -4.
    EXPECT_HIT("entry at t = 3/7 is correctly rounded, the contact exact",
               c2d_intersect_circle_segment(c, vec(-5, 0), vec(7, 0)),
               hit_at(-2, 0, -4, -0.0, -1, 0, 3.0 / 7.0));
    // a = 1e-320 (subnormal): the nearest-point form's sqrt(e / a) overflowed
    // to +inf and made this a hit at time 0; both roots are in fact < 0.
    EXPECT_HIT("a point outside moving by 1e-160 does not hit",
               c2d_intersect_circle_segment(circle(0, 0, 1), vec(2, 0), vec(1e-160, 0)),
               miss_at(2, 0));
}

void test_line_intersection(void) {
    // Page section 1 (Dev.Mag): da = a2 - a1, db = b2 - b1, r = a1 - b1,
    // denom = db.y da.x - db.x da.y, ua = (db.x r.y - db.y r.x) / denom,
    // ub = (da.x r.y - da.y r.x) / denom; point a1 + ua da.

    // X: da (2, 0), db (0, 2), r (-1, 1): denom 4, ua = 2 / 4, ub = 2 / 4.
    EXPECT_LINE("crossing segments meet at one point",
                c2d_line_intersection(vec(-1, 0), vec(1, 0), vec(0, -1), vec(0, 1), true),
                line_hit(C2D_LINES_POINT, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5));
    // da (4, 0), db (0, 2), r (-1, 1): denom 8, ua = 2 / 8, ub = 4 / 8.
    c2d_vec2 a1 = vec(0, 0), a2 = vec(4, 0), b1 = vec(1, -1), b2 = vec(1, 1);
    EXPECT_LINE("t is the parameter along A and u along B",
                c2d_line_intersection(a1, a2, b1, b2, true),
                line_hit(C2D_LINES_POINT, 1, 0, 1, 0, 0.25, 0.25, 0.5, 0.5));
    // da (1, 0), db (0, 2), r (-2, 1): denom 2, ua = 4 / 2 = 2, ub = 1 / 2.
    EXPECT_LINE("segments that do not reach each other are \"none\" at a2",
                c2d_line_intersection(vec(0, 0), vec(1, 0), vec(2, -1), vec(2, 1), true),
                no_point(C2D_LINES_NONE, 1, 0));
    EXPECT_LINE("the same as lines meet beyond A's end",
                c2d_line_intersection(vec(0, 0), vec(1, 0), vec(2, -1), vec(2, 1), false),
                line_hit(C2D_LINES_POINT, 2, 0, 2, 0, 2, 2, 0.5, 0.5));
    // denom 0, ua_num = 2 * -1 - 0 != 0.
    EXPECT_LINE("parallel segments are \"parallel\" at a2",
                c2d_line_intersection(vec(0, 0), vec(2, 0), vec(0, 1), vec(2, 1), true),
                no_point(C2D_LINES_PARALLEL, 2, 0));
    // Collinear: s0 = dot((2, 0), (4, 0)) / 16 = 0.5, s1 = 24 / 16 = 1.5;
    // lo 0.5, hi 1: (2, 0) to (4, 0); along B: 0 / 16 and 8 / 16.
    EXPECT_LINE("collinear segments overlap on their common part",
                c2d_line_intersection(vec(0, 0), vec(4, 0), vec(2, 0), vec(6, 0), true),
                line_hit(C2D_LINES_OVERLAP, 2, 0, 4, 0, 0.5, 1, 0, 0.5));
    // B reversed: the same part, still ordered along A; u = 16 / 16, 8 / 16.
    EXPECT_LINE("a collinear overlap is ordered along A whatever B's direction",
                c2d_line_intersection(vec(0, 0), vec(4, 0), vec(6, 0), vec(2, 0), true),
                line_hit(C2D_LINES_OVERLAP, 2, 0, 4, 0, 0.5, 1, 1, 0.5));
    // Lines: start a1, end a2, t (0, 1), u = (-8 / 16, 8 / 16).
    EXPECT_LINE("collinear lines overlap from a1 to a2",
                c2d_line_intersection(vec(0, 0), vec(4, 0), vec(2, 0), vec(6, 0), false),
                line_hit(C2D_LINES_OVERLAP, 0, 0, 4, 0, 0, 1, -0.5, 0.5));
    // s0 = 2, s1 = 3: lo = 2 > hi = 1.
    EXPECT_LINE("collinear segments apart are \"parallel\"",
                c2d_line_intersection(vec(0, 0), vec(1, 0), vec(2, 0), vec(3, 0), true),
                no_point(C2D_LINES_PARALLEL, 1, 0));
    // s0 = 1, s1 = 2: lo = hi = 1.
    EXPECT_LINE("collinear segments sharing an end point meet there",
                c2d_line_intersection(vec(0, 0), vec(2, 0), vec(2, 0), vec(4, 0), true),
                line_hit(C2D_LINES_POINT, 2, 0, 2, 0, 1, 1, 0, 0));
    // da (2, 0), db (0, 2), r (-2, 0): denom 4, ua = 4 / 4, ub = 0 / 4.
    EXPECT_LINE("segments sharing an end point meet there",
                c2d_line_intersection(vec(0, 0), vec(2, 0), vec(2, 0), vec(2, 2), true),
                line_hit(C2D_LINES_POINT, 2, 0, 2, 0, 1, 1, 0, 0));
    // Zero-length A at (1, 0) on B (0, 0)-(4, 0): s = 4 / 16.
    EXPECT_LINE("zero-length A on B is a point with t (0, 0)",
                c2d_line_intersection(vec(1, 0), vec(1, 0), vec(0, 0), vec(4, 0), true),
                line_hit(C2D_LINES_POINT, 1, 0, 1, 0, 0, 0, 0.25, 0.25));
    EXPECT_LINE("zero-length A off B is \"parallel\"",
                c2d_line_intersection(vec(1, 1), vec(1, 1), vec(0, 0), vec(4, 0), true),
                no_point(C2D_LINES_PARALLEL, 1, 1));
    EXPECT_LINE("zero-length A on B's line is a point for lines",
                c2d_line_intersection(vec(5, 0), vec(5, 0), vec(0, 0), vec(4, 0), false),
                line_hit(C2D_LINES_POINT, 5, 0, 5, 0, 0, 0, 1.25, 1.25));
    EXPECT_LINE("zero-length B on A is the point b1 with u (0, 0)",
                c2d_line_intersection(vec(0, 0), vec(4, 0), vec(1, 0), vec(1, 0), true),
                line_hit(C2D_LINES_POINT, 1, 0, 1, 0, 0.25, 0.25, 0, 0));
    // Parameters are never -0.0. Shared start, B going up-left: ua_num =
    // -2 * 0 - 2 * 0 = -0.0, so ua = -0.0 / 4 before the + 0.0.
    EXPECT_LINE("segments sharing a start point have t = u = +0.0",
                c2d_line_intersection(vec(0, 0), vec(2, 0), vec(0, 0), vec(-2, 2), true),
                line_hit(C2D_LINES_POINT, 0, 0, 0, 0, 0, 0, 0, 0));
    // Collinear, B reversed along the diagonal: s0 = 16 / 32, s1 = -16 / 32;
    // part (0, 0)-(2, 2); u = 16 / 32 and dot((0, 0), (-4, -4)) = -0.0 -> +0.0.
    EXPECT_LINE("a collinear overlap ending at b1 has u = +0.0 there",
                c2d_line_intersection(vec(0, 0), vec(4, 4), vec(2, 2), vec(-2, -2), true),
                line_hit(C2D_LINES_OVERLAP, 0, 0, 2, 2, 0, 0.5, 0.5, 0));
    // denom = 5e-324, ua = 1 / 5e-324 = +inf: the lines meet beyond the float
    // range, "parallel" to within float64 (a1 + inf * (1, 0) would be NaN).
    EXPECT_LINE("lines meeting beyond the float range are \"parallel\"",
                c2d_line_intersection(vec(0, 1), vec(1, 1), vec(0, 0), vec(1, 5e-324), false),
                no_point(C2D_LINES_PARALLEL, 1, 1));
    EXPECT_LINE("two zero-length segments at one point meet",
                c2d_line_intersection(vec(3, 3), vec(3, 3), vec(3, 3), vec(3, 3), true),
                line_hit(C2D_LINES_POINT, 3, 3, 3, 3, 0, 0, 0, 0));
}

void test_circle_line_points(void) {
    // Page section 2: points p1 + u (p2 - p1) on the circle, ascending u;
    // segment: only 0 <= u <= 1; tangent: one point; zero length: point test.
    c2d_circle c5 = circle(0, 0, 5);

    // y = 3 meets r = 5 at x = -+4: -6 + 16 u = -+4 -> u = 0.125, 0.625.
    EXPECT_POINTS("a chord's two points in order along the line",
                  c2d_circle_line_points(c5, vec(-6, 3), vec(10, 3), true),
                  points_of(2, -4, 3, 0.125, 4, 3, 0.625));
    // (-2, 3)-(2, 3) is inside: u = -0.5, 1.5 are outside [0, 1].
    EXPECT_POINTS("a segment inside the circle has no points",
                  c2d_circle_line_points(c5, vec(-2, 3), vec(2, 3), true),
                  points_of(0, 0, 0, 0, 0, 0, 0));
    EXPECT_POINTS("the same as a line has both",
                  c2d_circle_line_points(c5, vec(-2, 3), vec(2, 3), false),
                  points_of(2, -4, 3, -0.5, 4, 3, 1.5));
    // (0, 3)-(8, 3): u = -0.5 dropped, u = 0.5 kept.
    EXPECT_POINTS("a segment with one end inside has one point",
                  c2d_circle_line_points(c5, vec(0, 3), vec(8, 3), true),
                  points_of(1, 4, 3, 0.5, 0, 0, 0));
    // Root at exactly u = 0 (p1 on the circle): +0.0, not -0.0.
    EXPECT_POINTS("a segment starting on the circle has u = +0.0 there",
                  c2d_circle_line_points(c5, vec(-5, 0), vec(5, 0), true),
                  points_of(2, -5, 0, 0, 5, 0, 1));

    c2d_circle c2 = circle(0, 0, 2);
    EXPECT_POINTS("a tangent line has one point",
                  c2d_circle_line_points(c2, vec(-4, 2), vec(4, 2), true),
                  points_of(1, 0, 2, 0.5, 0, 0, 0));
    EXPECT_POINTS("a zero-length segment on the circle is that point, u = 0",
                  c2d_circle_line_points(c2, vec(0, -2), vec(0, -2), true),
                  points_of(1, 0, -2, 0, 0, 0, 0));
    EXPECT_POINTS("a line through a circle of radius 0 meets it once, at the centre",
                  c2d_circle_line_points(circle(0, 0, 0), vec(-1, 0), vec(1, 0), false),
                  points_of(1, 0, 0, 0.5, 0, 0, 0));

    // (-5, 0)-(2, 0) vs r 2: u = 3/7 (k / s = 21 / 49, correctly rounded) and
    // 1 (s / a = 49 / 49): the end point on the circle is kept, and both
    // points are exact.
    EXPECT_POINTS("a segment ending on the circle keeps its end point, u = 3/7 and 1",
                  c2d_circle_line_points(c2, vec(-5, 0), vec(2, 0), true),
                  points_of(2, -2, 0, 3.0 / 7.0, 2, 0, 1));

    // A root at exactly u = 0 with the other root negative: (2, 0) to (6, 0),
    // |2 + 4 u| = 2 at u = -1 and 0. The 0 must be +0.0 (the stable pair's
    // k / s is 0 / -16 = -0.0 before its + 0.0).
    EXPECT_POINTS("a line starting on the circle and moving out has u = -1 and +0.0",
                  c2d_circle_line_points(c2, vec(2, 0), vec(6, 0), false),
                  points_of(2, -2, 0, -1, 2, 0, 0));
    // The reason for the nearest point: a line 1e8 away crossing a unit
    // circle at y = 0.5 has two roots 0.5 -+ sqrt(0.75) / 2e8, not a tangent.
    c2d_circle_points p =
        c2d_circle_line_points(circle(0, 0, 1), vec(-1e8, 0.5), vec(1e8, 0.5), false);
    double half_width = sqrt(0.75) / 2e8;
    CHECK("a far-away chord keeps two roots (no cancellation in the discriminant)",
          p.count == 2 && fabs(p.u[0] - (0.5 - half_width)) < 1e-6 * half_width &&
              fabs(p.u[1] - (0.5 + half_width)) < 1e-6 * half_width);
}

