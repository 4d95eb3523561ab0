// collide2d: the C fuzzer's kernel table (fuzz_core.c includes it): every line of the
// kernel list as a batch call and its scalar reference, read with the fuzzer's own row
// readers. Not a header of its own: it needs fuzz_core.c's includes.
// ---- the kernels -------------------------------------------------------------------

/// POLYGON rows are ragged: a column of vertices (WIDTH: two numbers each, `stride`
/// apart) and `offsets` (polygon i is vertices offsets[i] .. offsets[i + 1] - 1).
enum row_kind { AABB, VEC, SIZE, CIRCLE, SEGMENT, OBB, CAPSULE, POLYGON };
static const int WIDTH[] = {4, 2, 1, 3, 4, 5, 5, 2};
static const char *const KIND_NAME[] = {"aabb", "vec", "size", "circle", "segment", "obb",
                                        "capsule", "polygon"};

/// Where an argument's row count comes from: n rows, or m / k colliders.
enum count_from { N_ROWS, M_ROWS, K_ROWS };

/// A kernel's arguments, and the fuzzer's: sweep_into's colliders are a set of six
/// columns, one per kind (shape_set.h's order), the box column in the kernel's place
/// (argument 1) and the other five after the kernel's own arguments.
enum { MAX_ARGS = 8 };

enum out_kind {
    OUT_NONE, OUT_HIT, OUT_BOOL, OUT_SWEEP, OUT_INTERVAL, OUT_LINE, OUT_POINTS, OUT_DISTANCE,
    OUT_MANIFOLD, OUT_PAIRS
};
static const size_t OUT_SIZE[] = {0, sizeof(c2d_hit), sizeof(bool), sizeof(c2d_sweep),
                                  sizeof(c2d_interval), sizeof(c2d_line_hit),
                                  sizeof(c2d_circle_points), sizeof(c2d_distance), sizeof(c2d_manifold),
                                  sizeof(c2d_pair)};

typedef c2d_status (*batch_fn)(int64_t n, const c2d_rows *in, int64_t m, int64_t k, void *out);
typedef void (*scalar_fn)(const c2d_rows *in, int64_t i, int64_t m, int64_t k, void *ref);
/// A `pairs` line's test of row i against row j of the other column.
typedef bool (*pair_fn)(const c2d_rows *in, int64_t i, int64_t j);

typedef struct kernel {
    const char *name;
    int n_args;
    struct {
        unsigned char kind, count;
    } args[MAX_ARGS];
    int out;
    /// The batch sets `collider` to the receiver's (argument 0's) row when it
    /// hits, else -1; false for sweep_into (collider = the collider's number).
    bool receiver_collider;
    batch_fn batch;
    scalar_fn scalar;
    pair_fn pair;
} kernel;

// Row readers of our own (not rows.h's), straight from kernels.h's
// definition: row i starts at data + i * stride.
static const double *row(c2d_rows r, int64_t i) { return r.data + i * r.stride; }
static c2d_aabb A(c2d_rows r, int64_t i) { return c2d_aabb_from_row(row(r, i)); }
static c2d_vec2 V(c2d_rows r, int64_t i) { return c2d_v2(row(r, i)[0], row(r, i)[1]); }
static double S(c2d_rows r, int64_t i) { return row(r, i)[0]; }
static c2d_segment G(c2d_rows r, int64_t i) { return c2d_segment_from_row(row(r, i)); }
static c2d_obb O(c2d_rows r, int64_t i) { return c2d_obb_from_row(row(r, i)); }
static c2d_capsule K(c2d_rows r, int64_t i) { return c2d_capsule_from_row(row(r, i)); }
/// Polygon i (a broadcast column: polygon 0), its vertices as the narrow phase takes
/// them (polygon.h's view: winding and lowest vertex found from the vertices).
static c2d_polygon P(c2d_rows r, int64_t i) {
    int64_t k = r.count == 1 ? 0 : i, start = r.offsets[k];
    return c2d_polygon_view(r.data + start * r.stride, r.stride, r.offsets[k + 1] - start);
}
static c2d_circle C(c2d_rows r, int64_t i) {
    const double *p = row(r, i);
    c2d_circle c = {{p[0], p[1]}, p[2]};
    return c;
}

