// collide2d core: the hierarchical grid of broad/grid.h, kept as one sorted array.
#include "broad/grid.h"

#include "base/memory.h"
#include "narrow/aabb.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/// Levels are powers of two above the base cell: enough for any ratio of sizes within
/// the coordinate limit (2^202 over a floor of 2^-500, rows.h's reject margins).
enum { MAX_LEVEL = 1100, LEVEL_BITS = 11 };
/// Cell indices, counted from each level's lowest cell, are clamped to 26 bits so that
/// (level, row, column) is one 63-bit sort key. Clamping is monotone: cells beyond it
/// share an index, which costs candidates (each still decided exactly), never a pair.
/// The key packs them in as few bits as the scene's largest row and column need, so
/// the radix sort makes as few passes as it can.
enum { CELL_BITS = 26 };
#define CELL_MAX (((int64_t)1 << CELL_BITS) - 1)

typedef struct bounds {
    double lx, ly, hx, hy;
} bounds;

/// The empty box: no box overlaps it (the scene before any box is added to it).
static const bounds EMPTY = {INFINITY, INFINITY, -INFINITY, -INFINITY};

/// The bounds kept at a position whose shape has left it: widened, it is EMPTY.
static const c2d_aabb DEAD = {{0.0, 0.0}, {-INFINITY, -INFINITY}};

static bool boxes_meet(const bounds *u, const bounds *v) {
    return !(u->lx > v->hx || v->lx > u->hx || u->ly > v->hy || v->ly > u->hy);
}

struct c2d_grid {
    int64_t n, na; ///< shapes (those of a first, then b's), and how many are a's
    const c2d_shape_set *a, *b;
    double base;   ///< the cell size of level 0
    double piece;  ///< how long a piece of a ray searched at once is (see pieces_of)
    int levels[MAX_LEVEL + 1]; ///< the levels that hold shapes, increasing
    int level_count;
    double origin_x, origin_y; ///< where every level's cells start: the scene's lowest corner
    int column_bits, row_bits;     ///< the key's fields: level | row | column
    int64_t last_column, last_row; ///< the largest any shape has (2^bits - 1)
    // The shapes sorted by key (level, row, column of the cell of their lowest corner):
    uint64_t *key;
    int64_t *shape;   ///< the shape's number
    /// Its bounds, as the set has them (the searches widen them as they read them,
    /// and an AABB's shape is its bounds).
    c2d_aabb *aabb;
    /// The shape itself where it is not an AABB (a copy: the narrow phase reads it in
    /// order); an AABB's place is left unwritten (and so, for a scene of boxes, never
    /// given memory by the system). Positions whose shape number is below boxes_a (of
    /// a) or boxes_b (of b) are AABBs: the sets' aabb_count at the build.
    c2d_shape *solid;
    int64_t boxes_a, boxes_b;
    /// Where each (level, row) starts in the sorted keys: row r of the u-th level used
    /// from row_start[u * (last_row + 2) + r] (to the next entry); NULL when the rows
    /// are too many to list (searches then gallop from a hint).
    int64_t *row_start;
    /// One bit per cell of level 0 (bit row << column_bits | column), set where a shape
    /// has its lowest corner: a search skips a run of level-0 cells whose bits are all
    /// clear without looking for it in the keys (in a sparse scene most runs it would
    /// search are empty, and each search is a cache miss). NULL when level 0 has more
    /// than 64 cells per shape (8 bytes per shape) or holds no shape.
    uint64_t *occupied;
    double margin;    ///< how much the boxes were widened
    double magnitude; ///< the sets' magnitude the margin was made for
    bounds scene;     ///< every box within it (grows with updates): nearest's horizon
    // Filtering (c2d_grid_filter): per shape number, or NULL (every shape passes).
    uint64_t *category, *mask;
    // Updates (c2d_grid_update): per shape number its sorted position, or -1 - k when
    // it left its cell and is moved[k], looked at by every search (made by the first
    // update); a left position's bounds are DEAD, which no box overlaps.
    int64_t *slot;
    int64_t *moved, moved_count, moved_capacity;
    bounds *moved_box;
};
typedef struct c2d_grid grid;

static const c2d_shape *shape_at(const grid *g, int64_t i) {
    return i < g->na ? &g->a->shapes[i] : &g->b->shapes[i - g->na];
}

/// The column (or row) of coordinate x at a level of cell size `size` whose lowest
/// corner is `origin`: from 0, clamped to CELL_MAX (NaN-free: inputs are checked).
static int64_t cell_of(double x, double origin, double size) {
    double c = floor((x - origin) / size);
    return (int64_t)c2d_clamp(c, 0.0, (double)CELL_MAX);
}

static uint64_t key_of(const grid *g, int level, int64_t row, int64_t column) {
    return (uint64_t)level << (g->column_bits + g->row_bits) | (uint64_t)row << g->column_bits |
           (uint64_t)column;
}

static int bits_for(int64_t v) {
    int b = 0;
    while (b < 62 && ((int64_t)1 << b) <= v) b++;
    return b;
}

