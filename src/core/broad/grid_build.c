// collide2d core: building the hierarchical grid of broad/grid.h -- levels, keys (sorted
// by grid_sort.c), the gather of bounds and shape copies into cell order, the row table and
// the occupied cells' bitmap (the store: grid_internal.h); and, for one pairs call, the
// choice of a sweep along x instead, and its columns and rows.
#include "broad/grid_internal.h"

#include "base/memory.h"

#include <float.h>

/// The k-th smallest of v[0..n-1] (v is reordered): quickselect, O(n) on average.
static double kth_smallest(double *v, int64_t n, int64_t k) {
    int64_t lo = 0, hi = n - 1;
    while (lo < hi) {
        double pivot = v[lo + (hi - lo) / 2];
        int64_t i = lo, j = hi;
        while (i <= j) {
            while (v[i] < pivot) i++;
            while (v[j] > pivot) j--;
            if (i <= j) {
                double t = v[i];
                v[i++] = v[j];
                v[j--] = t;
            }
        }
        if (k <= j) hi = j;
        else if (k >= i) lo = i;
        else break;
    }
    return v[k];
}

int c2d_grid_run(const c2d_threads *threads, int64_t n, c2d_part_fn fn, void *ctx) {
    int parts = parts_for(threads, n);
    if (parts == 1) fn(ctx, 0, 1);
    else threads->run(parts, fn, ctx);
    return parts;
}

/// Free what a build (and the updates since) made, ready for another build; the
/// filter stays.
static void free_grid(grid *g) {
    c2d_big_free(g->key);
    c2d_big_free(g->shape);
    c2d_big_free(g->aabb);
    c2d_big_free(g->solid);
    free(g->slot);
    free(g->moved);
    free(g->moved_box);
    free(g->row_start);
    g->row_start = NULL;
    free(g->occupied);
    g->occupied = NULL;
    free(g->rank);
    free(g->first);
    g->rank = g->first = NULL;
    g->key = NULL;
    g->shape = NULL;
    g->aabb = NULL;
    g->solid = NULL;
    g->slot = NULL;
    g->moved = NULL;
    g->moved_box = NULL;
    g->moved_count = g->moved_capacity = 0;
    c2d_big_free(g->sweep_key);
    c2d_big_free(g->reach);
    c2d_big_free(g->sweep_ly);
    c2d_big_free(g->sweep_hy);
    g->sweep_key = g->reach = NULL;
    g->sweep_ly = g->sweep_hy = NULL;
    g->level_count = 0;
    g->last_row = g->last_column = 0;
}

/// g->row_start, when the rows are few enough to list (2 n + 1024 entries at most):
/// then a search reads a row from its start, in a few cache lines, instead of
/// searching the whole array for it.
static void list_rows(grid *g) {
    int64_t per_level = g->last_row + 2;
    if ((double)per_level * g->level_count > 2.0 * (double)g->n + 1024.0) return;
    g->row_start = malloc((size_t)(per_level * g->level_count) * sizeof(int64_t));
    if (g->row_start == NULL) return; // searches gallop instead
    int64_t at = 0;
    for (int u = 0; u < g->level_count; u++)
        for (int64_t r = 0; r < per_level; r++) // r = last_row + 1: the next level's start
            g->row_start[u * per_level + r] = at =
                lower_bound(g, at, g->n, key_of(g, g->levels[u], 0, 0) + ((uint64_t)r << g->column_bits));
}

/// g->occupied, where level 0 holds shapes and has at most 64 cells per shape. The
/// keys are sorted, level 0's first: the bits are set in increasing order.
static void mark_occupied(grid *g) {
    int cell_bits = g->row_bits + g->column_bits;
    if (g->n == 0 || g->key[0] >> cell_bits != 0 || ((uint64_t)1 << cell_bits) > 64 * (uint64_t)g->n)
        return;
    g->occupied = calloc(((size_t)1 << cell_bits) / 64 + 1, sizeof(uint64_t));
    if (g->occupied == NULL) return; // every run is searched
    for (int64_t p = 0; p < g->n && g->key[p] >> cell_bits == 0; p++)
        g->occupied[g->key[p] >> 6] |= (uint64_t)1 << (g->key[p] & 63);
}