/// The row number kernels.h says a kernel reports: 0 for a broadcast row.
static int64_t row_index(c2d_rows r, int64_t i) { return r.count == 1 ? 0 : r.base + i; }

// ---- the table, from the kernel list (src/core/kernels/kernel_list.h) ------------------------
// Each line gives a batch call b_<id> (counts: n rows, sweep_into's m boxes and
// k circles) and, but for validators and sweep_into (written out below), the
// scalar reference s_<id>: the line's scalar function on row i of each argument,
// read with this file's own readers.

#define READ_aabb A
#define READ_vec V
#define READ_size S
#define READ_circle C
#define READ_segment G
#define READ_obb O
#define READ_capsule K
#define READ_polygon P
#define READ_boxes_all A
#define READ_circles_all C
#define READ_shapes_all A
#define TYPE_hit c2d_hit
#define TYPE_mask bool
#define TYPE_sweep c2d_sweep
#define TYPE_interval c2d_interval
#define TYPE_line c2d_line_hit
#define TYPE_points c2d_circle_points
#define TYPE_distance c2d_distance
#define TYPE_manifold c2d_manifold
#define R_(k, K) READ_##K(in[k], i)

#define BATCH_(id, ...)                                                                        \
    static c2d_status b_##id(int64_t n, const c2d_rows *in, int64_t m, int64_t k, void *out) { \
        const int64_t counts[C2D_MAX_KERNEL_ARGS] = {__VA_ARGS__};                              \
        (void)m, (void)k;                                                                      \
        return c2d_batch_##id(n, in, counts, out);                                             \
    }
// Each argument's row count: n rows, or the colliders' own m boxes / k circles.
#define CNT_aabb n
#define CNT_vec n
#define CNT_size n
#define CNT_circle n
#define CNT_segment n
#define CNT_obb n
#define CNT_capsule n
#define CNT_polygon n
#define CNT_boxes_all m
#define CNT_circles_all k
#define CNT_shapes_all m
#define SCALAR_(id, R, call)                                                                   \
    static void s_##id(const c2d_rows *in, int64_t i, int64_t m, int64_t k, void *ref) {       \
        (void)m, (void)k;                                                                      \
        *(TYPE_##R *)ref = (call);                                                             \
    }
#define REF1_generic(id, R, fn, K0)
#define REF2_generic(id, R, fn, K0, K1) SCALAR_(id, R, fn(R_(0, K0), R_(1, K1)))
#define REF2_fast REF2_generic
#define REF5_fast REF5_generic
#define REF3_fast REF3_generic
#define REF3_generic(id, R, fn, K0, K1, K2) SCALAR_(id, R, fn(R_(0, K0), R_(1, K1), R_(2, K2)))
#define REF4_generic(id, R, fn, K0, K1, K2, K3)                                                \
    SCALAR_(id, R, fn(R_(0, K0), R_(1, K1), R_(2, K2), R_(3, K3)))
#define REF3_into(...)
// sweep_into's colliders are a shape set (kernels/shape_set.h); here a set of every
// kind: the m boxes of argument 1, and k circles, segments, OBBs, capsules and
// polygons (arguments 3 to 7, INTO_COLUMNS), built as the binding builds it.
#define BATCH_into(id, ...)                                                                    \
    static c2d_status b_##id(int64_t n, const c2d_rows *in, int64_t m, int64_t k, void *out) { \
        return call_through_set(c2d_batch_##id, n, in, m, k, out);                             \
    }
#define BATCH_generic BATCH_
#define BATCH_fast BATCH_
#define BATCH_pairs BATCH_

