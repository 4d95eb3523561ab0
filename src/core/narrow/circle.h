// collide2d core, narrow/circle.h: circles against points, circles and segment casts (MDN;
// the quadratic in its stable form).
#ifndef C2D_NARROW_CIRCLE_H
#define C2D_NARROW_CIRCLE_H

#include "base/results.h"

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
    // Starts inside: k < 0, or where the squares underflow in the cast's frame (a
    // radius below about 1e-154 beside a motion of size 1), c2d_closer_than's test in
    // the frame of the start and the radius alone: so a sweep that starts overlapping
    // says so at any scale, as the overlap tests do.
    if (q.k < 0 || c2d_closer_than(pos.x - c.center.x, pos.y - c.center.y, r)) {
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

/// The centres are closer than the radius sum (MDN). NaN: false.
static inline bool c2d_overlaps_circle_circle(c2d_circle c, c2d_circle other) {
    return c2d_intersect_circle_circle(c, other).hit;
}

/// The point lies strictly inside the circle. NaN: false.
static inline bool c2d_overlaps_circle_point(c2d_circle c, c2d_vec2 p) {
    return c2d_intersect_circle_point(c, p).hit;
}

#endif
