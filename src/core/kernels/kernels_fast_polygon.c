// collide2d: the hand-written kernel of polygon overlaps (kernel_list.h's `fast` line
// overlaps_polygon_polygon). A frozen PolygonArray keeps its polygons' bounds and two
// discs about a centre, one inside each polygon and one around it (c2d_rows.bounds):
// rows of such arrays take the bounds from there, so that a row whose bounds are apart
// (most rows of a scattered batch) is answered without reading a vertex, where the
// generated loop finds each polygon's bounds from its vertices first. Where both sides
// keep them, the rows are scanned eight or four at a time (the vector lanes' width); a
// row whose bounds meet is answered from the discs where they decide (outer discs
// apart: apart; inner discs overlapping: overlapping, both exact, kept_discs_decide),
// and the others join a queue, their vertices
// asked for from memory at once, to be answered a lane-full at a time well after
// (narrow/polygon_pairs_lanes.h): on 1e5 pairs of octagons, more than the last level
// of cache holds, a queue of six lane-fulls took 21.5 ns a pair where answering each
// lane-full as soon as it filled took 29, and asking for the scan's own rows ahead of
// it 18.5 (AMD EPYC, AVX-512, one thread). The answers are the
// generated loop's, bit for bit (c2d_polygons_overlap_bounded, given the same bounds,
// where the lanes cannot decide; exact answers elsewhere). Rows without kept bounds,
// and the builds without vector lanes (which find no bounds), run the generated loop.
#include <string.h>

#include "kernel_options.h"
#include "kernels.h"

#include "rows.h"
#include "base/memory.h"
#include "narrow/polygon_pairs_lanes.h"

#if C2D_VECTOR_LANES
/// Polygon i's bounds: kept in the column (c2d_rows.bounds), or found from its vertices.
static inline c2d_polygon_bounds kept_bounds(c2d_rows r, int64_t i, c2d_polygon p) {
    if (r.bounds == NULL) return c2d_polygon_bounds_of_pairs(p);
    const double *k = r.bounds + C2D_KEPT_STRIDE * (r.count == 1 ? 0 : i);
    c2d_polygon_bounds b = {k[0], k[1], k[2], k[3]};
    return b;
}

static inline bool fits_lanes(c2d_polygon p) {
    return p.count >= 3 && p.count <= C2D_PAIR_LANES_MAX;
}

/// Ask for the cache lines of a polygon's vertices (at most C2D_PAIR_LANES_MAX of 16
/// bytes: three lines).
static inline void prefetch_polygon(c2d_polygon p) {
    for (int line = 0; line < 3; line++) C2D_PREFETCH((const char *)p.v + 64 * line);
}

/// One side of the lanes' pairs: packed vertices (a frozen array's always are) loaded
/// and transposed, others (rows made by hand with a stride) gathered.
static inline void side_of(c2d_rows r, c2d_index_lanes which, c2d_pair_side *s) {
    if (r.stride == 2)
        c2d_pair_side_packed(r.data, r.offsets, which, s);
    else
        c2d_pair_side_of(r.data, r.offsets, r.stride, which, s);
}

/// The rows [0, count) of `rows` (whose bounds meet) answered together in lanes into
/// out, each the filter leaves undecided by c2d_polygons_overlap_bounded; the lanes
/// past `count` repeat the first row.
static void answer_rows(c2d_rows a, c2d_rows b, const int64_t *rows, int count, bool *out) {
    c2d_index_lanes which;
    for (int j = 0; j < C2D_FACE_LANES; j++) which[j] = rows[j < count ? j : 0];
    c2d_index_lanes zero = {0};
    c2d_pair_side side_a, side_b;
    side_of(a, a.count == 1 ? zero : which, &side_a);
    side_of(b, b.count == 1 ? zero : which, &side_b);
    uint64_t unsure = 0;
    uint64_t overlap = c2d_pair_lanes_overlap(&side_a, &side_b, &unsure);
    for (int j = 0; j < count; j++) {
        int64_t i = rows[j];
        out[i] = (overlap >> j) & 1;
        if ((unsure >> j) & 1) {
            c2d_polygon p = load_polygon(a, i), q = load_polygon(b, i);
            out[i] = c2d_polygons_overlap_bounded(p, q, kept_bounds(a, i, p), kept_bounds(b, i, q));
        }
    }
}

/// How many rows wait, their vertices asked for, before the oldest C2D_FACE_LANES are
/// answered: the reads of the rows behind them are still on their way meanwhile.
#define C2D_ROWS_AHEAD (6 * C2D_FACE_LANES)