/// g->rank and g->first (grid_internal.h), where there is a bitmap and the positions
/// fit in 32 bits: 4 bytes per bitmap word and per occupied cell, at most 8 per shape.
/// Without memory for them the searches read the keys instead.
static void make_directory(grid *g) {
    if (g->occupied == NULL || g->n >= (int64_t)UINT32_MAX) return;
    size_t words = ((size_t)1 << (g->row_bits + g->column_bits)) / 64 + 1;
    g->rank = malloc(words * sizeof(uint32_t));
    uint32_t cells = 0;
    for (size_t w = 0; g->rank != NULL && w < words; w++) {
        g->rank[w] = cells;
        cells += (uint32_t)count_bits(g->occupied[w]);
    }
    g->first = malloc(((size_t)cells + 1) * sizeof(uint32_t));
    if (g->rank == NULL || g->first == NULL) {
        free(g->rank);
        free(g->first);
        g->rank = g->first = NULL;
        return;
    }
    int cell_bits = g->row_bits + g->column_bits;
    uint32_t r = 0;
    int64_t p = 0;
    for (; p < g->n && g->key[p] >> cell_bits == 0; p++)
        if (p == 0 || g->key[p] != g->key[p - 1]) g->first[r++] = (uint32_t)p;
    g->first[r] = (uint32_t)p;
}

/// How far ahead of the gather (in sorted positions) the rows it will read are fetched.
enum { GATHER_AHEAD = 24 };

/// The boxes of a sample: shape j * n / k for j = 0 .. k - 1, the floor stepped without a
/// division a box (a 64-bit division takes tens of cycles, and a small call's sample is
/// all of its boxes).
enum { SAMPLE = 1024 };
typedef struct even_steps {
    int64_t at, rest, stride, over, k;
} even_steps;

static inline even_steps even_steps_of(int64_t n, int64_t k) {
    return (even_steps){0, 0, n / k, n % k, k};
}

static inline void step(even_steps *s) {
    s->at += s->stride;
    s->rest += s->over;
    if (s->rest >= s->k) {
        s->at++;
        s->rest -= s->k;
    }
}

/// The 90th percentile of the extents of the boxes of the sample (base_size's, below),
/// widened or as they are.
static double sample_size(const grid *g, bool widen) {
    int64_t n = g->n, k = n < SAMPLE ? n : SAMPLE;
    if (k == 0) return 1.0;
    double extent[SAMPLE];
    even_steps s = even_steps_of(n, k);
    for (int64_t j = 0; j < k; j++, step(&s)) {
        const c2d_aabb *box = bounds_at(g, s.at);
        bounds b = widen ? widened(g, box)
                         : (bounds){box->pos.x - box->half.x, box->pos.y - box->half.y,
                                    box->pos.x + box->half.x, box->pos.y + box->half.y};
        double e = c2d_max(b.hx - b.lx, b.hy - b.ly);
        // A box read in place that another thread made NaN since it was checked
        // (bounds_volatile) counts as a point: a NaN cell size would put every box in
        // one cell, and every pair would be tested.
        extent[j] = e >= 0.0 ? e : 0.0;
    }
    return kth_smallest(extent, k, k - 1 - k / 10);
}

/// How far from the scene's lowest corner, on the farther axis, the boxes of the sample
/// (base_size's) reach: the 99th percentile of their highest corners.
static double sample_reach(const grid *g) {
    int64_t n = g->n, k = n < SAMPLE ? n : SAMPLE;
    if (k == 0) return 0.0;
    double reach[SAMPLE];
    even_steps s = even_steps_of(n, k);
    for (int64_t j = 0; j < k; j++, step(&s)) {
        bounds b = widened(g, bounds_at(g, s.at));
        double r = c2d_max(b.hx - g->scene.lx, b.hy - g->scene.ly);
        reach[j] = r >= 0.0 ? r : 0.0; // NaN (bounds_volatile): 0, as sample_size's
    }
    return kth_smallest(reach, k, k - 1 - k / 100);
}

/// The cell size of level 0: the 90th percentile of the widened boxes' extents (most
/// shapes share level 0, the large tail goes above), taken over at most 1024 boxes
/// spread evenly through the sets (the size only tunes the speed: any gives the same
/// pairs; the percentile of 1024 draws is within a few percentiles of the true one,
/// and 4096 took 6 % of a pairs call of 1e4 boxes), a little wider (2^-14) so that
/// rounding in cell_of cannot put two overlapping boxes' corners two cells apart.
static double base_size(const grid *g) {
    return sample_size(g, true) * (1.0 + 0x1p-14);
}

