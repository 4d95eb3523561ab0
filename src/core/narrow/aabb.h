// collide2d core, narrow/aabb.h: boxes against points, boxes and segment casts
// (noonat/intersect).
#ifndef C2D_NARROW_AABB_H
#define C2D_NARROW_AABB_H

#include "base/orient.h"
#include "base/results.h"

/// Push `other` (a point, or a box of half size `other_half`) out of `box`
/// along the axis of least overlap. noonat/intersect, AABB vs Point / AABB vs AABB:
/// the two are one formula, a point being a box of half size zero.
/// Strict: px <= 0 or py <= 0 (touching) is no hit. Ties go to y, sign(0) = +1.
/// Written as selects rather than noonat/intersect's early returns: the same values,
/// but no branch for the batch loops to mispredict on mixed hits and misses.
static inline c2d_hit c2d_push_out(c2d_aabb box, c2d_vec2 other, c2d_vec2 other_half) {
    double dx = other.x - box.pos.x;
    double px = (other_half.x + box.half.x) - fabs(dx);
    double dy = other.y - box.pos.y;
    double py = (other_half.y + box.half.y) - fabs(dy);
    bool hit = (px > 0) & (py > 0);
    bool x_axis = px < py;
    double sx = c2d_sign(dx), sy = c2d_sign(dy);
    bool on_x = hit & x_axis, on_y = hit & !x_axis;
    c2d_hit h = {0};
    h.hit = hit;
    h.collider = hit ? 0 : -1;
    h.time = c2d_select(hit, 0.0, 1.0);
    h.delta.x = c2d_select(on_x, px * sx, 0.0);
    h.delta.y = c2d_select(on_y, py * sy, 0.0);
    h.normal.x = c2d_select(on_x, sx, 0.0);
    h.normal.y = c2d_select(on_y, sy, 0.0);
    h.pos.x = c2d_select(on_x, box.pos.x + box.half.x * sx, other.x);
    h.pos.y = c2d_select(on_y, box.pos.y + box.half.y * sy, other.y);
    return h;
}

/// noonat/intersect, AABB vs Point. `pos` is on the nearest edge, `normal` the edge's
/// outward normal, `delta` moves the point out. A point on the boundary is no
/// hit (touching); a point at the centre goes out through y (+1).
static inline c2d_hit c2d_intersect_aabb_point(c2d_aabb box, c2d_vec2 point) {
    // `0.0 + half` is exact, so this equals noonat/intersect's `half - |d|`.
    return c2d_push_out(box, point, c2d_v2(0.0, 0.0));
}

/// noonat/intersect, AABB vs AABB: `delta` moves `other` out along the axis of least
/// overlap, `normal` points from `box` toward `other`. Touching is no hit.
static inline c2d_hit c2d_intersect_aabb_aabb(c2d_aabb box, c2d_aabb other) {
    return c2d_push_out(box, other.pos, other.half);
}

/// True when the interiors overlap: the same arithmetic as
/// c2d_intersect_aabb_aabb (so the two never disagree), without the payload.
static inline bool c2d_overlaps_aabb_aabb(c2d_aabb box, c2d_aabb other) {
    double px = (other.half.x + box.half.x) - fabs(other.pos.x - box.pos.x);
    double py = (other.half.y + box.half.y) - fabs(other.pos.y - box.pos.y);
    return (px > 0) & (py > 0); // `&`, not `&&`: no branch, so batch loops vectorise
}

/// The core of noonat/intersect's slab test, shared by segments and sweeps.
typedef struct c2d_cast {
    bool hit;
    bool x_axis;  ///< the near time came from the x slab (else y: ties go to y)
    double near;  ///< unclamped entry time (< 0: the start is inside)
    double sign_x, sign_y;
} c2d_cast;

/// Near and far times of one slab (noonat/intersect's formula and operation order).
/// `scale` = 1 / delta is +-inf when the motion component is +-0 (or so tiny
/// its reciprocal overflows). noonat/intersect then computes 0 * inf = NaN for a start
/// exactly on an edge; such a segment is not strictly inside the slab, so the
/// near time becomes +inf and the far time -inf: no hit. Otherwise the
/// product is already +-inf, the right answer.
static inline void c2d_slab(double center, double half, double start, double scale,
                            double *sign, double *near, double *far) {
    double s = c2d_sign(scale);
    double near_num = center - s * half - start;
    double far_num = center + s * half - start;
    bool flat = isinf(scale);
    *sign = s;
    *near = c2d_select(flat & (near_num == 0), INFINITY, near_num * scale);
    *far = c2d_select(flat & (far_num == 0), -INFINITY, far_num * scale);
}

