// collide2d core, narrow/rescale.h: tiny shapes measured in a frame scaled by a power of
// two.
//
// Below about 2^-511 squared lengths and products of two coordinates lose precision,
// and below about 2^-537 they underflow to 0: the nearest-pair search of a distance
// took the first pair of all (a corner for a face), a sweep's times came out of gaps of
// 0, a raycast starting inside missed. Two shapes whose every coordinate and radius
// (and the call's other lengths: a margin, a start and a motion) lie below
// C2D_RESCALE_BELOW (2^-256) are replaced by copies scaled by 2^k (c2d_tiny_scale: the
// largest magnitude into [0.5, 1)). An exact power of two commutes with every IEEE
// operation that neither under- nor overflows, so the answers are those of the same
// shapes at unit scale, and their lengths are scaled back. Circles and boxes have
// scaled frames of their own (base/math.h's c2d_closer_than, c2d_unit). Plain C11, no
// Python.
#ifndef C2D_NARROW_RESCALE_H
#define C2D_NARROW_RESCALE_H

#include "narrow/polygon.h"

/// A convex core (1 to n vertices) grown by `radius`.
typedef struct c2d_rounded {
    c2d_polygon core;
    double radius;
} c2d_rounded;

/// The most vertices a core may have to be rescaled (its copy lives on the stack).
#define C2D_RESCALE_CORE_MAX 64

/// Room for two cores' scaled copies (c2d_rescale_rounded).
typedef struct c2d_rescaled {
    double a[2 * C2D_RESCALE_CORE_MAX], b[2 * C2D_RESCALE_CORE_MAX];
} c2d_rescaled;

/// The largest of m, r's radius and |x|, |y| of its core's vertices.
static inline double c2d_rounded_size(c2d_rounded r, double m) {
    m = c2d_max(m, r.radius);
    for (int64_t k = 0; k < r.core.count; k++) {
        c2d_vec2 v = c2d_polygon_vertex(r.core, k);
        m = c2d_max(m, c2d_max(fabs(v.x), fabs(v.y)));
    }
    return m;
}

/// r's core copied into buf in its own order (counter-clockwise from vertex 0, as
/// c2d_polygon_vertex reads it), each coordinate and the radius times 2^k (exact).
static inline c2d_rounded c2d_scaled_rounded(c2d_rounded r, int k, double *buf) {
    for (int64_t i = 0; i < r.core.count; i++) {
        c2d_vec2 v = c2d_polygon_vertex(r.core, i);
        buf[2 * i] = ldexp(v.x, k);
        buf[2 * i + 1] = ldexp(v.y, k);
    }
    c2d_rounded s = {{buf, 2, r.core.count, 0, 1}, ldexp(r.radius, k)};
    return s;
}

/// The power of two k that brings two tiny shapes to unit size (see the top of this
/// file; `extra`: the largest of the call's other lengths), their cores (of at most
/// C2D_RESCALE_CORE_MAX vertices) and radii then replaced by copies scaled by 2^k in
/// `room`; the caller scales its other lengths with ldexp(x, k). 0, nothing changed,
/// for all others: one test on a's first vertex for every shape not tiny.
static inline int c2d_rescale_rounded(c2d_rounded *ra, c2d_rounded *rb, double extra,
                                      c2d_rescaled *room) {
    c2d_vec2 v0 = c2d_polygon_vertex(ra->core, 0);
    if (C2D_LIKELY(!(c2d_max(fabs(v0.x), fabs(v0.y)) < C2D_RESCALE_BELOW))) return 0;
    if (ra->core.count > C2D_RESCALE_CORE_MAX || rb->core.count > C2D_RESCALE_CORE_MAX)
        return 0;
    int k = c2d_tiny_scale(c2d_rounded_size(*rb, c2d_rounded_size(*ra, extra)));
    if (k != 0) {
        *ra = c2d_scaled_rounded(*ra, k, room->a);
        *rb = c2d_scaled_rounded(*rb, k, room->b);
        // GCC cannot tell that the copies cover every vertex read from them later (it
        // warned -Wmaybe-uninitialized where a polygon's bounds are loaded in pairs):
        // an empty asm that may read and write `room` tells it the copies are made.
        __asm__("" : "+m"(*room));
    }
    return k;
}

/// The largest |component| of two vectors (a start and a motion: c2d_rescale_rounded's
/// `extra`).
static inline double c2d_vecs_size(c2d_vec2 u, c2d_vec2 v) {
    return c2d_max(c2d_max(fabs(u.x), fabs(u.y)), c2d_max(fabs(v.x), fabs(v.y)));
}

static inline c2d_vec2 c2d_scaled_vec(c2d_vec2 v, int k) {
    return c2d_v2(ldexp(v.x, k), ldexp(v.y, k));
}

/// A length of the frame scaled by 2^k back at the shapes' own scale (+ 0.0: a
/// negative one that underflows to -0.0 there becomes +0.0).
static inline double c2d_unscaled(double x, int k) { return ldexp(x, -k) + 0.0; }

static inline c2d_vec2 c2d_unscaled_vec(c2d_vec2 v, int k) {
    return c2d_v2(c2d_unscaled(v.x, k), c2d_unscaled(v.y, k));
}

/// A sweep of the frame scaled by 2^k (its start and motion `start`, `delta` at the
/// shapes' own scale) back at the shapes' own scale: time, normal and flags as they
/// are; a static push-out's pos and delta, and a hit's contact point, scaled back; a
/// moving hit's delta and the sweep's pos made from `start` and `delta` as the
/// unscaled code makes them, (1 - time) * -delta and start + delta * time (so a
/// motion component of 0.0 still gives -0.0 there).
static inline c2d_sweep c2d_sweep_unscaled(c2d_sweep r, c2d_vec2 start, c2d_vec2 delta, int k) {
    r.hit.pos = c2d_unscaled_vec(r.hit.pos, k);
    if (r.started_overlapping || (delta.x == 0 && delta.y == 0)) {
        r.hit.delta = c2d_unscaled_vec(r.hit.delta, k);
        r.pos = start;
        return r;
    }
    if (!r.hit.hit) return c2d_sweep_miss(start, delta);
    r.hit.delta = c2d_v2((1.0 - r.hit.time) * -delta.x, (1.0 - r.hit.time) * -delta.y);
    r.pos = c2d_v2(start.x + delta.x * r.time, start.y + delta.y * r.time);
    return r;
}

#endif