static c2d_status call_through_set(c2d_kernel_fn fn, int64_t n, const c2d_rows *in, int64_t m,
                                   int64_t k, void *out) {
    c2d_rows columns[C2D_SET_COLUMNS] = {{0}};
    for (int c = 0; c < C2D_SET_COLUMNS; c++) {
        columns[c] = in[c == 0 ? 1 : 2 + c];
        columns[c].count = c == 0 ? m : k; // a broadcast layout: that many copies of one row
    }
    int64_t total = m + (C2D_SET_COLUMNS - 1) * k;
    c2d_shape_set set = {.shapes = malloc((size_t)(total + 1) * sizeof(c2d_shape)),
                         .bounds = malloc((size_t)(total + 1) * sizeof(c2d_aabb))};
    c2d_status st = c2d_shape_set_check(columns, 1);
    if (st.code == C2D_OK) {
        c2d_shape_set_fill(&set, columns);
        c2d_rows args[3] = {in[0], {0}, in[2]};
        args[1].set = &set;
        args[1].count = total;
        st = fn(n, args, (const int64_t[]){n, total, n}, out);
    }
    free(set.shapes);
    free(set.bounds);
    return st;
}
#define REF2_pairs(id, R, fn, K0, K1)                                                          \
    static bool p_##id(const c2d_rows *in, int64_t i, int64_t j) {                             \
        return fn(READ_##K0(in[0], i), READ_##K1(in[1], j));                                   \
    }
#define REF5_generic(id, R, fn, K0, K1, K2, K3, K4)                                            \
    SCALAR_(id, R, fn(R_(0, K0), R_(1, K1), R_(2, K2), R_(3, K3), R_(4, K4)))

// Every line is fuzzed; polygon columns are made as fuzz_core.c's make_polygons says.
#define FUZZ_aabb(...) __VA_ARGS__
#define FUZZ_vec(...) __VA_ARGS__
#define FUZZ_size(...) __VA_ARGS__
#define FUZZ_circle(...) __VA_ARGS__
#define FUZZ_segment(...) __VA_ARGS__
#define FUZZ_obb(...) __VA_ARGS__
#define FUZZ_capsule(...) __VA_ARGS__
#define FUZZ_boxes_all(...) __VA_ARGS__
#define FUZZ_circles_all(...) __VA_ARGS__
#define FUZZ_shapes_all(...) __VA_ARGS__
#define FUZZ_polygon(...) __VA_ARGS__
#define FUZZ2(K0, K1, ...) FUZZ_##K0(FUZZ_##K1(__VA_ARGS__))
#define FUZZ3(K0, K1, K2, ...) FUZZ_##K0(FUZZ_##K1(FUZZ_##K2(__VA_ARGS__)))
#define FUZZ4(K0, K1, K2, K3, ...) FUZZ_##K0(FUZZ_##K1(FUZZ_##K2(FUZZ_##K3(__VA_ARGS__))))
#define FUZZ5(K0, K1, K2, K3, K4, ...) FUZZ_##K0(FUZZ4(K1, K2, K3, K4, __VA_ARGS__))

#define C2D_K1(loop, id, m, R, c, fn, K0, N0)                                                  \
    FUZZ_##K0(BATCH_(id, CNT_##K0) REF1_##loop(id, R, fn, K0))
