// collide2d core, narrow/obb.h: oriented boxes against points, boxes, circles and
// segments. The MDN "2D collision detection" and WecTeam AABB/OBB articles stop at the
// yes/no separating-axis test; here it also gives the push-out (the axis of least
// overlap, as noonat/intersect's AABB test does) and the raycast.
//
// Two ideas carry every test:
// - An OBB whose angle is, in float64, a multiple k of pi/2 has exact axes (0 and +-1,
//   not cos(pi/2) = 6e-17): it *is* an AABB (half sizes swapped for odd k), and every
//   test hands it to the AABB function, so it answers exactly as the AABB does.
// - Otherwise the other shape goes into the box's frame (its centre at the origin, its
//   axes x and y), where the box is an AABB and the AABB functions apply; the result
//   comes back rotated. Two boxes meet by the separating axis theorem on their four
//   axes.
#ifndef C2D_NARROW_OBB_H
#define C2D_NARROW_OBB_H

#include "base/trig.h"
#include "narrow/aabb_circle.h"
#include "narrow/segment.h"

/// pi / 2 in float64 (the double nearest to it): math.pi / 2 in Python.
#define C2D_HALF_PI 1.5707963267948966
/// Angles up to 2^20 quarter turns are checked for an exact multiple of pi / 2;
/// beyond, float64 angles are too coarse for a rotation to mean much anyway.
#define C2D_QUARTER_TURNS_EXACT 0x1p20

/// An OBB as the tests use it: centre, half size, and its x axis u = (cos, sin)
/// (its y axis is perp(u) = (-sin, cos)). `aligned`: the angle is an exact
/// multiple k of pi / 2, `odd` k is odd (the box's x axis is the world's y), and
/// `box` is the same box as an AABB.
typedef struct c2d_obb_frame {
    c2d_vec2 center, half, u;
    bool aligned, odd;
    c2d_aabb box;
} c2d_obb_frame;

static inline c2d_vec2 c2d_perp(c2d_vec2 u) { return c2d_v2(-u.y, u.x); }

/// The frame of `o`. For angle == k * C2D_HALF_PI (k an integer, |k| <= 2^20) the
/// axes are exact: (1, 0), (0, 1), (-1, 0), (0, -1) for k mod 4 = 0, 1, 2, 3.
static inline c2d_obb_frame c2d_obb_frame_of(c2d_obb o) {
    c2d_obb_frame f = {o.center, o.half, {1.0, 0.0}, false, false, {o.center, o.half}};
    // nearbyint: round half to even in the default rounding mode (Python's round).
    double k = nearbyint(o.angle / C2D_HALF_PI);
    if (fabs(k) <= C2D_QUARTER_TURNS_EXACT && k * C2D_HALF_PI == o.angle) {
        static const double cos_k[4] = {1.0, 0.0, -1.0, 0.0}, sin_k[4] = {0.0, 1.0, 0.0, -1.0};
        int q = (int)((int64_t)k & 3);
        f.u = c2d_v2(cos_k[q], sin_k[q]);
        f.aligned = true;
        f.odd = (q & 1) != 0;
        if (f.odd) f.box.half = c2d_v2(o.half.y, o.half.x);
    } else {
        c2d_cos_sin(o.angle, &f.u.x, &f.u.y); // base/trig.h: the same bits everywhere
    }
    return f;
}

/// The frame of an AABB (its axes are x and y).
static inline c2d_obb_frame c2d_aabb_frame(c2d_aabb b) {
    c2d_obb_frame f = {b.pos, b.half, {1.0, 0.0}, true, false, b};
    return f;
}

/// A world vector in the box's frame: (dot(v, u), dot(v, perp(u))).
/// `a + -b * c`, not `a - b * c` (the same bits): GCC 12's SLP vectoriser turns the
/// pair of lanes (a * c + b * d, b * c - a * d) into a fused FMSUBADD on the AVX2 and
/// AVX-512 paths, -ffp-contract=off notwithstanding, and those paths then differ
/// from the baseline in the last bit (tests/test_cpu_paths.py caught it).
static inline c2d_vec2 c2d_obb_local_vec(c2d_obb_frame f, c2d_vec2 v) {
    return c2d_v2(v.x * f.u.x + v.y * f.u.y, v.y * f.u.x + -v.x * f.u.y);
}

