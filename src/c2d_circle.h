// collide2d: static circle tests (seed 001's local-space habit, seed 003's
// circle-circle, seed 004's clamp for circle vs box), in the contracts of
// docs/circles-and-lines.md. Header-only for the same reason as c2d_aabb.h.
// Inputs are assumed valid (finite, in range, radius >= 0); callers check.
#ifndef C2D_CIRCLE_H
#define C2D_CIRCLE_H

#include "c2d_aabb.h"

/// A circle: centre and radius (>= 0). Radius 0 is a point with no interior.
typedef struct c2d_circle {
    c2d_vec2 center;
    double radius;
} c2d_circle;

static inline double c2d_dot(c2d_vec2 u, c2d_vec2 v) { return u.x * v.x + u.y * v.y; }

static inline c2d_vec2 c2d_sub(c2d_vec2 u, c2d_vec2 v) { return c2d_v2(u.x - v.x, u.y - v.y); }

/// The hit of a round collider (centre `center`, own radius `r`) against a
/// point `other` that must stay `reach` away (reach = r for a point, r plus
/// the other radius for a circle). Strict: distance == reach is touching.
/// normal = d / |d| from the centre toward `other`, (0, 1) for coincident
/// centres (ties go to y, sign(0) = +1); pos on this circle; delta moves
/// `other` out to exactly `reach`.
static inline c2d_hit c2d_round_push_out(c2d_vec2 center, double r, double reach,
                                         c2d_vec2 other) {
    c2d_vec2 d = c2d_sub(other, center);
    double dd = c2d_dot(d, d);
    if (!(dd < reach * reach)) return c2d_no_hit(other);
    double len = sqrt(dd);
    c2d_vec2 n = len == 0 ? c2d_v2(0.0, 1.0) : c2d_v2(d.x / len, d.y / len);
    c2d_hit h = {{center.x + n.x * r, center.y + n.y * r},
                 {n.x * (reach - len), n.y * (reach - len)},
                 n,
                 0.0,
                 0,
                 true};
    return h;
}

/// Circle vs point: a hit when the point is strictly inside.
static inline c2d_hit c2d_intersect_circle_point(c2d_circle c, c2d_vec2 p) {
    return c2d_round_push_out(c.center, c.radius, c.radius, p);
}

/// Circle vs circle (seed 003): a hit when the centres are closer than the
/// radius sum; delta moves `other` out, pos is on this circle.
static inline c2d_hit c2d_intersect_circle_circle(c2d_circle c, c2d_circle other) {
    return c2d_round_push_out(c.center, c.radius, c.radius + other.radius, other.center);
}

/// The point of `box` nearest to `p` (seed 004's clamp, per axis).
static inline c2d_vec2 c2d_aabb_closest(c2d_aabb box, c2d_vec2 p) {
    return c2d_v2(c2d_clamp(p.x, box.pos.x - box.half.x, box.pos.x + box.half.x),
                  c2d_clamp(p.y, box.pos.y - box.half.y, box.pos.y + box.half.y));
}

