// collide2d core, base/results.h: building results: a miss, a hit at a time, a sweep from a
// hit, a line result.
// Plain C11, no Python.
#ifndef C2D_BASE_RESULTS_H
#define C2D_BASE_RESULTS_H

#include "base/shapes.h"

/// A result's position as written out: -0.0 made +0.0 (x + 0.0), as every result field
/// but a cast's or sweep's delta is (docs/api.md). A position can be an input's
/// coordinate as it was given (a contact on a point, a cast's or sweep's start), -0.0
/// included, or a sum of two -0.0; the writers of results (the batch kernels' rows, the
/// scalar Hit and Sweep) pass it through this once, where the arithmetic is not spent.
static inline c2d_vec2 c2d_result_pos(c2d_vec2 pos) { return c2d_v2(pos.x + 0.0, pos.y + 0.0); }

/// The "no hit" payload: zero delta and normal, time 1, `end` as position.
static inline c2d_hit c2d_no_hit(c2d_vec2 end) {
    c2d_hit h = {end, {0.0, 0.0}, {0.0, 0.0}, 1.0, -1, false};
    return h;
}

/// The sweep result when nothing is in the way: end at start + delta.
static inline c2d_sweep c2d_sweep_miss(c2d_vec2 start, c2d_vec2 delta) {
    c2d_sweep s = {0};
    s.pos = c2d_v2(start.x + delta.x, start.y + delta.y);
    s.hit = c2d_no_hit(s.pos);
    s.time = 1.0;
    s.started_overlapping = false;
    return s;
}

/// Whether sweep `s` (of the collider numbered `id`) is nearer than `nearest` (of
/// `nearest_id`), for sweep_into through many colliders: a hit of smaller time; at an
/// equal time (0, in practice), one that started overlapping before one that did not
/// (the body is stuck if it overlaps any collider, whatever the colliders' order:
/// touching one at time 0 must not hide overlapping another), then the lower number.
static inline bool c2d_sweep_nearer(const c2d_sweep *s, int64_t id, const c2d_sweep *nearest,
                                    int64_t nearest_id) {
    if (!s->hit.hit) return false;
    if (!nearest->hit.hit || s->time != nearest->time) return s->time < nearest->time;
    if (s->started_overlapping != nearest->started_overlapping) return s->started_overlapping;
    return id < nearest_id;
}

static inline c2d_line_hit c2d_line_result(c2d_line_kind kind, c2d_vec2 start, c2d_vec2 end,
                                           double t0, double t1, double u0, double u1) {
    c2d_line_hit r = {start, end, t0, t1, u0, u1, kind};
    return r;
}

/// A sweep from the contact found by a cast at time t: back off C2D_EPSILON
/// of time (noonat/intersect), or stop at 0 when the shapes overlapped at the start
/// ("stuck": the hit is then the cast's time-0 hit, as for boxes).
static inline c2d_sweep c2d_sweep_from_hit(c2d_hit hit, c2d_vec2 start, c2d_vec2 delta,
                                           bool stuck) {
    c2d_sweep s = {0};
    s.hit = hit;
    s.time = stuck ? 0.0 : c2d_clamp(hit.time - C2D_EPSILON, 0.0, 1.0);
    s.pos = c2d_v2(start.x + delta.x * s.time, start.y + delta.y * s.time);
    s.started_overlapping = stuck;
    return s;
}

/// A sweep that does not move is the static test (docs/api.md).
static inline c2d_sweep c2d_sweep_static(c2d_hit still, c2d_vec2 start) {
    c2d_sweep s = {still, start, still.hit ? 0.0 : 1.0, still.hit};
    return s;
}

/// noonat/intersect's segment hit at time t with the given normal.
static inline c2d_hit c2d_hit_at(c2d_vec2 pos, c2d_vec2 delta, double t, c2d_vec2 normal) {
    c2d_hit h = {{pos.x + delta.x * t, pos.y + delta.y * t},
                 {(1.0 - t) * -delta.x, (1.0 - t) * -delta.y},
                 normal,
                 t,
                 0,
                 true};
    return h;
}

#endif
