// collide2d core: searches of the grid (broad/grid.h) -- the shapes near a box, queries
// by shape and point, rays (first hit and every hit), the order to search many rows in,
// and the nearest shapes to a point.
#include "broad/grid_internal.h"

#include "base/memory.h"
#include "narrow/aabb.h"

/// The first position in [lo, hi) whose key is >= `key`, for keys of one row: a guess
/// where the key would fall were the row's shapes spread evenly along it, then a
/// gallop from there (a few probes in a few cache lines).
static int64_t row_lower_bound(const grid *g, int64_t lo, int64_t hi, uint64_t key) {
    if (hi - lo <= 8 || key <= g->key[lo]) return lo_scan(g, lo, hi, key);
    uint64_t first = g->key[lo], last = g->key[hi - 1];
    if (key > last) return hi;
    int64_t hint = lo + (int64_t)((double)(key - first) / (double)(last - first + 1) *
                                  (double)(hi - lo));
    return seek(g, &hint, key);
}

/// Each level's rows of cells (from the `first_level`-th) that `box` (widened by a cell
/// before its lowest corner) covers, found in the directory, the row table or the keys,
/// skipped where the bitmap says empty; then the shapes that left their cells. After a
/// row's shapes, the search goes on at the row of the next key in the sorted order (no
/// shape lies in the rows between): a box over millions of empty rows -- a sparse scene
/// of tiny cells, whose cell indices reach CELL_MAX -- costs a search per occupied row,
/// not one per row (two boxes of size 1e-9 at (0, 0) and (1e9, 1e9): a nearest search
/// took 5.8 s walking the rows one by one).
static bool find_from(const grid *g, bounds box, uint64_t mask, int first_level, c2d_sink *found) {
    if (mask == 0) return true; // no shape passes (passes()): nothing to walk for
    int field_bits = g->row_bits + g->column_bits;
    for (int u = first_level; u < g->level_count; u++) {
        int l = g->levels[u];
        cell_span c = span_of(g, &box, g->level_size[u]);
        int64_t hint = 0;
        const int64_t *rows = g->row_start ? g->row_start + u * (g->last_row + 2) : NULL;
        for (int64_t row = c.row0; row <= c.row1; row++) {
            uint64_t from = key_of(g, l, row, c.column0), to = key_of(g, l, row, c.column1);
            if (cells_empty(g, from, to)) continue;
            bool directed = g->rank != NULL && l == 0; // the directory is of level 0
            int64_t q = directed ? g->first[rank_of(g, from)]
                        : rows   ? row_lower_bound(g, rows[row], rows[row + 1], from)
                                 : seek(g, &hint, from);
            int64_t end = directed ? g->first[rank_of(g, to + 1)] : g->n;
            for (; q < end && (directed || g->key[q] <= to); q++) {
                bounds b = box_of(g, q);
                if (!boxes_meet(&box, &b) || !passes(g, g->shape[q], mask)) continue;
                if (!c2d_sink_push_word(found, q)) return false;
            }
            // q is now the first position past the row's cells [from, to], whose key is
            // greater than `to`: the next shape of this level, if any, is in its row.
            if (q >= g->n || g->key[q] >> field_bits != (uint64_t)l) break;
            int64_t next = (int64_t)(g->key[q] >> g->column_bits & (uint64_t)g->last_row);
            if (next > row + 1) row = next - 1;
        }
    }
    for (int64_t k = 0; k < g->moved_count; k++) {
        int64_t c = -1 - k;
        if (boxes_meet(&box, &g->moved_box[k]) && passes(g, g->moved[k], mask) &&
            !c2d_sink_push_word(found, c))
            return false;
    }
    return true;
}

bool c2d_grid_find(const grid *g, bounds box, uint64_t mask, c2d_sink *found) {
    return find_from(g, box, mask, 0, found);
}

