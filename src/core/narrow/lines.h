// collide2d core, narrow/lines.h: segment-segment and line-line intersections with every case
// classified, and where a line meets a circle (Dev.Mag part 2).
#ifndef C2D_NARROW_LINES_H
#define C2D_NARROW_LINES_H

#include "narrow/circle.h"

/// Parameter of `point` along origin + s d: dot(point - origin, d) / dd, never -0.0.
static inline double c2d_project(c2d_vec2 point, c2d_vec2 origin, c2d_vec2 d, double dd) {
    double wx = point.x - origin.x, wy = point.y - origin.y;
    return (wx * d.x + wy * d.y) / dd + 0.0;
}

/// The cases of c2d_line_intersection with denom == 0 (parallel, collinear,
/// or a zero-length input): rare, so kept out of line, and the common case
/// below stays small enough to inline into the batch loops.
static C2D_COLD c2d_line_hit c2d_line_intersection_parallel(c2d_vec2 a1, c2d_vec2 a2, c2d_vec2 b1,
                                                   c2d_vec2 b2, bool segments) {
    c2d_vec2 da = c2d_sub(a2, a1), db = c2d_sub(b2, b1), r = c2d_sub(a1, b1);
    c2d_line_hit parallel = c2d_line_result(C2D_LINES_PARALLEL, a2, a2, 1.0, 1.0, 1.0, 1.0);
    double ua_num = db.x * r.y - db.y * r.x;
    // Parallel, or a zero-length input: zero length is a zero squared
    // length, so no projection below divides by zero.
    double aa = c2d_dot(da, da), bb = c2d_dot(db, db);
    if (aa == 0 && bb == 0) {
        if (a1.x == b1.x && a1.y == b1.y) return c2d_line_result(C2D_LINES_POINT, a1, a1, 0, 0, 0, 0);
        return parallel;
    }
    if (aa == 0) { // A is a point: on B (cross(db, a1 - b1) is ua_num), within it for segments
        if (ua_num == 0) {
            double s = c2d_project(a1, b1, db, bb);
            if (!segments || (s >= 0 && s <= 1))
                return c2d_line_result(C2D_LINES_POINT, a1, a1, 0, 0, s, s);
        }
        return parallel;
    }
    if (bb == 0) { // B is a point: the common point is b1 itself
        if (c2d_cross(da, c2d_sub(b1, a1)) == 0) {
            double s = c2d_project(b1, a1, da, aa);
            if (!segments || (s >= 0 && s <= 1))
                return c2d_line_result(C2D_LINES_POINT, b1, b1, s, s, 0, 0);
        }
        return parallel;
    }
    if (ua_num != 0) return parallel; // parallel, not collinear
    if (!segments) {
        return c2d_line_result(C2D_LINES_OVERLAP, a1, a2, 0.0, 1.0, c2d_project(a1, b1, db, bb),
                               c2d_project(a2, b1, db, bb));
    }
    double s0 = c2d_project(b1, a1, da, aa), s1 = c2d_project(b2, a1, da, aa);
    double lo = s0 < s1 ? s0 : s1, hi = s0 < s1 ? s1 : s0;
    if (lo < 0) lo = 0.0;
    if (hi > 1) hi = 1.0;
    if (lo > hi) return parallel;
    c2d_vec2 start = c2d_along(a1, da, lo), end = c2d_along(a1, da, hi);
    // B's parameters of the same points, clamped to [0, 1] against rounding.
    double u0 = c2d_clamp(c2d_project(start, b1, db, bb), 0.0, 1.0);
    double u1 = c2d_clamp(c2d_project(end, b1, db, bb), 0.0, 1.0);
    if (lo == hi) return c2d_line_result(C2D_LINES_POINT, start, start, lo, lo, u0, u0);
    return c2d_line_result(C2D_LINES_OVERLAP, start, end, lo, hi, u0, u1);
}

