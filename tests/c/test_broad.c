// collide2d core tests: the broad phase (broad/grid.h) on hand-made scenes -- every
// overlapping pair once, sorted, touching left out, one set or two, ids reported; the
// sweep along x against the grid; and the radix sort the grid is built with, against a
// stable sort.
#include "broad/grid_internal.h"
#include "check.h"
#include "kernels/paths.h"

/// The pairs of boxes `rows` (cx, cy, hx, hy), one set (`split` 0) or the first `split`
/// rows against the rest; `ids` NULL or one per row.
static c2d_sink pairs_of(const double (*rows)[4], int64_t n, int64_t split, const int64_t *ids) {
    c2d_shape shapes[16];
    c2d_aabb bounds[16];
    c2d_rows columns[C2D_SET_COLUMNS] = {{0}};
    c2d_shape_set sets[2];
    int64_t counts[2] = {split ? split : n, split ? n - split : 0};
    for (int s = 0; s < (split ? 2 : 1); s++) {
        columns[C2D_SET_aabb] = (c2d_rows){rows[s ? split : 0], 4, counts[s], 0, NULL, NULL, false};
        sets[s] = (c2d_shape_set){.shapes = shapes + (s ? split : 0),
                                  .bounds = bounds + (s ? split : 0),
                                  .ids = ids ? ids + (s ? split : 0) : NULL};
        c2d_shape_set_fill(&sets[s], columns);
    }
    c2d_sink out = c2d_sink_new(sizeof(c2d_pair));
    c2d_status st = c2d_broad_pairs(&sets[0], split ? &sets[1] : NULL, &out);
    CHECK("broad pairs report OK", st.code == C2D_OK);
    return out;
}

static bool pairs_are(c2d_sink s, const int64_t (*want)[2], int64_t k) {
    const c2d_pair *p = (const c2d_pair *)s.data;
    bool ok = s.count == k;
    for (int64_t i = 0; ok && i < k; i++) ok = p[i].a == want[i][0] && p[i].b == want[i][1];
    return ok;
}

void test_broad_pairs(void) {
    // 0 and 1 overlap (x 0..2 and 1..3); 1 and 2 touch at x = 3 (not a pair); 3 covers
    // everything (a box ten times larger: a coarser level); 4 is far away; 5 equals 0.
    const double rows[6][4] = {{1, 1, 1, 1}, {2, 1, 1, 1},  {4, 1, 1, 1},
                               {2, 1, 10, 10}, {50, 50, 1, 1}, {1, 1, 1, 1}};
    const int64_t want[][2] = {{0, 1}, {0, 3}, {0, 5}, {1, 3}, {1, 5}, {2, 3}, {3, 5}};
    c2d_sink s = pairs_of(rows, 6, 0, NULL);
    CHECK("one set: each overlapping pair once, sorted; touching left out", pairs_are(s, want, 7));
    c2d_sink_free(&s);
    // The same boxes reported by ids: (lower id, higher id), sorted by ids.
    const int64_t ids[6] = {50, 40, 30, 20, 10, 0};
    const int64_t by_id[][2] = {{0, 20}, {0, 40}, {0, 50}, {20, 30}, {20, 40}, {20, 50}, {40, 50}};
    s = pairs_of(rows, 6, 0, ids);
    CHECK("one set with ids: pairs of ids, lower first, sorted", pairs_are(s, by_id, 7));
    c2d_sink_free(&s);
    // Two sets, rows 0-2 against rows 3-5: (row of a, row of b).
    const int64_t cross[][2] = {{0, 0}, {0, 2}, {1, 0}, {1, 2}, {2, 0}};
    s = pairs_of(rows, 6, 3, NULL);
    CHECK("two sets: the pairs across them only", pairs_are(s, cross, 5));
    c2d_sink_free(&s);
}

