// collide2d binding: the broad phase (broad/grid.h) -- every overlapping pair of one
// collection of shapes, or of two; and an Index's grid kept in a capsule: its build,
// its pairs, lending it to sweep_into (its searches: py_index_search.c; its updates:
// py_index_update.c). The collections come as shape sets, acquired and checked as
// sweep_into's colliders are (py_inputs.c); the searches run without the GIL.
#include "py_index.h"

#include "base/memory.h"
#include "kernels/paths.h"

// ---- threads (py_index.h) ----------------------------------------------------------------

typedef struct part_arg {
    c2d_part_fn fn;
    void *ctx;
    int part, parts;
} part_arg;

#if C2D_HAVE_THREADS
static void *part_thread(void *arg) {
    part_arg *a = arg;
    a->fn(a->ctx, a->part, a->parts);
    return NULL;
}
#endif

void c2d_run_parts(int parts, c2d_part_fn fn, void *ctx) {
#if C2D_HAVE_THREADS
    part_arg args[C2D_MAX_THREADS];
    pthread_t ids[C2D_MAX_THREADS];
    bool started[C2D_MAX_THREADS] = {false};
    for (int t = 1; t < parts; t++) {
        args[t] = (part_arg){fn, ctx, t, parts};
        started[t] = pthread_create(&ids[t], NULL, part_thread, &args[t]) == 0;
    }
    fn(ctx, 0, parts);
    for (int t = 1; t < parts; t++) {
        if (started[t]) pthread_join(ids[t], NULL);
        else fn(ctx, t, parts);
    }
#else
    for (int t = 0; t < parts; t++) fn(ctx, t, parts);
#endif
}

bool c2d_join_parts(c2d_sink *sinks, int parts) {
    int64_t total = 0;
    for (int t = 0; t < parts; t++) total += sinks[t].count;
    bool ok = c2d_sink_reserve(&sinks[0], total);
    for (int t = 1; t < parts; t++) {
        if (ok && sinks[t].count)
            memcpy(sinks[0].data + (size_t)sinks[0].count * sinks[0].item, sinks[t].data,
                   (size_t)sinks[t].count * sinks[t].item);
        if (ok) sinks[0].count += sinks[t].count;
        c2d_sink_free(&sinks[t]);
    }
    return ok;
}

/// The pairs of a grid over threads: each part a range of its sorted positions.
typedef struct pairs_job {
    const c2d_grid *grid;
    c2d_sink sinks[C2D_MAX_THREADS];
    bool ok[C2D_MAX_THREADS];
} pairs_job;

static void pairs_part(void *ctx, int t, int parts) {
    pairs_job *job = ctx;
    int64_t n = c2d_grid_size(job->grid);
    c2d_sink sink = job->sinks[t]; // filled on this thread's stack (kernels/sink.h)
    job->ok[t] = c2d_grid_pairs_from(job->grid, c2d_chunk_start(n, t, parts),
                                     c2d_chunk_start(n, t + 1, parts), &sink);
    job->sinks[t] = sink;
}

/// Every pair of `grid` into `out` (empty), on up to `threads` threads; call without
/// the GIL.
static c2d_status threaded_pairs(const c2d_grid *grid, int threads, c2d_sink *out) {
    c2d_status st = c2d_ok();
    pairs_job *job = calloc(1, sizeof(pairs_job));
    if (job == NULL) {
        st.code = C2D_NO_MEMORY;
        return st;
    }
    job->grid = grid;
    for (int t = 0; t < threads; t++) job->sinks[t] = c2d_sink_new(sizeof(c2d_pair));
    c2d_run_parts(threads, pairs_part, job);
    bool ok = true;
    for (int t = 0; t < threads; t++) ok = ok && job->ok[t];
    ok = c2d_join_parts(job->sinks, threads) && ok;
    *out = job->sinks[0];
    free(job);
    if (!ok) st.code = C2D_NO_MEMORY;
    else st = c2d_grid_pairs_finish(grid, out, &(c2d_threads){c2d_run_parts, threads});
    return st;
}

