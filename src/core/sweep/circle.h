// collide2d core, sweep/circle.h: moving circles: against circles and the exact rounded box,
// and their overlap interval.
#ifndef C2D_SWEEP_CIRCLE_H
#define C2D_SWEEP_CIRCLE_H

#include "narrow/aabb_circle.h"
#include "sweep/aabb.h"

/// Circle vs moving circle: `other` moves by `delta`, `c` is static. The cast
/// of other's centre against the circle of the summed radius; hit.pos is on
/// `c`, hit.normal from `c` toward the contact. A zero delta is the static
/// test. "Stuck" is intersect_circle's test, the same as the cast's
/// start-inside test (above the squares' underflow limit, docs/api.md), so a
/// stuck sweep has the cast's time-0 hit.
static inline c2d_sweep c2d_sweep_circle_circle(c2d_circle c, c2d_circle other, c2d_vec2 delta) {
    if (delta.x == 0 && delta.y == 0)
        return c2d_sweep_static(c2d_intersect_circle_circle(c, other), other.center);
    double reach = c.radius + other.radius;
    c2d_vec2 d = c2d_sub(other.center, c.center);
    bool stuck = c2d_closer_than(d.x, d.y, reach); // intersect_circle's test, at any scale
    c2d_circle grown = {c.center, reach};
    c2d_hit h = c2d_intersect_circle_segment(grown, other.center, delta);
    if (!h.hit) return c2d_sweep_miss(other.center, delta);
    h.pos = c2d_v2(c.center.x + h.normal.x * c.radius, c.center.y + h.normal.y * c.radius);
    return c2d_sweep_from_hit(h, other.center, delta, stuck);
}

/// A cast of pos + t delta against the rounded box: the box grown by r with
/// quarter-circle corners, which is the union of the box grown by r along x
/// only, the box grown by r along y only, and the four corner discs. The
/// entry into a union is the earliest entry into any piece, so each piece is
/// cast on its own (slabs: noonat/intersect; discs: c2d_intersect_circle_segment) and
/// the earliest hit wins, ties to the first in that order. No piece can veto
/// another: a test that first asks the padded box and then lets a corner disc
/// decide loses hits when r is below the coordinates' resolution (the entry
/// point rounds into a corner square, and the disc is missed). hit.pos is the
/// moving centre at contact; the normal is the face's or the disc's.
static inline c2d_hit c2d_cast_rounded_box(c2d_aabb box, double r, c2d_vec2 pos, c2d_vec2 delta) {
    c2d_hit best = c2d_no_hit(c2d_v2(pos.x + delta.x, pos.y + delta.y));
    const double pads[2][2] = {{r, 0.0}, {0.0, r}};
    for (int k = 0; k < 2; k++) {
        c2d_cast cast = c2d_cast_aabb(box, pos, delta, pads[k][0], pads[k][1]);
        if (!cast.hit) continue;
        c2d_hit h = c2d_hit_from_cast(cast, pos, delta);
        if (!best.hit || h.time < best.time) best = h;
    }
    if (!(r > 0)) return best; // radius 0: the box itself, no corners
    static const double signs[4][2] = {{-1.0, -1.0}, {1.0, -1.0}, {-1.0, 1.0}, {1.0, 1.0}};
    for (int k = 0; k < 4; k++) {
        c2d_circle corner = {{box.pos.x + signs[k][0] * box.half.x,
                              box.pos.y + signs[k][1] * box.half.y},
                             r};
        c2d_hit h = c2d_intersect_circle_segment(corner, pos, delta);
        if (h.hit && (!best.hit || h.time < best.time)) best = h;
    }
    return best;
}

