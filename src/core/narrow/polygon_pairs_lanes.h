// collide2d core, narrow/polygon_pairs_lanes.h: whether polygons overlap, for up to
// C2D_FACE_LANES pairs at once, one pair in each vector lane -- the separating axis
// test of narrow/polygon_sat.h turned sideways. There a block of one polygon's faces
// fills the lanes and the pair's answer comes from branches on them; here every lane
// does one pair's whole test (read from the ragged column, both polygons' faces
// against the other's vertices), the same operations for every lane, with no branch
// on any pair's outcome. Measured on 1e5 pairs of octagons whose boxes all meet, one
// thread: 57 ns a pair with the face blocks, 48 ns here (docs/benchmarks.md).
//
// For pairs of polygons of 3 to C2D_PAIR_LANES_MAX vertices each, counter-clockwise in
// buffer order (checked rows: load_polygon gives first 0, step 1). A polygon of fewer
// vertices is padded: its vertex 0 repeated (a repeated vertex changes no largest d)
// and its face 0 repeated (a repeated face changes no verdict). Each face of each
// polygon goes through c2d_face_block_separates's filter -- its d (with one rounding
// fewer, c2d_lanes_cross) and its proven bound -- against every vertex of the other,
// so a lane's answer is exact wherever the filter decides: a face proven separating
// (every vertex strictly outside) means no overlap, every face holding a vertex
// strictly inside means overlap. A lane with a face the filter cannot decide
// (touching, nearly touching) and none proven separating is left to the caller, who
// asks c2d_polygons_overlap_bounded for it: the same answer, bit for bit, as every
// other path.
#ifndef C2D_NARROW_POLYGON_PAIRS_LANES_H
#define C2D_NARROW_POLYGON_PAIRS_LANES_H

#include "narrow/polygon.h"

#if C2D_VECTOR_LANES
/// The most vertices a polygon may have to go into the lanes.
#define C2D_PAIR_LANES_MAX 8

/// A vector of int64 indices, one per lane (the same width as c2d_lanes).
typedef c2d_mask c2d_index_lanes;

/// Lane j of the result is base[index[j]] (a gather: one instruction for all lanes).
static inline c2d_lanes c2d_lanes_gather(const double *base, c2d_index_lanes index) {
#if C2D_FACE_LANES == 8
    return (c2d_lanes)_mm512_i64gather_pd((__m512i)index, base, 8);
#else
    return (c2d_lanes)_mm256_i64gather_pd(base, (__m256i)index, 8);
#endif
}

static inline c2d_index_lanes c2d_index_gather(const int64_t *base, c2d_index_lanes index) {
#if C2D_FACE_LANES == 8
    return (c2d_index_lanes)_mm512_i64gather_epi64((__m512i)index, base, 8);
#else
    return (c2d_index_lanes)_mm256_i64gather_epi64((const long long *)base, (__m256i)index, 8);
#endif
}

/// The larger of a and b in each lane, either one where they are equal (MAXPD: the
/// filter compares with a bound, to which the sign of a zero makes no difference).
static inline c2d_lanes c2d_lanes_max(c2d_lanes a, c2d_lanes b) {
#if C2D_FACE_LANES == 8
    return (c2d_lanes)_mm512_max_pd((__m512d)a, (__m512d)b);
#else
    return (c2d_lanes)_mm256_max_pd((__m256d)a, (__m256d)b);
#endif
}

/// a * b - c * d in each lane: with FMA (both vector paths have it) one rounding
/// fewer than c2d_face_block_separates's a * b - c * d. Its error, at most
/// u |ab| + 2u |cd| (1 + u), is within the unfused one's term for term (2u |ab| +
/// 2u |cd| and more), and its size is as bounded, so the filter's proven bound holds
/// as derived there; its verdicts, and so the answers, are exact either way. The one
/// fused operation of the library: -ffp-contract=off keeps the compiler from fusing
/// any other, whose results would change.
static inline c2d_lanes c2d_lanes_cross(c2d_lanes a, c2d_lanes b, c2d_lanes c, c2d_lanes d) {
#if defined(__FMA__) && C2D_FACE_LANES == 8
    return (c2d_lanes)_mm512_fmsub_pd((__m512d)a, (__m512d)b, (__m512d)(c * d));
#elif defined(__FMA__)
    return (c2d_lanes)_mm256_fmsub_pd((__m256d)a, (__m256d)b, (__m256d)(c * d));
#else
    return a * b - c * d;
#endif
}