/// A world point in the box's frame (relative to its centre).
static inline c2d_vec2 c2d_obb_local_point(c2d_obb_frame f, c2d_vec2 p) {
    return c2d_obb_local_vec(f, c2d_sub(p, f.center));
}

/// A vector of the box's frame in world axes; `+ 0.0` makes a -0.0 +0.0 (and
/// `+ -`: see c2d_obb_local_vec).
static inline c2d_vec2 c2d_obb_world_vec(c2d_obb_frame f, c2d_vec2 l) {
    return c2d_v2((l.x * f.u.x + -l.y * f.u.y) + 0.0, (l.x * f.u.y + l.y * f.u.x) + 0.0);
}

/// A point of the box's frame in world coordinates.
static inline c2d_vec2 c2d_obb_world_point(c2d_obb_frame f, c2d_vec2 l) {
    c2d_vec2 w = c2d_obb_world_vec(f, l);
    return c2d_v2(f.center.x + w.x, f.center.y + w.y);
}

/// The box in its own frame: an AABB at the origin.
static inline c2d_aabb c2d_obb_local_box(c2d_obb_frame f) {
    c2d_aabb b = {{0.0, 0.0}, f.half};
    return b;
}

/// A static Hit found in the box's frame, in world coordinates; a miss is the
/// "no hit" payload at `miss_pos` (the other shape's position, in world).
static inline c2d_hit c2d_obb_world_hit(c2d_obb_frame f, c2d_hit h, c2d_vec2 miss_pos) {
    if (!h.hit) return c2d_no_hit(miss_pos);
    h.pos = c2d_obb_world_point(f, h.pos);
    h.delta = c2d_obb_world_vec(f, h.delta);
    h.normal = c2d_obb_world_vec(f, h.normal);
    return h;
}

// ---- points --------------------------------------------------------------------

/// The point lies strictly inside the box (on the boundary: touching, false).
static inline bool c2d_overlaps_obb_point(c2d_obb o, c2d_vec2 p) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_overlaps_aabb_point(f.box, p);
    return c2d_overlaps_aabb_point(c2d_obb_local_box(f), c2d_obb_local_point(f, p));
}

/// noonat/intersect's AABB vs Point in the box's frame: `pos` on the nearest side,
/// `normal` its outward normal, `delta` moves the point out. Ties go to the box's
/// y axis, a point at the centre leaves along +y of the box (as for an AABB).
static inline c2d_hit c2d_intersect_obb_point(c2d_obb o, c2d_vec2 p) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_intersect_aabb_point(f.box, p);
    c2d_hit h = c2d_intersect_aabb_point(c2d_obb_local_box(f), c2d_obb_local_point(f, p));
    return c2d_obb_world_hit(f, h, p);
}

// ---- circles -------------------------------------------------------------------

static inline c2d_circle c2d_obb_local_circle(c2d_obb_frame f, c2d_circle c) {
    c2d_circle l = {c2d_obb_local_point(f, c.center), c.radius};
    return l;
}

/// The box and the circle share interior points (WecTeam's clamp, in the box's frame).
static inline bool c2d_overlaps_obb_circle(c2d_obb o, c2d_circle c) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_overlaps_aabb_circle(f.box, c);
    return c2d_overlaps_aabb_circle(c2d_obb_local_box(f), c2d_obb_local_circle(f, c));
}

/// The same test, the circle the receiver.
static inline bool c2d_overlaps_circle_obb(c2d_circle c, c2d_obb o) {
    return c2d_overlaps_obb_circle(o, c);
}

