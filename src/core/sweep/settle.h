// collide2d core, sweep/settle.h: a sweep's miss checked against the static test at
// its end, for the pairs whose sweep and static test round differently.
//
// A sweep finds its contact from the relative motion (each axis's projections
// s0 + t * v, a turned box's frame, a polygon's faces against the moving vertices);
// the static test looks at the shapes as they stand. For a turned box or a polygon
// the two round differently, so a sweep could miss by 1e-16 where the mover, moved
// by the whole delta, overlaps by the static test (a fuzz of every pair found about
// one such case in 1e5 for these pairs; a circle of radius 2e-309 swept onto a box of
// no size ends on it, overlapping, where the cast's time rounds to 1). Such a sweep hits at
// time 1 instead, with the static push-out's normal and contact at the end: a sweep
// that misses never ends overlapping, by the same test a caller would run. The mover
// is moved as a caller moves it: each of its defining points plus delta (a box's or
// circle's centre, a capsule's ends, a polygon's vertices). Plain C11, no Python.
#ifndef C2D_SWEEP_SETTLE_H
#define C2D_SWEEP_SETTLE_H

#include <stdlib.h>

#include "sweep/obb.h"
#include "sweep/polygon.h"
#include "sweep/rounded.h"

/// Each kind moved by delta, as a caller moves it (a polygon: c2d_polygon_moved).
static inline c2d_circle c2d_circle_moved(c2d_circle c, c2d_vec2 d) {
    c.center = c2d_v2(c.center.x + d.x, c.center.y + d.y);
    return c;
}
static inline c2d_aabb c2d_aabb_moved(c2d_aabb b, c2d_vec2 d) {
    b.pos = c2d_v2(b.pos.x + d.x, b.pos.y + d.y);
    return b;
}
static inline c2d_obb c2d_obb_moved(c2d_obb o, c2d_vec2 d) {
    o.center = c2d_v2(o.center.x + d.x, o.center.y + d.y);
    return o;
}
static inline c2d_capsule c2d_capsule_moved(c2d_capsule k, c2d_vec2 d) {
    k.a = c2d_v2(k.a.x + d.x, k.a.y + d.y);
    k.b = c2d_v2(k.b.x + d.x, k.b.y + d.y);
    return k;
}
/// A circle around each kind (centre, radius; a box's radius its hx + hy, which is at
/// least its half diagonal), for a cheap first look: shapes whose centres are farther
/// apart on an axis than the radii's sum, by more than a margin far above any rounding,
/// cannot overlap, and the end is not tested.
typedef struct {
    c2d_vec2 centre;
    double radius;
} c2d_bound;

static inline c2d_bound c2d_circle_bound(c2d_circle c) {
    c2d_bound b = {c.center, c.radius};
    return b;
}
static inline c2d_bound c2d_aabb_bound(c2d_aabb box) {
    c2d_bound b = {box.pos, box.half.x + box.half.y};
    return b;
}
static inline c2d_bound c2d_obb_bound(c2d_obb o) {
    c2d_bound b = {o.center, o.half.x + o.half.y};
    return b;
}
static inline c2d_bound c2d_capsule_bound(c2d_capsule k) {
    c2d_vec2 mid = c2d_v2((k.a.x + k.b.x) * 0.5, (k.a.y + k.b.y) * 0.5);
    c2d_bound b = {mid, (fabs(k.b.x - k.a.x) + fabs(k.b.y - k.a.y)) * 0.5 + k.radius};
    return b;
}

/// A polygon's bound would take a pass over its vertices: none (never apart).
static inline c2d_bound c2d_polygon_bound(c2d_polygon p) {
    c2d_bound b = {c2d_polygon_vertex(p, 0), INFINITY};
    return b;
}