/// The smallest level whose cells are at least `extent` wide.
static int level_for(double extent, double base) {
    if (!(extent > base)) return 0;
    int e;
    double m = frexp(extent / base, &e); // extent / base = m * 2^e, 0.5 <= m < 1
    int level = m == 0.5 ? e - 1 : e;
    return level > MAX_LEVEL ? MAX_LEVEL : level;
}

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

/// Sort n words on their bits [low, low + bits), least significant digit first, in as
/// few passes of at most 12 bits as the bits need, the bits shared evenly between them
/// (measured on 1e6 boxes, keys of 24 bits: 2 passes of 12 bits took 48 ms a build, 3
/// of 8 bits 53; 3 of 8 beat 11 + 11 + 2), the two buffers swapping roles from pass to
/// pass. Every pass's counts are taken in one read of the words. With `index` (not
/// NULL), its entries move with the words. `spare` is n words of memory to use as the
/// second buffer, or NULL (one is made).
static bool radix_sort(uint64_t *key, int64_t *index, int64_t n, int low, int bits,
                       uint64_t *spare) {
    int passes = (bits + 11) / 12;
    int digit = passes ? (bits + passes - 1) / passes : 0;
    uint64_t *k2 = spare ? spare : c2d_big_alloc((size_t)(n ? n : 1) * sizeof(uint64_t));
    int64_t *i2 = index ? c2d_big_alloc((size_t)(n ? n : 1) * sizeof(int64_t)) : NULL;
    int64_t *count = calloc((size_t)(passes ? passes : 1) << 12, sizeof(int64_t));
    if (!k2 || (index && !i2) || !count) {
        if (k2 != spare) free(k2);
        free(i2);
        free(count);
        return false;
    }
    const uint64_t digits = (uint64_t)1 << digit, last = digits - 1;
    for (int64_t p = 0; p < n; p++)
        for (int pass = 0; pass < passes; pass++)
            count[(pass << 12) + (int64_t)((key[p] >> (low + pass * digit)) & last)]++;
    uint64_t *from_k = key, *to_k = k2;
    int64_t *from_i = index, *to_i = i2;
    for (int pass = 0; pass < passes; pass++) {
        int shift = low + pass * digit;
        int64_t *start = count + (pass << 12), at = 0;
        for (uint64_t d = 0; d < digits; d++) { // counts become each digit's first place
            int64_t c = start[d];
            start[d] = at;
            at += c;
        }
        for (int64_t p = 0; p < n; p++) {
            int64_t to = start[(from_k[p] >> shift) & last]++;
            to_k[to] = from_k[p];
            if (index) to_i[to] = from_i[p];
        }
        uint64_t *tk = from_k;
        from_k = to_k;
        to_k = tk;
        int64_t *ti = from_i;
        from_i = to_i;
        to_i = ti;
    }
    if (from_k != key) { // an odd number of passes: the sorted run is in the spare buffers
        memcpy(key, from_k, (size_t)n * sizeof(uint64_t));
        if (index) memcpy(index, from_i, (size_t)n * sizeof(int64_t));
    }
    if (k2 != spare) free(k2);
    free(i2);
    free(count);
    return true;
}

/// Free what a build (and the updates since) made, ready for another build; the
/// filter stays.
static void free_grid(grid *g) {
    free(g->key);
    free(g->shape);
    free(g->aabb);
    free(g->solid);
    free(g->slot);
    free(g->moved);
    free(g->moved_box);
    free(g->row_start);
    g->row_start = NULL;
    free(g->occupied);
    g->occupied = NULL;
    g->key = NULL;
    g->shape = NULL;
    g->aabb = NULL;
    g->solid = NULL;
    g->slot = NULL;
    g->moved = NULL;
    g->moved_box = NULL;
    g->moved_count = g->moved_capacity = 0;
    g->level_count = 0;
    g->last_row = g->last_column = 0;
}

/// A shape's bounding box widened by the grid's margin, as the grid keeps it.
static bounds widened(const grid *g, const c2d_aabb *s) {
    double hx = s->half.x + g->margin, hy = s->half.y + g->margin;
    return (bounds){s->pos.x - hx, s->pos.y - hy, s->pos.x + hx, s->pos.y + hy};
}

static const c2d_aabb *bounds_at(const grid *g, int64_t i) {
    return i < g->na ? &g->a->bounds[i] : &g->b->bounds[i - g->na];
}

static int64_t lower_bound(const grid *g, int64_t lo, int64_t hi, uint64_t key);

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

/// Whether the level-0 cells whose keys lie in [from, to] (one row) surely hold no
/// shape's lowest corner (false when unsure: no bits, or another level).
static bool cells_empty(const grid *g, uint64_t from, uint64_t to) {
    if (g->occupied == NULL || to >> (g->row_bits + g->column_bits) != 0) return false;
    uint64_t a = from >> 6, b = to >> 6;
    uint64_t first = ~(uint64_t)0 << (from & 63), last = ~(uint64_t)0 >> (63 - (to & 63));
    if (a == b) return (g->occupied[a] & first & last) == 0;
    if (g->occupied[a] & first) return false;
    for (uint64_t w = a + 1; w < b; w++)
        if (g->occupied[w]) return false;
    return (g->occupied[b] & last) == 0;
}

