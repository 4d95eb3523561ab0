// collide2d core, sweep/aabb.h: moving boxes: noonat/intersect's sweep and the first and last
// overlap times (Gomez, Gamasutra).
#ifndef C2D_SWEEP_AABB_H
#define C2D_SWEEP_AABB_H

#include "narrow/aabb.h"

/// noonat/intersect, AABB vs Swept AABB: `other` moves by `delta`, `box` is static.
/// Minkowski: the centre of `other` is cast against `box` grown by other's
/// half size. A hit stops C2D_EPSILON of time early (clamped to [0, 1]);
/// hit.pos is moved to the mover's leading edge and clamped onto `box`.
/// A zero delta (either sign of zero) is the static test. Touching is no hit,
/// so a box sliding along a face is not blocked.
///
/// `started_overlapping` is exactly c2d_overlaps_aabb_aabb(box, other), the
/// static test's arithmetic, and then time is 0 ("stuck"). The hit is the
/// noonat/intersect's (time 0, delta = -delta, normal of the slab entered last); only
/// where rounding makes noonat/intersect's slab test miss a start that the static
/// test calls overlapping (a last-ulp disagreement of `c - (h + p) - x` with
/// `(h + p) - |x - c|`) is the hit the static push-out instead.
static inline c2d_sweep c2d_sweep_aabb_aabb(c2d_aabb box, c2d_aabb other, c2d_vec2 delta) {
    c2d_sweep s = {0};
    if (delta.x == 0 && delta.y == 0) {
        s.hit = c2d_intersect_aabb_aabb(box, other);
        s.pos = other.pos;
        s.time = s.hit.hit ? 0.0 : 1.0;
        s.started_overlapping = s.hit.hit;
        return s;
    }
    bool stuck = c2d_overlaps_aabb_aabb(box, other);
    c2d_cast c = c2d_cast_aabb(box, other.pos, delta, other.half.x, other.half.y);
    // One test of one flag, marked rare: written `if (stuck & !c.hit)`, GCC
    // tests c.hit first, a branch that mispredicts on mixed hits and misses.
    if (C2D_UNLIKELY(stuck > c.hit)) { // rare: see above
        s.hit = c2d_intersect_aabb_aabb(box, other);
        s.pos = other.pos;
        s.time = 0.0;
        s.started_overlapping = true;
        return s;
    }
    // From here `stuck` implies a hit. Hits and misses are computed alike and
    // selected (no branch to mispredict in batch loops); a miss has time 1,
    // so pos = other.pos + delta * 1.0, noonat/intersect's other.pos + delta exactly.
    s.hit = c2d_hit_from_cast(c, other.pos, delta);
    double time = c2d_select(stuck, 0.0, c2d_clamp(s.hit.time - C2D_EPSILON, 0.0, 1.0));
    s.time = c2d_select(c.hit, time, 1.0);
    s.pos.x = other.pos.x + delta.x * s.time;
    s.pos.y = other.pos.y + delta.y * s.time;
    // noonat/intersect defines Point.normalize for this step: the contact moves from
    // the mover's centre toward its leading edge, then onto the collider.
    c2d_vec2 direction = c2d_normalize(delta);
    double contact_x = c2d_clamp(s.hit.pos.x + direction.x * other.half.x,
                                 box.pos.x - box.half.x, box.pos.x + box.half.x);
    double contact_y = c2d_clamp(s.hit.pos.y + direction.y * other.half.y,
                                 box.pos.y - box.half.y, box.pos.y + box.half.y);
    s.hit.pos.x = c2d_select(c.hit, contact_x, s.hit.pos.x);
    s.hit.pos.y = c2d_select(c.hit, contact_y, s.hit.pos.y);
    s.started_overlapping = stuck;
    return s;
}

/// One axis of Gomez (Gamasutra): the open interval of t with |d + v t| < h, written
/// to *enter and *leave; false if it is empty. "Overlapping now" is the same
/// test as intersect_aabb (h - |d| > 0), so the two agree at t = 0.
static inline bool c2d_axis_interval(double d, double h, double v, double *enter,
                                     double *leave) {
    if (h - fabs(d) > 0) {
        *enter = -INFINITY;
        if (v > 0) {
            *leave = (h - d) / v;
        } else if (v < 0) {
            *leave = (-h - d) / v;
        } else {
            *leave = INFINITY;
        }
        return true;
    }
    if (d >= 0) { // other is on the + side, or touching: it must come closer
        if (!(v < 0)) return false;
        *enter = (h - d) / v;
        *leave = (-h - d) / v;
        return true;
    }
    if (!(v > 0)) return false;
    *enter = (-h - d) / v;
    *leave = (h - d) / v;
    return true;
}

/// Gomez (Gamasutra) in 2D, with our touching rule: `box` moves by `delta` and `other`
/// by `other_delta` during one step; their interiors overlap for
/// first < t < last within [0, 1]. `first` is 0 when they overlap at the
/// start. No overlap (or only touching): hit false, first = last = 1.
static inline c2d_interval c2d_overlap_interval_aabb_aabb(c2d_aabb box, c2d_aabb other,
                                                          c2d_vec2 delta, c2d_vec2 other_delta) {
    c2d_interval miss = {1.0, 1.0, false};
    double ex, lx, ey, ly;
    if (!c2d_axis_interval(other.pos.x - box.pos.x, other.half.x + box.half.x,
                           other_delta.x - delta.x, &ex, &lx))
        return miss;
    if (!c2d_axis_interval(other.pos.y - box.pos.y, other.half.y + box.half.y,
                           other_delta.y - delta.y, &ey, &ly))
        return miss;
    double first = 0.0, last = 1.0;
    if (ex > first) first = ex;
    if (lx < last) last = lx;
    if (ey > first) first = ey;
    if (ly < last) last = ly;
    if (!(first < last)) return miss;
    c2d_interval r = {first, last, true};
    return r;
}

#endif
