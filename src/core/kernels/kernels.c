// collide2d: the generated row loops of kernel_list.h (its `generic` lines)
// and the kernel table. A row loop validates row i of every argument, in the
// list's order, stops at the first bad one, and stores the scalar function's
// result for the row: the very static inline function the scalar API calls,
// so a batch row is the scalar result bit for bit.
#include "kernel_options.h"
#include "kernels.h"

#include "rows.h"

// ---- storing a result row (put_hit, put_sweep: rows.h) -----------------------------

static inline void store_hit(void *out, int64_t i, c2d_hit h, c2d_rows receiver) {
    put_hit((c2d_hit *)out + i, h, hit_row(h.hit, receiver, i));
}

static inline void store_sweep(void *out, int64_t i, c2d_sweep s, c2d_rows receiver) {
    put_sweep((c2d_sweep *)out + i, s, hit_row(s.hit.hit, receiver, i));
}

#define store_mask(out, i, value, receiver) (((bool *)(out))[i] = (value))
#define store_interval(out, i, value, receiver) (((c2d_interval *)(out))[i] = (value))
#define store_line(out, i, value, receiver) (((c2d_line_hit *)(out))[i] = (value))
#define store_points(out, i, value, receiver) (((c2d_circle_points *)(out))[i] = (value))
#define store_distance(out, i, value, receiver) (((c2d_distance *)(out))[i] = (value))
#define store_manifold(out, i, value, receiver) (((c2d_manifold *)(out))[i] = (value))
#define store_none(out, i, value, receiver) ((void)(out)) // a validator: rows checked, nothing stored

// ---- the row loops ------------------------------------------------------------------

#define ROW_LOOP(id, result, ROWS, CHECKS, CALL)                                            \
    C2D_FLATTEN c2d_status C2D_KERNEL(id)(int64_t n, const c2d_rows *in, const int64_t *counts,         \
                              void *out) {                                                  \
        (void)counts;                                                                       \
        ROWS;                                                                               \
        c2d_status st = c2d_ok();                                                           \
        for (int64_t i = 0; i < n; i++) {                                                   \
            if (!(CHECKS)) break;                                                           \
            store_##result(out, i, CALL, a0);                                               \
        }                                                                                   \
        return st;                                                                          \
    }
#define ROWS_(k) const c2d_rows a##k = in[k]
#define CHECK_(k, kind) check_##kind(&st, k, a##k, i)
#define LOAD_(k, kind) load_##kind(a##k, i)

#define LOOP1_generic(id, R, fn, K0) ROW_LOOP(id, R, ROWS_(0), CHECK_(0, K0), fn(LOAD_(0, K0)))
#define LOOP2_generic(id, R, fn, K0, K1)                                                    \
    ROW_LOOP(id, R, ROWS_(0); ROWS_(1), CHECK_(0, K0) && CHECK_(1, K1),                     \
             fn(LOAD_(0, K0), LOAD_(1, K1)))
#define LOOP3_generic(id, R, fn, K0, K1, K2)                                                \
    ROW_LOOP(id, R, ROWS_(0); ROWS_(1); ROWS_(2),                                           \
             CHECK_(0, K0) && CHECK_(1, K1) && CHECK_(2, K2),                               \
             fn(LOAD_(0, K0), LOAD_(1, K1), LOAD_(2, K2)))
#define LOOP4_generic(id, R, fn, K0, K1, K2, K3)                                            \
    ROW_LOOP(id, R, ROWS_(0); ROWS_(1); ROWS_(2); ROWS_(3),                                 \
             CHECK_(0, K0) && CHECK_(1, K1) && CHECK_(2, K2) && CHECK_(3, K3),              \
             fn(LOAD_(0, K0), LOAD_(1, K1), LOAD_(2, K2), LOAD_(3, K3)))
#define LOOP5_generic(id, R, fn, K0, K1, K2, K3, K4)                                        \
    ROW_LOOP(id, R, ROWS_(0); ROWS_(1); ROWS_(2); ROWS_(3); ROWS_(4),                       \
             CHECK_(0, K0) && CHECK_(1, K1) && CHECK_(2, K2) && CHECK_(3, K3) &&            \
                 CHECK_(4, K4),                                                             \
             fn(LOAD_(0, K0), LOAD_(1, K1), LOAD_(2, K2), LOAD_(3, K3), LOAD_(4, K4)))
