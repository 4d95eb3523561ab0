// collide2d core, sweep/polygon.h: polygons (and boxes, as polygons) moving against
// polygons, and circles against polygons.
//
// Polygons: the separating axis theorem in time. Two convex polygons overlap exactly
// when, on every face of both, the other's vertices reach past the face; under a
// translation each such reach is linear in time, so each face is a half-line of times
// and the overlap is the open interval inside all of them -- the Cyrus-Beck clip of
// the mover's path against the edge normals of the Minkowski difference (whose faces
// are the two polygons' faces), exact in the sense that no iteration or tolerance is
// involved (Ericson's *Real-Time Collision Detection*, 5.5).
//
// Circles: the centre's path cast against the polygon grown by the radius, a union of
// convex pieces -- the polygon, one band per edge (the edge swept outward by the
// radius), one disc per vertex -- each cast on its own, the earliest entry winning, as
// the circle-box sweep casts the rounded box (sweep/circle.h: no piece can veto another).
#ifndef C2D_SWEEP_POLYGON_H
#define C2D_SWEEP_POLYGON_H

#include "narrow/polygon.h"
#include "sweep/circle.h"

/// The separating axis theorem in time (see c2d_sweep_polygons): b moving by delta
/// against the static a overlaps it for enter < t < leave, when `possible` (false:
/// never, a face the motion runs along keeps them apart). The entry face's normal
/// (not unit, from a toward b), the first vertex to touch it, and whether that vertex
/// is b's (it then moves) come with the entry.
typedef struct c2d_sat_times {
    double enter, leave;
    c2d_vec2 entry, contact;
    bool possible, moved;
} c2d_sat_times;

static inline c2d_sat_times c2d_sat_in_time(c2d_polygon a, c2d_polygon b, c2d_vec2 start,
                                            c2d_vec2 delta) {
    c2d_sat_times r = {-INFINITY, INFINITY, {0.0, 1.0}, start, true, false};
    for (int side = 0; side < 2; side++) {
        c2d_polygon faces = side == 0 ? a : b, other = side == 0 ? b : a;
        // b moves by delta: seen from b's faces, a moves by -delta.
        double sense = side == 0 ? 1.0 : -1.0;
        for (int64_t k = 0; k < faces.count; k++) {
            c2d_vec2 p, q;
            c2d_polygon_face(faces, k, &p, &q);
            if (p.x == q.x && p.y == q.y) continue;
            // Outward, not unit (times are ratios), a face too short for its products scaled.
            c2d_vec2 out = c2d_tiny_scaled(c2d_v2(q.y - p.y, p.x - q.x));
            // The other's vertex least outside the face: the gap it has to close.
            double gap = INFINITY;
            c2d_vec2 nearest = p;
            for (int64_t i = 0; i < other.count; i++) {
                c2d_vec2 w = c2d_polygon_vertex(other, i);
                double g = c2d_dot(out, c2d_sub(w, p));
                if (g < gap) {
                    gap = g;
                    nearest = w;
                }
            }
            double v = sense * c2d_dot(out, delta); // how fast the gap grows
            if (v == 0) {
                r.possible &= gap < 0;
                continue;
            }
            double t = -gap / v;
            c2d_vec2 n = side == 0 ? out : c2d_v2(-out.x, -out.y);
            if (v < 0) {
                if (t > r.enter || (t == r.enter && c2d_more_head_on(n, r.entry, delta))) {
                    r.enter = t;
                    r.entry = n;
                    r.contact = nearest; // b's vertex (moved below) or a's (static)
                    r.moved = side == 0;
                }
            } else {
                r.leave = c2d_min(r.leave, t);
            }
        }
    }
    return r;
}

/// `b` moves by `delta` against the static `a`; `start` is b's reference point (the
/// sweep's pos: a polygon's vertex 0, a box's centre). A zero delta is the static test;
/// overlapping at the start (c2d_push_out_polygons hits): stuck, time 0, the static
/// push-out as the hit. Otherwise each face of a, then of b (counter-clockwise from
/// vertex 0) gives the times the other's vertices reach past it; the entry is the
/// latest entry (faces entered at the same time: the one the motion runs into most
/// head-on, c2d_more_head_on; equal, the later face), a hit when it comes before the earliest exit,
/// before 1, and the exit after 0. The hit: time, delta = (1 - time) * -delta, normal
/// the entry face's (from a toward b), pos the first vertex that touches the face,
/// where it is at that time. The sweep stops C2D_EPSILON of time before the hit, as
/// noonat/intersect's does. For shapes not tiny (c2d_sweep_polygons).
static inline c2d_sweep c2d_sweep_polygons_at_scale(c2d_polygon a, c2d_polygon b,
                                                    c2d_vec2 start, c2d_vec2 delta) {
    c2d_hit still = c2d_push_out_polygons(a, b, start);
    if ((delta.x == 0 && delta.y == 0) || still.hit) return c2d_sweep_static(still, start);
    c2d_sat_times st = c2d_sat_in_time(a, b, start, delta);
    double enter = st.enter, leave = st.leave;
    c2d_vec2 entry = st.entry, contact = st.contact;
    // Not overlapping at the start (exact), so an entry below 0 is rounding: time 0.
    if (!(st.possible & (enter < leave) & (enter < 1) & (leave > 0)))
        return c2d_sweep_miss(start, delta);
    double time = c2d_clamp(enter, 0.0, 1.0) + 0.0;
    double len;
    c2d_vec2 n = c2d_unit(entry.x, entry.y, &len);
    if (st.moved) contact = c2d_v2(contact.x + delta.x * time, contact.y + delta.y * time);
    c2d_hit h = {contact, {(1.0 - time) * -delta.x, (1.0 - time) * -delta.y}, n, time, 0, true};
    return c2d_sweep_from_hit(h, start, delta, false);
}