bool c2d_grid_candidates(const c2d_grid *g, double lx, double ly, double hx, double hy,
                         uint64_t mask, c2d_sink *scratch, c2d_sink *found) {
    scratch->count = 0;
    if (!c2d_grid_find(g, (bounds){lx, ly, hx, hy}, mask, scratch) ||
        !c2d_sink_reserve(found, found->count + scratch->count))
        return false;
    const int64_t *at = (const int64_t *)scratch->data;
    c2d_grid_candidate *out = (c2d_grid_candidate *)found->data + found->count;
    for (int64_t c = 0; c < scratch->count; c++) {
        int64_t p = at[c];
        if (p >= 0) { // a sorted position: the grid's copies
            out[c] = (c2d_grid_candidate){g->shape[p], &g->aabb[p], box_at(g, p) ? NULL : &g->solid[p]};
            continue;
        }
        int64_t i = g->moved[-1 - p]; // moved by an update: the set's, as shape_at reads them
        const c2d_shape_set *s = i < g->na ? g->a : g->b;
        int64_t k = i < g->na ? i : i - g->na;
        out[c] = (c2d_grid_candidate){i, &s->bounds[k], k < s->aabb_count ? NULL : &s->shapes[k]};
    }
    found->count += scratch->count;
    return true;
}

/// Of the candidates in ids[first..], keep (as ids, increasing) those the test accepts:
/// `shape` overlapping, or `point` inside.
static void keep_accepted(const grid *g, const c2d_shape *shape, const c2d_vec2 *point,
                          int64_t first, c2d_sink *ids) {
    int64_t *found = (int64_t *)ids->data, kept = first;
    bool of_box = point == NULL && shape->kind == C2D_SHAPE_aabb;
    for (int64_t k = first; k < ids->count; k++) {
        bool hit;
        if ((point || of_box) && found[k] >= 0 && box_at(g, found[k])) {
            // A box against a point or a box: the test the dispatch would pick, without it
            // (8 % of a bulk query of boxes went to the dispatch and the shape it makes).
            const c2d_aabb *box = &g->aabb[found[k]];
            hit = point ? c2d_overlaps_aabb_point(*box, *point) : c2d_overlaps_aabb_aabb(*box, shape->aabb);
        } else {
            c2d_shape spare;
            const c2d_shape *s = candidate_shape(g, found[k], &spare);
            hit = point ? c2d_overlaps_point(s, *point) : c2d_overlaps_shapes(s, shape);
        }
        if (hit) found[kept++] = id_of(g, candidate_number(g, found[k]));
    }
    ids->count = kept;
    if (kept - first > 1) qsort(found + first, (size_t)(kept - first), sizeof(int64_t), compare_ids);
}

/// The ids of the shapes whose boxes meet `box` (widened), whose categories meet
/// `mask` and that the test accepts: `shape` overlapping, or `point` inside;
/// increasing. The candidates are written to `ids` first and kept in place where the
/// test accepts them.
static bool query(const grid *g, bounds box, uint64_t mask, const c2d_shape *shape,
                  const c2d_vec2 *point, c2d_sink *ids) {
    int64_t first = ids->count;
    if (!c2d_grid_find(g, box, mask, ids)) return false;
    keep_accepted(g, shape, point, first, ids);
    return true;
}

// Rays are searched piece by piece: the part of the segment within the scene, cut in
// pieces about a level-0 cell long, each piece's box (widened by the margin) asked for
// its candidates in order. A shape the ray enters at time t holds the point at t in its
// box, so it is a candidate of the piece holding t: once the earliest hit so far is no
// later than the end of the pieces searched, no later piece can give an earlier one (a
// tie included). The cost grows with the length searched, not with the ray's box.

/// The pieces of the segment from `pos` by `delta` to search: [t0, t1] (the times it is
/// within the scene's box widened by `m`, or [0, 1] when the clip is not sure), `step` the
/// time per piece and `count` the pieces; false when the segment misses the scene.
typedef struct ray_pieces {
    double t0, t1, step;
    int64_t count;
} ray_pieces;

/// Pieces of a path `length` long: g->piece long, none shorter than `shortest`, at most
/// 64 + 4 sqrt(n), at least one.
static int64_t pieces_for(const grid *g, double length, double shortest) {
    double count = ceil(length / c2d_max(g->piece, shortest));
    count = c2d_min(count, 64.0 + 4.0 * sqrt((double)g->n));
    return count < 1.0 ? 1 : (int64_t)count; // NaN-free: inputs are checked
}

int64_t c2d_grid_path_pieces(const c2d_grid *g, double length) {
    return pieces_for(g, length, 0.0);
}

