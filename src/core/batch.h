// collide2d: batch kernels -- row loops over strided float64 rows.
// Plain C11, no Python: the binding (py_batch.c) hands them buffers and
// releases the GIL around them. Each kernel validates every row it reads and
// stops at the first bad one, returning where it is; outputs are written
// row by row and allocate nothing. Pure functions of their arguments, so
// they are safe to run from many threads at once.
#ifndef C2D_BATCH_H
#define C2D_BATCH_H

#include <stddef.h>

#include "c2d_segment.h"

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

/// a * b for counts a, b >= 0, saturating at INT64_MAX instead of wrapping
/// (row counts of zero-stride views can be near 2^63).
static inline int64_t c2d_mul_saturated(int64_t a, int64_t b) {
    if (a == 0 || b == 0) return 0;
    return a > INT64_MAX / b ? INT64_MAX : a * b;
}

/// First row of chunk t when n rows are cut into `chunks` contiguous pieces:
/// floor(n * t / chunks), computed without forming n * t (which can wrap).
static inline int64_t c2d_chunk_start(int64_t n, int t, int chunks) {
    return n / chunks * t + n % chunks * t / chunks;
}

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

/// Each of n movers sweeps by delta[i] through the same m colliders
/// (noonat/intersect's sweepInto): nearest hit, ties keep the lowest collider index, which
/// is stored in out[i].hit.collider. Arguments: 0 movers, 1 colliders, 2 delta.
c2d_status c2d_batch_sweep_into_aabb(int64_t n, c2d_rows movers, c2d_rows delta, int64_t m,
                                     c2d_rows colliders, c2d_sweep *out);

/// out[i] = c2d_overlap_interval_aabb_aabb(boxes[i], others[i], delta[i], other_delta[i]).
c2d_status c2d_batch_overlap_interval_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                                c2d_rows delta, c2d_rows other_delta,
                                                c2d_interval *out);

// ---- circles and segments (batch_circles.c) -----------------------------------
// Row-wise versions of the scalar functions of c2d_circle.h, c2d_segment.h and
// c2d_circle_sweep.h, arguments in the order given (argument index = position).
// Hit and sweep rows get collider = the receiver's row (or -1).

/// Validate rows 0..n-1 of circles / segments (argument index 0).
c2d_status c2d_batch_check_circle(int64_t n, c2d_rows circles);
c2d_status c2d_batch_check_segment(int64_t n, c2d_rows segments);
c2d_status c2d_batch_intersect_circle_point(int64_t n, c2d_rows circles, c2d_rows points,
                                            c2d_hit *out);
c2d_status c2d_batch_intersect_circle_circle(int64_t n, c2d_rows circles, c2d_rows others,
                                             c2d_hit *out);
c2d_status c2d_batch_intersect_circle_aabb(int64_t n, c2d_rows circles, c2d_rows boxes,
                                           c2d_hit *out);
c2d_status c2d_batch_intersect_aabb_circle(int64_t n, c2d_rows boxes, c2d_rows circles,
                                           c2d_hit *out);
c2d_status c2d_batch_intersect_circle_segment(int64_t n, c2d_rows circles, c2d_rows pos,
                                              c2d_rows delta, c2d_hit *out);
c2d_status c2d_batch_overlaps_circle_circle(int64_t n, c2d_rows circles, c2d_rows others,
                                            bool *out);
c2d_status c2d_batch_overlaps_circle_point(int64_t n, c2d_rows circles, c2d_rows points,
                                           bool *out);
c2d_status c2d_batch_overlaps_circle_aabb(int64_t n, c2d_rows circles, c2d_rows boxes,
                                          bool *out);
c2d_status c2d_batch_overlaps_circle_segment(int64_t n, c2d_rows circles, c2d_rows segments,
                                             bool *out);
/// The same tests with the arguments the other way round (receiver first).
c2d_status c2d_batch_overlaps_aabb_circle(int64_t n, c2d_rows boxes, c2d_rows circles,
                                          bool *out);
c2d_status c2d_batch_overlaps_segment_circle(int64_t n, c2d_rows segments, c2d_rows circles,
                                             bool *out);
c2d_status c2d_batch_overlaps_segment_aabb(int64_t n, c2d_rows segments, c2d_rows boxes,
                                           bool *out);
c2d_status c2d_batch_overlaps_aabb_point(int64_t n, c2d_rows boxes, c2d_rows points, bool *out);
c2d_status c2d_batch_overlaps_aabb_segment(int64_t n, c2d_rows boxes, c2d_rows segments,
                                           bool *out);
c2d_status c2d_batch_overlaps_segment_segment(int64_t n, c2d_rows segments, c2d_rows others,
                                              bool *out);
/// segments_only: segments (true) or the infinite lines through them.
c2d_status c2d_batch_line_intersection(int64_t n, c2d_rows segments, c2d_rows others,
                                       bool segments_only, c2d_line_hit *out);
c2d_status c2d_batch_circle_line_points(int64_t n, c2d_rows circles, c2d_rows p1, c2d_rows p2,
                                        bool segment, c2d_circle_points *out);
c2d_status c2d_batch_sweep_circle_circle(int64_t n, c2d_rows circles, c2d_rows others,
                                         c2d_rows delta, c2d_sweep *out);
c2d_status c2d_batch_sweep_circle_aabb(int64_t n, c2d_rows circles, c2d_rows boxes,
                                       c2d_rows delta, c2d_sweep *out);
c2d_status c2d_batch_sweep_aabb_circle(int64_t n, c2d_rows boxes, c2d_rows circles,
                                       c2d_rows delta, c2d_sweep *out);
c2d_status c2d_batch_overlap_interval_circle_circle(int64_t n, c2d_rows circles, c2d_rows others,
                                                    c2d_rows delta, c2d_rows other_delta,
                                                    c2d_interval *out);
/// Each of n movers (boxes or circles) moves by delta[i] through m boxes and
/// k circles: nearest hit, collider numbered boxes first (0..m-1), then
/// circles (m..m+k-1); ties keep the lowest number. Arguments: 0 movers,
/// 1 boxes, 2 circles, 3 delta.
c2d_status c2d_batch_sweep_into_mixed(int64_t n, c2d_rows movers, bool movers_are_boxes,
                                      c2d_rows delta, int64_t m, c2d_rows boxes, int64_t k,
                                      c2d_rows circles, c2d_sweep *out);

#endif