/// The two bounds are apart (see c2d_circle_bound): then the shapes do not overlap.
static inline bool c2d_bounds_apart(c2d_bound a, c2d_bound b) {
    double reach = a.radius + b.radius;
    double gap = c2d_max(fabs(a.centre.x - b.centre.x), fabs(a.centre.y - b.centre.y)) - reach;
    double scale = reach + fabs(a.centre.x) + fabs(a.centre.y) + fabs(b.centre.x) +
                   fabs(b.centre.y);
    return gap > 0x1p-20 * scale;
}

/// The moved shape is one a caller could make: its moved coordinates within the limit
/// (a polygon's vertices still a convex polygon: c2d_check_polygon). Only asked where the
/// end overlaps; where it is not, there is no end to compare with and the sweep stands.
static inline bool c2d_circle_placed_ok(c2d_circle c) {
    return c2d_number_ok(c.center.x) && c2d_number_ok(c.center.y);
}
static inline bool c2d_aabb_placed_ok(c2d_aabb b) {
    return c2d_number_ok(b.pos.x) && c2d_number_ok(b.pos.y);
}
static inline bool c2d_obb_placed_ok(c2d_obb o) {
    return c2d_number_ok(o.center.x) && c2d_number_ok(o.center.y);
}
static inline bool c2d_capsule_placed_ok(c2d_capsule k) {
    return c2d_number_ok(k.a.x) && c2d_number_ok(k.a.y) && c2d_number_ok(k.b.x) &&
           c2d_number_ok(k.b.y);
}
static inline bool c2d_polygon_placed_ok(c2d_polygon p) {
    int64_t vertex;
    double bad;
    return c2d_check_polygon(p.v, p.stride, p.count, &vertex, &bad) == C2D_OK;
}

/// The polygon's vertices, each plus d, into buf (2 * count doubles) in the buffer's
/// order, read as a new polygon would be (c2d_polygon_view: its vertex 0 the lowest).
static inline c2d_polygon c2d_polygon_moved(c2d_polygon p, c2d_vec2 d, double *buf) {
    for (int64_t j = 0; j < p.count; j++) {
        c2d_vec2 w = c2d_polygon_at(p, j);
        buf[2 * j] = w.x + d.x;
        buf[2 * j + 1] = w.y + d.y;
    }
    return c2d_polygon_view(buf, 2, p.count);
}

/// A missed sweep `s` of m by delta against s whose end the static test `end` (the
/// push-out at the end) calls overlapping: the hit at time 1 (see the top).
static inline c2d_sweep c2d_sweep_settled(c2d_sweep s, c2d_hit end, c2d_vec2 start,
                                          c2d_vec2 delta) {
    if (!end.hit) return s;
    end.time = 1.0;
    end.delta = c2d_v2((1.0 - 1.0) * -delta.x, (1.0 - 1.0) * -delta.y);
    return c2d_sweep_from_hit(end, start, delta, false);
}

/// Two boxes on exact axes are two AABBs: their sweep is noonat/intersect's swept
/// AABB, bit for bit, and it is left as it is (the AABB pair is exact: its cast's near
/// ties are decided by the exact segment test), so that a box on exact axes answers
/// exactly as the AABB does.
static inline bool c2d_boxes_turned(c2d_obb_frame a, c2d_obb_frame b) {
    return !(a.aligned && b.aligned);
}

