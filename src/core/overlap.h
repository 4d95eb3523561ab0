// collide2d: the overlap queries (bool: the interiors overlap; touching is
// not colliding), one name per pair in the core's scheme, verb first and the
// receiver's shape first. Most are the flag of the pair's hit test, so an
// overlap and an intersect never disagree; the pairs with a test of their own
// (box-box, circle-segment, box-segment, segment-segment) live with their
// shapes. The scalar API and the batch kernels (kernel_list.h) both call these.
// Plain C11, no Python.
#ifndef C2D_OVERLAP_H
#define C2D_OVERLAP_H

#include "c2d_segment.h"

/// The point lies strictly inside the box. NaN: false.
static inline bool c2d_overlaps_aabb_point(c2d_aabb box, c2d_vec2 p) {
    return c2d_intersect_aabb_point(box, p).hit;
}

/// The box and the circle share interior points (WecTeam's clamp). NaN: false.
static inline bool c2d_overlaps_aabb_circle(c2d_aabb box, c2d_circle c) {
    return c2d_intersect_aabb_circle(box, c).hit;
}

/// The circle and the box share interior points: c2d_overlaps_aabb_circle.
static inline bool c2d_overlaps_circle_aabb(c2d_circle c, c2d_aabb box) {
    return c2d_intersect_aabb_circle(box, c).hit;
}

/// The centres are closer than the radius sum (MDN). NaN: false.
static inline bool c2d_overlaps_circle_circle(c2d_circle c, c2d_circle other) {
    return c2d_intersect_circle_circle(c, other).hit;
}

/// The point lies strictly inside the circle. NaN: false.
static inline bool c2d_overlaps_circle_point(c2d_circle c, c2d_vec2 p) {
    return c2d_intersect_circle_point(c, p).hit;
}

/// The segment passes through the box's interior: c2d_overlaps_aabb_segment.
static inline bool c2d_overlaps_segment_aabb(c2d_segment s, c2d_aabb box) {
    return c2d_overlaps_aabb_segment(box, s);
}

/// The segment passes through the circle's interior: c2d_overlaps_circle_segment.
static inline bool c2d_overlaps_segment_circle(c2d_segment s, c2d_circle c) {
    return c2d_overlaps_circle_segment(c, s);
}

#endif
