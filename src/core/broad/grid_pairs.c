// collide2d core: every overlapping pair of the grid's shapes (broad/grid.h): each
// shape against the later shapes of its cell and the neighbouring cells of its level,
// and the cells of the coarser levels its box covers (or, in a sweep, the later shapes
// its stretch of x reaches, from the path's scan); then the pairs sorted.
#include "broad/grid_internal.h"

#include "base/memory.h"
#include "narrow/aabb.h"

/// The pair of shape numbers i and j that overlap, as ids: one set's lower id first,
/// or a's id first.
static bool push_pair(const grid *g, int64_t i, int64_t j, c2d_sink *out) {
    int64_t x = id_of(g, i), y = id_of(g, j);
    bool swap = g->b != NULL ? i > j : x > y;
    c2d_pair pair = {swap ? y : x, swap ? x : y};
    return c2d_sink_push(out, &pair);
}

/// Whether shapes i and j may pair at all: of the two sets, one of each; the filter.
static inline bool may_pair(const grid *g, int64_t i, int64_t j) {
    return (g->b == NULL || (i < g->na) != (j < g->na)) && pair_passes(g, i, j);
}

/// consider() past the boxes: whether the shapes at p and q overlap, and the pair.
static bool consider_shapes(const grid *g, int64_t p, int64_t q, c2d_sink *out) {
    int64_t i = g->shape[p], j = g->shape[q];
    if (!may_pair(g, i, j)) return true;
    if (box_at(g, p) && box_at(g, q)) { // the test the dispatch would pick, without it
        if (!c2d_overlaps_aabb_aabb(g->aabb[p], g->aabb[q])) return true;
    } else {
        c2d_shape spare[2];
        if (!c2d_overlaps_shapes(solid_at(g, p, &spare[0]), solid_at(g, q, &spare[1]))) return true;
    }
    return push_pair(g, i, j, out);
}

/// The candidate at sorted positions p, q: if the boxes overlap and, but where two sets
/// are given and both are of one, the exact narrow phase says the shapes do, the pair
/// (one set's lower id first, or a's id first) goes to `out`. `u` is p's widened box.
static inline bool consider(const grid *g, int64_t p, const bounds *u, int64_t q, c2d_sink *out) {
    bounds v = box_of(g, q);
    return !boxes_meet(u, &v) || consider_shapes(g, p, q, out);
}

/// Position p (widened box `u`) against every shape whose key lies in [from, to]
/// (found from `*hint`).
static bool against_range(const grid *g, int64_t p, const bounds *u, int64_t *hint, uint64_t from,
                          uint64_t to, c2d_sink *out) {
    if (cells_empty(g, from, to)) return true;
    for (int64_t q = seek(g, hint, from); q < g->n && g->key[q] <= to; q++)
        if (q != p && !consider(g, p, u, q, out)) return false;
    return true;
}

static int compare_pairs(const void *x, const void *y) {
    const c2d_pair *p = x, *q = y;
    return p->a != q->a ? (p->a > q->a) - (p->a < q->a) : (p->b > q->b) - (p->b < q->b);
}