void test_grid_copy_bounds(void) {
    // An index that kept no copy of its boxes in row order gets them back from the
    // grid's sorted copy: bit for bit the rows read (-0.0, subnormal and vast ones
    // among them), each at its shape number. After an update the grid has no exact
    // bounds for a moved shape: refused then.
    enum { N = 200 };
    static double rows[N][4];
    uint64_t x = 7;
    for (int i = 0; i < N; i++) {
        for (int c = 0; c < 4; c++) {
            x = x * 6364136223846793005u + 1442695040888963407u;
            rows[i][c] = (double)(x >> 11) * 0x1p-53 * (c < 2 ? 100.0 : 3.0);
        }
    }
    rows[3][0] = -0.0;
    rows[4][2] = 0x1p-1070;
    rows[5][0] = 1e15;
    c2d_rows columns[C2D_SET_COLUMNS] = {{0}};
    columns[C2D_SET_aabb] = (c2d_rows){rows[0], 4, N, 0, NULL, NULL, false};
    static c2d_aabb bounds[N], copy[N];
    c2d_shape_set set = {.bounds = bounds};
    c2d_shape_set_fill(&set, columns);
    c2d_grid *g = c2d_grid_build(&set, NULL, NULL);
    CHECK("grid of boxes built", g != NULL);
    if (g == NULL) return;
    CHECK("bounds copied back before any update", c2d_grid_copy_bounds(g, copy));
    CHECK("each shape's bounds at its number, bit for bit",
          memcmp(copy, bounds, sizeof bounds) == 0);
    bounds[9].pos.x += 50.0;
    CHECK("an update", c2d_grid_update(g, 9));
    CHECK("refused after an update", !c2d_grid_copy_bounds(g, copy));
    c2d_grid_free(g);
}

/// The pairs of n boxes (rows of cx, cy, hx, hy), one set or the first `split` against
/// the rest, found by `method` with `scan`.
static c2d_sink pairs_by(const double *rows, int64_t n, int64_t split, c2d_sweep_scan_fn scan,
                         c2d_pairs_method method) {
    c2d_shape *shapes = malloc((size_t)n * sizeof(c2d_shape));
    c2d_aabb *bounds = malloc((size_t)n * sizeof(c2d_aabb));
    c2d_rows columns[C2D_SET_COLUMNS] = {{0}};
    c2d_shape_set sets[2];
    int64_t counts[2] = {split ? split : n, split ? n - split : 0};
    for (int s = 0; s < (split ? 2 : 1); s++) {
        columns[C2D_SET_aabb] = (c2d_rows){rows + 4 * (s ? split : 0), 4, counts[s], 0, NULL, NULL, false};
        sets[s] = (c2d_shape_set){.shapes = shapes + (s ? split : 0), .bounds = bounds + (s ? split : 0)};
        c2d_shape_set_fill(&sets[s], columns);
    }
    c2d_sink out = c2d_sink_new(sizeof(c2d_pair));
    c2d_grid *g = c2d_grid_build_pairs(&sets[0], split ? &sets[1] : NULL, NULL, scan, method);
    CHECK("a pairs grid is built", g != NULL);
    CHECK("the method asked for by name is the one taken",
          c2d_grid_is_sweep(g) == (method == C2D_PAIRS_SWEEP));
    CHECK("its pairs report OK", c2d_grid_pairs(g, &out).code == C2D_OK);
    c2d_grid_free(g);
    free(shapes);
    free(bounds);
    return out;
}

static bool same_pairs(c2d_sink x, c2d_sink y) {
    return x.count == y.count &&
           (x.count == 0 || memcmp(x.data, y.data, (size_t)x.count * sizeof(c2d_pair)) == 0);
}