/// AABB vs moving circle: the circle moves by `delta`, `box` is static, through
/// the exact rounded box. hit.normal is the face's, or the corner circle's;
/// hit.pos the box's point nearest the centre at contact (on a face, or the
/// corner). Stuck (intersect_circle's test): time 0 and the cast's hit, or
/// the static push-out when rounding makes the cast miss such a start.
/// *cast tells whether a hit is the cast's (its delta (1 - t) * -delta) rather than the
/// static push-out.
static inline c2d_sweep c2d_sweep_aabb_circle_cast(c2d_aabb box, c2d_circle circle,
                                                   c2d_vec2 delta, bool *cast) {
    *cast = false;
    c2d_hit still = c2d_intersect_aabb_circle(box, circle);
    if (delta.x == 0 && delta.y == 0) return c2d_sweep_static(still, circle.center);
    c2d_hit h = c2d_cast_rounded_box(box, circle.radius, circle.center, delta);
    if (!h.hit) {
        if (still.hit) return c2d_sweep_static(still, circle.center);
        return c2d_sweep_miss(circle.center, delta);
    }
    *cast = true;
    h.pos = c2d_aabb_closest(box, h.pos);
    return c2d_sweep_from_hit(h, circle.center, delta, still.hit);
}

static inline c2d_sweep c2d_sweep_aabb_circle(c2d_aabb box, c2d_circle circle, c2d_vec2 delta) {
    bool cast;
    return c2d_sweep_aabb_circle_cast(box, circle, delta, &cast);
}

/// Circle vs moving AABB: the box moves by `delta`, the circle `c` is static.
/// The same rounded-box cast in the box's frame (the circle's centre moving
/// by -delta), so the times are those of sweep_aabb_circle(box, c, -delta);
/// normals point from the circle toward the box (0 - n: no -0.0), hit.pos is
/// on the circle, hit.delta = (1 - t) * -delta moves the box back.
/// *from_cast as c2d_sweep_aabb_circle_cast's *cast.
static inline c2d_sweep c2d_sweep_circle_aabb_cast(c2d_circle c, c2d_aabb box, c2d_vec2 delta,
                                                   bool *from_cast) {
    *from_cast = false;
    c2d_hit still = c2d_intersect_circle_aabb(c, box);
    if (delta.x == 0 && delta.y == 0) return c2d_sweep_static(still, box.pos);
    c2d_vec2 back = c2d_v2(-delta.x, -delta.y);
    c2d_hit cast = c2d_cast_rounded_box(box, c.radius, c.center, back);
    if (!cast.hit) {
        if (still.hit) return c2d_sweep_static(still, box.pos);
        return c2d_sweep_miss(box.pos, delta);
    }
    *from_cast = true;
    c2d_vec2 n = c2d_v2(0.0 - cast.normal.x, 0.0 - cast.normal.y);
    c2d_hit h = c2d_hit_at(box.pos, delta, cast.time, n);
    h.pos = c2d_v2(c.center.x + n.x * c.radius, c.center.y + n.y * c.radius);
    return c2d_sweep_from_hit(h, box.pos, delta, still.hit);
}

static inline c2d_sweep c2d_sweep_circle_aabb(c2d_circle c, c2d_aabb box, c2d_vec2 delta) {
    bool from_cast;
    return c2d_sweep_circle_aabb_cast(c, box, delta, &from_cast);
}

/// Two moving circles (Gomez (Gamasutra)'s idea for circles): `c` moves by `delta`,
/// `other` by `other_delta`; their interiors overlap for first < t < last
/// within [0, 1]. Roots as in c2d_circle_line_points (f = d, direction v,
/// radius r + other.r); first is 0 when they overlap at the start. No relative
/// motion (a == 0), or disc <= 0 (a tangent path, or through underflow a
/// start inside): (0, 1) if they overlap at the start, else none. No
/// overlap: hit false, first = last = 1.
static inline c2d_interval c2d_overlap_interval_circle_circle(c2d_circle c, c2d_circle other,
                                                              c2d_vec2 delta, c2d_vec2 other_delta) {
    c2d_interval miss = {1.0, 1.0, false}, always = {0.0, 1.0, true};
    c2d_vec2 v = c2d_sub(other_delta, delta), d = c2d_sub(other.center, c.center);
    c2d_quadratic q = c2d_line_quadratic(d, v, c.radius + other.radius);
    if (q.a == 0 || !(q.disc > 0)) return q.k < 0 ? always : miss;
    double t0, t1;
    c2d_stable_roots(q, &t0, &t1);
    double first = t0 > 0 ? t0 : 0.0, last = t1 < 1 ? t1 : 1.0;
    if (!(first < last)) return miss;
    c2d_interval r = {first, last, true};
    return r;
}

#endif