/// The pairs sorted by (a, b). Where both ids fit in 32 bits (shape numbers always do),
/// each pair is one word, a above b, radix-sorted on the bits they need; else a
/// counting sort on a, then each run sorted on b (a sort of them all when the first
/// numbers, ids, spread far wider than the pairs). The radix sort's passes split over
/// `threads` as the grid's build's do (the same order on any count).
static bool sort_pairs(c2d_sink *found, int64_t n, const c2d_threads *threads) {
    int64_t k = found->count;
    if (k < 2) return true;
    c2d_pair *pairs = (c2d_pair *)found->data;
    int64_t largest = 0, least = 0;
    for (int64_t p = 0; p < k; p++) {
        int64_t hi = pairs[p].a > pairs[p].b ? pairs[p].a : pairs[p].b;
        int64_t lo = pairs[p].a < pairs[p].b ? pairs[p].a : pairs[p].b;
        largest = hi > largest ? hi : largest;
        least = lo < least ? lo : least;
    }
    int bits = bits_for(largest);
    if (least >= 0 && bits <= 32) {
        uint64_t *word = c2d_big_alloc((size_t)k * sizeof(uint64_t));
        if (word == NULL) return false;
        for (int64_t p = 0; p < k; p++) word[p] = (uint64_t)pairs[p].a << bits | (uint64_t)pairs[p].b;
        bool ok = c2d_grid_radix_sort(word, NULL, k, 0, 2 * bits, NULL, threads);
        const uint64_t low = ((uint64_t)1 << bits) - 1;
        for (int64_t p = 0; ok && p < k; p++)
            pairs[p] = (c2d_pair){(int64_t)(word[p] >> bits), (int64_t)(word[p] & low)};
        c2d_big_free(word);
        return ok;
    }
    int64_t firsts = 0;
    for (int64_t p = 0; p < k; p++) firsts = pairs[p].a >= firsts ? pairs[p].a + 1 : firsts;
    if (firsts > 4 * (k + n)) {
        qsort(pairs, (size_t)k, sizeof(c2d_pair), compare_pairs);
        return true;
    }
    int64_t *start = calloc((size_t)firsts + 1, sizeof(int64_t));
    c2d_pair *sorted = malloc((size_t)k * sizeof(c2d_pair));
    if (!start || !sorted) {
        free(start);
        free(sorted);
        return false;
    }
    for (int64_t p = 0; p < k; p++) start[pairs[p].a + 1]++;
    for (int64_t a = 0; a < firsts; a++) start[a + 1] += start[a];
    for (int64_t p = 0; p < k; p++) sorted[start[pairs[p].a]++] = pairs[p];
    int64_t run = 0;
    for (int64_t a = 0; a < firsts; a++) { // start[a] is now run a's end
        int64_t end = start[a];
        if (end - run > 1) qsort(sorted + run, (size_t)(end - run), sizeof(c2d_pair), compare_pairs);
        run = end;
    }
    memcpy(pairs, sorted, (size_t)k * sizeof(c2d_pair));
    free(start);
    free(sorted);
    return true;
}

/// Pairs of one level. A shape's box is no wider than its level's cells, so two that
/// overlap have lowest-corner cells at most one apart on each axis: each shape meets the
/// later shapes of its own cell, the next cell of its row, and three cells of the next
/// row -- every pair once.
static bool same_level(const grid *g, int64_t p, const bounds *u, int64_t *hint, c2d_sink *out) {
    uint64_t key = g->key[p];
    int64_t column = (int64_t)(key & (uint64_t)g->last_column);
    int64_t row = (int64_t)(key >> g->column_bits & (uint64_t)g->last_row);
    int level = (int)(key >> (g->column_bits + g->row_bits));
    for (int64_t q = p + 1; q < g->n && g->key[q] <= key + (column < g->last_column); q++)
        if (!consider(g, p, u, q, out)) return false;
    if (row == g->last_row) return true;
    return against_range(g, p, u, hint, key_of(g, level, row + 1, column > 0 ? column - 1 : 0),
                         key_of(g, level, row + 1, column < g->last_column ? column + 1 : column),
                         out);
}

/// Pairs of a shape and the shapes of each coarser level: their lowest corners lie in
/// the cells from one before the shape's box to its end, on both axes.
static bool coarser_levels(const grid *g, int64_t p, const bounds *box, int64_t *hints,
                           c2d_sink *out) {
    int own = (int)(g->key[p] >> (g->column_bits + g->row_bits));
    for (int u = 0; u < g->level_count; u++) {
        int l = g->levels[u];
        if (l <= own) continue;
        cell_span c = span_of(g, box, g->level_size[u]);
        for (int64_t row = c.row0, k = 0; row <= c.row1; row++, k++)
            if (!against_range(g, p, box, &hints[3 * u + k % 3], key_of(g, l, row, c.column0),
                               key_of(g, l, row, c.column1), out))
                return false;
    }
    return true;
}

/// The pairs of the shapes that left their cells (updates): each against the shapes
/// its box meets, in the grid or moved after it (every pair once).
static bool moved_pairs(const grid *g, c2d_sink *out) {
    c2d_sink near = c2d_sink_new(sizeof(int64_t));
    bool ok = true;
    for (int64_t k = 0; ok && k < g->moved_count; k++) {
        int64_t i = g->moved[k];
        near.count = 0;
        ok = c2d_grid_find(g, g->moved_box[k], ~(uint64_t)0, &near);
        const int64_t *found = (const int64_t *)near.data;
        for (int64_t c = 0; ok && c < near.count; c++) {
            int64_t j = candidate_number(g, found[c]);
            if (found[c] < 0 && -1 - found[c] <= k) continue; // itself, or met already
            c2d_shape spare[2];
            if (!pair_passes(g, i, j) ||
                !c2d_overlaps_shapes(shape_at(g, i, &spare[0]),
                                     candidate_shape(g, found[c], &spare[1])))
                continue;
            int64_t x = id_of(g, i), y = id_of(g, j);
            c2d_pair pair = {x < y ? x : y, x < y ? y : x};
            ok = c2d_sink_push(out, &pair);
        }
    }
    c2d_sink_free(&near);
    return ok;
}

