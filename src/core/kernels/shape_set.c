// collide2d core: building a set of shapes of mixed kinds (shape_set.h).
#include "shape_set.h"
#include "shape_rows.h"

#include "base/memory.h"
#include "broad/grid.h"
#include "kernels.h"

/// How many rows ahead the passes over a column ask for them: they read in order, but
/// the hardware alone left them waiting on memory (measured on 1e6 boxes, as the grid's
/// build: grid_build.c's STREAM_AHEAD).
enum { READ_AHEAD = 32 };

/// The bounds' extent found by a pass over some rows (merged into the set's).
typedef struct set_extent {
    double magnitude;
    c2d_vec2 low, high;
    uint64_t print; ///< volatile boxes: the sum of their prints (c2d_box_print)
} set_extent;

static const set_extent NO_EXTENT = {0.0, {INFINITY, INFINITY}, {-INFINITY, -INFINITY}, 0};

/// check_column_<kind>: check one column whose first shape is at position `at`; false
/// on a bad row (its status in *st). load_set_<kind>: rows [from, to) of such a column
/// into the set, each checked first where `check` (a bad row stops the pass: false,
/// its status in *st), their bounds' extent into *e (kept in a local while the pass
/// runs: the parts' extents share a cache line, and writing one every row made two
/// threads' passes take three times the one-thread time).
#define LOAD_COLUMN(kind)                                                                   \
    static bool check_column_##kind(c2d_rows r, int arg, int64_t at, c2d_status *st) {      \
        for (int64_t j = 0; j < r.count; j++) {                                             \
            if (j + READ_AHEAD < r.count) C2D_PREFETCH(row_at(r, j + READ_AHEAD));          \
            if (!check_##kind(st, arg, r, j)) {                                             \
                st->row = at + j;                                                           \
                return false;                                                               \
            }                                                                               \
        }                                                                                   \
        return true;                                                                        \
    }                                                                                       \
    static bool load_set_##kind(c2d_shape_set *set, c2d_rows r, int64_t at, int64_t from,   \
                            int64_t to, int arg, bool check, c2d_status *st, set_extent *e) { \
        set_extent x = *e;                                                                  \
        for (int64_t j = from; j < to; j++) {                                               \
            if (j + READ_AHEAD < to) C2D_PREFETCH(row_at(r, j + READ_AHEAD));               \
            if (check && !check_##kind(st, arg, r, j)) {                                    \
                st->row = at + j;                                                           \
                return false;                                                               \
            }                                                                               \
            c2d_shape s = c2d_shape_##kind##_row(r, j);                                     \
            c2d_aabb b = c2d_shape_bounds(&s);                                              \
            if (C2D_SHAPE_##kind != C2D_SHAPE_aabb) /* a box is its bounds */               \
                set->shapes[at + j] = s;                                                    \
            if (!set->bounds_borrowed) /* else: these very rows */                          \
                set->bounds[at + j] = b;                                                    \
            x.magnitude = c2d_max(x.magnitude, c2d_max(fabs(b.pos.x) + b.half.x,            \
                                                         fabs(b.pos.y) + b.half.y));        \
            x.low.x = c2d_min(x.low.x, b.pos.x - b.half.x);                                 \
            x.low.y = c2d_min(x.low.y, b.pos.y - b.half.y);                                 \
            x.high.x = c2d_max(x.high.x, b.pos.x + b.half.x);                               \
            x.high.y = c2d_max(x.high.y, b.pos.y + b.half.y);                               \
        }                                                                                   \
        *e = x;                                                                             \
        return true;                                                                        \
    }
LOAD_COLUMN(aabb)
LOAD_COLUMN(circle)
LOAD_COLUMN(segment)
LOAD_COLUMN(obb)
LOAD_COLUMN(capsule)
LOAD_COLUMN(polygon)
#undef LOAD_COLUMN

/// load_set_aabb for a set whose bounds are another's rows that a thread may write
/// while they are read (bounds_volatile, shape_set.h): each row read once, into a copy
/// that is checked, measured and printed, so that a grid reading the rows again can
/// tell whether it saw the boxes checked here (a box made NaN after its check would
/// otherwise pass the grid's own two reads alike).
static bool load_set_volatile_boxes(c2d_shape_set *set, c2d_rows r, int64_t at, int64_t from,
                                    int64_t to, int arg, bool check, c2d_status *st,
                                    set_extent *e) {
    (void)set;
    set_extent x = *e;
    for (int64_t j = from; j < to; j++) {
        if (j + READ_AHEAD < to) C2D_PREFETCH(row_at(r, j + READ_AHEAD));
        c2d_aabb b;
        memcpy(&b, row_at(r, j), sizeof b);
        const double *copy = (const double *)&b;
        if (check && !aabb_row_ok(copy)) {
            double bad = 0.0;
            c2d_code code = aabb_row_detail(copy, &bad);
            fail(st, code, arg, r, j, bad);
            st->row = at + j;
            return false;
        }
        x.print += c2d_box_print(&b, at + j);
        x.magnitude = c2d_max(x.magnitude, c2d_max(fabs(b.pos.x) + b.half.x,
                                                   fabs(b.pos.y) + b.half.y));
        x.low.x = c2d_min(x.low.x, b.pos.x - b.half.x);
        x.low.y = c2d_min(x.low.y, b.pos.y - b.half.y);
        x.high.x = c2d_max(x.high.x, b.pos.x + b.half.x);
        x.high.y = c2d_max(x.high.y, b.pos.y + b.half.y);
    }
    *e = x;
    return true;
}

/// A column's rows are all its own: one row is a row, not a broadcast.
static c2d_rows own(c2d_rows r) {
    r.base = 0;
    return r;
}

c2d_status c2d_shape_set_check(const c2d_rows columns[C2D_SET_COLUMNS], int arg) {
    typedef bool (*check_fn)(c2d_rows, int, int64_t, c2d_status *);
    static const check_fn check[C2D_SET_COLUMNS] = {
        check_column_aabb, check_column_circle,  check_column_segment,
        check_column_obb,  check_column_capsule, check_column_polygon};
    c2d_status st = c2d_ok();
    int64_t at = 0;
    for (int c = 0; c < C2D_SET_COLUMNS; c++) {
        if (!check[c](own(columns[c]), arg, at, &st)) return st;
        at += columns[c].count;
    }
    return st;
}

typedef bool (*load_fn)(c2d_shape_set *, c2d_rows, int64_t, int64_t, int64_t, int, bool,
                        c2d_status *, set_extent *);
static const load_fn LOAD[C2D_SET_COLUMNS] = {load_set_aabb, load_set_circle,  load_set_segment,
                                              load_set_obb,  load_set_capsule, load_set_polygon};

/// One column's load split in parts: part t takes its share of the rows in order.
typedef struct load_job {
    c2d_shape_set *set;
    c2d_rows rows;
    int64_t at;
    int arg, column;
    bool check;
    bool ok[C2D_GRID_MAX_PARTS];
    c2d_status st[C2D_GRID_MAX_PARTS];
    set_extent extent[C2D_GRID_MAX_PARTS];
} load_job;

static void load_part(void *ctx, int t, int parts) {
    load_job *j = ctx;
    int64_t n = j->rows.count;
    j->st[t] = c2d_ok();
    j->extent[t] = NO_EXTENT;
    bool in_volatile_rows = j->column == C2D_SET_aabb && j->set->bounds_volatile;
    j->ok[t] = (in_volatile_rows ? load_set_volatile_boxes : LOAD[j->column])(
        j->set, j->rows, j->at, c2d_chunk_start(n, t, parts), c2d_chunk_start(n, t + 1, parts),
        j->arg, j->check, &j->st[t], &j->extent[t]);
}

/// c2d_shape_set_fill and c2d_shape_set_load: the columns into the set, checked or not.
static c2d_status load_columns(c2d_shape_set *set, const c2d_rows columns[C2D_SET_COLUMNS],
                               int arg, bool check, const c2d_threads *threads) {
    set_extent e = NO_EXTENT;
    set->count = 0;
    set->print = 0;
    c2d_status st = c2d_ok();
    load_job j;
    for (int c = 0; c < C2D_SET_COLUMNS && st.code == C2D_OK; c++) {
        j = (load_job){.set = set, .rows = own(columns[c]), .at = set->count, .arg = arg,
                       .column = c, .check = check};
        int parts = columns[c].count ? c2d_grid_run(threads, columns[c].count, load_part, &j) : 0;
        // The parts in order: the first bad row is the first failing part's.
        for (int t = 0; t < parts; t++) {
            if (!j.ok[t]) {
                st = j.st[t];
                break;
            }
            e.magnitude = c2d_max(e.magnitude, j.extent[t].magnitude);
            e.low = c2d_v2(c2d_min(e.low.x, j.extent[t].low.x), c2d_min(e.low.y, j.extent[t].low.y));
            e.high = c2d_v2(c2d_max(e.high.x, j.extent[t].high.x),
                            c2d_max(e.high.y, j.extent[t].high.y));
            set->print += j.extent[t].print;
        }
        set->count += columns[c].count;
    }
    set->magnitude = e.magnitude;
    set->low = e.low;
    set->high = e.high;
    set->extent_known = true;
    set->aabb_count = columns[C2D_SET_aabb].count;
    return st;
}

void c2d_shape_set_fill(c2d_shape_set *set, const c2d_rows columns[C2D_SET_COLUMNS]) {
    load_columns(set, columns, 0, false, NULL);
}

c2d_status c2d_shape_set_load(c2d_shape_set *set, const c2d_rows columns[C2D_SET_COLUMNS], int arg,
                              const c2d_threads *threads) {
    return load_columns(set, columns, arg, true, threads);
}
