// collide2d core, sweep/obb.h: a box (oriented or axis-aligned) moving against another.
//
// The separating axis theorem in time: two boxes overlap exactly when, on each of
// their four axes, the distance between the centres' projections is less than the
// sum of their extents; as the mover moves by t * delta, that distance is linear in
// t, so each axis is a slab for the mover's centre, and the boxes overlap on the open
// interval of times inside all four (the Minkowski difference of two boxes is the
// intersection of those slabs: the Cyrus-Beck clip of the centre's path against its
// edge normals, with no iteration tolerance). noonat/intersect's swept AABB is the
// case of two axis-aligned boxes, and such a pair takes it, bit for bit.
#ifndef C2D_SWEEP_OBB_H
#define C2D_SWEEP_OBB_H

#include "narrow/obb.h"
#include "sweep/aabb.h"
#include "sweep/circle.h"

/// `b` moves by `delta` against the static `a`. Both on exact axes: noonat/intersect's
/// swept AABB (c2d_sweep_aabb_aabb). A zero delta is the static test. Overlapping at
/// the start (c2d_push_out_boxes hits): stuck, time 0, the static push-out as the hit.
/// Otherwise each axis n (a's x, y, then b's x, y) gives the times the centres'
/// distance along n is inside (-r, r), r the extents' sum; the entry time is the
/// latest entry (ties to the later axis), a hit when it comes before the earliest
/// exit, before 1, and after 0. The hit: time, delta = (1 - time) * -delta, normal the
/// entry axis against the motion, pos on a's supporting line along the normal, level
/// with b's centre at that time (as the static push-out places it). The sweep stops
/// C2D_EPSILON of time before the hit, as noonat/intersect's does.
static inline c2d_sweep c2d_sweep_box_frames(c2d_obb_frame a, c2d_obb_frame b, c2d_vec2 delta) {
    if (a.aligned & b.aligned) return c2d_sweep_aabb_aabb(a.box, b.box, delta);
    c2d_hit still = c2d_push_out_boxes(a, b);
    if ((delta.x == 0 && delta.y == 0) || still.hit) {
        c2d_sweep s = c2d_sweep_static(still, b.center);
        return s;
    }
    c2d_vec2 d = c2d_sub(b.center, a.center);
    c2d_vec2 axes[4] = {a.u, c2d_perp(a.u), b.u, c2d_perp(b.u)};
    double ext_a[4] = {a.half.x, a.half.y, c2d_obb_extent(a, axes[2]), c2d_obb_extent(a, axes[3])};
    double ext_b[4] = {c2d_obb_extent(b, axes[0]), c2d_obb_extent(b, axes[1]), b.half.x, b.half.y};
    double enter = -INFINITY, leave = INFINITY;
    int entry_axis = 0;
    bool possible = true;
    for (int k = 0; k < 4; k++) {
        double r = ext_a[k] + ext_b[k];
        double s0 = c2d_dot(d, axes[k]), v = c2d_dot(delta, axes[k]);
        if (v == 0) { // parallel to the slab: inside for all time, or never
            possible &= fabs(s0) < r;
            continue;
        }
        double t1 = (-r - s0) / v, t2 = (r - s0) / v;
        double lo = c2d_min(t1, t2), hi = c2d_max(t1, t2);
        if (lo >= enter) {
            enter = lo;
            entry_axis = k;
        }
        leave = c2d_min(leave, hi);
    }
    if (!(possible & (enter < leave) & (enter < 1) & (leave > 0) & (enter >= 0)))
        return c2d_sweep_miss(b.center, delta);
    double time = c2d_clamp(enter, 0.0, 1.0) + 0.0;
    c2d_vec2 n = axes[entry_axis];
    double against = c2d_select(c2d_dot(delta, n) > 0, -1.0, 1.0);
    c2d_vec2 normal = c2d_v2(n.x * against + 0.0, n.y * against + 0.0);
    c2d_vec2 at = c2d_v2(b.center.x + delta.x * time, b.center.y + delta.y * time);
    double reach = ext_b[entry_axis];
    c2d_hit h = {{at.x - normal.x * reach, at.y - normal.y * reach},
                 {(1.0 - time) * -delta.x, (1.0 - time) * -delta.y},
                 normal,
                 time,
                 0,
                 true};
    return c2d_sweep_from_hit(h, b.center, delta, false);
}

