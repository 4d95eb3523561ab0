// collide2d core, narrow/capsule.h: capsules (a segment a-b grown by a radius, the
// shape of Box2D's and cute_c2's capsules) against points, segments, circles, boxes,
// oriented boxes and capsules.
//
// A capsule is every point within `radius` of its core segment, so it overlaps a
// shape exactly when the distance from the core to the shape is less than the
// radius (touching, distance == radius, is not overlapping). The distance between a
// segment and a convex shape that it does not cross is reached at an end point of
// one of them: the tests compare those end-point distances (Ericson's Real-Time
// Collision Detection, 5.1.9 and 5.9.1), squared in scaled frames near underflow
// (c2d_closer_than). A capsule of radius 0 is its segment, and answers exactly as
// the Segment does (it has no interior: it overlaps what its segment passes through).
#ifndef C2D_NARROW_CAPSULE_H
#define C2D_NARROW_CAPSULE_H

#include "narrow/obb.h"

static inline c2d_segment c2d_capsule_core(c2d_capsule k) {
    c2d_segment s = {k.a, k.b};
    return s;
}

/// The point of segment a + t d, 0 <= t <= 1, nearest to p: t = dot(p - a, d) /
/// dot(d, d) clamped to [0, 1] (a segment too short to square, dot(d, d) == 0, is
/// its point a).
static inline c2d_vec2 c2d_segment_nearest(c2d_vec2 a, c2d_vec2 b, c2d_vec2 p) {
    c2d_vec2 d = c2d_sub(b, a);
    double dd = c2d_dot(d, d);
    double t = dd > 0 ? c2d_dot(c2d_sub(p, a), d) / dd : 0.0;
    return c2d_along(a, d, c2d_clamp(t, 0.0, 1.0));
}

/// p is closer than `reach` to segment a-b. Beyond an end (by the sign of a dot
/// product) the distance to that end; between them the distance to the line,
/// compared squared as cross(d, p - a)^2 < reach^2 dot(d, d) with d = b - a. No
/// nearest point is rounded on the way, so the answer is exact wherever the
/// products are (integer and dyadic coordinates of modest size): a point exactly
/// `reach` from the core touches it. Where a square may have underflowed, the
/// nearest point and c2d_closer_than's scaled frame. Where every difference and
/// `reach` lie below 2^-256, the dot products' signs underflow with the squares (a
/// point deep inside read as beyond an end): the same test on the differences scaled
/// by 2^k (c2d_tiny_scale), in the frame of a.
static inline bool c2d_segment_closer_than(c2d_vec2 a, c2d_vec2 b, c2d_vec2 p, double reach) {
    c2d_vec2 d = c2d_sub(b, a), w = c2d_sub(p, a), v = c2d_sub(p, b);
    double big = c2d_max(c2d_max(fabs(d.x), fabs(d.y)), c2d_max(fabs(w.x), fabs(w.y)));
    int k = c2d_tiny_scale(c2d_max(big, c2d_max(c2d_max(fabs(v.x), fabs(v.y)), reach)));
    if (C2D_UNLIKELY(k != 0)) {
        d = c2d_v2(ldexp(d.x, k), ldexp(d.y, k));
        w = c2d_v2(ldexp(w.x, k), ldexp(w.y, k));
        v = c2d_v2(ldexp(v.x, k), ldexp(v.y, k));
        reach = ldexp(reach, k);
        a = c2d_v2(0.0, 0.0), b = d, p = w;
    }
    if (c2d_dot(w, d) <= 0) return c2d_closer_than(w.x, w.y, reach);
    if (c2d_dot(v, d) >= 0) return c2d_closer_than(v.x, v.y, reach);
    double c = c2d_cross(d, w), size = fabs(d.x * w.y) + fabs(d.y * w.x);
    double rhs = (reach * reach) * c2d_dot(d, d);
    // rhs normal and the products clear of underflow: c * c below 2^-960 is then
    // below rhs however it rounds.
    if (C2D_LIKELY((rhs >= 0x1p-960) & (size >= 0x1p-480))) return c * c < rhs;
    c2d_vec2 q = c2d_segment_nearest(a, b, p);
    return c2d_closer_than(p.x - q.x, p.y - q.y, reach);
}

