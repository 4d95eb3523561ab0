// collide2d core: shapes of any kind, and one [kind A][kind B] table per
// symmetric or directed query, made from the kernel list (Box2D's
// s_registers is the model). What takes mixed shapes goes through here: the
// scalar sweep_into over a list of boxes and circles, and next the broad
// phase's narrow phase over its candidate pairs.
#ifndef C2D_DISPATCH_H
#define C2D_DISPATCH_H

#include "kernels.h"

/// The shape kinds: the kernel list's shape row kinds, in its order.
typedef enum c2d_shape_kind {
    C2D_SHAPE_aabb,
    C2D_SHAPE_circle,
    C2D_SHAPE_segment,
    C2D_SHAPE_obb,
    C2D_SHAPE_capsule,
    C2D_SHAPE_polygon,
    C2D_SHAPE_KIND_COUNT
} c2d_shape_kind;

/// One shape of any kind (the member is named by the kind's token).
typedef struct c2d_shape {
    c2d_shape_kind kind;
    union {
        c2d_aabb aabb;
        c2d_circle circle;
        c2d_segment segment;
        c2d_obb obb;
        c2d_capsule capsule;
        c2d_polygon polygon; ///< a view: its vertices must outlive the shape
    };
} c2d_shape;

/// True where the interiors of `a` and `b` overlap (touching is False), for
/// any two kinds: the list's overlaps_<a>_<b> line, or its <b>_<a> line with
/// the arguments flipped (overlapping is symmetric).
bool c2d_overlaps_shapes(const c2d_shape *a, const c2d_shape *b);

/// The raycast of the segment from `pos` by `delta` against `s` (the list's
/// intersect_<kind>_segment line, paddings 0) into *out; false (out untouched) when the
/// kind has none.
bool c2d_raycast_shape(const c2d_shape *s, c2d_vec2 pos, c2d_vec2 delta, c2d_hit *out);

/// True where point `p` is strictly inside `s` (the list's overlaps_<kind>_point line;
/// never for a segment, which has no interior).
bool c2d_overlaps_point(const c2d_shape *s, c2d_vec2 p);

/// The signed distance from `s` to point `p` (the list's distance_<kind>_point line):
/// negative inside, `point_a` on the shape, `point_b` = p.
void c2d_distance_point(const c2d_shape *s, c2d_vec2 p, c2d_distance *out);

/// `body` moves by `delta` against the static `collider`: the list's
/// sweep_<collider>_<body> line. False (and *out untouched) when the list has
/// no sweep for that pair (a sweep is directed: no flip).
bool c2d_sweep_shapes(const c2d_shape *collider, const c2d_shape *body, c2d_vec2 delta,
                      c2d_sweep *out);

#endif