/// One side of the lanes' pairs: polygon which[j] of a ragged column (polygon k's
/// vertices v[offsets[k] * stride ...], offsets[k + 1] - offsets[k] of them, each x
/// then y) in lane j, its vertices in x[k], y[k] (vertex 0 again past its count), its
/// count, and its largest |x| and |y| (the filter's size terms: those of its bounds).
typedef struct c2d_pair_side {
    c2d_lanes x[C2D_PAIR_LANES_MAX], y[C2D_PAIR_LANES_MAX];
    c2d_mask count;
    c2d_lanes big_x, big_y;
} c2d_pair_side;

/// s->big_x and s->big_y from its vertex lanes.
static inline void c2d_pair_side_sizes(c2d_pair_side *s) {
    c2d_lanes zero = {0};
    s->big_x = s->big_y = zero;
    for (int k = 0; k < C2D_PAIR_LANES_MAX; k++) {
        s->big_x = c2d_lanes_max(s->big_x, C2D_LANES_ABS(s->x[k]));
        s->big_y = c2d_lanes_max(s->big_y, C2D_LANES_ABS(s->y[k]));
    }
}

static inline void c2d_pair_side_of(const double *v, const int64_t *offsets, ptrdiff_t stride,
                                    c2d_index_lanes which, c2d_pair_side *s) {
    c2d_index_lanes first = c2d_index_gather(offsets, which);
    s->count = c2d_index_gather(offsets + 1, which) - first;
    c2d_index_lanes at = first * (int64_t)stride;
    for (int k = 0; k < C2D_PAIR_LANES_MAX; k++) {
        c2d_index_lanes index = at + ((c2d_index_lanes)(s->count > k) & (int64_t)k * stride);
        s->x[k] = c2d_lanes_gather(v, index);
        s->y[k] = c2d_lanes_gather(v + 1, index);
    }
    c2d_pair_side_sizes(s);
}

/// Rows r[0..C2D_FACE_LANES) become the columns: afterwards r[m] holds, in lane j,
/// what r[j] held in lane m (unpacks and two-source permutes: 24 instructions for eight
/// lanes, 8 for four).
static inline void c2d_lanes_transpose(c2d_lanes *r) {
#if C2D_FACE_LANES == 8
    __m512d t[8], u[8];
    for (int j = 0; j < 8; j += 2) { // even and odd columns of row pairs j, j + 1
        t[j] = _mm512_unpacklo_pd((__m512d)r[j], (__m512d)r[j + 1]);
        t[j + 1] = _mm512_unpackhi_pd((__m512d)r[j], (__m512d)r[j + 1]);
    }
    const __m512i first = _mm512_setr_epi64(0, 1, 8, 9, 4, 5, 12, 13);
    const __m512i second = _mm512_setr_epi64(2, 3, 10, 11, 6, 7, 14, 15);
    for (int j = 0; j < 8; j += 4) { // rows j .. j + 3 of columns (c, c + 4), c = 0 .. 3
        u[j] = _mm512_permutex2var_pd(t[j], first, t[j + 2]);
        u[j + 1] = _mm512_permutex2var_pd(t[j + 1], first, t[j + 3]);
        u[j + 2] = _mm512_permutex2var_pd(t[j], second, t[j + 2]);
        u[j + 3] = _mm512_permutex2var_pd(t[j + 1], second, t[j + 3]);
    }
    const __m512i low = _mm512_setr_epi64(0, 1, 2, 3, 8, 9, 10, 11);
    const __m512i high = _mm512_setr_epi64(4, 5, 6, 7, 12, 13, 14, 15);
    for (int c = 0; c < 4; c++) { // columns c and c + 4, rows 0 .. 3 then 4 .. 7
        r[c] = (c2d_lanes)_mm512_permutex2var_pd(u[c], low, u[c + 4]);
        r[c + 4] = (c2d_lanes)_mm512_permutex2var_pd(u[c], high, u[c + 4]);
    }
#else
    __m256d t0 = _mm256_unpacklo_pd((__m256d)r[0], (__m256d)r[1]);
    __m256d t1 = _mm256_unpackhi_pd((__m256d)r[0], (__m256d)r[1]);
    __m256d t2 = _mm256_unpacklo_pd((__m256d)r[2], (__m256d)r[3]);
    __m256d t3 = _mm256_unpackhi_pd((__m256d)r[2], (__m256d)r[3]);
    r[0] = (c2d_lanes)_mm256_permute2f128_pd(t0, t2, 0x20);
    r[1] = (c2d_lanes)_mm256_permute2f128_pd(t1, t3, 0x20);
    r[2] = (c2d_lanes)_mm256_permute2f128_pd(t0, t2, 0x31);
    r[3] = (c2d_lanes)_mm256_permute2f128_pd(t1, t3, 0x31);
#endif
}