/// Segments a1-b1 and a2-b2 cross at a point inside both (strictly: every
/// orientation nonzero and of opposite signs in pairs). Segments that only touch or
/// are collinear are left to the end-point distances, which are then (about) zero.
static inline bool c2d_segments_cross(c2d_vec2 a1, c2d_vec2 b1, c2d_vec2 a2, c2d_vec2 b2) {
    // Every coordinate below 2^-256: the products in a frame scaled by 2^k (below about
    // 2^-537 they were 0, and two capsules crossing at 2^-560 were apart).
    double big1 = c2d_max(c2d_max(fabs(a1.x), fabs(a1.y)), c2d_max(fabs(b1.x), fabs(b1.y)));
    double big2 = c2d_max(c2d_max(fabs(a2.x), fabs(a2.y)), c2d_max(fabs(b2.x), fabs(b2.y)));
    double big = c2d_max(big1, big2);
    int k = c2d_tiny_scale(big);
    if (C2D_UNLIKELY(k != 0)) {
        a1 = c2d_v2(ldexp(a1.x, k), ldexp(a1.y, k)), b1 = c2d_v2(ldexp(b1.x, k), ldexp(b1.y, k));
        a2 = c2d_v2(ldexp(a2.x, k), ldexp(a2.y, k)), b2 = c2d_v2(ldexp(b2.x, k), ldexp(b2.y, k));
    }
    c2d_vec2 d1 = c2d_sub(b1, a1), d2 = c2d_sub(b2, a2);
    double o1 = c2d_cross(d1, c2d_sub(a2, a1)), o2 = c2d_cross(d1, c2d_sub(b2, a1));
    double o3 = c2d_cross(d2, c2d_sub(a1, a2)), o4 = c2d_cross(d2, c2d_sub(b1, a2));
    return (((o1 > 0) & (o2 < 0)) | ((o1 < 0) & (o2 > 0))) &
           (((o3 > 0) & (o4 < 0)) | ((o3 < 0) & (o4 > 0)));
}

/// The distance between segments a1-b1 and a2-b2 is less than `reach`.
static inline bool c2d_segments_closer_than(c2d_vec2 a1, c2d_vec2 b1, c2d_vec2 a2, c2d_vec2 b2,
                                            double reach) {
    return c2d_segments_cross(a1, b1, a2, b2) || c2d_segment_closer_than(a2, b2, a1, reach) ||
           c2d_segment_closer_than(a2, b2, b1, reach) ||
           c2d_segment_closer_than(a1, b1, a2, reach) ||
           c2d_segment_closer_than(a1, b1, b2, reach);
}

/// The distance from segment s to `box` is less than `reach` (> 0): s passes
/// through the box's interior, or crosses a box of no width or height (which has no
/// interior: it is the segment between its corners), or an end of s, or a corner of
/// the box, is that close.
static inline bool c2d_segment_box_closer_than(c2d_segment s, c2d_aabb box, double reach) {
    if (c2d_overlaps_aabb_segment(box, s)) return true;
    c2d_vec2 qa = c2d_aabb_closest(box, s.a), qb = c2d_aabb_closest(box, s.b);
    if (c2d_closer_than(s.a.x - qa.x, s.a.y - qa.y, reach) ||
        c2d_closer_than(s.b.x - qb.x, s.b.y - qb.y, reach))
        return true;
    double x0 = box.pos.x - box.half.x, x1 = box.pos.x + box.half.x;
    double y0 = box.pos.y - box.half.y, y1 = box.pos.y + box.half.y;
    if ((box.half.x == 0 || box.half.y == 0) &&
        c2d_segments_cross(s.a, s.b, c2d_v2(x0, y0), c2d_v2(x1, y1)))
        return true;
    return c2d_segment_closer_than(s.a, s.b, c2d_v2(x0, y0), reach) ||
           c2d_segment_closer_than(s.a, s.b, c2d_v2(x1, y0), reach) ||
           c2d_segment_closer_than(s.a, s.b, c2d_v2(x1, y1), reach) ||
           c2d_segment_closer_than(s.a, s.b, c2d_v2(x0, y1), reach);
}

/// Where a point is from a capsule's core: `q` the core's nearest point, `n` the unit
/// direction from q toward the point, `dist` their distance.
typedef struct c2d_core_offset {
    c2d_vec2 q, n;
    double dist;
} c2d_core_offset;

/// The offset of `p` from the core a-b. Beside the core (0 < t < 1) it is measured
/// across the core's line, dist = |cross(u, p - a)| with u = unit(b - a), and n is
/// perp(u) or -perp(u): p - q would carry the rounding of q into the direction. On
/// the core (cross == 0) n is the core's left side perp(u), dist 0: the shortest
/// way out. Past an end, from that end (c2d_unit of p - end); at the end itself the
/// left side again; for a core of zero length, +y, as from a circle's centre. For
/// coordinates not tiny (c2d_capsule_offset).
static inline c2d_core_offset c2d_capsule_offset_at_scale(c2d_capsule k, c2d_vec2 p) {
    c2d_vec2 d = c2d_sub(k.b, k.a);
    double dd = c2d_dot(d, d);
    double t = dd > 0 ? c2d_dot(c2d_sub(p, k.a), d) / dd : 0.0;
    c2d_core_offset o;
    if ((t > 0) & (t < 1)) {
        double len;
        c2d_vec2 u = c2d_unit(d.x, d.y, &len);
        double side = c2d_cross(u, c2d_sub(p, k.a));
        double s = c2d_select(side < 0, -1.0, 1.0);
        o.q = c2d_along(k.a, d, t);
        o.n = c2d_v2(-u.y * s + 0.0, u.x * s + 0.0);
        o.dist = fabs(side);
        return o;
    }
    o.q = t >= 1 ? k.b : k.a;
    c2d_vec2 e = c2d_sub(p, o.q);
    o.n = c2d_unit(e.x, e.y, &o.dist); // (0, 1) and 0 for e == 0
    if ((o.dist == 0) & (dd > 0)) { // on an end of the core: out by its side
        double len;
        c2d_vec2 u = c2d_unit(d.x, d.y, &len);
        o.n = c2d_v2(-u.y + 0.0, u.x + 0.0);
    }
    return o;
}