/// A sweep's candidate (c2d_sweep_visit): sorted positions p < q whose y intervals meet.
typedef struct sweep_pairs {
    const grid *g;
    c2d_sink *out;
} sweep_pairs;

static bool visit_candidate(void *ctx, int64_t p, int64_t q) {
    const sweep_pairs *s = ctx;
    const grid *g = s->g;
    int64_t i = g->shape[p], j = g->shape[q];
    if (!may_pair(g, i, j)) return true;
    c2d_shape spare[2];
    if (!c2d_overlaps_shapes(shape_at(g, i, &spare[0]), shape_at(g, j, &spare[1]))) return true;
    return push_pair(g, i, j, s->out);
}

bool c2d_grid_pairs_from(const c2d_grid *g, int64_t from, int64_t to, c2d_sink *out) {
    if (g->sweep != NULL) {
        const c2d_sweep_rows rows = {g->sweep_key, g->reach, g->sweep_ly, g->sweep_hy, g->n};
        sweep_pairs s = {g, out};
        return g->sweep(&rows, from, to, visit_candidate, &s);
    }
    // Hints for the searches: the next row's, and each coarser level's three rows'.
    int64_t next_row = from;
    int64_t *hints = calloc(3 * (size_t)(g->level_count ? g->level_count : 1), sizeof(int64_t));
    bool ok = hints != NULL;
    for (int64_t p = from; ok && p < to; p++) {
        bounds u = box_of(g, p);
        if (u.lx <= u.hx) // not a position its shape has left
            ok = same_level(g, p, &u, &next_row, out) && coarser_levels(g, p, &u, hints, out);
    }
    free(hints);
    return ok;
}

c2d_status c2d_grid_pairs_finish(const c2d_grid *g, c2d_sink *out,
                                  const c2d_threads *threads) {
    c2d_status st = c2d_ok();
    if (!moved_pairs(g, out) || !sort_pairs(out, g->n, threads)) st.code = C2D_NO_MEMORY;
    return st;
}

c2d_status c2d_grid_pairs(const c2d_grid *g, c2d_sink *out) {
    if (c2d_grid_pairs_from(g, 0, g->n, out)) return c2d_grid_pairs_finish(g, out, NULL);
    c2d_status st = c2d_ok();
    st.code = C2D_NO_MEMORY;
    return st;
}

c2d_status c2d_broad_pairs(const c2d_shape_set *a, const c2d_shape_set *b, c2d_sink *out) {
    c2d_grid *g = c2d_grid_build(a, b, NULL);
    c2d_status st = c2d_ok();
    if (g == NULL) st.code = C2D_NO_MEMORY;
    else st = c2d_grid_pairs(g, out);
    c2d_grid_free(g);
    return st;
}

bool c2d_grid_pairs_of(const c2d_grid *g, const int64_t *which, int64_t count, c2d_sink *scratch,
                       c2d_sink *out) {
    for (int64_t w = 0; w < count; w++) {
        int64_t i = which[w], own = id_of(g, i);
        scratch->count = 0;
        if (!c2d_grid_find(g, query_box(g, *bounds_at(g, i)), ~(uint64_t)0, scratch)) return false;
        int64_t *found = (int64_t *)scratch->data, kept = 0;
        for (int64_t c = 0; c < scratch->count; c++) {
            int64_t j = candidate_number(g, found[c]), other = id_of(g, j);
            if (other <= own || !pair_passes(g, i, j)) continue;
            c2d_shape spare[2];
            const c2d_shape *s = candidate_shape(g, found[c], &spare[0]);
            if (c2d_overlaps_shapes(shape_at(g, i, &spare[1]), s)) found[kept++] = other;
        }
        if (kept > 1) qsort(found, (size_t)kept, sizeof(int64_t), compare_ids);
        for (int64_t c = 0; c < kept; c++) {
            c2d_pair pair = {own, found[c]};
            if (!c2d_sink_push(out, &pair)) return false;
        }
    }
    return true;
}
