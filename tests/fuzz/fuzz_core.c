// collide2d: coverage-guided fuzz target for the C core's batch kernels.
//
// Built with clang -fsanitize=fuzzer (tests/fuzz/run_core.sh long) or with any
// C11 compiler plus tests/fuzz/standalone_main.c (run_core.sh short). Every
// input is decoded into one kernel call (or a call of every kernel, see
// ALL_KERNELS) with small row counts, and the call is checked against what
// kernels.h promises:
//   * status: C2D_OK exactly when every row the kernel reads is valid, else
//     code/arg/row/value of the FIRST bad row in the kernel's order (colliders
//     of sweep_into first, then row i of every argument before row i + 1);
//     validity is computed here with the detailed c2d_check_* helpers, while
//     the kernels use their own branch-free (SSE2 / vector) tests;
//   * on C2D_OK every output row equals the static inline scalar function
//     called on that row, bit for bit (so -0.0 != +0.0), every field including
//     `collider`; sweep_into's reference is the plain loop over all colliders,
//     WITHOUT the far_from_path reject the kernels use: the reject must not
//     change results;
//   * on C2D_OK no output double is NaN, bools are 0 or 1, `zero` bytes are 0;
//   * inputs are unchanged, and outputs are allocated exactly n rows (ASan
//     catches a write past them); input buffers are allocated exactly to the
//     last column of the last row (ASan catches a read past them).
// A failed check prints what failed and the decoded input, then abort()s.
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/kernels.h"
#include "kernels/shape_set.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// ---- decoding bytes into doubles ---------------------------------------------------

typedef struct reader {
    const uint8_t *p;
    size_t left;
} reader;

/// The next byte, or 0 once the input is used up.
static uint8_t next_byte(reader *r) {
    if (r->left == 0) return 0;
    r->left--;
    return *r->p++;
}

/// Values where the core's formulas change behaviour: signed zeros, the
/// subnormal and underflow thresholds (2^-537: squares underflow; 2^-256: the
/// quadratic's rescale), the coordinate limit 2^200 and its neighbours,
/// non-finite values, C2D_EPSILON, and values one ulp from 1.
static const double SPECIAL[64] = {
    0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0,
    1e-300, -1e-300, 0x1p-1074, -0x1p-1074, DBL_MIN, -DBL_MIN, 0x1p-537, 0x1p-256,
    0x1.fffffffffffffp-257, 0x1p-511, 1e300, -1e300, 0x1p200, -0x1p200,
    0x1.0000000000001p200, -0x1.0000000000001p200,
    0x1.fffffffffffffp199, -0x1.fffffffffffffp199, NAN, -NAN, INFINITY, -INFINITY, DBL_MAX, -DBL_MAX,
    1e-8, -1e-8, 1.0 - 1e-8, 0x1p-52, 0x1.0000000000001p0, 0x1.fffffffffffffp-1, 3.0, -3.0,
    0.25, 0.75, 1.5, 1e8, -1e8, 0.1, 1.0 / 3.0, 1e150,
    1e-150, 0x1p100, 0x1p-100, 1e-320, 4.0, -4.0, 1e-10, 2e-300,
    3e-300, 0x1p-1022, 0x1p-1000, 0x1p-600, 5.0, 8.0, -8.0, 16.0,
};

/// Exponents for "a quarter step times 2^e": ties and touching at every scale.
static const int SCALES[16] = {0, 1, -1, 2, -8, 8, -52, 52, -256, -537, -600, -1000,
                               -1022, -1070, 150, 198};

/// One double. The tag byte's top two bits pick how: 0 a special value, 1 a
/// quarter step in [-8, 7.75], 2 a quarter step times 2^e (optionally one ulp
/// up or down), 3 eight raw bytes (missing bytes are 0). `size`: a column that
/// must be >= 0 (half size, radius, padding); its quarter steps are |q|, so
/// valid rows are common, and negative sizes still come from tags 0 and 3.
static double next_double(reader *r, bool size) {
    uint8_t tag = next_byte(r);
    switch (tag >> 6) {
    case 0:
        return SPECIAL[tag & 63];
    case 1: {
        double q = ((int)(tag & 63) - 32) * 0.25;
        return size ? fabs(q) : q;
    }
    case 2: {
        uint8_t v = next_byte(r);
        double q = ((int)(v & 63) - 32) * 0.25;
        double x = ldexp(size ? fabs(q) : q, SCALES[tag & 15]);
        if (tag & 16) x = nextafter(x, INFINITY);
        if (tag & 32) x = nextafter(x, -INFINITY);
        return x;
    }
    default: {
        uint8_t b[8] = {0};
        for (int k = 0; k < 8; k++) b[k] = next_byte(r);
        double x;
        memcpy(&x, b, sizeof x);
        return x;
    }
    }
}

