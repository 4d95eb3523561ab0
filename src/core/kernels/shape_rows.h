// collide2d core: row i of a column of each kind as a tagged shape (dispatch.h), for
// the kernels that read shapes of mixed kinds (shape_set.c, sweep_into.c). Apart from
// shape_set.h so that a reader of sets need not take rows.h's row readers.
#ifndef C2D_SHAPE_ROWS_H
#define C2D_SHAPE_ROWS_H

#include "dispatch.h"
#include "rows.h"

/// Row i of a column of each kind as a shape (the row already checked); a segment
/// as a capsule of radius 0.
static inline c2d_shape c2d_shape_aabb_row(c2d_rows r, int64_t i) {
    return (c2d_shape){.kind = C2D_SHAPE_aabb, .aabb = load_aabb(r, i)};
}
static inline c2d_shape c2d_shape_circle_row(c2d_rows r, int64_t i) {
    return (c2d_shape){.kind = C2D_SHAPE_circle, .circle = load_circle(r, i)};
}
static inline c2d_shape c2d_shape_segment_row(c2d_rows r, int64_t i) {
    c2d_segment s = load_segment(r, i);
    return (c2d_shape){.kind = C2D_SHAPE_capsule, .capsule = {s.a, s.b, 0.0}};
}
static inline c2d_shape c2d_shape_obb_row(c2d_rows r, int64_t i) {
    return (c2d_shape){.kind = C2D_SHAPE_obb, .obb = load_obb(r, i)};
}
static inline c2d_shape c2d_shape_capsule_row(c2d_rows r, int64_t i) {
    return (c2d_shape){.kind = C2D_SHAPE_capsule, .capsule = load_capsule(r, i)};
}
static inline c2d_shape c2d_shape_polygon_row(c2d_rows r, int64_t i) {
    return (c2d_shape){.kind = C2D_SHAPE_polygon, .polygon = load_polygon(r, i)};
}

#endif