// `fast` and `into` kernels are written by hand (kernels_fast.c, sweep_into.c);
// a `fast` line gets the generic loop under the name <id>_rows, its fallback;
// `pairs` loops have a generator of their own (pairs.c).
#define LOOP2_fast(id, R, fn, K0, K1) LOOP2_generic(id##_rows, R, fn, K0, K1)
#define LOOP3_fast(id, R, fn, K0, K1, K2) LOOP3_generic(id##_rows, R, fn, K0, K1, K2)
#define LOOP5_fast(id, R, fn, K0, K1, K2, K3, K4)                                           \
    LOOP5_generic(id##_rows, R, fn, K0, K1, K2, K3, K4)
#define LOOP3_into(...)
#define LOOP2_pairs(...)

#define C2D_K1(loop, id, m, R, c, fn, K0, N0) LOOP1_##loop(id, R, fn, K0)
#define C2D_K2(loop, id, m, R, c, fn, K0, N0, K1, N1) LOOP2_##loop(id, R, fn, K0, K1)
#define C2D_K3(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2) LOOP3_##loop(id, R, fn, K0, K1, K2)
#define C2D_K4(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2, K3, N3)                       \
    LOOP4_##loop(id, R, fn, K0, K1, K2, K3)
#define C2D_K5(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2, K3, N3, K4, N4)               \
    LOOP5_##loop(id, R, fn, K0, K1, K2, K3, K4)
#include "kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5

#ifndef C2D_PATH // the tables once, in the baseline build (paths.c has the others)

// ---- the table ------------------------------------------------------------------------

// A polygon row's width is its vertices' (x, y); its rows are ragged (c2d_rows).
// A shape set has no row width (0): its columns are each their kind's.
const int c2d_row_width[C2D_ROW_KIND_COUNT] = {4, 3, 4, 5, 5, 2, 2, 1, 4, 3, 0};
const char *const c2d_row_kind_name[C2D_ROW_KIND_COUNT] = {
    "aabb",    "circle", "segment", "obb",       "capsule",
    "polygon", "vec",    "size",    "boxes_all", "circles_all", "shapes_all"};
const size_t c2d_result_size[C2D_RESULT_KIND_COUNT] = {
    0, sizeof(bool), sizeof(c2d_hit), sizeof(c2d_sweep), sizeof(c2d_interval),
    sizeof(c2d_line_hit), sizeof(c2d_circle_points), sizeof(c2d_distance), sizeof(c2d_manifold),
    sizeof(c2d_pair)};
const char *const c2d_result_kind_name[C2D_RESULT_KIND_COUNT] = {
    "none", "mask", "hit", "sweep", "interval", "line", "points", "distance", "manifold",
    "pairs"};

#define ARG_(kind, name) {name, C2D_ROWS_##kind}
#define INFO_(id, m, R, c, n, ...) {#id, m, C2D_OUT_##R, c, n, {__VA_ARGS__}, c2d_batch_##id},
#define C2D_K1(loop, id, m, R, c, fn, K0, N0) INFO_(id, m, R, c, 1, ARG_(K0, N0))
#define C2D_K2(loop, id, m, R, c, fn, K0, N0, K1, N1)                                       \
    INFO_(id, m, R, c, 2, ARG_(K0, N0), ARG_(K1, N1))
#define C2D_K3(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2)                               \
    INFO_(id, m, R, c, 3, ARG_(K0, N0), ARG_(K1, N1), ARG_(K2, N2))
#define C2D_K4(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2, K3, N3)                       \
    INFO_(id, m, R, c, 4, ARG_(K0, N0), ARG_(K1, N1), ARG_(K2, N2), ARG_(K3, N3))
#define C2D_K5(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2, K3, N3, K4, N4)               \
    INFO_(id, m, R, c, 5, ARG_(K0, N0), ARG_(K1, N1), ARG_(K2, N2), ARG_(K3, N3), ARG_(K4, N4))

const c2d_kernel_info c2d_kernels[C2D_KERNEL_COUNT] = {
#include "kernel_list.h"
};

#endif