/// How many boxes a sweep would read from each box, on average: those whose lowest x
/// lies in its stretch of x. Estimated from a sample (as base_size's) of the widened
/// boxes: their lowest x's histogram across the scene (SWEEP_BINS bins, linear within
/// a bin) gives the share of all boxes in any stretch, and the sample's stretches
/// average it (clusters included: a box in a dense column of the scene reads that
/// column's boxes).
enum { SWEEP_BINS = 256 };

/// A place in the histogram, clamped to [0, SWEEP_BINS], NaN at 0 (a box read in place
/// may have been made NaN by another thread since it was checked: bounds_volatile; a
/// NaN bin would index out of the histogram).
static inline double bin_of(double x) { return x >= 0.0 ? (x < SWEEP_BINS ? x : SWEEP_BINS) : 0.0; }

/// The bits of a sweep's columns for n boxes (build_sweep): about 8 n columns.
static int sweep_bits(int64_t n) {
    int bits = bits_for(n) + 3;
    return bits < CELL_BITS ? bits : CELL_BITS;
}

/// sweep_reads counted in the sweep's own columns (build_sweep's): a box reads the
/// boxes whose lowest x lies in a column from its lowest x's to its highest x's, and of
/// its own column's boxes, half on average (those after it). `lx`, `hx`: the sample's
/// boxes' columns (sorted here); -1 when out of memory.
static double sweep_column_reads(uint64_t *lx, uint64_t *hx, int64_t k) {
    uint64_t spare[SAMPLE];
    if (!c2d_grid_radix_sort(lx, NULL, k, 0, CELL_BITS, spare, NULL) ||
        !c2d_grid_radix_sort(hx, NULL, k, 0, CELL_BITS, spare, NULL))
        return -1.0;
    double reads = 0.0;
    // Boxes in columns after a box's own, up to its highest: the count of lowest
    // columns <= its highest, less those <= its lowest (both sorted: two merges).
    for (int64_t j = 0, at = 0; j < k; j++) {
        while (at < k && lx[at] <= hx[j]) at++;
        reads += (double)at;
    }
    for (int64_t j = 0; j < k;) { // a run of one column: c boxes, each reading c
        int64_t end = j;          // of its own (all but the halves cancelling below)
        while (end < k && lx[end] == lx[j]) end++;
        double c = (double)(end - j);
        reads -= c * (double)end - c * (c + 1.0) / 2.0;
        j = end;
    }
    return reads;
}

static double sweep_reads(const grid *g) {
    int64_t n = g->n, k = n < SAMPLE ? n : SAMPLE;
    double width = g->scene.hx - g->scene.lx;
    if (k == 0 || !(width > 0.0)) return 0.0;
    double lo[SAMPLE], hi[SAMPLE];
    int64_t share[SWEEP_BINS + 1] = {0}, below[SWEEP_BINS + 1], fullest = 0;
    const double per_bin = SWEEP_BINS / width;
    even_steps s = even_steps_of(n, k);
    for (int64_t j = 0; j < k; j++, step(&s)) {
        bounds b = widened(g, bounds_at(g, s.at));
        lo[j] = bin_of((b.lx - g->scene.lx) * per_bin);
        hi[j] = bin_of((b.hx - g->scene.lx) * per_bin);
        int64_t in = ++share[(int)lo[j] < SWEEP_BINS ? (int)lo[j] : SWEEP_BINS - 1];
        fullest = in > fullest ? in : fullest;
    }
    below[0] = 0;
    for (int b = 0; b < SWEEP_BINS; b++) below[b + 1] = below[b] + share[b];
    double reads = 0.0; // the sample's boxes in each sample box's stretch, summed
    for (int64_t j = 0; j < k; j++) {
        int l = (int)lo[j], h = (int)hi[j]; // share[SWEEP_BINS] is 0: hi may be the end
        reads += (double)(below[h] - below[l]) + (hi[j] - h) * (double)share[h] -
                 (lo[j] - l) * (double)share[l];
    }
    // The histogram takes the boxes of a bin as spread evenly across it. A bin that holds
    // eight times its share may hold a cluster far narrower than itself (a cluster and
    // one box far away: all of the cluster in one of the sweep's columns, every box
    // reading all the others): there the reads are also counted in the sweep's columns,
    // and the count taken where it is over four times the histogram's. (A cluster of
    // 20,000 boxes and one at 1e9: the sweep took 102 ms, the grid 4. The count is
    // above the reads SWEEP_MOST was measured in, the boxes' own stretches of x, as a
    // column is wider than a box: 1.1 to 1.9 times the histogram's on the benchmarks'
    // clustered scenes, which it would have moved to the grid from 3e4 boxes on.)
    if (fullest > 8 && fullest * SWEEP_BINS > 8 * k) {
        uint64_t lx[SAMPLE], hx[SAMPLE];
        double scale = (double)((int64_t)1 << sweep_bits(n)) / width;
        even_steps t = even_steps_of(n, k);
        for (int64_t j = 0; j < k; j++, step(&t)) {
            bounds b = widened(g, bounds_at(g, t.at));
            double l = (b.lx - g->scene.lx) * scale, h = (b.hx - g->scene.lx) * scale;
            lx[j] = l >= 0.0 ? (l < (double)CELL_MAX ? (uint64_t)l : (uint64_t)CELL_MAX) : 0;
            hx[j] = h >= 0.0 ? (h < (double)CELL_MAX ? (uint64_t)h : (uint64_t)CELL_MAX) : 0;
        }
        double counted = sweep_column_reads(lx, hx, k);
        reads = counted < 0.0 ? INFINITY : counted > 4.0 * reads ? counted : reads;
    }
    return reads / (double)k * (double)n / (double)k;
}


