// collide2d: standalone test program for the C core -- no Python, no framework.
//
// DESIGN.md section 1 asks that the core build on its own into a small C
// program so that sanitizers (ASan, UBSan) can run on it; tests/c/run.sh
// builds this file with them. Every expected value below is derived by hand
// from the seed formulas (seed 000: AABB tests and sweeps; seed 002: first and
// last overlap times; docs/circles-and-lines.md for circles, segments and
// lines), never by calling the function under test, and the
// derivation is written next to the check. Inputs are dyadic (multiples of
// powers of two), so every step of a derivation is exact unless said otherwise.
//
// Doubles are compared bit for bit (so +0.0 and -0.0 differ): C and the
// pure-Python oracle must agree bit for bit, and the sign of a zero is part
// of what the seed's arithmetic produces.
//
// The last line of output is "N passed, N failed"; the exit status is 1 when
// anything failed.
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/dispatch.h"
#include "kernels/kernels.h"

// The kernels take their arguments as an array (kernels.h); these spell a call out.
#define CALL(id, n, out, ...) c2d_batch_##id(n, (const c2d_rows[]){__VA_ARGS__}, NULL, out)
// sweep_into: movers, m boxes, k circles (numbered after the boxes), deltas.
#define CALL_INTO(id, n, out, movers, m, boxes, k, circles, deltas)                          \
    c2d_batch_##id(n, (const c2d_rows[]){movers, boxes, circles, deltas},                   \
                   (const int64_t[]){n, m, k, n}, out)
static const c2d_rows NO_ROWS = {NULL, 0, 0, 0};

// ---------------------------------------------------------------------------
// A tiny assertion kit
// ---------------------------------------------------------------------------

static int passed_count;
static int failed_count;