#define C2D_K2(loop, id, m, R, c, fn, K0, N0, K1, N1)                                          \
    FUZZ2(K0, K1, BATCH_(id, CNT_##K0, CNT_##K1) REF2_##loop(id, R, fn, K0, K1))
#define C2D_K3(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2)                                  \
    FUZZ3(K0, K1, K2, BATCH_##loop(id, CNT_##K0, CNT_##K1, CNT_##K2)                           \
          REF3_##loop(id, R, fn, K0, K1, K2))
#define C2D_K4(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2, K3, N3)                          \
    FUZZ4(K0, K1, K2, K3, BATCH_(id, CNT_##K0, CNT_##K1, CNT_##K2, CNT_##K3)                   \
          REF4_##loop(id, R, fn, K0, K1, K2, K3))
#define C2D_K5(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2, K3, N3, K4, N4)                  \
    FUZZ5(K0, K1, K2, K3, K4, BATCH_(id, CNT_##K0, CNT_##K1, CNT_##K2, CNT_##K3, CNT_##K4)     \
          REF5_##loop(id, R, fn, K0, K1, K2, K3, K4))
#include "kernels/kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5

/// noonat/intersect's sweepInto, written out: every collider in order, the strictly
/// nearest kept (ties go to a hit that started overlapping, then keep the lowest
/// number). No broad phase on purpose.
static void keep_nearest(c2d_sweep *nearest, c2d_sweep candidate, int64_t number) {
    // The nearest; at an equal time a hit that started overlapping before one that did
    // not; then the first (the colliders come in number order).
    bool stuck_first = candidate.hit.hit && nearest->hit.hit && candidate.time == nearest->time &&
                       candidate.started_overlapping && !nearest->started_overlapping;
    if (candidate.time < nearest->time || stuck_first) {
        *nearest = candidate;
        nearest->hit.collider = number;
    }
}

/// A segment mover is a capsule of radius 0 (as the shape set keeps segments).
static c2d_capsule KS(c2d_rows r, int64_t i) {
    c2d_segment s = G(r, i);
    c2d_capsule k = {s.a, s.b, 0.0};
    return k;
}

// The reference of sweep_into_<mover>: the mover (a TYPE read by READ, whose sweeps report
// the point REFPOINT, and which the pair sweeps c2d_sweep_<collider>_M take) swept
// against every collider in the set's order: the m boxes, then the k circles, segments
// (capsules of radius 0), OBBs, capsules and polygons, numbered on from m.
#define S_INTO(kind, TYPE, READ, REFPOINT, M)                                                 \
    static void s_sweep_into_##kind(const c2d_rows *in, int64_t i, int64_t m, int64_t k,      \
                                    void *ref) {                                              \
        const TYPE mover = READ(in[0], i);                                                    \
        c2d_vec2 d = V(in[2], i);                                                             \
        c2d_sweep nearest = c2d_sweep_miss(REFPOINT, d);                                      \
        int64_t at = 0;                                                                       \
        for (int64_t j = 0; j < m; j++)                                                       \
            keep_nearest(&nearest, c2d_sweep_aabb_##M(A(in[1], j), mover, d), at++);          \
        for (int64_t j = 0; j < k; j++)                                                       \
            keep_nearest(&nearest, c2d_sweep_circle_##M(C(in[3], j), mover, d), at++);       \
        for (int64_t j = 0; j < k; j++)                                                       \
            keep_nearest(&nearest, c2d_sweep_capsule_##M(KS(in[4], j), mover, d), at++);     \
        for (int64_t j = 0; j < k; j++)                                                       \
            keep_nearest(&nearest, c2d_sweep_obb_##M(O(in[5], j), mover, d), at++);          \
        for (int64_t j = 0; j < k; j++)                                                       \
            keep_nearest(&nearest, c2d_sweep_capsule_##M(K(in[6], j), mover, d), at++);      \
        for (int64_t j = 0; j < k; j++)                                                       \
            keep_nearest(&nearest, c2d_sweep_polygon_##M(P(in[7], j), mover, d), at++);      \
        *(c2d_sweep *)ref = nearest;                                                          \
    }
S_INTO(aabb, c2d_aabb, A, mover.pos, aabb)
S_INTO(circle, c2d_circle, C, mover.center, circle)
S_INTO(segment, c2d_capsule, KS, mover.a, capsule)
S_INTO(obb, c2d_obb, O, mover.center, obb)
S_INTO(capsule, c2d_capsule, K, mover.a, capsule)
S_INTO(polygon, c2d_polygon, P, c2d_polygon_vertex(mover, 0), polygon)
#undef S_INTO

// The argument kinds and where their row counts come from; the output; and
// whether `collider` is the receiver's row (not for sweep_into: the collider's number).
#define ARG_aabb {AABB, N_ROWS}
#define ARG_vec {VEC, N_ROWS}
#define ARG_size {SIZE, N_ROWS}
#define ARG_circle {CIRCLE, N_ROWS}
#define ARG_segment {SEGMENT, N_ROWS}
#define ARG_obb {OBB, N_ROWS}
#define ARG_capsule {CAPSULE, N_ROWS}
#define ARG_polygon {POLYGON, N_ROWS}
#define ARG_boxes_all {AABB, M_ROWS}
#define ARG_circles_all {CIRCLE, K_ROWS}
#define ARG_shapes_all {AABB, M_ROWS}
#define OUT_none OUT_NONE
#define OUT_hit OUT_HIT
#define OUT_mask OUT_BOOL
#define OUT_sweep OUT_SWEEP
#define OUT_interval OUT_INTERVAL
#define OUT_line OUT_LINE
#define OUT_points OUT_POINTS
#define OUT_distance OUT_DISTANCE
#define OUT_manifold OUT_MANIFOLD
#define OUT_pairs OUT_PAIRS
// Per (result, loop): is `collider` the receiver's row, and the scalar reference.
#define RECV_none_generic false
#define RECV_mask_generic false
#define RECV_mask_fast false
#define RECV_hit_generic true
#define RECV_hit_fast true
#define RECV_sweep_generic true
#define RECV_sweep_fast true
#define RECV_sweep_into false
#define RECV_interval_generic false
#define RECV_line_generic false
#define RECV_points_generic false
#define RECV_distance_generic false
#define RECV_manifold_generic false
#define RECV_pairs_pairs false
#define SREF_none_generic(id) NULL
#define SREF_mask_generic(id) s_##id
#define SREF_mask_fast(id) s_##id
#define SREF_hit_generic(id) s_##id
#define SREF_hit_fast(id) s_##id
#define SREF_sweep_generic(id) s_##id
#define SREF_sweep_fast(id) s_##id
#define SREF_sweep_into(id) s_##id
#define SREF_interval_generic(id) s_##id
#define SREF_line_generic(id) s_##id
#define SREF_points_generic(id) s_##id
#define SREF_distance_generic(id) s_##id
#define SREF_manifold_generic(id) s_##id
#define SREF_pairs_pairs(id) NULL
#define PAIR_pairs(id) p_##id
#define PAIR_generic(id) NULL
#define PAIR_fast(id) NULL
#define PAIR_into(id) NULL
#define ENTRY_(loop, id, R, n, ...)                                                           \
    {#id, n, {__VA_ARGS__}, OUT_##R, RECV_##R##_##loop, b_##id, SREF_##R##_##loop(id),         \
     PAIR_##loop(id)},

// A line of three arguments: sweep_into's carries the set's other columns after them.
#define ARGS3_generic 3
#define ARGS3_fast 3
#define ARGS3_pairs 3
#define ARGS3_into 8
#define MORE_generic
#define MORE_fast
#define MORE_pairs
#define MORE_into , INTO_COLUMNS
#define INTO_COLUMNS {CIRCLE, K_ROWS}, {SEGMENT, K_ROWS}, {OBB, K_ROWS}, {CAPSULE, K_ROWS}, \
                     {POLYGON, K_ROWS}

/// Every kernel of the list, in its order; arguments in the kernel's order.
static const kernel KERNELS[] = {
#define C2D_K1(loop, id, m, R, c, fn, K0, N0) FUZZ_##K0(ENTRY_(loop, id, R, 1, ARG_##K0))
#define C2D_K2(loop, id, m, R, c, fn, K0, N0, K1, N1)                                          \
    FUZZ2(K0, K1, ENTRY_(loop, id, R, 2, ARG_##K0, ARG_##K1))
#define C2D_K3(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2)                                  \
    FUZZ3(K0, K1, K2, ENTRY_(loop, id, R, ARGS3_##loop, ARG_##K0, ARG_##K1, ARG_##K2 MORE_##loop))
#define C2D_K4(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2, K3, N3)                          \
    FUZZ4(K0, K1, K2, K3, ENTRY_(loop, id, R, 4, ARG_##K0, ARG_##K1, ARG_##K2, ARG_##K3))
#define C2D_K5(loop, id, m, R, c, fn, K0, N0, K1, N1, K2, N2, K3, N3, K4, N4)                  \
    FUZZ5(K0, K1, K2, K3, K4,                                                                 \
          ENTRY_(loop, id, R, 5, ARG_##K0, ARG_##K1, ARG_##K2, ARG_##K3, ARG_##K4))
#include "kernels/kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
};
enum { N_KERNELS = sizeof KERNELS / sizeof KERNELS[0], ALL_KERNELS = N_KERNELS };

