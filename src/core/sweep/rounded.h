// collide2d core, sweep/rounded.h: capsules swept against capsules, boxes and polygons,
// and those against capsules: any two shapes as convex cores grown by radii
// (narrow/distance.h).
//
// A shape m moving by delta against a static shape s first touches it when their cores
// come within R = rs + rm. At that moment the nearest points of the two cores include
// a vertex of one of them (two convex sets apart, or touching, meet vertex to edge or
// vertex to vertex: Ericson's *Real-Time Collision Detection*, 5.1.9), so the first
// contact is the earliest of
// - each vertex of m's core moving by delta, cast against s's core grown by R;
// - each vertex of s's core moving by -delta, cast against m's core (at its start)
//   grown by R;
// the earliest wins, ties to the first in that order (each core counter-clockwise
// from vertex 0). Every cast is exact as the circle sweeps are: the rounded polygon
// (its faces, edge bands and vertex discs), the capsule raycast for a segment core,
// the circle raycast for a point core. With no radius at all (a segment is a capsule
// of radius 0) the interiors can start to overlap where no vertex enters anything (a
// segment lying flush on a face, pushed through it), so two cores of two or more
// vertices are swept by the separating axis theorem in time instead
// (c2d_sweep_polygons, on the cores); a point core enters only a polygon. With radii,
// the cores' own sweep is taken too when it comes first, which only radii below the
// casts' rounding make happen. Two segments on parallel lines meet only lying on one
// line with a common piece (the segment contract), which the separating axes miss: a
// segment moving along a collinear one hits it where their ends touch, one crossing a
// parallel one's line sideways hits it at that instant (time 1 if it only arrives
// there), as noonat/intersect's casts stop a mover before any overlap.
// Overlapping at the start (the static push-out, from the distance, hits): stuck, time
// 0, that push-out. A zero delta is the static test. A box of no width or height
// against a core of radius 0 (a segment) never overlaps it (neither has an inside:
// the static test says so), so their sweep is a miss. Plain C11, no Python.
#ifndef C2D_SWEEP_ROUNDED_H
#define C2D_SWEEP_ROUNDED_H

#include "narrow/distance.h"
#include "sweep/polygon.h"

/// The path w + t delta against core c grown by r: hit.pos is w at contact, hit.normal
/// the grown core's outward normal there.
static inline c2d_hit c2d_cast_core(c2d_polygon c, double r, c2d_vec2 w, c2d_vec2 delta) {
    if (c.count >= 3) return c2d_cast_rounded_polygon(c, r, w, delta);
    c2d_vec2 p = c2d_polygon_vertex(c, 0);
    // A segment or point core of radius 0 has no interior: never entered (the
    // capsule and circle raycasts say so).
    if (c.count == 2) {
        c2d_capsule k = {p, c2d_polygon_vertex(c, 1), r};
        return c2d_intersect_capsule_segment(k, w, delta);
    }
    c2d_circle disc = {p, r};
    return c2d_intersect_circle_segment(disc, w, delta);
}

/// The sign (-1, 0, 1) of a * b + c * d + e * f, exactly (each product split into two
/// by c2d_two_product, exact unless it underflows).
static inline int c2d_sign_of_products(double a, double b, double c, double d, double e,
                                       double f) {
    double terms[6];
    c2d_two_product(a, b, &terms[0], &terms[1]);
    c2d_two_product(c, d, &terms[2], &terms[3]);
    c2d_two_product(e, f, &terms[4], &terms[5]);
    return c2d_exact_sum_sign(terms, 6);
}

/// Two segments on parallel lines (the segment overlap test's rounded cross product of
/// their directions is 0; of a segment too short for it, of its scaled direction), s static and m moving by v: their interiors meet only while
/// they lie on one line with a common piece of positive length (the segment contract,
/// narrow/segment.h), which no separating axis in time sees (each segment projects to a
/// point on the normal). `along`: m moves along the shared line, overlapping for
/// enter < t < leave (the ends may be infinite); otherwise m crosses s's line once, at
/// t = enter = leave, meeting s there or not (`meets`). The normal is from s toward m,
/// the contact the middle of the common piece (its end at s, moving along).
typedef struct {
    bool along, meets;
    double enter, leave;
    c2d_vec2 normal, contact;
} c2d_parallel_segments;

