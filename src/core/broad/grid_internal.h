// collide2d core: the hierarchical grid's store (broad/grid.h), shared by its parts --
// grid_build.c (making it), grid_sort.c (the radix sort of its keys), grid_pairs.c (its
// pairs), grid_search.c (queries, rays, nearest shapes) and grid_update.c (moving
// shapes in it): the struct, the key's
// fields, and the helpers every part reads it with (inline: the searches call them in
// their inner loops). Not for use outside src/core/broad.
#ifndef C2D_BROAD_GRID_INTERNAL_H
#define C2D_BROAD_GRID_INTERNAL_H

#include "broad/grid.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/// Levels are powers of two above the base cell: enough for any ratio of sizes within
/// the coordinate limit (2^202 over a floor of 2^-500, rows.h's reject margins).
enum { MAX_LEVEL = 1100 };
/// Cell indices, counted from the scene's lowest corner, are clamped to 26 bits so that
/// (level, row, column) is one 63-bit sort key. Clamping is monotone: cells beyond it
/// share an index, which costs candidates (each still decided exactly), never a pair.
/// The key packs them in as few bits as the scene's largest row and column need, so
/// the radix sort makes as few passes as it can.
enum { CELL_BITS = 26 };
#define CELL_MAX (((int64_t)1 << CELL_BITS) - 1)

/// How far ahead (in records of 32 bytes or more; eight times as many 8-byte words) a
/// pass that reads an array in order asks for it: the hardware's own prefetching left
/// such passes waiting on memory.
enum { STREAM_AHEAD = 32 };

/// Below this many items a pass runs on one thread: starting threads for it would cost
/// more than they save.
enum { SPLIT_FROM = 1 << 16 };

/// How many parts `threads` splits a pass over n items into.
static inline int parts_for(const c2d_threads *threads, int64_t n) {
    if (threads == NULL || n < SPLIT_FROM || threads->parts < 2) return 1;
    return threads->parts < C2D_GRID_MAX_PARTS ? threads->parts : C2D_GRID_MAX_PARTS;
}

typedef struct bounds {
    double lx, ly, hx, hy;
} bounds;

/// The empty box: no box overlaps it (the scene before any box is added to it).
static const bounds EMPTY = {INFINITY, INFINITY, -INFINITY, -INFINITY};

/// The bounds kept at a position whose shape has left it: widened, it is EMPTY.
static const c2d_aabb DEAD = {{0.0, 0.0}, {-INFINITY, -INFINITY}};

static inline bool boxes_meet(const bounds *u, const bounds *v) {
    return !(u->lx > v->hx || v->lx > u->hx || u->ly > v->hy || v->ly > u->hy);
}

struct c2d_grid {
    int64_t n, na; ///< shapes (those of a first, then b's), and how many are a's
    const c2d_shape_set *a, *b;
    double base;   ///< the cell size of level 0
    double piece;  ///< how long a piece of a ray searched at once is (see pieces_of)
    int levels[MAX_LEVEL + 1]; ///< the levels that hold shapes, increasing
    /// Their cells' sizes, base * 2^level (made once: a search of a level would
    /// otherwise call ldexp, a library call: a bulk query of 1e5 boxes into 1e6 took
    /// 4-9 % less without it).
    double level_size[MAX_LEVEL + 1];
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
    /// The directory of level 0's occupied cells, for grids kept to be searched
    /// (c2d_grid_directory; NULL without one): rank[w] counts the occupied cells before
    /// bitmap word w, first[r] is the sorted position of the r-th occupied cell's first
    /// shape (first[occupied cells] the end of level 0). A search then finds a run of
    /// cells' shapes in two reads (rank_of) instead of a search of the keys, each read
    /// of which was a cache miss of its own.
    uint32_t *rank, *first;
    bool directed; ///< a directory is wanted: made again by each rebuild
    double margin;    ///< box_margin of the sets' magnitude: the most a box is widened by
    double magnitude; ///< the sets' magnitude that margin was made for
    bool own_margins; ///< each box widened by its own box_margin, not by `margin`
    bounds scene;     ///< every box within it (grows with updates): nearest's horizon
    // Filtering (c2d_grid_filter): per shape number, or NULL (every shape passes).
    uint64_t *category, *mask;
    // Updates (c2d_grid_update): per shape number its sorted position, or -1 - k when
    // it left its cell and is moved[k], looked at by every search (made by the first
    // update); a left position's bounds are DEAD, which no box overlaps.
    int64_t *slot;
    int64_t *moved, moved_count, moved_capacity;
    bounds *moved_box;
    // A sweep along x (c2d_grid_build_pairs; NULL: a grid): its scan, and its rows
    // (c2d_sweep_rows): per sorted position the column of the widened box's lowest x
    // (its key; cells of size `base`, one row) and highest x, and its widened y
    // interval in floats.
    /// The sets' bounds may change under the build (a writable array's rows read in
    /// place, shape_set.h's bounds_volatile): the keys' pass and the gather each sum
    /// the prints of those sets' boxes (shape numbers [check_from, check_from +
    /// check_count); c2d_box_print), and rows_changed is set where the sums differ from
    /// each other or from the loads' (load_print: the boxes the sets' loads checked).
    bool check_rows, rows_changed;
    int64_t check_from, check_count;
    uint64_t load_print;
    c2d_sweep_scan_fn sweep;
    bool sweep_always; ///< asked for by name: no estimate of its reads
    double sweep_scale; ///< columns per unit of x (sweep_column)
    int32_t *sweep_key, *reach;
    float *sweep_ly, *sweep_hy;
};
typedef struct c2d_grid grid;

