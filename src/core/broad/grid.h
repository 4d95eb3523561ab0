// collide2d core, broad/grid.h: every overlapping pair of a set of shapes (or of two
// sets) without testing every pair -- a hierarchical grid (the grids of the MDN "2D
// collision detection" article's broad phase, in levels as Ericson's *Real-Time
// Collision Detection*, 7.2, "hierarchical grids", has them), kept as one sorted array:
//
// - every shape's bounding box, widened by a margin of its own magnitude (as rows.h's
//   sweep reject widens it: far above the rounding of the bounds; or, where that of the
//   largest is far below the boxes' sizes, by that one), goes to the level
//   whose cells are a little wider than the box (cell size s * 2^level, s the 90th
//   percentile of the box sizes in an even sample of 1024, so most shapes share level
//   0, but no less than 2^-25 of the scene's longer side, so that every cell's row and
//   column fit in the key; every level's cells start at the scene's lowest corner);
//   its key is (level, row, column) of the cell of its
//   lowest corner; the shapes are radix-sorted by key (one word each: the key above
//   the shape's number), their bounds copied alongside, and a copy of each shape that
//   is not an AABB (an AABB's shape is its bounds);
// - two boxes of one level that overlap have corners at most one cell apart on each
//   axis: each shape meets the later shapes of its cell, the next cell of its row and
//   three cells of the next row (binary search in the sorted keys, skipped where a
//   bitmap of level 0's occupied cells says the cells are empty); a shape meets a
//   coarser level's shapes in the cells from one before its box to its end; every
//   pair is met once, so no table of pairs seen is needed;
// - each candidate is decided by the exact narrow phase (dispatch.h's
//   c2d_overlaps_shapes: touching is not overlapping), and the pairs are sorted
//   (counting sort on the first number, then the second in each run);
// - a grid kept to be searched (an Index) also has a directory of level 0's occupied
//   cells: a cell's rank among them (a count of the bitmap's bits before it) indexes
//   where its shapes start, so a search finds a row of cells' shapes in two reads;
//   queries are searched 32 at a time, each read asked for, for the whole batch,
//   before any is used.
//
// Plain C11, no Python, no threads of its own: the binding (py_broad.c) calls it with
// the GIL released, and lends it threads for a build's passes (c2d_threads). The
// implementation: grid_internal.h (the store) and grid_build.c, grid_sort.c,
// grid_pairs.c, grid_search.c, grid_update.c.
#ifndef C2D_BROAD_GRID_H
#define C2D_BROAD_GRID_H

#include "kernels/shape_set.h"
#include "kernels/sink.h"

/// A grid over a set of shapes (or two), kept to answer queries (collide2d.Index). It
/// reads the sets' shapes and ids when it is built and keeps copies of what it needs;
/// the ids arrays must outlive it.
typedef struct c2d_grid c2d_grid;

/// One part of a job split in `parts` (as c2d_chunk_start splits n items).
typedef void (*c2d_part_fn)(void *ctx, int part, int parts);

/// Threads for a build's passes: run(parts, fn, ctx) calls fn for every part 0 .. parts - 1
/// and returns when all are done (the binding's threads: the core starts none of its own).
typedef struct c2d_threads {
    void (*run)(int parts, c2d_part_fn fn, void *ctx);
    int parts; ///< at most C2D_GRID_MAX_PARTS
} c2d_threads;
enum { C2D_GRID_MAX_PARTS = 64 };

/// Run fn over `threads` where there are n items enough to pay for them (NULL: never),
/// else on this thread as one part; the parts it ran in (grid_build.c; the shape sets'
/// loading uses it too).
int c2d_grid_run(const c2d_threads *threads, int64_t n, c2d_part_fn fn, void *ctx);

/// Build the grid of `a` (and `b`, or NULL), its passes over the shapes split over
/// `threads` (NULL: this thread only; the grid is the same either way); NULL when memory
/// runs out.
c2d_grid *c2d_grid_build(const c2d_shape_set *a, const c2d_shape_set *b,
                         const c2d_threads *threads);

