// collide2d core tests: the broad phase (broad/grid.h) on hand-made scenes -- every
// overlapping pair once, sorted, touching left out, one set or two, ids reported.
#include "broad/grid.h"
#include "check.h"

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