/// The print of box `box` of shape number i where its set's bounds are volatile (its
/// number in its own set, as the set's load printed it), else 0.
static inline uint64_t checked_print(const grid *g, const c2d_aabb *box, int64_t i) {
    if ((uint64_t)(i - g->check_from) >= (uint64_t)g->check_count) return 0;
    return c2d_box_print(box, i < g->na ? i : i - g->na);
}

/// Shape i of the sets (a box kept as its bounds made in *spare: c2d_set_shape).
static inline const c2d_shape *shape_at(const grid *g, int64_t i, c2d_shape *spare) {
    return i < g->na ? c2d_set_shape(g->a, i, spare) : c2d_set_shape(g->b, i - g->na, spare);
}

/// The column (or row) of coordinate x at a level of cell size `size` whose lowest
/// corner is `origin`: from 0, clamped to CELL_MAX (NaN-free: inputs are checked).
/// floor() of a non-negative number is its truncation, which the conversion does: no
/// call to floor (a library call on the baseline build, a third of the keys' time).
static inline int64_t cell_of(double x, double origin, double size) {
    double c = (x - origin) / size;
    if (!(c >= 0.0)) return 0;
    return c < (double)CELL_MAX ? (int64_t)c : CELL_MAX;
}

/// A sweep's column of coordinate x, clamped to CELL_MAX: a multiplication, not
/// cell_of's division (two a box). All a sweep needs of it is that it never
/// decreases as x grows, which rounding keeps.
static inline uint64_t sweep_column(const grid *g, double x) {
    double c = (x - g->origin_x) * g->sweep_scale;
    if (!(c >= 0.0)) return 0;
    return c < (double)CELL_MAX ? (uint64_t)c : (uint64_t)CELL_MAX;
}

static inline uint64_t key_of(const grid *g, int level, int64_t row, int64_t column) {
    return (uint64_t)level << (g->column_bits + g->row_bits) | (uint64_t)row << g->column_bits |
           (uint64_t)column;
}

/// The cells a search of `box` covers at a level of cell size `size`: columns
/// [column0, column1] and rows [row0, row1], from one cell before the box's lowest corner
/// (a shape's key is the cell of its own lowest corner) to the cell of its highest,
/// clamped at the last row and column (no shape lies past them; row0 > row1 when the
/// box lies past the last row).
typedef struct cell_span {
    int64_t column0, column1, row0, row1;
} cell_span;

static inline cell_span span_of(const grid *g, const bounds *box, double size) {
    int64_t x0 = cell_of(box->lx, g->origin_x, size), x1 = cell_of(box->hx, g->origin_x, size);
    int64_t y0 = cell_of(box->ly, g->origin_y, size), y1 = cell_of(box->hy, g->origin_y, size);
    x0 = x0 < g->last_column ? x0 : g->last_column;
    x1 = x1 < g->last_column ? x1 : g->last_column;
    y1 = y1 < g->last_row ? y1 : g->last_row;
    return (cell_span){x0 > 0 ? x0 - 1 : 0, x1, y0 > 0 ? y0 - 1 : 0, y1};
}

