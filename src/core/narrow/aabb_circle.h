// collide2d core, narrow/aabb_circle.h: a box and a circle, in both orders (WecTeam's clamp).
#ifndef C2D_NARROW_AABB_CIRCLE_H
#define C2D_NARROW_AABB_CIRCLE_H

#include "narrow/aabb.h"
#include "narrow/circle.h"

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

/// The box and the circle share interior points (WecTeam's clamp). NaN: false.
static inline bool c2d_overlaps_aabb_circle(c2d_aabb box, c2d_circle c) {
    return c2d_intersect_aabb_circle(box, c).hit;
}

/// The circle and the box share interior points: c2d_overlaps_aabb_circle.
static inline bool c2d_overlaps_circle_aabb(c2d_circle c, c2d_aabb box) {
    return c2d_intersect_aabb_circle(box, c).hit;
}

#endif