static inline c2d_parallel_segments c2d_parallel_segments_of(c2d_polygon s, c2d_polygon m,
                                                             c2d_vec2 v) {
    c2d_parallel_segments out = {false, false, INFINITY, -INFINITY, {0.0, 0.0}, {0.0, 0.0}};
    c2d_vec2 s0 = c2d_polygon_vertex(s, 0), m0 = c2d_polygon_vertex(m, 0);
    c2d_vec2 ds = c2d_sub(c2d_polygon_vertex(s, 1), s0), dm = c2d_sub(c2d_polygon_vertex(m, 1), m0);
    // Directions and heights measured with u and w, s's and m's directions scaled where
    // a segment is too short for its products (c2d_tiny_scaled; ds and dm otherwise: the
    // same bits), so that a cross product that only underflowed does not read as
    // parallel. s spans [0, length2] in u's projections (ds . u, |ds|^2 unscaled), and
    // the contact is s0 + u p / |u|^2.
    c2d_vec2 u = c2d_tiny_scaled(ds), w = c2d_tiny_scaled(dm);
    if (w.y * u.x - w.x * u.y != 0) return out;  // not parallel: they cross or miss
    c2d_vec2 r0 = c2d_sub(m0, s0), r1 = c2d_sub(c2d_polygon_vertex(m, 1), s0);
    double height = u.x * r0.y - u.y * r0.x, rate = u.x * v.y - u.y * v.x;
    double length2 = ds.x * u.x + ds.y * u.y, uu = u.x * u.x + u.y * u.y, length = sqrt(uu);
    double p0 = r0.x * u.x + r0.y * u.y, p1 = r1.x * u.x + r1.y * u.y;
    double lo = c2d_min(p0, p1), hi = c2d_max(p0, p1), speed = v.x * u.x + v.y * u.y;
    if (rate == 0) {
        if (height != 0) return out;  // beside s's line all the way
        out.along = true;
        out.meets = true;
        if (speed > 0) {
            out.enter = (0.0 - hi) / speed;
            out.leave = (length2 - lo) / speed;
        } else if (speed < 0) {
            out.enter = (length2 - lo) / speed;
            out.leave = (0.0 - hi) / speed;
        } else if (hi > 0 && lo < length2) {
            out.enter = -INFINITY;
            out.leave = INFINITY;
        }
        double sign = speed > 0 ? -1.0 : 1.0;
        out.normal = c2d_v2(sign * u.x / length + 0.0, sign * u.y / length + 0.0);
        out.contact = speed > 0 ? s0 : c2d_polygon_vertex(s, 1);
        return out;
    }
    double t = (0.0 - height) / rate + 0.0;
    out.enter = out.leave = t;
    // Whether t is in [0, 1] and m's ends at t straddle s's inside (hi + t speed > 0,
    // lo + t speed < length2), decided exactly on these values (times rate, whose sign
    // is known), so that an end reaching s's line exactly at the step's end, or two
    // ends exactly meeting there, is decided as the segment overlap test decides it.
    int sign_rate = rate > 0 ? 1 : -1;
    double in_step[2] = {height, rate};
    bool step = (height == 0 || (height > 0) != (rate > 0)) &&
                c2d_exact_sum_sign(in_step, 2) * sign_rate >= 0;
    out.meets = step && c2d_sign_of_products(hi, rate, -height, speed, 0.0, 0.0) * sign_rate > 0 &&
                c2d_sign_of_products(lo, rate, -length2, rate, -height, speed) * sign_rate < 0;
    lo = lo + t * speed;
    hi = hi + t * speed;
    double from = c2d_max(lo, 0.0), to = c2d_min(hi, length2);
    double sign = height > 0 ? 1.0 : -1.0, mid = (from + to) * 0.5 / uu;
    out.normal = c2d_v2(sign * -u.y / length + 0.0, sign * u.x / length + 0.0);
    out.contact = c2d_v2(s0.x + u.x * mid + 0.0, s0.y + u.y * mid + 0.0);
    return out;
}