/// The level of a widened box, and its cell's key; the largest level so far in *top.
/// Its row and column are clamped to the scene's last ones, which a box inside the
/// scene never passes: a box read in place that moved out of the scene since its extent
/// was taken (bounds_volatile) still gets a key whose fields do not run into each other.
static uint64_t key_of_box(const grid *g, bounds b, int *top) {
    if (g->sweep != NULL) {
        uint64_t column = sweep_column(g, b.lx);
        return column < (uint64_t)g->last_column ? column : (uint64_t)g->last_column;
    }
    double e = c2d_max(b.hx - b.lx, b.hy - b.ly) * (1.0 + 0x1p-15);
    int l = level_for(e, g->base);
    double size = l == 0 ? g->base : ldexp(g->base, l);
    *top = l > *top ? l : *top;
    int64_t row = cell_of(b.ly, g->origin_y, size), column = cell_of(b.lx, g->origin_x, size);
    return key_of(g, l, row < g->last_row ? row : g->last_row,
                  column < g->last_column ? column : g->last_column);
}

/// The keys of the shapes [from, to) of a part, and the largest level among them.
typedef struct keys_job {
    grid *g;
    int top[C2D_GRID_MAX_PARTS];
    uint64_t prints[C2D_GRID_MAX_PARTS]; ///< each part's sum of prints (check_rows)
} keys_job;

static void keys_part(void *ctx, int t, int parts) {
    keys_job *j = ctx;
    grid *g = j->g;
    int64_t from = c2d_chunk_start(g->n, t, parts), to = c2d_chunk_start(g->n, t + 1, parts);
    int top = 0;
    uint64_t sum = 0;
    for (int64_t i = from; i < to; i++) {
        // Read ahead, though the reads are in order: measured on 1e6 boxes the hardware
        // alone kept this loop waiting on memory (13 ms; 5.4 with the hint).
        if (i + STREAM_AHEAD < to) C2D_PREFETCH(bounds_at(g, i + STREAM_AHEAD));
        c2d_aabb box = *bounds_at(g, i); // read once: the key and the print agree
        g->key[i] = key_of_box(g, widened(g, &box), &top);
        if (g->check_rows) sum += checked_print(g, &box, i);
    }
    j->top[t] = top;
    j->prints[t] = sum;
}

/// A gather's parts, and each part's sum of the prints of the boxes it copied
/// (check_rows).
typedef struct gather_job {
    grid *g;
    uint64_t prints[C2D_GRID_MAX_PARTS];
} gather_job;

