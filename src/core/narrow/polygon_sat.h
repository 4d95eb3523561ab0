// collide2d core, narrow/polygon_sat.h: the face loop of the separating axis test
// between two convex vertex lists (narrow/polygon.h's c2d_polygons_overlap): whether
// some face of one has no vertex of the other strictly on its inner side, decided
// exactly. With AVX (C2D_VECTOR_LANES) a block of faces is asked against every vertex
// at once in float64 lanes, a filter with a proven rounding bound, and only a face the
// filter cannot decide goes to the exact predicate; without it, face by face with the
// exact predicate's own filter and early exits. Also the lanes' shared vocabulary
// (c2d_lanes, C2D_FACE_LANES), which narrow/distance_lanes.h uses. Included by
// narrow/polygon.h after c2d_polygon and its bounds.
#ifndef C2D_NARROW_POLYGON_SAT_H
#define C2D_NARROW_POLYGON_SAT_H

/// The face p -> q has no vertex of `b` strictly on its inner (left) side, by the
/// exact predicate, stopping at the first vertex inside.
static inline bool c2d_face_separates(c2d_vec2 p, c2d_vec2 q, c2d_polygon b) {
    for (int64_t i = 0; i < b.count; i++)
        if (c2d_orient(p, q, c2d_polygon_at(b, i)) > 0) return false;
    return true;
}

/// c2d_face_separates out of line: where the filter of c2d_face_block_separates could
/// not decide (rare), kept out of the lanes' code.
C2D_COLD static bool c2d_face_separates_exact(c2d_vec2 p, c2d_vec2 q, c2d_polygon b) {
    return c2d_face_separates(p, q, b);
}

#if defined(__AVX__) && (defined(__GNUC__) || defined(__clang__)) && !defined(C2D_PORTABLE)
#define C2D_VECTOR_LANES 1
#include <immintrin.h>
/// How many faces one block of c2d_face_block_separates tests side by side: the
/// doubles of the widest registers the file is compiled for (eight on the AVX-512
/// path, four on AVX2). Any width gives the same answers: each is exact.
#if defined(__AVX512F__)
#define C2D_FACE_LANES 8
#else
#define C2D_FACE_LANES 4
#endif
/// C2D_FACE_LANES doubles as one value of GCC's and Clang's vector extension.
typedef double c2d_lanes __attribute__((vector_size(C2D_FACE_LANES * sizeof(double))));
typedef int64_t c2d_mask __attribute__((vector_size(C2D_FACE_LANES * sizeof(int64_t))));

/// Into `b`, the larger of a and b in each lane (a macro: a function taking vectors
/// wider than the baseline's registers would change the calling convention).
#define C2D_LANES_MAX_INTO(b, a)                                               \
    do {                                                                       \
        c2d_mask take_ = (a) > (b);                                            \
        (b) = (c2d_lanes)(((c2d_mask)(a) & take_) | ((c2d_mask)(b) & ~take_)); \
    } while (0)
#else
#define C2D_VECTOR_LANES 0
#endif

#if C2D_VECTOR_LANES
/// c2d_polygon_bounds_of with each vertex's x and y in one register: one load, one
/// minimum and one maximum a vertex. The same bounds (the order of a minimum's operands
/// can only change the sign of a zero bound, which no test that uses them can see).
static inline c2d_polygon_bounds c2d_polygon_bounds_of_pairs(c2d_polygon p) {
    __m128d lo = _mm_loadu_pd(p.v), hi = lo, lo_odd = lo, hi_odd = lo;
    int64_t i = 1;
    for (; i + 1 < p.count; i += 2) {
        __m128d w = _mm_loadu_pd(p.v + i * p.stride);
        __m128d w_odd = _mm_loadu_pd(p.v + (i + 1) * p.stride);
        lo = _mm_min_pd(lo, w), hi = _mm_max_pd(hi, w);
        lo_odd = _mm_min_pd(lo_odd, w_odd), hi_odd = _mm_max_pd(hi_odd, w_odd);
    }
    if (i < p.count) {
        __m128d w = _mm_loadu_pd(p.v + i * p.stride);
        lo = _mm_min_pd(lo, w), hi = _mm_max_pd(hi, w);
    }
    double l[2], h[2];
    _mm_storeu_pd(l, _mm_min_pd(lo, lo_odd));
    _mm_storeu_pd(h, _mm_max_pd(hi, hi_odd));
    c2d_polygon_bounds r = {l[0], l[1], h[0], h[1]};
    return r;
}
#endif

/// Face k of `a` in buffer order, turned counter-clockwise (interior on its left).
static inline void c2d_buffer_face(c2d_polygon a, int64_t k, c2d_vec2 *p, c2d_vec2 *q) {
    c2d_vec2 u = c2d_polygon_at(a, k), w = c2d_polygon_at(a, k + 1 == a.count ? 0 : k + 1);
    *p = a.step < 0 ? w : u;
    *q = a.step < 0 ? u : w;
}

