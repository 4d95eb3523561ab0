// collide2d: the row kinds of the batch kernels -- for each kind (aabb,
// circle, segment, vec, size) a validator check_<kind> and a loader
// load_<kind> over a c2d_rows column, the names the generated row loops of
// kernel_list.h call. Validation is a branch-free test first (the common,
// valid case) and the detailed one that finds the offending value only when
// it fails. Plain C11, no Python.
#ifndef C2D_ROWS_H
#define C2D_ROWS_H

#include "kernels.h"

#include <stdint.h>

/// The rows before the first one that starts on a 64-byte cache line: 0 to 7 rows of
/// `stride` doubles at p (0 when none of the first eight does, as for rows of four
/// doubles 16 bytes past a line, or a buffer not aligned to 8 bytes; at most n). The
/// AVX2 / AVX-512 lanes read a block of rows a vector at a time, and a vector that
/// straddles two lines costs two: on the AMD EPYC (Zen 4) host, a pass of 512-bit loads
/// over 48 MB 16 bytes past a line took 1.55x the time of the same pass on line
/// boundaries, and numpy's large arrays start 16 bytes past a line. A kernel that takes
/// these rows as a block of their own has its other blocks start on a line (the circle
/// overlaps do: docs/benchmarks.md, "Rows that start on a cache line").
static inline int64_t rows_to_line(const double *p, ptrdiff_t stride, int64_t n) {
    uintptr_t at = (uintptr_t)p;
    for (int64_t k = 0; k < 8 && k < n; k++)
        if ((at + (uintptr_t)(k * stride) * sizeof(double)) % 64 == 0) return k;
    return 0;
}

static inline const double *row_at(c2d_rows r, int64_t i) { return r.data + i * r.stride; }

// The row index to report for row i of `r`: 0 for a broadcast row.
static inline int64_t row_index(c2d_rows r, int64_t i) { return r.count == 1 ? 0 : r.base + i; }

static inline c2d_vec2 load_vec(c2d_rows r, int64_t i) {
    const double *p = row_at(r, i);
    return c2d_v2(p[0], p[1]);
}

static inline double load_size(c2d_rows r, int64_t i) { return *row_at(r, i); }

static inline c2d_segment load_segment(c2d_rows r, int64_t i) {
    return c2d_segment_from_row(row_at(r, i));
}

// Record a failed check: the argument, the row (0 for a broadcast row) and
// the offending value. Returns false so callers can write `if (!check...)`.
static inline bool fail(c2d_status *st, c2d_code code, int arg, c2d_rows r, int64_t i, double value) {
    st->code = code;
    st->arg = arg;
    st->row = row_index(r, i);
    st->value = value;
    return false;
}

// Row checks: a branch-free test first (the common, valid case), and the
// detailed one that finds the offending value only when it fails.
#if defined(C2D_USE_VECTOR_EXT)
static inline bool aabb_row_ok(const double *r) {
    const c2d_v2d limit = {C2D_COORD_LIMIT, C2D_COORD_LIMIT}, zero = {0.0, 0.0};
    c2d_v2d c = c2d_load2(r), h = c2d_load2(r + 2);
    c2d_v2i ok = (c2d_abs2(c) <= limit) & (h >= zero) & (h <= limit);
    return (ok[0] & ok[1]) != 0;
}

static inline bool vec_row_ok(const double *r) {
    const c2d_v2d limit = {C2D_COORD_LIMIT, C2D_COORD_LIMIT};
    c2d_v2i ok = c2d_abs2(c2d_load2(r)) <= limit;
    return (ok[0] & ok[1]) != 0;
}
#else
static inline bool vec_row_ok(const double *r) {
    return c2d_number_ok(r[0]) & c2d_number_ok(r[1]);
}

static inline bool aabb_row_ok(const double *r) {
    return c2d_number_ok(r[0]) & c2d_number_ok(r[1]) & c2d_size_ok(r[2]) & c2d_size_ok(r[3]);
}
#endif

static inline bool size_row_ok(const double *r) { return c2d_size_ok(*r); }

static inline bool circle_row_ok(const double *r) {
    return c2d_number_ok(r[0]) & c2d_number_ok(r[1]) & c2d_size_ok(r[2]);
}

static inline bool obb_row_ok(const double *r) {
    return aabb_row_ok(r) & c2d_number_ok(r[4]);
}

