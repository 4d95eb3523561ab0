// collide2d core, narrow/contacts.h: the contact manifold of any two shapes: a normal
// and up to two contact points, each with its separation, what a solver needs to rest
// a box flat on another.
//
// Every shape is a convex core grown by a radius (narrow/distance.h). The separating
// axis of the cores (c2d_core_axis) decides the kind of contact, as in Box2D's
// b2ClipPolygons and cute_c2's manifolds:
// - face contact: the axis is a face of one core (the reference face; its outward
//   normal n points toward the other core; for cores apart whose nearest pair is a
//   vertex over an edge's inside, that edge) and the other core has an edge (the
//   incident edge: a segment core's segment, else the face whose normal is most
//   against n, the first of equals counter-clockwise from vertex 0). The incident
//   edge is clipped to the reference face's band (the strip between the lines through
//   its ends along n); each end of what is left is a contact point, with separation
//   dot(w - p, n) - ra - rb, placed midway between the two surfaces;
// - point contact otherwise (a point core, the end of a segment core, two point
//   cores, cores apart whose nearest points are two corners at a slant to the face,
//   an incident edge wholly outside the band, or no clipped point closer than the
//   margin): one point, midway between the distance's two points, with the
//   distance as its separation.
// A point is kept when its separation is below `margin` (strictly: with margin 0,
// touching shapes have no contact, as touching is not colliding; a solver keeping
// resting contacts passes a small margin, as Box2D's speculative distance does).
// No point at all: count 0, normal the distance's. Plain C11, no Python.
#ifndef C2D_NARROW_CONTACTS_H
#define C2D_NARROW_CONTACTS_H

#include "narrow/distance.h"

/// Keep contact point w (on the incident core) when its separation is below margin:
/// core separation `core_sep` along the reference normal n, radii of the reference
/// and incident shapes `r_ref`, `r_inc`. Never two points at one place.
static inline void c2d_contact_keep(c2d_manifold *m, c2d_vec2 w, double core_sep, c2d_vec2 n,
                                    double r_ref, double r_inc, double margin) {
    double sep = core_sep - (r_ref + r_inc); // the radii's sum: the same either way round
    if (!(sep < margin)) return;
    // Midway between the incident surface (w - n r_inc) and the reference surface
    // (w - n core_sep + n r_ref).
    double half = 0.5 * (r_ref - r_inc - core_sep);
    c2d_vec2 pos = c2d_v2(w.x + n.x * half + 0.0, w.y + n.y * half + 0.0);
    if (m->count == 1 && pos.x == m->point0.x && pos.y == m->point0.y) {
        // Two ends that round to one point (an edge across the face, a tiny clip):
        // one contact, the deeper.
        m->separation0 = c2d_min(m->separation0, sep + 0.0);
        return;
    }
    if (m->count == 0) {
        m->point0 = pos;
        m->separation0 = sep + 0.0;
    } else {
        m->point1 = pos;
        m->separation1 = sep + 0.0;
    }
    m->count++;
}

