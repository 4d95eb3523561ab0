// collide2d: moving circles -- circle vs circle, circle vs box (the exact
// rounded-box Minkowski shape: corners are arcs), and the first and last
// overlap of two moving circles (docs/circles-and-lines.md, sections 4-5).
#ifndef C2D_CIRCLE_SWEEP_H
#define C2D_CIRCLE_SWEEP_H

#include "c2d_segment.h"
#include "c2d_sweep.h"

/// Finish a sweep from the contact found by a cast: back off C2D_EPSILON of
/// time (seed 000), or stop at 0 when the shapes overlapped at the start.
static inline c2d_sweep c2d_sweep_from_hit(c2d_hit hit, c2d_vec2 start, c2d_vec2 delta,
                                           bool stuck) {
    c2d_sweep s;
    s.hit = hit;
    s.time = stuck ? 0.0 : c2d_clamp(hit.time - C2D_EPSILON, 0.0, 1.0);
    s.pos = c2d_v2(start.x + delta.x * s.time, start.y + delta.y * s.time);
    s.started_overlapping = stuck;
    return s;
}

/// A sweep that starts overlapping: time 0, the static hit, stuck.
static inline c2d_sweep c2d_sweep_stuck(c2d_hit static_hit, c2d_vec2 start) {
    c2d_sweep s = {static_hit, start, 0.0, true};
    return s;
}

/// Circle vs moving circle: `other` moves by `delta`, `c` is static. The cast
/// of other's centre against the circle of the summed radius; hit.pos is on
/// `c`, hit.normal from `c` toward the contact. A zero delta is the static
/// test; a start that overlaps is "stuck" (time 0).
static inline c2d_sweep c2d_sweep_circle_circle(c2d_circle c, c2d_circle other, c2d_vec2 delta) {
    c2d_hit still = c2d_intersect_circle_circle(c, other);
    if (still.hit || (delta.x == 0 && delta.y == 0)) {
        if (still.hit) return c2d_sweep_stuck(still, other.center);
        return c2d_sweep_miss(other.center, delta);
    }
    c2d_circle reach = {c.center, c.radius + other.radius};
    c2d_hit h = c2d_intersect_circle_segment(reach, other.center, delta);
    if (!h.hit) return c2d_sweep_miss(other.center, delta);
    h.pos = c2d_v2(c.center.x + h.normal.x * c.radius, c.center.y + h.normal.y * c.radius);
    return c2d_sweep_from_hit(h, other.center, delta, false);
}

/// AABB vs moving circle: the circle moves by `delta`, `box` is static. The
/// circle's centre is cast against the box grown by the radius with rounded
/// corners: first seed 000's slab test against the box grown by r; if it
/// enters in a corner square (beyond the box on both axes), the corner's
/// circle of radius r decides (a path through the square that misses the arc
/// misses the whole shape). hit.normal is the face's, or the corner's normal;
/// hit.pos the contact point on the box.
static inline c2d_sweep c2d_sweep_aabb_circle(c2d_aabb box, c2d_circle circle, c2d_vec2 delta) {
    c2d_hit still = c2d_intersect_aabb_circle(box, circle);
    if (still.hit || (delta.x == 0 && delta.y == 0)) {
        if (still.hit) return c2d_sweep_stuck(still, circle.center);
        return c2d_sweep_miss(circle.center, delta);
    }
    double r = circle.radius;
    c2d_cast cast = c2d_cast_aabb(box, circle.center, delta, r, r);
    if (!cast.hit) return c2d_sweep_miss(circle.center, delta);
    c2d_hit h = c2d_hit_from_cast(cast, circle.center, delta);
    c2d_vec2 p = h.pos; // the centre at the padded box's surface
    double dx = p.x - box.pos.x, dy = p.y - box.pos.y;
    c2d_vec2 contact;
    if (fabs(dx) > box.half.x && fabs(dy) > box.half.y) {
        c2d_circle corner = {{box.pos.x + c2d_sign(dx) * box.half.x,
                              box.pos.y + c2d_sign(dy) * box.half.y},
                             r};
        h = c2d_intersect_circle_segment(corner, circle.center, delta);
        if (!h.hit) return c2d_sweep_miss(circle.center, delta);
        contact = corner.center;
    } else {
        contact = c2d_v2(h.pos.x - h.normal.x * r, h.pos.y - h.normal.y * r);
        contact = c2d_aabb_closest(box, contact);
    }
    h.pos = contact;
    return c2d_sweep_from_hit(h, circle.center, delta, false);
}

/// Circle vs moving AABB: the box moves by `delta`, the circle `c` is static.
/// The same rounded-box cast seen from the box (the circle moving by -delta);
/// normals point from the circle toward the box, hit.pos is on the circle.
static inline c2d_sweep c2d_sweep_circle_aabb(c2d_circle c, c2d_aabb box, c2d_vec2 delta) {
    c2d_vec2 back = c2d_v2(-delta.x, -delta.y);
    c2d_sweep seen = c2d_sweep_aabb_circle(box, c, back);
    if (!seen.hit.hit) return c2d_sweep_miss(box.pos, delta);
    c2d_hit h = seen.hit;
    if (seen.started_overlapping) {
        h = c2d_intersect_circle_aabb(c, box);
        return c2d_sweep_stuck(h, box.pos);
    }
    h.normal = c2d_v2(0.0 - h.normal.x, 0.0 - h.normal.y); // 0 - x: no -0.0 components
    h.pos = c2d_v2(c.center.x + h.normal.x * c.radius, c.center.y + h.normal.y * c.radius);
    h.delta = c2d_v2((1.0 - h.time) * -delta.x, (1.0 - h.time) * -delta.y);
    return c2d_sweep_from_hit(h, box.pos, delta, false);
}

/// Two moving circles (seed 002's idea for circles): `c` moves by `delta`,
/// `other` by `other_delta`; their interiors overlap for first < t < last
/// within [0, 1]. first is 0 when they overlap at the start. No overlap (or
/// only touching): hit false, first = last = 1.
static inline c2d_interval c2d_overlap_interval_circle_circle(c2d_circle c, c2d_circle other,
                                                              c2d_vec2 delta, c2d_vec2 other_delta) {
    c2d_interval miss = {1.0, 1.0, false};
    c2d_vec2 d = c2d_sub(other.center, c.center), v = c2d_sub(other_delta, delta);
    double reach = c.radius + other.radius;
    double a = c2d_dot(v, v);
    bool now = c2d_dot(d, d) < reach * reach;
    double t0, t1;
    if (a == 0) {
        if (!now) return miss;
        t0 = -INFINITY;
        t1 = INFINITY;
    } else if (c2d_circle_line_roots(d, v, a, reach, &t0, &t1) != 2) {
        return miss;
    }
    double first = now ? 0.0 : c2d_max(t0, 0.0) + 0.0, last = c2d_min(t1, 1.0);
    if (!(first < last)) return miss;
    c2d_interval r = {first, last, true};
    return r;
}

#endif
