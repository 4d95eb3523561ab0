// collide2d: the batch kernels -- row loops over strided float64 rows, one
// per line of kernel_list.h, and the table that describes them.
// Plain C11, no Python: the binding (py_batch.c) hands them buffers and
// releases the GIL around them. Each kernel validates every row it reads and
// stops at the first bad one, returning where it is; outputs are written
// row by row and allocate nothing. Pure functions of their arguments, so
// they are safe to run from many threads at once.
#ifndef C2D_KERNELS_H
#define C2D_KERNELS_H

#include <stddef.h>

#include "narrow/aabb_circle.h"
#include "narrow/capsule.h"
#include "narrow/lines.h"
#include "narrow/obb.h"
#include "narrow/polygon.h"
#include "narrow/distance.h"
#include "narrow/contacts.h"
#include "sweep/rounded.h"
#include "sweep/interval.h"
#include "narrow/segment.h"
#include "sink.h"
#include "sweep/capsule.h"
#include "sweep/circle.h"
#include "sweep/obb.h"
#include "sweep/polygon.h"
#include "sweep/settle.h"

/// A column of rows: row i starts at data + i * stride (stride in doubles).
/// `count` is how many rows the argument holds: 1 means one row broadcast
/// against all (stride 0, reported as row 0 and, for a receiver, collider 0);
/// otherwise row i is reported as i, even when the rows share memory
/// (a zero-stride view such as numpy.broadcast_to).
/// `base` is the index of row 0 in the caller's whole array (non-zero when a
/// call is split into chunks run by several threads).
/// A ragged kind (polygon) has `offsets`: row i is the vertices offsets[i] to
/// offsets[i + 1] - 1, vertex j at data + j * stride (the binding has checked that
/// offsets start at 0, never decrease, give each row 3 vertices or more, and end at
/// the vertex count); a chunk advances `offsets`, never `data`. NULL otherwise.
/// `checked`: a polygon column whose every row the binding knows to be valid and stored
/// as Polygon stores one, counter-clockwise from vertex 0 (a frozen PolygonArray:
/// checked and ordered when it was made, read-only since): kernels skip the check and
/// the scan for winding and lowest vertex. `bounds`: with `checked`, what each row keeps
/// (a frozen PolygonArray: collide2d/_polygon_array.py's _kept), C2D_KEPT_STRIDE doubles
/// a row: its bounding box (lowest x, lowest y, highest x, highest y), then a centre
/// (x, y) inside it and two radii about it, an inner disc inside the polygon and an
/// outer one around it (inner 0 and outer infinity where they say nothing); or NULL. A
/// chunk advances it with `offsets`.
/// A shape set (kind shapes_all, shape_set.h) has `set`, and `count` its size.
struct c2d_shape_set;
#define C2D_KEPT_STRIDE 8
typedef struct c2d_rows {
    const double *data;
    ptrdiff_t stride;
    int64_t count;
    int64_t base;
    const int64_t *offsets;
    const struct c2d_shape_set *set;
    bool checked;
    const double *bounds;
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

/// Every kernel has this signature: `n` rows; `in[k]` the rows of argument k
/// (in kernel_list.h's order); `counts[k]` the row count of argument k (read
/// only for columns of rows of their own: sweep_into's colliders, the other
/// side of pairs); `out` n result rows of the kernel's result type (nothing
/// for validators), or for `pairs` one c2d_sink the kernel appends to.
typedef c2d_status (*c2d_kernel_fn)(int64_t n, const c2d_rows *in, const int64_t *counts,
                                    void *out);

/// The row kinds of kernel arguments (rows.h): suffixes are kernel_list.h's
/// tokens, so the list's lines paste into them.
typedef enum c2d_row_kind {
    C2D_ROWS_aabb,        ///< (cx, cy, hx, hy), half sizes >= 0
    C2D_ROWS_circle,      ///< (cx, cy, r), r >= 0
    C2D_ROWS_segment,     ///< (x0, y0, x1, y1)
    C2D_ROWS_obb,         ///< (cx, cy, hx, hy, angle), half sizes >= 0
    C2D_ROWS_capsule,     ///< (x0, y0, x1, y1, r), r >= 0
    C2D_ROWS_polygon,     ///< ragged: vertex rows (x, y) and offsets (c2d_rows)
    C2D_ROWS_vec,         ///< (x, y): a point, a position or a motion
    C2D_ROWS_size,        ///< one number >= 0 (padding)
    C2D_ROWS_boxes_all,   ///< aabb rows of their own: every row read for every row i
    C2D_ROWS_circles_all, ///< circle rows of their own, likewise
    C2D_ROWS_shapes_all,  ///< a set of shapes of any kinds, all read for every row (shape_set.h)
    C2D_ROW_KIND_COUNT
} c2d_row_kind;

/// Rows not broadcast against the others (sweep_into's colliders, the other
/// side of pairs): a chunk or block of the call's rows sees all of them.
static inline bool c2d_own_rows(c2d_row_kind kind) {
    return kind == C2D_ROWS_boxes_all || kind == C2D_ROWS_circles_all ||
           kind == C2D_ROWS_shapes_all;
}

/// Argument rows `r` (of row kind `kind`) as seen by a chunk or block of the call's
/// rows that starts at row `start`: row numbers stay the call's (through `base`);
/// a broadcast row, and rows of their own, are the same for every chunk.
static inline c2d_rows c2d_rows_from(c2d_rows r, c2d_row_kind kind, int64_t start) {
    if (!c2d_own_rows(kind) && r.count != 1) {
        if (r.offsets != NULL) {
            r.offsets += start;
            if (r.bounds != NULL) r.bounds += C2D_KEPT_STRIDE * start;
        } else
            r.data += start * r.stride;
        r.base += start;
    }
    return r;
}

/// One pair found by a `pairs` kernel: row `a` of the receiver, row `b` of the other.
typedef struct c2d_pair {
    int64_t a, b;
} c2d_pair;

/// The result rows (the C structs, byte for byte), and a bool mask.
typedef enum c2d_result_kind {
    C2D_OUT_none,     ///< a validator: no output
    C2D_OUT_mask,     ///< bool
    C2D_OUT_hit,      ///< c2d_hit
    C2D_OUT_sweep,    ///< c2d_sweep
    C2D_OUT_interval, ///< c2d_interval
    C2D_OUT_line,     ///< c2d_line_hit
    C2D_OUT_points,   ///< c2d_circle_points
    C2D_OUT_distance, ///< c2d_distance
    C2D_OUT_manifold, ///< c2d_manifold
    C2D_OUT_pairs,    ///< c2d_pair records in a c2d_sink: as many as the kernel finds
    C2D_RESULT_KIND_COUNT
} c2d_result_kind;

enum { C2D_MAX_KERNEL_ARGS = 5 };

typedef struct c2d_kernel_arg {
    const char *name; ///< in error messages ("self", "others", ...)
    c2d_row_kind kind;
} c2d_kernel_arg;

/// One line of kernel_list.h, as data.
typedef struct c2d_kernel_info {
    const char *id;     ///< "intersect_aabb_point": the C function is c2d_batch_<id>
    const char *method; ///< the array twin's method ("intersect_point"); a validator: the twin
    c2d_result_kind result;
    int cost; ///< rough ns per row (per pair for sweep_into) on one core
    int n_args;
    c2d_kernel_arg args[C2D_MAX_KERNEL_ARGS];
    c2d_kernel_fn fn;
} c2d_kernel_info;

/// Doubles per row of each row kind, and the bytes of each result row.
extern const int c2d_row_width[C2D_ROW_KIND_COUNT];
extern const char *const c2d_row_kind_name[C2D_ROW_KIND_COUNT];
extern const size_t c2d_result_size[C2D_RESULT_KIND_COUNT];
extern const char *const c2d_result_kind_name[C2D_RESULT_KIND_COUNT];

/// The kernels, in kernel_list.h's order; C2D_KERNEL_<id> is an index.
enum c2d_kernel_index {
#define C2D_K_INDEX(loop, id, ...) C2D_KERNEL_##id,
#define C2D_K1 C2D_K_INDEX
#define C2D_K2 C2D_K_INDEX
#define C2D_K3 C2D_K_INDEX
#define C2D_K4 C2D_K_INDEX
#define C2D_K5 C2D_K_INDEX
#include "kernel_list.h"
    C2D_KERNEL_COUNT
};
extern const c2d_kernel_info c2d_kernels[C2D_KERNEL_COUNT];

/// A kernel's name: c2d_batch_<id>, with the suffix of the instruction-set path it is
/// compiled for (C2D_PATH_SUFFIX, set by kernels/path_*.c; none for the baseline).
#ifndef C2D_PATH_SUFFIX
#define C2D_PATH_SUFFIX
#endif
#define C2D_CAT_(a, b) a##b
#define C2D_CAT(a, b) C2D_CAT_(a, b)
#define C2D_KERNEL(id) C2D_CAT(c2d_batch_##id, C2D_PATH_SUFFIX)

/// On a kernel's definition: inline every scalar function into the row loop (what makes a
/// batch row the scalar call's code). The compiler does so unasked in a small unit, but
/// not always in a path's larger one (paths.h), where a call per row costs up to 2x.
#if defined(__GNUC__) || defined(__clang__)
#define C2D_FLATTEN __attribute__((flatten))
#else
#define C2D_FLATTEN
#endif

/// The kernels themselves (the baseline build): c2d_status c2d_batch_<id>(n, in, counts, out);
/// a `fast` line also has c2d_batch_<id>_rows, the generic row loop of its scalar function
/// (kernels.c), which the hand-written kernel falls back to where it has no faster way.
#define C2D_DECLARE_ROWS_generic(id)
#define C2D_DECLARE_ROWS_into(id)
#define C2D_DECLARE_ROWS_pairs(id)
#define C2D_DECLARE_ROWS_fast(id)                                                           \
    c2d_status c2d_batch_##id##_rows(int64_t n, const c2d_rows *in, const int64_t *counts, \
                                     void *out);
#define C2D_K_DECLARE(loop, id, ...)                                                        \
    c2d_status c2d_batch_##id(int64_t n, const c2d_rows *in, const int64_t *counts, void *out); \
    C2D_DECLARE_ROWS_##loop(id)
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
#define C2D_K1 C2D_K_DECLARE
#define C2D_K2 C2D_K_DECLARE
#define C2D_K3 C2D_K_DECLARE
#define C2D_K4 C2D_K_DECLARE
#define C2D_K5 C2D_K_DECLARE
#include "kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
#undef C2D_K_INDEX
#undef C2D_K_DECLARE

#endif
