// collide2d core, sweep/interval.h: the first and last times two moving shapes
// overlap, for every pair of circles, capsules, boxes, oriented boxes and polygons
// (Gomez's "Simple Intersection Tests for Games" idea for boxes, grown to rounded
// convex shapes).
//
// Only the relative motion v = other_delta - delta matters: b moves by v against a.
// Both are convex cores grown by radii (narrow/distance.h), R = ra + rb. The set of t
// where they overlap is an open interval (the Minkowski difference is convex), which
// starts and ends with the cores R apart, at a vertex of one core (sweep/rounded.h):
// - first: 0 when they overlap at the start (the signed distance < 0), else the
//   earliest cast of a vertex (b's along v against a's core grown by R, a's along -v
//   against b's core grown by R);
// - last: 1 when they overlap at the end, else 1 - the earliest of the same casts run
//   backwards from the end positions (the last time a vertex is inside).
// With no radius at all and cores of two or more vertices (boxes, polygons, segments)
// the separating axis theorem in time on the cores gives both ends directly
// (c2d_sat_in_time), as for the polygon sweep; with radii its interval is taken in
// too, where radii below the casts' rounding would lose it.
// Two segments overlap on one line with a common piece of positive length (the segment
// contract), which the separating axes do not see: moving along their common line they
// overlap for an interval; crossing it sideways, parallel, only at an instant, which is
// no interval (the sweep calls that instant a hit).
// A box of no width or height and a capsule of radius 0 (a segment) never overlap:
// neither has an inside (the static test says so). The interiors overlap for
// first < t < last, 0 <= first < last <= 1; no overlap in the step: hit false,
// first = last = 1. Plain C11, no Python.
#ifndef C2D_SWEEP_INTERVAL_H
#define C2D_SWEEP_INTERVAL_H

#include "sweep/rounded.h"

/// A copy of the rounded shape r moved by v, its core's vertices into buf (room for
/// 4 vertices: only for cores of at most 4, every kind but the polygon).
static inline c2d_rounded c2d_rounded_moved(c2d_rounded r, c2d_vec2 v, double *buf) {
    for (int64_t k = 0; k < r.core.count; k++) {
        c2d_vec2 w = c2d_polygon_vertex(r.core, k);
        buf[2 * k] = w.x + v.x;
        buf[2 * k + 1] = w.y + v.y;
    }
    c2d_rounded m = {{buf, 2, r.core.count, 0, 1}, r.radius};
    return m;
}

/// The earliest time (or +inf) of the vertex casts: b's vertices from b_shift along
/// v against a's core grown by r, a's vertices from a_shift along -v against b's core.
static inline double c2d_earliest_cast(c2d_rounded a, c2d_rounded b, double r, c2d_vec2 v,
                                       c2d_vec2 a_shift, c2d_vec2 b_shift) {
    double best = INFINITY;
    for (int64_t k = 0; k < b.core.count; k++) {
        c2d_vec2 w = c2d_polygon_vertex(b.core, k);
        c2d_hit h = c2d_cast_core(a.core, r, c2d_v2(w.x + b_shift.x, w.y + b_shift.y), v);
        if (h.hit && h.time < best) best = h.time;
    }
    c2d_vec2 back = c2d_v2(-v.x, -v.y);
    for (int64_t k = 0; k < a.core.count; k++) {
        c2d_vec2 w = c2d_polygon_vertex(a.core, k);
        c2d_hit h = c2d_cast_core(b.core, r, c2d_v2(w.x + a_shift.x, w.y + a_shift.y), back);
        if (h.hit && h.time < best) best = h.time;
    }
    return best;
}