/// The incident edge of core `inc` against the reference normal n: a segment core's
/// segment, else of the two faces at inc's deepest vertex along n (the least dot(n, w),
/// the first of equals counter-clockwise from vertex 0) the one whose outward normal
/// is most against n (the first of the two counter-clockwise from vertex 0 on a tie),
/// else that vertex twice. The face most against n of a convex core is one of these
/// two; chosen among them, the edge holds the deepest vertex however the normals of
/// nearly parallel faces round (searched over every face, a bump of 1e-61 beside the
/// deepest vertex once gave the face past it, whose ends lay deeper than the distance).
static inline void c2d_incident_edge(c2d_polygon inc, c2d_vec2 n, c2d_vec2 *v1, c2d_vec2 *v2) {
    if (inc.count == 2) {
        *v1 = c2d_polygon_vertex(inc, 0);
        *v2 = c2d_polygon_vertex(inc, 1);
        return;
    }
    int64_t at = 0;
    double low = c2d_dot(n, c2d_polygon_vertex(inc, 0));
    for (int64_t k = 1; k < inc.count; k++) {
        double s = c2d_dot(n, c2d_polygon_vertex(inc, k));
        at = s < low ? k : at;
        low = s < low ? s : low;
    }
    // A core whose vertices all round to one point (a box of tiny size) has no face:
    // the edge from that point to itself.
    *v1 = *v2 = c2d_polygon_vertex(inc, at);
    int64_t faces[2] = {at == 0 ? 0 : at - 1, at == 0 ? inc.count - 1 : at};
    double best = INFINITY;
    for (int j = 0; j < 2; j++) {
        c2d_vec2 p, q;
        c2d_polygon_face(inc, faces[j], &p, &q);
        if (p.x == q.x && p.y == q.y) continue;
        double d = c2d_dot(c2d_face_normal(p, q), n);
        if (d < best) {
            best = d;
            *v1 = p;
            *v2 = q;
        }
    }
}

/// Face contact: clip the incident edge of `inc` to the band of the reference face
/// p -> q (outward unit normal n) and keep its ends (in the face's direction).
static inline void c2d_clip_contacts(c2d_manifold *m, c2d_vec2 p, c2d_vec2 q, c2d_vec2 n,
                                     c2d_polygon inc, double r_ref, double r_inc,
                                     double margin) {
    c2d_vec2 v1, v2;
    c2d_incident_edge(inc, n, &v1, &v2);
    c2d_vec2 t = c2d_sub(q, p);
    double len2 = c2d_dot(t, t);
    double u1 = c2d_dot(c2d_sub(v1, p), t), u2 = c2d_dot(c2d_sub(v2, p), t);
    if (u1 > u2) {
        c2d_vec2 v = v1;
        v1 = v2;
        v2 = v;
        double u = u1;
        u1 = u2;
        u2 = u;
    }
    if (u2 < 0 || u1 > len2) return; // wholly outside the band
    c2d_vec2 d = c2d_sub(v2, v1);
    c2d_vec2 w1 = u1 < 0 ? c2d_along(v1, d, (0.0 - u1) / (u2 - u1)) : v1;
    c2d_vec2 w2 = u2 > len2 ? c2d_along(v1, d, (len2 - u1) / (u2 - u1)) : v2;
    c2d_contact_keep(m, w1, c2d_dot(c2d_sub(w1, p), n), n, r_ref, r_inc, margin);
    if (!(w2.x == w1.x && w2.y == w1.y))
        c2d_contact_keep(m, w2, c2d_dot(c2d_sub(w2, p), n), n, r_ref, r_inc, margin);
}