/// The sorted positions [from, to) of a part: their bounds (and shapes) gathered.
static void gather_part(void *ctx, int t, int parts) {
    gather_job *job = ctx;
    grid *g = job->g;
    int64_t from = c2d_chunk_start(g->n, t, parts), n = c2d_chunk_start(g->n, t + 1, parts);
    // The gather reads the set in sorted order: random places for random input.
    // Asking for the rows a few dozen positions ahead keeps many of those misses in
    // flight at once (measured: the gather was half of a build of 1e6 boxes). A box's
    // shape is its bounds: one row fewer to fetch, and none to write.
    c2d_shape spare; // unused: a shape that is not a box is the set's own
    uint64_t sum = 0;
    for (int64_t p = from; p < n; p++) {
        if (p + GATHER_AHEAD < n) {
            const char *ahead = (const char *)bounds_at(g, g->shape[p + GATHER_AHEAD]);
            C2D_PREFETCH(ahead);
            C2D_PREFETCH(ahead + sizeof(c2d_aabb) - 1); // a caller's rows may cross lines
            if (!box_at(g, p + GATHER_AHEAD)) {
                const char *row =
                    (const char *)shape_at(g, g->shape[p + GATHER_AHEAD], &spare);
                C2D_PREFETCH(row);
                C2D_PREFETCH(row + sizeof(c2d_shape) - 1);
            }
        }
        g->aabb[p] = *bounds_at(g, g->shape[p]);
        if (!box_at(g, p)) g->solid[p] = *shape_at(g, g->shape[p], &spare);
        if (g->check_rows) sum += checked_print(g, &g->aabb[p], g->shape[p]);
    }
    job->prints[t] = sum;
}

/// x as a float for the scan's y intervals: clamped to the floats' range (a double
/// past it has no float: its conversion is undefined in ISO C), then rounded to
/// nearest. Both steps never decrease as x grows, so a <= b between two boxes' bounds
/// stays a <= b between their floats: every pair of boxes that meet is still a
/// candidate, decided exactly (the floats only let more through, ties of rounding).
static inline float scan_float(double x) { return (float)c2d_clamp(x, -FLT_MAX, FLT_MAX); }

/// A sweep's gather of the sorted positions [from, to) of a part: the scan's rows only
/// (the few candidates it finds read their shapes from the sets).
static void gather_sweep_part(void *ctx, int t, int parts) {
    gather_job *job = ctx;
    grid *g = job->g;
    int64_t from = c2d_chunk_start(g->n, t, parts), n = c2d_chunk_start(g->n, t + 1, parts);
    uint64_t sum = 0;
    for (int64_t p = from; p < n; p++) {
        if (p + GATHER_AHEAD < n) C2D_PREFETCH(bounds_at(g, g->shape[p + GATHER_AHEAD]));
        c2d_aabb box = *bounds_at(g, g->shape[p]);
        bounds b = widened(g, &box);
        if (g->check_rows) sum += checked_print(g, &box, g->shape[p]);
        g->sweep_key[p] = (int32_t)g->key[p];
        g->reach[p] = (int32_t)sweep_column(g, b.hx);
        g->sweep_ly[p] = scan_float(b.ly);
        g->sweep_hy[p] = scan_float(b.hy);
    }
    job->prints[t] = sum;
}

/// Run a gather's parts; false where the rows changed since the sets' loads or the
/// keys' pass read them (its prints' sum, `read`, is not the gather's or the loads':
/// g->rows_changed is set and the grid emptied, so that it answers nothing, and its
/// caller reports the change).
static bool gather(grid *g, const c2d_threads *threads, c2d_part_fn part, uint64_t read) {
    gather_job job = {g, {0}};
    int parts = c2d_grid_run(threads, g->n, part, &job);
    uint64_t copied = 0;
    for (int t = 0; t < parts; t++) copied += job.prints[t];
    g->rows_changed = g->check_rows && (copied != read || read != g->load_print);
    if (g->rows_changed) g->n = g->na = 0;
    return !g->rows_changed;
}

/// The sum of a keys' pass's prints.
static uint64_t prints_read(const keys_job *keys, int parts) {
    uint64_t sum = 0;
    for (int t = 0; t < parts; t++) sum += keys->prints[t];
    return sum;
}

