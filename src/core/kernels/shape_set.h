// collide2d core: a set of shapes of mixed kinds -- what the kernels that take a
// whole collection read (sweep_into's colliders): each shape tagged (dispatch.h),
// its bounding box, and the number it is reported by. Built once per call from
// one column of rows per kind (the binding's acquire_shape_set, the C tests and
// the fuzzer call c2d_shape_set_fill), then shared read-only by every thread.
#ifndef C2D_SHAPE_SET_H
#define C2D_SHAPE_SET_H

#include "dispatch.h"

/// The columns a set is built from, in this order; the set's shapes come column by
/// column, each in row order. A segment is kept as a capsule of radius 0 (the same
/// shape: no interior, every sweep defined).
enum {
    C2D_SET_aabb,
    C2D_SET_circle,
    C2D_SET_segment,
    C2D_SET_obb,
    C2D_SET_capsule,
    C2D_SET_polygon,
    C2D_SET_COLUMNS
};

struct c2d_grid;

typedef struct c2d_shape_set {
    /// `count` shapes (polygons are views into their column's buffer), but for the
    /// AABBs below aabb_count, whose places are never written: a box's shape is its
    /// bounds, which c2d_set_shape makes where one is read. That saves writing, and the
    /// memory of, 48 bytes a box: a set of boxes only has no `shapes` array at all
    /// (NULL). Whoever writes a shape of another kind below aabb_count writes the boxes'
    /// shapes from there on first.
    c2d_shape *shapes;
    c2d_aabb *bounds;   ///< each shape's bounding box (centre, half size)
    /// `bounds` are the caller's box rows, read in place (a set of boxes only, whose
    /// rows are laid out as c2d_aabb: a frozen AABBArray's, which cannot change, or a
    /// pairs call's, below): a load checks them and finds their extent, but writes
    /// nothing there, and whoever would write a bound makes the set its own copy first
    /// (the binding's Index.update).
    bool bounds_borrowed;
    /// Borrowed `bounds` that another thread may write while the call runs (a writable
    /// array's rows, read in place by one pairs call, which keeps nothing of them): a
    /// grid built over them clamps every key into its fields and checks that the boxes
    /// it copies are those it made their keys from (c2d_grid_rows_changed, grid.h).
    bool bounds_volatile;
    /// Of volatile bounds: the sum of c2d_box_print of every box as the load read,
    /// checked and measured it (each row read once, into a copy): a grid built over the
    /// set sums the prints of what it reads again, so that a row changed after its
    /// check (made NaN, or moved out of the extent the load found) is seen.
    uint64_t print;
    const int64_t *ids; ///< the number each shape is reported by, or NULL: its position
    int64_t count;
    /// Shapes [0, aabb_count) are AABBs (c2d_shape_set_fill puts the AABB column
    /// first), each kept as its bounds only (above). Whoever writes another kind below
    /// it writes the boxes' shapes from there on, then lowers it.
    int64_t aabb_count;
    double magnitude; ///< the largest |coordinate| + size: the scale of the reject margin
    /// The lowest and highest corners of all the bounds together (as c2d_shape_set_fill
    /// found them; +inf / -inf for no shapes), so that a grid's build need not read
    /// every box once more for them. Valid while `extent_known`: whoever changes a
    /// shape clears it.
    c2d_vec2 low, high;
    bool extent_known;
    /// A grid over the set (broad/grid.h), or NULL: the binding builds one for a
    /// sweep_into whose movers are many enough to pay for it; the kernel then sweeps
    /// each mover against the shapes near its path only.
    const struct c2d_grid *grid;
    /// With a grid, the mask its searches use (every bit for a grid made for the call;
    /// a search's for an Index's, broad/grid.h: a mask of 0 sees no shape).
    uint64_t grid_mask;
} c2d_shape_set;

/// A box's print: its four words and its row number in its set mixed into 64 bits (the
/// finisher of MurmurHash3). A set's load and a grid's keys' pass and gather each add
/// up the prints of the volatile boxes they read (a sum, so the order of reading and
/// the split into parts do not matter): the sums differ where a box changed between
/// two reads, unless the changes cancel, which no write made without knowing the
/// mixing does (the number in the print: a permutation of the rows does not cancel).
/// Cheaper than making each copied box's key again (two divisions and a level:
/// measured, pairs calls of 1e4 to 1e6 boxes took 1.13-1.52x the time without a
/// check) or keeping a print per box (a read of it per box copied: 1.03-1.09x, and 4
/// bytes a box); these sums, 1.05-1.10x.
static inline uint64_t c2d_box_print(const c2d_aabb *box, int64_t number) {
    uint64_t w[4];
    memcpy(w, box, sizeof w);
    uint64_t h = w[0] ^ (w[1] << 16 | w[1] >> 48) ^ (w[2] << 32 | w[2] >> 32) ^
                 (w[3] << 48 | w[3] >> 16) ^ (uint64_t)number * 0x9e3779b97f4a7c15u;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdu;
    h ^= h >> 33;
    return h;
}

