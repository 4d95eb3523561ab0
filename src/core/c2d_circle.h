// collide2d: static circle tests (Dev.Mag part 2's local-space habit, MDN's
// circle-circle, WecTeam's clamp for circle vs box), in the contracts of
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

/// (x, y) / len with len = sqrt(sq) (sq = x * x + y * y, computed by the
/// caller), written to *len; (0, 1) with *len = 0 when sq is 0 (coincident
/// points, or a vector whose square underflows): ties go to y, sign(0) = +1.
/// `+ 0.0`: no -0.0 component.
static inline c2d_vec2 c2d_direction(double x, double y, double sq, double *len) {
    if (sq == 0) {
        *len = 0.0;
        return c2d_v2(0.0, 1.0);
    }
    *len = sqrt(sq);
#if defined(C2D_USE_VECTOR_EXT)
    // Both divisions in one vector instruction: the same IEEE quotients.
    c2d_v2d q = (c2d_v2d){x, y} / (c2d_v2d){*len, *len} + (c2d_v2d){0.0, 0.0};
    return c2d_v2(q[0], q[1]);
#else
    return c2d_v2(x / *len + 0.0, y / *len + 0.0);
#endif
}

/// Squares of magnitudes below 2^-256 lose precision (below ~2^-511) or
/// underflow to 0 (below ~2^-537), so the static tests square tiny vectors in
/// a frame scaled by an exact power of two, as c2d_line_quadratic does: the
/// returned k is 0 unless 0 < m < C2D_RESCALE_BELOW, and then ldexp(m, k) is
/// in [0.5, 1). Every IEEE operation commutes with an exact power-of-two scale
/// as long as nothing under- or overflows, so a scaled frame gives the
/// unscaled results bit for bit wherever those did not underflow.
#define C2D_RESCALE_BELOW 0x1p-256

static inline int c2d_tiny_scale(double m) {
    if (m < C2D_RESCALE_BELOW && m > 0) {
        int e;
        (void)frexp(m, &e);
        return -e;
    }
    return 0;
}

/// c2d_direction of (x, y) from its components alone: a vector whose
/// components are both below C2D_RESCALE_BELOW is normalised in its own
/// scaled frame and *len is scaled back by the same power of two, so a
/// nonzero vector never reads as length 0. (0, 1) and 0 only for (0, 0).
static inline c2d_vec2 c2d_unit(double x, double y, double *len) {
    int k = c2d_tiny_scale(c2d_max(fabs(x), fabs(y)));
    if (k == 0) return c2d_direction(x, y, x * x + y * y, len);
    double sx = ldexp(x, k), sy = ldexp(y, k);
    c2d_vec2 n = c2d_direction(sx, sy, sx * sx + sy * sy, len);
    *len = ldexp(*len, -k);
    return n;
}

/// dot((x, y), (x, y)) < reach * reach (strict: equal is touching), squared
/// in the frame scaled by c2d_tiny_scale of the largest of |x|, |y|, reach
/// when all are below C2D_RESCALE_BELOW; unscaled (the plain test) otherwise.
static inline bool c2d_closer_than(double x, double y, double reach) {
    int k = c2d_tiny_scale(c2d_max(c2d_max(fabs(x), fabs(y)), reach));
    if (k != 0) {
        x = ldexp(x, k);
        y = ldexp(y, k);
        reach = ldexp(reach, k);
    }
    return x * x + y * y < reach * reach;
}