/// c2d_capsule_offset_at_scale, where every coordinate of the core and of p lies below
/// 2^-256 in a frame scaled by 2^s (c2d_tiny_scale: below about 2^-537 the products were
/// 0 and the offset taken from the wrong end): the same offset as at unit scale, q and
/// dist scaled back.
static inline c2d_core_offset c2d_capsule_offset(c2d_capsule k, c2d_vec2 p) {
    double big = c2d_max(c2d_max(fabs(k.a.x), fabs(k.a.y)), c2d_max(fabs(k.b.x), fabs(k.b.y)));
    int s = c2d_tiny_scale(c2d_max(big, c2d_max(fabs(p.x), fabs(p.y))));
    if (C2D_LIKELY(s == 0)) return c2d_capsule_offset_at_scale(k, p);
    k.a = c2d_v2(ldexp(k.a.x, s), ldexp(k.a.y, s));
    k.b = c2d_v2(ldexp(k.b.x, s), ldexp(k.b.y, s));
    c2d_core_offset o = c2d_capsule_offset_at_scale(k, c2d_v2(ldexp(p.x, s), ldexp(p.y, s)));
    o.q = c2d_v2(ldexp(o.q.x, -s), ldexp(o.q.y, -s));
    o.dist = ldexp(o.dist, -s);
    return o;
}

// ---- overlaps ---------------------------------------------------------------------

/// The point is strictly inside the capsule (closer to the core than the radius): the
/// arithmetic of c2d_intersect_capsule_point.
static inline bool c2d_overlaps_capsule_point(c2d_capsule k, c2d_vec2 p) {
    return c2d_segment_closer_than(k.a, k.b, p, k.radius);
}

/// The segment passes through the capsule's interior.
static inline bool c2d_overlaps_capsule_segment(c2d_capsule k, c2d_segment s) {
    if (k.radius == 0) return c2d_overlaps_segment_segment(c2d_capsule_core(k), s);
    return c2d_segments_closer_than(k.a, k.b, s.a, s.b, k.radius);
}

static inline bool c2d_overlaps_segment_capsule(c2d_segment s, c2d_capsule k) {
    return c2d_overlaps_capsule_segment(k, s);
}

/// The capsule and the circle share interior points: the core is closer to the
/// centre than the radius sum (the arithmetic of c2d_intersect_capsule_circle).
static inline bool c2d_overlaps_capsule_circle(c2d_capsule k, c2d_circle c) {
    if (k.radius == 0) return c2d_overlaps_circle_segment(c, c2d_capsule_core(k));
    return c2d_segment_closer_than(k.a, k.b, c.center, k.radius + c.radius);
}

static inline bool c2d_overlaps_circle_capsule(c2d_circle c, c2d_capsule k) {
    return c2d_overlaps_capsule_circle(k, c);
}

/// The capsule and the box share interior points.
static inline bool c2d_overlaps_capsule_aabb(c2d_capsule k, c2d_aabb box) {
    if (k.radius == 0) return c2d_overlaps_aabb_segment(box, c2d_capsule_core(k));
    return c2d_segment_box_closer_than(c2d_capsule_core(k), box, k.radius);
}

static inline bool c2d_overlaps_aabb_capsule(c2d_aabb box, c2d_capsule k) {
    return c2d_overlaps_capsule_aabb(k, box);
}

/// The capsule and the oriented box share interior points (the AABB test, for a box
/// on exact axes; else in the box's frame).
static inline bool c2d_overlaps_capsule_obb(c2d_capsule k, c2d_obb o) {
    if (k.radius == 0) return c2d_overlaps_obb_segment(o, c2d_capsule_core(k));
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_segment_box_closer_than(c2d_capsule_core(k), f.box, k.radius);
    c2d_segment local = {c2d_obb_local_point(f, k.a), c2d_obb_local_point(f, k.b)};
    return c2d_segment_box_closer_than(local, c2d_obb_local_box(f), k.radius);
}