static inline bool capsule_row_ok(const double *r) {
    return c2d_number_ok(r[0]) & c2d_number_ok(r[1]) & c2d_number_ok(r[2]) &
           c2d_number_ok(r[3]) & c2d_size_ok(r[4]);
}

static inline bool segment_row_ok(const double *r) {
    return c2d_number_ok(r[0]) & c2d_number_ok(r[1]) & c2d_number_ok(r[2]) &
           c2d_number_ok(r[3]);
}

// The detailed checks: which rule a bad row breaks, and the offending value.
static inline c2d_code aabb_row_detail(const double *r, double *bad) {
    return c2d_check_aabb(r, bad);
}
static inline c2d_code obb_row_detail(const double *r, double *bad) {
    return c2d_check_obb(r, bad);
}
static inline c2d_code capsule_row_detail(const double *r, double *bad) {
    return c2d_check_capsule(r, bad);
}
static inline c2d_code vec_row_detail(const double *r, double *bad) {
    return c2d_check_numbers(r, 2, bad);
}
static inline c2d_code size_row_detail(const double *r, double *bad) {
    return c2d_check_size(*r, bad);
}
static inline c2d_code circle_row_detail(const double *r, double *bad) {
    c2d_code code = c2d_check_numbers(r, 2, bad);
    return code == C2D_OK ? c2d_check_size(r[2], bad) : code;
}
static inline c2d_code segment_row_detail(const double *r, double *bad) {
    return c2d_check_numbers(r, 4, bad);
}

/// check_<kind>(st, arg, rows, i): row i of argument `arg` is valid, or the
/// status records it and the result is false. A broadcast row is checked at
/// row 0 only.
#define C2D_ROW_CHECK(kind)                                                             \
    static inline bool check_##kind(c2d_status *st, int arg, c2d_rows r, int64_t i) {   \
        if (r.count == 1 && i > 0) return true;                                         \
        const double *p = row_at(r, i);                                                 \
        if (kind##_row_ok(p)) return true;                                              \
        double bad = 0.0;                                                               \
        c2d_code code = kind##_row_detail(p, &bad); /* before fail(): order unspecified */ \
        return fail(st, code, arg, r, i, bad);                                          \
    }
C2D_ROW_CHECK(aabb)
C2D_ROW_CHECK(vec)
C2D_ROW_CHECK(size)
C2D_ROW_CHECK(circle)
C2D_ROW_CHECK(segment)
C2D_ROW_CHECK(obb)
C2D_ROW_CHECK(capsule)
#undef C2D_ROW_CHECK

/// check_polygon(st, arg, rows, i): polygon i is a convex vertex list
/// (c2d_check_polygon); status.value is the offending vertex's index within the
/// polygon (a bad number: the number, as for other kinds).
static inline bool check_polygon(c2d_status *st, int arg, c2d_rows r, int64_t i) {
    if (r.checked || (r.count == 1 && i > 0)) return true;
    int64_t start = r.offsets[i], count = r.offsets[i + 1] - start;
    int64_t vertex = 0;
    double bad = 0.0;
    c2d_code code = c2d_check_polygon(r.data + start * r.stride, r.stride, count, &vertex, &bad);
    if (code == C2D_OK) return true;
    return fail(st, code, arg, r, i, code == C2D_BAD_NUMBER ? bad : (double)vertex);
}

/// Polygon i as a view; a checked column (c2d_rows.checked) is stored as Polygon stores
/// one, counter-clockwise from vertex 0, so no scan for winding and lowest vertex.
static inline c2d_polygon load_polygon(c2d_rows r, int64_t i) {
    int64_t k = r.count == 1 ? 0 : i;
    int64_t start = r.offsets[k];
    if (r.checked) {
        c2d_polygon p = {r.data + start * r.stride, r.stride, r.offsets[k + 1] - start, 0, 1};
        return p;
    }
    return c2d_polygon_view(r.data + start * r.stride, r.stride, r.offsets[k + 1] - start);
}

// ---- storing a result row ---------------------------------------------------------
// Hit and sweep rows name the receiver's row that was hit (-1 for none). The
// choice is arithmetic, not `hit ? row : -1`: compilers turn that ternary into
// a branch, which mispredicts on mixed hits and misses (it cost 2.3x on
// intersect_aabb with 39 % hits, 1e5 rows).