/// The hit of a round collider (centre `center`, own radius `r`) against a
/// point `other` that must stay `reach` away (reach = r for a point, r plus
/// the other radius for a circle). Strict: distance == reach is touching.
/// normal from the centre toward `other` (c2d_unit); pos on this circle;
/// delta moves `other` out to exactly `reach`. Tiny inputs are compared and
/// normalised in scaled frames (c2d_closer_than, c2d_unit).
static inline c2d_hit c2d_round_push_out(c2d_vec2 center, double r, double reach,
                                         c2d_vec2 other) {
    c2d_vec2 d = c2d_sub(other, center);
    if (!c2d_closer_than(d.x, d.y, reach)) return c2d_no_hit(other);
    double len;
    c2d_vec2 n = c2d_unit(d.x, d.y, &len);
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

/// Circle vs circle (MDN): a hit when the centres are closer than the
/// radius sum; delta moves `other` out, pos is on this circle.
static inline c2d_hit c2d_intersect_circle_circle(c2d_circle c, c2d_circle other) {
    return c2d_round_push_out(c.center, c.radius, c.radius + other.radius, other.center);
}

/// The point of `box` nearest to `p` (WecTeam's clamp, per axis).
static inline c2d_vec2 c2d_aabb_closest(c2d_aabb box, c2d_vec2 p) {
    return c2d_v2(c2d_clamp(p.x, box.pos.x - box.half.x, box.pos.x + box.half.x),
                  c2d_clamp(p.y, box.pos.y - box.half.y, box.pos.y + box.half.y));
}

/// AABB vs circle (WecTeam): the box is the collider. Centre outside: hit
/// when the nearest point of the box is closer than the radius; normal from
/// that point toward the centre; pos that point. Centre inside or on the
/// boundary: the face of least overlap as in intersect_point (ties to y), and
/// delta leaves the circle tangent to it; no hit only for a radius-0 circle
/// on the boundary (a point touching).
static inline c2d_hit c2d_intersect_aabb_circle(c2d_aabb box, c2d_circle c) {
    c2d_vec2 q = c2d_aabb_closest(box, c.center);
    c2d_vec2 d = c2d_sub(c.center, q);
    double r = c.radius;
    // Outside decided geometrically (the nearest point is not the centre);
    // the distance test and the normal square tiny vectors in scaled frames.
    if (d.x != 0 || d.y != 0) {
        if (!c2d_closer_than(d.x, d.y, r)) return c2d_no_hit(c.center);
        double len;
        c2d_vec2 n = c2d_unit(d.x, d.y, &len);
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
    if (e.x != 0 || e.y != 0) { // outside (see c2d_intersect_aabb_circle)
        if (!c2d_closer_than(e.x, e.y, r)) return c2d_no_hit(box.pos);
        double len;
        c2d_vec2 n = c2d_unit(e.x, e.y, &len);
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

/// The quadratic of a line f + t d (f relative to a circle's centre) against
/// a circle of radius r: a t^2 + 2 h t + k = 0 with a = dot(d, d) > 0,
/// h = dot(d, f), k = dot(f, f) - r^2. Dev.Mag part 2's discriminant h^2 - a k
/// loses everything to cancellation when the line starts far from the circle
/// (|f| = 1e8, r = 1: k rounds r^2 away and a crossing line reads as tangent).
/// By Lagrange's identity it equals a r^2 - cross(d, f)^2, where cross(d, f)
/// = |d| times the distance from the centre to the line: no |f|^2 in it, so
/// no such loss, and still exact on small dyadic inputs (grid coordinates),
/// where ties such as a tangent line are decided exactly.
///
/// The discriminant is a fourth power of the input's scale, so tiny inputs
/// (below ~2^-256) would underflow it to 0. They are first scaled by an exact
/// power of two so that the largest of |f|, |d|, r is in [0.5, 1): roots,
/// signs and directions are the same in any such frame, bit for bit, and
/// inputs in the normal range are not scaled at all. `f` and `d` here are the
/// scaled ones (use them for directions).
typedef struct c2d_quadratic {
    double a, h, k, disc;
    c2d_vec2 f, d;
} c2d_quadratic;

static inline c2d_quadratic c2d_line_quadratic(c2d_vec2 f, c2d_vec2 d, double r) {
    double m = c2d_max(c2d_max(c2d_max(fabs(f.x), fabs(f.y)), c2d_max(fabs(d.x), fabs(d.y))), r);
    if (m < C2D_RESCALE_BELOW && m > 0) {
        int e;
        (void)frexp(m, &e);
        f = c2d_v2(ldexp(f.x, -e), ldexp(f.y, -e));
        d = c2d_v2(ldexp(d.x, -e), ldexp(d.y, -e));
        r = ldexp(r, -e);
    }
    c2d_quadratic q;
    q.f = f;
    q.d = d;
    q.a = d.x * d.x + d.y * d.y;
    q.h = d.x * f.x + d.y * f.y;
    q.k = (f.x * f.x + f.y * f.y) - r * r;
    double cross = d.x * f.y - d.y * f.x;
    q.disc = q.a * (r * r) - cross * cross;
    return q;
}

/// Both roots for disc > 0, ascending, in the stable pair (Numerical Recipes
/// 5.6) instead of Dev.Mag part 2's (-b +- sqrt(b^2 - 4ac)) / 2a, which cancels:
/// s = -(h + copysign(sqrt(disc), h)), roots s / a and k / s. Exact on simple
/// rational inputs (a segment from (-5, 0) to (2, 0) against r = 2 ends on
/// the circle: u = 1 exactly). Never -0.0.
static inline void c2d_stable_roots(c2d_quadratic q, double *t0, double *t1) {
    double s = -(q.h + copysign(sqrt(q.disc), q.h));
    double u1 = s / q.a + 0.0, u2 = q.k / s + 0.0;
    *t0 = u1 < u2 ? u1 : u2;
    *t1 = u1 < u2 ? u2 : u1;
}

/// Circle vs segment (a raycast): pos + t * delta, 0 <= t <= 1. time is the
/// entry fraction (0 if the segment starts inside), normal the unit vector
/// from the centre to the entry point (to the start when it starts inside;
/// (0, 1) at the centre itself). The segment must pass through the
/// interior: a tangent segment, one that ends on the circle or starts on it
/// moving out, does not hit; nor does anything hit a radius-0 circle.
static inline c2d_hit c2d_intersect_circle_segment(c2d_circle c, c2d_vec2 pos, c2d_vec2 delta) {
    c2d_vec2 end = c2d_v2(pos.x + delta.x, pos.y + delta.y);
    double r = c.radius;
    // Radius 0 has no interior; checked first, as rounding could make disc > 0.
    if (!(r > 0)) return c2d_no_hit(end);
    c2d_quadratic q = c2d_line_quadratic(c2d_sub(pos, c.center), delta, r);
    c2d_vec2 f = q.f, d = q.d; // scaled for tiny inputs: directions only
    double len, time;
    c2d_vec2 n;
    if (q.k < 0) { // starts inside
        time = 0.0;
        n = c2d_direction(f.x, f.y, f.x * f.x + f.y * f.y, &len);
    } else {
        if (!(q.a > 0) || !(q.disc > 0 && q.h < 0)) return c2d_no_hit(end);
        // The entry time, the smaller root: with h < 0 the stable pair's s is
        // positive and the smaller root is k / s.
        double s = -(q.h + copysign(sqrt(q.disc), q.h));
        time = q.k / s;
        if (!(time < 1)) return c2d_no_hit(end);
        // The contact in the circle's local space, normalised (dividing by r
        // would not give a unit vector when r is below the coordinates'
        // resolution, and overflows for a subnormal r).
        double vx = f.x + time * d.x, vy = f.y + time * d.y;
        n = c2d_direction(vx, vy, vx * vx + vy * vy, &len);
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
