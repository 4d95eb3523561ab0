// collide2d: batch kernels (see batch.h). Every kernel calls the same
// static inline scalar function as the scalar API.
#include "batch.h"

#include <string.h>
// Vector paths: SSE2 intrinsics on x86-64, GCC/Clang vector extensions
// elsewhere, plain C otherwise; C2D_PORTABLE forces plain C (the C test
// program builds every variant and checks they agree).
#if defined(__SSE2__) && !defined(C2D_PORTABLE)
#define C2D_USE_SSE2 1
#include <emmintrin.h>
#endif


#include "batch_rows.h"
#include "c2d_sweep.h"

c2d_status c2d_batch_check_aabb(int64_t n, c2d_rows boxes) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i)) break;
    }
    return st;
}

c2d_status c2d_batch_intersect_aabb_point(int64_t n, c2d_rows boxes, c2d_rows points,
                                          c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_vec(&st, 1, points, i)) break;
        out[i] = c2d_intersect_aabb_point(c2d_aabb_from_row(row_at(boxes, i)), vec_at(points, i));
        out[i].collider = out[i].hit ? row_index(boxes, i) : -1; // a select, not a branch
    }
    return st;
}

c2d_status c2d_batch_intersect_aabb_segment(int64_t n, c2d_rows boxes, c2d_rows pos,
                                            c2d_rows delta, c2d_rows padding_x,
                                            c2d_rows padding_y, c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_vec(&st, 1, pos, i) ||
            !check_vec(&st, 2, delta, i) || !check_size(&st, 3, padding_x, i) ||
            !check_size(&st, 4, padding_y, i))
            break;
        out[i] = c2d_intersect_aabb_segment(c2d_aabb_from_row(row_at(boxes, i)), vec_at(pos, i),
                                            vec_at(delta, i), *row_at(padding_x, i),
                                            *row_at(padding_y, i));
        out[i].collider = out[i].hit ? row_index(boxes, i) : -1; // a select, not a branch
    }
    return st;
}

c2d_status c2d_batch_intersect_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                         c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_aabb(&st, 1, others, i)) break;
        out[i] = c2d_intersect_aabb_aabb(c2d_aabb_from_row(row_at(boxes, i)),
                                         c2d_aabb_from_row(row_at(others, i)));
        out[i].collider = out[i].hit ? row_index(boxes, i) : -1; // a select, not a branch
    }
    return st;
}

// The overlap test is the one meant to run at memory speed, so it checks a
// block of rows without branches and rescans the block only when something
// in it is bad; and the block loop is instantiated for the common row
// strides (contiguous or broadcast) so the compiler can vectorise it.
enum { OVERLAP_BLOCK = 512 };

#if defined(C2D_USE_SSE2)
// SSE2 (every x86-64): as below, plus movemask to turn lane masks into bits.
static inline bool overlaps_block(const double *a, ptrdiff_t sa, const double *b, ptrdiff_t sb,
                                  int64_t start, int64_t end, bool *out) {
    const __m128d limit = _mm_set1_pd(C2D_COORD_LIMIT), zero = _mm_setzero_pd();
    const __m128d sign = _mm_set1_pd(-0.0);
    __m128d ok = _mm_cmpeq_pd(zero, zero);
    for (int64_t i = start; i < end; i++) {
        const double *p = a + i * sa, *q = b + i * sb;
        __m128d pc = _mm_loadu_pd(p), ph = _mm_loadu_pd(p + 2);
        __m128d qc = _mm_loadu_pd(q), qh = _mm_loadu_pd(q + 2);
        __m128d coords = _mm_and_pd(_mm_cmple_pd(_mm_andnot_pd(sign, pc), limit),
                                    _mm_cmple_pd(_mm_andnot_pd(sign, qc), limit));
        __m128d sizes = _mm_and_pd(_mm_and_pd(_mm_cmpge_pd(ph, zero), _mm_cmple_pd(ph, limit)),
                                   _mm_and_pd(_mm_cmpge_pd(qh, zero), _mm_cmple_pd(qh, limit)));
        ok = _mm_and_pd(ok, _mm_and_pd(coords, sizes));
        // (hb + ha) - |cb - ca| per lane: c2d_overlaps_aabb_aabb's arithmetic.
        __m128d pxy = _mm_sub_pd(_mm_add_pd(qh, ph), _mm_andnot_pd(sign, _mm_sub_pd(qc, pc)));
        out[i] = _mm_movemask_pd(_mm_cmpgt_pd(pxy, zero)) == 3;
    }
    return _mm_movemask_pd(ok) == 3;
}
#elif defined(C2D_USE_VECTOR_EXT)
static inline bool overlaps_block(const double *a, ptrdiff_t sa, const double *b, ptrdiff_t sb,
                                  int64_t start, int64_t end, bool *out) {
    const c2d_v2d limit = {C2D_COORD_LIMIT, C2D_COORD_LIMIT}, zero = {0.0, 0.0};
    c2d_v2i ok = {-1, -1};
    for (int64_t i = start; i < end; i++) {
        const double *p = a + i * sa, *q = b + i * sb;
        c2d_v2d pc = c2d_load2(p), ph = c2d_load2(p + 2), qc = c2d_load2(q), qh = c2d_load2(q + 2);
        ok &= (c2d_abs2(pc) <= limit) & (c2d_abs2(qc) <= limit) & (ph >= zero) & (ph <= limit) &
              (qh >= zero) & (qh <= limit);
        c2d_v2i inside = (qh + ph) - c2d_abs2(qc - pc) > zero;
        out[i] = (inside[0] & inside[1]) != 0;
    }
    return (ok[0] & ok[1]) != 0;
}
#else
// Rows [start, end): writes out[i] and returns false if any row is invalid.
static inline bool overlaps_block(const double *a, ptrdiff_t sa, const double *b, ptrdiff_t sb,
                                  int64_t start, int64_t end, bool *out) {
    bool all_ok = true;
    for (int64_t i = start; i < end; i++) {
        const double *p = a + i * sa, *q = b + i * sb;
        all_ok &= aabb_row_ok(p) & aabb_row_ok(q);
        out[i] = c2d_overlaps_aabb_aabb(c2d_aabb_from_row(p), c2d_aabb_from_row(q));
    }
    return all_ok;
}
#endif