/// c2d_contacts_rounded for shapes not tiny (c2d_rescale_rounded).
static inline c2d_manifold c2d_contacts_rounded_at_scale(c2d_rounded ra, c2d_rounded rb,
                                                         double margin) {
    c2d_axis best = c2d_core_axis(ra.core, rb.core);
    c2d_near near;
    c2d_distance d = c2d_distance_on_axis_near(ra, rb, best, &near);
    c2d_manifold m = {d.normal, {0.0, 0.0}, 0.0, {0.0, 0.0}, 0.0, 0};
    if (!(d.distance < margin)) return m;
    bool face = best.any && !(best.p.x == best.q.x && best.p.y == best.q.y);
    bool square = d.normal.x == best.normal.x && d.normal.y == best.normal.y;
    if (best.sep > 0 && !(face && square)) {
        // Cores apart, and the distance not along the axis's face. Their nearest pair a
        // vertex over an edge's inside: that edge is the reference face (it ties with
        // the axis's face within rounding), counter-clockwise around its core (a segment
        // core's other side turns it). Two corners at a slant to the face: one point,
        // where the clipped ends' separations along the face would be shallower than
        // the distance (Box2D's b2CollidePolygons tests the same vertex-vertex case
        // before clipping).
        face = near.over && !near.touching; // touching: the edge's side is the rounding's
        if (face) {
            best.p = near.turned ? near.q : near.p;
            best.q = near.turned ? near.p : near.q;
            best.of_b = near.edge_of_b;
            best.normal = d.normal;
        }
    }
    if (face && !best.of_b && rb.core.count >= 2) {
        c2d_clip_contacts(&m, best.p, best.q, best.normal, rb.core, ra.radius, rb.radius, margin);
        if (m.count > 0) {
            m.normal = best.normal; // the separations are measured along it
            return m;
        }
    } else if (face && best.of_b && ra.core.count >= 2) {
        c2d_vec2 n = c2d_v2(0.0 - best.normal.x, 0.0 - best.normal.y);
        c2d_clip_contacts(&m, best.p, best.q, n, ra.core, rb.radius, ra.radius, margin);
        if (m.count > 0) {
            m.normal = best.normal;
            return m;
        }
    }
    // Point contact: midway between the distance's points.
    m.count = 1;
    m.point0 = c2d_v2(0.5 * (d.point_a.x + d.point_b.x) + 0.0,
                      0.5 * (d.point_a.y + d.point_b.y) + 0.0);
    m.separation0 = d.distance;
    return m;
}

/// The contact manifold of two rounded cores (see the top of this file); tiny shapes,
/// margin included, in a scaled frame (c2d_rescale_rounded).
C2D_NOINLINE static c2d_manifold c2d_contacts_rounded(c2d_rounded ra, c2d_rounded rb,
                                                      double margin) {
    c2d_rescaled s;
    int k = c2d_rescale_rounded(&ra, &rb, margin, &s);
    if (C2D_LIKELY(k == 0)) return c2d_contacts_rounded_at_scale(ra, rb, margin);
    c2d_manifold m = c2d_contacts_rounded_at_scale(ra, rb, ldexp(margin, k));
    m.point0 = c2d_unscaled_vec(m.point0, k);
    m.point1 = c2d_unscaled_vec(m.point1, k);
    m.separation0 = c2d_unscaled(m.separation0, k);
    m.separation1 = c2d_unscaled(m.separation1, k);
    return m;
}

/// c2d_contacts_<a>_<b>(a, b, margin): the receiver a, the other b (the kernel list's
/// names).
#define C2D_CONTACTS(ka, ta, kb, tb)                                                   \
    static inline c2d_manifold c2d_contacts_##ka##_##kb(ta a, tb b, double margin) {   \
        double buf_a[8], buf_b[8];                                                     \
        return c2d_contacts_rounded(c2d_rounded_##ka(a, buf_a), c2d_rounded_##kb(b, buf_b), \
                                    margin);                                           \
    }
#define C2D_CONTACTS_FROM(ka, ta)                                                      \
    C2D_CONTACTS(ka, ta, vec, c2d_vec2)                                                \
    C2D_CONTACTS(ka, ta, segment, c2d_segment)                                         \
    C2D_CONTACTS(ka, ta, circle, c2d_circle)                                           \
    C2D_CONTACTS(ka, ta, capsule, c2d_capsule)                                         \
    C2D_CONTACTS(ka, ta, aabb, c2d_aabb)                                               \
    C2D_CONTACTS(ka, ta, obb, c2d_obb)                                                 \
    C2D_CONTACTS(ka, ta, polygon, c2d_polygon)
C2D_CONTACTS_FROM(aabb, c2d_aabb)
C2D_CONTACTS_FROM(circle, c2d_circle)
C2D_CONTACTS_FROM(segment, c2d_segment)
C2D_CONTACTS_FROM(obb, c2d_obb)
C2D_CONTACTS_FROM(capsule, c2d_capsule)
C2D_CONTACTS_FROM(polygon, c2d_polygon)
#undef C2D_CONTACTS_FROM
#undef C2D_CONTACTS

#endif
