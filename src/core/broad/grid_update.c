// collide2d core: moving shapes in a built grid (broad/grid.h) -- a shape keeps its
// place while its box stays at its level with its lowest corner in its cell (the cell
// is its fat box, as in Box2D's dynamic tree), else it joins a list every search reads
// until the grid is worth rebuilding.
#include "broad/grid_internal.h"

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
    // Past the last row or column the box has no cell of its own: a search's span is
    // clamped there (span_of) but finds nothing past the last row, so a box kept at a
    // place of the last row it no longer lies in was lost to every search. It joins
    // the moved shapes, which every search looks at.
    if (row > g->last_row || column > g->last_column) return false;
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
    c2d_shape spare;
    const c2d_shape *now = shape_at(g, i, &spare);
    if (fits(g, s, b) && (!box || now->kind == C2D_SHAPE_aabb)) {
        g->aabb[s] = *bounds_at(g, i);
        if (!box) g->solid[s] = *now;
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
    return (double)g->moved_count > 64.0 + sqrt(n) ||
           (!g->own_margins && g->a->magnitude > g->magnitude);
}

int64_t c2d_grid_moved_count(const c2d_grid *g) { return g->moved_count; }