/// The sweep (each path's scan: the baseline's scalar loop, the vector lanes' where this
/// build and CPU have them) gives the grid's pairs: boxes on quarter steps (touching
/// edges, identical boxes, zero sizes), one box over everything, and every box in one
/// column of x; one set and two.
void test_sweep_pairs(void) {
    enum { N = 3000 };
    static double rows[4 * N];
    uint64_t state = 12345;
    for (int scene = 0; scene < 2; scene++) {
        for (int64_t i = 0; i < N; i++) {
            for (int k = 0; k < 4; k++) {
                state = state * 6364136223846793005u + 1442695040888963407u;
                double u = (double)(state >> 40) / (double)(1 << 24);
                rows[4 * i + k] = k < 2 ? (double)(int)(u * 400) / 4 : (double)(int)(u * 6) / 4;
            }
            if (scene == 1) rows[4 * i] = 7.0; // one column
        }
        rows[0] = rows[1] = 50, rows[2] = rows[3] = 60; // over everything
        for (int64_t split = 0; split <= 1000; split += 1000) {
            c2d_sink want = pairs_by(rows, N, split, NULL, C2D_PAIRS_GRID);
            CHECK("the scene has pairs", want.count > N / 10);
            for (int p = 0; p < C2D_PATH_COUNT; p++) {
                c2d_sweep_scan_fn scan = c2d_path_sweep_scan((c2d_path)p);
                if (scan == NULL) continue;
                c2d_sink got = pairs_by(rows, N, split, scan, C2D_PAIRS_SWEEP);
                CHECK("the sweep's pairs are the grid's", same_pairs(got, want));
                c2d_sink_free(&got);
            }
            c2d_sink_free(&want);
        }
    }
}

/// Whether "auto" sweeps n boxes (rows of cx, cy, hx, hy) with `scan`.
static bool auto_sweeps(const double *rows, int64_t n, c2d_sweep_scan_fn scan) {
    c2d_shape *shapes = malloc((size_t)n * sizeof(c2d_shape));
    c2d_aabb *bounds = malloc((size_t)n * sizeof(c2d_aabb));
    c2d_rows columns[C2D_SET_COLUMNS] = {{0}};
    columns[C2D_SET_aabb] = (c2d_rows){rows, 4, n, 0, NULL, NULL, false};
    c2d_shape_set set = {.shapes = shapes, .bounds = bounds};
    c2d_shape_set_fill(&set, columns);
    c2d_grid *g = c2d_grid_build_pairs(&set, NULL, NULL, scan, C2D_PAIRS_AUTO);
    CHECK("an auto pairs grid is built", g != NULL);
    bool sweeps = g != NULL && c2d_grid_is_sweep(g);
    c2d_grid_free(g);
    free(shapes);
    free(bounds);
    return sweeps;
}

/// "auto" sweeps where its sample's estimate of the boxes a box's stretch of x holds is
/// small, and keeps the grid where it is large (the estimate against the count, made
/// exactly here, of the boxes whose lowest x lies in each box's stretch, averaged):
/// 2,000 unit boxes spread over a square (about 14 such boxes), the same squeezed into
/// a strip 10 wide along x (about 200), and all at one x (2,000). With no scan, the grid.
void test_sweep_choice(void) {
    enum { N = 2000 };
    static double rows[4 * N];
    uint64_t state = 777;
    const double widths[3] = {156.5, 10.0, 0.0}; // sqrt(N) * 3.5: the benchmarks' density
    const bool want[3] = {true, false, false};
    c2d_sweep_scan_fn scan = c2d_path_sweep_scan(C2D_PATH_BASELINE);
    for (int scene = 0; scene < 3; scene++) {
        for (int64_t i = 0; i < N; i++) {
            state = state * 6364136223846793005u + 1442695040888963407u;
            double u = (double)(state >> 11) * 0x1p-53;
            state = state * 6364136223846793005u + 1442695040888963407u;
            double v = (double)(state >> 11) * 0x1p-53;
            rows[4 * i] = u * widths[scene];
            rows[4 * i + 1] = v * (scene == 0 ? widths[0] : 20000.0);
            rows[4 * i + 2] = rows[4 * i + 3] = 0.5;
        }
        double reads = 0.0; // boxes whose lowest x lies in each box's [lx, hx], itself too
        for (int64_t i = 0; i < N; i++)
            for (int64_t j = 0; j < N; j++)
                reads += fabs(rows[4 * j] - rows[4 * i] - 0.5) <= 0.5;
        reads /= N;
        CHECK("the scene holds as many boxes in a box's stretch as planned",
              want[scene] ? reads < 32 : reads > 96);
        CHECK("auto sweeps where few boxes share a stretch of x, else keeps the grid",
              auto_sweeps(rows, N, scan) == want[scene]);
        CHECK("auto keeps the grid when no scan is given", !auto_sweeps(rows, N, NULL));
    }
}