/// Record one named check; print its name and line when it fails.
static bool check_at(bool ok, const char *name, int line) {
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
static bool same(double a, double b) {
    if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
    return a == b && signbit(a) == signbit(b);
}

static bool same_vec(c2d_vec2 a, c2d_vec2 b) { return same(a.x, b.x) && same(a.y, b.y); }

static bool same_hit(c2d_hit a, c2d_hit b) {
    return a.hit == b.hit && same_vec(a.pos, b.pos) && same_vec(a.delta, b.delta) &&
           same_vec(a.normal, b.normal) && same(a.time, b.time) && a.collider == b.collider;
}

static bool same_sweep(c2d_sweep a, c2d_sweep b) {
    return same_hit(a.hit, b.hit) && same_vec(a.pos, b.pos) && same(a.time, b.time) &&
           a.started_overlapping == b.started_overlapping;
}

static bool same_interval(c2d_interval a, c2d_interval b) {
    return a.hit == b.hit && same(a.first, b.first) && same(a.last, b.last);
}

static void print_hit(const char *label, c2d_hit h) {
    printf("    %s hit=%d pos=(%.17g, %.17g) delta=(%.17g, %.17g) normal=(%.17g, %.17g) "
           "time=%.17g collider=%lld\n",
           label, (int)h.hit, h.pos.x, h.pos.y, h.delta.x, h.delta.y, h.normal.x, h.normal.y,
           h.time, (long long)h.collider);
}

static void print_sweep(const char *label, c2d_sweep s) {
    printf("    %s pos=(%.17g, %.17g) time=%.17g started_overlapping=%d\n", label, s.pos.x,
           s.pos.y, s.time, (int)s.started_overlapping);
    print_hit("  .hit", s.hit);
}

static void expect_hit_at(const char *name, c2d_hit got, c2d_hit want, int line) {
    if (!check_at(same_hit(got, want), name, line)) {
        print_hit("got: ", got);
        print_hit("want:", want);
    }
}

static void expect_sweep_at(const char *name, c2d_sweep got, c2d_sweep want, int line) {
    if (!check_at(same_sweep(got, want), name, line)) {
        print_sweep("got: ", got);
        print_sweep("want:", want);
    }
}

static void expect_interval_at(const char *name, c2d_interval got, c2d_interval want, int line) {
    if (!check_at(same_interval(got, want), name, line)) {
        printf("    got:  hit=%d first=%.17g last=%.17g\n", (int)got.hit, got.first, got.last);
        printf("    want: hit=%d first=%.17g last=%.17g\n", (int)want.hit, want.first, want.last);
    }
}

static void expect_status_at(const char *name, c2d_status got, c2d_code code, int arg,
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

static c2d_aabb box(double cx, double cy, double hx, double hy) {
    c2d_aabb b = {{cx, cy}, {hx, hy}};
    return b;
}

static c2d_vec2 vec(double x, double y) {
    c2d_vec2 v = {x, y};
    return v;
}

/// A scalar hit: collider 0 (the scalar API's "the receiver").
static c2d_hit hit_at(double pos_x, double pos_y, double delta_x, double delta_y,
                      double normal_x, double normal_y, double time) {
    c2d_hit h = {{pos_x, pos_y}, {delta_x, delta_y}, {normal_x, normal_y}, time, 0, true};
    return h;
}

static c2d_hit with_collider(c2d_hit h, int64_t collider) {
    h.collider = collider;
    return h;
}

/// The documented "no hit" payload (docs/api.md, HitArray): delta and normal
/// (+0, +0), time 1, pos the other shape's end position, collider -1.
static c2d_hit miss_at(double x, double y) {
    c2d_hit h = {{x, y}, {0.0, 0.0}, {0.0, 0.0}, 1.0, -1, false};
    return h;
}

static c2d_sweep sweep_of(c2d_hit hit, double x, double y, double time, bool started) {
    c2d_sweep s;
    s.hit = hit;
    s.pos = vec(x, y);
    s.time = time;
    s.started_overlapping = started;
    return s;
}

static c2d_interval interval(double first, double last) {
    c2d_interval r = {first, last, true};
    return r;
}

static const c2d_interval NO_INTERVAL = {1.0, 1.0, false};

// ---------------------------------------------------------------------------
// Seed 000, AABB vs Point
// ---------------------------------------------------------------------------

static void test_intersect_point(void) {
    // Box centre (0, 0), half (2, 1): the interior is -2 < x < 2, -1 < y < 1.
    c2d_aabb b = box(0, 0, 2, 1);

    // dx = 1.5, px = 2 - 1.5 = 0.5; dy = 0.25, py = 1 - 0.25 = 0.75.
    // px < py: x axis, sx = +1; pos = (0 + 2 * 1, 0.25), delta = (0.5, 0).
    EXPECT_HIT("point inside near the right edge is pushed out through x",
               c2d_intersect_aabb_point(b, vec(1.5, 0.25)), hit_at(2, 0.25, 0.5, 0, 1, 0, 0));

    // dx = -0.5, px = 1.5; dy = -0.75, py = 0.25 < px: y axis, sy = -1;
    // pos = (-0.5, 0 + 1 * -1), delta = (0, 0.25 * -1).
    EXPECT_HIT("point inside near the bottom edge is pushed out through -y",
               c2d_intersect_aabb_point(b, vec(-0.5, -0.75)),
               hit_at(-0.5, -1, 0, -0.25, 0, -1, 0));

    // px = 2 - |2| = 0 <= 0: touching is not colliding.
    EXPECT_HIT("point on the right edge does not hit",
               c2d_intersect_aabb_point(b, vec(2, 0)), miss_at(2, 0));
    // py = 1 - |-1| = 0.
    EXPECT_HIT("point on the bottom edge does not hit",
               c2d_intersect_aabb_point(b, vec(0.5, -1)), miss_at(0.5, -1));
    EXPECT_HIT("point on a corner does not hit",
               c2d_intersect_aabb_point(b, vec(-2, 1)), miss_at(-2, 1));
    // px = 2 - 3 = -1: the no-hit payload keeps the point as pos.
    EXPECT_HIT("a missed point reports the no-hit payload at the point",
               c2d_intersect_aabb_point(b, vec(3, 0.5)), miss_at(3, 0.5));

    // Square box, point at the centre: px = py = 1, px < py is false -> y;
    // sy = sign(0) = +1, so normal (0, 1), delta (0, 1), pos (0, 0 + 1).
    c2d_aabb square = box(0, 0, 1, 1);
    EXPECT_HIT("point at the centre ties to y and leaves through +y",
               c2d_intersect_aabb_point(square, vec(0, 0)), hit_at(0, 1, 0, 1, 0, 1, 0));
    // px = py = 0.5: tie -> y, sy = +1: pos (0.5, 1), delta (0, 0.5).
    EXPECT_HIT("point on the diagonal ties to y",
               c2d_intersect_aabb_point(square, vec(0.5, 0.5)),
               hit_at(0.5, 1, 0, 0.5, 0, 1, 0));
    // dx = dy = -0.0 - 0 = -0.0; sign(-0.0) = +1 (seed: value < 0 ? -1 : 1), so
    // the same as the centre, and pos.x is the point's own x, -0.0, untouched.
    EXPECT_HIT("point at (-0.0, -0.0) leaves through +y and keeps its -0.0",
               c2d_intersect_aabb_point(square, vec(-0.0, -0.0)),
               hit_at(-0.0, 1, 0, 1, 0, 1, 0));
    // Box at (-0.0, -0.0): dx = 0 - (-0.0) = +0.0, same answer with pos.x = 0.
    EXPECT_HIT("box centred at (-0.0, -0.0) treats -0.0 like +0.0",
               c2d_intersect_aabb_point(box(-0.0, -0.0, 1, 1), vec(0, 0)),
               hit_at(0, 1, 0, 1, 0, 1, 0));

    // A box with a zero half size has no interior: px = 0 - |dx| <= 0.
    EXPECT_HIT("point at the centre of a zero-size box does not hit",
               c2d_intersect_aabb_point(box(1, 1, 0, 0), vec(1, 1)), miss_at(1, 1));
    EXPECT_HIT("point on a zero-width box does not hit",
               c2d_intersect_aabb_point(box(0, 0, 0, 5), vec(0, 1)), miss_at(0, 1));
}

// ---------------------------------------------------------------------------
// Seed 000, AABB vs Segment (slab test)
// ---------------------------------------------------------------------------

static void test_intersect_segment(void) {
    // Box centre (0, 0), half (2, 1). Seed: scale = 1 / delta, sign = sign(scale),
    // near = (c - sign * h - start) * scale, far = (c + sign * h - start) * scale;
    // miss if near_x > far_y or near_y > far_x, or near >= 1, or far <= 0;
    // time = clamp(near, 0, 1); normal = -sign on the entry axis (ties to y);
    // delta = (1 - time) * -delta; pos = start + delta * time.
    c2d_aabb b = box(0, 0, 2, 1);

    // pos (-4, 0), delta (8, 2): scale (1/8, 1/2).
    // near_x = (0 - 2 + 4) / 8 = 0.25, far_x = (0 + 2 + 4) / 8 = 0.75,
    // near_y = (0 - 1 - 0) / 2 = -0.5, far_y = (0 + 1 - 0) / 2 = 0.5.
    // near = 0.25 (x), far = 0.5: hit, time 0.25, normal (-1, 0),
    // delta = 0.75 * (-8, -2) = (-6, -1.5), pos = (-4 + 2, 0 + 0.5).
    EXPECT_HIT("segment entering from the left hits the left face",
               c2d_intersect_aabb_segment(b, vec(-4, 0), vec(8, 2), 0, 0),
               hit_at(-2, 0.5, -6, -1.5, -1, 0, 0.25));

    // pos (-4, 0.5), delta (4, +0): y has no motion and 0.5 is strictly inside,
    // so the y slab is (-inf, +inf). near_x = (0 - 2 + 4) / 4 = 0.5.
    // delta.y = (1 - 0.5) * -(+0.0) = -0.0 (the seed's arithmetic).
    EXPECT_HIT("horizontal segment entering from the left hits at half way",
               c2d_intersect_aabb_segment(b, vec(-4, 0.5), vec(4, 0), 0, 0),
               hit_at(-2, 0.5, -2, -0.0, -1, 0, 0.5));

    // pos (0.5, 3), delta (+0, -4): scale_y = -0.25, sign_y = -1;
    // near_y = (0 + 1 - 3) * -0.25 = 0.5, far_y = (0 - 1 - 3) * -0.25 = 1.
    // x: no motion, 0.5 strictly inside. normal = (0, -sign_y) = (0, 1);
    // delta = 0.5 * (-0.0, 4) = (-0.0, 2); pos = (0.5 + 0, 3 - 2).
    EXPECT_HIT("segment coming down hits the top face with normal +y",
               c2d_intersect_aabb_segment(b, vec(0.5, 3), vec(0, -4), 0, 0),
               hit_at(0.5, 1, -0.0, 2, 0, 1, 0.5));

    // pos (0.5, 0.25) inside, delta (4, 0): near_x = (0 - 2 - 0.5) / 4 = -0.625,
    // far_x = (0 + 2 - 0.5) / 4 = 0.375; y slab (-inf, inf). near = -0.625
    // from x: time = clamp(-0.625) = 0, normal (-1, 0), delta = 1 * (-4, -0.0),
    // pos = the start.
    EXPECT_HIT("segment starting inside hits at time 0",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(4, 0), 0, 0),
               hit_at(0.5, 0.25, -4, -0.0, -1, 0, 0));

    // pos (-4, 1) on the line of the top edge, delta (8, +0): far_num_y =
    // 0 + 1 - 1 = 0 with no y motion -> far_y = -inf (not strictly inside), and
    // near_x = 0.25 > far_y: no hit. End position (4, 1).
    EXPECT_HIT("segment running along an edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 1), vec(8, 0), 0, 0), miss_at(4, 1));
    // delta.y = -0.0: scale_y = -inf, sign_y = -1, near_num_y = 0 + 1 - 1 = 0 ->
    // near_y = +inf > far_x: no hit either.
    EXPECT_HIT("segment running along an edge with -0.0 motion does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 1), vec(8, -0.0), 0, 0),
               miss_at(4, 1));
    // Bottom edge: near_num_y = 0 - 1 - (-1) = 0 -> near_y = +inf.
    EXPECT_HIT("segment running along the bottom edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, -1), vec(8, 0), 0, 0), miss_at(4, -1));
    // Vertical, along the left edge x = -2: near_num_x = 0 - 2 + 2 = 0 -> +inf.
    EXPECT_HIT("vertical segment running along the left edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-2, -3), vec(0, 6), 0, 0), miss_at(-2, 3));

    // pos (-4, 0), delta (2, 0): near_x = (0 - 2 + 4) / 2 = 1 >= 1: no hit.
    EXPECT_HIT("segment ending exactly on the edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 0), vec(2, 0), 0, 0), miss_at(-2, 0));
    // pos (2, 0) on the right edge, delta (4, 0): far_x = (0 + 2 - 2) / 4 = 0 <= 0.
    EXPECT_HIT("segment leaving from the far edge does not hit",
               c2d_intersect_aabb_segment(b, vec(2, 0), vec(4, 0), 0, 0), miss_at(6, 0));
    // delta (-4, 0): scale -0.25, sign -1: near_x = (0 + 2 + 4) * -0.25 = -1.5,
    // far_x = (0 - 2 + 4) * -0.25 = -0.5 <= 0.
    EXPECT_HIT("segment pointing away does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 0), vec(-4, 0), 0, 0), miss_at(-8, 0));
    // pos (-4, 0), delta (8, 8): near_x = 0.25, far_x = 0.75, near_y = -1/8,
    // far_y = 1/8 < near_x: the line passes above the box's corner.
    EXPECT_HIT("segment passing beside the corner does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 0), vec(8, 8), 0, 0), miss_at(4, 8));

    // pos (-3, 0), delta (2, 2) passes exactly through the corner (-2, 1):
    // near_x = (0 - 2 + 3) / 2 = 0.5, far_x = (0 + 2 + 3) / 2 = 2.5,
    // near_y = (0 - 1 - 0) / 2 = -0.5, far_y = (0 + 1 - 0) / 2 = 0.5.
    // near = far = 0.5: the path meets the box at one instant, never its
    // interior (our touching rule, near >= far; the seed alone would hit).
    EXPECT_HIT("segment grazing a corner does not hit",
               c2d_intersect_aabb_segment(b, vec(-3, 0), vec(2, 2), 0, 0), miss_at(-1, 2));
    // Box of zero size at the origin, pos (-1, -1), delta (2, 2): near_x =
    // (0 - 0 + 1) / 2 = 0.5 = far_x, likewise on y: near = far.
    EXPECT_HIT("segment crossing a zero-size box does not hit",
               c2d_intersect_aabb_segment(box(0, 0, 0, 0), vec(-1, -1), vec(2, 2), 0, 0),
               miss_at(1, 1));

    // Zero-length segment (+0, +0) inside: both slabs (-inf, +inf); near =
    // near_y (ties to y) = -inf, so time 0 and normal (0, -sign(+inf)) = (0, -1);
    // delta = 1 * (-0.0, -0.0); pos = start.
    EXPECT_HIT("zero-length segment inside hits with normal (0, -1)",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(0, 0), 0, 0),
               hit_at(0.5, 0.25, -0.0, -0.0, 0, -1, 0));
    // With (-0.0, -0.0) the seed's scale is -inf, so sign_y = -1 and the
    // normal is (0, +1); delta = 1 * -(-0.0) = +0.0.
    EXPECT_HIT("zero-length segment of -0.0 inside hits with normal (0, 1)",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(-0.0, -0.0), 0, 0),
               hit_at(0.5, 0.25, 0, 0, 0, 1, 0));
    // x = 3 is outside: near_num_x = -5, far_num_x = -1, both * inf = -inf;
    // far = -inf <= 0.
    EXPECT_HIT("zero-length segment outside does not hit",
               c2d_intersect_aabb_segment(b, vec(3, 0), vec(0, 0), 0, 0), miss_at(3, 0));
    // x = 2: far_num_x = 0 with no motion -> far_x = -inf.
    EXPECT_HIT("zero-length segment on the boundary does not hit",
               c2d_intersect_aabb_segment(b, vec(2, 0), vec(0, 0), 0, 0), miss_at(2, 0));

    // 5e-324 (the smallest subnormal): 1 / 5e-324 overflows to +inf, so it
    // behaves like +0 in the slab test: inside -> both near times -inf -> y
    // axis, normal (0, -1); delta = 1 * (-5e-324, -0.0).
    EXPECT_HIT("subnormal motion inside hits at time 0 without NaN",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(5e-324, 0), 0, 0),
               hit_at(0.5, 0.25, -5e-324, -0.0, 0, -1, 0));
    // -5e-324: scale_x = -inf, near_x = (0 + 2 - 0.5) * -inf = -inf; tie with
    // near_y = -inf goes to y, whose motion is +0: normal (0, -1).
    EXPECT_HIT("negative subnormal motion inside hits at time 0 without NaN",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(-5e-324, 0), 0, 0),
               hit_at(0.5, 0.25, 5e-324, -0.0, 0, -1, 0));
    // Start on the left edge: near_num_x = 0 with an infinite scale -> +inf,
    // not 0 * inf = NaN. The end -2 + 5e-324 rounds to -2.
    EXPECT_HIT("subnormal motion from an edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-2, 0), vec(5e-324, 0), 0, 0),
               miss_at(-2, 0));

    // Paddings grow the box: half (2 + 1, 1 + 0.5) = (3, 1.5).
    // pos (-5, 0), delta (4, 0): near_x = (0 - 3 + 5) / 4 = 0.5; pos (-3, 0).
    EXPECT_HIT("padding_x moves the left face out",
               c2d_intersect_aabb_segment(b, vec(-5, 0), vec(4, 0), 1, 0.5),
               hit_at(-3, 0, -2, -0.0, -1, 0, 0.5));
    // Unpadded: near_x = (0 - 2 + 5) / 4 = 0.75; delta 0.25 * -4 = -1.
    EXPECT_HIT("without padding the same segment hits later",
               c2d_intersect_aabb_segment(b, vec(-5, 0), vec(4, 0), 0, 0),
               hit_at(-2, 0, -1, -0.0, -1, 0, 0.75));
    // pos (0, 3), delta (0, -2), padding_y 0.5: scale_y = -0.5, sign -1;
    // near_y = (0 + 1.5 - 3) * -0.5 = 0.75, far_y = (0 - 1.5 - 3) * -0.5 = 2.25;
    // normal (0, 1); delta 0.25 * (-0.0, 2) = (-0.0, 0.5); pos (0, 3 - 1.5).
    EXPECT_HIT("padding_y moves the top face out",
               c2d_intersect_aabb_segment(b, vec(0, 3), vec(0, -2), 0, 0.5),
               hit_at(0, 1.5, -0.0, 0.5, 0, 1, 0.75));
    // y = 1.25 is inside the padded slab (-1.5, 1.5) only: near_x = 2 / 8.
    EXPECT_HIT("segment inside the padded margin hits",
               c2d_intersect_aabb_segment(b, vec(-4, 1.25), vec(8, 0), 0, 0.5),
               hit_at(-2, 1.25, -6, -0.0, -1, 0, 0.25));
    // Unpadded: far_num_y = 0 + 1 - 1.25 < 0 -> far_y = -inf.
    EXPECT_HIT("the same segment without padding misses",
               c2d_intersect_aabb_segment(b, vec(-4, 1.25), vec(8, 0), 0, 0),
               miss_at(4, 1.25));
    // Along the padded edge y = 1.5: far_num_y = 0 + 1.5 - 1.5 = 0 -> no hit.
    EXPECT_HIT("segment running along a padded edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 1.5), vec(8, 0), 0, 0.5),
               miss_at(4, 1.5));
}

// ---------------------------------------------------------------------------
// Seed 000, AABB vs AABB, and overlaps
// ---------------------------------------------------------------------------

static void test_intersect_aabb(void) {
    // Seed: px = (other.hx + box.hx) - |dx|, py likewise; miss if <= 0;
    // px < py -> x axis, else y (ties to y); sign(0) = +1.
    c2d_aabb b = box(0, 0, 2, 1);

    // other (3, 0.5) half (1.5, 1): px = 3.5 - 3 = 0.5, py = 2 - 0.5 = 1.5.
    // x: sx = +1, delta (0.5, 0), normal (1, 0), pos (0 + 2, 0.5).
    EXPECT_HIT("overlap is resolved along the x axis of least overlap",
               c2d_intersect_aabb_aabb(b, box(3, 0.5, 1.5, 1)), hit_at(2, 0.5, 0.5, 0, 1, 0, 0));
    // other (0.5, -1.5) half (1, 1): px = 3 - 0.5 = 2.5, py = 2 - 1.5 = 0.5.
    // y: sy = -1, delta (0, -0.5), normal (0, -1), pos (0.5, 0 - 1).
    EXPECT_HIT("overlap is resolved along the y axis of least overlap",
               c2d_intersect_aabb_aabb(b, box(0.5, -1.5, 1, 1)),
               hit_at(0.5, -1, 0, -0.5, 0, -1, 0));

    c2d_aabb square = box(0, 0, 1, 1);
    // other (1, 1) half (1, 1): px = 2 - 1 = 1 = py -> y, sy = +1.
    EXPECT_HIT("equal overlaps tie to y",
               c2d_intersect_aabb_aabb(square, box(1, 1, 1, 1)), hit_at(1, 1, 0, 1, 0, 1, 0));
    // other (-1, -1): px = py = 1 -> y, sy = -1: pos (-1, -1), delta (0, -1).
    EXPECT_HIT("equal overlaps below-left tie to -y",
               c2d_intersect_aabb_aabb(square, box(-1, -1, 1, 1)),
               hit_at(-1, -1, 0, -1, 0, -1, 0));
    // Concentric: px = py = 1.5 -> y, sign(0) = +1: delta (0, 1.5), pos (0, 1).
    EXPECT_HIT("concentric boxes separate through +y",
               c2d_intersect_aabb_aabb(square, box(0, 0, 0.5, 0.5)),
               hit_at(0, 1, 0, 1.5, 0, 1, 0));
    // Same at (-0.0, -0.0): dy = -0.0, sign(-0.0) = +1, pos.x = -0.0.
    EXPECT_HIT("concentric at -0.0 separates through +y",
               c2d_intersect_aabb_aabb(square, box(-0.0, -0.0, 0.5, 0.5)),
               hit_at(-0.0, 1, 0, 1.5, 0, 1, 0));

    // other (3, 0) half (1, 1): px = 3 - 3 = 0 -> touching, no hit.
    EXPECT_HIT("boxes touching on a vertical face do not hit",
               c2d_intersect_aabb_aabb(b, box(3, 0, 1, 1)), miss_at(3, 0));
    // other (0, 2) half (1, 1): px = 3, py = 2 - 2 = 0.
    EXPECT_HIT("boxes touching on a horizontal face do not hit",
               c2d_intersect_aabb_aabb(b, box(0, 2, 1, 1)), miss_at(0, 2));
    EXPECT_HIT("boxes touching at a corner do not hit",
               c2d_intersect_aabb_aabb(b, box(-3, -2, 1, 1)), miss_at(-3, -2));
    // A miss keeps the other box's centre as pos.
    EXPECT_HIT("a missed box reports the no-hit payload at its centre",
               c2d_intersect_aabb_aabb(b, box(10, -7, 1, 1)), miss_at(10, -7));

    // Zero half sizes: px = (0 + 0) - 0 = 0 <= 0.
    EXPECT_HIT("two zero-size boxes at the same point do not hit",
               c2d_intersect_aabb_aabb(box(0, 0, 0, 0), box(0, 0, 0, 0)), miss_at(0, 0));
    // Two zero-width boxes on the same vertical line: px = 0.
    EXPECT_HIT("two zero-width boxes on one line do not hit",
               c2d_intersect_aabb_aabb(box(0, 0, 0, 5), box(0, 1, 0, 5)), miss_at(0, 1));
    // A zero-size other box is the same formula as a point: 0.0 + half is exact.
    CHECK("a zero-size other box is tested exactly like a point",
          same_hit(c2d_intersect_aabb_aabb(b, box(1.5, 0.25, 0, 0)),
                   c2d_intersect_aabb_point(b, vec(1.5, 0.25))));

    // overlaps_aabb_aabb on the cases above.
    CHECK("overlaps is true for overlapping boxes",
          c2d_overlaps_aabb_aabb(b, box(3, 0.5, 1.5, 1)));
    CHECK("overlaps is false for touching boxes", !c2d_overlaps_aabb_aabb(b, box(3, 0, 1, 1)));
    CHECK("overlaps is false for two zero-size boxes",
          !c2d_overlaps_aabb_aabb(box(0, 0, 0, 0), box(0, 0, 0, 0)));
}

static void test_overlaps_agrees_with_intersect(void) {
    // Quarter-step centres and half sizes make exact ties and touching cases;
    // overlaps must equal intersect(...).hit on every one of them.
    static const double halves[] = {0.0, 0.5, 1.0, 1.5};
    c2d_aabb receivers[] = {box(0, 0, 1, 1), box(0.25, -0.5, 1.5, 0.5), box(0, 0, 0, 1)};
    long mismatches = 0, hits = 0, misses = 0;
    for (size_t r = 0; r < sizeof receivers / sizeof receivers[0]; r++) {
        for (int i = -12; i <= 12; i++) {
            for (int j = -12; j <= 12; j++) {
                for (int hx = 0; hx < 4; hx++) {
                    for (int hy = 0; hy < 4; hy++) {
                        c2d_aabb other = box(i * 0.25, j * 0.25, halves[hx], halves[hy]);
                        bool hit = c2d_intersect_aabb_aabb(receivers[r], other).hit;
                        bool overlap = c2d_overlaps_aabb_aabb(receivers[r], other);
                        if (hit != overlap && mismatches++ == 0) {
                            printf("    first mismatch: receiver %zu, other (%g, %g, %g, %g)\n", r,
                                   other.pos.x, other.pos.y, other.half.x, other.half.y);
                        }
                        hits += hit;
                        misses += !hit;
                    }
                }
            }
        }
    }
    CHECK("overlaps agrees with intersect on a quarter-step grid", mismatches == 0);
    // Guard against a grid that exercises only one side.
    CHECK("the quarter-step grid holds both hits and misses", hits > 1000 && misses > 1000);
}

// ---------------------------------------------------------------------------
// Seed 000, AABB vs Swept AABB
// ---------------------------------------------------------------------------

static void test_sweep_aabb(void) {
    // Seed: cast the mover's centre against the collider grown by the mover's
    // half size; time = clamp(hit.time - 1e-8, 0, 1); pos = start + delta *
    // time; hit.pos = clamp(hit.pos + normalize(delta) * mover half) onto
    // the collider. The expected times are written as the seed's own
    // expression `t - 1e-8`, evaluated in double like the C code.
    c2d_aabb b = box(0, 0, 2, 1);

    // Mover (-6, 0) half (1, 1), delta (8, 0); grown half (3, 2).
    // near_x = (0 - 3 + 6) / 8 = 0.375, far_x = 9 / 8; y: no motion, inside.
    // hit.time 0.375, normal (-1, 0), hit.delta = 0.625 * (-8, -0.0) = (-5, -0.0);
    // segment pos (-6 + 3, 0) = (-3, 0); normalize(8, 0) = (1, 0), so hit.pos =
    // (clamp(-3 + 1, -2, 2), clamp(0, -1, 1)) = (-2, 0).
    double t = 0.375 - 1e-8;
    EXPECT_SWEEP("sweep blocked by a face stops 1e-8 of time early",
                 c2d_sweep_aabb_aabb(b, box(-6, 0, 1, 1), vec(8, 0)),
                 sweep_of(hit_at(-2, 0, -5, -0.0, -1, 0, 0.375), -6 + 8 * t, 0, t, false));

    // Collider (0, 0) half (1, 1); mover (-4, 1.5) half (1, 1), delta (4, 0).
    // Grown half (2, 2): near_x = (0 - 2 + 4) / 4 = 0.5; y inside (1.5 < 2).
    // Segment pos (-2, 1.5); + (1, 0) * 1 = (-1, 1.5); clamped onto the
    // collider [-1, 1] x [-1, 1]: (-1, 1).
    c2d_aabb square = box(0, 0, 1, 1);
    t = 0.5 - 1e-8;
    EXPECT_SWEEP("sweep hit position is clamped onto the collider",
                 c2d_sweep_aabb_aabb(square, box(-4, 1.5, 1, 1), vec(4, 0)),
                 sweep_of(hit_at(-1, 1, -2, -0.0, -1, 0, 0.5), -4 + 4 * t, 1.5, t, false));

    // Mover (-4, -4) half (1, 1), delta (4, 4): near_x = near_y = 0.5 -> tie to
    // y, normal (0, -sign_y) = (0, -1); hit.delta = 0.5 * (-4, -4) = (-2, -2).
    // hit.pos = clamp(-2 + 0.7071..., -1, 1) = -1 on both axes.
    EXPECT_SWEEP("diagonal sweep into a corner ties to y",
                 c2d_sweep_aabb_aabb(square, box(-4, -4, 1, 1), vec(4, 4)),
                 sweep_of(hit_at(-1, -1, -2, -2, 0, -1, 0.5), -4 + 4 * t, -4 + 4 * t, t, false));

    // Mover (-6, 2) half (1, 1) slides along the top face y = 1: grown half y
    // is 2 and the centre's y is 2, so far_num_y = 0 + 2 - 2 = 0 with no y
    // motion -> far_y = -inf: no hit, end at (-6 + 12, 2).
    c2d_sweep free_slide = sweep_of(miss_at(6, 2), 6, 2, 1, false);
    EXPECT_SWEEP("box sliding along a face while touching is not blocked",
                 c2d_sweep_aabb_aabb(b, box(-6, 2, 1, 1), vec(12, 0)), free_slide);
    EXPECT_SWEEP("box sliding along a face with -0.0 motion is not blocked",
                 c2d_sweep_aabb_aabb(b, box(-6, 2, 1, 1), vec(12, -0.0)), free_slide);
    EXPECT_SWEEP("box sliding along the bottom face is not blocked",
                 c2d_sweep_aabb_aabb(b, box(-6, -2, 1, 1), vec(12, 0)),
                 sweep_of(miss_at(6, -2), 6, -2, 1, false));
    // Right face x = 2, mover (3, -5) half (1, 1) moving (0, 10): far_num_x = 0.
    EXPECT_SWEEP("box sliding along a vertical face is not blocked",
                 c2d_sweep_aabb_aabb(b, box(3, -5, 1, 1), vec(0, 10)),
                 sweep_of(miss_at(3, 5), 3, 5, 1, false));
    // Collider (0, 0) half (1, 1), mover (-3, 1) half (1, 1), delta (2, 2):
    // grown half (2, 2); near_x = (0 - 2 + 3) / 2 = 0.5, far_x = 2.5,
    // near_y = (0 - 2 - 1) / 2 = -1.5, far_y = (0 + 2 - 1) / 2 = 0.5:
    // near = far, the boxes touch corner to corner at t = 0.5 and pass.
    EXPECT_SWEEP("box passing corner to corner is not blocked",
                 c2d_sweep_aabb_aabb(square, box(-3, 1, 1, 1), vec(2, 2)),
                 sweep_of(miss_at(-1, 3), -1, 3, 1, false));
    // Passes well above.
    EXPECT_SWEEP("a sweep that misses ends at start + delta with the no-hit payload",
                 c2d_sweep_aabb_aabb(b, box(-6, 5, 1, 1), vec(12, 0)),
                 sweep_of(miss_at(6, 5), 6, 5, 1, false));

    // Zero delta: the static test. Mover (3, 0.5) half (1.5, 1) overlaps (see
    // test_intersect_aabb): hit (2, 0.5), delta (0.5, 0), normal (1, 0);
    // time 0, pos = start, started_overlapping.
    c2d_sweep stuck = sweep_of(hit_at(2, 0.5, 0.5, 0, 1, 0, 0), 3, 0.5, 0, true);
    EXPECT_SWEEP("zero-delta sweep is the static test and flags the overlap",
                 c2d_sweep_aabb_aabb(b, box(3, 0.5, 1.5, 1), vec(0, 0)), stuck);
    EXPECT_SWEEP("zero-delta sweep with -0.0 components is the static test",
                 c2d_sweep_aabb_aabb(b, box(3, 0.5, 1.5, 1), vec(-0.0, -0.0)), stuck);
    EXPECT_SWEEP("zero-delta sweep apart misses with time 1",
                 c2d_sweep_aabb_aabb(b, box(10, 0, 1, 1), vec(0, 0)),
                 sweep_of(miss_at(10, 0), 10, 0, 1, false));
    EXPECT_SWEEP("zero-delta sweep touching misses",
                 c2d_sweep_aabb_aabb(b, box(3, 0, 1, 1), vec(0, -0.0)),
                 sweep_of(miss_at(3, 0), 3, 0, 1, false));

    // Mover (1, 0) half (1, 1) inside, delta (4, 0): grown half (3, 2);
    // near_x = (0 - 3 - 1) / 4 = -1, far_x = (0 + 3 - 1) / 4 = 0.5. hit.time =
    // clamp(-1) = 0, normal (-1, 0), hit.delta = 1 * (-4, -0.0); hit.pos =
    // clamp(1 + 1, -2, 2) = 2, y 0; time = clamp(0 - 1e-8) = 0; near < 0: stuck.
    EXPECT_SWEEP("sweep starting overlapping reports time 0 and started_overlapping",
                 c2d_sweep_aabb_aabb(b, box(1, 0, 1, 1), vec(4, 0)),
                 sweep_of(hit_at(2, 0, -4, -0.0, -1, 0, 0), 1, 0, 0, true));

    // Mover (-3, 0) half (1, 1) touching the left face, delta (4, 0):
    // near_x = (0 - 3 + 3) * 0.25 = +0, far_x = 1.5: hit at time 0, but near is
    // not < 0, so it was touching, not stuck. hit.pos = clamp(-3 + 1) = -2.
    EXPECT_SWEEP("box touching and moving in is blocked at time 0 but not stuck",
                 c2d_sweep_aabb_aabb(b, box(-3, 0, 1, 1), vec(4, 0)),
                 sweep_of(hit_at(-2, 0, -4, -0.0, -1, 0, 0), -3, 0, 0, false));
    // From the right: scale -0.25, sign -1, near_x = (0 + 3 - 3) * -0.25 = -0.0.
    // The seed's clamp passes -0.0 through, so hit.time is -0.0 here (equal to
    // 0); the sign is normalised before the bitwise comparison. normal (1, 0),
    // hit.delta = 1 * (4, -0.0); normalize(-4, 0) = (-1, 0), hit.pos =
    // clamp(3 - 1) = 2; time = clamp(-0.0 - 1e-8) = +0.
    c2d_sweep from_right = c2d_sweep_aabb_aabb(b, box(3, 0, 1, 1), vec(-4, 0));
    CHECK("box touching from the right and moving in has hit time zero",
          from_right.hit.time == 0);
    from_right.hit.time = 0.0;
    EXPECT_SWEEP("box touching from the right and moving in is blocked but not stuck",
                 from_right, sweep_of(hit_at(2, 0, 4, -0.0, 1, 0, 0), 3, 0, 0, false));
    // Touching and moving away: scale -0.25, far_x = (0 - 3 + 3) * -0.25 = -0.0
    // <= 0: no hit.
    EXPECT_SWEEP("box touching and moving away is not blocked",
                 c2d_sweep_aabb_aabb(b, box(-3, 0, 1, 1), vec(-4, 0)),
                 sweep_of(miss_at(-7, 0), -7, 0, 1, false));
}

// ---------------------------------------------------------------------------
// Batch kernels: intersect (collider rows) and sweep_into
// ---------------------------------------------------------------------------

static c2d_rows rows(const double *data, ptrdiff_t stride) {
    // count 1 marks a broadcast row; any other count reports rows as they are.
    c2d_rows r = {data, stride, stride == 0 ? 1 : INT64_MAX, 0};
    return r;
}

static void test_batch_intersect_collider_rows(void) {
    // Row 0: box (0, 0, 1, 1), point (0.5, 0): px = 0.5 < py = 1 -> x, sx = 1:
    //        pos (1, 0), delta (0.5, 0), normal (1, 0); collider = row 0.
    // Row 1: box (10, 10, 1, 1), point (0, 0): px = 1 - 10 < 0 -> miss.
    // Row 2: box (5, 0, 1, 1), point (5.5, 0.25): px 0.5 < py 0.75 -> x:
    //        pos (6, 0.25), delta (0.5, 0), normal (1, 0); collider = row 2.
    const double boxes[3][4] = {{0, 0, 1, 1}, {10, 10, 1, 1}, {5, 0, 1, 1}};
    const double points[3][2] = {{0.5, 0}, {0, 0}, {5.5, 0.25}};
    c2d_hit out[3];
    c2d_status st = CALL(intersect_aabb_point, 3, out, rows(boxes[0], 4), rows(points[0], 2));
    EXPECT_STATUS("batch intersect_point on valid rows reports OK", st, C2D_OK, 0, 0, 0);
    EXPECT_HIT("batch hit stores the receiver's row 0",
               out[0], with_collider(hit_at(1, 0, 0.5, 0, 1, 0, 0), 0));
    EXPECT_HIT("batch miss row holds the no-hit payload with collider -1", out[1], miss_at(0, 0));
    EXPECT_HIT("batch hit stores the receiver's row 2",
               out[2], with_collider(hit_at(6, 0.25, 0.5, 0, 1, 0, 0), 2));

    // One box broadcast (stride 0): every hit reports collider 0.
    // Row 2: point (-0.5, 0.75): px = 0.5, py = 0.25 -> y, sy = +1:
    //        pos (-0.5, 1), delta (0, 0.25), normal (0, 1).
    const double one_box[4] = {0, 0, 1, 1};
    const double points2[3][2] = {{0.5, 0}, {3, 3}, {-0.5, 0.75}};
    st = CALL(intersect_aabb_point, 3, out, rows(one_box, 0), rows(points2[0], 2));
    EXPECT_STATUS("batch intersect_point with a broadcast box reports OK", st, C2D_OK, 0, 0, 0);
    EXPECT_HIT("broadcast receiver hit row 0 stores collider 0",
               out[0], hit_at(1, 0, 0.5, 0, 1, 0, 0));
    EXPECT_HIT("broadcast receiver miss row stores collider -1", out[1], miss_at(3, 3));
    EXPECT_HIT("broadcast receiver hit row 2 stores collider 0",
               out[2], hit_at(-0.5, 1, 0, 0.25, 0, 1, 0));
}

static void test_sweep_into(void) {
    // Colliders (all half (1, 1)); mover 0 is (-6, 0) half (1, 1), delta (8, 0),
    // so each collider is grown to half (2, 2):
    //   0: (10, 10)  y: far_num = 10 + 2 - 0 > 0, near_num = 10 - 2 > 0 -> y slab
    //                (+inf, +inf): miss.
    //   1: (3, 0)    near_x = (3 - 2 + 6) / 8 = 0.875: a hit, but not the nearest.
    //   2: (0, 0)    near_x = (0 - 2 + 6) / 8 = 0.5: the nearest.
    //   3: (0, 0.5)  near_x = 0.5 as well: a tie, so collider 2 is kept.
    // Nearest: hit.time 0.5, normal (-1, 0), hit.delta 0.5 * (-8, -0.0) =
    // (-4, -0.0), segment pos (-2, 0) + (1, 0) -> (-1, 0) on collider 2;
    // time 0.5 - 1e-8; collider 2.
    const double colliders[4][4] = {{10, 10, 1, 1}, {3, 0, 1, 1}, {0, 0, 1, 1}, {0, 0.5, 1, 1}};
    // Mover 1 passes far above everything: the miss sweep, collider -1.
    // Mover 2 (0, 0.25) half (0.5, 0.5) does not move: static tests. Against
    // collider 2: px = 1.5, py = 1.5 - 0.25 = 1.25 -> y, sy = +1: pos (0, 1),
    // delta (0, 1.25); against collider 3: dy = -0.25 -> the same time 0, a tie,
    // so collider 2 is kept. Time 0, stuck.
    const double movers[3][4] = {{-6, 0, 1, 1}, {-6, 20, 1, 1}, {0, 0.25, 0.5, 0.5}};
    const double deltas[3][2] = {{8, 0}, {8, 0}, {0, 0}};
    c2d_sweep out[3];
    c2d_status st = CALL_INTO(sweep_into_aabb, 3, out, rows(movers[0], 4), 4, rows(colliders[0], 4), 0, NO_ROWS, rows(deltas[0], 2));
    EXPECT_STATUS("sweep_into on valid rows reports OK", st, C2D_OK, 0, 0, 0);
    double t = 0.5 - 1e-8;
    EXPECT_SWEEP("sweep_into keeps the nearest hit and ties keep the lowest collider index",
                 out[0],
                 sweep_of(with_collider(hit_at(-1, 0, -4, -0.0, -1, 0, 0.5), 2), -6 + 8 * t, 0,
                          t, false));
    EXPECT_SWEEP("sweep_into with nothing in the way ends at start + delta, collider -1",
                 out[1], sweep_of(miss_at(2, 20), 2, 20, 1, false));
    EXPECT_SWEEP("sweep_into without motion is the static test, ties keep the lowest index",
                 out[2],
                 sweep_of(with_collider(hit_at(0, 1, 0, 1.25, 0, 1, 0), 2), 0, 0.25, 0, true));

    // No colliders at all: every mover moves freely.
    st = CALL_INTO(sweep_into_aabb, 1, out, rows(movers[0], 4), 0, rows(colliders[0], 4), 0, NO_ROWS, rows(deltas[0], 2));
    EXPECT_STATUS("sweep_into with no colliders reports OK", st, C2D_OK, 0, 0, 0);
    EXPECT_SWEEP("sweep_into with no colliders ends at start + delta",
                 out[0], sweep_of(miss_at(2, 0), 2, 0, 1, false));
}

// ---------------------------------------------------------------------------
// Seed 002: first and last overlap times
// ---------------------------------------------------------------------------

static void test_overlap_interval(void) {
    // Per axis: d = other - box, h = sum of halves, v = other_delta - delta;
    // overlapping now (h - |d| > 0) -> (-inf, leave); else the other must
    // approach: enter = (+-h - d) / v, leave = (-+h - d) / v; clip to [0, 1].
    c2d_aabb a = box(0, 0, 1, 1);
    c2d_vec2 still = vec(0, 0);

    // x: d = 5, h = 2, v = -8: enter = (2 - 5) / -8 = 0.375,
    //    leave = (-2 - 5) / -8 = 0.875; y: d = 0, v = 0, overlapping forever.
    EXPECT_INTERVAL("approaching boxes overlap between entry and exit",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), still, vec(-8, 0)),
                    interval(0.375, 0.875));
    // Both move: v = -6 - 2 = -8, the same interval.
    EXPECT_INTERVAL("only the relative motion matters",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), vec(2, 0), vec(-6, 0)),
                    interval(0.375, 0.875));
    // d = -5, v = 8: enter = (-2 + 5) / 8, leave = (2 + 5) / 8.
    EXPECT_INTERVAL("approach from the negative side",
                    c2d_overlap_interval_aabb_aabb(a, box(-5, 0, 1, 1), still, vec(8, 0)),
                    interval(0.375, 0.875));

    // x: d = 2 = h (touching), v = 0: never strictly inside.
    EXPECT_INTERVAL("boxes only touching while sliding never overlap",
                    c2d_overlap_interval_aabb_aabb(a, box(2, 0, 1, 1), still, vec(0, 4)),
                    NO_INTERVAL);
    // x: enter = (2 - 5) / -3 = 1, so first = last = 1: only touching at the end.
    EXPECT_INTERVAL("boxes that end touching never overlap",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), still, vec(-3, 0)),
                    NO_INTERVAL);
    // x: enter = (2 - 2) / -1 = -0.0, not > +0, so first stays +0;
    //    leave = (-2 - 2) / -1 = 4 -> last 1.
    EXPECT_INTERVAL("boxes touching and moving in overlap from time 0",
                    c2d_overlap_interval_aabb_aabb(a, box(2, 0, 1, 1), still, vec(-1, 0)),
                    interval(0, 1));
    // x: d = 1.5, h - |d| = 0.5 > 0 -> enter -inf, v = 4 > 0: leave =
    //    (2 - 1.5) / 4 = 0.125.
    EXPECT_INTERVAL("boxes overlapping at the start have first 0",
                    c2d_overlap_interval_aabb_aabb(a, box(1.5, 0, 1, 1), still, vec(4, 0)),
                    interval(0, 0.125));
    // v = 0 on both axes and overlapping: (-inf, +inf) clipped to [0, 1].
    EXPECT_INTERVAL("zero relative motion while overlapping covers the whole step",
                    c2d_overlap_interval_aabb_aabb(a, box(1.5, 0, 1, 1), vec(3, 1), vec(3, 1)),
                    interval(0, 1));
    EXPECT_INTERVAL("zero relative motion apart never overlaps",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), vec(3, 1), vec(3, 1)),
                    NO_INTERVAL);
    // v = -0.0 - 0 = -0.0 is not < 0: still no approach.
    EXPECT_INTERVAL("relative motion of -0.0 apart never overlaps",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), vec(0, 0), vec(-0.0, 0)),
                    NO_INTERVAL);
    // x window [0.375, 0.875]; y: d = 10, v = -8, enter = (2 - 10) / -8 = 1:
    // first = 1 > last = 0.875.
    EXPECT_INTERVAL("axis windows that do not meet never overlap",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 10, 1, 1), still, vec(-8, -8)),
                    NO_INTERVAL);
    // h = 0 on x: d = 0, h - |d| = 0 not > 0; v = 1 not < 0.
    EXPECT_INTERVAL("zero-size boxes never overlap",
                    c2d_overlap_interval_aabb_aabb(box(0, 0, 0, 0), box(0, 0, 0, 0), still,
                                                   vec(1, 1)),
                    NO_INTERVAL);
}

