// collide2d: the generated `pairs` loops of kernel_list.h -- each row of the
// receiver against every row of the other column; where the line's scalar
// test is true, the pair (row, other row) is appended to the sink. Pairs come
// out in row order, then other-row order (threads split the receiver's rows
// and the binding joins their sinks in order).
#include "kernel_options.h"
#include "kernels.h"

#include "rows.h"

// The other column's kind is a "rows of their own" kind; its rows are read as
// the plain kind.
#define PLAIN_boxes_all aabb
#define PLAIN_circles_all circle
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

#define PAIRS_LOOP(id, fn, K0, K1)                                                          \
    C2D_FLATTEN c2d_status C2D_KERNEL(id)(int64_t n, const c2d_rows *in, const int64_t *counts,         \
                              void *out) {                                                  \
        const c2d_rows rows = in[0], others = in[1];                                        \
        const int64_t m = counts[1];                                                        \
        c2d_sink *shared = (c2d_sink *)out;                                                 \
        c2d_sink sink = *shared; /* filled on this thread's stack: sink.h */                \
        c2d_status st = c2d_ok();                                                           \
        for (int64_t j = 0; j < m; j++)                                                     \
            if (!CAT(check_, PLAIN_##K1)(&st, 1, others, j)) return st;                     \
        for (int64_t i = 0; i < n && st.code == C2D_OK; i++) {                              \
            if (!check_##K0(&st, 0, rows, i)) break;                                        \
            const int64_t row = row_index(rows, i);                                         \
            for (int64_t j = 0; j < m; j++) {                                               \
                if (!fn(load_##K0(rows, i), CAT(load_, PLAIN_##K1)(others, j))) continue;   \
                c2d_pair pair = {row, j};                                                   \
                if (!c2d_sink_push(&sink, &pair)) {                                         \
                    st.code = C2D_NO_MEMORY;                                                \
                    st.row = row;                                                           \
                    break;                                                                  \
                }                                                                           \
            }                                                                               \
        }                                                                                   \
        *shared = sink;                                                                     \
        return st;                                                                          \
    }

#define NONE(...)
#define LOOP_generic(...)
#define LOOP_fast(...)
#define LOOP_into(...)
#define LOOP_pairs(id, fn, K0, K1) PAIRS_LOOP(id, fn, K0, K1)
#define C2D_K1 NONE
#define C2D_K2(loop, id, m, R, c, fn, K0, N0, K1, N1) LOOP_##loop(id, fn, K0, K1)
#define C2D_K3 NONE
#define C2D_K4 NONE
#define C2D_K5 NONE
#include "kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