/// c2d_sweep_<s>_<m>_settled: c2d_sweep_<s>_<m>, a miss checked at its end where
/// `wanted` (asked after the bounds, which are cheaper: a box's frame takes a sine and
/// a cosine); `start` is m's reference point (the sweep's pos).
#define C2D_SETTLED_WHERE(ks, ts, km, tm, start, wanted)                                   \
    static inline c2d_sweep c2d_sweep_##ks##_##km##_settled(ts s, tm m, c2d_vec2 delta) {  \
        c2d_sweep out = c2d_sweep_##ks##_##km(s, m, delta);                                \
        if (out.hit.hit || (delta.x == 0 && delta.y == 0)) return out;                     \
        tm moved = c2d_##km##_moved(m, delta);                                             \
        if (c2d_bounds_apart(c2d_##ks##_bound(s), c2d_##km##_bound(moved)) || !(wanted))   \
            return out;                                                                    \
        c2d_hit end = c2d_intersect_##ks##_##km(s, moved);                                 \
        if (!end.hit || !c2d_##km##_placed_ok(moved)) return out;                          \
        return c2d_sweep_settled(out, end, start, delta);                                  \
    }
#define C2D_SETTLED(ks, ts, km, tm, start) C2D_SETTLED_WHERE(ks, ts, km, tm, start, true)
C2D_SETTLED_WHERE(obb, c2d_obb, obb, c2d_obb, m.center,
                  c2d_boxes_turned(c2d_obb_frame_of(s), c2d_obb_frame_of(m)))
C2D_SETTLED_WHERE(obb, c2d_obb, aabb, c2d_aabb, m.pos,
                  c2d_boxes_turned(c2d_obb_frame_of(s), c2d_aabb_frame(m)))
C2D_SETTLED_WHERE(aabb, c2d_aabb, obb, c2d_obb, m.center,
                  c2d_boxes_turned(c2d_aabb_frame(s), c2d_obb_frame_of(m)))
C2D_SETTLED(aabb, c2d_aabb, circle, c2d_circle, m.center)
C2D_SETTLED(circle, c2d_circle, aabb, c2d_aabb, m.pos)
C2D_SETTLED(obb, c2d_obb, circle, c2d_circle, m.center)
C2D_SETTLED(circle, c2d_circle, obb, c2d_obb, m.center)
C2D_SETTLED(capsule, c2d_capsule, obb, c2d_obb, m.center)
C2D_SETTLED(obb, c2d_obb, capsule, c2d_capsule, m.a)
C2D_SETTLED(polygon, c2d_polygon, obb, c2d_obb, m.center)
C2D_SETTLED(polygon, c2d_polygon, aabb, c2d_aabb, m.pos)
C2D_SETTLED(polygon, c2d_polygon, circle, c2d_circle, m.center)
C2D_SETTLED(polygon, c2d_polygon, capsule, c2d_capsule, m.a)
#undef C2D_SETTLED
#undef C2D_SETTLED_WHERE

/// The same for a polygon mover: its moved vertices on the stack up to 64, else on
/// the heap (where that fails, the sweep is left as it is).
#define C2D_SETTLED_POLYGON(ks, ts)                                                        \
    static inline c2d_sweep c2d_sweep_##ks##_polygon_settled(ts s, c2d_polygon m,          \
                                                             c2d_vec2 delta) {             \
        c2d_sweep out = c2d_sweep_##ks##_polygon(s, m, delta);                             \
        if (out.hit.hit || (delta.x == 0 && delta.y == 0)) return out;                     \
        double stack[128];                                                                 \
        double *buf = m.count <= 64 ? stack : malloc((size_t)m.count * 2 * sizeof(double)); \
        if (buf == NULL) return out;                                                       \
        c2d_polygon moved = c2d_polygon_moved(m, delta, buf);                              \
        c2d_hit end = c2d_intersect_##ks##_polygon(s, moved);                              \
        if (end.hit && !c2d_polygon_placed_ok(moved)) end.hit = false;                     \
        if (buf != stack) free(buf);                                                       \
        return c2d_sweep_settled(out, end, c2d_polygon_vertex(m, 0), delta);               \
    }
C2D_SETTLED_POLYGON(polygon, c2d_polygon)
C2D_SETTLED_POLYGON(obb, c2d_obb)
C2D_SETTLED_POLYGON(aabb, c2d_aabb)
C2D_SETTLED_POLYGON(circle, c2d_circle)
C2D_SETTLED_POLYGON(capsule, c2d_capsule)
#undef C2D_SETTLED_POLYGON

#endif