static inline int bits_for(int64_t v) {
    int b = 0;
    while (b < 62 && ((int64_t)1 << b) <= v) b++;
    return b;
}

/// The smallest level whose cells are at least `extent` wide.
static inline int level_for(double extent, double base) {
    if (!(extent > base)) return 0;
    int e;
    double m = frexp(extent / base, &e); // extent / base = m * 2^e, 0.5 <= m < 1
    int level = m == 0.5 ? e - 1 : e;
    return level > MAX_LEVEL ? MAX_LEVEL : level;
}

/// The margin of a box of its own: C2D_REJECT_MARGIN of its magnitude (largest
/// |coordinate| + half size), over the floor. The narrow phase's rounding of a pair
/// reaches a few units of 2^-52 of the pair's larger magnitude, which the two boxes'
/// margins summed cover.
static inline double box_margin(const c2d_aabb *s) {
    return c2d_max(fabs(s->pos.x) + s->half.x, fabs(s->pos.y) + s->half.y) * C2D_REJECT_MARGIN +
           C2D_REJECT_FLOOR;
}

/// A shape's bounding box widened by its margin, as the grid keeps it: its own
/// (own_margins), or the one of the sets' largest magnitude, which costs fewer
/// operations a box where it is far below the boxes' sizes (grid_build.c).
static inline bounds widened(const grid *g, const c2d_aabb *s) {
    double m = g->own_margins ? box_margin(s) : g->margin;
    double hx = s->half.x + m, hy = s->half.y + m;
    return (bounds){s->pos.x - hx, s->pos.y - hy, s->pos.x + hx, s->pos.y + hy};
}

static inline const c2d_aabb *bounds_at(const grid *g, int64_t i) {
    return i < g->na ? &g->a->bounds[i] : &g->b->bounds[i - g->na];
}