/// The rows waiting for the lanes, oldest first.
typedef struct waiting_rows {
    int64_t row[C2D_ROWS_AHEAD];
    int count;
} waiting_rows;

/// Row i joins the waiting rows (its vertices asked for now, read when it is among the
/// oldest: their reads overlap instead of each waiting on memory in turn); when all
/// wait, the oldest C2D_FACE_LANES are answered.
static inline void wait_row(c2d_rows a, c2d_rows b, int64_t i, waiting_rows *w, bool *out) {
    prefetch_polygon(load_polygon(a, i));
    prefetch_polygon(load_polygon(b, i));
    w->row[w->count++] = i;
    if (w->count == C2D_ROWS_AHEAD) {
        answer_rows(a, b, w->row, C2D_FACE_LANES, out);
        w->count -= C2D_FACE_LANES;
        memmove(w->row, w->row + C2D_FACE_LANES, sizeof w->row[0] * (size_t)w->count);
    }
}

/// Row i on its own: polygons too large for the lanes go to c2d_polygons_overlap_bounded,
/// rows whose bounds are apart answer false, the others wait for the lanes.
static inline void one_row(c2d_rows a, c2d_rows b, int64_t i, waiting_rows *w, bool *out) {
    c2d_polygon p = load_polygon(a, i), q = load_polygon(b, i);
    c2d_polygon_bounds bp = kept_bounds(a, i, p), bq = kept_bounds(b, i, q);
    if (!fits_lanes(p) || !fits_lanes(q)) {
        out[i] = c2d_polygons_overlap_bounded(p, q, bp, bq);
        return;
    }
    // c2d_polygons_overlap_bounded's first answer (both have three vertices or more).
    out[i] = false;
    if (!c2d_polygon_bounds_apart(bp, bq)) wait_row(a, b, i, w, out);
}

/// One column's rows [i, i + C2D_FACE_LANES) side by side: their vertex counts and
/// what they keep (lo_x, lo_y, hi_x, hi_y, the centre cx, cy, the inner and outer
/// radii: kernels.h's c2d_rows.bounds). Rows of their own are
/// consecutive: read with plain loads and moved into lanes, not gathered (eight-lane
/// gathers are slow on some AVX-512 CPUs: Skylake-SP); a broadcast row is read once.
typedef struct row_lanes {
    c2d_mask count;
    c2d_lanes lx, ly, hx, hy, cx, cy, inner, outer;
} row_lanes;

/// How many rows ahead of the scan their bounds and vertex counts are asked for: with
/// the vertices' reads queued (C2D_ROWS_AHEAD) the hardware's own prefetch of these two
/// streams fell behind.
enum { SCAN_AHEAD = 8 * C2D_FACE_LANES };

/// Ask for the kept bounds and the offsets of rows [i, i + C2D_FACE_LANES), where there
/// are such rows of their own (a broadcast row is read once).
static inline void prefetch_rows(c2d_rows r, int64_t i) {
    if (r.count == 1 || i + C2D_FACE_LANES > r.count) return;
    for (int line = 0; line < C2D_KEPT_STRIDE * C2D_FACE_LANES * 8; line += 64)
        C2D_PREFETCH((const char *)(r.bounds + C2D_KEPT_STRIDE * i) + line);
    C2D_PREFETCH(r.offsets + i);
    C2D_PREFETCH(r.offsets + i + C2D_FACE_LANES);
}

static inline row_lanes rows_in_lanes(c2d_rows r, int64_t i) {
    row_lanes l;
    for (int j = 0; j < C2D_FACE_LANES; j++) {
        int64_t row = r.count == 1 ? 0 : i + j;
        const double *k = r.bounds + C2D_KEPT_STRIDE * row;
        l.count[j] = r.offsets[row + 1] - r.offsets[row];
        l.lx[j] = k[0];
        l.ly[j] = k[1];
        l.hx[j] = k[2];
        l.hy[j] = k[3];
        l.cx[j] = k[4];
        l.cy[j] = k[5];
        l.inner[j] = k[6];
        l.outer[j] = k[7];
    }
    return l;
}

/// kept_discs_decide's own margin, far above the few units of 2^-53 its comparisons
/// round by (not the kept radii's C2D_DISC_MARGIN, narrow/polygon.h, which covers the
/// rounding of the discs' making and is argued there; the two happen to be equal).
#define DISCS_COMPARE_MARGIN 0x1p-40