c2d_status c2d_batch_overlaps_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others, bool *out) {
    c2d_status st = c2d_ok();
    const double *a = boxes.data, *b = others.data;
    ptrdiff_t sa = boxes.stride, sb = others.stride;
    for (int64_t start = 0; start < n; start += OVERLAP_BLOCK) {
        int64_t end = n - start < OVERLAP_BLOCK ? n : start + OVERLAP_BLOCK;
        bool all_ok;
        if (sa == 4 && sb == 4) {
            all_ok = overlaps_block(a, 4, b, 4, start, end, out);
        } else if (sa == 4 && sb == 0) {
            all_ok = overlaps_block(a, 4, b, 0, start, end, out);
        } else if (sa == 0 && sb == 4) {
            all_ok = overlaps_block(a, 0, b, 4, start, end, out);
        } else {
            all_ok = overlaps_block(a, sa, b, sb, start, end, out);
        }
        if (!all_ok) {
            for (int64_t i = start; i < end; i++) {
                if (!check_aabb(&st, 0, boxes, i) || !check_aabb(&st, 1, others, i)) return st;
            }
        }
    }
    return st;
}

c2d_status c2d_batch_sweep_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                     c2d_rows delta, c2d_sweep *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_aabb(&st, 1, others, i) ||
            !check_vec(&st, 2, delta, i))
            break;
        out[i] = c2d_sweep_aabb_aabb(c2d_aabb_from_row(row_at(boxes, i)),
                                     c2d_aabb_from_row(row_at(others, i)), vec_at(delta, i));
        out[i].hit.collider = out[i].hit.hit ? row_index(boxes, i) : -1;
    }
    return st;
}

c2d_status c2d_batch_sweep_into_aabb(int64_t n, c2d_rows movers, c2d_rows delta, int64_t m,
                                     c2d_rows colliders, c2d_sweep *out) {
    c2d_status st = c2d_ok();
    double magnitude = 0.0; // the largest |coordinate| + half size among the colliders
    for (int64_t j = 0; j < m; j++) {
        if (!check_aabb(&st, 1, colliders, j)) return st;
        const double *c = row_at(colliders, j);
        double mx = fabs(c[0]) + c[2], my = fabs(c[1]) + c[3];
        if (mx > magnitude) magnitude = mx;
        if (my > magnitude) magnitude = my;
    }
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, movers, i) || !check_vec(&st, 2, delta, i)) break;
        c2d_aabb mover = c2d_aabb_from_row(row_at(movers, i));
        c2d_vec2 d = vec_at(delta, i);
        swept_bounds path = mover_path(mover.pos, mover.half, d, magnitude);
        c2d_sweep nearest = c2d_sweep_miss(mover.pos, d);
        for (int64_t j = 0; j < m; j++) {
            const double *c = row_at(colliders, j);
            if (far_from_path(path, c[0], c[1], c[2], c[3])) continue;
            c2d_sweep s = c2d_sweep_aabb_aabb(c2d_aabb_from_row(c), mover, d);
            c2d_keep_nearest(&nearest, s, j);
        }
        out[i] = nearest;
    }
    return st;
}

c2d_status c2d_batch_overlap_interval_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                                c2d_rows delta, c2d_rows other_delta,
                                                c2d_interval *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_aabb(&st, 1, others, i) ||
            !check_vec(&st, 2, delta, i) || !check_vec(&st, 3, other_delta, i))
            break;
        out[i] = c2d_overlap_interval_aabb_aabb(c2d_aabb_from_row(row_at(boxes, i)),
                                                c2d_aabb_from_row(row_at(others, i)),
                                                vec_at(delta, i), vec_at(other_delta, i));
    }
    return st;
}