// ---------------------------------------------------------------------------
// Batch kernels equal the loop of scalar calls
// ---------------------------------------------------------------------------

static void test_batch_equals_scalar(void) {
    // A few dozen rows of mixed cases (hits, misses, touching, -0.0, zero
    // motion); each kernel row must equal the scalar call bit for bit, with
    // collider set to the row on hits (intersect and sweep kernels).
    enum { N = 48 };
    double boxes[N][4], others[N][4], delta[N][2], other_delta[N][2], pad[N];
    static const double coords[] = {-3, -2, -1.5, -0.5, -0.0, 0, 0.5, 1, 2, 3};
    static const double sizes[] = {0, 0.5, 1, 2};
    for (int i = 0; i < N; i++) {
        boxes[i][0] = coords[i % 10];
        boxes[i][1] = coords[(i * 3) % 10];
        boxes[i][2] = sizes[i % 4];
        boxes[i][3] = sizes[(i / 4) % 4];
        others[i][0] = coords[(i * 7) % 10];
        others[i][1] = coords[(i * 5 + 1) % 10];
        others[i][2] = sizes[(i + 1) % 4];
        others[i][3] = sizes[(i / 3) % 4];
        delta[i][0] = coords[(i * 9 + 2) % 10] * 2;
        delta[i][1] = coords[(i * 11 + 4) % 10];
        other_delta[i][0] = coords[(i + 5) % 10];
        other_delta[i][1] = -coords[(i * 13) % 10];
        pad[i] = sizes[(i / 2) % 4];
    }
    static c2d_hit hits[N];
    static c2d_sweep sweeps[N];
    static c2d_interval intervals[N];
    static bool flags[N];
    c2d_rows B = rows(boxes[0], 4), O = rows(others[0], 4), D = rows(delta[0], 2);
    c2d_rows OD = rows(other_delta[0], 2), P = rows(pad, 1), pos = rows(others[0], 4);

    bool ok = CALL(intersect_aabb_point, N, hits, B, pos).code == C2D_OK;
    int hit_rows = 0;
    for (int i = 0; i < N && ok; i++) {
        c2d_hit want = c2d_intersect_aabb_point(box(boxes[i][0], boxes[i][1], boxes[i][2],
                                                    boxes[i][3]),
                                                vec(others[i][0], others[i][1]));
        ok = same_hit(hits[i], want.hit ? with_collider(want, i) : want);
    }
    CHECK("batch intersect_point equals the scalar loop", ok);

    ok = CALL(intersect_aabb_segment, N, hits, B, pos, D, P, rows(pad, 0)).code == C2D_OK;
    for (int i = 0; i < N && ok; i++) {
        c2d_hit want = c2d_intersect_aabb_segment(
            box(boxes[i][0], boxes[i][1], boxes[i][2], boxes[i][3]),
            vec(others[i][0], others[i][1]), vec(delta[i][0], delta[i][1]), pad[i], pad[0]);
        ok = same_hit(hits[i], want.hit ? with_collider(want, i) : want);
        hit_rows += want.hit;
    }
    CHECK("batch intersect_segment equals the scalar loop", ok);

    ok = CALL(intersect_aabb_aabb, N, hits, B, O).code == C2D_OK;
    for (int i = 0; i < N && ok; i++) {
        c2d_hit want = c2d_intersect_aabb_aabb(
            box(boxes[i][0], boxes[i][1], boxes[i][2], boxes[i][3]),
            box(others[i][0], others[i][1], others[i][2], others[i][3]));
        ok = same_hit(hits[i], want.hit ? with_collider(want, i) : want);
        hit_rows += want.hit;
    }
    CHECK("batch intersect_aabb equals the scalar loop", ok);

    ok = CALL(overlaps_aabb_aabb, N, flags, B, O).code == C2D_OK;
    for (int i = 0; i < N && ok; i++) {
        ok = flags[i] == c2d_overlaps_aabb_aabb(
                             box(boxes[i][0], boxes[i][1], boxes[i][2], boxes[i][3]),
                             box(others[i][0], others[i][1], others[i][2], others[i][3]));
    }
    CHECK("batch overlaps equals the scalar loop", ok);

    ok = CALL(sweep_aabb_aabb, N, sweeps, B, O, D).code == C2D_OK;
    for (int i = 0; i < N && ok; i++) {
        c2d_sweep want = c2d_sweep_aabb_aabb(
            box(boxes[i][0], boxes[i][1], boxes[i][2], boxes[i][3]),
            box(others[i][0], others[i][1], others[i][2], others[i][3]),
            vec(delta[i][0], delta[i][1]));
        if (want.hit.hit) want.hit.collider = i;
        ok = same_sweep(sweeps[i], want);
        hit_rows += want.hit.hit;
    }
    CHECK("batch sweep_aabb equals the scalar loop", ok);

    ok = CALL(overlap_interval_aabb_aabb, N, intervals, B, O, D, OD).code == C2D_OK;
    for (int i = 0; i < N && ok; i++) {
        c2d_interval want = c2d_overlap_interval_aabb_aabb(
            box(boxes[i][0], boxes[i][1], boxes[i][2], boxes[i][3]),
            box(others[i][0], others[i][1], others[i][2], others[i][3]),
            vec(delta[i][0], delta[i][1]), vec(other_delta[i][0], other_delta[i][1]));
        ok = same_interval(intervals[i], want);
        hit_rows += want.hit;
    }
    CHECK("batch overlap_interval equals the scalar loop", ok);
    // The comparison means little if no row hits (or every row does).
    CHECK("the batch comparison rows hold both hits and misses",
          hit_rows > 8 && hit_rows < 4 * N - 8);
}