/// The first position in [lo, hi) whose key is >= `key`, or hi (binary search).
static inline int64_t lower_bound(const grid *g, int64_t lo, int64_t hi, uint64_t key) {
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        if (g->key[mid] < key) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/// lower_bound for a short range, or one whose answer is its start: a scan.
static inline int64_t lo_scan(const grid *g, int64_t lo, int64_t hi, uint64_t key) {
    while (lo < hi && g->key[lo] < key) lo++;
    return lo;
}

/// The first position whose key is >= `key`, searched outward from `*hint` (the answer
/// of a nearby earlier search, updated): galloping, then binary search, so searches
/// that move a little cost a little, and stay in the cache.
static inline int64_t seek(const grid *g, int64_t *hint, uint64_t key) {
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

/// Whether the level-0 cells whose keys lie in [from, to] (one row) surely hold no
/// shape's lowest corner (false when unsure: no bits, or another level).
static inline bool cells_empty(const grid *g, uint64_t from, uint64_t to) {
    if (g->occupied == NULL || to >> (g->row_bits + g->column_bits) != 0) return false;
    uint64_t a = from >> 6, b = to >> 6;
    uint64_t first = ~(uint64_t)0 << (from & 63), last = ~(uint64_t)0 >> (63 - (to & 63));
    if (a == b) return (g->occupied[a] & first & last) == 0;
    if (g->occupied[a] & first) return false;
    for (uint64_t w = a + 1; w < b; w++)
        if (g->occupied[w]) return false;
    return (g->occupied[b] & last) == 0;
}

/// How many bits of `w` are set: the sums of bits in pairs, fours and bytes, then the
/// bytes' sum in one multiplication (written out: the grid is built for any x86-64,
/// where the compiler's popcount is a library call, 2 % of a bulk query's time).
static inline int count_bits(uint64_t w) {
    w = w - ((w >> 1) & 0x5555555555555555u);
    w = (w & 0x3333333333333333u) + ((w >> 2) & 0x3333333333333333u);
    return (int)((((w + (w >> 4)) & 0x0f0f0f0f0f0f0f0fu) * 0x0101010101010101u) >> 56);
}

/// With a directory: how many level-0 cells before cell `key` (a level-0 key, or one
/// past the last cell) hold shapes -- first[] of it is where the cell's shapes start,
/// or the next occupied cell's, in the sorted positions.
static inline uint32_t rank_of(const grid *g, uint64_t key) {
    uint64_t below = ((uint64_t)1 << (key & 63)) - 1;
    return g->rank[key >> 6] + (uint32_t)count_bits(g->occupied[key >> 6] & below);
}

/// Whether the shape at sorted position p is an AABB (its shape is its bounds).
static inline bool box_at(const grid *g, int64_t p) {
    int64_t i = g->shape[p];
    return i < g->na ? i < g->boxes_a : i - g->na < g->boxes_b;
}

/// The widened box at sorted position p.
static inline bounds box_of(const grid *g, int64_t p) { return widened(g, &g->aabb[p]); }

/// The shape at sorted position p: its copy, or for a box one made in `spare`.
static inline const c2d_shape *solid_at(const grid *g, int64_t p, c2d_shape *spare) {
    if (!box_at(g, p)) return &g->solid[p];
    spare->kind = C2D_SHAPE_aabb;
    spare->aabb = g->aabb[p];
    return spare;
}

/// Shape number i's id (its set's id, or its position in the set).
static inline int64_t id_of(const grid *g, int64_t i) {
    const c2d_shape_set *s = i < g->na ? g->a : g->b;
    int64_t k = i < g->na ? i : i - g->na;
    return s->ids ? s->ids[k] : k;
}

/// Whether shapes i and j may pair under the filter: each one's category in the
/// other's mask (Box2D's rule).
static inline bool pair_passes(const grid *g, int64_t i, int64_t j) {
    return g->category == NULL ||
           ((g->category[i] & g->mask[j]) != 0 && (g->category[j] & g->mask[i]) != 0);
}

/// Whether shape i passes a search whose mask is `mask`: its category in the mask.
/// Without filters every category is every bit, so a mask of 0 passes no shape.
static inline bool passes(const grid *g, int64_t i, uint64_t mask) {
    return g->category == NULL ? mask != 0 : (g->category[i] & mask) != 0;
}

/// A candidate (as candidates() writes them: a sorted position, or -1 - k for the k-th
/// moved shape) as its shape number, and its shape (the sorted copy where there is one:
/// it sits by the keys, in the cache).
static inline int64_t candidate_number(const grid *g, int64_t c) {
    return c >= 0 ? g->shape[c] : g->moved[-1 - c];
}
static inline const c2d_shape *candidate_shape(const grid *g, int64_t c, c2d_shape *spare) {
    return c >= 0 ? solid_at(g, c, spare) : shape_at(g, g->moved[-1 - c], spare);
}

static inline int compare_ids(const void *x, const void *y) {
    int64_t p = *(const int64_t *)x, q = *(const int64_t *)y;
    return (p > q) - (p < q);
}

/// The margin of a query whose coordinates and size reach `magnitude` (box_margin's:
/// each shape's box is widened by at least its own).
static inline double query_margin(const grid *g, double magnitude) {
    (void)g;
    return magnitude * C2D_REJECT_MARGIN + C2D_REJECT_FLOOR;
}

/// The box a query of `bounds_of` searches, widened by its margin.
static inline bounds query_box(const grid *g, c2d_aabb b) {
    double m = query_margin(g, c2d_max(fabs(b.pos.x) + b.half.x, fabs(b.pos.y) + b.half.y));
    return (bounds){b.pos.x - b.half.x - m, b.pos.y - b.half.y - m, b.pos.x + b.half.x + m,
                    b.pos.y + b.half.y + m};
}

/// Sort n words on their bits [low, low + bits), the bits above them zero (grid_sort.c).
bool c2d_grid_radix_sort(uint64_t *key, int64_t *index, int64_t n, int low, int bits,
                         uint64_t *spare, const c2d_threads *threads);

/// Sort items 0..n-1 by their keys of `bits` bits (key[i] is item i's): the keys sorted
/// in place, number[p] the item now at p. One word moves per item where the key and
/// the item's number fit in 64 bits together, two otherwise (grid_sort.c). False
/// when memory runs out.
bool c2d_grid_sort_keys(uint64_t *key, int64_t *number, int64_t n, int bits,
                        const c2d_threads *threads);

/// The shapes whose widened boxes meet `box` and whose categories meet `mask`, appended
/// to `found` (a sink of 8-byte records) as candidates (candidate_number,
/// candidate_shape), in no particular order (grid_search.c); false when memory runs out.
bool c2d_grid_find(const c2d_grid *g, bounds box, uint64_t mask, c2d_sink *found);

#endif