static bool pieces_of(const grid *g, c2d_vec2 pos, c2d_vec2 delta, double m, ray_pieces *out) {
    double t0 = 0.0, t1 = 1.0;
    const double lo[2] = {g->scene.lx - m, g->scene.ly - m}, hi[2] = {g->scene.hx + m, g->scene.hy + m};
    const double p[2] = {pos.x, pos.y}, d[2] = {delta.x, delta.y};
    for (int a = 0; a < 2; a++) {
        if (d[a] == 0.0) {
            if (p[a] < lo[a] || p[a] > hi[a]) return false;
            continue;
        }
        double u = (lo[a] - p[a]) / d[a], v = (hi[a] - p[a]) / d[a];
        t0 = c2d_max(t0, c2d_min(u, v));
        t1 = c2d_min(t1, c2d_max(u, v));
    }
    if (!(t0 <= t1)) return false;
    // Pieces g->piece long, but none shorter than the margin every piece is widened
    // by, and no more than 64 + 4 sqrt(n) (a ray across a vast sparse scene of tiny
    // cells then searches longer pieces, not more of them).
    double length = c2d_max(fabs(delta.x), fabs(delta.y)) * (t1 - t0);
    out->t0 = t0;
    out->t1 = t1;
    out->count = pieces_for(g, length, m);
    out->step = (t1 - t0) / (double)out->count;
    return true;
}

/// Append the candidates of piece k (in no particular order).
static bool piece_candidates(const grid *g, c2d_vec2 pos, c2d_vec2 delta, double m,
                             const ray_pieces *r, int64_t k, uint64_t mask, c2d_sink *out) {
    double ta = r->t0 + (double)k * r->step;
    double tb = k + 1 == r->count ? r->t1 : c2d_min(r->t1, ta + r->step);
    double ax = pos.x + ta * delta.x, ay = pos.y + ta * delta.y;
    double bx = pos.x + tb * delta.x, by = pos.y + tb * delta.y;
    bounds box = {c2d_min(ax, bx) - m, c2d_min(ay, by) - m, c2d_max(ax, bx) + m, c2d_max(ay, by) + m};
    return c2d_grid_find(g, box, mask, out);
}

/// The margin of a ray's searches: query_box's, for the ray's magnitude.
static double ray_margin(const grid *g, c2d_vec2 pos, c2d_vec2 delta) {
    c2d_vec2 end = c2d_v2(pos.x + delta.x, pos.y + delta.y);
    return query_margin(g, c2d_max(c2d_max(fabs(pos.x), fabs(pos.y)) +
                                       c2d_max(fabs(delta.x), fabs(delta.y)),
                                   c2d_max(fabs(end.x), fabs(end.y))));
}

bool c2d_grid_raycast(const c2d_grid *g, c2d_vec2 pos, c2d_vec2 delta, uint64_t mask,
                      c2d_sink *scratch, c2d_hit *out) {
    c2d_hit nearest = c2d_no_hit(c2d_v2(pos.x + delta.x, pos.y + delta.y));
    int64_t nearest_id = INT64_MAX;
    double m = ray_margin(g, pos, delta);
    ray_pieces r;
    bool some = g->n > 0 && pieces_of(g, pos, delta, m, &r);
    for (int64_t k = 0; some && k < r.count; k++) {
        scratch->count = 0;
        if (!piece_candidates(g, pos, delta, m, &r, k, mask, scratch)) return false;
        const int64_t *found = (const int64_t *)scratch->data;
        for (int64_t c = 0; c < scratch->count; c++) {
            c2d_hit h;
            c2d_shape spare;
            const c2d_shape *s = candidate_shape(g, found[c], &spare);
            if (!c2d_raycast_shape(s, pos, delta, &h) || !h.hit)
                continue;
            int64_t id = id_of(g, candidate_number(g, found[c]));
            // The first hit is kept whatever its time: a miss's time is 1, and an entry
            // at time 1 (a long ray's 1 - 3e-17, rounded) was dropped where raycast_all
            // and the shape's own intersect_segment report it.
            if (!nearest.hit || h.time < nearest.time ||
                (h.time == nearest.time && id < nearest_id)) {
                nearest = h;
                nearest_id = id;
            }
        }
        // Every hit no later than this piece's end has been seen.
        if (nearest.hit && nearest.time <= r.t0 + (double)(k + 1) * r.step) break;
    }
    nearest.collider = nearest.hit ? nearest_id : -1;
    *out = nearest;
    return true;
}