/// Words ordered as a stable sort on bits [low, low + bits) orders them: by that field,
/// then by their first position (sort_reference's comparison).
typedef struct placed_word {
    uint64_t field, word;
    int64_t at;
} placed_word;

static int by_field_then_place(const void *x, const void *y) {
    const placed_word *a = x, *b = y;
    if (a->field != b->field) return a->field < b->field ? -1 : 1;
    return a->at < b->at ? -1 : a->at > b->at;
}

/// c2d_grid_radix_sort against a stable sort of the same words, for counts that take
/// every digit width (4 bits for a handful of words, up to 12 from 2,048 on) and fields
/// of 0 to 60 bits at several offsets (random bits below the field, none above it);
/// the index entries move with their words.
void test_radix_sort(void) {
    enum { MOST = 5000 };
    static uint64_t word[MOST];
    static int64_t index[MOST];
    static placed_word want[MOST];
    const int64_t counts[] = {0, 1, 2, 3, 9, 40, 200, 1000, 2100, MOST};
    const int fields[][2] = {{0, 0}, {0, 1}, {0, 7}, {3, 13}, {0, 22}, {8, 30}, {4, 60}};
    uint64_t state = 0x9E3779B97F4A7C15u;
    bool ok = true;
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        for (size_t f = 0; f < sizeof fields / sizeof fields[0]; f++) {
            int64_t n = counts[c];
            int low = fields[f][0], bits = fields[f][1];
            uint64_t mask = ((uint64_t)1 << bits) - 1;
            for (int64_t i = 0; i < n; i++) {
                state ^= state << 13, state ^= state >> 7, state ^= state << 17; // xorshift64
                // Bits below the field random, above it zero (as the sort requires); a
                // third of the fields mostly zero, so that equal fields' order is tested.
                uint64_t field = (state >> low) & mask & (i % 3 ? ~(uint64_t)0 : 0xF);
                word[i] = field << low | (low ? state & (((uint64_t)1 << low) - 1) : 0);
                index[i] = 1000 + i;
                want[i] = (placed_word){(word[i] >> low) & mask, word[i], i};
            }
            qsort(want, (size_t)n, sizeof want[0], by_field_then_place);
            ok &= c2d_grid_radix_sort(word, index, n, low, bits, NULL, NULL);
            for (int64_t p = 0; p < n; p++)
                ok &= word[p] == want[p].word && index[p] == 1000 + want[p].at;
        }
    }
    CHECK("radix sort: a stable sort on the field, at every count and width", ok);
}

/// Threads for a build that run each pass's parts one after another on this thread,
/// and before the pass numbered `at` (0: the keys' pass) write `row` into box `which`:
/// another thread writing the caller's rows while the build reads them in place.
static struct {
    int runs, at;
    int64_t which;
    double row[4];
    double *rows;
} writer;

static void run_writing(int parts, c2d_part_fn fn, void *ctx) {
    if (writer.runs++ == writer.at) memcpy(&writer.rows[4 * writer.which], writer.row, sizeof writer.row);
    for (int t = 0; t < parts; t++) fn(ctx, t, parts);
}

/// The pairs of a grid built over `rows` read in place (bounds_volatile) with the
/// writer's threads, or NULL with *changed set where the build saw the rows change.
/// `nan_first`: box 0 (the first of every sample the build takes) made NaN after the
/// set's load and before the build, as another thread could.
static c2d_sink pairs_in_place(double *rows, int64_t n, c2d_pairs_method method, bool *changed,
                               bool nan_first) {
    c2d_rows columns[C2D_SET_COLUMNS] = {{0}};
    columns[C2D_SET_aabb] = (c2d_rows){rows, 4, n, 0, NULL, NULL, false};
    c2d_shape_set set = {.bounds = (c2d_aabb *)rows, .bounds_borrowed = true,
                         .bounds_volatile = true};
    c2d_shape_set_fill(&set, columns);
    if (nan_first) rows[0] = rows[1] = NAN;
    const c2d_threads threads = {run_writing, 2};
    writer.runs = 0;
    writer.rows = rows;
    c2d_sink out = c2d_sink_new(sizeof(c2d_pair));
    c2d_grid *g = c2d_grid_build_pairs(&set, NULL, &threads,
                                       c2d_path_sweep_scan(C2D_PATH_BASELINE), method);
    CHECK("a grid over rows read in place is built", g != NULL);
    *changed = c2d_grid_rows_changed(g);
    if (!*changed) CHECK("its pairs report OK", c2d_grid_pairs(g, &out).code == C2D_OK);
    c2d_grid_free(g);
    return out;
}