int c2d_broad_threads(c2d_state *state, int64_t items, int64_t cost) {
    return c2d_threads_for(c2d_mul_saturated(items, cost), state->num_threads,
                           state->work_per_thread);
}

/// How errors name the arguments ("pairs(): 'shapes' row 3 has a negative radius").
static const c2d_kernel_info PAIRS = {
    "pairs", "pairs", C2D_OUT_pairs, 1, 2,
    {{"shapes", C2D_ROWS_shapes_all}, {"others", C2D_ROWS_shapes_all}}, NULL};

/// The pairs of `sink` (after status `st`) as a new (K, 2) float64 array whose rows hold
/// two int64 (the Python layer views them as int64), or NULL with an exception set.
static PyObject *pairs_array(c2d_state *state, c2d_status st, const c2d_sink *sink) {
    if (st.code != C2D_OK) {
        c2d_raise_status(&PAIRS, st);
        return NULL;
    }
    PyObject *result = c2d_allocate_rows(state, (Py_ssize_t)sink->count, sizeof(c2d_pair));
    if (result == NULL || sink->count == 0) return result;
    Py_buffer view;
    if (PyObject_GetBuffer(result, &view, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
        Py_DECREF(result);
        return NULL;
    }
    if (view.len == sink->count * (Py_ssize_t)sizeof(c2d_pair)) {
        memcpy(view.buf, sink->data, (size_t)view.len);
    } else {
        PyErr_SetString(PyExc_ValueError, "pairs(): the output allocator's array has the wrong size");
        Py_CLEAR(result);
    }
    PyBuffer_Release(&view);
    return result;
}

/// The sweep's scan for a pairs call on the state's path: none where the path has no
/// vector lanes (the grid outruns a scalar scan) unless a sweep is asked for by name.
static c2d_sweep_scan_fn pairs_scan(const c2d_state *state) {
    bool asked = state->pairs_method == C2D_PAIRS_SWEEP;
    return asked || c2d_path_sweeps_in_lanes((c2d_path)state->path)
               ? c2d_path_sweep_scan((c2d_path)state->path)
               : NULL;
}

/// _core.broad_pairs(shapes, others=None): the pairs as a (K, 2) float64 array whose
/// rows hold two int64 (the Python layer views them as int64).
static PyObject *broad_pairs(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs < 1 || nargs > 2) {
        PyErr_SetString(PyExc_TypeError, "broad_pairs() takes 1 or 2 arguments");
        return NULL;
    }
    c2d_state *state = c2d_state_of_module(module);
    in_buf sets[2];
    memset(sets, 0, sizeof sets);
    bool two = nargs == 2 && args[1] != Py_None;
    c2d_sink sink = c2d_sink_new(sizeof(c2d_pair));
    PyObject *result = NULL;
    for (int k = 0; k < (two ? 2 : 1); k++) {
        sets[k].rows_in_place = true; // the sets live for this call only
        if (c2d_acquire_shape_set(state, args[k], &PAIRS, k, &sets[k]) < 0) goto done;
    }
    c2d_status st = c2d_ok();
    int threads = c2d_broad_threads(state, sets[0].n + (two ? sets[1].n : 0), PAIRS_COST);
    const c2d_threads split = {c2d_run_parts, threads};
    bool changed = false;
    int method = C2D_PAIRS_AUTO;
    Py_BEGIN_ALLOW_THREADS
    c2d_grid *grid = c2d_grid_build_pairs(&sets[0].set, two ? &sets[1].set : NULL, &split,
                                          pairs_scan(state), (c2d_pairs_method)state->pairs_method);
    changed = grid != NULL && c2d_grid_rows_changed(grid);
    if (grid != NULL) method = c2d_grid_is_sweep(grid) ? C2D_PAIRS_SWEEP : C2D_PAIRS_GRID;
    if (grid == NULL) st.code = C2D_NO_MEMORY;
    else if (!changed) st = threaded_pairs(grid, threads, &sink);
    c2d_grid_free(grid);
    Py_END_ALLOW_THREADS
    if (method != C2D_PAIRS_AUTO) state->last_pairs_method = method;
    if (changed)
        PyErr_SetString(PyExc_RuntimeError,
                        "pairs(): the boxes changed while the call read them (another thread "
                        "wrote to their array); call again, or freeze() them first");
    else result = pairs_array(state, st, &sink);
done:
    c2d_sink_free(&sink);
    for (int k = 0; k < 2; k++) c2d_release_in(&sets[k]);
    return result;
}