static inline int64_t hit_row(bool hit, c2d_rows receiver, int64_t i) {
    int64_t keep = -(int64_t)hit; // all ones when hit, else 0
    return (row_index(receiver, i) & keep) | ~keep;
}

// Field by field, not `*o = h`: a struct copy goes through the stack, and
// reading back as one wide load what was written there in pieces stalls the
// store forwarding (it made sweep_aabb 1.7x slower).
static inline void put_hit(c2d_hit *o, c2d_hit h, int64_t collider) {
    o->pos = c2d_result_pos(h.pos);
    o->delta = h.delta;
    o->normal = h.normal;
    o->time = h.time;
    o->collider = collider;
    o->hit = h.hit;
    o->zero1 = 0;
    o->zero2 = 0;
    o->zero4 = 0;
}

static inline void put_sweep(c2d_sweep *o, c2d_sweep s, int64_t collider) {
    put_hit(&o->hit, s.hit, collider);
    o->pos = c2d_result_pos(s.pos);
    o->time = s.time;
    o->started_overlapping = s.started_overlapping;
    o->zero1 = 0;
    o->zero2 = 0;
    o->zero4 = 0;
}

static inline c2d_circle load_circle(c2d_rows r, int64_t i) {
    const double *p = row_at(r, i);
    c2d_circle c = {{p[0], p[1]}, p[2]};
    return c;
}

static inline c2d_aabb load_aabb(c2d_rows r, int64_t i) { return c2d_aabb_from_row(row_at(r, i)); }

static inline c2d_obb load_obb(c2d_rows r, int64_t i) { return c2d_obb_from_row(row_at(r, i)); }

static inline c2d_capsule load_capsule(c2d_rows r, int64_t i) {
    return c2d_capsule_from_row(row_at(r, i));
}

// The reject margin and floor: C2D_REJECT_MARGIN, C2D_REJECT_FLOOR (base/constants.h).

typedef struct swept_bounds {
    double lo_x, hi_x, lo_y, hi_y;
} swept_bounds;

/// The margin of a mover (centre `p`, half size `half`) over its motion `d` on each
/// axis. Each collider adds its own (far_from_path): the sweeps' rounding reaches a few
/// units of 2^-52 of the pair's magnitudes, and a margin of the largest collider's
/// magnitude for every pair made one collider at 1e15 widen every path by 900.
static inline c2d_vec2 mover_margin(c2d_vec2 p, c2d_vec2 half, c2d_vec2 d) {
    return c2d_v2((fabs(p.x) + fabs(d.x) + half.x) * C2D_REJECT_MARGIN + C2D_REJECT_FLOOR,
                  (fabs(p.y) + fabs(d.y) + half.y) * C2D_REJECT_MARGIN + C2D_REJECT_FLOOR);
}

/// The bounds of the mover's box over the part of its motion from p + d * ta to
/// p + d * tb, widened by `margin` (mover_margin: that of the whole motion).
static inline swept_bounds mover_path_part(c2d_vec2 p, c2d_vec2 half, c2d_vec2 d, double ta,
                                           double tb, c2d_vec2 margin) {
    double x0 = p.x + ta * d.x, y0 = p.y + ta * d.y, x1 = p.x + tb * d.x, y1 = p.y + tb * d.y;
    swept_bounds b = {c2d_min(x0, x1) - half.x - margin.x, c2d_max(x0, x1) + half.x + margin.x,
                      c2d_min(y0, y1) - half.y - margin.y, c2d_max(y0, y1) + half.y + margin.y};
    return b;
}

/// The bounds of a mover over its whole motion `d`, widened by its margin.
static inline swept_bounds mover_path(c2d_vec2 p, c2d_vec2 half, c2d_vec2 d) {
    return mover_path_part(p, half, d, 0.0, 1.0, mover_margin(p, half, d));
}

/// A collider (centre, half size), widened by its margin (C2D_REJECT_MARGIN of its
/// largest |coordinate| + half size), wholly outside the swept bounds.
static inline bool far_from_path(swept_bounds b, double cx, double cy, double hx, double hy) {
    double m = c2d_max(fabs(cx) + hx, fabs(cy) + hy) * C2D_REJECT_MARGIN;
    hx += m;
    hy += m;
    return (cx + hx < b.lo_x) | (cx - hx > b.hi_x) | (cy + hy < b.lo_y) | (cy - hy > b.hi_y);
}

#endif
