// collide2d: the C core test program's shared kit -- no Python, no framework.
//
// The core builds on its own into a small C program (tests/c/run.sh builds every
// tests/c/*.c file with it under ASan and UBSan). Every expected value in the test files
// is derived by hand from the sources (noonat/intersect: AABB tests and sweeps; Gomez
// (Gamasutra): first and last overlap times; docs/circles-and-lines.md for circles,
// segments and lines), never by calling the function under test, and the derivation is
// written next to the check. Inputs are dyadic (multiples of powers of two), so every
// step of a derivation is exact unless said otherwise.
//
// Doubles are compared bit for bit (so +0.0 and -0.0 differ): C and the pure-Python
// oracle must agree bit for bit, and the sign of a zero is part of what the sources'
// arithmetic produces.
#ifndef C2D_TEST_CHECK_H
#define C2D_TEST_CHECK_H

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/dispatch.h"
#include "kernels/kernels.h"
#include "kernels/shape_set.h"

// The kernels take their arguments as an array (kernels.h); these spell a call out.
#define CALL(id, n, out, ...) c2d_batch_##id(n, (const c2d_rows[]){__VA_ARGS__}, NULL, out)
// sweep_into: movers, m boxes, k circles (numbered after the boxes), deltas; the
// colliders become a shape set (kernels/shape_set.h), whose bad row is argument 1.
#define CALL_INTO(id, n, out, movers, m, boxes, k, circles, deltas)                          \
    call_into(c2d_batch_##id, n, out, movers, m, boxes, k, circles, deltas)
static const c2d_rows NO_ROWS = {NULL, 0, 0, 0};

static inline c2d_status call_into(c2d_kernel_fn fn, int64_t n, void *out, c2d_rows movers,
                                   int64_t m, c2d_rows boxes, int64_t k, c2d_rows circles,
                                   c2d_rows deltas) {
    c2d_rows columns[C2D_SET_COLUMNS] = {{0}};
    boxes.count = m;
    circles.count = k;
    columns[C2D_SET_aabb] = boxes;
    columns[C2D_SET_circle] = circles;
    c2d_shape_set set = {.shapes = malloc((size_t)(m + k + 1) * sizeof(c2d_shape)),
                         .bounds = malloc((size_t)(m + k + 1) * sizeof(c2d_aabb))};
    c2d_status st = c2d_shape_set_check(columns, 1);
    if (st.code == C2D_OK) {
        c2d_shape_set_fill(&set, columns);
        c2d_rows colliders = {0};
        colliders.set = &set;
        colliders.count = set.count;
        st = fn(n, (const c2d_rows[]){movers, colliders, deltas},
                (const int64_t[]){n, set.count, n}, out);
    }
    free(set.shapes);
    free(set.bounds);
    return st;
}

// ---------------------------------------------------------------------------
// A tiny assertion kit
// ---------------------------------------------------------------------------

/// The counts main() prints (test_core.c).
extern int passed_count;
extern int failed_count;

/// Record one named check; print its name and line when it fails.
static inline bool check_at(bool ok, const char *name, int line) {
    if (ok) {
        passed_count++;
    } else {
        failed_count++;
        printf("FAIL line %d: %s\n", line, name);
    }
    return ok;
}

#define CHECK(name, condition) check_at((condition), (name), __LINE__)

/// Bitwise equality of doubles: -0.0 differs from +0.0; NaN equals NaN.
static inline bool same(double a, double b) {
    if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
    return a == b && signbit(a) == signbit(b);
}

static inline bool same_vec(c2d_vec2 a, c2d_vec2 b) { return same(a.x, b.x) && same(a.y, b.y); }

static inline bool same_hit(c2d_hit a, c2d_hit b) {
    return a.hit == b.hit && same_vec(a.pos, b.pos) && same_vec(a.delta, b.delta) &&
           same_vec(a.normal, b.normal) && same(a.time, b.time) && a.collider == b.collider;
}

static inline bool same_sweep(c2d_sweep a, c2d_sweep b) {
    return same_hit(a.hit, b.hit) && same_vec(a.pos, b.pos) && same(a.time, b.time) &&
           a.started_overlapping == b.started_overlapping;
}

static inline bool same_interval(c2d_interval a, c2d_interval b) {
    return a.hit == b.hit && same(a.first, b.first) && same(a.last, b.last);
}

static inline void print_hit(const char *label, c2d_hit h) {
    printf("    %s hit=%d pos=(%.17g, %.17g) delta=(%.17g, %.17g) normal=(%.17g, %.17g) "
           "time=%.17g collider=%lld\n",
           label, (int)h.hit, h.pos.x, h.pos.y, h.delta.x, h.delta.y, h.normal.x, h.normal.y,
           h.time, (long long)h.collider);
}

static inline void print_sweep(const char *label, c2d_sweep s) {
    printf("    %s pos=(%.17g, %.17g) time=%.17g started_overlapping=%d\n", label, s.pos.x,
           s.pos.y, s.time, (int)s.started_overlapping);
    print_hit("  .hit", s.hit);
}

static inline void expect_hit_at(const char *name, c2d_hit got, c2d_hit want, int line) {
    if (!check_at(same_hit(got, want), name, line)) {
        print_hit("got: ", got);
        print_hit("want:", want);
    }
}

static inline void expect_sweep_at(const char *name, c2d_sweep got, c2d_sweep want, int line) {
    if (!check_at(same_sweep(got, want), name, line)) {
        print_sweep("got: ", got);
        print_sweep("want:", want);
    }
}

static inline void expect_interval_at(const char *name, c2d_interval got, c2d_interval want, int line) {
    if (!check_at(same_interval(got, want), name, line)) {
        printf("    got:  hit=%d first=%.17g last=%.17g\n", (int)got.hit, got.first, got.last);
        printf("    want: hit=%d first=%.17g last=%.17g\n", (int)want.hit, want.first, want.last);
    }
}

static inline void expect_status_at(const char *name, c2d_status got, c2d_code code, int arg,
                             int64_t row, double value, int line) {
    bool ok = got.code == code && got.arg == arg && got.row == row && same(got.value, value);
    if (code == C2D_OK) ok = got.code == C2D_OK; // arg, row, value mean nothing then
    if (!check_at(ok, name, line)) {
        printf("    got:  code=%d arg=%d row=%lld value=%.17g\n", (int)got.code, got.arg,
               (long long)got.row, got.value);
        printf("    want: code=%d arg=%d row=%lld value=%.17g\n", (int)code, arg, (long long)row,
               value);
    }
}

#define EXPECT_HIT(name, got, want) expect_hit_at((name), (got), (want), __LINE__)
#define EXPECT_SWEEP(name, got, want) expect_sweep_at((name), (got), (want), __LINE__)
#define EXPECT_INTERVAL(name, got, want) expect_interval_at((name), (got), (want), __LINE__)
#define EXPECT_STATUS(name, got, code, arg, row, value) \
    expect_status_at((name), (got), (code), (arg), (row), (value), __LINE__)

// ---------------------------------------------------------------------------
// Builders for inputs and for the expected results
// ---------------------------------------------------------------------------

static inline c2d_aabb box(double cx, double cy, double hx, double hy) {
    c2d_aabb b = {{cx, cy}, {hx, hy}};
    return b;
}

static inline c2d_vec2 vec(double x, double y) {
    c2d_vec2 v = {x, y};
    return v;
}

/// A scalar hit: collider 0 (the scalar API's "the receiver").
static inline c2d_hit hit_at(double pos_x, double pos_y, double delta_x, double delta_y,
                      double normal_x, double normal_y, double time) {
    c2d_hit h = {{pos_x, pos_y}, {delta_x, delta_y}, {normal_x, normal_y}, time, 0, true};
    return h;
}

static inline c2d_hit with_collider(c2d_hit h, int64_t collider) {
    h.collider = collider;
    return h;
}

/// The documented "no hit" payload (docs/api.md, HitArray): delta and normal
/// (+0, +0), time 1, pos the other shape's end position, collider -1.
static inline c2d_hit miss_at(double x, double y) {
    c2d_hit h = {{x, y}, {0.0, 0.0}, {0.0, 0.0}, 1.0, -1, false};
    return h;
}

static inline c2d_sweep sweep_of(c2d_hit hit, double x, double y, double time, bool started) {
    c2d_sweep s;
    s.hit = hit;
    s.pos = vec(x, y);
    s.time = time;
    s.started_overlapping = started;
    return s;
}

static inline c2d_interval interval(double first, double last) {
    c2d_interval r = {first, last, true};
    return r;
}

static const c2d_interval NO_INTERVAL = {1.0, 1.0, false};

static inline c2d_rows rows(const double *data, ptrdiff_t stride) {
    // count 1 marks a broadcast row; any other count reports rows as they are.
    c2d_rows r = {data, stride, stride == 0 ? 1 : INT64_MAX, 0};
    return r;
}


static inline bool finite_vec(c2d_vec2 v) { return isfinite(v.x) && isfinite(v.y); }

static inline bool hit_ok(c2d_hit h) {
    return finite_vec(h.pos) && finite_vec(h.delta) && finite_vec(h.normal) && h.time >= 0 &&
           h.time <= 1;
}

static inline bool sweep_ok(c2d_sweep s) {
    return hit_ok(s.hit) && finite_vec(s.pos) && s.time >= 0 && s.time <= 1;
}

static inline bool interval_ok(c2d_interval r) {
    return r.first >= 0 && r.last <= 1 && (r.hit ? r.first < r.last : r.first == 1 && r.last == 1);
}


// ---------------------------------------------------------------------------
// Circles, segments and lines (docs/circles-and-lines.md; seeds 001, 003, 004)
// ---------------------------------------------------------------------------
//
// The checks pin what the contracts promise and what exact arithmetic gives,
// not the rounding of one formula for the roots: inputs are chosen so that
// every step is exact (axis-aligned motion, 3-4-5 triangles, small integer
// centres, times that are multiples of 1/8); 3/7 is the one root that is not
// a double, and the stable pair gives it correctly rounded (21 / 49). Results
// are compared bit for bit, signs of zero included, where the contract's own
// formula fixes them (delta = (1 - time) * -delta gives -0.0 for a zero
// component). Each function also gets a no-NaN check on extreme inputs.

static inline c2d_circle circle(double cx, double cy, double r) {
    c2d_circle c = {{cx, cy}, r};
    return c;
}

static inline bool minus_zero(double v) { return v == 0 && signbit(v); }

static inline c2d_line_hit line_hit(c2d_line_kind kind, double sx, double sy, double ex, double ey,
                             double t0, double t1, double u0, double u1) {
    c2d_line_hit r = {{sx, sy}, {ex, ey}, t0, t1, u0, u1, kind};
    return r;
}

/// The page's "no common point" row: start = end = a2, t = u = (1, 1).
static inline c2d_line_hit no_point(c2d_line_kind kind, double a2x, double a2y) {
    return line_hit(kind, a2x, a2y, a2x, a2y, 1, 1, 1, 1);
}

static inline bool same_line_hit(c2d_line_hit a, c2d_line_hit b) {
    return a.kind == b.kind && same_vec(a.start, b.start) && same_vec(a.end, b.end) &&
           same(a.t0, b.t0) && same(a.t1, b.t1) && same(a.u0, b.u0) && same(a.u1, b.u1);
}

static inline void print_line_hit(const char *label, c2d_line_hit r) {
    printf("    %s kind=%lld start=(%.17g, %.17g) end=(%.17g, %.17g) t=(%.17g, %.17g) "
           "u=(%.17g, %.17g)\n",
           label, (long long)r.kind, r.start.x, r.start.y, r.end.x, r.end.y, r.t0, r.t1, r.u0,
           r.u1);
}

static inline void expect_line_at(const char *name, c2d_line_hit got, c2d_line_hit want, int line) {
    if (!check_at(same_line_hit(got, want), name, line)) {
        print_line_hit("got: ", got);
        print_line_hit("want:", want);
    }
}

/// count entries (x, y, u); entries past count are +0.0 (as the batch rows).
static inline c2d_circle_points points_of(int count, double x0, double y0, double u0, double x1,
                                   double y1, double u1) {
    c2d_circle_points p = {count, {{x0, y0}, {x1, y1}}, {u0, u1}};
    return p;
}

static inline bool same_points(c2d_circle_points a, c2d_circle_points b) {
    return a.count == b.count && same_vec(a.point[0], b.point[0]) &&
           same_vec(a.point[1], b.point[1]) && same(a.u[0], b.u[0]) && same(a.u[1], b.u[1]);
}

static inline void expect_points_at(const char *name, c2d_circle_points got, c2d_circle_points want,
                             int line) {
    if (!check_at(same_points(got, want), name, line)) {
        for (int k = 0; k < 2; k++) {
            printf("    got:  count=%d [%d] (%.17g, %.17g) u=%.17g\n", (int)got.count, k,
                   got.point[k].x, got.point[k].y, got.u[k]);
            printf("    want: count=%d [%d] (%.17g, %.17g) u=%.17g\n", (int)want.count, k,
                   want.point[k].x, want.point[k].y, want.u[k]);
        }
    }
}

#define EXPECT_LINE(name, got, want) expect_line_at((name), (got), (want), __LINE__)
#define EXPECT_POINTS(name, got, want) expect_points_at((name), (got), (want), __LINE__)

static inline bool no_nan_vec(c2d_vec2 v) { return !isnan(v.x) && !isnan(v.y); }

static inline bool line_hit_ok(c2d_line_hit r) {
    return no_nan_vec(r.start) && no_nan_vec(r.end) && !isnan(r.t0) && !isnan(r.t1) &&
           !isnan(r.u0) && !isnan(r.u1) && r.kind >= C2D_LINES_NONE &&
           r.kind <= C2D_LINES_PARALLEL;
}

static inline bool points_ok(c2d_circle_points p) {
    bool ok = p.count >= 0 && p.count <= 2;
    for (int k = 0; k < 2; k++) ok = ok && no_nan_vec(p.point[k]) && !isnan(p.u[k]);
    return ok && (p.count < 2 || p.u[0] <= p.u[1]);
}


static inline bool zero_bytes(const void *p, size_t count) {
    const unsigned char *b = p;
    for (size_t k = 0; k < count; k++)
        if (b[k] != 0) return false;
    return true;
}


// The tests, one function each (defined in tests/c/test_*.c, run by main()).
void test_intersect_point(void);
void test_intersect_segment(void);
void test_intersect_aabb(void);
void test_overlaps_agrees_with_intersect(void);
void test_sweep_aabb(void);
void test_batch_intersect_collider_rows(void);
void test_sweep_into(void);
void test_broad_pairs(void);
void test_radix_sort(void);
void test_sweep_pairs(void);
void test_sweep_choice(void);
void test_rows_changed_in_place(void);
void test_grid_copy_bounds(void);
void test_overlap_interval(void);
void test_batch_equals_scalar(void);
void test_validation(void);
void test_no_nan_on_awkward_inputs(void);
void test_circle_point_and_circle(void);
void test_circle_and_aabb(void);
void test_circle_segment(void);
void test_line_intersection(void);
void test_circle_line_points(void);
void test_sweep_circle_circle(void);
void test_sweep_circle_and_aabb(void);
void test_overlap_interval_circles(void);
void test_circle_invariants(void);
void test_circles_no_nan(void);
void test_work_counts_saturate(void);
void test_result_rows_have_no_stale_bytes(void);
void test_dispatch_tables(void);
void test_every_kernel_of_the_list(void);

#endif