#if C2D_VECTOR_LANES
/// Rounding bound of the filter, in units of its size term (derivation below).
#define C2D_FACE_FILTER_BOUND 0x1.4p-51 /* 5 * 2^-53 */

/// One face's verdict from its largest d (see c2d_face_block_separates): separating
/// when every vertex is strictly outside, or, undecided, by the exact predicate.
static inline bool c2d_face_verdict(c2d_polygon a, int64_t k, c2d_polygon b, double top,
                                    double bound) {
    if (top > bound) return false; // a vertex strictly inside: no separation here
    if (top < -bound) return true; // every vertex strictly outside
    c2d_vec2 p, q;
    c2d_buffer_face(a, k, &p, &q);
    return c2d_face_separates_exact(p, q, b);
}

/// One bit per lane of a comparison's mask, lane j at bit j.
static inline uint64_t c2d_lanes_bits(c2d_mask m) {
#if defined(__AVX512F__)
    return (uint64_t)_mm512_movepi64_mask((__m512i)m);
#else
    return (uint64_t)_mm256_movemask_pd((__m256d)m);
#endif
}

/// The lowest bit of every group of C2D_FACE_LANES bits in a uint64_t.
#if C2D_FACE_LANES == 8
#define C2D_LANES_GROUP_LOW_BITS UINT64_C(0x0101010101010101)
#else
#define C2D_LANES_GROUP_LOW_BITS UINT64_C(0x1111111111111111)
#endif

/// |v| in each lane.
#define C2D_LANES_ABS(v) ((c2d_lanes)((c2d_mask)(v) & ((c2d_mask){0} + INT64_MAX)))

/// Faces [start, start + C2D_FACE_LANES) of `a` (buffer order; fewer at its end)
/// against every vertex of `b`: true when one of them has no vertex of `b` strictly on
/// its inner side, so that its line separates the two (touching allowed). The answer
/// is c2d_orient's, exactly; the work is a filter in float64 lanes.
///
/// For face p -> q (e = q - p, rounded) and vertex w the exact orientation is
/// T = cross(q - p, w - p). The lanes compute d = (ex * wy - ey * wx) - c with
/// c = ex * py - ey * px once per face (five operations per face and vertex, the
/// vertex loop outside, the faces in lanes), and keep each face's largest d. With
/// u = 2^-53: rounding q - p moves T by at most u (|ex| |wy - py| + |ey| |wx - px|)
/// (1 + 2u), and the seven operations of d by at most 3u S (1 + 3u), where
/// S = |ex| |wy| + |ey| |wx| + |ex| |py| + |ey| |px|; both are below 5u M for
/// M = |ex| (Y + |py|) + |ey| (X + |px|), X and Y the largest |x| and |y| of b's
/// vertices (coordinates stay below 2^200, so nothing overflows; 2^-1000 covers
/// the absolute error of any result that underflows). So d > bound proves T > 0 and
/// d < -bound proves T < 0; a face whose largest d falls between is decided by
/// c2d_orient on every vertex.
///
/// `inside`, when not NULL (and b.count * C2D_FACE_LANES <= 64), is and-ed with the
/// block's verdicts per vertex: bit C2D_FACE_LANES * i + j stays set only when d > bound
/// (vertex i of b proven strictly on face j's inner side), for c2d_polygons_overlap's
/// early yes.
static inline bool c2d_face_block_separates(c2d_polygon a, int64_t start, c2d_polygon b,
                                            c2d_polygon_bounds bb, uint64_t *inside) {
    double big_x = c2d_max(fabs(bb.lo_x), fabs(bb.hi_x));
    double big_y = c2d_max(fabs(bb.lo_y), fabs(bb.hi_y));
    int64_t m = a.count - start < C2D_FACE_LANES ? a.count - start : C2D_FACE_LANES;
    c2d_vec2 p[C2D_FACE_LANES], q[C2D_FACE_LANES];
    for (int j = 0; j < C2D_FACE_LANES; j++) // lanes past the end repeat the first face
        c2d_buffer_face(a, start + (j < m ? j : 0), &p[j], &q[j]);
    // Built lane by lane from the values, not stored and loaded back: a vector load
    // of scalar stores waits for them (no store forwarding).
    c2d_lanes px, py, qx, qy;
    for (int j = 0; j < C2D_FACE_LANES; j++) {
        px[j] = p[j].x, py[j] = p[j].y;
        qx[j] = q[j].x, qy[j] = q[j].y;
    }
    c2d_lanes ex = qx - px, ey = qy - py;
    c2d_lanes c = ex * py - ey * px;
    c2d_lanes bound = C2D_FACE_FILTER_BOUND * (C2D_LANES_ABS(ex) * (big_y + C2D_LANES_ABS(py)) +
                                                C2D_LANES_ABS(ey) * (big_x + C2D_LANES_ABS(px))) +
                       0x1p-1000;
    // A face of no length (a one-vertex "polygon") separates nothing: its top starts
    // at +inf, every other at -inf.
    c2d_mask no_length = (ex == 0.0) & (ey == 0.0);
    c2d_lanes minus_inf = (c2d_lanes){0} - INFINITY;
    c2d_lanes top = (c2d_lanes)(((c2d_mask)minus_inf & ~no_length) |
                                  ((c2d_mask)((c2d_lanes){0} + INFINITY) & no_length));
    // Two running maxima (even and odd vertices) halve the loop's chain of latency.
    c2d_lanes top_odd = top;
    uint64_t proven = 0; // the bits of `inside` this block proves
    int64_t i = 0;
    for (; i + 1 < b.count; i += 2) {
        c2d_vec2 w = c2d_polygon_at(b, i), w_odd = c2d_polygon_at(b, i + 1);
        c2d_lanes d = (ex * w.y - ey * w.x) - c;
        c2d_lanes d_odd = (ex * w_odd.y - ey * w_odd.x) - c;
        C2D_LANES_MAX_INTO(top, d);
        C2D_LANES_MAX_INTO(top_odd, d_odd);
        if (inside)
            proven |= (c2d_lanes_bits(d > bound) | c2d_lanes_bits(d_odd > bound) << C2D_FACE_LANES)
                      << (C2D_FACE_LANES * i);
    }
    if (i < b.count) {
        c2d_vec2 w = c2d_polygon_at(b, i);
        c2d_lanes d = (ex * w.y - ey * w.x) - c;
        C2D_LANES_MAX_INTO(top, d);
        if (inside) proven |= c2d_lanes_bits(d > bound) << (C2D_FACE_LANES * i);
    }
    if (inside) *inside &= proven;
    C2D_LANES_MAX_INTO(top, top_odd);
    // The common answer first: every face has a vertex strictly inside (the lanes past
    // the block's end repeat its first face, so all the lanes answer for the block).
    c2d_mask face_held = top > bound;
    int64_t all_inside = face_held[0];
    for (int j = 1; j < C2D_FACE_LANES; j++) all_inside &= face_held[j];
    if (all_inside != 0) return false;
    for (int j = 0; j < m; j++)
        if (c2d_face_verdict(a, start + j, b, top[j], bound[j])) return true;
    return false;
}