static inline bool c2d_overlaps_obb_capsule(c2d_obb o, c2d_capsule k) {
    return c2d_overlaps_capsule_obb(k, o);
}

/// Two capsules share interior points: their cores are closer than the radius sum
/// (two of radius 0 are segments: c2d_overlaps_segment_segment).
static inline bool c2d_overlaps_capsule_capsule(c2d_capsule k, c2d_capsule other) {
    double reach = k.radius + other.radius;
    if (reach == 0) return c2d_overlaps_segment_segment(c2d_capsule_core(k), c2d_capsule_core(other));
    return c2d_segments_closer_than(k.a, k.b, other.a, other.b, reach);
}

// ---- hits -------------------------------------------------------------------------

/// The capsule is the collider: `p` (a point, or a circle's centre with `reach` =
/// the radius sum) pushed out along n by reach - dist (0 where the rounded dist is not
/// less), when `inside`; pos on the capsule's surface.
static inline c2d_hit c2d_capsule_push_out(c2d_capsule k, double reach, c2d_vec2 p,
                                           bool inside) {
    if (!inside) return c2d_no_hit(p);
    c2d_core_offset o = c2d_capsule_offset(k, p);
    double depth = o.dist < reach ? reach - o.dist : 0.0;
    c2d_hit h = {{o.q.x + o.n.x * k.radius, o.q.y + o.n.y * k.radius},
                 {o.n.x * depth, o.n.y * depth},
                 o.n,
                 0.0,
                 0,
                 true};
    return h;
}

/// The point strictly inside (closer to the core than the radius): pushed out the
/// shortest way (c2d_capsule_offset).
static inline c2d_hit c2d_intersect_capsule_point(c2d_capsule k, c2d_vec2 p) {
    return c2d_capsule_push_out(k, k.radius, p, c2d_overlaps_capsule_point(k, p));
}

/// The circle pushed out of the capsule: its centre closer to the core than the
/// radius sum, moved away from the core until the two touch. A hit exactly when
/// c2d_overlaps_capsule_circle: for a core of radius 0 that is the circle-segment
/// test, whose squared distances can part a tangent circle that the distance across
/// the core (rounded) puts 2e-16 inside.
static inline c2d_hit c2d_intersect_capsule_circle(c2d_capsule k, c2d_circle c) {
    return c2d_capsule_push_out(k, k.radius + c.radius, c.center,
                                c2d_overlaps_capsule_circle(k, c));
}

/// The capsule pushed out of the circle (the circle is the collider): normal from the
/// centre toward the core (-n of c2d_capsule_offset), pos on the circle; a miss's
/// pos is the capsule's end a. A hit exactly when c2d_overlaps_capsule_circle.
static inline c2d_hit c2d_intersect_circle_capsule(c2d_circle c, c2d_capsule k) {
    if (!c2d_overlaps_capsule_circle(k, c)) return c2d_no_hit(k.a);
    c2d_core_offset o = c2d_capsule_offset(k, c.center);
    double reach = c.radius + k.radius;
    double depth = o.dist < reach ? reach - o.dist : 0.0;
    c2d_vec2 n = c2d_v2(-o.n.x + 0.0, -o.n.y + 0.0);
    c2d_hit h = {{c.center.x + n.x * c.radius, c.center.y + n.y * c.radius},
                 {n.x * depth, n.y * depth},
                 n,
                 0.0,
                 0,
                 true};
    return h;
}

/// The segment pos + t * delta, 0 <= t <= 1, against the capsule: the earliest entry
/// into its three pieces, the rectangle around the core (the slab test in its frame)
/// and the circles at a and b (the circle raycast); on equal times the rectangle,
/// then a, then b. A segment starting inside has time 0. A capsule of radius 0 has
/// no interior and is never hit.
static inline c2d_hit c2d_intersect_capsule_segment(c2d_capsule k, c2d_vec2 pos,
                                                    c2d_vec2 delta) {
    c2d_circle ca = {k.a, k.radius}, cb = {k.b, k.radius};
    c2d_hit best = c2d_intersect_circle_segment(ca, pos, delta);
    c2d_hit at_b = c2d_intersect_circle_segment(cb, pos, delta);
    if (at_b.hit && (!best.hit || at_b.time < best.time)) best = at_b;
    c2d_vec2 d = c2d_sub(k.b, k.a);
    double len;
    c2d_vec2 u = c2d_unit(d.x, d.y, &len);
    if (len > 0) {
        c2d_obb_frame f = {c2d_along(k.a, d, 0.5), {len * 0.5, k.radius}, u, false, false,
                           {{0.0, 0.0}, {0.0, 0.0}}};
        c2d_hit side = c2d_cast_in_frame(f, pos, delta, 0.0, 0.0);
        if (side.hit && (!best.hit || side.time <= best.time)) best = side;
    }
    return best;
}

#endif