/// Shape j of the set: &set->shapes[j], or for a box (below aabb_count, kept as its
/// bounds) a shape made from them in *spare.
static inline const c2d_shape *c2d_set_shape(const c2d_shape_set *set, int64_t j,
                                             c2d_shape *spare) {
    if (j < set->aabb_count) {
        spare->kind = C2D_SHAPE_aabb;
        spare->aabb = set->bounds[j];
        return spare;
    }
    return &set->shapes[j];
}

/// The bounding box of a shape (centre, half size). Exact for boxes, circles,
/// capsules and polygons but for the rounding of one addition; an OBB's is its
/// corners' extent in float64 (within a few units of 2^-52 of its size, which
/// the reject margin of rows.h's mover_path covers).
static inline c2d_aabb c2d_shape_bounds(const c2d_shape *s) {
    c2d_vec2 lo, hi;
    switch (s->kind) {
    case C2D_SHAPE_aabb:
        return s->aabb;
    case C2D_SHAPE_circle:
        return (c2d_aabb){s->circle.center, {s->circle.radius, s->circle.radius}};
    case C2D_SHAPE_obb: {
        c2d_obb_frame f = c2d_obb_frame_of(s->obb);
        double hx = fabs(f.u.x) * s->obb.half.x + fabs(f.u.y) * s->obb.half.y;
        double hy = fabs(f.u.y) * s->obb.half.x + fabs(f.u.x) * s->obb.half.y;
        return (c2d_aabb){s->obb.center, {hx, hy}};
    }
    case C2D_SHAPE_segment:
    case C2D_SHAPE_capsule: {
        c2d_capsule k = s->kind == C2D_SHAPE_capsule
                            ? s->capsule
                            : (c2d_capsule){s->segment.a, s->segment.b, 0.0};
        lo = c2d_v2(c2d_min(k.a.x, k.b.x) - k.radius, c2d_min(k.a.y, k.b.y) - k.radius);
        hi = c2d_v2(c2d_max(k.a.x, k.b.x) + k.radius, c2d_max(k.a.y, k.b.y) + k.radius);
        break;
    }
    case C2D_SHAPE_polygon:
    default: {
        // Where a zero is both signs among the vertices, the sign of a zero centre
        // depends on which one the min / max keep: nothing reads that sign (the
        // grid and the rejects widen these bounds by a margin first).
        c2d_polygon_bounds b = c2d_polygon_bounds_of(s->polygon);
        lo = c2d_v2(b.lo_x, b.lo_y);
        hi = c2d_v2(b.hi_x, b.hi_y);
        break;
    }
    }
    // The half size rounded up by the margin's relative slack is not needed: the
    // reject widens every comparison by C2D_REJECT_MARGIN of the magnitudes.
    return (c2d_aabb){{0.5 * lo.x + 0.5 * hi.x, 0.5 * lo.y + 0.5 * hi.y},
                      {0.5 * hi.x - 0.5 * lo.x, 0.5 * hi.y - 0.5 * lo.y}};
}

/// A moving shape's reference point, the `pos` its sweeps report: a box's, an
/// OBB's or a circle's centre, a capsule's (or segment's) end `a`, a polygon's
/// vertex 0.
static inline c2d_vec2 c2d_shape_reference(const c2d_shape *s) {
    switch (s->kind) {
    case C2D_SHAPE_aabb: return s->aabb.pos;
    case C2D_SHAPE_circle: return s->circle.center;
    case C2D_SHAPE_obb: return s->obb.center;
    case C2D_SHAPE_segment: return s->segment.a;
    case C2D_SHAPE_capsule: return s->capsule.a;
    case C2D_SHAPE_polygon:
    default: return c2d_polygon_vertex(s->polygon, 0);
    }
}

/// Check every row of the columns: OK, or the first bad row's status, naming
/// argument `arg` and, as its row, the shape's position in the set (the caller
/// reports it by its id). Done before the set's memory is allocated, so a bad first
/// row of a huge zero-stride view is reported at once.
c2d_status c2d_shape_set_check(const c2d_rows columns[C2D_SET_COLUMNS], int arg);

/// Fill `set` from checked columns: its `shapes` and `bounds` arrays hold the
/// columns' total row count; `ids` (NULL, or one id per shape) is the caller's.
void c2d_shape_set_fill(c2d_shape_set *set, const c2d_rows columns[C2D_SET_COLUMNS]);
/// c2d_shape_set_check and c2d_shape_set_fill in one pass over the rows (each row
/// checked, then loaded: one read of the columns, not two), split over `threads` (NULL:
/// this thread; the same set and the same first bad row on any count). OK, or the first
/// bad row's status as c2d_shape_set_check gives it, the set then half filled. The set's
/// memory is needed before the rows are checked: a caller whose columns may be
/// zero-stride views (one row broadcast to 2^62) checks each column's first row first,
/// with c2d_shape_set_check, so that such a bad row is reported before any memory is
/// asked for.
struct c2d_threads;
c2d_status c2d_shape_set_load(c2d_shape_set *set, const c2d_rows columns[C2D_SET_COLUMNS], int arg,
                              const struct c2d_threads *threads);

#endif