/// Segment a-b meets the open box (x0, x1) x (y0, y1), exactly (Ericson's
/// separating-axis test, Real-Time Collision Detection 5.3.3, with the orientation
/// predicate for the segment's own axis): the segment's extent overlaps the box's
/// open extent on x and on y, and the line through a and b has a corner of the box
/// strictly on each side. A segment through a corner only, or along an edge, is
/// touching; a box of no width or height has no inside; a = b is the point test.
static inline bool c2d_segment_meets_open_box(c2d_vec2 a, c2d_vec2 b, double x0, double x1,
                                              double y0, double y1) {
    bool spans = (x0 < x1) & (y0 < y1) & (c2d_min(a.x, b.x) < x1) & (c2d_max(a.x, b.x) > x0) &
                 (c2d_min(a.y, b.y) < y1) & (c2d_max(a.y, b.y) > y0);
    if (!spans) return false;
    if ((a.x == b.x) & (a.y == b.y)) return true;
    int o1 = c2d_orient(a, b, c2d_v2(x0, y0)), o2 = c2d_orient(a, b, c2d_v2(x1, y0));
    int o3 = c2d_orient(a, b, c2d_v2(x1, y1)), o4 = c2d_orient(a, b, c2d_v2(x0, y1));
    bool left = (o1 > 0) | (o2 > 0) | (o3 > 0) | (o4 > 0);
    bool right = (o1 < 0) | (o2 < 0) | (o3 < 0) | (o4 < 0);
    return left & right;
}

/// The slab test's hit or miss can differ from the exact answer only when its
/// rounded times nearly tie: the entry time with the exit time (a corner grazed, a
/// box of no size) or with 1 (the segment ends on an edge). Each time is the
/// corner's offset (one rounding) times 1 / delta (two more), so it is within 3
/// units in the last place of the exact time along delta; the exact test runs on
/// the segment to pos + delta as rounded, whose times differ from those along
/// delta by u (|pos| + |delta|) / |delta| on each axis. A tie is a gap within 8
/// units of both (and a far time so small that it may have underflowed). Axes
/// without motion (1 / delta infinite) decide by exact comparisons and add nothing.
static inline bool c2d_cast_near_tie(double near, double far, c2d_vec2 pos, c2d_vec2 delta,
                                     double scale_x, double scale_y) {
    double end_x = c2d_select(isinf(scale_x), 0.0, (fabs(pos.x) + fabs(delta.x)) * fabs(scale_x));
    double end_y = c2d_select(isinf(scale_y), 0.0, (fabs(pos.y) + fabs(delta.y)) * fabs(scale_y));
    double k = 0x1p-50 * (1.0 + end_x + end_y);
    // Written as !(gap > bound) so that a NaN bound (inf * 0) counts as a tie.
    bool tie_far = isfinite(near) & isfinite(far) &
                   !(fabs(near - far) > k * (fabs(near) + fabs(far)) + 0x1p-900);
    bool tie_end = isfinite(near) & !(fabs(near - 1.0) > k * (fabs(near) + 1.0));
    return tie_far | tie_end | (fabs(far) < 0x1p-900);
}

/// The exact hit or miss of a cast whose slab times nearly tie: the segment from
/// pos to pos + delta (as rounded; an axis whose 1 / delta is infinite keeps pos,
/// the motion the slab test saw) against the open box grown by the paddings.
C2D_COLD static bool c2d_cast_exact(c2d_aabb box, c2d_vec2 pos, c2d_vec2 delta, double half_x,
                                    double half_y, double scale_x, double scale_y) {
    c2d_vec2 end = c2d_v2(isinf(scale_x) ? pos.x : pos.x + delta.x,
                          isinf(scale_y) ? pos.y : pos.y + delta.y);
    return c2d_segment_meets_open_box(pos, end, box.pos.x - half_x, box.pos.x + half_x,
                                      box.pos.y - half_y, box.pos.y + half_y);
}