/// The first `n` doubles at `from` in lanes 0 .. n - 1 (all lanes for n >= the width),
/// zero in the others; nothing past them is read (a masked load).
static inline c2d_lanes c2d_lanes_load_first(const double *from, int64_t n) {
#if C2D_FACE_LANES == 8
    __mmask8 mask = n >= 8 ? 0xFF : (__mmask8)((1u << n) - 1u);
    return (c2d_lanes)_mm512_maskz_loadu_pd(mask, from);
#else
    __m256i mask = _mm256_cmpgt_epi64(_mm256_set1_epi64x(n), _mm256_setr_epi64x(0, 1, 2, 3));
    return (c2d_lanes)_mm256_maskload_pd(from, mask);
#endif
}

/// c2d_pair_side_of for a column of packed vertices (stride 2: x, y, x, y, ...): each
/// lane's polygon, at most 2 * C2D_PAIR_LANES_MAX consecutive doubles, is read with
/// plain (masked) loads, a row per lane, and the rows transposed into the vertex lanes,
/// where c2d_pair_side_of gathers every vertex coordinate on its own (gathers cost about
/// a cycle an element on AMD Zen 4, more on Skylake-SP). The same values in the same
/// lanes.
static inline void c2d_pair_side_packed(const double *v, const int64_t *offsets,
                                        c2d_index_lanes which, c2d_pair_side *s) {
    int64_t first[C2D_FACE_LANES];
    for (int j = 0; j < C2D_FACE_LANES; j++) {
        first[j] = offsets[which[j]];
        s->count[j] = offsets[which[j] + 1] - first[j];
    }
    // Row chunk c of lane j: doubles [c W, c W + W) of its polygon (W the width); once
    // transposed, lane vector m holds coordinate c W + m of every lane's polygon: the x
    // (m even) or y (m odd) of its vertex (c W + m) / 2.
    for (int c = 0; c < 2 * C2D_PAIR_LANES_MAX / C2D_FACE_LANES; c++) {
        c2d_lanes r[C2D_FACE_LANES];
        for (int j = 0; j < C2D_FACE_LANES; j++) {
            int64_t left = 2 * s->count[j] - c * C2D_FACE_LANES;
            r[j] = left > 0 ? c2d_lanes_load_first(v + 2 * first[j] + c * C2D_FACE_LANES, left)
                            : (c2d_lanes){0};
        }
        c2d_lanes_transpose(r);
        for (int m = 0; m < C2D_FACE_LANES; m += 2) {
            s->x[(c * C2D_FACE_LANES + m) / 2] = r[m];
            s->y[(c * C2D_FACE_LANES + m) / 2] = r[m + 1];
        }
    }
    for (int k = 1; k < C2D_PAIR_LANES_MAX; k++) {
        c2d_mask real = s->count > k; // past the count, vertex 0 again
        s->x[k] = (c2d_lanes)(((c2d_mask)s->x[k] & real) | ((c2d_mask)s->x[0] & ~real));
        s->y[k] = (c2d_lanes)(((c2d_mask)s->y[k] & real) | ((c2d_mask)s->y[0] & ~real));
    }
    c2d_pair_side_sizes(s);
}