/// AABB vs circle (seed 004): the box is the collider. Centre outside: hit
/// when the nearest point of the box is closer than the radius; normal from
/// that point toward the centre; pos that point. Centre inside or on the
/// boundary: the face of least overlap as in intersect_point (ties to y), and
/// delta leaves the circle tangent to it; no hit only for a radius-0 circle
/// on the boundary (a point touching).
static inline c2d_hit c2d_intersect_aabb_circle(c2d_aabb box, c2d_circle c) {
    c2d_vec2 q = c2d_aabb_closest(box, c.center);
    c2d_vec2 d = c2d_sub(c.center, q);
    double r = c.radius;
    if (d.x != 0 || d.y != 0) {
        double dd = c2d_dot(d, d);
        if (!(dd < r * r)) return c2d_no_hit(c.center);
        double len = sqrt(dd);
        c2d_vec2 n = c2d_v2(d.x / len, d.y / len);
        c2d_hit h = {q, {n.x * (r - len), n.y * (r - len)}, n, 0.0, 0, true};
        return h;
    }
    double dx = c.center.x - box.pos.x, dy = c.center.y - box.pos.y;
    double px = box.half.x - fabs(dx), py = box.half.y - fabs(dy);
    if (!(r > 0) && !(px > 0 && py > 0)) return c2d_no_hit(c.center);
    c2d_hit h = {{0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, 0.0, 0, true};
    if (px < py) {
        double sx = c2d_sign(dx);
        h.normal.x = sx;
        h.pos = c2d_v2(box.pos.x + box.half.x * sx, c.center.y);
        h.delta.x = sx * (px + r);
    } else {
        double sy = c2d_sign(dy);
        h.normal.y = sy;
        h.pos = c2d_v2(c.center.x, box.pos.y + box.half.y * sy);
        h.delta.y = sy * (py + r);
    }
    return h;
}

/// Circle vs AABB: the circle is the collider and delta moves the box out.
/// Centre outside the box: normal from the centre toward the box's nearest
/// point. Centre inside (or on the boundary, with r > 0): the box moves along
/// the direction needing the least distance to clear the circle, r plus the
/// centre's distance to the opposite face; ties prefer +y, -y, +x, -x.
static inline c2d_hit c2d_intersect_circle_aabb(c2d_circle c, c2d_aabb box) {
    c2d_vec2 q = c2d_aabb_closest(box, c.center);
    c2d_vec2 e = c2d_sub(q, c.center);
    double r = c.radius;
    if (e.x != 0 || e.y != 0) {
        double ee = c2d_dot(e, e);
        if (!(ee < r * r)) return c2d_no_hit(box.pos);
        double len = sqrt(ee);
        c2d_vec2 n = c2d_v2(e.x / len, e.y / len);
        c2d_hit h = {{c.center.x + n.x * r, c.center.y + n.y * r},
                     {n.x * (r - len), n.y * (r - len)},
                     n,
                     0.0,
                     0,
                     true};
        return h;
    }
    double px = box.half.x - fabs(c.center.x - box.pos.x);
    double py = box.half.y - fabs(c.center.y - box.pos.y);
    if (!(r > 0) && !(px > 0 && py > 0)) return c2d_no_hit(box.pos);
    // Distances the box must travel along +y, -y, +x, -x (the tie order).
    double need[4] = {r + (c.center.y - (box.pos.y - box.half.y)),
                      r + ((box.pos.y + box.half.y) - c.center.y),
                      r + (c.center.x - (box.pos.x - box.half.x)),
                      r + ((box.pos.x + box.half.x) - c.center.x)};
    static const c2d_vec2 dirs[4] = {{0.0, 1.0}, {0.0, -1.0}, {1.0, 0.0}, {-1.0, 0.0}};
    int best = 0;
    for (int k = 1; k < 4; k++)
        if (need[k] < need[best]) best = k;
    c2d_vec2 n = dirs[best];
    c2d_hit h = {{c.center.x + n.x * r, c.center.y + n.y * r},
                 {n.x * need[best], n.y * need[best]},
                 n,
                 0.0,
                 0,
                 true};
    return h;
}

/// Where the line f + t d (f relative to a circle's centre) crosses a circle
/// of radius r: t0 <= t1, returning 2, 1 (tangent) or 0 (`a` = dot(d, d) > 0).
/// Seed 001 solves a t^2 + b t + c = 0 with c = dot(f, f) - r^2, which loses
/// everything to cancellation when the line's start is far from the circle
/// (|f| = 1e8, r = 1: c rounds away r). We go through the point of the line
/// nearest the centre instead (Ray Tracing Gems, ch. 7): tc = -dot(d, f) / a,
/// g = f + d tc, e = r^2 - dot(g, g), t = tc -+ sqrt(e / a).
static inline int c2d_circle_line_roots(c2d_vec2 f, c2d_vec2 d, double a, double r, double *t0,
                                        double *t1) {
    double tc = -c2d_dot(d, f) / a;
    c2d_vec2 g = c2d_v2(f.x + d.x * tc, f.y + d.y * tc);
    double e = r * r - c2d_dot(g, g);
    if (e < 0) return 0;
    double s = sqrt(e / a);
    *t0 = tc - s + 0.0; // + 0.0: never a -0.0 parameter
    *t1 = tc + s + 0.0;
    return e == 0 ? 1 : 2;
}

/// Circle vs segment (a raycast): pos + t * delta, 0 <= t <= 1. time is the
/// entry fraction (0 if the segment starts inside), normal the circle's
/// outward normal there (from the centre toward the start when it starts
/// inside; (0, 1) at the centre itself). The segment must pass through the
/// interior: a tangent segment, one that ends on the circle or starts on it
/// moving out, does not hit; nor does anything hit a radius-0 circle.
static inline c2d_hit c2d_intersect_circle_segment(c2d_circle c, c2d_vec2 pos, c2d_vec2 delta) {
    c2d_vec2 f = c2d_sub(pos, c.center);
    double r = c.radius;
    double ff = c2d_dot(f, f);
    c2d_vec2 end = c2d_v2(pos.x + delta.x, pos.y + delta.y);
    double time;
    c2d_vec2 n;
    if (ff < r * r) { // starts inside
        time = 0.0;
        double len = sqrt(ff);
        n = len == 0 ? c2d_v2(0.0, 1.0) : c2d_v2(f.x / len, f.y / len);
    } else {
        double a = c2d_dot(delta, delta), t0, t1;
        if (!(r > 0 && a > 0) || c2d_circle_line_roots(f, delta, a, r, &t0, &t1) != 2 ||
            !(t0 < 1 && t1 > 0))
            return c2d_no_hit(end);
        time = c2d_max(t0, 0.0) + 0.0;
        // The contact in the circle's local space, normalised (dividing by r
        // would not give a unit vector when r is below the coordinates'
        // resolution, and overflows for a subnormal r).
        c2d_vec2 v = c2d_v2(f.x + time * delta.x, f.y + time * delta.y);
        double len = sqrt(c2d_dot(v, v));
        n = len == 0 ? c2d_v2(0.0, 1.0) : c2d_v2(v.x / len, v.y / len);
    }
    c2d_hit hit = {{pos.x + delta.x * time, pos.y + delta.y * time},
                   {(1.0 - time) * -delta.x, (1.0 - time) * -delta.y},
                   n,
                   time,
                   0,
                   true};
    return hit;
}

#endif
