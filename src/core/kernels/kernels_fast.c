// collide2d: the kernels written by hand (kernel_list.h's `fast` lines): the
// overlap tests meant to run at memory speed, and the box and circle segment
// casts and the box sweep across rows in AVX2 / AVX-512 lanes. Each checks a
// block of rows without branches and rescans only when something in it is bad, and gives exactly the
// scalar function's answer (the C fuzzer checks it row by row; every path gives the
// baseline's bytes, tests/test_cpu_paths.py).
#include "kernel_options.h"
#include "kernels.h"

// Vector paths: SSE2 intrinsics on x86-64, GCC/Clang vector extensions
// elsewhere, plain C otherwise; C2D_PORTABLE forces plain C (the C test
// program builds every variant and checks they agree).
#if defined(__SSE2__) && !defined(C2D_PORTABLE)
#define C2D_USE_SSE2 1
#include <emmintrin.h>
#endif

#include "rows.h"

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

C2D_FLATTEN c2d_status C2D_KERNEL(overlaps_aabb_aabb)(int64_t n, const c2d_rows *in, const int64_t *counts,
                                        void *out_rows) {
    (void)counts;
    const c2d_rows boxes = in[0], others = in[1];
    bool *out = out_rows;
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

// Circle-circle, as box-box: a block of rows checked and tested without a
// branch, the block loop instantiated for the common row strides (contiguous
// 3, or one row broadcast: 0) so the compiler vectorises it across rows, and
// the block redone only when something in it is bad or tiny.
// Rows [start, end): writes out[i]; *ok is false if a row is invalid, and
// the return value true if a row needs the scaled test (all of |dx|, |dy|,
// reach below C2D_RESCALE_BELOW).
static inline bool circles_block(const double *a, ptrdiff_t sa, const double *b, ptrdiff_t sb,
                                 int64_t start, int64_t end, bool *out, bool *ok) {
    // int accumulators on the vector paths: GCC does not vectorise a
    // reduction of bools. The baseline's row-by-row loop is faster with bools.
#if defined(C2D_PATH)
    int bad = 0, tiny = 0;
#else
    bool bad = false, tiny = false;
#endif
    for (int64_t i = start; i < end; i++) {
        const double *p = a + i * sa, *q = b + i * sb;
        bad |= !(circle_row_ok(p) & circle_row_ok(q));
        // c2d_round_push_out's test, dot(d, d) < reach * reach, unscaled; a
        // row whose |dx|, |dy|, reach are all below C2D_RESCALE_BELOW is
        // redone in c2d_closer_than's scaled frame.
        double dx = q[0] - p[0], dy = q[1] - p[1], reach = p[2] + q[2];
        out[i] = dx * dx + dy * dy < reach * reach;
        tiny |= (fabs(dx) < C2D_RESCALE_BELOW) & (fabs(dy) < C2D_RESCALE_BELOW) &
                (reach < C2D_RESCALE_BELOW);
    }
    *ok = !bad;
    return tiny != 0;
}

C2D_FLATTEN c2d_status C2D_KERNEL(overlaps_circle_circle)(int64_t n, const c2d_rows *in,
                                                          const int64_t *counts,
                                                          void *out_rows) {
    (void)counts;
    const c2d_rows circles = in[0], others = in[1];
    bool *out = out_rows;
    c2d_status st = c2d_ok();
    const double *a = circles.data, *b = others.data;
    ptrdiff_t sa = circles.stride, sb = others.stride;
    int64_t head = rows_to_line(a, sa, n); // its blocks start on a line
    for (int64_t start = 0, end; start < n; start = end) {
        end = start == 0 && head > 0 ? head : n - start < OVERLAP_BLOCK ? n : start + OVERLAP_BLOCK;
        bool all_ok, any_tiny;
#if defined(C2D_PATH)
        // Across rows in AVX2 / AVX-512 lanes; with SSE2's two lanes the
        // shuffles of three-double rows cost more than they save (1.2x
        // slower), so the baseline keeps the row-by-row loop below.
        if (sa == 3 && sb == 3) {
            any_tiny = circles_block(a, 3, b, 3, start, end, out, &all_ok);
        } else if (sa == 3 && sb == 0) {
            any_tiny = circles_block(a, 3, b, 0, start, end, out, &all_ok);
        } else if (sa == 0 && sb == 3) {
            any_tiny = circles_block(a, 0, b, 3, start, end, out, &all_ok);
        } else
#endif
        {
            any_tiny = circles_block(a, sa, b, sb, start, end, out, &all_ok);
        }
        if (!all_ok) {
            for (int64_t i = start; i < end; i++)
                if (!check_circle(&st, 0, circles, i) || !check_circle(&st, 1, others, i))
                    return st;
        }
        if (any_tiny) {
            for (int64_t i = start; i < end; i++) {
                const double *p = row_at(circles, i), *q = row_at(others, i);
                out[i] = c2d_closer_than(q[0] - p[0], q[1] - p[1], p[2] + q[2]);
            }
        }
    }
    return st;
}

// ---- AABB vs segment (noonat/intersect's slab test), across rows ----------------------
// c2d_intersect_aabb_segment's arithmetic written once more, one row per loop
// iteration in plain scalar C (no two-lane vectors, no intrinsics, selects as
// ternaries), so that the compiler vectorises a block of rows in vector lanes;
// results go to per-field arrays of the block, then to the Hit rows.
// Lane for lane the same operations as the scalar function, so the same bits
// (tests/test_kernel_list.py, tests/test_cpu_paths.py, the C fuzzer).
// C2D_LANES: the path files where GCC does vectorise these loops (path_avx512.c;
// path_avx2.c, under kernel_options.h); elsewhere the generic row loop, which
// is faster than these loops left scalar.
#ifndef C2D_LANES
#define C2D_LANES 0
#endif
#if C2D_LANES
enum { CAST_BLOCK = 128 };

/// A block with a bad row, rows [start, start + m) of the call: the line's generic
/// row loop (c2d_batch_<id>_rows) on it finds and reports the first bad row.
static c2d_status rescan(c2d_kernel_fn rows_loop, const c2d_kernel_info *def,
                         const c2d_rows *in, const int64_t *counts, int64_t start,
                         int64_t m, void *out) {
    c2d_rows block[C2D_MAX_KERNEL_ARGS];
    for (int k = 0; k < def->n_args; k++)
        block[k] = c2d_rows_from(in[k], def->args[k].kind, start);
    return rows_loop(m, block, counts, out);
}
#define RESCAN(id, in, counts, start, m, out)                                               \
    rescan(C2D_KERNEL(id##_rows), &c2d_kernels[C2D_KERNEL_##id], in, counts, start, m, out)

typedef struct cast_block {
    double pos_x[CAST_BLOCK], pos_y[CAST_BLOCK], delta_x[CAST_BLOCK], delta_y[CAST_BLOCK];
    double normal_x[CAST_BLOCK], normal_y[CAST_BLOCK], time[CAST_BLOCK];
    int64_t hit[CAST_BLOCK];
} cast_block;

/// Row j of a block as a Hit (the collider is set when it is stored).
static inline c2d_hit lane_hit(const cast_block *o, int64_t j) {
    c2d_hit h = {{o->pos_x[j], o->pos_y[j]},
                 {o->delta_x[j], o->delta_y[j]},
                 {o->normal_x[j], o->normal_y[j]},
                 o->time[j],
                 0,
                 o->hit[j] != 0};
    return h;
}

typedef struct lane_cast {
    double near, sign_x, sign_y;
    bool hit, x_axis, tie; ///< tie: c2d_cast_near_tie, the row is redone by the scalar cast
} lane_cast;

/// Rows the lanes cannot finish (flagged in redo) are redone by the scalar function.
typedef struct ray_block {
    cast_block hit;
    int64_t redo[CAST_BLOCK];
} ray_block;

/// c2d_cast_aabb (c2d_slab on each axis) of the segment (px, py) + t (dx, dy)
/// against the box at (cx, cy) of half size (hx, hy), paddings added.
static inline lane_cast cast_lane(double cx, double cy, double hx, double hy, double px,
                                  double py, double dx, double dy) {
    double scale_x = 1.0 / dx, scale_y = 1.0 / dy;
    double sign_x = scale_x < 0 ? -1.0 : 1.0, sign_y = scale_y < 0 ? -1.0 : 1.0;
    double near_num_x = cx - sign_x * hx - px, far_num_x = cx + sign_x * hx - px;
    double near_num_y = cy - sign_y * hy - py, far_num_y = cy + sign_y * hy - py;
    bool flat_x = fabs(scale_x) == INFINITY, flat_y = fabs(scale_y) == INFINITY;
    double near_x = flat_x & (near_num_x == 0) ? INFINITY : near_num_x * scale_x;
    double far_x = flat_x & (far_num_x == 0) ? -INFINITY : far_num_x * scale_x;
    double near_y = flat_y & (near_num_y == 0) ? INFINITY : near_num_y * scale_y;
    double far_y = flat_y & (far_num_y == 0) ? -INFINITY : far_num_y * scale_y;
    lane_cast c;
    c.near = near_x > near_y ? near_x : near_y; // c2d_max: MAXSD's rule
    double far = far_x < far_y ? far_x : far_y; // c2d_min: MINSD's rule
    c.hit = !((near_x > far_y) | (near_y > far_x) | (c.near >= far) | (c.near >= 1) | (far <= 0));
    c.tie = c2d_cast_near_tie(c.near, far, c2d_v2(px, py), c2d_v2(dx, dy), scale_x, scale_y);
    c.x_axis = near_x > near_y;
    c.sign_x = sign_x;
    c.sign_y = sign_y;
    return c;
}

/// Rows [start, start + m) into `o` (indexed from 0); false if a row is invalid.
static inline bool segment_block(const double *b, ptrdiff_t sb, const double *p, ptrdiff_t sp,
                                 const double *d, ptrdiff_t sd, const double *gx,
                                 ptrdiff_t sgx, const double *gy, ptrdiff_t sgy, int64_t start,
                                 int64_t m, ray_block *r) {
    cast_block *o = &r->hit;
    int bad = 0;
    for (int64_t j = 0; j < m; j++) {
        int64_t i = start + j;
        const double *box = b + i * sb, *pos = p + i * sp, *delta = d + i * sd;
        double pad_x = gx[i * sgx], pad_y = gy[i * sgy];
        bad |= !(c2d_number_ok(box[0]) & c2d_number_ok(box[1]) & c2d_size_ok(box[2]) &
                 c2d_size_ok(box[3]) & c2d_number_ok(pos[0]) & c2d_number_ok(pos[1]) &
                 c2d_number_ok(delta[0]) & c2d_number_ok(delta[1]) & c2d_size_ok(pad_x) &
                 c2d_size_ok(pad_y));
        double px = pos[0], py = pos[1], dx = delta[0], dy = delta[1];
        lane_cast c = cast_lane(box[0], box[1], box[2] + pad_x, box[3] + pad_y, px, py, dx, dy);
        double near = c.near, sign_x = c.sign_x, sign_y = c.sign_y;
        bool hit = c.hit, x_axis = c.x_axis;
        r->redo[j] = c.tie;
        // c2d_hit_from_cast: clamp as max(0, min(1, near)), then + 0.0.
        double below = 1.0 < near ? 1.0 : near;
        double time = (0.0 > below ? 0.0 : below) + 0.0;
        o->hit[j] = hit;
        o->time[j] = hit ? time : 1.0;
        o->normal_x[j] = hit & x_axis ? -sign_x : 0.0;
        o->normal_y[j] = hit & !x_axis ? -sign_y : 0.0;
        o->delta_x[j] = hit ? (1.0 - time) * -dx : 0.0;
        o->delta_y[j] = hit ? (1.0 - time) * -dy : 0.0;
        o->pos_x[j] = hit ? px + dx * time : px + dx;
        o->pos_y[j] = hit ? py + dy * time : py + dy;
    }
    return !bad;
}

#endif

C2D_FLATTEN c2d_status C2D_KERNEL(intersect_aabb_segment)(int64_t n, const c2d_rows *in,
                                                          const int64_t *counts,
                                                          void *out_rows) {
#if !C2D_LANES
    // Where GCC does not vectorise the block loop (it keeps branches, which
    // mispredict): the generic row loop.
    return C2D_KERNEL(intersect_aabb_segment_rows)(n, in, counts, out_rows);
#else
    (void)counts;
    const c2d_rows boxes = in[0], pos = in[1], delta = in[2], pad_x = in[3], pad_y = in[4];
    c2d_hit *out = out_rows;
    ray_block r;
    const cast_block *o = &r.hit;
    for (int64_t start = 0; start < n; start += CAST_BLOCK) {
        int64_t m = n - start < CAST_BLOCK ? n - start : CAST_BLOCK;
        bool ok;
        // The common strides (contiguous rows, paddings broadcast) as constants,
        // so the block loop vectorises; any other mix as it comes.
        if (boxes.stride == 4 && pos.stride == 2 && delta.stride == 2 && pad_x.stride == 0 &&
            pad_y.stride == 0) {
            ok = segment_block(boxes.data, 4, pos.data, 2, delta.data, 2, pad_x.data, 0,
                               pad_y.data, 0, start, m, &r);
        } else {
            ok = segment_block(boxes.data, boxes.stride, pos.data, pos.stride, delta.data,
                               delta.stride, pad_x.data, pad_x.stride, pad_y.data, pad_y.stride,
                               start, m, &r);
        }
        if (!ok) { // its rows are then the generic loop's, as they are
            c2d_status st = RESCAN(intersect_aabb_segment, in, counts, start, m, out + start);
            if (st.code != C2D_OK) return st;
            continue;
        }
        // Field by field from the block's arrays: through lane_hit and put_hit
        // this loop measured 2x slower (GCC 12 builds the Hit on the stack).
        for (int64_t j = 0; j < m; j++) {
            int64_t keep = -o->hit[j];
            c2d_hit *h = out + start + j;
            h->pos = c2d_result_pos(c2d_v2(o->pos_x[j], o->pos_y[j]));
            h->delta = c2d_v2(o->delta_x[j], o->delta_y[j]);
            h->normal = c2d_v2(o->normal_x[j], o->normal_y[j]);
            h->time = o->time[j];
            h->collider = (row_index(boxes, start + j) & keep) | ~keep;
            h->hit = o->hit[j] != 0;
            h->zero1 = 0;
            h->zero2 = 0;
            h->zero4 = 0;
        }
        for (int64_t j = 0; j < m; j++) { // near ties: the scalar cast decides exactly
            if (!r.redo[j]) continue;
            int64_t i = start + j;
            c2d_hit h = c2d_intersect_aabb_segment(load_aabb(boxes, i), load_vec(pos, i),
                                                   load_vec(delta, i), load_size(pad_x, i),
                                                   load_size(pad_y, i));
            put_hit(out + i, h, hit_row(h.hit, boxes, i));
        }
    }
    return c2d_ok();
#endif
}

// ---- circle vs segment (Dev.Mag's raycast, the stable roots), across rows ------------
// c2d_intersect_circle_segment's arithmetic for the common rows, one row per
// iteration with its early returns turned into selects, vectorised in AVX2 / AVX-512
// lanes. Rows the lanes do not take (a frame scaled for tiny inputs, a zero
// contact vector) are flagged and redone with the scalar function itself.
#if C2D_LANES
static inline bool ray_block_run(const double *c, ptrdiff_t sc, const double *p, ptrdiff_t sp,
                                 const double *d, ptrdiff_t sd, int64_t start, int64_t m,
                                 ray_block *o) {
    int bad = 0;
    for (int64_t j = 0; j < m; j++) {
        int64_t i = start + j;
        const double *circle = c + i * sc, *pos = p + i * sp, *delta = d + i * sd;
        bad |= !(c2d_number_ok(circle[0]) & c2d_number_ok(circle[1]) & c2d_size_ok(circle[2]) &
                 c2d_number_ok(pos[0]) & c2d_number_ok(pos[1]) & c2d_number_ok(delta[0]) &
                 c2d_number_ok(delta[1]));
        double r = circle[2], px = pos[0], py = pos[1], dx = delta[0], dy = delta[1];
        double fx = px - circle[0], fy = py - circle[1];
        // c2d_line_quadratic, unscaled: a row whose largest magnitude is tiny is redone.
        double afx = fabs(fx), afy = fabs(fy), adx = fabs(dx), ady = fabs(dy);
        double m1 = afx > afy ? afx : afy, m2 = adx > ady ? adx : ady;
        double m3 = m1 > m2 ? m1 : m2, big = m3 > r ? m3 : r;
        bool tiny = (big < C2D_RESCALE_BELOW) & (big > 0);
        double a = dx * dx + dy * dy;
        double h = dx * fx + dy * fy;
        double k = (fx * fx + fy * fy) - r * r;
        double cross = dx * fy - dy * fx;
        double disc = a * (r * r) - cross * cross;
        bool inside = k < 0;
        double s = -(h + copysign(sqrt(disc), h));
        double entry = k / s;
        bool hit = (r > 0) & (inside | ((a > 0) & (disc > 0) & (h < 0) & (entry < 1)));
        double time = inside ? 0.0 : entry;
        double vx = inside ? fx : fx + time * dx, vy = inside ? fy : fy + time * dy;
        double sq = vx * vx + vy * vy;
        double len = sqrt(sq); // c2d_direction; sq == 0 is redone
        // A radius whose square may underflow: the scalar start-inside test (c2d_closer_than).
        o->redo[j] = (tiny & (r > 0)) | (hit & (sq == 0)) | ((r > 0) & (r < C2D_RESCALE_BELOW));
        o->hit.hit[j] = hit;
        o->hit.time[j] = hit ? time : 1.0;
        o->hit.normal_x[j] = hit ? vx / len + 0.0 : 0.0;
        o->hit.normal_y[j] = hit ? vy / len + 0.0 : 0.0;
        o->hit.delta_x[j] = hit ? (1.0 - time) * -dx : 0.0;
        o->hit.delta_y[j] = hit ? (1.0 - time) * -dy : 0.0;
        o->hit.pos_x[j] = hit ? px + dx * time : px + dx;
        o->hit.pos_y[j] = hit ? py + dy * time : py + dy;
    }
    return !bad;
}
#endif

C2D_FLATTEN c2d_status C2D_KERNEL(intersect_circle_segment)(int64_t n, const c2d_rows *in,
                                                            const int64_t *counts,
                                                            void *out_rows) {
#if !C2D_LANES
    return C2D_KERNEL(intersect_circle_segment_rows)(n, in, counts, out_rows);
#else
    (void)counts;
    const c2d_rows circles = in[0], pos = in[1], delta = in[2];
    c2d_hit *out = out_rows;
    ray_block o;
    for (int64_t start = 0; start < n; start += CAST_BLOCK) {
        int64_t m = n - start < CAST_BLOCK ? n - start : CAST_BLOCK;
        bool ok;
        if (circles.stride == 3 && pos.stride == 2 && delta.stride == 2) {
            ok = ray_block_run(circles.data, 3, pos.data, 2, delta.data, 2, start, m, &o);
        } else {
            ok = ray_block_run(circles.data, circles.stride, pos.data, pos.stride, delta.data,
                               delta.stride, start, m, &o);
        }
        if (!ok) { // its rows are then the generic loop's, as they are
            c2d_status st = RESCAN(intersect_circle_segment, in, counts, start, m, out + start);
            if (st.code != C2D_OK) return st;
            continue;
        }
        for (int64_t j = 0; j < m; j++) {
            int64_t i = start + j;
            c2d_hit h = o.redo[j] ? c2d_intersect_circle_segment(load_circle(circles, i),
                                                                 load_vec(pos, i),
                                                                 load_vec(delta, i))
                                  : lane_hit(&o.hit, j);
            put_hit(out + i, h, hit_row(h.hit, circles, i));
        }
    }
    return c2d_ok();
#endif
}

// ---- box sweeps (noonat/intersect's swept AABB), across rows ------------------------
// c2d_sweep_aabb_aabb's general case in AVX2 / AVX-512 lanes; its special cases (no
// motion; stuck but missed by the cast; a motion too small to normalise) are
// flagged and redone with the scalar function itself.
#if C2D_LANES
typedef struct sweep_block {
    cast_block hit;
    double pos_x[CAST_BLOCK], pos_y[CAST_BLOCK], time[CAST_BLOCK];
    int64_t stuck[CAST_BLOCK], redo[CAST_BLOCK];
} sweep_block;

static inline bool sweep_block_run(const double *b, ptrdiff_t sb, const double *q, ptrdiff_t sq,
                                   const double *d, ptrdiff_t sd, int64_t start, int64_t m,
                                   sweep_block *o) {
    int bad = 0;
    for (int64_t j = 0; j < m; j++) {
        int64_t i = start + j;
        const double *box = b + i * sb, *other = q + i * sq, *delta = d + i * sd;
        bad |= !(c2d_number_ok(box[0]) & c2d_number_ok(box[1]) & c2d_size_ok(box[2]) &
                 c2d_size_ok(box[3]) & c2d_number_ok(other[0]) & c2d_number_ok(other[1]) &
                 c2d_size_ok(other[2]) & c2d_size_ok(other[3]) & c2d_number_ok(delta[0]) &
                 c2d_number_ok(delta[1]));
        double cx = box[0], cy = box[1], hx = box[2], hy = box[3];
        double ox = other[0], oy = other[1], ohx = other[2], ohy = other[3];
        double dx = delta[0], dy = delta[1];
        // c2d_overlaps_aabb_aabb
        double over_x = (ohx + hx) - fabs(ox - cx), over_y = (ohy + hy) - fabs(oy - cy);
        bool stuck = (over_x > 0) & (over_y > 0);
        lane_cast c = cast_lane(cx, cy, hx + ohx, hy + ohy, ox, oy, dx, dy);
        // c2d_normalize
        double length = dx * dx + dy * dy;
        double inverse = 1.0 / sqrt(length);
        o->redo[j] = ((dx == 0) & (dy == 0)) | (stuck & !c.hit) | !(length > 0) | c.tie;
        // c2d_hit_from_cast
        double below = 1.0 < c.near ? 1.0 : c.near;
        double cast_time = (0.0 > below ? 0.0 : below) + 0.0;
        double hit_time = c.hit ? cast_time : 1.0;
        double cast_x = c.hit ? ox + dx * cast_time : ox + dx;
        double cast_y = c.hit ? oy + dy * cast_time : oy + dy;
        // the sweep: back off C2D_EPSILON (clamped to [0, 1]), or 0 when stuck
        double back = hit_time - C2D_EPSILON;
        double back_below = 1.0 < back ? 1.0 : back;
        double time = stuck ? 0.0 : (0.0 > back_below ? 0.0 : back_below);
        double sweep_time = c.hit ? time : 1.0;
        // the contact: toward the mover's leading edge, then clamped onto the box
        double lead_x = cast_x + dx * inverse * ohx, lead_y = cast_y + dy * inverse * ohy;
        double lo_x = cx - hx, hi_x = cx + hx, lo_y = cy - hy, hi_y = cy + hy;
        double in_x = hi_x < lead_x ? hi_x : lead_x, in_y = hi_y < lead_y ? hi_y : lead_y;
        double contact_x = lo_x > in_x ? lo_x : in_x, contact_y = lo_y > in_y ? lo_y : in_y;
        o->hit.hit[j] = c.hit;
        o->hit.time[j] = hit_time;
        o->hit.normal_x[j] = c.hit & c.x_axis ? -c.sign_x : 0.0;
        o->hit.normal_y[j] = c.hit & !c.x_axis ? -c.sign_y : 0.0;
        o->hit.delta_x[j] = c.hit ? (1.0 - cast_time) * -dx : 0.0;
        o->hit.delta_y[j] = c.hit ? (1.0 - cast_time) * -dy : 0.0;
        o->hit.pos_x[j] = c.hit ? contact_x : cast_x;
        o->hit.pos_y[j] = c.hit ? contact_y : cast_y;
        o->time[j] = sweep_time;
        o->pos_x[j] = ox + dx * sweep_time;
        o->pos_y[j] = oy + dy * sweep_time;
        o->stuck[j] = stuck;
    }
    return !bad;
}
#endif

C2D_FLATTEN c2d_status C2D_KERNEL(sweep_aabb_aabb)(int64_t n, const c2d_rows *in,
                                                   const int64_t *counts, void *out_rows) {
#if !C2D_LANES
    return C2D_KERNEL(sweep_aabb_aabb_rows)(n, in, counts, out_rows);
#else
    (void)counts;
    const c2d_rows boxes = in[0], others = in[1], delta = in[2];
    c2d_sweep *out = out_rows;
    sweep_block o;
    for (int64_t start = 0; start < n; start += CAST_BLOCK) {
        int64_t m = n - start < CAST_BLOCK ? n - start : CAST_BLOCK;
        bool ok;
        if (boxes.stride == 4 && others.stride == 4 && delta.stride == 2) {
            ok = sweep_block_run(boxes.data, 4, others.data, 4, delta.data, 2, start, m, &o);
        } else {
            ok = sweep_block_run(boxes.data, boxes.stride, others.data, others.stride,
                                 delta.data, delta.stride, start, m, &o);
        }
        if (!ok) { // its rows are then the generic loop's, as they are
            c2d_status st = RESCAN(sweep_aabb_aabb, in, counts, start, m, out + start);
            if (st.code != C2D_OK) return st;
            continue;
        }
        for (int64_t j = 0; j < m; j++) {
            int64_t i = start + j;
            c2d_sweep s;
            if (o.redo[j]) {
                s = c2d_sweep_aabb_aabb(load_aabb(boxes, i), load_aabb(others, i),
                                        load_vec(delta, i));
            } else {
                s.hit = lane_hit(&o.hit, j);
                s.pos = c2d_v2(o.pos_x[j], o.pos_y[j]);
                s.time = o.time[j];
                s.started_overlapping = o.stuck[j] != 0;
            }
            put_sweep(out + i, s, hit_row(s.hit.hit, boxes, i));
        }
    }
    return c2d_ok();
#endif
}