/// c2d_intersect_aabb_circle in the box's frame: the box is the collider.
static inline c2d_hit c2d_intersect_obb_circle(c2d_obb o, c2d_circle c) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_intersect_aabb_circle(f.box, c);
    c2d_hit h = c2d_intersect_aabb_circle(c2d_obb_local_box(f), c2d_obb_local_circle(f, c));
    return c2d_obb_world_hit(f, h, c.center);
}

/// c2d_intersect_circle_aabb in the box's frame: the circle is the collider and
/// delta moves the box out (a miss: pos is the box's centre).
static inline c2d_hit c2d_intersect_circle_obb(c2d_circle c, c2d_obb o) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_intersect_circle_aabb(c, f.box);
    c2d_hit h = c2d_intersect_circle_aabb(c2d_obb_local_circle(f, c), c2d_obb_local_box(f));
    return c2d_obb_world_hit(f, h, o.center);
}

// ---- segments --------------------------------------------------------------------

/// The segment passes through the box's interior (the exact segment-box test in its frame).
static inline bool c2d_overlaps_obb_segment(c2d_obb o, c2d_segment s) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) return c2d_overlaps_aabb_segment(f.box, s);
    c2d_segment l = {c2d_obb_local_point(f, s.a), c2d_obb_local_point(f, s.b)};
    return c2d_overlaps_aabb_segment(c2d_obb_local_box(f), l);
}

/// The same test, the segment the receiver.
static inline bool c2d_overlaps_segment_obb(c2d_segment s, c2d_obb o) {
    return c2d_overlaps_obb_segment(o, s);
}

/// noonat/intersect's slab test in the frame `f` (a box of half size f.half about
/// f.center, on the axes u, perp(u)): the segment taken into the frame, the cast
/// there; time, delta and pos from the world segment, the normal turned back.
static inline c2d_hit c2d_cast_in_frame(c2d_obb_frame f, c2d_vec2 pos, c2d_vec2 delta,
                                        double padding_x, double padding_y) {
    c2d_cast c = c2d_cast_aabb(c2d_obb_local_box(f), c2d_obb_local_point(f, pos),
                               c2d_obb_local_vec(f, delta), padding_x, padding_y);
    c2d_hit h = c2d_hit_from_cast(c, pos, delta);
    if (h.hit) h.normal = c2d_obb_world_vec(f, h.normal);
    return h;
}

/// noonat/intersect's AABB vs Segment (the slab test) in the box's frame: the
/// segment pos + t * delta, 0 <= t <= 1, against the box grown by the paddings
/// along its own axes. `time`, `delta` and `pos` are computed in world coordinates
/// from the entry time (as for an AABB), the normal is the entry side's.
static inline c2d_hit c2d_intersect_obb_segment(c2d_obb o, c2d_vec2 pos, c2d_vec2 delta,
                                                double padding_x, double padding_y) {
    c2d_obb_frame f = c2d_obb_frame_of(o);
    if (f.aligned) {
        // An odd quarter turn: the box's x axis is the world's y.
        double px = f.odd ? padding_y : padding_x, py = f.odd ? padding_x : padding_y;
        return c2d_intersect_aabb_segment(f.box, pos, delta, px, py);
    }
    return c2d_cast_in_frame(f, pos, delta, padding_x, padding_y);
}

// ---- boxes: the separating axis theorem on the four axes ----------------------------

/// Half the width of box `b` along the unit `axis`.
static inline double c2d_obb_extent(c2d_obb_frame b, c2d_vec2 axis) {
    return b.half.x * fabs(c2d_dot(b.u, axis)) + b.half.y * fabs(c2d_dot(c2d_perp(b.u), axis));
}

