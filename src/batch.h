// collide2d: batch kernels -- row loops over strided float64 rows.
// Plain C11, no Python: the binding (py_batch.c) hands them buffers and
// releases the GIL around them. Each kernel validates every row it reads and
// stops at the first bad one, returning where it is; outputs are written
// row by row and allocate nothing. Pure functions of their arguments, so
// they are safe to run from many threads at once.
#ifndef C2D_BATCH_H
#define C2D_BATCH_H

#include <stddef.h>

#include "c2d_shapes.h"

/// A column of rows: row i starts at data + i * stride (stride in doubles).
/// `count` is how many rows the argument holds: 1 means one row broadcast
/// against all (stride 0, reported as row 0 and, for a receiver, collider 0);
/// otherwise row i is reported as i, even when the rows share memory
/// (a zero-stride view such as numpy.broadcast_to).
/// `base` is the index of row 0 in the caller's whole array (non-zero when a
/// call is split into chunks run by several threads).
typedef struct c2d_rows {
    const double *data;
    ptrdiff_t stride;
    int64_t count;
    int64_t base;
} c2d_rows;

/// Validate rows 0..n-1 of AABBs (argument index 0).
c2d_status c2d_batch_check_aabb(int64_t n, c2d_rows boxes);

/// out[i] = c2d_intersect_aabb_point(boxes[i], points[i]); collider = row i.
c2d_status c2d_batch_intersect_aabb_point(int64_t n, c2d_rows boxes, c2d_rows points,
                                          c2d_hit *out);

/// out[i] = c2d_intersect_aabb_segment(boxes[i], pos[i], delta[i], padding_x[i], padding_y[i]).
c2d_status c2d_batch_intersect_aabb_segment(int64_t n, c2d_rows boxes, c2d_rows pos,
                                            c2d_rows delta, c2d_rows padding_x,
                                            c2d_rows padding_y, c2d_hit *out);

/// out[i] = c2d_intersect_aabb_aabb(boxes[i], others[i]).
c2d_status c2d_batch_intersect_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                         c2d_hit *out);

/// out[i] = c2d_overlaps_aabb_aabb(boxes[i], others[i]).
c2d_status c2d_batch_overlaps_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others, bool *out);

/// out[i] = c2d_sweep_aabb_aabb(boxes[i], others[i], delta[i]).
c2d_status c2d_batch_sweep_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                     c2d_rows delta, c2d_sweep *out);

/// Each of n movers sweeps by delta[i] through the same m colliders (seed
/// 000's sweepInto): nearest hit, ties keep the lowest collider index, which
/// is stored in out[i].hit.collider. Arguments: 0 movers, 1 colliders, 2 delta.
c2d_status c2d_batch_sweep_into_aabb(int64_t n, c2d_rows movers, c2d_rows delta, int64_t m,
                                     c2d_rows colliders, c2d_sweep *out);

/// out[i] = c2d_overlap_interval_aabb_aabb(boxes[i], others[i], delta[i], other_delta[i]).
c2d_status c2d_batch_overlap_interval_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                                c2d_rows delta, c2d_rows other_delta,
                                                c2d_interval *out);

#endif