// ---------------------------------------------------------------------------
// Batch validation: status code, argument index and row
// ---------------------------------------------------------------------------

static void test_validation(void) {
    double boxes[3][4] = {{0, 0, 1, 1}, {1, 0, 1, 1}, {2, 0, 1, 1}};
    double others[3][4] = {{0.5, 0, 1, 1}, {5, 0, 1, 1}, {2.5, 0, 1, 1}};
    c2d_hit out[3];
    c2d_rows B = rows(boxes[0], 4), O = rows(others[0], 4);

    others[1][0] = NAN;
    EXPECT_STATUS("NaN coordinate is reported as a bad number with its argument and row",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_BAD_NUMBER, 1, 1, NAN);
    others[1][0] = 5;

    // Sentinel bytes show where the kernel stopped: row 0 is written, row 2
    // not. Compared as bytes: 0x5a is not a valid bool, so never load it.
    memset(out, 0x5a, sizeof out);
    unsigned char sentinel[sizeof(c2d_hit)];
    memcpy(sentinel, &out[2], sizeof sentinel);
    others[1][1] = INFINITY;
    EXPECT_STATUS("infinite coordinate is reported as a bad number",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_BAD_NUMBER, 1, 1, INFINITY);
    CHECK("the kernel writes the rows before the bad one",
          same_hit(out[0], with_collider(c2d_intersect_aabb_aabb(box(0, 0, 1, 1),
                                                                 box(0.5, 0, 1, 1)),
                                         0)));
    CHECK("the kernel stops at the first bad row", memcmp(&out[2], sentinel, sizeof sentinel) == 0);
    others[1][1] = 0;

    boxes[0][0] = 0x1p201;
    EXPECT_STATUS("coordinate beyond 2^200 is reported as a bad number",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_BAD_NUMBER, 0, 0, 0x1p201);
    boxes[0][0] = 0x1p200;
    boxes[0][2] = 0x1p200;
    others[2][0] = -0x1p200;
    EXPECT_STATUS("coordinates and sizes of exactly 2^200 are accepted",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_OK, 0, 0, 0);
    boxes[0][0] = 0;
    boxes[0][2] = 1;
    others[2][0] = 2.5;

    others[2][3] = -2;
    EXPECT_STATUS("negative half size is reported with its argument and row",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_NEGATIVE_SIZE, 1, 2, -2);
    others[2][3] = -0.0;
    EXPECT_STATUS("a half size of -0.0 is accepted",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_OK, 0, 0, 0);
    others[2][3] = NAN;
    EXPECT_STATUS("NaN half size is a bad number, not a negative size",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_BAD_NUMBER, 1, 2, NAN);
    others[2][3] = 0x1p201;
    EXPECT_STATUS("half size beyond 2^200 is a bad number",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_BAD_NUMBER, 1, 2, 0x1p201);
    others[2][3] = 1;

    // The first bad row wins, and within a row the first argument.
    others[1][2] = -1;
    boxes[2][2] = -3;
    EXPECT_STATUS("the earliest bad row is reported",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_NEGATIVE_SIZE, 1, 1, -1);
    boxes[1][0] = NAN;
    EXPECT_STATUS("within a row the first bad argument is reported",
                  CALL(intersect_aabb_aabb, 3, out, B, O), C2D_BAD_NUMBER, 0, 1, NAN);
    boxes[1][0] = 1;
    others[1][2] = 1;
    boxes[2][2] = 1;

    // A broadcast row (stride 0) is row 0 whatever row is being computed.
    const double bad_box[4] = {0, 0, -1, 1};
    EXPECT_STATUS("a bad broadcast row is reported as row 0",
                  CALL(intersect_aabb_aabb, 3, out, rows(bad_box, 0), O), C2D_NEGATIVE_SIZE,
                  0, 0, -1);
    const double nan_box[4] = {0, NAN, 1, 1};
    EXPECT_STATUS("a bad broadcast second argument is reported as row 0",
                  CALL(intersect_aabb_aabb, 3, out, B, rows(nan_box, 0)), C2D_BAD_NUMBER, 1, 0,
                  NAN);

    EXPECT_STATUS("check_aabb reports the bad row",
                  CALL(check_aabb, 2, NULL, rows(bad_box, 0)), C2D_NEGATIVE_SIZE, 0, 0, -1);
    double three[3][4] = {{0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, -0.5}};
    EXPECT_STATUS("check_aabb reports row and value of a negative size",
                  CALL(check_aabb, 3, NULL, rows(three[0], 4)), C2D_NEGATIVE_SIZE, 0, 2, -0.5);

    // intersect_point: the points are argument 1.
    double points[2][2] = {{0, 0}, {0, -INFINITY}};
    EXPECT_STATUS("intersect_point reports a bad point as argument 1",
                  CALL(intersect_aabb_point, 2, out, B, rows(points[0], 2)), C2D_BAD_NUMBER, 1,
                  1, -INFINITY);

    // intersect_segment arguments: 0 boxes, 1 pos, 2 delta, 3 padding_x, 4 padding_y.
    double pos[3][2] = {{-4, 0}, {-4, 0}, {-4, 0}};
    double dl[3][2] = {{8, 0}, {8, 0}, {8, 0}};
    double pad_x[3] = {0, 0, -0.25};
    double pad_y[1] = {0};
    c2d_rows S = rows(pos[0], 2), DL = rows(dl[0], 2), PX = rows(pad_x, 1), PY = rows(pad_y, 0);
    EXPECT_STATUS("negative padding_x is reported as argument 3",
                  CALL(intersect_aabb_segment, 3, out, B, S, DL, PX, PY),
                  C2D_NEGATIVE_SIZE, 3, 2, -0.25);
    pad_x[2] = 0;
    pad_y[0] = NAN;
    EXPECT_STATUS("a bad broadcast padding_y is argument 4, row 0",
                  CALL(intersect_aabb_segment, 3, out, B, S, DL, PX, PY),
                  C2D_BAD_NUMBER, 4, 0, NAN);
    pad_y[0] = 0;
    dl[1][0] = INFINITY;
    EXPECT_STATUS("infinite segment delta is reported as argument 2",
                  CALL(intersect_aabb_segment, 3, out, B, S, DL, PX, PY),
                  C2D_BAD_NUMBER, 2, 1, INFINITY);
    dl[1][0] = 8;
    pos[2][1] = NAN;
    EXPECT_STATUS("NaN segment start is reported as argument 1",
                  CALL(intersect_aabb_segment, 3, out, B, S, DL, PX, PY),
                  C2D_BAD_NUMBER, 1, 2, NAN);
    pos[2][1] = 0;

    // sweep_aabb: 0 boxes, 1 others, 2 delta.
    c2d_sweep sweeps[3];
    dl[2][1] = -0x1p201;
    EXPECT_STATUS("sweep delta beyond 2^200 is reported as argument 2",
                  CALL(sweep_aabb_aabb, 3, sweeps, B, O, DL), C2D_BAD_NUMBER, 2, 2, -0x1p201);
    dl[2][1] = 0;

    // sweep_into: 0 movers, 1 colliders, 2 delta. Colliders are checked first,
    // with their own row index.
    double colliders[4][4] = {{0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, -7, 1}};
    c2d_rows C = rows(colliders[0], 4);
    EXPECT_STATUS("sweep_into reports a bad collider as argument 1 with its row",
                  CALL_INTO(sweep_into_aabb, 3, sweeps, B, 4, C, 0, NO_ROWS, DL), C2D_NEGATIVE_SIZE, 1, 3, -7);
    colliders[3][2] = 1;
    boxes[1][3] = -1;
    EXPECT_STATUS("sweep_into reports a bad mover as argument 0",
                  CALL_INTO(sweep_into_aabb, 3, sweeps, B, 4, C, 0, NO_ROWS, DL), C2D_NEGATIVE_SIZE, 0, 1, -1);
    boxes[1][3] = 1;
    dl[0][0] = NAN;
    EXPECT_STATUS("sweep_into reports a bad delta as argument 3",
                  CALL_INTO(sweep_into_aabb, 3, sweeps, B, 4, C, 0, NO_ROWS, DL), C2D_BAD_NUMBER, 3, 0, NAN);
    dl[0][0] = 8;

    // overlap_interval: 0 boxes, 1 others, 2 delta, 3 other_delta.
    c2d_interval intervals[3];
    double od[3][2] = {{0, 0}, {0, 0}, {0, 0}};
    od[0][0] = INFINITY;
    EXPECT_STATUS("overlap_interval reports a bad other_delta as argument 3",
                  CALL(overlap_interval_aabb_aabb, 3, intervals, B, O, DL, rows(od[0], 2)),
                  C2D_BAD_NUMBER, 3, 0, INFINITY);
    od[0][0] = 0;
    dl[2][0] = NAN;
    EXPECT_STATUS("overlap_interval reports a bad delta as argument 2",
                  CALL(overlap_interval_aabb_aabb, 3, intervals, B, O, DL, rows(od[0], 2)),
                  C2D_BAD_NUMBER, 2, 2, NAN);
    dl[2][0] = 8;

    // overlaps checks rows in blocks of 512 without branches, then rescans a
    // block with a bad row: the row must still be exact across blocks.
    enum { N = 1100 };
    static double many_a[N][4], many_b[N][4];
    static bool flags[N];
    for (int i = 0; i < N; i++) {
        many_a[i][0] = i;
        many_a[i][1] = 0;
        many_a[i][2] = 1;
        many_a[i][3] = 1;
        // Alternately overlapping (offset 1.5) and touching (offset 2).
        many_b[i][0] = i + (i % 2 ? 2.0 : 1.5);
        many_b[i][1] = 0;
        many_b[i][2] = 1;
        many_b[i][3] = 1;
    }
    c2d_rows MA = rows(many_a[0], 4), MB = rows(many_b[0], 4);
    // Prefill with the wrong answer, so a row the kernel skips shows up.
    for (int i = 0; i < N; i++) flags[i] = i % 2 != 0;
    EXPECT_STATUS("overlaps over many blocks of valid rows reports OK",
                  CALL(overlaps_aabb_aabb, N, flags, MA, MB), C2D_OK, 0, 0, 0);
    bool pattern = true;
    for (int i = 0; i < N; i++) pattern = pattern && flags[i] == (i % 2 == 0);
    CHECK("overlaps over many blocks flags every overlapping row and no touching row", pattern);
    many_b[700][3] = -1;
    EXPECT_STATUS("overlaps reports a bad row in a later block",
                  CALL(overlaps_aabb_aabb, N, flags, MA, MB), C2D_NEGATIVE_SIZE, 1, 700, -1);
    many_a[5][1] = INFINITY;
    EXPECT_STATUS("overlaps reports the earliest bad row across blocks",
                  CALL(overlaps_aabb_aabb, N, flags, MA, MB), C2D_BAD_NUMBER, 0, 5, INFINITY);
    many_a[5][1] = 0;
    many_b[700][3] = 1;
    many_a[N - 1][2] = NAN;
    EXPECT_STATUS("overlaps reports a bad last row of a partial block",
                  CALL(overlaps_aabb_aabb, N, flags, MA, MB), C2D_BAD_NUMBER, 0, N - 1, NAN);
    many_a[N - 1][2] = 1;
    many_b[511][0] = -INFINITY;
    EXPECT_STATUS("overlaps reports a bad last row of a full block",
                  CALL(overlaps_aabb_aabb, N, flags, MA, MB), C2D_BAD_NUMBER, 1, 511,
                  -INFINITY);
    many_a[511][3] = -2;
    EXPECT_STATUS("overlaps reports the first argument when both are bad in one row",
                  CALL(overlaps_aabb_aabb, N, flags, MA, MB), C2D_NEGATIVE_SIZE, 0, 511, -2);
}

// ---------------------------------------------------------------------------
// No output is NaN (or infinite) for awkward inputs
// ---------------------------------------------------------------------------

static bool finite_vec(c2d_vec2 v) { return isfinite(v.x) && isfinite(v.y); }

static bool hit_ok(c2d_hit h) {
    return finite_vec(h.pos) && finite_vec(h.delta) && finite_vec(h.normal) && h.time >= 0 &&
           h.time <= 1;
}

static bool sweep_ok(c2d_sweep s) {
    return hit_ok(s.hit) && finite_vec(s.pos) && s.time >= 0 && s.time <= 1;
}

static bool interval_ok(c2d_interval r) {
    return r.first >= 0 && r.last <= 1 && (r.hit ? r.first < r.last : r.first == 1 && r.last == 1);
}