/// A writable array's rows read in place by a pairs call (shape_set.h's
/// bounds_volatile): a box another thread changes between the keys' pass and the
/// gather is seen (the build reports it: the binding raises), by the grid and by the
/// sweep; so is one changed after the set's load and before the keys' pass (out of the
/// scene the load measured: its key is clamped into its fields meanwhile), and one made
/// NaN then does not spoil the samples the build sizes the grid from (under the
/// sanitizers: nothing read or written out of place).
void test_rows_changed_in_place(void) {
    enum { N = 70000 }; // enough for a pass split in two parts
    static double rows[4 * N], moved[4 * N];
    for (int64_t i = 0; i < N; i++) {
        double at[4] = {(double)(i % 300), (double)(i / 300), 0.75, 0.75};
        memcpy(&rows[4 * i], at, sizeof at);
    }
    const double far[4] = {1e6, -1e6, 2.0, 2.0}, near[4] = {10.5, 3.0, 0.75, 0.75};
    const c2d_pairs_method methods[] = {C2D_PAIRS_GRID, C2D_PAIRS_SWEEP, C2D_PAIRS_AUTO};
    for (int m = 0; m < 3; m++) {
        c2d_pairs_method method = methods[m];
        bool changed;
        memcpy(moved, rows, sizeof rows);
        writer.at = -1; // no write
        c2d_sink want = pairs_in_place(moved, N, method, &changed, false);
        CHECK("rows left alone: no change seen", !changed && want.count > N);
        // The sort's first pass, after the keys' pass: a box moved to another cell, and
        // a box moved within its own (its key the same: the print still tells).
        for (int k = 0; k < 2; k++) {
            memcpy(moved, rows, sizeof rows);
            writer.at = 1;
            writer.which = 777;
            memcpy(writer.row, k ? (double[4]){rows[4 * 777] + 1e-9, rows[4 * 777 + 1], 0.75, 0.75} : near,
                   sizeof writer.row);
            c2d_sink got = pairs_in_place(moved, N, method, &changed, false);
            CHECK("a box changed between the keys and the gather is seen", changed && got.count == 0);
            c2d_sink_free(&got);
        }
        // Before the keys' pass, out of the scene the load measured: the keys and the
        // gather agree, and each key is clamped into its fields; the load's prints tell
        // the change. Written before the load, the pairs are those of the rows as
        // written (the far box meets nothing).
        memcpy(moved, rows, sizeof rows);
        writer.at = 0;
        writer.which = 5;
        memcpy(writer.row, far, sizeof writer.row);
        c2d_sink got = pairs_in_place(moved, N, method, &changed, false);
        CHECK("a box moved out of the scene after the load is seen", changed && got.count == 0);
        c2d_sink_free(&got);
        writer.at = -1;
        got = pairs_in_place(moved, N, method, &changed, false);
        CHECK("a box moved out of the scene before the load: the pairs of the rows as written",
              !changed && got.count < want.count && got.count > want.count - 10);
        c2d_sink_free(&got);
        // NaN in the samples that size the cells and choose the method: box 0 is
        // counted as a point there (a NaN cell size put every box in one cell), and the
        // change is seen after the keys (a NaN box checked by nothing kept by none).
        memcpy(moved, rows, sizeof rows);
        got = pairs_in_place(moved, N, method, &changed, true);
        CHECK("a box made NaN after the load: built in a grid of cells, and seen",
              changed && got.count == 0);
        c2d_sink_free(&got);
        c2d_sink_free(&want);
    }
}