static int compare_hits(const void *x, const void *y) {
    const c2d_hit *p = x, *q = y;
    if (p->time != q->time) return (p->time > q->time) - (p->time < q->time);
    return (p->collider > q->collider) - (p->collider < q->collider);
}

bool c2d_grid_raycast_all(const c2d_grid *g, c2d_vec2 pos, c2d_vec2 delta, uint64_t mask,
                          c2d_sink *scratch, c2d_sink *hits) {
    double m = ray_margin(g, pos, delta);
    ray_pieces r;
    scratch->count = 0;
    bool some = g->n > 0 && pieces_of(g, pos, delta, m, &r);
    for (int64_t k = 0; some && k < r.count; k++)
        if (!piece_candidates(g, pos, delta, m, &r, k, mask, scratch)) return false;
    // A shape across pieces is a candidate of each: once is enough.
    int64_t *found = (int64_t *)scratch->data, unique = 0;
    if (scratch->count > 1) qsort(found, (size_t)scratch->count, sizeof(int64_t), compare_ids);
    for (int64_t c = 0; c < scratch->count; c++)
        if (c == 0 || found[c] != found[c - 1]) found[unique++] = found[c];
    int64_t first = hits->count;
    for (int64_t c = 0; c < unique; c++) {
        c2d_hit h;
        c2d_shape spare;
        const c2d_shape *s = candidate_shape(g, found[c], &spare);
        if (!c2d_raycast_shape(s, pos, delta, &h) || !h.hit) continue;
        h.collider = id_of(g, candidate_number(g, found[c]));
        if (!c2d_sink_push(hits, &h)) return false;
    }
    if (hits->count - first > 1)
        qsort((c2d_hit *)hits->data + first, (size_t)(hits->count - first), sizeof(c2d_hit),
              compare_hits);
    return true;
}

// A batch of queries is searched in stages, each stage's reads for every query of the
// batch asked for before any is used: the bitmap's words for each row of level-0 cells a
// query covers, then the directory's entries for the occupied runs, then the runs'
// bounds. A query alone waits on each of those cache misses in turn (at 1e6 shapes
// nearly every one goes to memory); a batch has a dozen of them in flight at once.

/// The level-0 rows of cells query b searches in the staged part of a batch.
enum { MANY_ROWS = 4 };