/// The rows whose kept discs decide them, one row per lane (*overlap: those that
/// overlap). The centres' squared distance d2 and the squared sums of the radii are
/// each within a few units of 2^-53 of their exact values (no underflow: kept radii
/// are 0, infinity or at least 2^-400; coordinates below 2^200 give no overflow), so
/// d2 < (1 - 2^-40) s_in^2 means the inner discs, inside the polygons, overlap (their
/// insides too: overlapping, however rounded), and d2 > (1 + 2^-40) s_out^2 that the
/// outer discs, around them, are apart (so are the polygons, by more than touching).
/// An inner radius of 0 (s_in^2 = 0) and an outer one of infinity decide nothing.
static inline c2d_mask kept_discs_decide(const row_lanes *a, const row_lanes *b,
                                         c2d_mask *overlap) {
    c2d_lanes dx = a->cx - b->cx, dy = a->cy - b->cy;
    c2d_lanes d2 = dx * dx + dy * dy;
    c2d_lanes s_in = a->inner + b->inner, s_out = a->outer + b->outer;
    c2d_mask inside = d2 < (1.0 - DISCS_COMPARE_MARGIN) * (s_in * s_in);
    c2d_mask apart = d2 > (1.0 + DISCS_COMPARE_MARGIN) * (s_out * s_out);
    *overlap = inside;
    return inside | apart;
}

/// Rows [i, i + C2D_FACE_LANES) of columns that both keep their bounds and discs,
/// scanned in lanes: each row's vertex counts and kept rows read side by side, the rows
/// whose bounds are apart answered false at once (most rows of a scattered batch) with
/// no branch per row, those the discs decide answered from them, the rest sent to wait
/// for the lanes, the rare row with a polygon too large for them answered on its own.
static inline void scan_rows(c2d_rows a, c2d_rows b, int64_t i, waiting_rows *w, bool *out) {
    prefetch_rows(a, i + SCAN_AHEAD);
    prefetch_rows(b, i + SCAN_AHEAD);
    row_lanes ra = rows_in_lanes(a, i), rb = rows_in_lanes(b, i);
    c2d_mask fits = (ra.count >= 3) & (ra.count <= C2D_PAIR_LANES_MAX) & (rb.count >= 3) &
                    (rb.count <= C2D_PAIR_LANES_MAX);
    // c2d_polygon_bounds_apart, one row per lane.
    c2d_mask apart = (ra.hx <= rb.lx) | (rb.hx <= ra.lx) | (ra.hy <= rb.ly) | (rb.hy <= ra.ly);
    c2d_mask overlap, decided = kept_discs_decide(&ra, &rb, &overlap);
    memset(out + i, 0, C2D_FACE_LANES);
    for (uint64_t m = c2d_lanes_bits(fits & ~apart & overlap); m != 0; m &= m - 1)
        out[i + __builtin_ctzll(m)] = true;
    for (uint64_t m = c2d_lanes_bits(~fits); m != 0; m &= m - 1)
        one_row(a, b, i + __builtin_ctzll(m), w, out);
    for (uint64_t m = c2d_lanes_bits(fits & ~apart & ~decided); m != 0; m &= m - 1)
        wait_row(a, b, i + __builtin_ctzll(m), w, out);
}
#endif

C2D_FLATTEN c2d_status C2D_KERNEL(overlaps_polygon_polygon)(int64_t n, const c2d_rows *in,
                                                            const int64_t *counts, void *out_rows) {
#if C2D_VECTOR_LANES
    const c2d_rows a = in[0], b = in[1];
    // Kept bounds come only with checked rows; both sides checked, no row is checked here.
    if (a.checked && b.checked && (a.bounds != NULL || b.bounds != NULL)) {
        bool *out = out_rows;
        waiting_rows w;
        w.count = 0;
        int64_t i = 0;
        if (a.bounds != NULL && b.bounds != NULL)
            for (; i + C2D_FACE_LANES <= n; i += C2D_FACE_LANES) scan_rows(a, b, i, &w, out);
        for (; i < n; i++) one_row(a, b, i, &w, out);
        for (int k = 0; k < w.count; k += C2D_FACE_LANES)
            answer_rows(a, b, w.row + k, w.count - k < C2D_FACE_LANES ? w.count - k : C2D_FACE_LANES,
                        out);
        return c2d_ok();
    }
#endif
    return C2D_KERNEL(overlaps_polygon_polygon_rows)(n, in, counts, out_rows);
}