/// Two parallel segments' sweep (c2d_parallel_segments_of): the first time they meet
/// in [0, 1), or at 1 if m only reaches s's line at its end (where the segment contract
/// calls them overlapping); started overlapping is the caller's push-out.
static inline c2d_sweep c2d_sweep_parallel_segments(c2d_parallel_segments p, c2d_vec2 start,
                                                    c2d_vec2 delta) {
    double t = c2d_max(p.enter, 0.0);
    bool hit = p.meets && (!p.along || (t < 1 && t < p.leave));
    if (!hit) return c2d_sweep_miss(start, delta);
    c2d_hit h = {p.contact, {(1.0 - t) * -delta.x, (1.0 - t) * -delta.y}, p.normal, t, 0, true};
    return c2d_sweep_from_hit(h, start, delta, false);
}

/// m (its reference point `start`) moving by delta against the static s (see the top
/// of this file); `still` is the static push-out of m from s; `hollow`: one of the two
/// is a box of no width or height (its core fewer than three vertices). The hit: time,
/// normal from s toward m, pos the contact point (on both surfaces), delta
/// (1 - t) * -delta. For shapes not tiny (c2d_sweep_rounded).
static inline c2d_sweep c2d_sweep_rounded_at_scale(c2d_rounded s, c2d_rounded m, c2d_vec2 start,
                                                   c2d_vec2 delta, c2d_hit still, bool hollow) {
    if ((delta.x == 0 && delta.y == 0) || still.hit) return c2d_sweep_static(still, start);
    double r = s.radius + m.radius;
    // A box with no inside against a segment (r = 0): they never overlap.
    if (hollow && !(r > 0)) return c2d_sweep_miss(start, delta);
    // No radius at all, and each core a segment or a polygon: the interiors can start
    // to overlap where no vertex enters anything (a segment's middle through a face
    // it lay flush on, two segments from touching end to end), so the separating
    // axis theorem in time on the cores, which a segment's two sides take part in.
    if (!(r > 0) && s.core.count >= 2 && m.core.count >= 2) {
        c2d_sweep cores = c2d_sweep_polygons(s.core, m.core, start, delta);
        if (s.core.count == 2 && m.core.count == 2) {
            // Two segments: on parallel lines they meet only lying on one line.
            c2d_parallel_segments p = c2d_parallel_segments_of(s.core, m.core, delta);
            c2d_sweep flat = c2d_sweep_parallel_segments(p, start, delta);
            if (flat.hit.hit && (!cores.hit.hit || flat.hit.time < cores.hit.time)) return flat;
        }
        return cores;
    }
    bool found = false;
    double time = 1.0;
    c2d_vec2 normal = {0.0, 0.0}, contact = {0.0, 0.0};
    for (int64_t k = 0; k < m.core.count; k++) {
        c2d_hit h = c2d_cast_core(s.core, r, c2d_polygon_vertex(m.core, k), delta);
        if (h.hit && (!found || h.time < time)) {
            found = true;
            time = h.time;
            normal = h.normal;
            contact = c2d_v2(h.pos.x - h.normal.x * m.radius, h.pos.y - h.normal.y * m.radius);
        }
    }
    c2d_vec2 back = c2d_v2(-delta.x, -delta.y);
    for (int64_t k = 0; k < s.core.count; k++) {
        c2d_vec2 v = c2d_polygon_vertex(s.core, k);
        c2d_hit h = c2d_cast_core(m.core, r, v, back);
        if (h.hit && (!found || h.time < time)) {
            found = true;
            time = h.time;
            normal = c2d_v2(0.0 - h.normal.x, 0.0 - h.normal.y);
            contact = c2d_v2(v.x + normal.x * s.radius, v.y + normal.y * s.radius);
        }
    }
    if (s.core.count >= 2 && m.core.count >= 2) {
        // The cores themselves meeting: never later than the grown shapes, unless the
        // radii are below the rounding of the casts (a band of width 1e-144 can be
        // stepped over): then this contact, on the cores, is the answer.
        c2d_sweep cores = c2d_sweep_polygons(s.core, m.core, start, delta);
        if (cores.hit.hit && !cores.started_overlapping && (!found || cores.hit.time < time))
            return cores;
    }
    if (!found) return c2d_sweep_miss(start, delta);
    c2d_hit hit = {{contact.x + 0.0, contact.y + 0.0},
                   {(1.0 - time) * -delta.x, (1.0 - time) * -delta.y},
                   normal,
                   time,
                   0,
                   true};
    return c2d_sweep_from_hit(hit, start, delta, false);
}