/// A sweep along x (Ericson's *Real-Time Collision Detection*, 7.5, "sort and sweep"),
/// for one pairs call: the boxes sorted by the column of their lowest x in cells much
/// finer than the boxes, each box meeting the later boxes whose column is at most
/// that of its own highest x. Where few boxes share a box's stretch of x (a sparse
/// scene: 30 for 1e4 unit boxes spread 3.5 apart) the later boxes are read sixteen or
/// eight at a time in vector lanes and nearly all are left behind by one comparison
/// of their y intervals, with none of the grid's searches of the next row. What a
/// scan reads, position p of n sorted boxes: key[p] (its column), reach[p] (the
/// column of its highest x) and its widened y interval [ly[p], hy[p]] rounded to
/// floats (sixteen to a vector register; rounding never reverses an order, so every
/// pair of boxes that meet gets through, and each candidate is decided exactly).
typedef struct c2d_sweep_rows {
    const int32_t *key, *reach;
    const float *ly, *hy;
    int64_t n;
} c2d_sweep_rows;

/// Told of a candidate pair of sorted positions p < q; false stops the scan (memory).
typedef bool (*c2d_sweep_visit)(void *ctx, int64_t p, int64_t q);

/// For each p in [from, to): every q > p with key[q] <= reach[p] whose y interval meets
/// p's (closed intervals), in increasing q, told to `visit`; false when it stopped the
/// scan. Compiled for each instruction-set path with vector lanes
/// (kernels/sweep_scan.c; c2d_path_sweep_scan in kernels/paths.h).
typedef bool (*c2d_sweep_scan_fn)(const c2d_sweep_rows *rows, int64_t from, int64_t to,
                                  c2d_sweep_visit visit, void *ctx);

/// How a pairs call finds its candidates: the sweep where a sample of the boxes says
/// few boxes share each box's stretch of x (AUTO), or one of the two by name (the
/// tests compare them).
typedef enum c2d_pairs_method { C2D_PAIRS_AUTO, C2D_PAIRS_GRID, C2D_PAIRS_SWEEP } c2d_pairs_method;

/// A grid for one pairs call (c2d_grid_pairs, c2d_grid_pairs_from): a sweep along x
/// scanned by `scan`, or the hierarchical grid of c2d_grid_build, as `method` says.
/// `scan` NULL: always the grid (the binding gives NULL to AUTO on a path without
/// vector lanes, whose scalar scan the grid's searches outrun). A grid made this way
/// answers only its pairs: no searches, no updates.
c2d_grid *c2d_grid_build_pairs(const c2d_shape_set *a, const c2d_shape_set *b,
                               const c2d_threads *threads, c2d_sweep_scan_fn scan,
                               c2d_pairs_method method);

/// Whether a grid is a sweep (c2d_grid_build_pairs's choice).
bool c2d_grid_is_sweep(const c2d_grid *g);

/// Whether the build found that the sets' rows changed while it read them (sets whose
/// bounds are volatile, shape_set.h: another thread wrote them): the grid is then
/// empty, and its caller reports the change instead of an answer.
bool c2d_grid_rows_changed(const c2d_grid *g);
void c2d_grid_free(c2d_grid *g);

/// Make the grid quicker to search, now and after every rebuild: a directory of its
/// finest level's occupied cells (grid_internal.h; at most 8 bytes per shape), which
/// finds a row of cells' shapes without searching the keys, and lets c2d_grid_query
/// take its queries in batches. For a grid kept to be searched many times (an Index),
/// not for one pairs call, which would pay its pass and memory for nothing. Without
/// memory for it the searches are slower, not wrong.
void c2d_grid_direct(c2d_grid *g);

/// Whether the grid has that directory now.
bool c2d_grid_directed(const c2d_grid *g);