/// The most boxes a sweep may read from each box (sweep_reads) for a pairs call to
/// take it over the grid. Measured on the benchmarks' scenes of unit boxes (one
/// thread, AVX-512 path, the two methods alternating in one process; reads per box,
/// the box itself included, counted exactly: python -m benchmarks.pairs_method), the
/// sweep's time over the grid's: uniform, 0.62 at 2,000 boxes (14 reads a box), 0.78 at
/// 1e4 (30), 0.81 at 3e4 (50), 0.84 at 4e4 (58), 0.98 at 6e4 (71), 1.10 at 1e5 (91);
/// clustered, 0.68 (2,000, 16), 0.78 (1e4, 35), 0.88 (3e4, 60), 1.01 (4e4, 68), 1.15
/// (1e5, 108). The AVX2 path's eight lanes break even about as late: 0.69-0.79 from
/// 2,000 to 1e4 boxes, 0.87-0.94 at 3e4 (1.19 once), 0.91-1.02 at 4e4.
#define SWEEP_MOST 64.0

/// A sweep's keys (the column of each widened box's lowest x, in cells about an
/// eighth of the scene's width over n: few boxes share one, and the keys have
/// log2(n) + 3 bits), its shapes sorted by them, and the scan's rows gathered (no copy
/// of the bounds or shapes in key order: the scan reads its rows, and the few
/// candidates it finds read their shapes from the sets). The
/// scene's width is at least twice the floor margin (every box is widened by more), and a
/// scene too wide for its width in doubles (past the coordinates' limit) only puts
/// every box in one column: more reads, never a pair missed.
static bool build_sweep(grid *g, const c2d_threads *threads) {
    const int64_t n = g->n;
    size_t m = (size_t)(n ? n : 1);
    int bits = sweep_bits(n);
    g->base = n ? (g->scene.hx - g->scene.lx) / (double)((int64_t)1 << bits) : 1.0;
    g->sweep_scale = 1.0 / g->base;
    g->piece = g->base;
    g->origin_x = n ? g->scene.lx : 0.0;
    g->origin_y = n ? g->scene.ly : 0.0;
    g->column_bits = bits_for((int64_t)sweep_column(g, g->scene.hx));
    g->row_bits = 0;
    g->last_row = 0;
    g->last_column = ((int64_t)1 << g->column_bits) - 1;
    g->sweep_key = c2d_big_alloc(m * sizeof(int32_t));
    g->reach = c2d_big_alloc(m * sizeof(int32_t));
    g->sweep_ly = c2d_big_alloc(m * sizeof(float));
    g->sweep_hy = c2d_big_alloc(m * sizeof(float));
    if (!g->sweep_key || !g->reach || !g->sweep_ly || !g->sweep_hy) return false;
    keys_job keys = {g, {0}, {0}};
    int parts = c2d_grid_run(threads, n, keys_part, &keys);
    if (!c2d_grid_sort_keys(g->key, g->shape, n, g->column_bits, threads)) return false;
    if (n > 0) {
        g->level_size[0] = g->base;
        g->levels[0] = 0;
        g->level_count = 1;
    }
    gather(g, threads, gather_sweep_part, prints_read(&keys, parts));
    return true;
}