/// noonat/intersect's slab test of the segment pos + t * delta (0 <= t <= 1) against
/// `box` grown by the paddings. `near` and `x_axis` mean something only when
/// `hit` is set. noonat/intersect's early returns are one combined test here (same
/// answer, no branch).
static inline c2d_cast c2d_cast_aabb(c2d_aabb box, c2d_vec2 pos, c2d_vec2 delta,
                                     double padding_x, double padding_y) {
    c2d_cast c;
    double near_x, far_x, near_y, far_y;
#if defined(C2D_USE_VECTOR_EXT)
    // c2d_slab for both axes at once, lane for lane the same operations.
    const c2d_v2d one = {1.0, 1.0}, minus_one = {-1.0, -1.0}, zero = {0.0, 0.0};
    const c2d_v2d inf = {INFINITY, INFINITY};
    c2d_v2d scale = one / (c2d_v2d){delta.x, delta.y};
    c2d_v2d s = c2d_select2(scale < zero, minus_one, one);
    c2d_v2d half = {box.half.x + padding_x, box.half.y + padding_y};
    c2d_v2d center = {box.pos.x, box.pos.y}, start = {pos.x, pos.y};
    c2d_v2d near_num = center - s * half - start;
    c2d_v2d far_num = center + s * half - start;
    c2d_v2i flat = c2d_abs2(scale) == inf;
    c2d_v2d near2 = c2d_select2(flat & (near_num == zero), inf, near_num * scale);
    c2d_v2d far2 = c2d_select2(flat & (far_num == zero), -inf, far_num * scale);
    c.sign_x = s[0], c.sign_y = s[1];
    near_x = near2[0], near_y = near2[1], far_x = far2[0], far_y = far2[1];
    double scale_x = scale[0], scale_y = scale[1];
#else
    double scale_x = 1.0 / delta.x;
    double scale_y = 1.0 / delta.y;
    c2d_slab(box.pos.x, box.half.x + padding_x, pos.x, scale_x, &c.sign_x, &near_x, &far_x);
    c2d_slab(box.pos.y, box.half.y + padding_y, pos.y, scale_y, &c.sign_y, &near_y, &far_y);
#endif
    double near = c2d_max(near_x, near_y); // noonat/intersect's near_x > near_y ? near_x : near_y
    double far = c2d_min(far_x, far_y);    // noonat/intersect's far_x < far_y ? far_x : far_y
    // noonat/intersect rejects near_x > far_y, near_y > far_x, near >= 1 and far <= 0.
    // Our touching rule adds near >= far: a path that only grazes a corner (or
    // crosses a box of zero size) meets the box at a single instant, never its
    // interior.
    bool miss = (near_x > far_y) | (near_y > far_x) | (near >= far) | (near >= 1) | (far <= 0);
    c.hit = !miss;
    // Rounded times that nearly tie are decided exactly (c2d_cast_near_tie): a path
    // through a corner only, or ending on an edge, is touching, not a hit.
    if (C2D_UNLIKELY(c2d_cast_near_tie(near, far, pos, delta, scale_x, scale_y)))
        c.hit = c2d_cast_exact(box, pos, delta, box.half.x + padding_x, box.half.y + padding_y,
                               scale_x, scale_y);
    c.x_axis = near_x > near_y;
    c.near = near;
    return c;
}

/// noonat/intersect: turn a cast into the Hit (time clamped to [0, 1], normal against
/// the motion on the entry axis, delta = (1 - time) * -delta), or into the
/// "no hit" payload (pos = pos + delta). Every field is computed and then
/// selected, so mixed hits and misses cost no mispredicted branch.
static inline c2d_hit c2d_hit_from_cast(c2d_cast c, c2d_vec2 pos, c2d_vec2 delta) {
    // `+ 0.0` turns the -0.0 a start exactly on an edge gives into +0.0.
    double time = c2d_clamp(c.near, 0.0, 1.0) + 0.0;
    c2d_hit h = {0};
    h.hit = c.hit;
    h.collider = c.hit ? 0 : -1;
    h.time = c2d_select(c.hit, time, 1.0);
    h.normal.x = c2d_select(c.hit & c.x_axis, -c.sign_x, 0.0);
    h.normal.y = c2d_select(c.hit & !c.x_axis, -c.sign_y, 0.0);
    h.delta.x = c2d_select(c.hit, (1.0 - time) * -delta.x, 0.0);
    h.delta.y = c2d_select(c.hit, (1.0 - time) * -delta.y, 0.0);
    h.pos.x = c2d_select(c.hit, pos.x + delta.x * time, pos.x + delta.x);
    h.pos.y = c2d_select(c.hit, pos.y + delta.y * time, pos.y + delta.y);
    return h;
}

/// noonat/intersect, AABB vs Segment: the segment pos + t * delta against `box` grown
/// by the paddings. `time` is the entry fraction (0 if it starts inside),
/// `pos` the point on the segment at that time. A segment running exactly
/// along an edge, or ending on it, does not hit; a zero-length segment is a
/// point test.
static inline c2d_hit c2d_intersect_aabb_segment(c2d_aabb box, c2d_vec2 pos, c2d_vec2 delta,
                                                 double padding_x, double padding_y) {
    c2d_cast c = c2d_cast_aabb(box, pos, delta, padding_x, padding_y);
    return c2d_hit_from_cast(c, pos, delta);
}

/// The point lies strictly inside the box. NaN: false.
static inline bool c2d_overlaps_aabb_point(c2d_aabb box, c2d_vec2 p) {
    return c2d_intersect_aabb_point(box, p).hit;
}

#endif
