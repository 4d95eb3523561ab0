// collide2d: the scan of a sweep along x (broad/grid.h, c2d_sweep_scan_fn), compiled for
// each instruction-set path as the kernels are (a translation unit of its own for the
// baseline, included by path_avx2.c and path_avx512.c). Box p meets the later boxes
// whose column (key) is at most its reach; on the paths with vector lanes they are read
// sixteen (AVX-512) or eight (AVX2) at a time -- columns as int32, y intervals as
// floats -- and one comparison of their y intervals with p's leaves nearly all behind
// (in a sparse scene, a box's stretch of x holds dozens of boxes and its y interval one
// or two of them). The baseline's scalar loop is the same test one box at a time:
// slower than the grid's searches, so c2d_grid_build_pairs is given it only when a
// sweep is asked for by name (collide2d._core._set_pairs_method).
#include "kernel_options.h"
#include "kernels.h"

#include "broad/grid.h"

#include <string.h>

#if defined(__AVX2__) && (defined(__GNUC__) || defined(__clang__)) && !defined(C2D_PORTABLE)
#include <immintrin.h>
#if defined(__AVX512F__) && defined(__AVX512DQ__)
#define SWEEP_LANES 16
#else
#define SWEEP_LANES 8
#endif
typedef float sweep_floats __attribute__((vector_size(SWEEP_LANES * sizeof(float))));
typedef int32_t sweep_ints __attribute__((vector_size(SWEEP_LANES * sizeof(int32_t))));

/// One bit per lane of a comparison's mask, lane j at bit j.
static inline uint32_t sweep_bits(sweep_ints m) {
#if SWEEP_LANES == 16
    return (uint32_t)_mm512_movepi32_mask((__m512i)m);
#else
    return (uint32_t)_mm256_movemask_ps((__m256)m);
#endif
}
#endif

#define C2D_SWEEP_SCAN C2D_CAT(c2d_sweep_scan, C2D_PATH_SUFFIX)

/// How many boxes this compilation of the scan reads at once (1: the scalar loop, as on
/// the baseline, or where the compiler does not say which vector instructions it may
/// use); c2d_path_sweeps_in_lanes reads it.
#ifdef SWEEP_LANES
const int C2D_CAT(c2d_sweep_lanes, C2D_PATH_SUFFIX) = SWEEP_LANES;
#else
const int C2D_CAT(c2d_sweep_lanes, C2D_PATH_SUFFIX) = 1;
#endif

bool C2D_SWEEP_SCAN(const c2d_sweep_rows *r, int64_t from, int64_t to, c2d_sweep_visit visit,
                    void *ctx) {
    const int64_t n = r->n;
    const int32_t *key = r->key;
    const float *ly = r->ly, *hy = r->hy;
    for (int64_t p = from; p < to; p++) {
        const int32_t reach = r->reach[p];
        const float low = ly[p], high = hy[p];
        int64_t q = p + 1;
#ifdef SWEEP_LANES
        // A block whose lanes are not all within the reach is the last of p's.
        const sweep_ints reach_lanes = (sweep_ints){0} + reach;
        const sweep_floats low_lanes = (sweep_floats){0} + low, high_lanes = (sweep_floats){0} + high;
        const uint32_t all = (uint32_t)(((uint64_t)1 << SWEEP_LANES) - 1);
        for (; q + SWEEP_LANES <= n; q += SWEEP_LANES) {
            sweep_ints k;
            sweep_floats l, h;
            memcpy(&k, key + q, sizeof k);
            memcpy(&l, ly + q, sizeof l);
            memcpy(&h, hy + q, sizeof h);
            sweep_ints within = k <= reach_lanes;
            uint32_t meet = sweep_bits(within & (l <= high_lanes) & (h >= low_lanes));
            for (; meet != 0; meet &= meet - 1)
                if (!visit(ctx, p, q + __builtin_ctz(meet))) return false;
            if (sweep_bits(within) != all) goto next;
        }
#endif
        for (; q < n && key[q] <= reach; q++)
            if (ly[q] <= high && hy[q] >= low && !visit(ctx, p, q)) return false;
#ifdef SWEEP_LANES
    next:;
#endif
    }
    return true;
}