/// c2d_sweep_polygons_at_scale, tiny shapes (their start and motion included) in a
/// frame scaled by a power of two (narrow/rescale.h: below about 2^-511 the faces' gaps
/// lost their precision, and a sweep could end overlapping).
static inline c2d_sweep c2d_sweep_polygons(c2d_polygon a, c2d_polygon b, c2d_vec2 start,
                                           c2d_vec2 delta) {
    c2d_rounded ra = {a, 0.0}, rb = {b, 0.0};
    c2d_rescaled room;
    int k = c2d_rescale_rounded(&ra, &rb, c2d_vecs_size(start, delta), &room);
    if (C2D_LIKELY(k == 0)) return c2d_sweep_polygons_at_scale(a, b, start, delta);
    c2d_sweep r = c2d_sweep_polygons_at_scale(ra.core, rb.core, c2d_scaled_vec(start, k),
                                              c2d_scaled_vec(delta, k));
    return c2d_sweep_unscaled(r, start, delta, k);
}

static inline c2d_sweep c2d_sweep_polygon_polygon(c2d_polygon a, c2d_polygon other,
                                                  c2d_vec2 delta) {
    return c2d_sweep_polygons(a, other, c2d_polygon_vertex(other, 0), delta);
}

/// An AABB moving against the static polygon (the box as the polygon of its corners).
static inline c2d_sweep c2d_sweep_polygon_aabb(c2d_polygon a, c2d_aabb box, c2d_vec2 delta) {
    double corners[8];
    return c2d_sweep_polygons(a, c2d_box_polygon(c2d_aabb_frame(box), corners), box.pos, delta);
}

/// The polygon moving against a static AABB.
static inline c2d_sweep c2d_sweep_aabb_polygon(c2d_aabb box, c2d_polygon a, c2d_vec2 delta) {
    double corners[8];
    return c2d_sweep_polygons(c2d_box_polygon(c2d_aabb_frame(box), corners), a,
                              c2d_polygon_vertex(a, 0), delta);
}

/// An OBB moving against the static polygon.
static inline c2d_sweep c2d_sweep_polygon_obb(c2d_polygon a, c2d_obb o, c2d_vec2 delta) {
    double corners[8];
    return c2d_sweep_polygons(a, c2d_box_polygon(c2d_obb_frame_of(o), corners), o.center, delta);
}

/// The polygon moving against a static OBB.
static inline c2d_sweep c2d_sweep_obb_polygon(c2d_obb o, c2d_polygon a, c2d_vec2 delta) {
    double corners[8];
    return c2d_sweep_polygons(c2d_box_polygon(c2d_obb_frame_of(o), corners), a,
                              c2d_polygon_vertex(a, 0), delta);
}

// ---- circles --------------------------------------------------------------------

/// The path pos + t * delta cast against the polygon grown by r: the polygon itself,
/// then each edge's band (the edge swept outward by r: a box in the edge's frame, its
/// x axis along the edge, so ties in the slab test go to the band's outer face), then
/// each vertex's disc, each counter-clockwise from vertex 0; the earliest entry wins,
/// ties to the first in that order. hit.pos is the moving centre at contact.
static inline c2d_hit c2d_cast_rounded_polygon(c2d_polygon a, double r, c2d_vec2 pos,
                                               c2d_vec2 delta) {
    c2d_hit best = c2d_intersect_polygon_segment(a, pos, delta);
    if (!(r > 0)) return best;
    for (int64_t k = 0; k < a.count; k++) {
        c2d_vec2 p, q;
        c2d_polygon_face(a, k, &p, &q);
        double len;
        c2d_vec2 u = c2d_unit(q.x - p.x, q.y - p.y, &len);
        c2d_vec2 n = c2d_v2(u.y, -u.x); // outward
        c2d_obb_frame band = {{(p.x + q.x) * 0.5 + n.x * (r * 0.5), (p.y + q.y) * 0.5 + n.y * (r * 0.5)},
                              {len * 0.5, r * 0.5},
                              u,
                              false,
                              false,
                              {{0.0, 0.0}, {0.0, 0.0}}};
        band.box = c2d_obb_local_box(band);
        c2d_hit h = c2d_cast_in_frame(band, pos, delta, 0.0, 0.0);
        if (h.hit && (!best.hit || h.time < best.time)) best = h;
    }
    for (int64_t k = 0; k < a.count; k++) {
        c2d_circle disc = {c2d_polygon_vertex(a, k), r};
        c2d_hit h = c2d_intersect_circle_segment(disc, pos, delta);
        if (h.hit && (!best.hit || h.time < best.time)) best = h;
    }
    return best;
}