// ---- an index kept between calls (collide2d.Index): a grid in a capsule -------------

static const c2d_kernel_info INDEX = {
    "Index", "Index", C2D_OUT_pairs, 1, 2,
    {{"shapes", C2D_ROWS_shapes_all}, {"shapes", C2D_ROWS_shapes_all}}, NULL};
static const char *const GRID_NAME = "collide2d.grid";

static void free_kept(PyObject *capsule) {
    kept_grid *k = PyCapsule_GetPointer(capsule, GRID_NAME);
    if (k == NULL) return;
    c2d_grid_free(k->grid);
    if (k->vertices != NULL)
        for (int64_t i = 0; i < k->set.set.count; i++) PyMem_RawFree(k->vertices[i]);
    PyMem_RawFree(k->vertices);
    PyMem_RawFree(k->by_id);
    c2d_release_in(&k->set);
    if (k->locked) lock_free(&k->lock);
    PyMem_Free(k);
}

const char C2D_INDEX_BROKEN[] = "Index: memory ran out during an update; build a new one";

kept_grid *c2d_kept_of(PyObject *capsule) {
    kept_grid *k = PyCapsule_GetPointer(capsule, GRID_NAME);
    if (k != NULL && k->grid == NULL) {
        PyErr_SetString(PyExc_MemoryError, C2D_INDEX_BROKEN);
        return NULL;
    }
    return k;
}

kept_grid *c2d_grid_call(const char *func, PyObject *const *args, Py_ssize_t nargs,
                         Py_ssize_t want) {
    if (nargs != want) {
        PyErr_Format(PyExc_TypeError, "%s() takes %zd arguments", func, want);
        return NULL;
    }
    return c2d_kept_of(args[0]);
}

int c2d_per_shape(PyObject *obj, Py_ssize_t n, const char *name, Py_buffer *view,
                  const uint64_t **data) {
    *data = NULL;
    if (obj == Py_None) return 0;
    if (PyObject_GetBuffer(obj, view, PyBUF_RECORDS_RO) < 0) return -1;
    if (view->itemsize != 8 || !c2d_int64_format(view->format) || view->ndim != 1 ||
        view->shape[0] != n || (n > 0 && view->strides[0] != 8) || (uintptr_t)view->buf % 8) {
        PyErr_Format(PyExc_ValueError, "Index(): '%s' must be a contiguous (%zd,) int64 array",
                     name, n);
        PyBuffer_Release(view);
        return -1;
    }
    *data = view->buf;
    return 1;
}

