// collide2d core tests: batch == scalar, row validation, no NaN on awkward inputs, work
// counts, result bytes and the [kind][kind] dispatch tables. The kit is tests/c/check.h.
#include "check.h"

// A batch row is the scalar function's result as the kernels write it: a position of
// -0.0 written +0.0 (c2d_result_pos; an input's -0.0 copied into a contact point).
static bool same_written_hit(c2d_hit got, c2d_hit want) {
    want.pos = c2d_result_pos(want.pos);
    return same_hit(got, want);
}

static bool same_written_sweep(c2d_sweep got, c2d_sweep want) {
    want.pos = c2d_result_pos(want.pos);
    want.hit.pos = c2d_result_pos(want.hit.pos);
    return same_sweep(got, want);
}

// ---------------------------------------------------------------------------
// Batch kernels equal the loop of scalar calls
// ---------------------------------------------------------------------------

void test_batch_equals_scalar(void) {
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
        ok = same_written_hit(hits[i], want.hit ? with_collider(want, i) : want);
    }
    CHECK("batch intersect_point equals the scalar loop", ok);

    ok = CALL(intersect_aabb_segment, N, hits, B, pos, D, P, rows(pad, 0)).code == C2D_OK;
    for (int i = 0; i < N && ok; i++) {
        c2d_hit want = c2d_intersect_aabb_segment(
            box(boxes[i][0], boxes[i][1], boxes[i][2], boxes[i][3]),
            vec(others[i][0], others[i][1]), vec(delta[i][0], delta[i][1]), pad[i], pad[0]);
        ok = same_written_hit(hits[i], want.hit ? with_collider(want, i) : want);
        hit_rows += want.hit;
    }
    CHECK("batch intersect_segment equals the scalar loop", ok);

    ok = CALL(intersect_aabb_aabb, N, hits, B, O).code == C2D_OK;
    for (int i = 0; i < N && ok; i++) {
        c2d_hit want = c2d_intersect_aabb_aabb(
            box(boxes[i][0], boxes[i][1], boxes[i][2], boxes[i][3]),
            box(others[i][0], others[i][1], others[i][2], others[i][3]));
        ok = same_written_hit(hits[i], want.hit ? with_collider(want, i) : want);
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
        ok = same_written_sweep(sweeps[i], want);
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

void test_validation(void) {
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
          same_written_hit(out[0], with_collider(c2d_intersect_aabb_aabb(box(0, 0, 1, 1),
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

    // sweep_into: 0 movers, 1 colliders, 2 delta. Colliders are checked first (when
    // the shape set is built), with their number as the row.
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
    EXPECT_STATUS("sweep_into reports a bad delta as argument 2",
                  CALL_INTO(sweep_into_aabb, 3, sweeps, B, 4, C, 0, NO_ROWS, DL), C2D_BAD_NUMBER, 2, 0, NAN);
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

void test_no_nan_on_awkward_inputs(void) {
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
// Robustness: work counts that cannot wrap, chunks that cover every row once,
// and result rows with every byte written (no stale memory in a pickle)
// ---------------------------------------------------------------------------

void test_work_counts_saturate(void) {
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
void test_result_rows_have_no_stale_bytes(void) {
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
void test_dispatch_tables(void) {
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
            mismatches += !has || !same_written_sweep(s, expected);
            sweeps += has && s.hit.hit;
        }
    }
    CHECK("the dispatch tables give the direct functions, overlaps in either order",
          mismatches == 0);
    CHECK("the dispatch grid holds overlaps, misses and sweep hits",
          overlaps > 10 && overlaps < n * n - 10 && sweeps > 5);
}


// ---- every kernel of the list, from its table (kernels/kernels.h) -------------------

/// A valid row of each row kind: a box, a circle, a segment, an oriented box, a
/// capsule, (a polygon: TRIANGLE), a vector, a size, a box and a circle collider, and
/// the box rows a shape set is made of.
static const double VALID_ROW[C2D_ROW_KIND_COUNT][5] = {
    [C2D_ROWS_aabb] = {0.5, 0.25, 1.0, 0.5},
    [C2D_ROWS_circle] = {0.25, 0.5, 0.75, 0.0},
    [C2D_ROWS_segment] = {-1.0, -0.5, 2.0, 1.5},
    [C2D_ROWS_obb] = {0.5, 0.0, 1.0, 0.5, 0.3},
    [C2D_ROWS_capsule] = {0.0, 0.0, 1.0, 0.5, 0.25},
    [C2D_ROWS_polygon] = {0.0, 0.0},
    [C2D_ROWS_vec] = {0.75, -0.25, 0, 0},
    [C2D_ROWS_size] = {0.125, 0, 0, 0},
    [C2D_ROWS_boxes_all] = {1.0, 0.0, 0.5, 0.5},
    [C2D_ROWS_circles_all] = {0.0, 1.0, 0.5, 0.0},
    [C2D_ROWS_shapes_all] = {1.0, 0.0, 0.5, 0.5}}; // a set of boxes

/// A polygon row: a triangle of three vertices (x, y); rows are ragged, so a polygon
/// argument is these rows one after another with its offsets.
static const double TRIANGLE[6] = {0.0, 0.0, 1.0, 0.0, 0.25, 1.0};
static const int64_t TRIANGLE_OFFSETS[4] = {0, 3, 6, 9};

/// Every kernel of c2d_kernels[] runs on three valid rows per argument (and on the
/// colliders' own rows) with status OK; a NaN in row 1 of any argument stops it with
/// that argument and row (row m + 1 for a circle collider of sweep_into, numbered after
/// its m boxes); its inputs are never written.
void test_every_kernel_of_the_list(void) {
    enum { N = 3 };
    int failures = 0;
    for (int k = 0; k < C2D_KERNEL_COUNT; k++) {
        const c2d_kernel_info *info = &c2d_kernels[k];
        double data[C2D_MAX_KERNEL_ARGS][N * 6], copy[C2D_MAX_KERNEL_ARGS][N * 6];
        c2d_rows in[C2D_MAX_KERNEL_ARGS];
        int64_t counts[C2D_MAX_KERNEL_ARGS];
        int row_doubles[C2D_MAX_KERNEL_ARGS]; // doubles from one row to the next
        for (int a = 0; a < info->n_args; a++) {
            bool set = info->args[a].kind == C2D_ROWS_shapes_all;
            int w = set ? 4 : c2d_row_width[info->args[a].kind];
            bool polygon = info->args[a].kind == C2D_ROWS_polygon;
            row_doubles[a] = polygon ? 6 : w;
            for (int r = 0; r < N; r++) {
                if (polygon)
                    memcpy(&data[a][r * 6], TRIANGLE, sizeof TRIANGLE);
                else
                    memcpy(&data[a][r * w], VALID_ROW[info->args[a].kind], w * sizeof(double));
            }
            in[a] = (c2d_rows){data[a], w, N, 0, polygon ? TRIANGLE_OFFSETS : NULL};
            counts[a] = N;
        }
        bool boxes_too = false; // sweep_into numbers circles after its boxes
        for (int a = 0; a < info->n_args; a++) boxes_too |= info->args[a].kind == C2D_ROWS_boxes_all;
        for (int bad = -1; bad < info->n_args; bad++) {
            if (bad >= 0) data[bad][row_doubles[bad]] = NAN; // row 1, column 0
            memcpy(copy, data, sizeof data);
            unsigned char out[N * 112];
            c2d_sink sink = c2d_sink_new(c2d_result_size[info->result]);
            void *target = info->result == C2D_OUT_pairs ? (void *)&sink : (void *)out;
            // A shape set's rows (boxes here) are checked as the set is built.
            c2d_shape shapes[N];
            c2d_aabb bounds[N];
            c2d_shape_set sets[C2D_MAX_KERNEL_ARGS];
            c2d_rows args[C2D_MAX_KERNEL_ARGS];
            c2d_status st = c2d_ok();
            for (int a = 0; a < info->n_args && st.code == C2D_OK; a++) {
                args[a] = in[a];
                if (info->args[a].kind != C2D_ROWS_shapes_all) continue;
                c2d_rows columns[C2D_SET_COLUMNS] = {{0}};
                columns[C2D_SET_aabb] = in[a];
                sets[a] = (c2d_shape_set){.shapes = shapes, .bounds = bounds};
                st = c2d_shape_set_check(columns, a);
                if (st.code == C2D_OK) c2d_shape_set_fill(&sets[a], columns);
                args[a] = (c2d_rows){NULL, 0, N, 0, NULL, &sets[a]};
            }
            if (st.code == C2D_OK)
                st = info->fn(N, args, counts, info->result == C2D_OUT_none ? NULL : target);
            c2d_sink_free(&sink);
            bool circle_after_boxes =
                bad >= 0 && boxes_too && info->args[bad].kind == C2D_ROWS_circles_all;
            bool ok = bad < 0 ? st.code == C2D_OK
                              : st.code == C2D_BAD_NUMBER && st.arg == bad &&
                                    st.row == 1 + (circle_after_boxes ? N : 0);
            ok = ok && memcmp(copy, data, sizeof data) == 0;
            if (!ok) {
                failures++;
                printf("kernel %s, NaN in argument %d: status %d arg %d row %lld\n", info->id, bad,
                       (int)st.code, st.arg, (long long)st.row);
            }
            if (bad >= 0) // row 1 valid again
                data[bad][row_doubles[bad]] = info->args[bad].kind == C2D_ROWS_polygon
                                                  ? TRIANGLE[0]
                                                  : VALID_ROW[info->args[bad].kind][0];
        }
    }
    CHECK("every kernel of the list runs, and names the argument and row of a NaN", failures == 0);
}