/// The bounds of a one-set grid's shapes in the set's order, as the build copied them
/// into sorted order (bit for bit the rows it read): into `out`, one per shape. For an
/// index that kept no other copy of a writable array's boxes (the binding's
/// Index), when a call first needs them by shape number. Only before the first
/// c2d_grid_update (a shape moved since has no exact bounds in the grid): false then,
/// and for a sweep, which keeps no bounds.
bool c2d_grid_copy_bounds(const c2d_grid *g, c2d_aabb *out);

/// The pairs of the grid's shapes (as c2d_broad_pairs, which builds one and frees it).
c2d_status c2d_grid_pairs(const c2d_grid *g, c2d_sink *out);

/// c2d_grid_pairs in parts, for threads: the pairs found from the sorted positions
/// [from, to) of 0 .. c2d_grid_size(g) (unsorted; false when memory runs out), each
/// range into its own sink; then, on the sinks' records joined, c2d_grid_pairs_finish
/// adds the pairs of shapes that left their cells and sorts them all, the sort split
/// over `threads` as the build's passes are (NULL: on this thread).
int64_t c2d_grid_size(const c2d_grid *g);
bool c2d_grid_pairs_from(const c2d_grid *g, int64_t from, int64_t to, c2d_sink *out);
c2d_status c2d_grid_pairs_finish(const c2d_grid *g, c2d_sink *out,
                                  const c2d_threads *threads);

/// In every search below, `mask` filters the shapes (c2d_grid_filter): only those
/// whose category has a bit of it are looked at (~0: every shape).

/// A candidate of c2d_grid_candidates: the shape's number in the set (`a`), its bounds
/// and, where it is not a box, its shape. Where the grid has them these point into its
/// own copies in sorted order (the same values as the set's: an index whose set keeps no
/// bounds of its own, the binding's Index of a writable array, is read through them);
/// valid while the grid is neither updated nor rebuilt.
typedef struct c2d_grid_candidate {
    int64_t number;
    const c2d_aabb *bounds;
    const c2d_shape *shape; ///< NULL for a box: its shape is its bounds
} c2d_grid_candidate;

/// Append to `found` (c2d_grid_candidate records) the grid's shapes whose widened boxes
/// meet [lx, hx] x [ly, hy], in no particular order (`scratch`, of int64 records, is
/// working memory); false when memory runs out. What a sweep tests pair by pair
/// (sweep_into.c).
bool c2d_grid_candidates(const c2d_grid *g, double lx, double ly, double hx, double hy,
                         uint64_t mask, c2d_sink *scratch, c2d_sink *found);

/// How many pieces to search a path `length` long in (its longer axis), one after the
/// other, as the rays are: about one a ray's piece of the grid (see grid_search.c), no
/// more than 64 + 4 sqrt(n), at least 1.
int64_t c2d_grid_path_pieces(const c2d_grid *g, double length);

/// The first of the grid's shapes the segment from `pos` by `delta` enters (each kind's
/// raycast, dispatch.h): the earliest hit, ties to the lowest id, its `collider` the
/// id; no hit: collider -1, pos = pos + delta, time 1. `scratch` is working memory.
/// False when memory runs out.
bool c2d_grid_raycast(const c2d_grid *g, c2d_vec2 pos, c2d_vec2 delta, uint64_t mask,
                      c2d_sink *scratch, c2d_hit *out);

/// Every shape the segment enters, as c2d_hit records (collider: the id) appended to
/// `hits`, by time, then id. False when memory runs out.
bool c2d_grid_raycast_all(const c2d_grid *g, c2d_vec2 pos, c2d_vec2 delta, uint64_t mask,
                          c2d_sink *scratch, c2d_sink *hits);

/// The order to search from n points in: order[0..n) is a permutation of 0..n-1 that
/// takes the points by the level-0 cell they fall in, row by row, as the grid stores
/// its shapes, so that consecutive searches read the same parts of the grid (measured:
/// 1e5 random rays into 1e6 boxes 1.6x faster; queries of a grid with a directory are
/// faster as they come, c2d_grid_query). Point i is
/// points[i * stride], points[i * stride + 1] (stride 0: one point for all). Any order
/// gives the same answers. False when memory runs out.
bool c2d_grid_order(const c2d_grid *g, const double *points, ptrdiff_t stride, int64_t n,
                    int64_t *order);