#include "fuzz_kernels.h"

// ---- one call, and what a failure prints ---------------------------------------------

/// Argument layouts: contiguous, broadcast (count 1, stride 0), a larger
/// stride (columns past the row hold NaN, which no kernel may read), and a
/// zero-stride view of count n (numpy.broadcast_to: rows reported as i).
enum layout { CONTIGUOUS, BROADCAST, PADDED, ZERO_STRIDE };
static const char *const LAYOUT_NAME[] = {"contiguous", "broadcast", "padded", "zero-stride"};

typedef struct call {
    const kernel *kd;
    int64_t n, m, k;
    int layout[MAX_ARGS];
    c2d_rows in[MAX_ARGS];
    double *buf[MAX_ARGS], *copy[MAX_ARGS];
    size_t len[MAX_ARGS]; // doubles in buf
    int64_t *offsets[MAX_ARGS], *offsets_copy[MAX_ARGS]; // a polygon argument's (its rows + 1 entries)
    size_t offsets_len[MAX_ARGS];
    const uint8_t *data;
    size_t size;
} call;

static const call *current; // what a failed check prints

static void dump_call(void) {
    const call *c = current;
    fprintf(stderr, "kernel %s  n=%lld m=%lld k=%lld\n", c->kd->name, (long long)c->n,
            (long long)c->m, (long long)c->k);
    for (int a = 0; a < c->kd->n_args; a++) {
        c2d_rows r = c->in[a];
        int w = WIDTH[c->kd->args[a].kind];
        fprintf(stderr, "  arg %d (%s, %s, count %lld, stride %lld, base %lld):\n", a,
                KIND_NAME[c->kd->args[a].kind], LAYOUT_NAME[c->layout[a]], (long long)r.count,
                (long long)r.stride, (long long)r.base);
        if (c->offsets[a] != NULL) {
            fprintf(stderr, "    offsets");
            for (size_t k = 0; k < c->offsets_len[a]; k++) fprintf(stderr, " %lld", (long long)c->offsets[a][k]);
            fprintf(stderr, "\n");
        }
        for (size_t off = 0; off + (size_t)w <= c->len[a]; off += r.stride ? (size_t)r.stride : c->len[a]) {
            fprintf(stderr, "    {");
            for (int col = 0; col < w; col++) fprintf(stderr, "%s%a", col ? ", " : "", c->buf[a][off + col]);
            fprintf(stderr, "}\n");
        }
    }
    fprintf(stderr, "  input (%zu bytes):", c->size);
    for (size_t b = 0; b < c->size && b < 4096; b++) fprintf(stderr, "%s%02x", b % 32 ? "" : "\n    ", c->data[b]);
    fprintf(stderr, "\n");
}

static void fail_check(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "\nfuzz_core: PROPERTY FAILED: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    dump_call();
    fflush(stderr);
    abort();
}

#define REQUIRE(cond, ...) \
    do {                   \
        if (!(cond)) fail_check(__VA_ARGS__); \
    } while (0)

static bool same_bits(double a, double b) { return memcmp(&a, &b, sizeof a) == 0; }

/// A result double: not NaN, and the scalar's bits. (`prefix` + `field` name
/// it; joined only in a failure's message, so checks stay cheap.)
static void expect_double(int64_t i, const char *prefix, const char *field, double got, double want) {
    REQUIRE(!isnan(got), "row %lld: %s%s is NaN (%a)", (long long)i, prefix, field, got);
    REQUIRE(same_bits(got, want), "row %lld: %s%s: batch %a, scalar %a", (long long)i, prefix, field,
            got, want);
}