/// Push `b` out of `a` (both boxes of any rotation): the separating axis theorem
/// on a's axes u, perp(u), then b's. On each axis n the overlap is
/// (extent of a + extent of b along n) - |dot(d, n)|, d from a's centre to b's
/// (each box's extent along its own axes is its half size, exactly). No
/// overlap > 0 on some axis: no hit (touching is not colliding). Otherwise the
/// axis of least overlap; of equal overlaps the first by c2d_direction_order on the
/// axes as the boxes hold them (so, as for two AABBs, y before x; the same axis
/// whichever box is the receiver), a's where two axes are the same; normal = n signed
/// toward b (sign(0) = +1), delta = normal * overlap, and pos as noonat/intersect places it: on a's
/// supporting line along the normal, level with b's centre across it.
static inline c2d_hit c2d_push_out_boxes(c2d_obb_frame a, c2d_obb_frame b) {
    c2d_vec2 d = c2d_sub(b.center, a.center);
    c2d_vec2 axes[4] = {a.u, c2d_perp(a.u), b.u, c2d_perp(b.u)};
    double ext_a[4] = {a.half.x, a.half.y, c2d_obb_extent(a, axes[2]), c2d_obb_extent(a, axes[3])};
    double ext_b[4] = {c2d_obb_extent(b, axes[0]), c2d_obb_extent(b, axes[1]), b.half.x, b.half.y};
    int best = 0;
    double best_overlap = INFINITY, best_dist = 0.0;
    bool hit = true;
    for (int k = 0; k < 4; k++) {
        double dist = c2d_dot(d, axes[k]);
        double overlap = (ext_a[k] + ext_b[k]) - fabs(dist);
        hit &= overlap > 0;
        if (overlap < best_overlap ||
            (overlap == best_overlap && c2d_direction_order(axes[k], axes[best]) > 0)) {
            best = k;
            best_overlap = overlap;
            best_dist = dist;
        }
    }
    if (!hit) return c2d_no_hit(b.center);
    double s = c2d_sign(best_dist);
    c2d_vec2 n = c2d_v2(axes[best].x * s + 0.0, axes[best].y * s + 0.0);
    c2d_vec2 t = c2d_perp(axes[best]);
    double along = ext_a[best], across = c2d_dot(d, t);
    c2d_hit h = {{0.0, 0.0}, {0.0, 0.0}, n, 0.0, 0, true};
    h.delta = c2d_v2(n.x * best_overlap + 0.0, n.y * best_overlap + 0.0);
    h.pos = c2d_v2(a.center.x + (n.x * along + t.x * across),
                   a.center.y + (n.y * along + t.y * across));
    return h;
}

/// Two boxes: noonat/intersect's AABB vs AABB when both are axis-aligned, else
/// c2d_push_out_boxes.
static inline c2d_hit c2d_intersect_box_frames(c2d_obb_frame a, c2d_obb_frame b) {
    if (a.aligned & b.aligned) return c2d_intersect_aabb_aabb(a.box, b.box);
    return c2d_push_out_boxes(a, b);
}

/// `other` pushed out of `o` along the axis of least overlap (c2d_push_out_boxes).
static inline c2d_hit c2d_intersect_obb_obb(c2d_obb o, c2d_obb other) {
    return c2d_intersect_box_frames(c2d_obb_frame_of(o), c2d_obb_frame_of(other));
}

/// An AABB pushed out of an OBB.
static inline c2d_hit c2d_intersect_obb_aabb(c2d_obb o, c2d_aabb box) {
    return c2d_intersect_box_frames(c2d_obb_frame_of(o), c2d_aabb_frame(box));
}

/// An OBB pushed out of an AABB.
static inline c2d_hit c2d_intersect_aabb_obb(c2d_aabb box, c2d_obb o) {
    return c2d_intersect_box_frames(c2d_aabb_frame(box), c2d_obb_frame_of(o));
}

/// The interiors overlap: the same arithmetic as the intersect functions, so
/// the two never disagree.
static inline bool c2d_overlaps_obb_obb(c2d_obb o, c2d_obb other) {
    return c2d_intersect_obb_obb(o, other).hit;
}

static inline bool c2d_overlaps_obb_aabb(c2d_obb o, c2d_aabb box) {
    return c2d_intersect_obb_aabb(o, box).hit;
}

static inline bool c2d_overlaps_aabb_obb(c2d_aabb box, c2d_obb o) {
    return c2d_intersect_aabb_obb(box, o).hit;
}

#endif