/// a and b (rounded) while b moves by v relative to a (see the top of this file);
/// `hollow`: one is a box of no width or height, the other a capsule.
C2D_NOINLINE static c2d_interval c2d_interval_rounded(c2d_rounded a, c2d_rounded b,
                                                             c2d_vec2 v, bool hollow) {
    c2d_interval miss = {1.0, 1.0, false};
    double r = a.radius + b.radius;
    if (hollow && !(r > 0)) return miss;
    bool cores = a.core.count >= 2 && b.core.count >= 2;
    double first = INFINITY, last = -INFINITY;
    if (cores) {
        c2d_sat_times st = c2d_sat_in_time(a.core, b.core, c2d_polygon_vertex(b.core, 0), v);
        if (st.possible && st.enter < st.leave) {
            first = st.enter;
            last = st.leave;
        }
        if (!(r > 0)) {
            if (a.core.count == 2 && b.core.count == 2) {
                // Two segments moving along their common line overlap for a while
                // (crossing it sideways, only at an instant: no interval).
                c2d_parallel_segments p = c2d_parallel_segments_of(a.core, b.core, v);
                if (p.along && p.meets && p.enter < p.leave) {
                    first = p.enter;
                    last = p.leave;
                }
            }
            first = c2d_max(first, 0.0);
            last = c2d_min(last, 1.0);
            if (!(first < last)) return miss;
            c2d_interval out = {first + 0.0, last, true};
            return out;
        }
    }
    // The end: move whichever is not a polygon (a relative move either way).
    double buf[8];
    bool start_in = c2d_distance_rounded(a, b).distance < 0;
    bool end_in = b.core.count <= 4
        ? c2d_distance_rounded(a, c2d_rounded_moved(b, v, buf)).distance < 0
        : c2d_distance_rounded(c2d_rounded_moved(a, c2d_v2(-v.x, -v.y), buf), b).distance < 0;
    c2d_vec2 zero = {0.0, 0.0};
    double enter = start_in ? 0.0 : c2d_earliest_cast(a, b, r, v, zero, zero);
    double exit_back = end_in ? 0.0
                              : c2d_earliest_cast(a, b, r, c2d_v2(-v.x, -v.y),
                                                  c2d_v2(-v.x, -v.y), v);
    first = c2d_min(first, enter);
    last = c2d_max(last, 1.0 - exit_back);
    first = c2d_max(first, 0.0);
    last = c2d_min(last, 1.0);
    if (!(first < last)) return miss;
    c2d_interval out = {first + 0.0, last, true};
    return out;
}

/// c2d_overlap_interval_<a>_<b>(a, b, delta, other_delta): a moves by delta, b by
/// other_delta (the kernel list's names). box_a, box_b: a, b is a box and the other a
/// capsule (a hollow box core, fewer than three vertices, then has no inside).
#define C2D_INTERVAL(ka, ta, kb, tb, box_a, box_b)                                     \
    static inline c2d_interval c2d_overlap_interval_##ka##_##kb(ta a, tb b, c2d_vec2 delta, \
                                                                 c2d_vec2 other_delta) { \
        double buf_a[8], buf_b[8];                                                     \
        c2d_rounded ra = c2d_rounded_##ka(a, buf_a), rb = c2d_rounded_##kb(b, buf_b);  \
        bool hollow = (box_a && ra.core.count < 3) || (box_b && rb.core.count < 3);    \
        return c2d_interval_rounded(ra, rb, c2d_sub(other_delta, delta), hollow);      \
    }
C2D_INTERVAL(aabb, c2d_aabb, circle, c2d_circle, false, false)
C2D_INTERVAL(aabb, c2d_aabb, capsule, c2d_capsule, true, false)
C2D_INTERVAL(aabb, c2d_aabb, obb, c2d_obb, false, false)
C2D_INTERVAL(aabb, c2d_aabb, polygon, c2d_polygon, false, false)
C2D_INTERVAL(circle, c2d_circle, aabb, c2d_aabb, false, false)
C2D_INTERVAL(circle, c2d_circle, capsule, c2d_capsule, false, false)
C2D_INTERVAL(circle, c2d_circle, obb, c2d_obb, false, false)
C2D_INTERVAL(circle, c2d_circle, polygon, c2d_polygon, false, false)
C2D_INTERVAL(capsule, c2d_capsule, circle, c2d_circle, false, false)
C2D_INTERVAL(capsule, c2d_capsule, capsule, c2d_capsule, false, false)
C2D_INTERVAL(capsule, c2d_capsule, aabb, c2d_aabb, false, true)
C2D_INTERVAL(capsule, c2d_capsule, obb, c2d_obb, false, true)
C2D_INTERVAL(capsule, c2d_capsule, polygon, c2d_polygon, false, false)
C2D_INTERVAL(obb, c2d_obb, circle, c2d_circle, false, false)
C2D_INTERVAL(obb, c2d_obb, capsule, c2d_capsule, true, false)
C2D_INTERVAL(obb, c2d_obb, aabb, c2d_aabb, false, false)
C2D_INTERVAL(obb, c2d_obb, obb, c2d_obb, false, false)
C2D_INTERVAL(obb, c2d_obb, polygon, c2d_polygon, false, false)
C2D_INTERVAL(polygon, c2d_polygon, circle, c2d_circle, false, false)
C2D_INTERVAL(polygon, c2d_polygon, capsule, c2d_capsule, false, false)
C2D_INTERVAL(polygon, c2d_polygon, aabb, c2d_aabb, false, false)
C2D_INTERVAL(polygon, c2d_polygon, obb, c2d_obb, false, false)
C2D_INTERVAL(polygon, c2d_polygon, polygon, c2d_polygon, false, false)
#undef C2D_INTERVAL

#endif