/// _core.grid_build(shapes, categories, masks): a capsule of the grid over the shape
/// set, with the filter's per-shape bits (None: every bit).
static PyObject *grid_build(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "grid_build() takes 3 arguments");
        return NULL;
    }
    c2d_state *state = c2d_state_of_module(module);
    kept_grid *k = PyMem_Calloc(1, sizeof(kept_grid));
    if (k == NULL) return PyErr_NoMemory();
    Py_buffer views[2];
    const uint64_t *bits[2] = {NULL, NULL};
    int held[2] = {0, 0};
    if (!(k->locked = lock_new(&k->lock))) {
        PyErr_NoMemory();
        goto fail;
    }
    // Box rows read in place even when writable (the grid checks what it reads of
    // them, as a pairs call's): the grid's copy in sorted order is then the only one.
    k->set.rows_in_place = true;
    if (c2d_acquire_shape_set(state, args[0], &INDEX, 0, &k->set) < 0) goto fail;
    if (k->set.index != NULL) { // an Index of an Index: not a set of its own
        PyErr_SetString(PyExc_TypeError, "Index(): 'shapes' must be shapes, not an Index");
        goto fail;
    }
    static const char *const NAMES[2] = {"categories", "masks"};
    for (int a = 0; a < 2; a++)
        if ((held[a] = c2d_per_shape(args[1 + a], k->set.n, NAMES[a], &views[a], &bits[a])) < 0)
            goto fail;
    bool ok, changed = false;
    const c2d_threads split = {c2d_run_parts, c2d_broad_threads(state, k->set.n, PAIRS_COST)};
    Py_BEGIN_ALLOW_THREADS
    k->grid = c2d_grid_build(&k->set.set, NULL, &split);
    changed = k->grid != NULL && c2d_grid_rows_changed(k->grid);
    if (k->grid != NULL && !changed) c2d_grid_direct(k->grid);
    ok = k->grid != NULL && (changed || (bits[0] == NULL && bits[1] == NULL) ||
                             c2d_grid_filter(k->grid, bits[0], bits[1]));
    Py_END_ALLOW_THREADS
    if (changed) {
        PyErr_SetString(PyExc_RuntimeError,
                        "Index(): the boxes changed while the call read them (another thread "
                        "wrote to their array); build it again, or freeze() them first");
        goto fail;
    }
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError, "Index(): no memory for the index");
        goto fail;
    }
    if (k->set.set.bounds_volatile) {
        // A writable array's rows, which its owner may change from now on: never read
        // again. The grid keeps the boxes it checked, in sorted order; the set's copy
        // in row order is made only for a call that reads shapes by number
        // (c2d_kept_bounds).
        k->set.set.bounds = NULL;
        k->set.set.bounds_borrowed = k->set.set.bounds_volatile = false;
        k->bounds_in_grid = true;
        in_buf *boxes = &k->set.parts[C2D_SET_aabb];
        if (boxes->held) PyBuffer_Release(&boxes->view);
        boxes->held = false;
    }
    for (int a = 0; a < 2; a++)
        if (held[a] > 0) PyBuffer_Release(&views[a]);
    PyObject *capsule = PyCapsule_New(k, GRID_NAME, free_kept);
    if (capsule == NULL) {
        c2d_grid_free(k->grid);
        c2d_release_in(&k->set);
        lock_free(&k->lock);
        PyMem_Free(k);
    }
    return capsule;
fail:
    for (int a = 0; a < 2; a++)
        if (held[a] > 0) PyBuffer_Release(&views[a]);
    c2d_grid_free(k->grid);
    c2d_release_in(&k->set);
    if (k->locked) lock_free(&k->lock);
    PyMem_Free(k);
    return NULL;
}

bool c2d_kept_bounds(kept_grid *k) {
    if (k->grid == NULL) return false; // an update ran out of memory: nothing to copy from
    if (!k->bounds_in_grid) return true;
    c2d_shape_set *set = &k->set.set;
    c2d_aabb *own = c2d_big_alloc((size_t)(set->count ? set->count : 1) * sizeof(c2d_aabb));
    // Made before the first update (which makes them first), so the grid holds every
    // shape's exact bounds.
    if (own == NULL || !c2d_grid_copy_bounds(k->grid, own)) {
        c2d_big_free(own);
        return false;
    }
    set->bounds = own;
    k->bounds_in_grid = false;
    return true;
}