/// Widened bounds, levels, keys, and the shapes sorted by key; false when memory runs
/// out. Every level's cells start at the scene's lowest corner, so the key's fields
/// are sized from the scene before any key is made (level 0 has the most rows and
/// columns), and a key is made in one pass.
static bool build(grid *g, const c2d_threads *threads) {
    const int64_t n = g->n;
    size_t m = (size_t)(n ? n : 1);
    g->boxes_a = g->a->aabb_count;
    g->boxes_b = g->b ? g->b->aabb_count : 0;
    // Shape copies only where some shape is not a box (a box's shape is its bounds). An
    // array allocated and never written would still take a place among the arrays kept
    // for reuse (base/memory.h), and a later call handed it would pay for its first
    // touch: measured on pairs of 1e6 boxes, 7 % of the call in the kernel clearing pages.
    bool all_boxes = g->boxes_a + g->boxes_b == n;
    // Each pass recomputes the widened boxes from the set's bounds (a few additions)
    // rather than keep them in a temporary array of their own.
    g->magnitude = c2d_max(g->a->magnitude, g->b ? g->b->magnitude : 0.0);
    g->margin = g->magnitude * C2D_REJECT_MARGIN + C2D_REJECT_FLOOR;
    // Each box is widened by a margin of its own magnitude where one margin for all,
    // of the largest magnitude, is felt: over 2^-20 of most boxes' size. (One shape at
    // 1e15 widened 20,000 unit boxes by 900 each: pairs took 0.8 s, not 0.4 ms.) Where
    // it is not, the one margin is a few operations a box fewer in the searches' inner
    // loops (4-8 % of pairs of 1e5 and 1e6 boxes).
    g->own_margins = g->margin > 0x1p-20 * sample_size(g, false);
    g->scene = EMPTY;
    if (g->a->extent_known && (g->b == NULL || g->b->extent_known)) {
        // The sets' extents, widened by twice the largest margin: each box widened by
        // its own lies strictly inside (a margin, 2^-40 of a magnitude, is far more
        // than the roundings of the two ways of adding it up).
        c2d_vec2 low = g->a->low, high = g->a->high;
        if (g->b != NULL) {
            low = (c2d_vec2){c2d_min(low.x, g->b->low.x), c2d_min(low.y, g->b->low.y)};
            high = (c2d_vec2){c2d_max(high.x, g->b->high.x), c2d_max(high.y, g->b->high.y)};
        }
        if (n > 0)
            g->scene = (bounds){low.x - 2 * g->margin, low.y - 2 * g->margin,
                                high.x + 2 * g->margin, high.y + 2 * g->margin};
    } else { // changed since they were filled: one pass over the boxes
        for (int64_t i = 0; i < n; i++) {
            bounds b = widened(g, bounds_at(g, i));
            g->scene = (bounds){c2d_min(g->scene.lx, b.lx), c2d_min(g->scene.ly, b.ly),
                                c2d_max(g->scene.hx, b.hx), c2d_max(g->scene.hy, b.hy)};
        }
    }
    if (g->sweep != NULL && !g->sweep_always && sweep_reads(g) > SWEEP_MOST) g->sweep = NULL;
    g->key = c2d_big_alloc(m * sizeof(uint64_t));
    g->shape = c2d_big_alloc(m * sizeof(int64_t));
    if (!g->key || !g->shape) return false;
    if (g->sweep != NULL) return build_sweep(g, threads);
    g->aabb = c2d_big_alloc(m * sizeof(c2d_aabb));
    g->solid = all_boxes ? NULL : c2d_big_alloc(m * sizeof(c2d_shape));
    if (!g->aabb || (!all_boxes && !g->solid)) return false;
    // Cells no smaller than 2^-25 of how far most boxes reach (the 99th percentile of
    // a sample): smaller ones would pass the 2^26 cells an axis's key has room for, and
    // the shapes past them all share the last row or column (20,000 boxes of half size
    // 1e-3 along a diagonal 1e6 long: an Index's pairs took 189 ms, its nearest 0.25 ms
    // a point). Not of the scene's whole width: one shape far away would make the
    // cells so wide that all the others shared one. (A reach made NaN by a box another
    // thread wrote, bounds_volatile, keeps the sample's size: the comparison is false.)
    double least = sample_reach(g) * 0x1p-25;
    g->base = base_size(g);
    if (least > g->base) g->base = least;
    // A ray is searched in pieces about as long as holds one shape where the shapes are
    // spread evenly, from one cell to four: in a sparse scene a one-cell piece searches
    // mostly empty cells, and each cell three times over, as the pieces' boxes overlap
    // (measured on 1e5 rays into 1e6 unit boxes: 1.2 M rays/s with pieces a cell long,
    // 1.4 M with 2 to 4 cells at 12 cells per box, while at one box per cell a cell is
    // best).
    double cells = (g->scene.hx - g->scene.lx) * (g->scene.hy - g->scene.ly) / (g->base * g->base);
    g->piece = n ? g->base * c2d_clamp(sqrt(cells / (double)n), 1.0, 4.0) : g->base;
    g->origin_x = n ? g->scene.lx : 0.0;
    g->origin_y = n ? g->scene.ly : 0.0;
    g->column_bits = bits_for(cell_of(g->scene.hx, g->origin_x, g->base));
    g->row_bits = bits_for(cell_of(g->scene.hy, g->origin_y, g->base));
    g->last_row = ((int64_t)1 << g->row_bits) - 1;
    g->last_column = ((int64_t)1 << g->column_bits) - 1;
    keys_job keys = {g, {0}, {0}};
    int parts = c2d_grid_run(threads, n, keys_part, &keys), top = 0;
    for (int t = 0; t < parts; t++) top = keys.top[t] > top ? keys.top[t] : top;
    if (!c2d_grid_sort_keys(g->key, g->shape, n, g->column_bits + g->row_bits + bits_for(top),
                            threads))
        return false;
    bool used[MAX_LEVEL + 1] = {false};
    for (int64_t p = 0; p < n; p++) // the keys are sorted: one look per run of a level
        if (p == 0 || g->key[p] >> (g->column_bits + g->row_bits) !=
                          g->key[p - 1] >> (g->column_bits + g->row_bits))
            used[g->key[p] >> (g->column_bits + g->row_bits)] = true;
    for (int l = 0; l <= top; l++)
        if (used[l]) {
            g->level_size[g->level_count] = ldexp(g->base, l);
            g->levels[g->level_count++] = l;
        }
    if (!gather(g, threads, gather_part, prints_read(&keys, parts)))
        return true; // rows_changed: an empty grid
    list_rows(g);
    mark_occupied(g);
    if (g->directed) make_directory(g);
    return true;
}