static void test_no_nan_on_awkward_inputs(void) {
    // Signed zeros, subnormals (5e-324, whose reciprocal overflows), the
    // smallest normal, ordinary values, and the +-2^200 range limit. Each axis
    // takes a tuple (centre, half size, other position, motion, other half)
    // from these sets; x runs over all tuples against a sample of y tuples,
    // and the other way round, so each axis sees every combination.
    static const double values[] = {0.0,     -0.0,     5e-324, -5e-324, DBL_MIN,
                                    -DBL_MIN, 1.0,     -1.0,   0x1p200, -0x1p200};
    static const double sizes[] = {0.0, -0.0, 5e-324, 1.0, 0x1p200};
    enum { NV = 10, NS = 5, NT = NV * NS * NV * NV * NS };
    long failures = 0, tests = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (int full = 0; full < NT; full++) {
            for (int k = 0; k < 7; k++) {
                // Sample the other axis's tuple with a fixed stride (7 and
                // 1999 are coprime with NT = 25000, so both passes mix well).
                int sampled = (full * 1999 + k * 3571) % NT;
                int ix = pass == 0 ? full : sampled;
                int iy = pass == 0 ? sampled : full;
                int tx = ix, ty = iy;
                double cx = values[tx % NV], cy = values[ty % NV];
                tx /= NV, ty /= NV;
                double hx = sizes[tx % NS], hy = sizes[ty % NS];
                tx /= NS, ty /= NS;
                double px = values[tx % NV], py = values[ty % NV];
                tx /= NV, ty /= NV;
                double dx = values[tx % NV], dy = values[ty % NV];
                tx /= NV, ty /= NV;
                double ox = sizes[tx % NS], oy = sizes[ty % NS];

                c2d_aabb collider = box(cx, cy, hx, hy);
                c2d_aabb mover = box(px, py, ox, oy);
                c2d_vec2 p = vec(px, py), d = vec(dx, dy);
                // The other box's motion: a different value of the same set.
                c2d_vec2 od = vec(values[(ix + 3) % NV], values[(iy + 7) % NV]);
                bool ok = hit_ok(c2d_intersect_aabb_point(collider, p)) &&
                          hit_ok(c2d_intersect_aabb_segment(collider, p, d, ox, oy)) &&
                          hit_ok(c2d_intersect_aabb_aabb(collider, mover)) &&
                          sweep_ok(c2d_sweep_aabb_aabb(collider, mover, d)) &&
                          interval_ok(c2d_overlap_interval_aabb_aabb(collider, mover, d, od));
                tests++;
                if (!ok && failures++ < 3) {
                    printf("    non-finite or out-of-range output: box (%a, %a, %a, %a), "
                           "other (%a, %a, %a, %a), delta (%a, %a), other_delta (%a, %a)\n",
                           cx, cy, hx, hy, px, py, ox, oy, dx, dy, od.x, od.y);
                }
            }
        }
    }
    CHECK("no output is NaN, infinite or out of range on awkward inputs",
          failures == 0 && tests == 2L * NT * 7);
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

static c2d_circle circle(double cx, double cy, double r) {
    c2d_circle c = {{cx, cy}, r};
    return c;
}

static bool minus_zero(double v) { return v == 0 && signbit(v); }

static c2d_line_hit line_hit(c2d_line_kind kind, double sx, double sy, double ex, double ey,
                             double t0, double t1, double u0, double u1) {
    c2d_line_hit r = {{sx, sy}, {ex, ey}, t0, t1, u0, u1, kind};
    return r;
}

/// The page's "no common point" row: start = end = a2, t = u = (1, 1).
static c2d_line_hit no_point(c2d_line_kind kind, double a2x, double a2y) {
    return line_hit(kind, a2x, a2y, a2x, a2y, 1, 1, 1, 1);
}

static bool same_line_hit(c2d_line_hit a, c2d_line_hit b) {
    return a.kind == b.kind && same_vec(a.start, b.start) && same_vec(a.end, b.end) &&
           same(a.t0, b.t0) && same(a.t1, b.t1) && same(a.u0, b.u0) && same(a.u1, b.u1);
}

static void print_line_hit(const char *label, c2d_line_hit r) {
    printf("    %s kind=%lld start=(%.17g, %.17g) end=(%.17g, %.17g) t=(%.17g, %.17g) "
           "u=(%.17g, %.17g)\n",
           label, (long long)r.kind, r.start.x, r.start.y, r.end.x, r.end.y, r.t0, r.t1, r.u0,
           r.u1);
}

static void expect_line_at(const char *name, c2d_line_hit got, c2d_line_hit want, int line) {
    if (!check_at(same_line_hit(got, want), name, line)) {
        print_line_hit("got: ", got);
        print_line_hit("want:", want);
    }
}

/// count entries (x, y, u); entries past count are +0.0 (as the batch rows).
static c2d_circle_points points_of(int count, double x0, double y0, double u0, double x1,
                                   double y1, double u1) {
    c2d_circle_points p = {count, {{x0, y0}, {x1, y1}}, {u0, u1}};
    return p;
}

static bool same_points(c2d_circle_points a, c2d_circle_points b) {
    return a.count == b.count && same_vec(a.point[0], b.point[0]) &&
           same_vec(a.point[1], b.point[1]) && same(a.u[0], b.u[0]) && same(a.u[1], b.u[1]);
}