bool c2d_lock_read_bounds(kept_grid *k) {
    if (!c2d_lock_read_grid(k)) return false;
    if (!k->bounds_in_grid) return true; // written under the write lock
    lock_release(&k->lock);
    lock_write(&k->lock);
    bool ok = c2d_kept_bounds(k);
    lock_release(&k->lock);
    // The bounds stay; an update that failed since left no grid.
    return ok && c2d_lock_read_grid(k);
}

int c2d_borrow_index(PyObject *obj, in_buf *b) {
    if (!PyTuple_Check(obj) || PyTuple_GET_SIZE(obj) != 2 ||
        !PyCapsule_IsValid(PyTuple_GET_ITEM(obj, 0), GRID_NAME))
        return 0;
    kept_grid *k = c2d_kept_of(PyTuple_GET_ITEM(obj, 0));
    if (k == NULL) return -1;
    unsigned long long mask = PyLong_AsUnsignedLongLongMask(PyTuple_GET_ITEM(obj, 1));
    if (PyErr_Occurred()) return -1;
    bool locked;
    Py_BEGIN_ALLOW_THREADS
    locked = c2d_lock_read_grid(k);
    Py_END_ALLOW_THREADS
    if (!locked) {
        PyErr_SetString(PyExc_MemoryError, C2D_INDEX_BROKEN);
        return -1;
    }
    b->index = k;
    // The shapes, bounds and ids are the index's. Its bounds may live in its grid only
    // (bounds_in_grid: set.bounds NULL): the one call that takes an index as a set,
    // sweep_into, reads the shapes the grid finds through the grid's own copies
    // (c2d_grid_candidate), never by number.
    b->set = k->set.set;
    b->set.grid = k->grid;
    b->set.grid_mask = (uint64_t)mask;
    b->rows = k->set.rows;
    b->rows.set = &b->set;
    b->n = k->set.n;
    return 1;
}

void c2d_return_index(in_buf *b) {
    lock_release(&b->index->lock);
    b->index = NULL;
}

/// The shape numbers of a grid_* call's `which`: an int64 array (1: *view held) or None
/// (0: none), each checked against the index's shape count; -1 with an exception set.
static int shape_numbers(const kept_grid *k, PyObject *obj, const char *func, Py_buffer *view,
                         const uint64_t **which, Py_ssize_t *count) {
    Py_ssize_t n = obj == Py_None ? 0 : PyObject_Length(obj);
    if (n < 0) return -1;
    int held = c2d_per_shape(obj, n, "which", view, which);
    *count = held > 0 ? view->shape[0] : 0;
    for (Py_ssize_t w = 0; w < *count; w++)
        if ((int64_t)(*which)[w] < 0 || (int64_t)(*which)[w] >= k->set.set.count) {
            PyErr_Format(PyExc_IndexError, "%s(): shape number %lld out of range", func,
                         (long long)(*which)[w]);
            PyBuffer_Release(view);
            return -1;
        }
    return held;
}

/// _core.grid_pairs(grid, which): the indexed shapes' own pairs; with `which` (an int64
/// array of shape numbers) only those of these shapes with the later ids, in its order.
static PyObject *grid_pairs(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = c2d_grid_call("grid_pairs", args, nargs, 2);
    if (k == NULL) return NULL;
    c2d_state *state = c2d_state_of_module(module);
    Py_buffer view;
    const uint64_t *which = NULL;
    Py_ssize_t count = 0;
    int held = shape_numbers(k, args[1], "grid_pairs", &view, &which, &count);
    if (held < 0) return NULL;
    c2d_sink sink = c2d_sink_new(sizeof(c2d_pair)), scratch = c2d_sink_new(sizeof(int64_t));
    c2d_status st = c2d_ok();
    int threads = c2d_broad_threads(state, which ? 1 : k->set.n, PAIRS_COST);
    Py_BEGIN_ALLOW_THREADS
    // All pairs are found from the sorted positions; a few shapes' by their numbers.
    bool locked = which == NULL ? c2d_lock_read_grid(k) : c2d_lock_read_bounds(k);
    if (!locked) st.code = C2D_NO_MEMORY;
    else if (which == NULL) st = threaded_pairs(k->grid, threads, &sink);
    else if (!c2d_grid_pairs_of(k->grid, (const int64_t *)which, count, &scratch, &sink))
        st.code = C2D_NO_MEMORY;
    if (locked) lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    if (held) PyBuffer_Release(&view);
    PyObject *result = pairs_array(state, st, &sink);
    c2d_sink_free(&sink);
    c2d_sink_free(&scratch);
    return result;
}