/// A bool result read as a byte (an unwritten 0xff must not be a UB load).
static void expect_flag(int64_t i, const char *prefix, const char *field, const void *got, bool want) {
    unsigned char b;
    memcpy(&b, got, 1);
    REQUIRE(b <= 1, "row %lld: %s%s byte is %u, not a bool", (long long)i, prefix, field, b);
    REQUIRE(b == (unsigned char)want, "row %lld: %s%s: batch %u, scalar %d", (long long)i, prefix,
            field, b, want);
}

static void expect_int(int64_t i, const char *prefix, const char *field, int64_t got, int64_t want) {
    REQUIRE(got == want, "row %lld: %s%s: batch %lld, scalar %lld", (long long)i, prefix, field,
            (long long)got, (long long)want);
}

static void expect_zero(int64_t i, const uint8_t *zero) {
    for (int b = 0; b < 7; b++) REQUIRE(zero[b] == 0, "row %lld: zero[%d] = %u", (long long)i, b, zero[b]);
}

// A batch row is the scalar function's result as the kernels write it: a position of
// -0.0 written +0.0 (c2d_result_pos).
static void expect_hit(int64_t i, const char *p, const c2d_hit *got, const c2d_hit *want) {
    expect_double(i, p, "pos.x", got->pos.x, c2d_result_pos(want->pos).x);
    expect_double(i, p, "pos.y", got->pos.y, c2d_result_pos(want->pos).y);
    expect_double(i, p, "delta.x", got->delta.x, want->delta.x);
    expect_double(i, p, "delta.y", got->delta.y, want->delta.y);
    expect_double(i, p, "normal.x", got->normal.x, want->normal.x);
    expect_double(i, p, "normal.y", got->normal.y, want->normal.y);
    expect_double(i, p, "time", got->time, want->time);
    expect_flag(i, p, "hit", &got->hit, want->hit);
    expect_int(i, p, "collider", got->collider, want->collider);
    expect_zero(i, C2D_BYTES_AFTER(got, c2d_hit, hit));
}

static void expect_row(int out, int64_t i, const void *got_row, const void *want_row) {
    switch (out) {
    case OUT_HIT:
        expect_hit(i, "", got_row, want_row);
        break;
    case OUT_BOOL:
        expect_flag(i, "", "overlaps", got_row, *(const bool *)want_row);
        break;
    case OUT_SWEEP: {
        const c2d_sweep *g = got_row, *w = want_row;
        expect_hit(i, "hit.", &g->hit, &w->hit);
        expect_double(i, "", "pos.x", g->pos.x, c2d_result_pos(w->pos).x);
        expect_double(i, "", "pos.y", g->pos.y, c2d_result_pos(w->pos).y);
        expect_double(i, "", "time", g->time, w->time);
        expect_flag(i, "", "started_overlapping", &g->started_overlapping, w->started_overlapping);
        expect_zero(i, C2D_BYTES_AFTER(g, c2d_sweep, started_overlapping));
        break;
    }
    case OUT_INTERVAL: {
        const c2d_interval *g = got_row, *w = want_row;
        expect_double(i, "", "first", g->first, w->first);
        expect_double(i, "", "last", g->last, w->last);
        expect_flag(i, "", "hit", &g->hit, w->hit);
        expect_zero(i, C2D_BYTES_AFTER(g, c2d_interval, hit));
        break;
    }
    case OUT_LINE: {
        const c2d_line_hit *g = got_row, *w = want_row;
        const double gd[8] = {g->start.x, g->start.y, g->end.x, g->end.y, g->t0, g->t1, g->u0, g->u1};
        const double wd[8] = {w->start.x, w->start.y, w->end.x, w->end.y, w->t0, w->t1, w->u0, w->u1};
        static const char *const names[8] = {"start.x", "start.y", "end.x", "end.y", "t0", "t1", "u0", "u1"};
        for (int f = 0; f < 8; f++) expect_double(i, "", names[f], gd[f], wd[f]);
        expect_int(i, "", "kind", g->kind, w->kind);
        break;
    }
    case OUT_DISTANCE: {
        const c2d_distance *g = got_row, *w = want_row;
        const double gd[7] = {g->distance, g->point_a.x, g->point_a.y, g->point_b.x,
                              g->point_b.y, g->normal.x, g->normal.y};
        const double wd[7] = {w->distance, w->point_a.x, w->point_a.y, w->point_b.x,
                              w->point_b.y, w->normal.x, w->normal.y};
        static const char *const names[7] = {"distance", "point_a.x", "point_a.y", "point_b.x",
                                             "point_b.y", "normal.x", "normal.y"};
        for (int f = 0; f < 7; f++) expect_double(i, "", names[f], gd[f], wd[f]);
        break;
    }
    case OUT_MANIFOLD: {
        const c2d_manifold *g = got_row, *w = want_row;
        expect_int(i, "", "count", g->count, w->count);
        const double gd[8] = {g->normal.x, g->normal.y, g->point0.x, g->point0.y,
                              g->separation0, g->point1.x, g->point1.y, g->separation1};
        const double wd[8] = {w->normal.x, w->normal.y, w->point0.x, w->point0.y,
                              w->separation0, w->point1.x, w->point1.y, w->separation1};
        static const char *const names[8] = {"normal.x", "normal.y", "point0.x", "point0.y",
                                             "separation0", "point1.x", "point1.y",
                                             "separation1"};
        for (int f = 0; f < 8; f++) expect_double(i, "", names[f], gd[f], wd[f]);
        break;
    }
    case OUT_POINTS: {
        const c2d_circle_points *g = got_row, *w = want_row;
        expect_int(i, "", "count", g->count, w->count);
        for (int p = 0; p < 2; p++) {
            expect_double(i, "", p ? "point[1].x" : "point[0].x", g->point[p].x, w->point[p].x);
            expect_double(i, "", p ? "point[1].y" : "point[0].y", g->point[p].y, w->point[p].y);
            expect_double(i, "", p ? "u[1]" : "u[0]", g->u[p], w->u[p]);
        }
        break;
    }
    }
}

