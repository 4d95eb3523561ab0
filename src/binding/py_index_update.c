// collide2d binding: an Index's updates (collide2d.Index.update): shapes replaced in
// place by id, polygons copied, the kept grid written under its lock (py_index.h).
#include "py_index.h"

#include "base/memory.h"

/// Before a shape of another kind goes to position i below the set's boxes, kept as
/// their bounds (shape_set.h): the boxes from i on get their shapes written (the array
/// made first if the set had boxes only), and the boxes end at i. False when memory
/// runs out (nothing changed then).
static bool unbox_from(c2d_shape_set *set, int64_t i) {
    if (set->shapes == NULL) {
        set->shapes = c2d_big_alloc((size_t)(set->count ? set->count : 1) * sizeof(c2d_shape));
        if (set->shapes == NULL) return false;
    }
    for (int64_t b = i; b < set->aabb_count; b++)
        set->shapes[b] = (c2d_shape){.kind = C2D_SHAPE_aabb, .aabb = set->bounds[b]};
    set->aabb_count = i;
    return true;
}

/// The shape number of id `id`, or -1: the id itself where the set names shapes by
/// position, else a binary search of `by_id`.
static int64_t number_of(const kept_grid *k, int64_t id) {
    const c2d_shape_set *s = &k->set.set;
    if (s->ids == NULL) return id >= 0 && id < s->count ? id : -1;
    int64_t lo = 0, hi = s->count;
    while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        if (s->ids[k->by_id[mid]] < id) lo = mid + 1;
        else hi = mid;
    }
    return lo < s->count && s->ids[k->by_id[lo]] == id ? k->by_id[lo] : -1;
}

static int compare_pairs_by_first(const void *x, const void *y) {
    const c2d_pair *p = x, *q = y;
    return (p->a > q->a) - (p->a < q->a);
}

/// k->by_id: the shape numbers sorted by their ids; false when memory runs out.
static bool sort_by_id(kept_grid *k) {
    const c2d_shape_set *set = &k->set.set;
    size_t m = (size_t)(set->count ? set->count : 1);
    c2d_pair *pairs = PyMem_RawMalloc(m * sizeof(c2d_pair));
    k->by_id = PyMem_RawMalloc(m * sizeof(int64_t));
    if (pairs == NULL || k->by_id == NULL) {
        PyMem_RawFree(pairs);
        PyMem_RawFree(k->by_id);
        k->by_id = NULL;
        return false;
    }
    for (int64_t i = 0; i < set->count; i++) pairs[i] = (c2d_pair){set->ids[i], i};
    qsort(pairs, (size_t)set->count, sizeof(c2d_pair), compare_pairs_by_first);
    for (int64_t i = 0; i < set->count; i++) k->by_id[i] = pairs[i].b;
    PyMem_RawFree(pairs);
    return true;
}

/// A polygon whose vertices are copied to memory of the index's own (freeing the copy
/// of an earlier update); false when memory runs out. Here and in sort_by_id the GIL is
/// released: the raw allocator, which needs no GIL (PyMem_Malloc's does: an update of
/// polygons while another thread allocated Python objects corrupted the heap).
static bool own_polygon(kept_grid *k, int64_t i, c2d_shape *s) {
    if (k->vertices == NULL) { // the first polygon an update gives: the table of copies
        if (s->kind != C2D_SHAPE_polygon) return true; // no copy made: none to free
        size_t n = (size_t)(k->set.set.count ? k->set.set.count : 1);
        if ((k->vertices = PyMem_RawCalloc(n, sizeof(double *))) == NULL) return false;
    }
    double *copy = NULL;
    if (s->kind == C2D_SHAPE_polygon) {
        c2d_polygon p = s->polygon;
        copy = PyMem_RawMalloc((size_t)p.count * 2 * sizeof(double));
        if (copy == NULL) return false;
        for (int64_t j = 0; j < p.count; j++) {
            c2d_vec2 v = c2d_polygon_at(p, j);
            copy[2 * j] = v.x;
            copy[2 * j + 1] = v.y;
        }
        s->polygon.v = copy;
        s->polygon.stride = 2;
    }
    PyMem_RawFree(k->vertices[i]);
    k->vertices[i] = copy;
    return true;
}