/// Some face of `a` has no vertex of `b` strictly on its inner side: the line through
/// it separates the two (touching allowed). `bb`: b's bounds.
static inline bool c2d_some_face_separates(c2d_polygon a, c2d_polygon b, c2d_polygon_bounds bb) {
    for (int64_t start = 0; start < a.count; start += C2D_FACE_LANES)
        if (c2d_face_block_separates(a, start, b, bb, NULL)) return true;
    return false;
}

/// 0: some face of `a` separates it from `b` (as c2d_some_face_separates); 1: none
/// does; 2: none does, and some vertex of `b` is proven strictly inside `a` (on the
/// inner side of every face), so the two overlap whatever b's faces say: the vertex is
/// in a's open interior, and so are the points of b next to it (b's interior when b has
/// area, the segment itself, or the point). A polygon without area has no point on the
/// inner side of all its faces (a face and its reverse, or a face of no length), so it
/// never answers 2. Needs b.count * C2D_FACE_LANES <= 64.
static inline int c2d_faces_separate_or_hold(c2d_polygon a, c2d_polygon b, c2d_polygon_bounds bb) {
    uint64_t inside = UINT64_MAX;
    for (int64_t start = 0; start < a.count; start += C2D_FACE_LANES)
        if (c2d_face_block_separates(a, start, b, bb, &inside)) return 0;
    // A vertex's C2D_FACE_LANES bits all set: fold each group onto its lowest bit.
    for (int shift = 1; shift < C2D_FACE_LANES; shift *= 2) inside &= inside >> shift;
    return (inside & C2D_LANES_GROUP_LOW_BITS) != 0 ? 2 : 1;
}
#else
/// The same answer without vector registers (the baseline, other compilers, and
/// C2D_PORTABLE, which the C tests build to compare): face by face, each vertex by the
/// exact predicate (its own float filter decides nearly all), stopping at the first
/// vertex inside. Fewer operations than the lanes where branches predict well.
static inline bool c2d_some_face_separates(c2d_polygon a, c2d_polygon b, c2d_polygon_bounds bb) {
    (void)bb;
    for (int64_t k = 0; k < a.count; k++) {
        c2d_vec2 p, q;
        c2d_buffer_face(a, k, &p, &q);
        if (p.x == q.x && p.y == q.y) continue; // a face of no length separates nothing
        if (c2d_face_separates(p, q, b)) return true;
    }
    return false;
}
#endif

#endif
