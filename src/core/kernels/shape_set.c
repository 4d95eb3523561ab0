// collide2d core: building a set of shapes of mixed kinds (shape_set.h).
#include "shape_set.h"
#include "shape_rows.h"

#include "base/memory.h"

/// How many rows ahead the passes over a column ask for them: they read in order, but
/// the hardware alone left them waiting on memory (measured on 1e6 boxes, as the grid's
/// build: grid_build.c's STREAM_AHEAD).
enum { READ_AHEAD = 32 };

/// Check one column whose first shape is at position `at`; false on a bad row.
/// Load it into the set (checked).
#define FILL_COLUMN(kind)                                                                  \
    static bool check_column_##kind(c2d_rows r, int arg, int64_t at, c2d_status *st) {     \
        for (int64_t j = 0; j < r.count; j++) {                                             \
            if (j + READ_AHEAD < r.count) C2D_PREFETCH(row_at(r, j + READ_AHEAD));          \
            if (!check_##kind(st, arg, r, j)) {                                             \
                st->row = at + j;                                                           \
                return false;                                                               \
            }                                                                               \
        }                                                                                   \
        return true;                                                                        \
    }                                                                                       \
    static void fill_##kind(c2d_shape_set *set, c2d_rows r, int64_t at) {                   \
        for (int64_t j = 0; j < r.count; j++) {                                             \
            if (j + READ_AHEAD < r.count) C2D_PREFETCH(row_at(r, j + READ_AHEAD));          \
            c2d_shape s = c2d_shape_##kind##_row(r, j);                                     \
            c2d_aabb b = c2d_shape_bounds(&s);                                              \
            if (C2D_SHAPE_##kind != C2D_SHAPE_aabb) /* a box is its bounds */              \
                set->shapes[at + j] = s;                                                    \
            set->bounds[at + j] = b;                                                        \
            set->magnitude = c2d_max(set->magnitude, c2d_max(fabs(b.pos.x) + b.half.x,     \
                                                             fabs(b.pos.y) + b.half.y));    \
            set->low.x = c2d_min(set->low.x, b.pos.x - b.half.x);                           \
            set->low.y = c2d_min(set->low.y, b.pos.y - b.half.y);                           \
            set->high.x = c2d_max(set->high.x, b.pos.x + b.half.x);                         \
            set->high.y = c2d_max(set->high.y, b.pos.y + b.half.y);                         \
        }                                                                                   \
    }
FILL_COLUMN(aabb)
FILL_COLUMN(circle)
FILL_COLUMN(segment)
FILL_COLUMN(obb)
FILL_COLUMN(capsule)
FILL_COLUMN(polygon)
#undef FILL_COLUMN

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

void c2d_shape_set_fill(c2d_shape_set *set, const c2d_rows columns[C2D_SET_COLUMNS]) {
    typedef void (*fill_fn)(c2d_shape_set *, c2d_rows, int64_t);
    static const fill_fn fill[C2D_SET_COLUMNS] = {fill_aabb, fill_circle,  fill_segment,
                                                  fill_obb,  fill_capsule, fill_polygon};
    set->magnitude = 0.0;
    set->low = (c2d_vec2){INFINITY, INFINITY};
    set->high = (c2d_vec2){-INFINITY, -INFINITY};
    set->extent_known = true;
    set->count = 0;
    for (int c = 0; c < C2D_SET_COLUMNS; c++) {
        fill[c](set, own(columns[c]), set->count);
        set->count += columns[c].count;
    }
    set->aabb_count = columns[C2D_SET_aabb].count;
}