/// _core.grid_update(grid, shapes, ids): the shapes of the shape set `shapes` replace
/// the indexed shapes of `ids` (an int64 array, one id per shape of the set, in its
/// order; the Python layer checks they are known and distinct).
PyObject *c2d_py_grid_update(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = c2d_grid_call("grid_update", args, nargs, 3);
    if (k == NULL) return NULL;
    c2d_state *state = c2d_state_of_module(module);
    static const c2d_kernel_info UPDATE = {
        "update", "update", C2D_OUT_pairs, 1, 1, {{"shapes", C2D_ROWS_shapes_all}}, NULL};
    in_buf q;
    memset(&q, 0, sizeof q);
    Py_buffer view;
    const uint64_t *targets = NULL;
    int held = 0;
    PyObject *result = NULL;
    if (c2d_acquire_shape_set(state, args[1], &UPDATE, 0, &q) < 0) goto done;
    if (q.index != NULL) {
        PyErr_SetString(PyExc_TypeError, "update(): 'shapes' must be shapes, not an Index");
        goto done;
    }
    if ((held = c2d_per_shape(args[2], q.n, "ids", &view, &targets)) <= 0) {
        if (held == 0) PyErr_SetString(PyExc_TypeError, "update(): 'ids' must be given");
        goto done;
    }
    bool ok = true, known = true, stale = false, broken;
    int64_t unknown = 0;
    Py_BEGIN_ALLOW_THREADS
    lock_write(&k->lock);
    c2d_shape_set *set = &k->set.set;
    ok = k->grid != NULL; // else an update ran out of memory while this one waited
    int64_t replaced = 0; // shapes written into the set (the grid must follow them)
    if (ok && set->ids != NULL && k->by_id == NULL) ok = sort_by_id(k);
    if (ok) ok = c2d_kept_bounds(k); // the grid's copy was the only one: the set's first
    if (ok && set->bounds_borrowed) { // a frozen array's rows: the set's own copy first
        c2d_aabb *own = c2d_big_alloc((size_t)set->count * sizeof(c2d_aabb));
        ok = own != NULL;
        if (ok) {
            memcpy(own, set->bounds, (size_t)set->count * sizeof(c2d_aabb));
            set->bounds = own;
            set->bounds_borrowed = false;
        }
    }
    for (Py_ssize_t j = 0; ok && known && j < q.n; j++)
        if (number_of(k, (int64_t)targets[j]) < 0) {
            known = false;
            unknown = (int64_t)targets[j];
        }
    for (Py_ssize_t j = 0; ok && known && j < q.n; j++) {
        int64_t i = number_of(k, (int64_t)targets[j]);
        c2d_shape spare, s = *c2d_set_shape(&q.set, j, &spare);
        ok = own_polygon(k, i, &s);
        if (ok && s.kind != C2D_SHAPE_aabb && i < set->aabb_count) ok = unbox_from(set, i);
        if (!ok) break;
        if (i >= set->aabb_count) set->shapes[i] = s; // below, a box: its bounds say it all
        set->bounds[i] = q.set.bounds[j];
        set->extent_known = false; // a rebuild finds the extent again
        replaced++;
        ok = c2d_grid_update(k->grid, i);
    }
    // Out of memory part way: the grid may hold what was replaced (calls waiting on the
    // lock find no grid and raise). Before any shape was replaced, nothing changed.
    if (!ok && replaced > 0 && k->grid != NULL) {
        c2d_grid_free(k->grid);
        k->grid = NULL;
    }
    if (ok && known) {
        set->magnitude = c2d_max(set->magnitude, q.set.magnitude);
        stale = c2d_grid_stale(k->grid);
        if (stale && !c2d_grid_rebuild(k->grid)) {
            c2d_grid_free(k->grid);
            k->grid = NULL;
            ok = false;
        }
    }
    broken = k->grid == NULL; // by this update, or by one this update waited for
    lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    if (!known) {
        PyErr_Format(PyExc_KeyError, "update(): no indexed shape has id %lld", (long long)unknown);
        goto done;
    }
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError, broken ? C2D_INDEX_BROKEN : "update(): no memory");
        goto done;
    }
    result = Py_NewRef(stale ? Py_True : Py_False);
done:
    if (held > 0) PyBuffer_Release(&view);
    c2d_release_in(&q);
    return result;
}

/// _core.grid_moved(grid): how many shapes sit outside their cells since the last build.
PyObject *c2d_py_grid_moved(PyObject *module, PyObject *capsule) {
    (void)module;
    kept_grid *k = c2d_kept_of(capsule);
    if (k == NULL) return NULL;
    int64_t moved;
    Py_BEGIN_ALLOW_THREADS
    bool locked = c2d_lock_read_grid(k);
    moved = locked ? c2d_grid_moved_count(k->grid) : 0; // not locked: see update
    if (locked) lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    return PyLong_FromLongLong((long long)moved);
}