/// c2d_sweep_rounded_at_scale, tiny shapes (their start and motion included) moving in
/// a frame scaled by a power of two (narrow/rescale.h: below about 2^-537 the casts'
/// squares were 0 and hits were missed). `still`, the static push-out, is the caller's
/// at the shapes' own scale (the intersect functions scale their own).
C2D_NOINLINE static c2d_sweep c2d_sweep_rounded(c2d_rounded s, c2d_rounded m, c2d_vec2 start,
                                                c2d_vec2 delta, c2d_hit still, bool hollow) {
    if ((delta.x == 0 && delta.y == 0) || still.hit) return c2d_sweep_static(still, start);
    c2d_rescaled room;
    int k = c2d_rescale_rounded(&s, &m, c2d_vecs_size(start, delta), &room);
    if (C2D_LIKELY(k == 0)) return c2d_sweep_rounded_at_scale(s, m, start, delta, still, hollow);
    c2d_sweep r = c2d_sweep_rounded_at_scale(s, m, c2d_scaled_vec(start, k),
                                             c2d_scaled_vec(delta, k), still, hollow);
    return c2d_sweep_unscaled(r, start, delta, k);
}

/// c2d_sweep_<s>_<m>(s, m, delta): m moving against the static s (the kernel list's
/// names); `start` is m's reference point (a capsule's end a, a box's centre, a
/// polygon's vertex 0), the sweep's pos; box_s, box_m: s, m is a box (its core is
/// hollow when it has fewer than three vertices).
#define C2D_SWEEP_ROUNDED(ks, ts, km, tm, start, box_s, box_m)                         \
    static inline c2d_sweep c2d_sweep_##ks##_##km(ts s, tm m, c2d_vec2 delta) {        \
        double buf_s[8], buf_m[8];                                                     \
        c2d_rounded rs = c2d_rounded_##ks(s, buf_s), rm = c2d_rounded_##km(m, buf_m);  \
        bool hollow = (box_s && rs.core.count < 3) || (box_m && rm.core.count < 3);    \
        return c2d_sweep_rounded(rs, rm, start, delta, c2d_intersect_##ks##_##km(s, m), \
                                 hollow);                                              \
    }
C2D_SWEEP_ROUNDED(capsule, c2d_capsule, capsule, c2d_capsule, m.a, false, false)
C2D_SWEEP_ROUNDED(capsule, c2d_capsule, aabb, c2d_aabb, m.pos, false, true)
C2D_SWEEP_ROUNDED(capsule, c2d_capsule, obb, c2d_obb, m.center, false, true)
C2D_SWEEP_ROUNDED(capsule, c2d_capsule, polygon, c2d_polygon, c2d_polygon_vertex(m, 0), false,
                  false)
C2D_SWEEP_ROUNDED(aabb, c2d_aabb, capsule, c2d_capsule, m.a, true, false)
C2D_SWEEP_ROUNDED(obb, c2d_obb, capsule, c2d_capsule, m.a, true, false)
C2D_SWEEP_ROUNDED(polygon, c2d_polygon, capsule, c2d_capsule, m.a, false, false)
#undef C2D_SWEEP_ROUNDED

#endif
