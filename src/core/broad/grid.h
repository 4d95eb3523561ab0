// collide2d core, broad/grid.h: every overlapping pair of a set of shapes (or of two
// sets) without testing every pair -- a hierarchical grid (the grids of the MDN "2D
// collision detection" article's broad phase, in levels as Ericson's *Real-Time
// Collision Detection*, 7.2, "hierarchical grids", has them), kept as one sorted array:
//
// - every shape's bounding box, widened by the margin of rows.h's sweep reject (far
//   above the rounding of the bounds), goes to the level whose cells are a little wider
//   than the box (cell size s * 2^level, s the 90th percentile of the box sizes, so
//   most shapes share level 0); its key is (level, row, column) of the cell of its
//   lowest corner; the shapes are radix-sorted by key, their boxes copied alongside;
// - two boxes of one level that overlap have corners at most one cell apart on each
//   axis: each shape meets the later shapes of its cell, the next cell of its row and
//   three cells of the next row (binary search in the sorted keys); a shape meets a
//   coarser level's shapes in the cells from one before its box to its end; every
//   pair is met once, so no table of pairs seen is needed;
// - each candidate is decided by the exact narrow phase (dispatch.h's
//   c2d_overlaps_shapes: touching is not overlapping), and the pairs are sorted
//   (counting sort on the first number, then the second in each run).
//
// Plain C11, no Python; the binding (py_broad.c) calls it with the GIL released.
#ifndef C2D_BROAD_GRID_H
#define C2D_BROAD_GRID_H

#include "kernels/shape_set.h"
#include "kernels/sink.h"

/// A grid over a set of shapes (or two), kept to answer queries (collide2d.Index). It
/// reads the sets' shapes and ids when it is built and keeps copies of what it needs;
/// the ids arrays must outlive it.
typedef struct c2d_grid c2d_grid;

/// Build the grid of `a` (and `b`, or NULL); NULL when memory runs out.
c2d_grid *c2d_grid_build(const c2d_shape_set *a, const c2d_shape_set *b);
void c2d_grid_free(c2d_grid *g);

/// The pairs of the grid's shapes (as c2d_broad_pairs, which builds one and frees it).
c2d_status c2d_grid_pairs(const c2d_grid *g, c2d_sink *out);

/// Append to `ids` (int64 records) the ids of the grid's shapes that `shape` (whose
/// bounding box is `bounds`) overlaps, increasing; false when memory runs out.
bool c2d_grid_query(const c2d_grid *g, const c2d_shape *shape, c2d_aabb bounds, c2d_sink *ids);

/// Append to `positions` (int64 records) the set positions (in `a`) of the grid's shapes
/// whose widened boxes meet [lx, hx] x [ly, hy], in no particular order; false when
/// memory runs out. What a sweep tests pair by pair (sweep_into.c).
bool c2d_grid_candidates(const c2d_grid *g, double lx, double ly, double hx, double hy,
                         c2d_sink *positions);

/// The first of the grid's shapes the segment from `pos` by `delta` enters (each kind's
/// raycast, dispatch.h): the earliest hit, ties to the lowest id, its `collider` the
/// id; no hit: collider -1, pos = pos + delta, time 1. `scratch` is working memory.
/// False when memory runs out.
bool c2d_grid_raycast(const c2d_grid *g, c2d_vec2 pos, c2d_vec2 delta, c2d_sink *scratch,
                      c2d_hit *out);

/// Append to `ids` the ids of the grid's shapes with `p` strictly inside, increasing.
bool c2d_grid_query_point(const c2d_grid *g, c2d_vec2 p, c2d_sink *ids);

/// Every pair of overlapping shapes as c2d_pair records appended to `out`: with `b`
/// NULL, the pairs (i, j), i < j, of `a`; else the pairs (i in a, j in b). Each shape
/// is named by its set's id for it (or its position), and the pairs are sorted by i,
/// then j.
/// C2D_NO_MEMORY when memory runs out (out then holds what was found).
c2d_status c2d_broad_pairs(const c2d_shape_set *a, const c2d_shape_set *b, c2d_sink *out);

#endif