/// A circle moving by `delta` against the static polygon, through the exact rounded
/// polygon (c2d_cast_rounded_polygon). hit.normal is the face's, or the vertex disc's;
/// hit.pos the polygon's point nearest the centre at contact. Stuck
/// (c2d_intersect_polygon_circle's test): time 0 and the cast's hit, or the static
/// push-out when rounding makes the cast miss such a start. For shapes not tiny.
static inline c2d_sweep c2d_sweep_polygon_circle_at_scale(c2d_polygon a, c2d_circle c,
                                                          c2d_vec2 delta) {
    c2d_hit still = c2d_intersect_polygon_circle(a, c);
    if (delta.x == 0 && delta.y == 0) return c2d_sweep_static(still, c.center);
    c2d_hit h = c2d_cast_rounded_polygon(a, c.radius, c.center, delta);
    if (!h.hit) {
        if (still.hit) return c2d_sweep_static(still, c.center);
        return c2d_sweep_miss(c.center, delta);
    }
    h.pos = c2d_polygon_nearest(a, h.pos);
    return c2d_sweep_from_hit(h, c.center, delta, still.hit);
}

/// The polygon moving by `delta` against the static circle: the same cast with the
/// centre moving by -delta, so the times are those of sweep_polygon_circle(a, c,
/// -delta); normals from the circle toward the polygon, hit.pos on the circle, and
/// hit.delta = (1 - t) * -delta moves the polygon back. The sweep's pos is the
/// polygon's vertex 0. For shapes not tiny.
static inline c2d_sweep c2d_sweep_circle_polygon_at_scale(c2d_circle c, c2d_polygon a,
                                                          c2d_vec2 delta) {
    c2d_vec2 start = c2d_polygon_vertex(a, 0);
    c2d_hit still = c2d_intersect_circle_polygon(c, a);
    if (delta.x == 0 && delta.y == 0) return c2d_sweep_static(still, start);
    c2d_hit cast = c2d_cast_rounded_polygon(a, c.radius, c.center, c2d_v2(-delta.x, -delta.y));
    if (!cast.hit) {
        if (still.hit) return c2d_sweep_static(still, start);
        return c2d_sweep_miss(start, delta);
    }
    c2d_vec2 n = c2d_v2(0.0 - cast.normal.x, 0.0 - cast.normal.y);
    c2d_hit h = c2d_hit_at(start, delta, cast.time, n);
    h.pos = c2d_v2(c.center.x + n.x * c.radius, c.center.y + n.y * c.radius);
    return c2d_sweep_from_hit(h, start, delta, still.hit);
}

/// A polygon and a circle scaled by 2^k when both are tiny (c2d_rescale_rounded, the
/// motion included): *a and *c replaced by their copies in `room`; 0 for all others.
static inline int c2d_rescale_polygon_circle(c2d_polygon *a, c2d_circle *c, c2d_vec2 delta,
                                             c2d_rescaled *room) {
    double centre[2] = {c->center.x, c->center.y};
    c2d_rounded ra = {*a, 0.0}, rc = {{centre, 2, 1, 0, 1}, c->radius};
    int k = c2d_rescale_rounded(&ra, &rc, c2d_vecs_size(delta, delta), room);
    if (k != 0) {
        *a = ra.core;
        c->center = c2d_polygon_vertex(rc.core, 0);
        c->radius = rc.radius;
    }
    return k;
}

/// c2d_sweep_polygon_circle_at_scale, a tiny polygon and circle in a frame scaled by a
/// power of two (narrow/rescale.h: the nearest point and the band casts lost their
/// products below about 2^-537).
static inline c2d_sweep c2d_sweep_polygon_circle(c2d_polygon a, c2d_circle c, c2d_vec2 delta) {
    c2d_rescaled room;
    c2d_vec2 start = c.center;
    int k = c2d_rescale_polygon_circle(&a, &c, delta, &room);
    if (C2D_LIKELY(k == 0)) return c2d_sweep_polygon_circle_at_scale(a, c, delta);
    c2d_sweep r = c2d_sweep_polygon_circle_at_scale(a, c, c2d_scaled_vec(delta, k));
    return c2d_sweep_unscaled(r, start, delta, k);
}

/// c2d_sweep_circle_polygon_at_scale, likewise (its start the polygon's vertex 0).
static inline c2d_sweep c2d_sweep_circle_polygon(c2d_circle c, c2d_polygon a, c2d_vec2 delta) {
    c2d_rescaled room;
    c2d_vec2 start = c2d_polygon_vertex(a, 0);
    int k = c2d_rescale_polygon_circle(&a, &c, delta, &room);
    if (C2D_LIKELY(k == 0)) return c2d_sweep_circle_polygon_at_scale(c, a, delta);
    c2d_sweep r = c2d_sweep_circle_polygon_at_scale(c, a, c2d_scaled_vec(delta, k));
    return c2d_sweep_unscaled(r, start, delta, k);
}

#endif