/// The detailed check of one row (base/shapes.h's helpers, in the column
/// order rows.h documents): C2D_OK, or the code and the bad value.
static c2d_code check_row(int kind, const double *p, double *bad) {
    c2d_code code = C2D_OK;
    switch (kind) {
    case AABB: return c2d_check_aabb(p, bad);
    case VEC: return c2d_check_numbers(p, 2, bad);
    case SIZE: return c2d_check_size(p[0], bad);
    case CIRCLE:
        code = c2d_check_numbers(p, 2, bad);
        return code == C2D_OK ? c2d_check_size(p[2], bad) : code;
    case OBB: return c2d_check_obb(p, bad);
    case CAPSULE: return c2d_check_capsule(p, bad);
    default: return c2d_check_numbers(p, 4, bad);
    }
}

/// Check row i of argument a (a broadcast row only at i = 0, reported as row 0).
/// A polygon is checked whole (polygon.h's c2d_check_polygon); its status value is
/// the bad number, or the index of the vertex that breaks the rule.
static bool check_arg(const call *c, int a, int64_t i, c2d_status *st) {
    c2d_rows r = c->in[a];
    if (r.count == 1 && i > 0) return true;
    double bad = 0.0;
    c2d_code code;
    if (c->kd->args[a].kind == POLYGON) {
        int64_t start = r.offsets[i], vertex = 0;
        code = c2d_check_polygon(r.data + start * r.stride, r.stride, r.offsets[i + 1] - start,
                                 &vertex, &bad);
        if (code != C2D_OK && code != C2D_BAD_NUMBER) bad = (double)vertex;
    } else {
        code = check_row(c->kd->args[a].kind, row(r, i), &bad);
    }
    if (code == C2D_OK) return true;
    st->code = code;
    st->arg = a;
    st->row = row_index(r, i);
    st->value = bad;
    return false;
}