/// One shape as the picture reads it: a kind's name and its row's values (a polygon's
/// vertices as (x, y) pairs, `vertices` its copy), or NULL with an exception set.
static PyObject *shape_values(const c2d_shape *s, const double *vertices) {
    switch (s->kind) {
    case C2D_SHAPE_aabb:
        return Py_BuildValue("s(dddd)", "aabb", s->aabb.pos.x, s->aabb.pos.y, s->aabb.half.x,
                             s->aabb.half.y);
    case C2D_SHAPE_circle:
        return Py_BuildValue("s(ddd)", "circle", s->circle.center.x, s->circle.center.y,
                             s->circle.radius);
    case C2D_SHAPE_segment:
        return Py_BuildValue("s(ddddd)", "capsule", s->segment.a.x, s->segment.a.y,
                             s->segment.b.x, s->segment.b.y, 0.0);
    case C2D_SHAPE_obb:
        return Py_BuildValue("s(ddddd)", "obb", s->obb.center.x, s->obb.center.y,
                             s->obb.half.x, s->obb.half.y, s->obb.angle);
    case C2D_SHAPE_capsule:
        return Py_BuildValue("s(ddddd)", "capsule", s->capsule.a.x, s->capsule.a.y,
                             s->capsule.b.x, s->capsule.b.y, s->capsule.radius);
    case C2D_SHAPE_polygon:
    default: {
        PyObject *points = PyTuple_New((Py_ssize_t)s->polygon.count);
        for (int64_t j = 0; points != NULL && j < s->polygon.count; j++) {
            const double *v = vertices + 2 * (s->polygon.first + j);
            PyObject *point = Py_BuildValue("(dd)", v[0], v[1]);
            if (point == NULL) Py_CLEAR(points);
            else PyTuple_SET_ITEM(points, (Py_ssize_t)j, point);
        }
        return points == NULL ? NULL : Py_BuildValue("sN", "polygon", points);
    }
    }
}