/// An OBB `other` moving by `delta` against the static OBB `o`.
static inline c2d_sweep c2d_sweep_obb_obb(c2d_obb o, c2d_obb other, c2d_vec2 delta) {
    return c2d_sweep_box_frames(c2d_obb_frame_of(o), c2d_obb_frame_of(other), delta);
}

/// An AABB moving against a static OBB.
static inline c2d_sweep c2d_sweep_obb_aabb(c2d_obb o, c2d_aabb box, c2d_vec2 delta) {
    return c2d_sweep_box_frames(c2d_obb_frame_of(o), c2d_aabb_frame(box), delta);
}

/// An OBB moving against a static AABB.
static inline c2d_sweep c2d_sweep_aabb_obb(c2d_aabb box, c2d_obb o, c2d_vec2 delta) {
    return c2d_sweep_box_frames(c2d_aabb_frame(box), c2d_obb_frame_of(o), delta);
}

// ---- a circle and an oriented box ---------------------------------------------------

/// A Sweep found in the box's frame `f`, in the world: the end `start + delta * time`
/// from the world's start and motion (as every sweep's), the hit's point turned back
/// about the frame's centre and its vectors turned; a miss is the "no hit" payload
/// at the end. A cast's hit (`cast`) takes its delta from the world's motion, (1 -
/// time) * -delta exactly, as every sweep's (turned from the frame's, it would be off
/// by the turn's rounding); a static push-out is turned.
static inline c2d_sweep c2d_obb_world_sweep(c2d_obb_frame f, c2d_sweep s, c2d_vec2 start,
                                            c2d_vec2 delta, bool cast) {
    s.pos = c2d_v2(start.x + delta.x * s.time, start.y + delta.y * s.time);
    if (!s.hit.hit) {
        s.hit = c2d_no_hit(s.pos);
        return s;
    }
    s.hit.pos = c2d_obb_world_point(f, s.hit.pos);
    s.hit.delta = cast ? c2d_v2((1.0 - s.hit.time) * -delta.x, (1.0 - s.hit.time) * -delta.y)
                       : c2d_obb_world_vec(f, s.hit.delta);
    s.hit.normal = c2d_obb_world_vec(f, s.hit.normal);
    return s;
}

/// A circle moving by `delta` against the static OBB: c2d_sweep_aabb_circle (the exact
/// rounded box) in the box's frame; on exact axes, in the world.
static inline c2d_sweep c2d_sweep_obb_circle(c2d_obb o, c2d_circle c, c2d_vec2 delta) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_sweep_aabb_circle(f.box, c, delta);
    bool cast;
    c2d_sweep s = c2d_sweep_aabb_circle_cast(c2d_obb_local_box(f), c2d_obb_local_circle(f, c),
                                             c2d_obb_local_vec(f, delta), &cast);
    return c2d_obb_world_sweep(f, s, c.center, delta, cast);
}

/// An OBB moving by `delta` against the static circle: c2d_sweep_circle_aabb in the
/// box's frame at its start (a translation keeps the frame's axes); on exact axes, in
/// the world.
static inline c2d_sweep c2d_sweep_circle_obb(c2d_circle c, c2d_obb o, c2d_vec2 delta) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_sweep_circle_aabb(c, f.box, delta);
    bool cast;
    c2d_sweep s = c2d_sweep_circle_aabb_cast(c2d_obb_local_circle(f, c), c2d_obb_local_box(f),
                                             c2d_obb_local_vec(f, delta), &cast);
    return c2d_obb_world_sweep(f, s, o.center, delta, cast);
}

#endif