static void expect_points_at(const char *name, c2d_circle_points got, c2d_circle_points want,
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

static void test_circle_point_and_circle(void) {
    // Page section 3: d = p - c, hit iff dot(d, d) < R * R; normal = d / len
    // ((0, 1) when len == 0); pos = c + normal * r; delta = normal * (R - len).
    c2d_circle c = circle(0, 0, 2);

    // d = (1, 0), len 1: normal (1, 0), pos (2, 0), delta (1, 0).
    EXPECT_HIT("point inside a circle is pushed out along the radius",
               c2d_intersect_circle_point(c, vec(1, 0)), hit_at(2, 0, 1, 0, 1, 0, 0));
    // Circle (1, 1) r 10, point (4, 5): d = (3, 4), len 5, normal (3/5, 4/5)
    // rounded (0.6, 0.8); normal * 10 and normal * 5 round back to integers:
    // pos (1 + 6, 1 + 8), delta (3, 4).
    EXPECT_HIT("3-4-5 point inside a circle gets the unit normal (0.6, 0.8)",
               c2d_intersect_circle_point(circle(1, 1, 10), vec(4, 5)),
               hit_at(7, 9, 3, 4, 0.6, 0.8, 0));
    // (-3, 4) on a circle of radius 5: 25 < 25 is false.
    EXPECT_HIT("3-4-5 point on the circle does not hit",
               c2d_intersect_circle_point(circle(0, 0, 5), vec(-3, 4)), miss_at(-3, 4));
    // len 0: normal (0, 1) (ties go to y, sign(0) = +1), pos (0, 2), delta (0, 2).
    EXPECT_HIT("point at the centre leaves through +y",
               c2d_intersect_circle_point(c, vec(0, 0)), hit_at(0, 2, 0, 2, 0, 1, 0));
    EXPECT_HIT("a circle of radius 0 has no interior, not even its centre",
               c2d_intersect_circle_point(circle(1, 1, 0), vec(1, 1)), miss_at(1, 1));

    // Circle-circle: R = r + other.r = 4, d = (3, 0): normal (1, 0), pos on
    // this circle (2, 0), delta (4 - 3) * normal.
    EXPECT_HIT("overlapping circles push the other out by R - len",
               c2d_intersect_circle_circle(c, circle(3, 0, 2)), hit_at(2, 0, 1, 0, 1, 0, 0));
    EXPECT_HIT("circles touching (distance = radius sum) do not hit",
               c2d_intersect_circle_circle(c, circle(4, 0, 2)), miss_at(4, 0));
    // Coincident centres (1, 1), r 2 and 1: normal (0, 1), pos (1, 1 + 2),
    // delta (0, 3).
    EXPECT_HIT("coincident centres push along (0, 1)",
               c2d_intersect_circle_circle(circle(1, 1, 2), circle(1, 1, 1)),
               hit_at(1, 3, 0, 3, 0, 1, 0));
    // Receiver of radius 0, other r 1 at distance 0.5: R = 1, pos = the centre.
    EXPECT_HIT("a circle of radius 0 is hit by a circle around it, pos at its centre",
               c2d_intersect_circle_circle(circle(0, 0, 0), circle(0.5, 0, 1)),
               hit_at(0, 0, 0.5, 0, 1, 0, 0));
    // R = r + 0 = r exactly, so the two tests are one formula.
    CHECK("an other circle of radius 0 is tested exactly like a point",
          same_hit(c2d_intersect_circle_circle(c, circle(1, 0.5, 0)),
                   c2d_intersect_circle_point(c, vec(1, 0.5))) &&
              same_hit(c2d_intersect_circle_circle(c, circle(0, 0, 0)),
                       c2d_intersect_circle_point(c, vec(0, 0))));
}

static void test_circle_and_aabb(void) {
    // AABB.intersect_circle (box is the collider): q = clamp(c, min, max),
    // d = c - q; outside: hit iff dot(d, d) < r^2, normal d / len, pos q,
    // delta normal * (r - len). Inside or on the boundary: the face of least
    // overlap (px = hx - |dx|; ties to y), delta sign * (p + r).
    c2d_aabb b = box(0, 0, 2, 1);

    // Circle (3, 0) r 2: q = (2, 0), d = (1, 0).
    EXPECT_HIT("circle overlapping a face is pushed out through it",
               c2d_intersect_aabb_circle(b, circle(3, 0, 2)), hit_at(2, 0, 1, 0, 1, 0, 0));
    EXPECT_HIT("circle touching a face does not hit",
               c2d_intersect_aabb_circle(b, circle(4, 0, 2)), miss_at(4, 0));
    // Box (0, 0, 1, 1), circle (4, 5) r 10: q = the corner (1, 1), d = (3, 4).
    c2d_aabb square = box(0, 0, 1, 1);
    EXPECT_HIT("circle overlapping a corner is pushed out along corner-to-centre",
               c2d_intersect_aabb_circle(square, circle(4, 5, 10)),
               hit_at(1, 1, 3, 4, 0.6, 0.8, 0));
    EXPECT_HIT("circle touching a corner does not hit",
               c2d_intersect_aabb_circle(square, circle(4, 5, 5)), miss_at(4, 5));
    // Centre (1.5, 0.25) inside: px = 0.5 < py = 0.75 -> x, sign +1;
    // pos (2, 0.25), delta (0.5 + r, 0) = (1, 0).
    EXPECT_HIT("circle centred inside leaves through the face of least overlap",
               c2d_intersect_aabb_circle(b, circle(1.5, 0.25, 0.5)),
               hit_at(2, 0.25, 1, 0, 1, 0, 0));
    // Centre (2, 0.5) on the right edge: px = 0 < py = 0.5 -> out through +x
    // by 0 + r.
    EXPECT_HIT("circle centred on an edge leaves through that edge",
               c2d_intersect_aabb_circle(b, circle(2, 0.5, 1)), hit_at(2, 0.5, 1, 0, 1, 0, 0));
    CHECK("a circle of radius 0 is tested exactly like seed 000's point",
          same_hit(c2d_intersect_aabb_circle(b, circle(1.5, 0.25, 0)),
                   c2d_intersect_aabb_point(b, vec(1.5, 0.25))) &&
              same_hit(c2d_intersect_aabb_circle(b, circle(-0.5, -0.75, 0)),
                       c2d_intersect_aabb_point(b, vec(-0.5, -0.75))) &&
              same_hit(c2d_intersect_aabb_circle(b, circle(2, 0.5, 0)),
                       c2d_intersect_aabb_point(b, vec(2, 0.5))) &&
              same_hit(c2d_intersect_aabb_circle(b, circle(3, 0, 0)),
                       c2d_intersect_aabb_point(b, vec(3, 0))));
    // Centre at the centre of a square: px = py = 1 -> y, sign(0) = +1;
    // pos (0, 1), delta (0, 1 + 0.5).
    EXPECT_HIT("circle at the centre of a square box ties to +y",
               c2d_intersect_aabb_circle(square, circle(0, 0, 0.5)),
               hit_at(0, 1, 0, 1.5, 0, 1, 0));

    // Circle.intersect_aabb (circle is the collider, delta moves the box):
    // e = q - c; outside: normal e / len, pos c + normal * r.
    // Circle (0, 0) r 2, box (2.5, 0, 1, 1): q = (1.5, 0), len 1.5.
    c2d_circle c = circle(0, 0, 2);
    EXPECT_HIT("box overlapping a circle is pushed out along centre-to-box",
               c2d_intersect_circle_aabb(c, box(2.5, 0, 1, 1)), hit_at(2, 0, 0.5, 0, 1, 0, 0));
    EXPECT_HIT("box touching a circle does not hit, no-hit pos is the box's centre",
               c2d_intersect_circle_aabb(c, box(3, 0, 1, 1)), miss_at(3, 0));
    // Circle r 10, box (4, 5, 1, 1): q = (3, 4), len 5; pos (6, 8), delta (3, 4).
    EXPECT_HIT("box corner inside a circle is pushed out along centre-to-corner",
               c2d_intersect_circle_aabb(circle(0, 0, 10), box(4, 5, 1, 1)),
               hit_at(6, 8, 3, 4, 0.6, 0.8, 0));
    // Centre (0.5, 0) r 1 inside box (0, 0, 2, 2): +y needs 1 + 2 = 3, -y 3,
    // +x 1 + 2.5, -x 1 + 1.5 = 2.5 -> -x; pos (0.5 - 1, 0).
    EXPECT_HIT("box around a circle moves the shortest way to clear it",
               c2d_intersect_circle_aabb(circle(0.5, 0, 1), box(0, 0, 2, 2)),
               hit_at(-0.5, 0, -2.5, 0, -1, 0, 0));
    // Concentric: all four need 1 + 1 = 2 -> +y first.
    EXPECT_HIT("box concentric with a circle moves +y (ties: +y, -y, +x, -x)",
               c2d_intersect_circle_aabb(circle(0, 0, 1), box(0, 0, 1, 1)),
               hit_at(0, 1, 0, 2, 0, 1, 0));
    // Centre (0.5, 0.5) in box (0, 0, 2, 2): -y and -x both need 2.5 -> -y.
    EXPECT_HIT("box needing equal moves along -y and -x moves -y",
               c2d_intersect_circle_aabb(circle(0.5, 0.5, 1), box(0, 0, 2, 2)),
               hit_at(0.5, -0.5, 0, -2.5, 0, -1, 0));
    // Centre 1e-170 outside a zero-size box: dot(d, d) would underflow to 0,
    // but outside is decided on d != 0 and the tiny d is normalised in its own
    // rescaled frame (c2d_unit): normal +-x, len 1e-170, delta (1 - 1e-170 = 1).
    EXPECT_HIT("a centre outside by less than the squares resolve is outside (box collider)",
               c2d_intersect_aabb_circle(box(0, 0, 0, 0), circle(1e-170, 0, 1)),
               hit_at(0, 0, 1, 0, 1, 0, 0));
    EXPECT_HIT("a centre outside by less than the squares resolve is outside (circle collider)",
               c2d_intersect_circle_aabb(circle(1e-170, 0, 1), box(0, 0, 0, 0)),
               hit_at(-1, 0, -1, 0, -1, 0, 0));
    EXPECT_HIT("circle of radius 0 on a box's boundary does not hit it",
               c2d_intersect_circle_aabb(circle(2, 0, 0), b), miss_at(0, 0));
}

static void test_circle_segment(void) {
    // Page section 3 (raycast): starts inside (dot(f, f) < r^2): time 0, normal
    // from the centre to pos; else entry time t0 of |f + t delta| = r, a hit
    // iff the segment passes through the interior (t0 < 1, t1 > 0, two roots);
    // normal = unit (f + t0 delta); pos = pos + delta * t0; delta = (1 - t0) * -delta.
    c2d_circle c = circle(0, 0, 2);

    // -4 + 8 t = -2 -> t = 0.25; normal (-1, 0); delta 0.75 * (-8, -0.0).
    EXPECT_HIT("segment entering a circle hits at the entry fraction",
               c2d_intersect_circle_segment(c, vec(-4, 0), vec(8, 0)),
               hit_at(-2, 0, -6, -0.0, -1, 0, 0.25));
    // Circle r 5, pos (-3, -12), delta (0, 16): y = -12 + 16 t = -4 at t = 0.5;
    // entry (-3, -4), normal (-3/5, -4/5); delta 0.5 * (-0.0, -16).
    EXPECT_HIT("3-4-5 entry point gives the normal (-0.6, -0.8)",
               c2d_intersect_circle_segment(circle(0, 0, 5), vec(-3, -12), vec(0, 16)),
               hit_at(-3, -4, -0.0, -8, -0.6, -0.8, 0.5));
    EXPECT_HIT("segment starting inside hits at time 0 with normal centre-to-start",
               c2d_intersect_circle_segment(c, vec(1, 0), vec(8, 0)),
               hit_at(1, 0, -8, -0.0, 1, 0, 0));
    EXPECT_HIT("segment starting at the centre has normal (0, 1)",
               c2d_intersect_circle_segment(c, vec(0, 0), vec(1, 0)),
               hit_at(0, 0, -1, -0.0, 0, 1, 0));
    // y = 2 touches the circle at (0, 2) only.
    EXPECT_HIT("tangent segment does not hit",
               c2d_intersect_circle_segment(c, vec(-4, 2), vec(8, 0)), miss_at(4, 2));
    // Roots 1 and 3: t0 = 1 is not < 1.
    EXPECT_HIT("segment ending on the circle does not hit",
               c2d_intersect_circle_segment(c, vec(-4, 0), vec(2, 0)), miss_at(-2, 0));
    // Roots -1 and 0: t1 = 0 is not > 0.
    EXPECT_HIT("segment starting on the circle and moving out does not hit",
               c2d_intersect_circle_segment(c, vec(2, 0), vec(4, 0)), miss_at(6, 0));
    // Roots 0 and 1: enters at once.
    EXPECT_HIT("segment starting on the circle and moving in hits at time 0",
               c2d_intersect_circle_segment(c, vec(-2, 0), vec(4, 0)),
               hit_at(-2, 0, -4, -0.0, -1, 0, 0));
    EXPECT_HIT("nothing hits a circle of radius 0, not even through its centre",
               c2d_intersect_circle_segment(circle(0, 0, 0), vec(-1, 0), vec(2, 0)),
               miss_at(1, 0));
    // Zero-length segment = point test (see also test_circle_invariants): a
    // start inside hits at time 0, delta (1 - 0) * -(+0) = -0.0.
    EXPECT_HIT("zero-length segment inside a circle hits at time 0",
               c2d_intersect_circle_segment(c, vec(1, 0), vec(0, 0)),
               hit_at(1, 0, -0.0, -0.0, 1, 0, 0));

    // From (-5, 0) by (7, 0): -5 + 7 t = -2 at t = 3/7, not a double: the
    // stable pair's k / s = 21 / 49 is it correctly rounded. 7 * t rounds to 3,
    // so pos (-2, 0); (1 - t) * -7 rounds to -4.
    EXPECT_HIT("entry at t = 3/7 is correctly rounded, the contact exact",
               c2d_intersect_circle_segment(c, vec(-5, 0), vec(7, 0)),
               hit_at(-2, 0, -4, -0.0, -1, 0, 3.0 / 7.0));
    // a = 1e-320 (subnormal): the nearest-point form's sqrt(e / a) overflowed
    // to +inf and made this a hit at time 0; both roots are in fact < 0.
    EXPECT_HIT("a point outside moving by 1e-160 does not hit",
               c2d_intersect_circle_segment(circle(0, 0, 1), vec(2, 0), vec(1e-160, 0)),
               miss_at(2, 0));
}

static void test_line_intersection(void) {
    // Page section 1 (seed 001): da = a2 - a1, db = b2 - b1, r = a1 - b1,
    // denom = db.y da.x - db.x da.y, ua = (db.x r.y - db.y r.x) / denom,
    // ub = (da.x r.y - da.y r.x) / denom; point a1 + ua da.

    // X: da (2, 0), db (0, 2), r (-1, 1): denom 4, ua = 2 / 4, ub = 2 / 4.
    EXPECT_LINE("crossing segments meet at one point",
                c2d_line_intersection(vec(-1, 0), vec(1, 0), vec(0, -1), vec(0, 1), true),
                line_hit(C2D_LINES_POINT, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5));
    // da (4, 0), db (0, 2), r (-1, 1): denom 8, ua = 2 / 8, ub = 4 / 8.
    c2d_vec2 a1 = vec(0, 0), a2 = vec(4, 0), b1 = vec(1, -1), b2 = vec(1, 1);
    EXPECT_LINE("t is the parameter along A and u along B",
                c2d_line_intersection(a1, a2, b1, b2, true),
                line_hit(C2D_LINES_POINT, 1, 0, 1, 0, 0.25, 0.25, 0.5, 0.5));
    // da (1, 0), db (0, 2), r (-2, 1): denom 2, ua = 4 / 2 = 2, ub = 1 / 2.
    EXPECT_LINE("segments that do not reach each other are \"none\" at a2",
                c2d_line_intersection(vec(0, 0), vec(1, 0), vec(2, -1), vec(2, 1), true),
                no_point(C2D_LINES_NONE, 1, 0));
    EXPECT_LINE("the same as lines meet beyond A's end",
                c2d_line_intersection(vec(0, 0), vec(1, 0), vec(2, -1), vec(2, 1), false),
                line_hit(C2D_LINES_POINT, 2, 0, 2, 0, 2, 2, 0.5, 0.5));
    // denom 0, ua_num = 2 * -1 - 0 != 0.
    EXPECT_LINE("parallel segments are \"parallel\" at a2",
                c2d_line_intersection(vec(0, 0), vec(2, 0), vec(0, 1), vec(2, 1), true),
                no_point(C2D_LINES_PARALLEL, 2, 0));
    // Collinear: s0 = dot((2, 0), (4, 0)) / 16 = 0.5, s1 = 24 / 16 = 1.5;
    // lo 0.5, hi 1: (2, 0) to (4, 0); along B: 0 / 16 and 8 / 16.
    EXPECT_LINE("collinear segments overlap on their common part",
                c2d_line_intersection(vec(0, 0), vec(4, 0), vec(2, 0), vec(6, 0), true),
                line_hit(C2D_LINES_OVERLAP, 2, 0, 4, 0, 0.5, 1, 0, 0.5));
    // B reversed: the same part, still ordered along A; u = 16 / 16, 8 / 16.
    EXPECT_LINE("a collinear overlap is ordered along A whatever B's direction",
                c2d_line_intersection(vec(0, 0), vec(4, 0), vec(6, 0), vec(2, 0), true),
                line_hit(C2D_LINES_OVERLAP, 2, 0, 4, 0, 0.5, 1, 1, 0.5));
    // Lines: start a1, end a2, t (0, 1), u = (-8 / 16, 8 / 16).
    EXPECT_LINE("collinear lines overlap from a1 to a2",
                c2d_line_intersection(vec(0, 0), vec(4, 0), vec(2, 0), vec(6, 0), false),
                line_hit(C2D_LINES_OVERLAP, 0, 0, 4, 0, 0, 1, -0.5, 0.5));
    // s0 = 2, s1 = 3: lo = 2 > hi = 1.
    EXPECT_LINE("collinear segments apart are \"parallel\"",
                c2d_line_intersection(vec(0, 0), vec(1, 0), vec(2, 0), vec(3, 0), true),
                no_point(C2D_LINES_PARALLEL, 1, 0));
    // s0 = 1, s1 = 2: lo = hi = 1.
    EXPECT_LINE("collinear segments sharing an end point meet there",
                c2d_line_intersection(vec(0, 0), vec(2, 0), vec(2, 0), vec(4, 0), true),
                line_hit(C2D_LINES_POINT, 2, 0, 2, 0, 1, 1, 0, 0));
    // da (2, 0), db (0, 2), r (-2, 0): denom 4, ua = 4 / 4, ub = 0 / 4.
    EXPECT_LINE("segments sharing an end point meet there",
                c2d_line_intersection(vec(0, 0), vec(2, 0), vec(2, 0), vec(2, 2), true),
                line_hit(C2D_LINES_POINT, 2, 0, 2, 0, 1, 1, 0, 0));
    // Zero-length A at (1, 0) on B (0, 0)-(4, 0): s = 4 / 16.
    EXPECT_LINE("zero-length A on B is a point with t (0, 0)",
                c2d_line_intersection(vec(1, 0), vec(1, 0), vec(0, 0), vec(4, 0), true),
                line_hit(C2D_LINES_POINT, 1, 0, 1, 0, 0, 0, 0.25, 0.25));
    EXPECT_LINE("zero-length A off B is \"parallel\"",
                c2d_line_intersection(vec(1, 1), vec(1, 1), vec(0, 0), vec(4, 0), true),
                no_point(C2D_LINES_PARALLEL, 1, 1));
    EXPECT_LINE("zero-length A on B's line is a point for lines",
                c2d_line_intersection(vec(5, 0), vec(5, 0), vec(0, 0), vec(4, 0), false),
                line_hit(C2D_LINES_POINT, 5, 0, 5, 0, 0, 0, 1.25, 1.25));
    EXPECT_LINE("zero-length B on A is the point b1 with u (0, 0)",
                c2d_line_intersection(vec(0, 0), vec(4, 0), vec(1, 0), vec(1, 0), true),
                line_hit(C2D_LINES_POINT, 1, 0, 1, 0, 0.25, 0.25, 0, 0));
    // Parameters are never -0.0. Shared start, B going up-left: ua_num =
    // -2 * 0 - 2 * 0 = -0.0, so ua = -0.0 / 4 before the + 0.0.
    EXPECT_LINE("segments sharing a start point have t = u = +0.0",
                c2d_line_intersection(vec(0, 0), vec(2, 0), vec(0, 0), vec(-2, 2), true),
                line_hit(C2D_LINES_POINT, 0, 0, 0, 0, 0, 0, 0, 0));
    // Collinear, B reversed along the diagonal: s0 = 16 / 32, s1 = -16 / 32;
    // part (0, 0)-(2, 2); u = 16 / 32 and dot((0, 0), (-4, -4)) = -0.0 -> +0.0.
    EXPECT_LINE("a collinear overlap ending at b1 has u = +0.0 there",
                c2d_line_intersection(vec(0, 0), vec(4, 4), vec(2, 2), vec(-2, -2), true),
                line_hit(C2D_LINES_OVERLAP, 0, 0, 2, 2, 0, 0.5, 0.5, 0));
    // denom = 5e-324, ua = 1 / 5e-324 = +inf: the lines meet beyond the float
    // range, "parallel" to within float64 (a1 + inf * (1, 0) would be NaN).
    EXPECT_LINE("lines meeting beyond the float range are \"parallel\"",
                c2d_line_intersection(vec(0, 1), vec(1, 1), vec(0, 0), vec(1, 5e-324), false),
                no_point(C2D_LINES_PARALLEL, 1, 1));
    EXPECT_LINE("two zero-length segments at one point meet",
                c2d_line_intersection(vec(3, 3), vec(3, 3), vec(3, 3), vec(3, 3), true),
                line_hit(C2D_LINES_POINT, 3, 3, 3, 3, 0, 0, 0, 0));
}

static void test_circle_line_points(void) {
    // Page section 2: points p1 + u (p2 - p1) on the circle, ascending u;
    // segment: only 0 <= u <= 1; tangent: one point; zero length: point test.
    c2d_circle c5 = circle(0, 0, 5);

    // y = 3 meets r = 5 at x = -+4: -6 + 16 u = -+4 -> u = 0.125, 0.625.
    EXPECT_POINTS("a chord's two points in order along the line",
                  c2d_circle_line_points(c5, vec(-6, 3), vec(10, 3), true),
                  points_of(2, -4, 3, 0.125, 4, 3, 0.625));
    // (-2, 3)-(2, 3) is inside: u = -0.5, 1.5 are outside [0, 1].
    EXPECT_POINTS("a segment inside the circle has no points",
                  c2d_circle_line_points(c5, vec(-2, 3), vec(2, 3), true),
                  points_of(0, 0, 0, 0, 0, 0, 0));
    EXPECT_POINTS("the same as a line has both",
                  c2d_circle_line_points(c5, vec(-2, 3), vec(2, 3), false),
                  points_of(2, -4, 3, -0.5, 4, 3, 1.5));
    // (0, 3)-(8, 3): u = -0.5 dropped, u = 0.5 kept.
    EXPECT_POINTS("a segment with one end inside has one point",
                  c2d_circle_line_points(c5, vec(0, 3), vec(8, 3), true),
                  points_of(1, 4, 3, 0.5, 0, 0, 0));
    // Root at exactly u = 0 (p1 on the circle): +0.0, not -0.0.
    EXPECT_POINTS("a segment starting on the circle has u = +0.0 there",
                  c2d_circle_line_points(c5, vec(-5, 0), vec(5, 0), true),
                  points_of(2, -5, 0, 0, 5, 0, 1));

    c2d_circle c2 = circle(0, 0, 2);
    EXPECT_POINTS("a tangent line has one point",
                  c2d_circle_line_points(c2, vec(-4, 2), vec(4, 2), true),
                  points_of(1, 0, 2, 0.5, 0, 0, 0));
    EXPECT_POINTS("a zero-length segment on the circle is that point, u = 0",
                  c2d_circle_line_points(c2, vec(0, -2), vec(0, -2), true),
                  points_of(1, 0, -2, 0, 0, 0, 0));
    EXPECT_POINTS("a line through a circle of radius 0 meets it once, at the centre",
                  c2d_circle_line_points(circle(0, 0, 0), vec(-1, 0), vec(1, 0), false),
                  points_of(1, 0, 0, 0.5, 0, 0, 0));

    // (-5, 0)-(2, 0) vs r 2: u = 3/7 (k / s = 21 / 49, correctly rounded) and
    // 1 (s / a = 49 / 49): the end point on the circle is kept, and both
    // points are exact.
    EXPECT_POINTS("a segment ending on the circle keeps its end point, u = 3/7 and 1",
                  c2d_circle_line_points(c2, vec(-5, 0), vec(2, 0), true),
                  points_of(2, -2, 0, 3.0 / 7.0, 2, 0, 1));

    // A root at exactly u = 0 with the other root negative: (2, 0) to (6, 0),
    // |2 + 4 u| = 2 at u = -1 and 0. The 0 must be +0.0 (the stable pair's
    // k / s is 0 / -16 = -0.0 before its + 0.0).
    EXPECT_POINTS("a line starting on the circle and moving out has u = -1 and +0.0",
                  c2d_circle_line_points(c2, vec(2, 0), vec(6, 0), false),
                  points_of(2, -2, 0, -1, 2, 0, 0));
    // The reason for the nearest point: a line 1e8 away crossing a unit
    // circle at y = 0.5 has two roots 0.5 -+ sqrt(0.75) / 2e8, not a tangent.
    c2d_circle_points p =
        c2d_circle_line_points(circle(0, 0, 1), vec(-1e8, 0.5), vec(1e8, 0.5), false);
    double half_width = sqrt(0.75) / 2e8;
    CHECK("a far-away chord keeps two roots (no cancellation in the discriminant)",
          p.count == 2 && fabs(p.u[0] - (0.5 - half_width)) < 1e-6 * half_width &&
              fabs(p.u[1] - (0.5 + half_width)) < 1e-6 * half_width);
}

static void test_sweep_circle_circle(void) {
    // Page section 4: the cast of other's centre against the circle of radius
    // R = r + other.r; time = clamp(t - 1e-8, 0, 1), pos = start + delta *
    // time; hit.pos = c + normal * r; hit.delta = (1 - t) * -delta.
    c2d_circle c = circle(0, 0, 1);

    // R 2: -6 + 8 t = -2 at t = 0.5; normal (-1, 0), hit.pos (-1, 0).
    double t = 0.5 - 1e-8;
    EXPECT_SWEEP("circle swept into a circle stops 1e-8 of time before contact",
                 c2d_sweep_circle_circle(c, circle(-6, 0, 1), vec(8, 0)),
                 sweep_of(hit_at(-1, 0, -4, -0.0, -1, 0, 0.5), -6 + 8 * t, 0, t, false));
    // Radii 2 and 1, R 3: -7 + 8 t = -3 at 0.5; normal (0, -1), hit.pos (0, -2).
    EXPECT_SWEEP("hit.pos is on the static circle, at its own radius",
                 c2d_sweep_circle_circle(circle(0, 0, 2), circle(0, -7, 1), vec(0, 8)),
                 sweep_of(hit_at(0, -2, -0.0, -4, 0, -1, 0.5), 0, -7 + 8 * t, t, false));
    // Start overlapping: stuck (time 0, at the start) with the cast's time-0
    // hit, as for boxes: normal centre-to-start (1, 0), hit.pos (1, 0) on c,
    // hit.delta = 1 * -delta.
    EXPECT_SWEEP("circle sweep starting overlapping is stuck with the cast's time-0 hit",
                 c2d_sweep_circle_circle(c, circle(1, 0, 1), vec(4, 0)),
                 sweep_of(hit_at(1, 0, -4, -0.0, 1, 0, 0), 1, 0, 0, true));
    c2d_circle inside = circle(0.5, 0.5, 1);
    CHECK("zero-delta circle sweep is the static test",
          same_sweep(c2d_sweep_circle_circle(c, inside, vec(0, -0.0)),
                     sweep_of(c2d_intersect_circle_circle(c, inside), 0.5, 0.5, 0, true)));
    // Touching (distance 2 = R) and moving in: roots 0 and 1, hit at time 0,
    // sweep time clamp(0 - 1e-8) = 0, but not stuck.
    EXPECT_SWEEP("circle touching and moving in is blocked at time 0 but not stuck",
                 c2d_sweep_circle_circle(c, circle(-2, 0, 1), vec(4, 0)),
                 sweep_of(hit_at(-1, 0, -4, -0.0, -1, 0, 0), -2, 0, 0, false));
    EXPECT_SWEEP("circle touching and moving away is not blocked",
                 c2d_sweep_circle_circle(c, circle(-2, 0, 1), vec(-4, 0)),
                 sweep_of(miss_at(-6, 0), -6, 0, 1, false));
    // y = 2 = R: the path only grazes.
    EXPECT_SWEEP("circle passing at exactly the radius sum is not blocked",
                 c2d_sweep_circle_circle(c, circle(-4, 2, 1), vec(8, 0)),
                 sweep_of(miss_at(4, 2), 4, 2, 1, false));
    // -6 + 4 t = -2 at t = 1: ends touching.
    EXPECT_SWEEP("circle ending exactly touching is not blocked",
                 c2d_sweep_circle_circle(c, circle(-6, 0, 1), vec(4, 0)),
                 sweep_of(miss_at(-2, 0), -2, 0, 1, false));
    // a = 1e-320, subnormal (see the raycast's check of the same).
    EXPECT_SWEEP("a circle apart moving by 1e-160 is not blocked",
                 c2d_sweep_circle_circle(c, circle(3, 0, 1), vec(1e-160, 0)),
                 sweep_of(miss_at(3, 0), 3, 0, 1, false));
}

static void test_sweep_circle_and_aabb(void) {
    // Page section 4: the centre is cast against the box grown by r (seed
    // 000's slab); an entry beyond the box on both axes is decided by the
    // corner's circle of radius r. hit.pos is the box's point nearest the
    // centre at contact.
    c2d_aabb b = box(0, 0, 2, 1);
    double t = 0.375 - 1e-8;

    // Grown half (3, 2): near_x = (0 - 3 + 6) / 8 = 0.375, entry centre
    // (-3, 0) is beside the face (|0| <= 1): normal (-1, 0), hit.pos (-2, 0).
    EXPECT_SWEEP("circle swept into a face stops before it",
                 c2d_sweep_aabb_circle(b, circle(-6, 0, 1), vec(8, 0)),
                 sweep_of(hit_at(-2, 0, -5, -0.0, -1, 0, 0.375), -6 + 8 * t, 0, t, false));
    // Box (0, 0, 1, 1), circle (12, 5) r 5 moving (-16, 0): grown half 6,
    // near_x = 6 / 16, entry centre (6, 5) is beyond both faces -> corner
    // (1, 1) with radius 5: f = (11, 4), 11 - 16 t = 3 at t = 0.5 (y 4 is the
    // 3-4-5 height); normal (0.6, 0.8), hit.pos the corner, hit.delta
    // 0.5 * (16, -0.0).
    c2d_aabb square = box(0, 0, 1, 1);
    double tc = 0.5 - 1e-8;
    EXPECT_SWEEP("circle swept into a corner hits the corner's arc",
                 c2d_sweep_aabb_circle(square, circle(12, 5, 5), vec(-16, 0)),
                 sweep_of(hit_at(1, 1, 8, -0.0, 0.6, 0.8, 0.5), 12 - 16 * tc, 5, tc, false));
    // r 1 on x + y = 3.75: the grown box [-2, 2]^2 is entered at (2, 1.75),
    // in the corner square, but the line passes 1.75 / sqrt(2) > 1 from the
    // corner (1, 1): it misses the arc, so the whole rounded box.
    c2d_vec2 start = vec(3, 0.75), d = vec(-2.25, 2.25);
    CHECK("the path through the corner square enters the box grown by r",
          c2d_intersect_aabb_segment(square, start, d, 1, 1).hit);
    EXPECT_SWEEP("a path through the corner square that misses the arc misses",
                 c2d_sweep_aabb_circle(square, circle(3, 0.75, 1), d),
                 sweep_of(miss_at(0.75, 3), 0.75, 3, 1, false));
    // x + y = 3.25 passes 1.25 / sqrt(2) < 1 from the corner: it hits the arc.
    c2d_sweep s = c2d_sweep_aabb_circle(square, circle(3, 0.25, 1), d);
    CHECK("a path through the corner square that cuts the arc hits at the corner",
          s.hit.hit && !s.started_overlapping && same_vec(s.hit.pos, vec(1, 1)) &&
              s.hit.normal.x > 0 && s.hit.normal.y > 0 && s.hit.time > 0 && s.hit.time < 1);
    // Centre at y = 2 = 1 + r: sliding along the top face, touching.
    EXPECT_SWEEP("circle sliding along a face while touching is not blocked",
                 c2d_sweep_aabb_circle(b, circle(-6, 2, 1), vec(12, 0)),
                 sweep_of(miss_at(6, 2), 6, 2, 1, false));
    // Radius 0: seed 000's segment cast, near_x = (0 - 2 + 6) / 8 = 0.5.
    double th = 0.5 - 1e-8;
    EXPECT_SWEEP("a circle of radius 0 sweeps like a point",
                 c2d_sweep_aabb_circle(b, circle(-6, 0.5, 0), vec(8, 0)),
                 sweep_of(hit_at(-2, 0.5, -4, -0.0, -1, 0, 0.5), -6 + 8 * th, 0.5, th, false));
    // (2.5, 0) r 1 overlaps the right face. Cast from inside the grown box:
    // near_x = (0 - 3 - 2.5) / 4 < 0 -> time 0, normal (-sign_x, 0) = (-1, 0)
    // (seed 000's stuck hit), hit.pos the box's point nearest (2.5, 0).
    EXPECT_SWEEP("circle sweep into a box starting overlapping is stuck with the cast's hit",
                 c2d_sweep_aabb_circle(b, circle(2.5, 0, 1), vec(4, 0)),
                 sweep_of(hit_at(2, 0, -4, -0.0, -1, 0, 0), 2.5, 0, 0, true));
    c2d_circle over = circle(2.5, 0, 1);
    CHECK("zero-delta circle-into-box sweep is the static test",
          same_sweep(c2d_sweep_aabb_circle(b, over, vec(-0.0, 0)),
                     sweep_of(c2d_intersect_aabb_circle(b, over), 2.5, 0, 0, true)));

    // Circle.sweep_aabb: the box moves, seen as the circle moving by -delta;
    // normal from the circle toward the box (0 - n), hit.pos = c + normal * r.
    // Circle (0, 0) r 1, box (6, 0, 2, 1) by (-8, 0): near_x = 3 / 8 as above;
    // normal (1, 0), hit.pos (1, 0), hit.delta 0.625 * (8, -0.0).
    EXPECT_SWEEP("box swept into a circle stops before it, normal toward the box",
                 c2d_sweep_circle_aabb(circle(0, 0, 1), box(6, 0, 2, 1), vec(-8, 0)),
                 sweep_of(hit_at(1, 0, 5, -0.0, 1, 0, 0.375), 6 - 8 * t, 0, t, false));
    // The corner case above seen from the box: box (0, 0, 1, 1) moving (16, 0)
    // into circle (12, 5) r 5; normal (-0.6, -0.8), hit.pos (12 - 3, 5 - 4).
    EXPECT_SWEEP("box swept corner-first into a circle hits the arc",
                 c2d_sweep_circle_aabb(circle(12, 5, 5), square, vec(16, 0)),
                 sweep_of(hit_at(9, 1, -8, -0.0, -0.6, -0.8, 0.5), 16 * tc, 0, tc, false));
    EXPECT_SWEEP("box passing a circle misses and ends at start + delta",
                 c2d_sweep_circle_aabb(circle(0, 0, 1), box(6, 5, 1, 1), vec(-8, 0)),
                 sweep_of(miss_at(-2, 5), -2, 5, 1, false));
    // Stuck: in the box's frame the centre moves (-4, -0.0) from inside the
    // grown box, x slab, normal (+1, 0); negated (-1, 0); hit.pos (0 - 1, 0).
    EXPECT_SWEEP("box sweep into a circle starting overlapping is stuck with the cast's hit",
                 c2d_sweep_circle_aabb(circle(0, 0, 1), box(1.5, 0, 1, 1), vec(4, 0)),
                 sweep_of(hit_at(-1, 0, -4, -0.0, -1, 0, 0), 1.5, 0, 0, true));
    // Radius 0, found by a random search: the path enters the box through a
    // face, but the entry point rounds to just beyond both faces. A corner
    // test there (a circle of radius 0) would miss; with r = 0 there is no
    // corner test, so the sweep is seed 000's segment cast.
    c2d_aabb near_corner = box(-0x1.a15b257f42b65p+1, 0x1.03651db206cap-1, 0x1.5691c4b4ad239p+0,
                               0x1.1499e9ea29338p-2);
    c2d_vec2 p0 = vec(-0x1.20a71076414e2p+2, 0x1.d50f4e6faa1eap+2);
    c2d_vec2 d0 = vec(0x1.b4b71fc3c3f46p+2, -0x1.1471d250206cfp+4);
    c2d_hit seg = c2d_intersect_aabb_segment(near_corner, p0, d0, 0, 0);
    s = c2d_sweep_aabb_circle(near_corner, circle(p0.x, p0.y, 0), d0);
    CHECK("a radius-0 sweep entering by a face next to a corner hits like the segment",
          seg.hit && s.hit.hit && same(s.hit.time, seg.time));
}

static void test_overlap_interval_circles(void) {
    // Page section 5: v = other_delta - delta, d = other.c - c, R = r + other.r;
    // the open set of t in [0, 1] with |d + v t| < R.
    c2d_circle c = circle(0, 0, 1);
    c2d_vec2 still = vec(0, 0);

    // |6 - 16 t| < 2 for 0.25 < t < 0.5.
    EXPECT_INTERVAL("approaching circles overlap between entry and exit",
                    c2d_overlap_interval_circle_circle(c, circle(6, 0, 1), still, vec(-16, 0)),
                    interval(0.25, 0.5));
    // |1 + 8 t| < 2 for -3/8 < t < 1/8.
    EXPECT_INTERVAL("circles overlapping at the start have first 0",
                    c2d_overlap_interval_circle_circle(c, circle(1, 0, 1), still, vec(8, 0)),
                    interval(0, 0.125));
    // |2 - 8 t| < 2 for 0 < t < 0.5: first is +0.0.
    EXPECT_INTERVAL("circles touching and moving in overlap from +0.0",
                    c2d_overlap_interval_circle_circle(c, circle(2, 0, 1), still, vec(-8, 0)),
                    interval(0, 0.5));
    EXPECT_INTERVAL("circles touching and moving apart never overlap",
                    c2d_overlap_interval_circle_circle(c, circle(2, 0, 1), still, vec(8, 0)),
                    NO_INTERVAL);
    // |6 - 4 t| < 2 for 1 < t < 2.
    EXPECT_INTERVAL("circles that end touching never overlap",
                    c2d_overlap_interval_circle_circle(c, circle(6, 0, 1), still, vec(-4, 0)),
                    NO_INTERVAL);
    EXPECT_INTERVAL("circles passing at exactly the radius sum never overlap",
                    c2d_overlap_interval_circle_circle(c, circle(-4, 2, 1), still, vec(8, 0)),
                    NO_INTERVAL);
    EXPECT_INTERVAL("zero relative motion while overlapping covers the whole step",
                    c2d_overlap_interval_circle_circle(c, circle(1, 0, 1), vec(3, 1), vec(3, 1)),
                    interval(0, 1));
    EXPECT_INTERVAL("circles of radius 0 crossing never overlap",
                    c2d_overlap_interval_circle_circle(circle(0, 0, 0), circle(-1, 0, 0), still,
                                                       vec(2, 0)),
                    NO_INTERVAL);
}

static void test_circle_invariants(void) {
    // Contract invariants over a small grid of half-integer inputs (many
    // touching and tangent cases), whatever the rounding of the roots:
    // - a sweep that is not stuck ends without overlapping (the 1e-8 back-off);
    // - times and parameters are in [0, 1] and never -0.0;
    // - Circle.sweep_aabb is AABB.sweep_circle seen from the box: the same
    //   times and opposite normals;
    // - overlap_interval starts at 0 when the static test overlaps, and a
    //   zero-length raycast is the point test.
    static const double coords[] = {-3, -1.5, -1, 0, 0.5, 2};
    static const double radii[] = {0, 0.5, 1};
    static const double moves[] = {-4, -1, -0.0, 0, 1.5, 4};
    enum { NC = 6, NR = 3, NM = 6 };
    c2d_aabb boxes[] = {box(0, 0, 1, 1), box(0.5, -1, 2, 0.5), box(1, 1, 0, 1)};
    c2d_circle colliders[] = {circle(0, 0, 1), circle(0.5, -1, 2), circle(-1, 1, 0)};
    long end_overlaps = 0, bad_times = 0, mirror = 0, interval_start = 0, point_test = 0;
    long hits = 0, misses = 0;
    for (int i = 0; i < NC * NC * NR; i++) {
        c2d_circle mover = circle(coords[i % NC], coords[(i / NC) % NC], radii[i / (NC * NC)]);
        for (int k = 0; k < NM * NM; k++) {
            c2d_vec2 d = vec(moves[k % NM], moves[k / NM]);
            c2d_vec2 back = vec(-d.x, -d.y);
            for (int j = 0; j < 3; j++) {
                c2d_circle c = colliders[j];
                c2d_aabb b = boxes[j];
                c2d_sweep sc = c2d_sweep_circle_circle(c, mover, d);
                c2d_sweep sb = c2d_sweep_aabb_circle(b, mover, d);
                c2d_aabb moving_box = box(mover.center.x, mover.center.y, 0.5 * (j + 1), 0.5);
                c2d_sweep sa = c2d_sweep_circle_aabb(c, moving_box, d);
                c2d_sweep seen = c2d_sweep_aabb_circle(moving_box, c, back);
                c2d_interval iv = c2d_overlap_interval_circle_circle(c, mover, vec(0, 0), d);
                hits += sc.hit.hit + sb.hit.hit + sa.hit.hit;
                misses += !sc.hit.hit + !sb.hit.hit + !sa.hit.hit;

                if ((!sc.started_overlapping &&
                     c2d_intersect_circle_circle(c, circle(sc.pos.x, sc.pos.y, mover.radius))
                         .hit) ||
                    (!sb.started_overlapping &&
                     c2d_intersect_aabb_circle(b, circle(sb.pos.x, sb.pos.y, mover.radius))
                         .hit) ||
                    (!sa.started_overlapping &&
                     c2d_intersect_circle_aabb(c, box(sa.pos.x, sa.pos.y, moving_box.half.x,
                                                      moving_box.half.y))
                         .hit))
                    end_overlaps++;

                c2d_sweep all[3] = {sc, sb, sa};
                for (int m = 0; m < 3; m++) {
                    double times[2] = {all[m].time, all[m].hit.time};
                    for (int q = 0; q < 2; q++)
                        if (!(times[q] >= 0 && times[q] <= 1) || minus_zero(times[q]))
                            bad_times++;
                }
                if (minus_zero(iv.first) || minus_zero(iv.last)) bad_times++;

                if (sa.hit.hit != seen.hit.hit || sa.started_overlapping !=
                                                      seen.started_overlapping ||
                    (sa.hit.hit && !sa.started_overlapping &&
                     !(same(sa.hit.time, seen.hit.time) && same(sa.time, seen.time) &&
                       sa.hit.normal.x == -seen.hit.normal.x &&
                       sa.hit.normal.y == -seen.hit.normal.y)))
                    mirror++;

                if (c2d_intersect_circle_circle(c, mover).hit && !(iv.hit && same(iv.first, 0)))
                    interval_start++;

                if (d.x == 0 && d.y == 0 &&
                    c2d_intersect_circle_segment(c, mover.center, d).hit !=
                        c2d_intersect_circle_point(c, mover.center).hit)
                    point_test++;
            }
        }
    }
    CHECK("no circle sweep that is not stuck ends overlapping", end_overlaps == 0);
    CHECK("circle sweep times and interval ends are in [0, 1] and never -0.0", bad_times == 0);
    CHECK("Circle.sweep_aabb has AABB.sweep_circle's times and opposite normals", mirror == 0);
    CHECK("overlap_interval starts at 0 when the circles overlap at the start",
          interval_start == 0);
    CHECK("a zero-length circle raycast is the point test", point_test == 0);
    CHECK("the circle sweep grid holds both hits and misses", hits > 1000 && misses > 1000);
}

// ---------------------------------------------------------------------------
// Circles: no output is NaN for extreme valid inputs
// ---------------------------------------------------------------------------

static bool no_nan_vec(c2d_vec2 v) { return !isnan(v.x) && !isnan(v.y); }

static bool line_hit_ok(c2d_line_hit r) {
    return no_nan_vec(r.start) && no_nan_vec(r.end) && !isnan(r.t0) && !isnan(r.t1) &&
           !isnan(r.u0) && !isnan(r.u1) && r.kind >= C2D_LINES_NONE &&
           r.kind <= C2D_LINES_PARALLEL;
}

static bool points_ok(c2d_circle_points p) {
    bool ok = p.count >= 0 && p.count <= 2;
    for (int k = 0; k < 2; k++) ok = ok && no_nan_vec(p.point[k]) && !isnan(p.u[k]);
    return ok && (p.count < 2 || p.u[0] <= p.u[1]);
}

static void test_circles_no_nan(void) {
    // Coordinates 0, -0.0, +-1, the +-2^200 range limit, 1e-160 (as a motion
    // its square is subnormal) and -5e-324 (its square is 0); radii 0, 1e-300
    // (its square underflows), 1 and 2^200; motions of 0 and -0.0 among them.
    // One check per function: hits and sweeps finite with times in [0, 1]
    // (hit_ok, sweep_ok, interval_ok above), line results free of NaN. Every
    // receiver meets every point and every other shape; motions (from the
    // same set) are sampled to keep the sanitizer builds quick.
    static const double xs[] = {0.0, -0.0, 1.0, -1.0, 0x1p200, -0x1p200, 1e-160, -5e-324};
    static const double rs[] = {0.0, 1e-300, 1.0, 0x1p200};
    enum { NX = 8, NRAD = 4, NCIRC = NX * NX * NRAD, NPT = NX * NX };
    static c2d_circle circles[NCIRC];
    static c2d_aabb boxes[NCIRC];
    static c2d_vec2 pts[NPT];
    for (int i = 0; i < NCIRC; i++) {
        circles[i] = circle(xs[i % NX], xs[(i / NX) % NX], rs[i / NPT]);
        boxes[i] = box(xs[i % NX], xs[(i / NX) % NX], rs[i / NPT], rs[(i / NX) % NRAD]);
    }
    for (int i = 0; i < NPT; i++) pts[i] = vec(xs[i % NX], xs[i / NX]);

    long bad[12] = {0};
    for (int i = 0; i < NCIRC; i++) {
        c2d_circle c = circles[i];
        for (int j = 0; j < NPT; j++) {
            bad[0] += !hit_ok(c2d_intersect_circle_point(c, pts[j]));
            for (int k = (i + j) % 3; k < NPT; k += 3) { // a third of the motions
                bad[5] += !hit_ok(c2d_intersect_circle_segment(c, pts[j], pts[k]));
                bad[7] += !points_ok(c2d_circle_line_points(c, pts[j], pts[k], true));
                bad[4] += !points_ok(c2d_circle_line_points(c, pts[j], pts[k], false));
            }
        }
        for (int j = 0; j < NCIRC; j++) {
            c2d_circle o = circles[j];
            bad[1] += !hit_ok(c2d_intersect_circle_circle(c, o));
            bad[2] += !hit_ok(c2d_intersect_aabb_circle(boxes[j], c));
            bad[3] += !hit_ok(c2d_intersect_circle_aabb(c, boxes[j]));
            // Motions: every 16th pair takes all of them, the others every
            // 13th from a varying offset (fast, and each motion meets every
            // receiver).
            bool all_motions = (i + j) % 16 == 0;
            int step = all_motions ? 1 : 13;
            for (int k = all_motions ? 0 : (i * 7 + j) % 13; k < NPT; k += step) {
                c2d_vec2 d = pts[k], other_d = pts[NPT - 1 - k];
                bad[8] += !sweep_ok(c2d_sweep_circle_circle(c, o, d));
                bad[9] += !sweep_ok(c2d_sweep_aabb_circle(boxes[j], c, d));
                bad[10] += !sweep_ok(c2d_sweep_circle_aabb(c, boxes[j], d));
                bad[11] += !interval_ok(c2d_overlap_interval_circle_circle(c, o, d, other_d));
            }
        }
    }
    // Every 31st 4-tuple of points (31 is coprime with NPT = 64, so every
    // point takes each of the four roles), as segments and as lines.
    for (int i = 0; i < NPT * NPT * NPT * NPT; i += 31) {
        c2d_vec2 a1 = pts[i % NPT], a2 = pts[(i / NPT) % NPT];
        c2d_vec2 b1 = pts[(i / (NPT * NPT)) % NPT], b2 = pts[i / (NPT * NPT * NPT)];
        bad[6] += !line_hit_ok(c2d_line_intersection(a1, a2, b1, b2, true));
        bad[6] += !line_hit_ok(c2d_line_intersection(a1, a2, b1, b2, false));
    }
    static const char *names[12] = {
        "c2d_intersect_circle_point",   "c2d_intersect_circle_circle",
        "c2d_intersect_aabb_circle",    "c2d_intersect_circle_aabb",
        "c2d_circle_line_points (lines)", "c2d_intersect_circle_segment",
        "c2d_line_intersection",        "c2d_circle_line_points (segments)",
        "c2d_sweep_circle_circle",      "c2d_sweep_aabb_circle",
        "c2d_sweep_circle_aabb",        "c2d_overlap_interval_circle_circle"};
    for (int f = 0; f < 12; f++) {
        char name[160];
        snprintf(name, sizeof name, "%s: no NaN (nor bad time) on extreme inputs",
                 names[f]);
        if (!check_at(bad[f] == 0, name, __LINE__)) printf("    %ld bad results\n", bad[f]);
    }
}

// ---------------------------------------------------------------------------
// Robustness: work counts that cannot wrap, chunks that cover every row once,
// and result rows with every byte written (no stale memory in a pickle)
// ---------------------------------------------------------------------------

static void test_work_counts_saturate(void) {
    // 64 movers x (2^58 - 1) colliders is 2^64 - 64: past INT64_MAX, so it
    // saturates instead of wrapping to a negative count.
    CHECK("64 * (2^58 - 1) saturates", c2d_mul_saturated(64, (INT64_C(1) << 58) - 1) == INT64_MAX);
    CHECK("INT64_MAX * 2 saturates", c2d_mul_saturated(INT64_MAX, 2) == INT64_MAX);
    CHECK("3 * 5 = 15", c2d_mul_saturated(3, 5) == 15);
    CHECK("0 * INT64_MAX = 0", c2d_mul_saturated(0, INT64_MAX) == 0);
    CHECK("2^31 * 2^31 = 2^62", c2d_mul_saturated(INT64_C(1) << 31, INT64_C(1) << 31) == INT64_C(1) << 62);
    // Chunks: floor(n * t / chunks) without forming n * t, which wraps for
    // n = 2^62 and t = 7.
    int64_t n = INT64_C(1) << 62;
    CHECK("chunk 0 starts at 0", c2d_chunk_start(n, 0, 8) == 0);
    CHECK("chunk 7 of 8 of 2^62 starts at 7 * 2^59", c2d_chunk_start(n, 7, 8) == 7 * (INT64_C(1) << 59));
    CHECK("the last chunk ends at n", c2d_chunk_start(n, 8, 8) == n);
    // 10 rows in 3 chunks: floor(10 t / 3) = 0, 3, 6, 10.
    CHECK("10 rows in 3 chunks: 0 3 6 10",
          c2d_chunk_start(10, 0, 3) == 0 && c2d_chunk_start(10, 1, 3) == 3 &&
              c2d_chunk_start(10, 2, 3) == 6 && c2d_chunk_start(10, 3, 3) == 10);
}

/// True when the `count` bytes at `p` are all zero.
static bool zero_bytes(const void *p, size_t count) {
    const unsigned char *b = p;
    for (size_t k = 0; k < count; k++)
        if (b[k] != 0) return false;
    return true;
}

static void test_result_rows_have_no_stale_bytes(void) {
    // Outputs start full of 0xAB (stale memory); after the kernel, the bytes
    // after each flag (named `zero` members, formerly compiler padding) are 0.
    enum { N = 3 };
    const double boxes[N][4] = {{0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}};
    const double others[N][4] = {{0.5, 0, 1, 1}, {5, 5, 1, 1}, {0, 0.5, 1, 1}};
    const double delta[N][2] = {{4, 0}, {-9, -9}, {0, 0}};
    const double circles[N][3] = {{0.5, 0, 1}, {5, 5, 1}, {0, 0, 0.5}};
    c2d_rows B = rows(boxes[0], 4), O = rows(others[0], 4), D = rows(delta[0], 2);
    c2d_rows C = rows(circles[0], 3);
    c2d_hit hits[N];
    c2d_sweep sweeps[N];
    c2d_interval intervals[N];
    bool all_zero = true;

    memset(hits, 0xAB, sizeof hits);
    CALL(intersect_aabb_aabb, N, hits, B, O);
    for (int i = 0; i < N; i++) all_zero &= zero_bytes(C2D_BYTES_AFTER(&hits[i], c2d_hit, hit), 7);
    memset(hits, 0xAB, sizeof hits);
    CALL(intersect_circle_aabb, N, hits, C, B);
    for (int i = 0; i < N; i++) all_zero &= zero_bytes(C2D_BYTES_AFTER(&hits[i], c2d_hit, hit), 7);
    CHECK("hit rows: the bytes after the flag are zero", all_zero);

    all_zero = true;
    memset(sweeps, 0xAB, sizeof sweeps);
    CALL(sweep_aabb_aabb, N, sweeps, B, O, D);
    for (int i = 0; i < N; i++)
        all_zero &= zero_bytes(C2D_BYTES_AFTER(&sweeps[i], c2d_sweep, started_overlapping), 7) &
                    zero_bytes(C2D_BYTES_AFTER(&sweeps[i].hit, c2d_hit, hit), 7);
    memset(sweeps, 0xAB, sizeof sweeps);
    CALL_INTO(sweep_into_aabb, N, sweeps, B, N, O, N, C, D);
    for (int i = 0; i < N; i++)
        all_zero &= zero_bytes(C2D_BYTES_AFTER(&sweeps[i], c2d_sweep, started_overlapping), 7) &
                    zero_bytes(C2D_BYTES_AFTER(&sweeps[i].hit, c2d_hit, hit), 7);
    memset(sweeps, 0xAB, sizeof sweeps);
    CALL(sweep_circle_aabb, N, sweeps, C, B, D);
    for (int i = 0; i < N; i++)
        all_zero &= zero_bytes(C2D_BYTES_AFTER(&sweeps[i], c2d_sweep, started_overlapping), 7) &
                    zero_bytes(C2D_BYTES_AFTER(&sweeps[i].hit, c2d_hit, hit), 7);
    CHECK("sweep rows: the bytes after both flags are zero", all_zero);

    all_zero = true;
    memset(intervals, 0xAB, sizeof intervals);
    CALL(overlap_interval_aabb_aabb, N, intervals, B, O, D, D);
    for (int i = 0; i < N; i++) all_zero &= zero_bytes(C2D_BYTES_AFTER(&intervals[i], c2d_interval, hit), 7);
    memset(intervals, 0xAB, sizeof intervals);
    CALL(overlap_interval_circle_circle, N, intervals, C, C, D, D);
    for (int i = 0; i < N; i++) all_zero &= zero_bytes(C2D_BYTES_AFTER(&intervals[i], c2d_interval, hit), 7);
    CHECK("interval rows: the bytes after the flag are zero", all_zero);
}

// ---- the [kind][kind] tables (dispatch.h) ------------------------------------------

/// Every pair of kinds goes to the direct function, either order for the
/// symmetric overlaps, over a small grid of shapes that both hit and miss.
static void test_dispatch_tables(void) {
    c2d_shape shapes[12];
    int n = 0;
    for (int i = 0; i < 4; i++) {
        double x = 0.75 * i;
        shapes[n++] = (c2d_shape){.kind = C2D_SHAPE_aabb, .aabb = box(x, 0.25 * i, 1, 0.5)};
        shapes[n++] = (c2d_shape){.kind = C2D_SHAPE_circle, .circle = circle(x + 0.5, 0, 0.75)};
        shapes[n++] = (c2d_shape){.kind = C2D_SHAPE_segment,
                                  .segment = {{x - 1, -1}, {x + 1, 1.5 * i - 1}}};
    }
    int mismatches = 0, overlaps = 0, sweeps = 0;
    c2d_vec2 delta = {3.0, -0.5};
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            const c2d_shape *a = &shapes[i], *b = &shapes[j];
            bool want;
            switch (a->kind * 3 + b->kind) {
            case 0: want = c2d_overlaps_aabb_aabb(a->aabb, b->aabb); break;
            case 1: want = c2d_overlaps_aabb_circle(a->aabb, b->circle); break;
            case 2: want = c2d_overlaps_aabb_segment(a->aabb, b->segment); break;
            case 3: want = c2d_overlaps_circle_aabb(a->circle, b->aabb); break;
            case 4: want = c2d_overlaps_circle_circle(a->circle, b->circle); break;
            case 5: want = c2d_overlaps_circle_segment(a->circle, b->segment); break;
            case 6: want = c2d_overlaps_segment_aabb(a->segment, b->aabb); break;
            case 7: want = c2d_overlaps_segment_circle(a->segment, b->circle); break;
            default: want = c2d_overlaps_segment_segment(a->segment, b->segment); break;
            }
            bool got = c2d_overlaps_shapes(a, b);
            mismatches += got != want || got != c2d_overlaps_shapes(b, a);
            overlaps += got;
            c2d_sweep s, expected;
            bool has = c2d_sweep_shapes(a, b, delta, &s);
            if (a->kind == C2D_SHAPE_segment || b->kind == C2D_SHAPE_segment) {
                mismatches += has; // no sweep for a segment, either way
                continue;
            }
            switch (a->kind * 3 + b->kind) {
            case 0: expected = c2d_sweep_aabb_aabb(a->aabb, b->aabb, delta); break;
            case 1: expected = c2d_sweep_aabb_circle(a->aabb, b->circle, delta); break;
            case 3: expected = c2d_sweep_circle_aabb(a->circle, b->aabb, delta); break;
            default: expected = c2d_sweep_circle_circle(a->circle, b->circle, delta); break;
            }
            mismatches += !has || !same_sweep(s, expected);
            sweeps += has && s.hit.hit;
        }
    }
    CHECK("the dispatch tables give the direct functions, overlaps in either order",
          mismatches == 0);
    CHECK("the dispatch grid holds overlaps, misses and sweep hits",
          overlaps > 10 && overlaps < n * n - 10 && sweeps > 5);
}

int main(void) {
    test_intersect_point();
    test_intersect_segment();
    test_intersect_aabb();
    test_overlaps_agrees_with_intersect();
    test_sweep_aabb();
    test_batch_intersect_collider_rows();
    test_sweep_into();
    test_overlap_interval();
    test_batch_equals_scalar();
    test_validation();
    test_no_nan_on_awkward_inputs();
    test_circle_point_and_circle();
    test_circle_and_aabb();
    test_circle_segment();
    test_line_intersection();
    test_circle_line_points();
    test_sweep_circle_circle();
    test_sweep_circle_and_aabb();
    test_overlap_interval_circles();
    test_circle_invariants();
    test_circles_no_nan();
    test_work_counts_saturate();
    test_result_rows_have_no_stale_bytes();
    test_dispatch_tables();
    printf("%d passed, %d failed\n", passed_count, failed_count);
    return failed_count ? 1 : 0;
}