/// How many queries c2d_grid_query takes at once.
enum { C2D_GRID_MANY = 32 };

/// Queries of shapes[0..count) (boxes[b] shape b's bounding box) or, with `shapes`
/// NULL, of points[0..count) (boxes[b] the point, of size 0): the ids of the grid's
/// shapes each overlaps (or that hold the point strictly inside), increasing, appended
/// to `ids` (int64 records) one query after another; counts[b] how many query b has.
/// With the grid's directory, a batch's cache misses overlap (measured on one thread,
/// 1e5 queries into 1e6 unit boxes, against one query at a time: small boxes 27.4 to
/// 14.5 ms, points 20.0 to 8.3). False when memory runs out.
bool c2d_grid_query(const c2d_grid *g, const c2d_shape *const *shapes, const c2d_vec2 *points,
                    const c2d_aabb *boxes, int count, uint64_t mask, c2d_sink *ids,
                    int64_t *counts);

/// A shape near a point: its signed distance (dispatch.h's c2d_distance_point) and id.
typedef struct c2d_neighbour {
    double distance;
    int64_t id;
} c2d_neighbour;

/// The `k` shapes nearest `p` with distance <= max_distance, into out[0..k): by
/// distance, then id; the places left {inf, -1}. False when memory runs out.
bool c2d_grid_nearest(const c2d_grid *g, c2d_vec2 p, int64_t k, double max_distance,
                      uint64_t mask, c2d_sink *scratch, c2d_neighbour *out);

/// The pairs (id of i, id of j) with the later id second of each shape number i of
/// which[0..count) (in that order) and the shapes it overlaps with a larger id (the
/// filter's pair rule applies), sorted by j for each i: c2d_grid_pairs a few shapes at
/// a time (one set only). False when memory runs out.
bool c2d_grid_pairs_of(const c2d_grid *g, const int64_t *which, int64_t count, c2d_sink *scratch,
                       c2d_sink *out);

/// Give each shape number i a category and a mask (NULL: every bit); pairs then need
/// each one's category in the other's mask (Box2D's rule), searches their mask in the
/// shapes' categories. Copied. False when memory runs out.
bool c2d_grid_filter(c2d_grid *g, const uint64_t *category, const uint64_t *mask);

/// Shape number i of a one-set grid has changed (the caller has written its new shape
/// and bounds into the set): it keeps its place when its box stays at its level with
/// its lowest corner in its cell (the cell is the grid's fat box), else it joins a
/// list every search looks at. False when memory runs out.
bool c2d_grid_update(c2d_grid *g, int64_t i);

/// Whether the grid is worth rebuilding: more shapes have left their cells than a
/// search should look at one by one (64 + sqrt(n)), or the set's magnitude has grown
/// past the one margin of a grid whose boxes are all widened by it.
bool c2d_grid_stale(const c2d_grid *g);

/// How many shapes have left their cells since the grid was built.
int64_t c2d_grid_moved_count(const c2d_grid *g);

/// Build the grid again from its set as it is now (the filter kept); false when memory
/// runs out (the grid is then empty: free it).
bool c2d_grid_rebuild(c2d_grid *g);

/// Every pair of overlapping shapes as c2d_pair records appended to `out`: with `b`
/// NULL, the pairs (i, j), i < j, of `a`; else the pairs (i in a, j in b). Each shape
/// is named by its set's id for it (or its position), and the pairs are sorted by i,
/// then j.
/// C2D_NO_MEMORY when memory runs out (out then holds what was found).
c2d_status c2d_broad_pairs(const c2d_shape_set *a, const c2d_shape_set *b, c2d_sink *out);

#endif