/// Which boxes the build checks (the volatile sets', grid_internal.h's check_rows) and
/// the sum of their prints as the sets' loads read them.
static void plan_checks(grid *g) {
    bool va = g->a->bounds_volatile, vb = g->b != NULL && g->b->bounds_volatile;
    g->check_rows = va || vb;
    g->check_from = va ? 0 : g->na;
    g->check_count = (va ? g->na : 0) + (vb ? g->n - g->na : 0);
    g->load_print = (va ? g->a->print : 0) + (vb ? g->b->print : 0);
}

c2d_grid *c2d_grid_build(const c2d_shape_set *a, const c2d_shape_set *b,
                         const c2d_threads *threads) {
    return c2d_grid_build_pairs(a, b, threads, NULL, C2D_PAIRS_GRID);
}

c2d_grid *c2d_grid_build_pairs(const c2d_shape_set *a, const c2d_shape_set *b,
                               const c2d_threads *threads, c2d_sweep_scan_fn scan,
                               c2d_pairs_method method) {
    grid *g = calloc(1, sizeof(grid));
    if (g == NULL) return NULL;
    g->a = a;
    g->b = b;
    g->na = a->count;
    g->n = a->count + (b ? b->count : 0);
    g->sweep = method == C2D_PAIRS_GRID ? NULL : scan;
    g->sweep_always = method == C2D_PAIRS_SWEEP;
    plan_checks(g);
    if (!build(g, threads)) {
        c2d_grid_free(g);
        return NULL;
    }
    return g;
}

bool c2d_grid_is_sweep(const c2d_grid *g) { return g->sweep != NULL; }

bool c2d_grid_rows_changed(const c2d_grid *g) { return g->rows_changed; }

void c2d_grid_free(c2d_grid *g) {
    if (g == NULL) return;
    free_grid(g);
    free(g->category);
    free(g->mask);
    free(g);
}

int64_t c2d_grid_size(const c2d_grid *g) { return g->n; }

void c2d_grid_direct(c2d_grid *g) {
    g->directed = true;
    if (g->rank == NULL) make_directory(g);
}

bool c2d_grid_directed(const c2d_grid *g) { return g->rank != NULL; }

bool c2d_grid_copy_bounds(const c2d_grid *g, c2d_aabb *out) {
    if (g->slot != NULL || g->b != NULL || (g->n > 0 && g->aabb == NULL)) return false;
    for (int64_t p = 0; p < g->n; p++) out[g->shape[p]] = g->aabb[p];
    return true;
}

bool c2d_grid_rebuild(c2d_grid *g) {
    free_grid(g);
    plan_checks(g); // an index's own copy of its bounds is not volatile
    return build(g, NULL);
}

bool c2d_grid_filter(c2d_grid *g, const uint64_t *category, const uint64_t *mask) {
    size_t m = (size_t)(g->n ? g->n : 1) * sizeof(uint64_t);
    uint64_t *c = malloc(m), *k = malloc(m);
    if (c == NULL || k == NULL) {
        free(c);
        free(k);
        return false;
    }
    for (int64_t i = 0; i < g->n; i++) {
        c[i] = category ? category[i] : ~(uint64_t)0;
        k[i] = mask ? mask[i] : ~(uint64_t)0;
    }
    free(g->category);
    free(g->mask);
    g->category = c;
    g->mask = k;
    return true;
}