bool c2d_grid_query(const c2d_grid *g, const c2d_shape *const *shapes,
                         const c2d_vec2 *points, const c2d_aabb *boxes, int count,
                         uint64_t mask, c2d_sink *ids, int64_t *counts) {
    if (g->rank == NULL || count > C2D_GRID_MANY) { // no directory: one query at a time
        for (int b = 0; b < count; b++) {
            int64_t before = ids->count;
            if (!query(g, query_box(g, boxes[b]), mask, shapes ? shapes[b] : NULL,
                       shapes ? NULL : &points[b], ids))
                return false;
            counts[b] = ids->count - before;
        }
        return true;
    }
    bounds box[C2D_GRID_MANY];
    int rows[C2D_GRID_MANY]; // level-0 rows staged, or -1: query b searches on its own
    uint64_t from[C2D_GRID_MANY][MANY_ROWS], to[C2D_GRID_MANY][MANY_ROWS];
    uint32_t lo[C2D_GRID_MANY][MANY_ROWS], hi[C2D_GRID_MANY][MANY_ROWS];
    for (int b = 0; b < count; b++) { // the cells of level 0, the directory's level
        box[b] = query_box(g, boxes[b]);
        cell_span c = span_of(g, &box[b], g->level_size[0]);
        rows[b] = c.row1 - c.row0 + 1 <= MANY_ROWS ? (int)(c.row1 - c.row0 + 1) : -1;
        for (int r = 0; r < rows[b]; r++) {
            from[b][r] = key_of(g, 0, c.row0 + r, c.column0);
            to[b][r] = key_of(g, 0, c.row0 + r, c.column1);
            C2D_PREFETCH(&g->occupied[from[b][r] >> 6]);
            C2D_PREFETCH(&g->occupied[(to[b][r] + 1) >> 6]);
            C2D_PREFETCH(&g->rank[from[b][r] >> 6]);
            C2D_PREFETCH(&g->rank[(to[b][r] + 1) >> 6]);
        }
    }
    for (int b = 0; b < count; b++) // the occupied runs' places in the directory
        for (int r = 0; r < rows[b]; r++) {
            lo[b][r] = hi[b][r] = 0;
            if (cells_empty(g, from[b][r], to[b][r])) continue;
            lo[b][r] = rank_of(g, from[b][r]);
            hi[b][r] = rank_of(g, to[b][r] + 1);
            C2D_PREFETCH(&g->first[lo[b][r]]);
            C2D_PREFETCH(&g->first[hi[b][r]]);
        }
    for (int b = 0; b < count; b++) // their sorted positions
        for (int r = 0; r < rows[b]; r++) {
            if (lo[b][r] == hi[b][r]) continue;
            lo[b][r] = g->first[lo[b][r]];
            hi[b][r] = g->first[hi[b][r]];
            C2D_PREFETCH(&g->aabb[lo[b][r]]);
            C2D_PREFETCH(&g->shape[lo[b][r]]);
        }
    for (int b = 0; b < count; b++) {
        int64_t before = ids->count;
        for (int r = 0; r < rows[b]; r++)
            for (int64_t q = lo[b][r]; q < hi[b][r]; q++) {
                bounds v = box_of(g, q);
                if (boxes_meet(&box[b], &v) && passes(g, g->shape[q], mask) &&
                    !c2d_sink_push_word(ids, q))
                    return false;
            }
        // The coarser levels and the moved shapes (or all of a query of many rows).
        if (!find_from(g, box[b], mask, rows[b] < 0 ? 0 : 1, ids)) return false;
        keep_accepted(g, shapes ? shapes[b] : NULL, shapes ? NULL : &points[b], before, ids);
        counts[b] = ids->count - before;
    }
    return true;
}

bool c2d_grid_order(const c2d_grid *g, const double *points, ptrdiff_t stride, int64_t n,
                    int64_t *order) {
    uint64_t *key = malloc((size_t)(n ? n : 1) * sizeof(uint64_t));
    if (key == NULL) return false;
    for (int64_t i = 0; i < n; i++) {
        const double *p = points + i * stride;
        int64_t row = cell_of(p[1], g->origin_y, g->base), column = cell_of(p[0], g->origin_x, g->base);
        row = row < g->last_row ? row : g->last_row;
        column = column < g->last_column ? column : g->last_column;
        key[i] = (uint64_t)row << g->column_bits | (uint64_t)column;
    }
    bool ok = c2d_grid_sort_keys(key, order, n, g->row_bits + g->column_bits, NULL);
    free(key);
    return ok;
}

static int compare_neighbours(const void *x, const void *y) {
    const c2d_neighbour *p = x, *q = y;
    if (p->distance != q->distance) return (p->distance > q->distance) - (p->distance < q->distance);
    return (p->id > q->id) - (p->id < q->id);
}

/// Whether a comes after b in nearest's order (distance, then id).
static inline bool neighbour_after(c2d_neighbour a, c2d_neighbour b) {
    return a.distance > b.distance || (a.distance == b.distance && a.id > b.id);
}

/// Offer x to the k nearest so far, heap[0 .. *size): a heap whose root comes last in
/// nearest's order, so that a candidate is kept or turned away at one comparison.
static void offer(c2d_neighbour *heap, int64_t *size, int64_t k, c2d_neighbour x) {
    int64_t at;
    if (*size < k) { // one more: up from the end
        for (at = (*size)++; at > 0 && neighbour_after(x, heap[(at - 1) / 2]); at = (at - 1) / 2)
            heap[at] = heap[(at - 1) / 2];
    } else if (neighbour_after(heap[0], x)) { // nearer than the last kept: down from the root
        for (at = 0;;) {
            int64_t child = 2 * at + 1;
            if (child >= k) break;
            if (child + 1 < k && neighbour_after(heap[child + 1], heap[child])) child++;
            if (!neighbour_after(heap[child], x)) break;
            heap[at] = heap[child];
            at = child;
        }
    } else {
        return;
    }
    heap[at] = x;
}