/// Dev.Mag part 2, LineLineCollision, for segments a1-a2 and b1-b2 (`segments`) or
/// the infinite lines through them. Segments include their end points. See
/// docs/circles-and-lines.md, section 1, for every case and formula; the
/// oracle (collide2d/oracle/lines.py) has the same operations in order.
static inline c2d_line_hit c2d_line_intersection(c2d_vec2 a1, c2d_vec2 a2, c2d_vec2 b1,
                                                 c2d_vec2 b2, bool segments) {
    c2d_vec2 da = c2d_sub(a2, a1), db = c2d_sub(b2, b1), r = c2d_sub(a1, b1);
    double denom = db.y * da.x - db.x * da.y;
    double ua_num = db.x * r.y - db.y * r.x;
    double ub_num = da.x * r.y - da.y * r.x;
    if (denom != 0) {
        // The common case, without branches on the data (crossing and
        // missing segments come in random order in a batch).
        double ua = ua_num / denom + 0.0, ub = ub_num / denom + 0.0;
        c2d_vec2 p = c2d_along(a1, da, ua);
        bool within = (ua >= 0) & (ua <= 1) & (ub >= 0) & (ub <= 1);
        // Lines only: meeting beyond the float range (ua or the point
        // overflowed) is parallel to within float64; never an inf or NaN.
        // (For segments, within implies finite.)
        bool finite = isfinite(ua) & isfinite(ub) & isfinite(p.x) & isfinite(p.y);
        bool point = segments ? within : finite;
        c2d_vec2 at = c2d_v2(c2d_select(point, p.x, a2.x), c2d_select(point, p.y, a2.y));
        double t = c2d_select(point, ua, 1.0), u = c2d_select(point, ub, 1.0);
        int64_t kind = point ? C2D_LINES_POINT : segments ? C2D_LINES_NONE : C2D_LINES_PARALLEL;
        return c2d_line_result((c2d_line_kind)kind, at, at, t, t, u, u);
    }
    return c2d_line_intersection_parallel(a1, a2, b1, b2, segments);
}

/// Dev.Mag part 2, CircleLineCollision, in the circle's local space (f = p1 - c,
/// d = p2 - p1): disc from the line's nearest point and the roots from the
/// stable pair (c2d_line_quadratic, c2d_stable_roots). disc == 0 (tangent):
/// one point, u = -h / a. Segment: only 0 <= u <= 1. Zero length (a == 0,
/// which includes a d whose square underflows): p1 if it is on the circle.
static inline c2d_circle_points c2d_circle_line_points(c2d_circle circle, c2d_vec2 p1, c2d_vec2 p2,
                                                       bool segment) {
    c2d_circle_points out = {0, {{0, 0}, {0, 0}}, {0, 0}};
    c2d_vec2 f = c2d_sub(p1, circle.center), d = c2d_sub(p2, p1);
    c2d_quadratic q = c2d_line_quadratic(f, d, circle.radius);
    double roots[2];
    int n = 0;
    if (q.a == 0) { // a point test: the point is p1 itself (not p1 + 0 * d, which loses -0.0)
        if (q.k == 0) {
            out.count = 1;
            out.point[0] = p1;
        }
        return out;
    } else if (q.disc == 0) {
        roots[n++] = -q.h / q.a + 0.0;
    } else if (q.disc > 0) {
        c2d_stable_roots(q, &roots[0], &roots[1]);
        n = 2;
    }
    for (int k = 0; k < n; k++) {
        if (segment && !(roots[k] >= 0 && roots[k] <= 1)) continue;
        out.u[out.count] = roots[k];
        out.point[out.count] = c2d_along(p1, d, roots[k]);
        out.count++;
    }
    return out;
}

/// c2d_line_intersection of two segments rows (the batch and kernel-list form).
static inline c2d_line_hit c2d_intersection_segment_segment(c2d_segment a, c2d_segment b) {
    return c2d_line_intersection(a.a, a.b, b.a, b.b, true);
}

/// c2d_line_intersection of the infinite lines through two segments.
static inline c2d_line_hit c2d_intersection_line_line(c2d_segment a, c2d_segment b) {
    return c2d_line_intersection(a.a, a.b, b.a, b.b, false);
}

/// c2d_circle_line_points for the segment p1-p2.
static inline c2d_circle_points c2d_line_points_circle_segment(c2d_circle c, c2d_vec2 p1,
                                                               c2d_vec2 p2) {
    return c2d_circle_line_points(c, p1, p2, true);
}

/// c2d_circle_line_points for the infinite line through p1 and p2.
static inline c2d_circle_points c2d_line_points_circle_line(c2d_circle c, c2d_vec2 p1,
                                                            c2d_vec2 p2) {
    return c2d_circle_line_points(c, p1, p2, false);
}

#endif