/// How far ahead of the gather (in sorted positions) the rows it will read are fetched.
enum { GATHER_AHEAD = 24 };

/// Whether the shape at sorted position p is an AABB (its shape is its bounds).
static bool box_at(const grid *g, int64_t p) {
    int64_t i = g->shape[p];
    return i < g->na ? i < g->boxes_a : i - g->na < g->boxes_b;
}

/// The widened box at sorted position p.
static bounds box_of(const grid *g, int64_t p) { return widened(g, &g->aabb[p]); }

/// The shape at sorted position p: its copy, or for a box one made in `spare`.
static const c2d_shape *solid_at(const grid *g, int64_t p, c2d_shape *spare) {
    if (!box_at(g, p)) return &g->solid[p];
    spare->kind = C2D_SHAPE_aabb;
    spare->aabb = g->aabb[p];
    return spare;
}

/// The cell size of level 0: the 90th percentile of the widened boxes' extents (most
/// shapes share level 0, the large tail goes above), taken over at most 4096 boxes
/// spread evenly through the sets (the size only tunes the speed: any gives the same
/// pairs), a little wider (2^-14) so that rounding in cell_of cannot put two
/// overlapping boxes' corners two cells apart.
static double base_size(const grid *g) {
    enum { SAMPLE = 4096 };
    int64_t n = g->n, k = n < SAMPLE ? n : SAMPLE;
    if (k == 0) return 1.0;
    double extent[SAMPLE];
    for (int64_t j = 0; j < k; j++) {
        bounds b = widened(g, bounds_at(g, j * n / k));
        extent[j] = c2d_max(b.hx - b.lx, b.hy - b.ly);
    }
    return kth_smallest(extent, k, k - 1 - k / 10) * (1.0 + 0x1p-14);
}

/// The level of a widened box, and its cell's key; the largest level so far in *top.
static uint64_t key_of_box(grid *g, bounds b, int *top) {
    double e = c2d_max(b.hx - b.lx, b.hy - b.ly) * (1.0 + 0x1p-15);
    int l = level_for(e, g->base);
    double size = l == 0 ? g->base : ldexp(g->base, l);
    *top = l > *top ? l : *top;
    return key_of(g, l, cell_of(b.ly, g->origin_y, size), cell_of(b.lx, g->origin_x, size));
}

/// Widened bounds, levels, keys, and the shapes sorted by key; false when memory runs
/// out. Every level's cells start at the scene's lowest corner, so the key's fields
/// are sized from the scene before any key is made (level 0 has the most rows and
/// columns), and a key is made in one pass. The sort moves one word per shape where
/// the key and the shape's number fit in 64 bits together (the number below), two
/// otherwise.
static bool build(grid *g) {
    const int64_t n = g->n;
    size_t m = (size_t)(n ? n : 1);
    g->key = c2d_big_alloc(m * sizeof(uint64_t));
    g->shape = c2d_big_alloc(m * sizeof(int64_t));
    g->aabb = c2d_big_alloc(m * sizeof(c2d_aabb));
    g->solid = c2d_big_alloc(m * sizeof(c2d_shape));
    if (!g->key || !g->shape || !g->aabb || !g->solid) return false;
    g->boxes_a = g->a->aabb_count;
    g->boxes_b = g->b ? g->b->aabb_count : 0;
    // Each pass recomputes the widened boxes from the set's bounds (a few additions)
    // rather than keep them in a temporary array of their own.
    g->magnitude = c2d_max(g->a->magnitude, g->b ? g->b->magnitude : 0.0);
    g->margin = g->magnitude * C2D_REJECT_MARGIN + C2D_REJECT_FLOOR;
    g->scene = EMPTY;
    for (int64_t i = 0; i < n; i++) {
        bounds b = widened(g, bounds_at(g, i));
        g->scene = (bounds){c2d_min(g->scene.lx, b.lx), c2d_min(g->scene.ly, b.ly),
                            c2d_max(g->scene.hx, b.hx), c2d_max(g->scene.hy, b.hy)};
    }
    g->base = base_size(g);
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
    const int number_bits = bits_for(n - 1);
    const bool packed = g->column_bits + g->row_bits + LEVEL_BITS + number_bits <= 64;
    int top = 0;
    for (int64_t i = 0; i < n; i++) {
        uint64_t key = key_of_box(g, widened(g, bounds_at(g, i)), &top);
        if (packed) g->key[i] = key << number_bits | (uint64_t)i;
        else g->key[i] = key, g->shape[i] = i;
    }
    int key_bits = g->column_bits + g->row_bits + bits_for(top);
    // Packed, the sort's second buffer is the shape numbers' array, unused until after.
    if (!radix_sort(g->key, packed ? NULL : g->shape, n, packed ? number_bits : 0, key_bits,
                    packed ? (uint64_t *)g->shape : NULL))
        return false;
    const uint64_t number_mask = ((uint64_t)1 << number_bits) - 1;
    if (packed)
        for (int64_t p = 0; p < n; p++) {
            g->shape[p] = (int64_t)(g->key[p] & number_mask);
            g->key[p] >>= number_bits;
        }
    bool used[MAX_LEVEL + 1] = {false};
    for (int64_t p = 0; p < n; p++) // the keys are sorted: one look per run of a level
        if (p == 0 || g->key[p] >> (g->column_bits + g->row_bits) !=
                          g->key[p - 1] >> (g->column_bits + g->row_bits))
            used[g->key[p] >> (g->column_bits + g->row_bits)] = true;
    for (int l = 0; l <= top; l++)
        if (used[l]) g->levels[g->level_count++] = l;
    // The gather reads the set in sorted order: random places for random input.
    // Asking for the rows a few dozen positions ahead keeps many of those misses in
    // flight at once (measured: the gather was half of a build of 1e6 boxes). A box's
    // shape is its bounds: one row fewer to fetch, and none to write.
    for (int64_t p = 0; p < n; p++) {
        if (p + GATHER_AHEAD < n) {
            C2D_PREFETCH(bounds_at(g, g->shape[p + GATHER_AHEAD]));
            if (!box_at(g, p + GATHER_AHEAD)) {
                const char *row = (const char *)shape_at(g, g->shape[p + GATHER_AHEAD]);
                C2D_PREFETCH(row);
                C2D_PREFETCH(row + sizeof(c2d_shape) - 1);
            }
        }
        g->aabb[p] = *bounds_at(g, g->shape[p]);
        if (!box_at(g, p)) g->solid[p] = *shape_at(g, g->shape[p]);
    }
    list_rows(g);
    mark_occupied(g);
    return true;
}