/// _core.grid_shapes(grid, which): the indexed shapes numbered `which` (an int64 array
/// of shape numbers) as they are now, updates included (an Index's picture): a list of
/// (kind, values), values a kind's row as a tuple -- a segment as the capsule of radius 0
/// the set keeps -- or a polygon's vertices counter-clockwise from vertex 0.
static PyObject *grid_shapes(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = c2d_grid_call("grid_shapes", args, nargs, 2);
    if (k == NULL) return NULL;
    Py_buffer view;
    const uint64_t *which = NULL;
    Py_ssize_t asked = 0;
    int held = shape_numbers(k, args[1], "grid_shapes", &view, &which, &asked);
    if (held < 0) return NULL;
    // Copied under the read lock (an update may move the polygons' vertices), the
    // Python objects made after it.
    c2d_shape *shapes = PyMem_RawMalloc((size_t)(asked ? asked : 1) * sizeof(c2d_shape));
    double *vertices = NULL;
    bool locked = false;
    if (shapes != NULL) {
        Py_BEGIN_ALLOW_THREADS
        locked = c2d_lock_read_bounds(k); // the shapes are read by number
        int64_t total = 0;
        for (Py_ssize_t w = 0; locked && w < asked; w++) {
            c2d_shape spare;
            shapes[w] = *c2d_set_shape(&k->set.set, (int64_t)which[w], &spare);
            if (shapes[w].kind == C2D_SHAPE_polygon) total += shapes[w].polygon.count;
        }
        if (locked) vertices = PyMem_RawMalloc((size_t)(total ? total : 1) * 2 * sizeof(double));
        for (Py_ssize_t w = 0, at = 0; vertices != NULL && w < asked; w++) {
            if (shapes[w].kind != C2D_SHAPE_polygon) continue;
            c2d_polygon p = shapes[w].polygon;
            for (int64_t j = 0; j < p.count; j++, at++) {
                c2d_vec2 v = c2d_polygon_vertex(p, j);
                vertices[2 * at] = v.x;
                vertices[2 * at + 1] = v.y;
            }
            shapes[w].polygon.first = at - p.count; // where its copy starts, from here on
        }
        if (locked) lock_release(&k->lock);
        Py_END_ALLOW_THREADS
    }
    if (held) PyBuffer_Release(&view);
    PyObject *result = shapes != NULL && vertices != NULL ? PyList_New(asked)
                       : locked || shapes == NULL
                           ? PyErr_NoMemory()
                           : PyErr_Format(PyExc_MemoryError, "Index: no memory for a copy of "
                                          "its boxes (or an update ran out of it: build a "
                                          "new index)");
    for (Py_ssize_t w = 0; result != NULL && w < asked; w++) {
        PyObject *item = shape_values(&shapes[w], vertices);
        if (item == NULL) Py_CLEAR(result);
        else PyList_SET_ITEM(result, w, item);
    }
    PyMem_RawFree(shapes);
    PyMem_RawFree(vertices);
    return result;
}

#define FASTCALL(f) (PyCFunction)(void (*)(void))f, METH_FASTCALL
PyMethodDef c2d_broad_functions[] = {
    {"broad_pairs", FASTCALL(broad_pairs),
     "broad_pairs(shapes, others=None, /)\n--\n\n"
     "Every overlapping pair of a shape set, or of two (collide2d.pairs)."},
    {"grid_shapes", FASTCALL(grid_shapes),
     "grid_shapes(grid, which, /)\n--\n\n"
     "The indexed shapes numbered `which`, as they are now (Index's picture)."},
    {"grid_build", FASTCALL(grid_build),
     "grid_build(shapes, categories, masks, /)\n--\n\nThe grid of a shape set, kept in a "
     "capsule (collide2d.Index)."},
    {"grid_pairs", FASTCALL(grid_pairs),
     "grid_pairs(grid, which, /)\n--\n\nThe indexed shapes' overlapping pairs (of `which`)."},
    {"grid_query", FASTCALL(c2d_py_grid_query),
     "grid_query(grid, shapes, mask, /)\n--\n\nFor each shape, the ids it overlaps (offsets, ids)."},
    {"grid_raycast", FASTCALL(c2d_py_grid_raycast),
     "grid_raycast(grid, origins, deltas, mask, all, /)\n--\n\nFor each ray the first hit "
     "(c2d_hit rows), or all (offsets, rows)."},
    {"grid_query_point", FASTCALL(c2d_py_grid_query_point),
     "grid_query_point(grid, points, mask, /)\n--\n\nFor each point, the ids holding it "
     "(offsets, ids)."},
    {"grid_nearest", FASTCALL(c2d_py_grid_nearest),
     "grid_nearest(grid, points, k, max_distance, mask, /)\n--\n\nFor each point the k "
     "nearest shapes (distances, ids)."},
    {"grid_update", FASTCALL(c2d_py_grid_update),
     "grid_update(grid, shapes, ids, /)\n--\n\nReplace the shapes of `ids`; True when the "
     "grid was rebuilt."},
    {"grid_moved", (PyCFunction)c2d_py_grid_moved, METH_O,
     "grid_moved(grid, /)\n--\n\nHow many shapes have left their cells since the last build."},
    {NULL},
};