/// The faces of each lane's polygon f against the vertices of the other, o: the lanes
/// where some face is proven to separate are set in *apart, those where some face is
/// undecided (or has no length) in *unsure.
static inline void c2d_pair_lanes_faces(const c2d_pair_side *f, const c2d_pair_side *o,
                                        c2d_mask *apart, c2d_mask *unsure) {
    const c2d_lanes *x = f->x, *y = f->y, *wx = o->x, *wy = o->y;
    const c2d_mask count = f->count;
    const c2d_lanes big_x = o->big_x, big_y = o->big_y;
    for (int k = 0; k < C2D_PAIR_LANES_MAX; k++) {
        // Face k is vertex k to k + 1 (to 0 for the last); past the count, face 0 again
        // (its p, vertex 0, is what the padding put at k).
        c2d_mask last = count == k + 1;
        c2d_lanes px = x[k], py = y[k], qx = x[1], qy = y[1];
        if (k + 1 < C2D_PAIR_LANES_MAX) {
            c2d_mask next = count > k + 1;
            qx = (c2d_lanes)(((c2d_mask)x[k + 1] & next) | ((c2d_mask)qx & ~next));
            qy = (c2d_lanes)(((c2d_mask)y[k + 1] & next) | ((c2d_mask)qy & ~next));
        }
        qx = (c2d_lanes)(((c2d_mask)x[0] & last) | ((c2d_mask)qx & ~last));
        qy = (c2d_lanes)(((c2d_mask)y[0] & last) | ((c2d_mask)qy & ~last));
        // c2d_face_block_separates's filter, lane for lane.
        c2d_lanes ex = qx - px, ey = qy - py;
        c2d_lanes c = ex * py - ey * px;
        c2d_lanes size = C2D_LANES_ABS(ex) * (big_y + C2D_LANES_ABS(py)) +
                         C2D_LANES_ABS(ey) * (big_x + C2D_LANES_ABS(px));
        c2d_lanes bound = C2D_FACE_FILTER_BOUND * size + 0x1p-1000;
        c2d_lanes top = (c2d_lanes){0} - INFINITY, top_odd = top;
        for (int i = 0; i < C2D_PAIR_LANES_MAX; i += 2) {
            c2d_lanes d = c2d_lanes_cross(ex, wy[i], ey, wx[i]) - c;
            c2d_lanes d_odd = c2d_lanes_cross(ex, wy[i + 1], ey, wx[i + 1]) - c;
            top = c2d_lanes_max(top, d);
            top_odd = c2d_lanes_max(top_odd, d_odd);
        }
        top = c2d_lanes_max(top, top_odd);
        c2d_mask separates = top < -bound;
        *apart |= separates;
        *unsure |= ~separates & ~(top > bound);
        *unsure |= (ex == 0.0) & (ey == 0.0);
    }
}

/// Pairs of polygons in lanes, side a's and side b's (c2d_pair_side_of): bit j of the
/// result set when pair j is proven to overlap, of *unsure when the filter left it
/// undecided (ask c2d_polygons_overlap_bounded).
static inline uint64_t c2d_pair_lanes_overlap(const c2d_pair_side *a, const c2d_pair_side *b,
                                              uint64_t *unsure) {
    c2d_mask apart = {0}, undecided = {0};
    c2d_pair_lanes_faces(a, b, &apart, &undecided);
    c2d_pair_lanes_faces(b, a, &apart, &undecided);
    *unsure = c2d_lanes_bits(~apart & undecided);
    return c2d_lanes_bits(~apart & ~undecided);
}
#endif

#endif