/// The first position in [lo, hi) whose key is >= `key`, or hi (binary search).
static int64_t lower_bound(const grid *g, int64_t lo, int64_t hi, uint64_t key) {
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        if (g->key[mid] < key) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/// lower_bound for a short range, or one whose answer is its start: a scan.
static int64_t lo_scan(const grid *g, int64_t lo, int64_t hi, uint64_t key) {
    while (lo < hi && g->key[lo] < key) lo++;
    return lo;
}

/// The first position whose key is >= `key`, searched outward from `*hint` (the answer
/// of a nearby earlier search, updated): galloping, then binary search, so searches
/// that move a little cost a little, and stay in the cache.
static int64_t seek(const grid *g, int64_t *hint, uint64_t key) {
    int64_t h = *hint < g->n ? *hint : g->n, found;
    if (h < g->n && g->key[h] < key) { // the answer is after h
        int64_t step = 1;
        while (h + step < g->n && g->key[h + step] < key) step *= 2;
        found = lower_bound(g, h + step / 2 + 1, h + step < g->n ? h + step : g->n, key);
    } else { // at h or before: key[h] >= key, or h is the end
        int64_t step = 1;
        while (h - step >= 0 && g->key[h - step] >= key) step *= 2;
        found = lower_bound(g, h - step > 0 ? h - step : 0, h - step / 2, key);
    }
    *hint = found;
    return found;
}

/// Shape number i's id (its set's id, or its position in the set).
static int64_t id_of(const grid *g, int64_t i) {
    const c2d_shape_set *s = i < g->na ? g->a : g->b;
    int64_t k = i < g->na ? i : i - g->na;
    return s->ids ? s->ids[k] : k;
}

/// Whether shapes i and j may pair under the filter: each one's category in the
/// other's mask (Box2D's rule).
static bool pair_passes(const grid *g, int64_t i, int64_t j) {
    return g->category == NULL ||
           ((g->category[i] & g->mask[j]) != 0 && (g->category[j] & g->mask[i]) != 0);
}

/// Whether shape i passes a search whose mask is `mask`: its category in the mask.
static bool passes(const grid *g, int64_t i, uint64_t mask) {
    return g->category == NULL || (g->category[i] & mask) != 0;
}

/// consider() past the boxes: whether the shapes at p and q overlap, and the pair.
static bool consider_shapes(const grid *g, int64_t p, int64_t q, c2d_sink *out) {
    int64_t i = g->shape[p], j = g->shape[q];
    if (g->b != NULL && (i < g->na) == (j < g->na)) return true;
    if (!pair_passes(g, i, j)) return true;
    if (box_at(g, p) && box_at(g, q)) { // the test the dispatch would pick, without it
        if (!c2d_overlaps_aabb_aabb(g->aabb[p], g->aabb[q])) return true;
    } else {
        c2d_shape spare[2];
        if (!c2d_overlaps_shapes(solid_at(g, p, &spare[0]), solid_at(g, q, &spare[1]))) return true;
    }
    int64_t x = id_of(g, i), y = id_of(g, j);
    bool swap = g->b != NULL ? i > j : x > y;
    c2d_pair pair = {swap ? y : x, swap ? x : y};
    return c2d_sink_push(out, &pair);
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
/// numbers, ids, spread far wider than the pairs).
static bool sort_pairs(c2d_sink *found, int64_t n) {
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
        uint64_t *word = malloc((size_t)k * sizeof(uint64_t));
        if (word == NULL) return false;
        for (int64_t p = 0; p < k; p++) word[p] = (uint64_t)pairs[p].a << bits | (uint64_t)pairs[p].b;
        bool ok = radix_sort(word, NULL, k, 0, 2 * bits, NULL);
        const uint64_t low = ((uint64_t)1 << bits) - 1;
        for (int64_t p = 0; ok && p < k; p++)
            pairs[p] = (c2d_pair){(int64_t)(word[p] >> bits), (int64_t)(word[p] & low)};
        free(word);
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
        double size = ldexp(g->base, l);
        int64_t x0 = cell_of(box->lx, g->origin_x, size), x1 = cell_of(box->hx, g->origin_x, size);
        int64_t y0 = cell_of(box->ly, g->origin_y, size), y1 = cell_of(box->hy, g->origin_y, size);
        // No shape lies past the last row or column: the ranges end there.
        x0 = x0 < g->last_column ? x0 : g->last_column;
        x1 = x1 < g->last_column ? x1 : g->last_column;
        y1 = y1 < g->last_row ? y1 : g->last_row;
        for (int64_t row = y0 > 0 ? y0 - 1 : 0, k = 0; row <= y1; row++, k++)
            if (!against_range(g, p, box, &hints[3 * u + k % 3],
                               key_of(g, l, row, x0 > 0 ? x0 - 1 : 0), key_of(g, l, row, x1), out))
                return false;
    }
    return true;
}

c2d_grid *c2d_grid_build(const c2d_shape_set *a, const c2d_shape_set *b) {
    grid *g = calloc(1, sizeof(grid));
    if (g == NULL) return NULL;
    g->a = a;
    g->b = b;
    g->na = a->count;
    g->n = a->count + (b ? b->count : 0);
    if (!build(g)) {
        c2d_grid_free(g);
        return NULL;
    }
    return g;
}

void c2d_grid_free(c2d_grid *g) {
    if (g == NULL) return;
    free_grid(g);
    free(g->category);
    free(g->mask);
    free(g);
}

static bool candidates(const grid *g, bounds box, uint64_t mask, c2d_sink *found);

/// A candidate (as candidates() writes them: a sorted position, or -1 - k for the k-th
/// moved shape) as its shape number, and its shape (the sorted copy where there is one:
/// it sits by the keys, in the cache).
static int64_t candidate_number(const grid *g, int64_t c) {
    return c >= 0 ? g->shape[c] : g->moved[-1 - c];
}
static const c2d_shape *candidate_shape(const grid *g, int64_t c, c2d_shape *spare) {
    return c >= 0 ? solid_at(g, c, spare) : shape_at(g, g->moved[-1 - c]);
}

/// The pairs of the shapes that left their cells (updates): each against the shapes
/// its box meets, in the grid or moved after it (every pair once).
static bool moved_pairs(const grid *g, c2d_sink *out) {
    c2d_sink near = c2d_sink_new(sizeof(int64_t));
    bool ok = true;
    for (int64_t k = 0; ok && k < g->moved_count; k++) {
        int64_t i = g->moved[k];
        near.count = 0;
        ok = candidates(g, g->moved_box[k], ~(uint64_t)0, &near);
        const int64_t *found = (const int64_t *)near.data;
        for (int64_t c = 0; ok && c < near.count; c++) {
            int64_t j = candidate_number(g, found[c]);
            if (found[c] < 0 && -1 - found[c] <= k) continue; // itself, or met already
            c2d_shape spare;
            if (!pair_passes(g, i, j) ||
                !c2d_overlaps_shapes(shape_at(g, i), candidate_shape(g, found[c], &spare)))
                continue;
            int64_t x = id_of(g, i), y = id_of(g, j);
            c2d_pair pair = {x < y ? x : y, x < y ? y : x};
            ok = c2d_sink_push(out, &pair);
        }
    }
    c2d_sink_free(&near);
    return ok;
}

int64_t c2d_grid_size(const c2d_grid *g) { return g->n; }

bool c2d_grid_pairs_from(const c2d_grid *g, int64_t from, int64_t to, c2d_sink *out) {
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

c2d_status c2d_grid_pairs_finish(const c2d_grid *g, c2d_sink *out) {
    c2d_status st = c2d_ok();
    if (!moved_pairs(g, out) || !sort_pairs(out, g->n)) st.code = C2D_NO_MEMORY;
    return st;
}

c2d_status c2d_grid_pairs(const c2d_grid *g, c2d_sink *out) {
    if (c2d_grid_pairs_from(g, 0, g->n, out)) return c2d_grid_pairs_finish(g, out);
    c2d_status st = c2d_ok();
    st.code = C2D_NO_MEMORY;
    return st;
}

c2d_status c2d_broad_pairs(const c2d_shape_set *a, const c2d_shape_set *b, c2d_sink *out) {
    c2d_grid *g = c2d_grid_build(a, b);
    c2d_status st = c2d_ok();
    if (g == NULL) st.code = C2D_NO_MEMORY;
    else st = c2d_grid_pairs(g, out);
    c2d_grid_free(g);
    return st;
}

static int compare_ids(const void *x, const void *y) {
    int64_t p = *(const int64_t *)x, q = *(const int64_t *)y;
    return (p > q) - (p < q);
}

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

/// The shapes whose widened boxes meet `box` and whose categories meet `mask`, appended
/// to `found` as candidates (candidate_number, candidate_shape), in no particular order.
static bool candidates(const grid *g, bounds box, uint64_t mask, c2d_sink *found) {
    for (int u = 0; u < g->level_count; u++) {
        int l = g->levels[u];
        double size = ldexp(g->base, l);
        int64_t x0 = cell_of(box.lx, g->origin_x, size), x1 = cell_of(box.hx, g->origin_x, size);
        int64_t y0 = cell_of(box.ly, g->origin_y, size), y1 = cell_of(box.hy, g->origin_y, size);
        x0 = x0 < g->last_column ? x0 : g->last_column;
        x1 = x1 < g->last_column ? x1 : g->last_column;
        y1 = y1 < g->last_row ? y1 : g->last_row;
        int64_t hint = 0;
        const int64_t *rows = g->row_start ? g->row_start + u * (g->last_row + 2) : NULL;
        for (int64_t row = y0 > 0 ? y0 - 1 : 0; row <= y1; row++) {
            uint64_t from = key_of(g, l, row, x0 > 0 ? x0 - 1 : 0), to = key_of(g, l, row, x1);
            if (cells_empty(g, from, to)) continue;
            int64_t q = rows ? row_lower_bound(g, rows[row], rows[row + 1], from)
                             : seek(g, &hint, from);
            for (; q < g->n && g->key[q] <= to; q++) {
                bounds b = box_of(g, q);
                if (!boxes_meet(&box, &b) || !passes(g, g->shape[q], mask)) continue;
                if (!c2d_sink_push(found, &q)) return false;
            }
        }
    }
    for (int64_t k = 0; k < g->moved_count; k++) {
        int64_t c = -1 - k;
        if (boxes_meet(&box, &g->moved_box[k]) && passes(g, g->moved[k], mask) &&
            !c2d_sink_push(found, &c))
            return false;
    }
    return true;
}

bool c2d_grid_candidates(const c2d_grid *g, double lx, double ly, double hx, double hy,
                         uint64_t mask, c2d_sink *positions) {
    int64_t first = positions->count;
    if (!candidates(g, (bounds){lx, ly, hx, hy}, mask, positions)) return false;
    int64_t *found = (int64_t *)positions->data;
    for (int64_t c = first; c < positions->count; c++) found[c] = candidate_number(g, found[c]);
    return true;
}

/// The ids of the shapes whose boxes meet `box` (widened), whose categories meet
/// `mask` and that the test accepts: `shape` overlapping, or `point` inside;
/// increasing. The candidates are written to `ids` first and kept in place where the
/// test accepts them.
static bool query(const grid *g, bounds box, uint64_t mask, const c2d_shape *shape,
                  const c2d_vec2 *point, c2d_sink *ids) {
    int64_t first = ids->count;
    if (!candidates(g, box, mask, ids)) return false;
    int64_t *found = (int64_t *)ids->data, kept = first;
    for (int64_t k = first; k < ids->count; k++) {
        c2d_shape spare;
        const c2d_shape *s = candidate_shape(g, found[k], &spare);
        if (point ? c2d_overlaps_point(s, *point) : c2d_overlaps_shapes(s, shape))
            found[kept++] = id_of(g, candidate_number(g, found[k]));
    }
    ids->count = kept;
    if (kept - first > 1) qsort(found + first, (size_t)(kept - first), sizeof(int64_t), compare_ids);
    return true;
}

/// `margin` grown for a query whose coordinates and size reach `magnitude`.
static double query_margin(const grid *g, double magnitude) {
    return c2d_max(g->margin, magnitude * C2D_REJECT_MARGIN + C2D_REJECT_FLOOR);
}

/// The box a query of `bounds_of` searches: widened by the larger of the grid's margin
/// and its own.
static bounds query_box(const grid *g, c2d_aabb b) {
    double m = query_margin(g, c2d_max(fabs(b.pos.x) + b.half.x, fabs(b.pos.y) + b.half.y));
    return (bounds){b.pos.x - b.half.x - m, b.pos.y - b.half.y - m, b.pos.x + b.half.x + m,
                    b.pos.y + b.half.y + m};
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
    double count = ceil(length / c2d_max(g->piece, m));
    count = c2d_min(count, 64.0 + 4.0 * sqrt((double)g->n));
    out->t0 = t0;
    out->t1 = t1;
    out->count = count < 1.0 ? 1 : (int64_t)count;
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
    return candidates(g, box, mask, out);
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
            if (h.time < nearest.time ||
                (h.time == nearest.time && nearest.hit && id < nearest_id)) {
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

bool c2d_grid_query(const c2d_grid *g, const c2d_shape *shape, c2d_aabb bounds_of, uint64_t mask,
                    c2d_sink *ids) {
    return query(g, query_box(g, bounds_of), mask, shape, NULL, ids);
}

bool c2d_grid_query_point(const c2d_grid *g, c2d_vec2 p, uint64_t mask, c2d_sink *ids) {
    return query(g, query_box(g, (c2d_aabb){p, {0.0, 0.0}}), mask, NULL, &p, ids);
}

bool c2d_grid_order(const c2d_grid *g, const double *points, ptrdiff_t stride, int64_t n,
                    int64_t *order) {
    int cell_bits = g->row_bits + g->column_bits, number_bits = bits_for(n - 1);
    bool packed = cell_bits + number_bits <= 64;
    uint64_t *key = malloc((size_t)(n ? n : 1) * sizeof(uint64_t));
    if (key == NULL) return false;
    for (int64_t i = 0; i < n; i++) {
        const double *p = points + i * stride;
        int64_t row = cell_of(p[1], g->origin_y, g->base), column = cell_of(p[0], g->origin_x, g->base);
        row = row < g->last_row ? row : g->last_row;
        column = column < g->last_column ? column : g->last_column;
        uint64_t cell = (uint64_t)row << g->column_bits | (uint64_t)column;
        key[i] = packed ? cell << number_bits | (uint64_t)i : cell;
        order[i] = i;
    }
    bool ok = radix_sort(key, packed ? NULL : order, n, packed ? number_bits : 0, cell_bits, NULL);
    const uint64_t number_mask = ((uint64_t)1 << number_bits) - 1;
    if (ok && packed)
        for (int64_t i = 0; i < n; i++) order[i] = (int64_t)(key[i] & number_mask);
    free(key);
    return ok;
}

// ---- nearest shapes ------------------------------------------------------------------

static int compare_neighbours(const void *x, const void *y) {
    const c2d_neighbour *p = x, *q = y;
    if (p->distance != q->distance) return (p->distance > q->distance) - (p->distance < q->distance);
    return (p->id > q->id) - (p->id < q->id);
}

bool c2d_grid_nearest(const c2d_grid *g, c2d_vec2 p, int64_t k, double max_distance,
                      uint64_t mask, c2d_sink *scratch, c2d_neighbour *out) {
    for (int64_t j = 0; j < k; j++) out[j] = (c2d_neighbour){INFINITY, -1};
    if (k <= 0 || g->n == 0) return true;
    // Search squares around p that double until they hold k shapes at most their
    // half width away (any shape that near has its box in the square: it is a
    // candidate), reach max_distance, or cover the scene (every shape a candidate).
    // The first square reaches the scene's nearest edge, and beyond it as far as holds
    // k shapes where they are spread evenly (or a cell, if farther).
    double gap = c2d_max(c2d_max(g->scene.lx - p.x, p.x - g->scene.hx),
                         c2d_max(g->scene.ly - p.y, p.y - g->scene.hy));
    double area = (g->scene.hx - g->scene.lx) * (g->scene.hy - g->scene.ly);
    double even = 0.5 * sqrt((double)k * area / (double)g->n);
    double r = c2d_max(gap, 0.0) + (even > g->base && even < INFINITY ? even : g->base);
    double cap = c2d_max(max_distance, 0.0); // a negative max_distance: depths only
    for (;;) {
        double reach = c2d_min(r, cap);
        bounds box = query_box(g, (c2d_aabb){p, {reach, reach}});
        bool all = box.lx <= g->scene.lx && box.ly <= g->scene.ly && box.hx >= g->scene.hx &&
                   box.hy >= g->scene.hy;
        // Shapes farther than the square's reach may hide outside it.
        double limit = all ? max_distance : c2d_min(reach, max_distance);
        scratch->count = 0;
        if (!candidates(g, box, mask, scratch)) return false;
        int64_t count = scratch->count, kept = 0;
        // The candidates' numbers become (distance, id) records in place: a record is
        // two words, so the numbers are first moved to the sink's second half.
        if (!c2d_sink_reserve(scratch, 2 * count)) return false;
        int64_t *numbers = (int64_t *)scratch->data; // NULL when nothing was ever found
        if (count > 0) memmove(numbers + count, numbers, (size_t)count * sizeof(int64_t));
        c2d_neighbour *near = (c2d_neighbour *)scratch->data;
        for (int64_t c = 0; c < count; c++) {
            int64_t code = numbers[count + c];
            c2d_distance d;
            c2d_shape spare;
            const c2d_shape *s = candidate_shape(g, code, &spare);
            c2d_distance_point(s, p, &d);
            if (d.distance <= limit)
                near[kept++] = (c2d_neighbour){d.distance, id_of(g, candidate_number(g, code))};
        }
        if (kept >= k || all || reach >= cap) {
            if (kept > 1) qsort(near, (size_t)kept, sizeof(c2d_neighbour), compare_neighbours);
            for (int64_t j = 0; j < k && j < kept; j++) out[j] = near[j];
            return true;
        }
        r *= 2.0;
    }
}

// ---- pairs a few shapes at a time ---------------------------------------------------

bool c2d_grid_pairs_of(const c2d_grid *g, const int64_t *which, int64_t count, c2d_sink *scratch,
                       c2d_sink *out) {
    for (int64_t w = 0; w < count; w++) {
        int64_t i = which[w], own = id_of(g, i);
        scratch->count = 0;
        if (!candidates(g, query_box(g, *bounds_at(g, i)), ~(uint64_t)0, scratch)) return false;
        int64_t *found = (int64_t *)scratch->data, kept = 0;
        for (int64_t c = 0; c < scratch->count; c++) {
            int64_t j = candidate_number(g, found[c]), other = id_of(g, j);
            if (other <= own || !pair_passes(g, i, j)) continue;
            c2d_shape spare;
            const c2d_shape *s = candidate_shape(g, found[c], &spare);
            if (c2d_overlaps_shapes(shape_at(g, i), s)) found[kept++] = other;
        }
        if (kept > 1) qsort(found, (size_t)kept, sizeof(int64_t), compare_ids);
        for (int64_t c = 0; c < kept; c++) {
            c2d_pair pair = {own, found[c]};
            if (!c2d_sink_push(out, &pair)) return false;
        }
    }
    return true;
}

// ---- filters and updates -------------------------------------------------------------

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

/// Whether box `b` belongs where position s is: at its level, its lowest corner in
/// its cell (the grid's fat box: a shape may move that far and keep its place).
static bool fits(const grid *g, int64_t s, bounds b) {
    uint64_t key = g->key[s];
    int level = (int)(key >> (g->column_bits + g->row_bits));
    double e = c2d_max(b.hx - b.lx, b.hy - b.ly) * (1.0 + 0x1p-15);
    if (level_for(e, g->base) != level) return false;
    double size = ldexp(g->base, level);
    int64_t row = cell_of(b.ly, g->origin_y, size);
    int64_t column = cell_of(b.lx, g->origin_x, size);
    row = row < g->last_row ? row : g->last_row; // as the searches clamp
    column = column < g->last_column ? column : g->last_column;
    return key_of(g, level, row, column) == key;
}

bool c2d_grid_update(c2d_grid *g, int64_t i) {
    if (g->slot == NULL) {
        g->slot = malloc((size_t)(g->n ? g->n : 1) * sizeof(int64_t));
        if (g->slot == NULL) return false;
        for (int64_t p = 0; p < g->n; p++) g->slot[g->shape[p]] = p;
    }
    bounds b = widened(g, bounds_at(g, i));
    g->scene = (bounds){c2d_min(g->scene.lx, b.lx), c2d_min(g->scene.ly, b.ly),
                        c2d_max(g->scene.hx, b.hx), c2d_max(g->scene.hy, b.hy)};
    int64_t s = g->slot[i];
    if (s < 0) { // moved already: a new box
        g->moved_box[-1 - s] = b;
        return true;
    }
    // A box's place has no shape copy: a shape of another kind leaves it.
    bool box = box_at(g, s);
    if (fits(g, s, b) && (!box || shape_at(g, i)->kind == C2D_SHAPE_aabb)) {
        g->aabb[s] = *bounds_at(g, i);
        if (!box) g->solid[s] = *shape_at(g, i);
        return true;
    }
    if (g->moved_count == g->moved_capacity) {
        int64_t cap = g->moved_capacity ? 2 * g->moved_capacity : 16;
        int64_t *moved = realloc(g->moved, (size_t)cap * sizeof(int64_t));
        if (moved != NULL) g->moved = moved;
        bounds *boxes = realloc(g->moved_box, (size_t)cap * sizeof(bounds));
        if (boxes != NULL) g->moved_box = boxes;
        if (moved == NULL || boxes == NULL) return false;
        g->moved_capacity = cap;
    }
    g->aabb[s] = DEAD;
    g->moved[g->moved_count] = i;
    g->moved_box[g->moved_count] = b;
    g->slot[i] = -1 - g->moved_count++;
    return true;
}

bool c2d_grid_stale(const c2d_grid *g) {
    double n = (double)g->n;
    return (double)g->moved_count > 64.0 + sqrt(n) || g->a->magnitude > g->magnitude;
}

int64_t c2d_grid_moved_count(const c2d_grid *g) { return g->moved_count; }

bool c2d_grid_rebuild(c2d_grid *g) {
    free_grid(g);
    return build(g);
}