/// The status the kernel must return: the colliders (the other side of pairs, or
/// sweep_into's set, column by column: argument order) are all checked first, a bad
/// one reported as argument 1 and, as its row, its number among them all; then row i
/// of every per-row argument (argument order) before row i + 1.
static c2d_status expected_status(const call *c) {
    c2d_status st = c2d_ok();
    int64_t before = 0; // the colliders of the columns already checked
    for (int a = 0; a < c->kd->n_args; a++) {
        int from = c->kd->args[a].count;
        if (from == N_ROWS) continue;
        int64_t cnt = from == M_ROWS ? c->m : c->k;
        for (int64_t j = 0; j < cnt; j++) {
            if (!check_arg(c, a, j, &st)) {
                st.arg = 1;
                st.row += before;
                return st;
            }
        }
        before += cnt;
    }
    for (int64_t i = 0; i < c->n; i++)
        for (int a = 0; a < c->kd->n_args; a++)
            if (c->kd->args[a].count == N_ROWS && !check_arg(c, a, i, &st)) return st;
    return st;
}

/// A number read for a polygon's vertex: with `clean`, a bad number becomes 0.
static double vertex_number(reader *rd, bool clean) {
    double v = next_double(rd, false);
    return clean && !c2d_number_ok(v) ? 0.0 : v;
}

/// Argument a as a polygon column of `stored` polygons (vertices `stride` numbers
/// apart, the buffers exactly as long as the offsets say: ASan sees a read past them).
/// Each polygon: a byte gives its vertex count (0 to 9; fewer than 3 is refused) and
/// how its vertices are made -- 0: any numbers (mostly not convex: refused, naming the
/// vertex); 1 and 2: on a circle of some radius around a centre, turned by a byte,
/// counter-clockwise or clockwise (rounded: at tiny or huge scales vertices repeat or
/// fall on a line, and are refused); 3: a rectangle on exact numbers (touching boxes
/// and other polygons often).
static void make_polygons(call *c, int a, reader *rd, int64_t stored, ptrdiff_t stride, bool clean) {
    enum { MOST = 9 };
    double *v = malloc((size_t)(stored * MOST * 2 + 1) * sizeof(double)); // vertices, packed
    int64_t total = 0;
    int64_t *offsets = malloc((size_t)(stored + 1) * sizeof(int64_t));
    offsets[0] = 0;
    for (int64_t r = 0; r < stored; r++) {
        uint8_t b = next_byte(rd);
        int mode = b >> 6;
        int64_t n = mode == 3 ? 4 : b % (MOST + 1);
        double *w = v + 2 * total;
        if (mode == 0) {
            for (int64_t j = 0; j < 2 * n; j++) w[j] = vertex_number(rd, clean);
        } else if (mode == 3) {
            double x = vertex_number(rd, clean), y = vertex_number(rd, clean);
            double hx = next_double(rd, true), hy = next_double(rd, true);
            const double corner[8] = {x, y, x + hx, y, x + hx, y + hy, x, y + hy};
            memcpy(w, corner, sizeof corner);
        } else {
            double x = vertex_number(rd, clean), y = vertex_number(rd, clean);
            double radius = next_double(rd, true), turn = next_byte(rd) * (6.283185307179586 / 256);
            for (int64_t j = 0; j < n; j++) {
                double angle = turn + (mode == 1 ? 1 : -1) * 6.283185307179586 * (double)j / (double)n;
                w[2 * j] = x + radius * cos(angle);
                w[2 * j + 1] = y + radius * sin(angle);
            }
        }
        total += n;
        offsets[r + 1] = total;
    }
    c->len[a] = total == 0 ? 0 : (size_t)((total - 1) * stride + 2);
    c->buf[a] = malloc((c->len[a] ? c->len[a] : 1) * sizeof(double));
    c->copy[a] = malloc((c->len[a] ? c->len[a] : 1) * sizeof(double));
    for (size_t x = 0; x < c->len[a]; x++) c->buf[a][x] = NAN; // padding columns
    for (int64_t j = 0; j < total; j++) {
        c->buf[a][j * stride] = v[2 * j];
        c->buf[a][j * stride + 1] = v[2 * j + 1];
    }
    free(v);
    if (c->len[a]) memcpy(c->copy[a], c->buf[a], c->len[a] * sizeof(double));
    c->offsets[a] = offsets;
    c->offsets_len[a] = (size_t)(stored + 1);
    c->offsets_copy[a] = malloc(c->offsets_len[a] * sizeof(int64_t));
    memcpy(c->offsets_copy[a], offsets, c->offsets_len[a] * sizeof(int64_t));
}