/// Below the distance from p to any shape in box b: the distance to b widened by m
/// (the point's margin, over the box's own: far above the rounding of either distance),
/// or -inf when p is in it (a shape holding p has a negative distance).
static inline double distance_below(bounds b, c2d_vec2 p, double m) {
    double dx = c2d_max(c2d_max(b.lx - m - p.x, p.x - (b.hx + m)), 0.0);
    double dy = c2d_max(c2d_max(b.ly - m - p.y, p.y - (b.hy + m)), 0.0);
    return dx > 0.0 || dy > 0.0 ? sqrt(dx * dx + dy * dy) : -INFINITY;
}

bool c2d_grid_nearest(const c2d_grid *g, c2d_vec2 p, int64_t k, double max_distance,
                      uint64_t mask, c2d_sink *scratch, c2d_neighbour *out) {
    for (int64_t j = 0; j < k; j++) out[j] = (c2d_neighbour){INFINITY, -1};
    if (k <= 0 || g->n == 0) return true;
    // Search squares around p that double until they hold k shapes at most their
    // half width away (any shape that near has its box in the square: it is a
    // candidate), reach max_distance, or cover the scene (every shape a candidate).
    // The first square reaches the scene's nearest edge, and beyond it as far as holds
    // k shapes where they are spread evenly: at least a cell, and at most four. (Without
    // that bound one shape far from the others made the scene's area, and so the first
    // square, so large that it held most shapes: 100 searches among 2e5 boxes took 5 s
    // instead of 1 ms. A sparse scene's squares double up from four cells instead, each
    // search costing at most about twice its last square's.)
    double gap = c2d_max(c2d_max(g->scene.lx - p.x, p.x - g->scene.hx),
                         c2d_max(g->scene.ly - p.y, p.y - g->scene.hy));
    double area = (g->scene.hx - g->scene.lx) * (g->scene.hy - g->scene.ly);
    double even = 0.5 * sqrt((double)k * area / (double)g->n);
    double start = even < INFINITY ? c2d_clamp(even, g->base, 4.0 * g->base) : g->base;
    double r = c2d_max(gap, 0.0) + start;
    double cap = c2d_max(max_distance, 0.0); // a negative max_distance: depths only
    double point_margin = query_margin(g, c2d_max(fabs(p.x), fabs(p.y)));
    for (;;) {
        double reach = c2d_min(r, cap);
        bounds box = query_box(g, (c2d_aabb){p, {reach, reach}});
        bool all = box.lx <= g->scene.lx && box.ly <= g->scene.ly && box.hx >= g->scene.hx &&
                   box.hy >= g->scene.hy;
        // Shapes farther than the square's reach may hide outside it.
        double limit = all ? max_distance : c2d_min(reach, max_distance);
        scratch->count = 0;
        if (!c2d_grid_find(g, box, mask, scratch)) return false;
        const int64_t *found = (const int64_t *)scratch->data; // NULL when nothing was found
        int64_t kept = 0;
        // The k nearest within the limit kept in out[] as a heap: once k are kept, a
        // candidate whose box is farther than the last of them is passed over without
        // its distance (a square past a corner of the scene holds every shape, and
        // distances to all of them, sorted, took 6 ms a point among 20,000 boxes).
        for (int64_t c = 0; c < scratch->count; c++) {
            int64_t code = found[c];
            double worst = kept < k ? limit : c2d_min(limit, out[0].distance);
            bounds b = code >= 0 ? box_of(g, code) : g->moved_box[-1 - code];
            if (distance_below(b, p, point_margin) > worst) continue;
            c2d_distance d;
            c2d_shape spare;
            const c2d_shape *s = candidate_shape(g, code, &spare);
            c2d_distance_point(s, p, &d);
            if (d.distance <= limit)
                offer(out, &kept, k, (c2d_neighbour){d.distance, id_of(g, candidate_number(g, code))});
        }
        if (kept >= k || all || reach >= cap) {
            if (kept > 1) qsort(out, (size_t)kept, sizeof(c2d_neighbour), compare_neighbours);
            for (int64_t j = kept; j < k; j++) out[j] = (c2d_neighbour){INFINITY, -1};
            return true;
        }
        r *= 2.0;
    }
}
