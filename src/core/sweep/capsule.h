// collide2d core, sweep/capsule.h: a circle and a capsule moving against each other.
//
// A circle of radius r touches a capsule of radius R exactly when its centre is at
// distance R + r from the core, so its centre's path is cast against the capsule grown
// to R + r (c2d_intersect_capsule_segment: the core's rectangle and the end circles),
// as noonat/intersect casts a box's centre against the box grown by the mover's half
// size; a capsule moving against a circle is the circle's centre cast along -delta.
#ifndef C2D_SWEEP_CAPSULE_H
#define C2D_SWEEP_CAPSULE_H

#include "narrow/capsule.h"

/// The capsule grown by `r`.
static inline c2d_capsule c2d_capsule_grown(c2d_capsule k, double r) {
    c2d_capsule g = {k.a, k.b, k.radius + r};
    return g;
}

/// A circle moving by `delta` against the static capsule. Overlapping at the start
/// (c2d_intersect_capsule_circle's test): stuck, time 0, the static push-out. A zero
/// delta is the static test. Otherwise the centre's cast against the grown capsule:
/// hit.time, hit.delta and hit.normal are the cast's, hit.pos is on the capsule's
/// surface (the centre at contact, r back along the normal); the sweep stops
/// C2D_EPSILON of time early.
static inline c2d_sweep c2d_sweep_capsule_circle(c2d_capsule k, c2d_circle c, c2d_vec2 delta) {
    c2d_hit still = c2d_intersect_capsule_circle(k, c);
    if ((delta.x == 0 && delta.y == 0) || still.hit) return c2d_sweep_static(still, c.center);
    c2d_hit h = c2d_intersect_capsule_segment(c2d_capsule_grown(k, c.radius), c.center, delta);
    if (!h.hit) return c2d_sweep_miss(c.center, delta);
    h.pos = c2d_v2(h.pos.x - h.normal.x * c.radius, h.pos.y - h.normal.y * c.radius);
    return c2d_sweep_from_hit(h, c.center, delta, false);
}

/// A capsule moving by `delta` against the static circle: the circle's centre cast
/// along -delta against the capsule grown by its radius. The normal points from the
/// circle toward the capsule (0 - n: no -0.0), hit.pos is on the circle, hit.delta =
/// (1 - time) * -delta moves the capsule back; the sweep's pos is where the capsule's
/// end a ends (a + delta * time). Stuck and a zero delta as c2d_sweep_capsule_circle.
static inline c2d_sweep c2d_sweep_circle_capsule(c2d_circle c, c2d_capsule k, c2d_vec2 delta) {
    c2d_hit still = c2d_intersect_circle_capsule(c, k);
    if ((delta.x == 0 && delta.y == 0) || still.hit) return c2d_sweep_static(still, k.a);
    c2d_vec2 back = c2d_v2(-delta.x, -delta.y);
    c2d_hit h = c2d_intersect_capsule_segment(c2d_capsule_grown(k, c.radius), c.center, back);
    if (!h.hit) return c2d_sweep_miss(k.a, delta);
    c2d_vec2 n = c2d_v2(0.0 - h.normal.x, 0.0 - h.normal.y);
    c2d_hit hit = {{c.center.x + n.x * c.radius, c.center.y + n.y * c.radius},
                   {(1.0 - h.time) * -delta.x, (1.0 - h.time) * -delta.y},
                   n,
                   h.time,
                   0,
                   true};
    return c2d_sweep_from_hit(hit, k.a, delta, false);
}

#endif