/// Header: kernel, n, m, k, two bytes of layouts (2 bits per argument), base
/// (low 3 bits; the rest picks a large n), and options (stride padding; bit 7 "clean": out-of-range values become
/// valid ones, so long all-valid calls are common even from random bytes).
enum { HEADER = 8 };

static void run_kernel(const kernel *kd, const uint8_t *h, reader rd, const uint8_t *data, size_t size) {
    call c;
    memset(&c, 0, sizeof c);
    c.kd = kd;
    c.data = data;
    c.size = size;
    // Small calls; and for overlaps_aabb_aabb, which works in blocks of 512
    // rows (kernels_fast.c, OVERLAP_BLOCK), n byte 255 means 500..531 rows. (Only
    // there: long calls of every kernel would fill the corpus and slow it.)
    bool blocks = h[1] == 255 && kd->batch == b_overlaps_aabb_aabb;
    c.n = blocks ? 500 + (h[6] >> 3) % 32 : h[1] % 17;
    c.m = h[2] % 17;
    // sweep_into's k is the count of each of five collider columns: kept small, so that
    // the bytes last for them (once they run out every number is 0).
    c.k = h[3] % (kd->n_args == ARGS3_into ? 4 : 17);
    int64_t base = h[6] & 7;
    int pad = 1 + (h[7] & 3);
    bool clean = (h[7] & 0x80) != 0;
    unsigned layouts = h[4] | (unsigned)h[5] << 8;
    for (int a = 0; a < kd->n_args; a++) {
        int kind = kd->args[a].kind, w = WIDTH[kind];
        bool per_row = kd->args[a].count == N_ROWS;
        int64_t cnt = per_row ? c.n : kd->args[a].count == M_ROWS ? c.m : c.k;
        int lay = (layouts >> (2 * a)) & 3;
        // Ragged: no zero-stride view; and a shape set's polygon column has a polygon
        // for each of its rows (no broadcast either).
        if (kind == POLYGON && (lay == ZERO_STRIDE || (lay == BROADCAST && !per_row)))
            lay = CONTIGUOUS;
        c.layout[a] = lay;
        ptrdiff_t stride = lay == PADDED ? w + pad : lay == CONTIGUOUS ? w : 0;
        int64_t stored = stride == 0 ? 1 : cnt; // rows in memory
        if (kind == POLYGON) {
            if (lay == BROADCAST) stride = w, stored = 1;
            make_polygons(&c, a, &rd, stored, stride, clean);
            int64_t b = per_row && lay != BROADCAST ? base : 0;
            c.in[a] = (c2d_rows){.data = c.buf[a], .stride = stride, .offsets = c.offsets[a],
                                 .count = lay == BROADCAST ? 1 : cnt + b, .base = b};
            continue;
        }
        c.len[a] = stored == 0 ? 0 : (size_t)((stored - 1) * stride + w);
        c.buf[a] = malloc(c.len[a] * sizeof(double)); // exactly: ASan sees a read past it
        c.copy[a] = malloc(c.len[a] * sizeof(double));
        for (size_t x = 0; x < c.len[a]; x++) c.buf[a][x] = NAN; // padding columns
        for (int64_t r = 0; r < stored; r++) {
            for (int col = 0; col < w; col++) {
                bool is_size = (kind == AABB && col >= 2) || (kind == OBB && (col == 2 || col == 3)) ||
                               (kind == CAPSULE && col == 4) ||
                               (kind == CIRCLE && col == 2) || kind == SIZE;
                double v = next_double(&rd, is_size);
                if (clean && is_size && !c2d_size_ok(v)) v = c2d_size_ok(fabs(v)) ? fabs(v) : 0.0;
                if (clean && !c2d_number_ok(v)) v = 0.0;
                c.buf[a][r * stride + col] = v;
            }
        }
        if (c.len[a]) memcpy(c.copy[a], c.buf[a], c.len[a] * sizeof(double));
        // Per-row arguments look like one thread's chunk (py_batch.c): the
        // count is the whole array's and `base` its first row; colliders
        // and broadcast rows have base 0.
        int64_t b = per_row && lay != BROADCAST ? base : 0;
        c.in[a].data = c.buf[a];
        c.in[a].stride = stride;
        c.in[a].count = lay == BROADCAST ? 1 : cnt + b;
        c.in[a].base = b;
    }
    current = &c;

    size_t item = OUT_SIZE[kd->out];
    bool pairs = kd->out == OUT_PAIRS; // a sink, not n rows
    c2d_sink sink = c2d_sink_new(item);
    unsigned char *out = kd->out == OUT_NONE || pairs ? NULL : malloc((size_t)c.n * item); // exactly n rows
    if (out && c.n) memset(out, 0xff, (size_t)c.n * item); // an unwritten row is NaN / not a bool
    c2d_status want = expected_status(&c);
    c2d_status got = kd->batch(c.n, c.in, c.m, c.k, pairs ? (void *)&sink : out);

    for (int a = 0; a < kd->n_args; a++) {
        REQUIRE(c.len[a] == 0 || memcmp(c.buf[a], c.copy[a], c.len[a] * sizeof(double)) == 0,
                "argument %d was modified", a);
        REQUIRE(c.offsets[a] == NULL || memcmp(c.offsets[a], c.offsets_copy[a],
                                               c.offsets_len[a] * sizeof(int64_t)) == 0,
                "argument %d's offsets were modified", a);
    }
    REQUIRE(got.code == want.code, "status code %d, expected %d (arg %d row %lld value %a)", (int)got.code,
            (int)want.code, want.arg, (long long)want.row, want.value);
    if (want.code != C2D_OK) {
        REQUIRE(got.arg == want.arg && got.row == want.row && same_bits(got.value, want.value),
                "status arg %d row %lld value %a, expected arg %d row %lld value %a", got.arg,
                (long long)got.row, got.value, want.arg, (long long)want.row, want.value);
    } else if (pairs) {
        // Every (i, j) the pair test accepts, in row order, and nothing else.
        int64_t others = kd->args[1].count == M_ROWS ? c.m : c.k, found = 0;
        const c2d_pair *got_pairs = (const c2d_pair *)sink.data;
        for (int64_t i = 0; i < c.n; i++) {
            for (int64_t j = 0; j < others; j++) {
                if (!kd->pair(c.in, i, j)) continue;
                REQUIRE(found < sink.count, "pair (%lld, %lld) is missing", (long long)i, (long long)j);
                expect_int(i, "", "pair row", got_pairs[found].a, row_index(c.in[0], i));
                expect_int(i, "", "pair other row", got_pairs[found].b, j);
                found++;
            }
        }
        REQUIRE(found == sink.count, "%lld pairs, expected %lld", (long long)sink.count,
                (long long)found);
    } else if (kd->scalar) {
        union {
            c2d_hit hit;
            bool flag;
            c2d_sweep sweep;
            c2d_interval interval;
            c2d_line_hit line;
            c2d_circle_points points;
            c2d_distance distance;
            c2d_manifold manifold;
        } ref;
        for (int64_t i = 0; i < c.n; i++) {
            memset(&ref, 0, sizeof ref);
            kd->scalar(c.in, i, c.m, c.k, &ref);
            c2d_hit *h = kd->out == OUT_HIT ? &ref.hit : kd->out == OUT_SWEEP ? &ref.sweep.hit : NULL;
            if (kd->receiver_collider && h) h->collider = h->hit ? row_index(c.in[0], i) : -1;
            expect_row(kd->out, i, out + (size_t)i * item, &ref);
        }
    }
    current = NULL;
    c2d_sink_free(&sink);
    free(out);
    for (int a = 0; a < kd->n_args; a++) {
        free(c.buf[a]);
        free(c.copy[a]);
        free(c.offsets[a]);
        free(c.offsets_copy[a]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t h[HEADER] = {0};
    reader rd = {data, size};
    for (int b = 0; b < HEADER; b++) h[b] = next_byte(&rd);
    int which = h[0] % (N_KERNELS + 1);
    if (which == ALL_KERNELS) {
        for (int q = 0; q < N_KERNELS; q++) run_kernel(&KERNELS[q], h, rd, data, size); // same bytes for each
    } else {
        run_kernel(&KERNELS[which], h, rd, data, size);
    }
    return 0;
}
