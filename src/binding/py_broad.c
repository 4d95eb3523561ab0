// collide2d binding: the broad phase (broad/grid.h) -- every overlapping pair of one
// collection of shapes, or of two. The collections come as shape sets, acquired and
// checked as sweep_into's colliders are (py_batch.c); the search runs without the GIL.
#include "py_batch.h"

#include "broad/grid.h"

// ---- threads ---------------------------------------------------------------------------
// A broad-phase call splits its work (the sorted positions of a grid, or the rows of a
// search) into as many parts as threads, each writing its own sink; the sinks are
// joined in part order, so the answer is the one-thread answer.

/// Estimated nanoseconds per shape of a pairs search, and per row of a search (for
/// c2d_threads_for: threads only where each gets enough work).
enum { PAIRS_COST = 300, SEARCH_COST = 600 };

typedef void (*part_fn)(void *ctx, int part, int parts);
typedef struct part_arg {
    part_fn fn;
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

/// fn(ctx, t, parts) for every part t, part 0 on this thread (the caller has released
/// the GIL); where no thread can be had, on this one.
static void run_parts(int parts, part_fn fn, void *ctx) {
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

/// Append sinks[1..parts) to sinks[0] (freeing them); false when memory runs out.
static bool join_parts(c2d_sink *sinks, int parts) {
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
    job->ok[t] = c2d_grid_pairs_from(job->grid, c2d_chunk_start(n, t, parts),
                                     c2d_chunk_start(n, t + 1, parts), &job->sinks[t]);
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
    run_parts(threads, pairs_part, job);
    bool ok = true;
    for (int t = 0; t < threads; t++) ok = ok && job->ok[t];
    ok = join_parts(job->sinks, threads) && ok;
    *out = job->sinks[0];
    free(job);
    if (!ok) st.code = C2D_NO_MEMORY;
    else st = c2d_grid_pairs_finish(grid, out);
    return st;
}

static int threads_for(c2d_state *state, int64_t items, int64_t cost) {
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
    for (int k = 0; k < (two ? 2 : 1); k++)
        if (c2d_acquire_shape_set(state, args[k], &PAIRS, k, &sets[k]) < 0) goto done;
    c2d_status st = c2d_ok();
    int threads = threads_for(state, sets[0].n + (two ? sets[1].n : 0), PAIRS_COST);
    Py_BEGIN_ALLOW_THREADS
    c2d_grid *grid = c2d_grid_build(&sets[0].set, two ? &sets[1].set : NULL);
    if (grid == NULL) st.code = C2D_NO_MEMORY;
    else st = threaded_pairs(grid, threads, &sink);
    c2d_grid_free(grid);
    Py_END_ALLOW_THREADS
    result = pairs_array(state, st, &sink);
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

// Searches read an index with the GIL released, from any number of threads; update
// writes it. A readers-writer lock keeps them apart; it is only ever waited on with
// the GIL released, so a reader wanting the GIL never blocks a writer holding it.
#if C2D_HAVE_THREADS
typedef pthread_rwlock_t index_lock;
static bool lock_new(index_lock *l) { return pthread_rwlock_init(l, NULL) == 0; }
static void lock_read(index_lock *l) { pthread_rwlock_rdlock(l); }
static void lock_write(index_lock *l) { pthread_rwlock_wrlock(l); }
static void lock_release(index_lock *l) { pthread_rwlock_unlock(l); }
static void lock_free(index_lock *l) { pthread_rwlock_destroy(l); }
#else // one reader at a time where there are no pthreads
typedef PyThread_type_lock index_lock;
static bool lock_new(index_lock *l) { return (*l = PyThread_allocate_lock()) != NULL; }
static void lock_read(index_lock *l) { PyThread_acquire_lock(*l, WAIT_LOCK); }
static void lock_write(index_lock *l) { PyThread_acquire_lock(*l, WAIT_LOCK); }
static void lock_release(index_lock *l) { PyThread_release_lock(*l); }
static void lock_free(index_lock *l) { PyThread_free_lock(*l); }
#endif

/// What the capsule holds: the indexed set (its buffers held) and the grid over it.
typedef struct kept_grid {
    in_buf set;
    c2d_grid *grid;
    index_lock lock;
    bool locked; ///< the lock was made (freed with the capsule)
    double **vertices; ///< per shape: the vertex copy of a polygon an update gave, or NULL
    int64_t *by_id;    ///< the shape numbers sorted by id (made by the first update)
} kept_grid;

static void free_kept(PyObject *capsule) {
    kept_grid *k = PyCapsule_GetPointer(capsule, GRID_NAME);
    if (k == NULL) return;
    c2d_grid_free(k->grid);
    if (k->vertices != NULL)
        for (int64_t i = 0; i < k->set.set.count; i++) PyMem_Free(k->vertices[i]);
    PyMem_Free(k->vertices);
    PyMem_Free(k->by_id);
    c2d_release_in(&k->set);
    if (k->locked) lock_free(&k->lock);
    PyMem_Free(k);
}

/// The kept grid of a capsule, or NULL with an exception.
static kept_grid *kept_of(PyObject *capsule) {
    kept_grid *k = PyCapsule_GetPointer(capsule, GRID_NAME);
    if (k != NULL && k->grid == NULL) {
        PyErr_SetString(PyExc_MemoryError, "Index: memory ran out during an update; build a "
                        "new one");
        return NULL;
    }
    return k;
}

/// The kept grid of a grid_* call's first argument, once the argument count is checked;
/// NULL with an exception set.
static kept_grid *grid_call(const char *func, PyObject *const *args, Py_ssize_t nargs,
                            Py_ssize_t want) {
    if (nargs != want) {
        PyErr_Format(PyExc_TypeError, "%s() takes %zd arguments", func, want);
        return NULL;
    }
    return kept_of(args[0]);
}

/// Read an optional per-shape uint64 array (given as int64: the Python layer views it
/// so) of n values into `view`; NULL values (None) leave `*data` NULL. -1 on error.
static int per_shape(PyObject *obj, Py_ssize_t n, const char *name, Py_buffer *view,
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
    if (c2d_acquire_shape_set(state, args[0], &INDEX, 0, &k->set) < 0) goto fail;
    if (k->set.index != NULL) { // an Index of an Index: not a set of its own
        PyErr_SetString(PyExc_TypeError, "Index(): 'shapes' must be shapes, not an Index");
        goto fail;
    }
    static const char *const NAMES[2] = {"categories", "masks"};
    for (int a = 0; a < 2; a++)
        if ((held[a] = per_shape(args[1 + a], k->set.n, NAMES[a], &views[a], &bits[a])) < 0)
            goto fail;
    bool ok;
    Py_BEGIN_ALLOW_THREADS
    k->grid = c2d_grid_build(&k->set.set, NULL);
    ok = k->grid != NULL && ((bits[0] == NULL && bits[1] == NULL) ||
                             c2d_grid_filter(k->grid, bits[0], bits[1]));
    Py_END_ALLOW_THREADS
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError, "Index(): no memory for the index");
        goto fail;
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

int c2d_borrow_index(PyObject *obj, in_buf *b) {
    if (!PyTuple_Check(obj) || PyTuple_GET_SIZE(obj) != 2 ||
        !PyCapsule_IsValid(PyTuple_GET_ITEM(obj, 0), GRID_NAME))
        return 0;
    kept_grid *k = kept_of(PyTuple_GET_ITEM(obj, 0));
    if (k == NULL) return -1;
    unsigned long long mask = PyLong_AsUnsignedLongLongMask(PyTuple_GET_ITEM(obj, 1));
    if (PyErr_Occurred()) return -1;
    Py_BEGIN_ALLOW_THREADS
    lock_read(&k->lock);
    Py_END_ALLOW_THREADS
    b->index = k;
    b->set = k->set.set; // the shapes, bounds and ids are the index's
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

/// (offsets as (n + 1, 1) float64 rows of int64, found as (K, item / 8) rows) from per-row
/// counts and the sink of what was found.
static PyObject *csr_result(c2d_state *state, const int64_t *counts, Py_ssize_t n, c2d_sink *found) {
    PyObject *offsets = c2d_allocate_rows(state, n + 1, sizeof(int64_t));
    PyObject *items = c2d_allocate_rows(state, (Py_ssize_t)found->count, (Py_ssize_t)found->item);
    Py_buffer o, f;
    if (offsets == NULL || items == NULL ||
        PyObject_GetBuffer(offsets, &o, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) goto fail;
    if (PyObject_GetBuffer(items, &f, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
        PyBuffer_Release(&o);
        goto fail;
    }
    int64_t *off = o.buf, total = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        off[i] = total;
        total += counts[i];
    }
    off[n] = total;
    if (found->count) memcpy(f.buf, found->data, (size_t)found->count * found->item);
    PyBuffer_Release(&o);
    PyBuffer_Release(&f);
    PyObject *pair = PyTuple_Pack(2, offsets, items);
    Py_DECREF(offsets);
    Py_DECREF(items);
    return pair;
fail:
    Py_XDECREF(offsets);
    Py_XDECREF(items);
    return NULL;
}

/// Read a search's mask (a Python int; its low 64 bits); false with an exception set.
static bool mask_of(PyObject *obj, uint64_t *mask) {
    unsigned long long m = PyLong_AsUnsignedLongLongMask(obj);
    if (PyErr_Occurred()) return false;
    *mask = (uint64_t)m;
    return true;
}

/// Acquire `n` rows of points (argument `arg` of `func`), every one checked: finite
/// and within the limit. -1 with an exception set.
static int checked_points(c2d_state *state, PyObject *obj, const char *func,
                          const c2d_kernel_arg *arg, in_buf *b) {
    if (c2d_acquire_rows(state, obj, func, arg, b) < 0) return -1;
    for (Py_ssize_t i = 0; i < b->n; i++) {
        const double *p = b->rows.data + i * b->rows.stride;
        if (!c2d_number_ok(p[0]) || !c2d_number_ok(p[1])) {
            PyErr_Format(PyExc_ValueError, "%s(): '%s' row %zd has a value that is not finite "
                         "or exceeds 2**200 in magnitude", func, arg->name, i);
            return -1;
        }
    }
    return 0;
}

/// A copy of a hit as an output row (the padding bytes zeroed).
static void write_hit(c2d_hit *row, const c2d_hit *given) {
    c2d_hit copy = *given, *h = &copy; // row may be the given hit itself
    memset(row, 0, sizeof *row);
    row->pos = h->pos;
    row->delta = h->delta;
    row->normal = h->normal;
    row->time = h->time;
    row->collider = h->collider;
    row->hit = h->hit;
}

/// A search over an index's grid, row by row, in parts over threads: each part writes
/// its rows' outputs (counts, first hits, nearest shapes) in place and what it finds
/// to its own sink; the sinks are joined in part order.
enum { SEARCH_SHAPES, SEARCH_POINTS, SEARCH_FIRST_HIT, SEARCH_EVERY_HIT, SEARCH_NEAREST };
typedef struct search_job {
    const c2d_grid *grid;
    int what;
    uint64_t mask;
    Py_ssize_t n;
    const in_buf *in; ///< the query shapes or points; rays: origins and deltas
    int64_t k;        ///< nearest: how many, within max_distance, into near (n x k)
    double max_distance;
    c2d_neighbour *near;
    c2d_hit *first;  ///< first hits: one per row
    int64_t *counts; ///< CSR searches: found per row
    c2d_sink sinks[C2D_MAX_THREADS];
    bool ok[C2D_MAX_THREADS];
} search_job;

/// Row i of a (possibly broadcast) rows input as a vector.
static c2d_vec2 vec_at(const in_buf *b, Py_ssize_t i) {
    const double *p = b->rows.data + (b->n == 1 ? 0 : i) * b->rows.stride;
    return c2d_v2(p[0], p[1]);
}

static void search_part(void *ctx, int t, int parts) {
    search_job *j = ctx;
    Py_ssize_t from = c2d_chunk_start(j->n, t, parts), to = c2d_chunk_start(j->n, t + 1, parts);
    c2d_sink scratch = c2d_sink_new(sizeof(int64_t)), *found = &j->sinks[t];
    bool ok = true;
    for (Py_ssize_t i = from; ok && i < to; i++) {
        int64_t before = found->count;
        c2d_hit h;
        switch (j->what) {
        case SEARCH_SHAPES:
            ok = c2d_grid_query(j->grid, &j->in->set.shapes[i], j->in->set.bounds[i], j->mask, found);
            break;
        case SEARCH_POINTS:
            ok = c2d_grid_query_point(j->grid, vec_at(j->in, i), j->mask, found);
            break;
        case SEARCH_FIRST_HIT:
            ok = c2d_grid_raycast(j->grid, vec_at(&j->in[0], i), vec_at(&j->in[1], i), j->mask,
                                  &scratch, &h);
            write_hit(j->first + i, &h);
            break;
        case SEARCH_EVERY_HIT:
            ok = c2d_grid_raycast_all(j->grid, vec_at(&j->in[0], i), vec_at(&j->in[1], i),
                                      j->mask, &scratch, found);
            break;
        default:
            ok = c2d_grid_nearest(j->grid, vec_at(j->in, i), j->k, j->max_distance, j->mask,
                                  &scratch, j->near + i * j->k);
        }
        if (j->counts != NULL) j->counts[i] = found->count - before;
    }
    c2d_sink_free(&scratch);
    j->ok[t] = ok;
}

/// Run a search on up to the library's threads (call with the GIL released and the
/// index read-locked); what was found is in j->sinks[0]. False when memory ran out.
static bool run_search(search_job *j, int threads, size_t item) {
    for (int t = 0; t < threads; t++) j->sinks[t] = c2d_sink_new(item);
    run_parts(threads, search_part, j);
    bool ok = true;
    for (int t = 0; t < threads; t++) ok = ok && j->ok[t];
    return join_parts(j->sinks, threads) && ok;
}

/// _core.grid_query(grid, shapes, mask) and _core.grid_query_point(grid, points, mask):
/// for each query, the ids of the indexed shapes it overlaps (or that contain it), as CSR.
static PyObject *grid_query_any(PyObject *module, PyObject *const *args, Py_ssize_t nargs,
                                bool points) {
    kept_grid *k = grid_call("grid_query", args, nargs, 3);
    uint64_t mask;
    if (k == NULL || !mask_of(args[2], &mask)) return NULL;
    c2d_state *state = c2d_state_of_module(module);
    static const c2d_kernel_info QUERY = {
        "query", "query", C2D_OUT_pairs, 1, 1, {{"shapes", C2D_ROWS_shapes_all}}, NULL};
    static const c2d_kernel_arg POINTS = {"points", C2D_ROWS_vec};
    in_buf q;
    memset(&q, 0, sizeof q);
    PyObject *result = NULL;
    int64_t *counts = NULL;
    c2d_sink ids = c2d_sink_new(sizeof(int64_t));
    int got = points ? checked_points(state, args[1], "query_point", &POINTS, &q)
                     : c2d_acquire_shape_set(state, args[1], &QUERY, 0, &q);
    if (got < 0) goto done;
    if (q.index != NULL) {
        PyErr_SetString(PyExc_TypeError, "query(): 'shapes' must be shapes, not an Index");
        goto done;
    }
    Py_ssize_t n = q.n;
    counts = PyMem_Calloc((size_t)(n ? n : 1), sizeof(int64_t));
    if (counts == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    bool ok;
    search_job job = {.grid = k->grid, .what = points ? SEARCH_POINTS : SEARCH_SHAPES,
                      .mask = mask, .n = n, .in = &q, .counts = counts};
    int threads = threads_for(state, n, SEARCH_COST);
    Py_BEGIN_ALLOW_THREADS
    lock_read(&k->lock);
    ok = run_search(&job, threads, sizeof(int64_t));
    lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    ids = job.sinks[0];
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError, "query(): no memory for the ids");
        goto done;
    }
    result = csr_result(state, counts, n, &ids);
done:
    c2d_sink_free(&ids);
    PyMem_Free(counts);
    c2d_release_in(&q);
    return result;
}

static PyObject *grid_query(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    return grid_query_any(module, args, nargs, false);
}

static PyObject *grid_query_point(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    return grid_query_any(module, args, nargs, true);
}

/// _core.grid_raycast(grid, origins, deltas, mask, all): for each ray the first hit, as
/// (n, 9) float64 rows of c2d_hit records (the Python layer wraps them as a HitArray);
/// with `all`, every hit as CSR (offsets, hit rows).
static PyObject *grid_raycast(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = grid_call("grid_raycast", args, nargs, 5);
    uint64_t mask;
    if (k == NULL || !mask_of(args[3], &mask)) return NULL;
    bool all = PyObject_IsTrue(args[4]) == 1;
    const char *func = all ? "raycast_all" : "raycast";
    c2d_state *state = c2d_state_of_module(module);
    static const c2d_kernel_arg ARGS[2] = {{"origins", C2D_ROWS_vec}, {"deltas", C2D_ROWS_vec}};
    in_buf rays[2];
    memset(rays, 0, sizeof rays);
    PyObject *result = NULL;
    int64_t *counts = NULL;
    c2d_sink hits = c2d_sink_new(sizeof(c2d_hit));
    for (int a = 0; a < 2; a++) // every row checked before any is cast
        if (checked_points(state, args[1 + a], func, &ARGS[a], &rays[a]) < 0) goto done;
    Py_ssize_t n = rays[0].n == 1 ? rays[1].n : rays[0].n;
    if ((rays[0].n != n && rays[0].n != 1) || (rays[1].n != n && rays[1].n != 1)) {
        PyErr_Format(PyExc_ValueError, "%s(): 'origins' has %zd rows but 'deltas' %zd; row "
                     "counts must match or be 1", func, rays[0].n, rays[1].n);
        goto done;
    }
    Py_buffer out;
    if (all) {
        counts = PyMem_Calloc((size_t)(n ? n : 1), sizeof(int64_t));
        if (counts == NULL) {
            PyErr_NoMemory();
            goto done;
        }
    } else {
        result = c2d_allocate_rows(state, n, sizeof(c2d_hit));
        if (result == NULL ||
            PyObject_GetBuffer(result, &out, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
            Py_CLEAR(result);
            goto done;
        }
    }
    bool ok;
    search_job job = {.grid = k->grid, .what = all ? SEARCH_EVERY_HIT : SEARCH_FIRST_HIT,
                      .mask = mask, .n = n, .in = rays, .counts = counts,
                      .first = all ? NULL : (c2d_hit *)out.buf};
    int threads = threads_for(state, n, SEARCH_COST);
    Py_BEGIN_ALLOW_THREADS
    lock_read(&k->lock);
    ok = run_search(&job, threads, sizeof(c2d_hit));
    lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    hits = job.sinks[0];
    if (!all) PyBuffer_Release(&out);
    if (!ok) {
        PyErr_Format(PyExc_MemoryError, "%s(): no memory", func);
        Py_CLEAR(result);
        goto done;
    }
    if (all) {
        for (int64_t h = 0; h < hits.count; h++) // the padding bytes zeroed
            write_hit((c2d_hit *)hits.data + h, (c2d_hit *)hits.data + h);
        result = csr_result(state, counts, n, &hits);
    }
done:
    PyMem_Free(counts);
    c2d_sink_free(&hits);
    for (int a = 0; a < 2; a++) c2d_release_in(&rays[a]);
    return result;
}

/// _core.grid_nearest(grid, points, k, max_distance, mask): for each point the k
/// nearest shapes as (distances, ids): two (n, k) float64 arrays, the ids' int64.
static PyObject *grid_nearest(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = grid_call("grid_nearest", args, nargs, 5);
    uint64_t mask;
    if (k == NULL || !mask_of(args[4], &mask)) return NULL;
    Py_ssize_t count = PyLong_AsSsize_t(args[2]);
    double max_distance = PyFloat_AsDouble(args[3]);
    if (PyErr_Occurred()) return NULL;
    if (count < 1) {
        PyErr_Format(PyExc_ValueError, "nearest(): 'k' must be 1 or more, not %zd", count);
        return NULL;
    }
    if (!(max_distance >= 0.0 || max_distance < 0.0)) { // NaN; inf is allowed
        PyErr_SetString(PyExc_ValueError, "nearest(): 'max_distance' must be a number, not NaN");
        return NULL;
    }
    c2d_state *state = c2d_state_of_module(module);
    static const c2d_kernel_arg POINTS = {"points", C2D_ROWS_vec};
    in_buf q;
    memset(&q, 0, sizeof q);
    PyObject *distances = NULL, *ids = NULL, *result = NULL;
    c2d_neighbour *near = NULL;
    if (checked_points(state, args[1], "nearest", &POINTS, &q) < 0) goto done;
    Py_ssize_t n = q.n;
    if (n > 0 && count > PY_SSIZE_T_MAX / (Py_ssize_t)sizeof(c2d_neighbour) / n) {
        PyErr_SetString(PyExc_MemoryError, "nearest(): no memory for n * k results");
        goto done;
    }
    near = PyMem_Malloc((size_t)(n ? n * count : 1) * sizeof(c2d_neighbour));
    distances = c2d_allocate_rows(state, n, count * (Py_ssize_t)sizeof(double));
    ids = c2d_allocate_rows(state, n, count * (Py_ssize_t)sizeof(int64_t));
    if (near == NULL || distances == NULL || ids == NULL) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        goto done;
    }
    bool ok;
    search_job job = {.grid = k->grid, .what = SEARCH_NEAREST, .mask = mask, .n = n, .in = &q,
                      .k = count, .max_distance = max_distance, .near = near};
    int threads = threads_for(state, c2d_mul_saturated(n, count), SEARCH_COST);
    Py_BEGIN_ALLOW_THREADS
    lock_read(&k->lock);
    ok = run_search(&job, threads, sizeof(int64_t));
    lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    c2d_sink_free(&job.sinks[0]);
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError, "nearest(): no memory");
        goto done;
    }
    Py_buffer d, e;
    if (PyObject_GetBuffer(distances, &d, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) goto done;
    if (PyObject_GetBuffer(ids, &e, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
        PyBuffer_Release(&d);
        goto done;
    }
    for (Py_ssize_t j = 0; j < n * count; j++) {
        ((double *)d.buf)[j] = near[j].distance;
        ((int64_t *)e.buf)[j] = near[j].id;
    }
    PyBuffer_Release(&d);
    PyBuffer_Release(&e);
    result = PyTuple_Pack(2, distances, ids);
done:
    Py_XDECREF(distances);
    Py_XDECREF(ids);
    PyMem_Free(near);
    c2d_release_in(&q);
    return result;
}

/// _core.grid_pairs(grid, which): the indexed shapes' own pairs; with `which` (an int64
/// array of shape numbers) only those of these shapes with the later ids, in its order.
static PyObject *grid_pairs(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = grid_call("grid_pairs", args, nargs, 2);
    if (k == NULL) return NULL;
    c2d_state *state = c2d_state_of_module(module);
    Py_buffer view;
    const uint64_t *which = NULL;
    int held = per_shape(args[1], args[1] == Py_None ? 0 : PyObject_Length(args[1]), "which",
                         &view, &which);
    if (held < 0) return NULL;
    Py_ssize_t count = held ? view.shape[0] : 0;
    for (Py_ssize_t w = 0; w < count; w++)
        if ((int64_t)which[w] < 0 || (int64_t)which[w] >= k->set.set.count) {
            PyErr_Format(PyExc_IndexError, "grid_pairs(): shape number %lld out of range",
                         (long long)which[w]);
            PyBuffer_Release(&view);
            return NULL;
        }
    c2d_sink sink = c2d_sink_new(sizeof(c2d_pair)), scratch = c2d_sink_new(sizeof(int64_t));
    c2d_status st = c2d_ok();
    int threads = threads_for(state, which ? 1 : k->set.n, PAIRS_COST);
    Py_BEGIN_ALLOW_THREADS
    lock_read(&k->lock);
    if (which == NULL) st = threaded_pairs(k->grid, threads, &sink);
    else if (!c2d_grid_pairs_of(k->grid, (const int64_t *)which, count, &scratch, &sink))
        st.code = C2D_NO_MEMORY;
    lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    if (held) PyBuffer_Release(&view);
    PyObject *result = pairs_array(state, st, &sink);
    c2d_sink_free(&sink);
    c2d_sink_free(&scratch);
    return result;
}

// ---- updates -------------------------------------------------------------------------

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
    c2d_pair *pairs = PyMem_Malloc(m * sizeof(c2d_pair));
    k->by_id = PyMem_Malloc(m * sizeof(int64_t));
    if (pairs == NULL || k->by_id == NULL) {
        PyMem_Free(pairs);
        PyMem_Free(k->by_id);
        k->by_id = NULL;
        return false;
    }
    for (int64_t i = 0; i < set->count; i++) pairs[i] = (c2d_pair){set->ids[i], i};
    qsort(pairs, (size_t)set->count, sizeof(c2d_pair), compare_pairs_by_first);
    for (int64_t i = 0; i < set->count; i++) k->by_id[i] = pairs[i].b;
    PyMem_Free(pairs);
    return true;
}

/// A polygon whose vertices are copied to memory of the index's own (freeing the copy
/// of an earlier update); false when memory runs out.
static bool own_polygon(kept_grid *k, int64_t i, c2d_shape *s) {
    double *copy = NULL;
    if (s->kind == C2D_SHAPE_polygon) {
        c2d_polygon p = s->polygon;
        copy = PyMem_Malloc((size_t)p.count * 2 * sizeof(double));
        if (copy == NULL) return false;
        for (int64_t j = 0; j < p.count; j++) {
            c2d_vec2 v = c2d_polygon_at(p, j);
            copy[2 * j] = v.x;
            copy[2 * j + 1] = v.y;
        }
        s->polygon.v = copy;
        s->polygon.stride = 2;
    }
    PyMem_Free(k->vertices[i]);
    k->vertices[i] = copy;
    return true;
}

/// _core.grid_update(grid, shapes, ids): the shapes of the shape set `shapes` replace
/// the indexed shapes of `ids` (an int64 array, one id per shape of the set, in its
/// order; the Python layer checks they are known and distinct).
static PyObject *grid_update(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = grid_call("grid_update", args, nargs, 3);
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
    if ((held = per_shape(args[2], q.n, "ids", &view, &targets)) <= 0) {
        if (held == 0) PyErr_SetString(PyExc_TypeError, "update(): 'ids' must be given");
        goto done;
    }
    bool ok = true, known = true, stale = false;
    int64_t unknown = 0;
    Py_BEGIN_ALLOW_THREADS
    lock_write(&k->lock);
    c2d_shape_set *set = &k->set.set;
    if (k->vertices == NULL) {
        k->vertices = PyMem_Calloc((size_t)(set->count ? set->count : 1), sizeof(double *));
        ok = k->vertices != NULL;
    }
    if (ok && set->ids != NULL && k->by_id == NULL) ok = sort_by_id(k);
    for (Py_ssize_t j = 0; ok && known && j < q.n; j++)
        if (number_of(k, (int64_t)targets[j]) < 0) {
            known = false;
            unknown = (int64_t)targets[j];
        }
    for (Py_ssize_t j = 0; ok && known && j < q.n; j++) {
        int64_t i = number_of(k, (int64_t)targets[j]);
        c2d_shape s = q.set.shapes[j];
        ok = own_polygon(k, i, &s);
        if (!ok) break;
        set->shapes[i] = s;
        set->bounds[i] = q.set.bounds[j];
        ok = c2d_grid_update(k->grid, i);
    }
    if (!ok && k->grid != NULL) { // part done: the grid may hold what was replaced
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
    lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    if (!known) {
        PyErr_Format(PyExc_KeyError, "update(): no indexed shape has id %lld", (long long)unknown);
        goto done;
    }
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError, "update(): no memory");
        goto done;
    }
    result = Py_NewRef(stale ? Py_True : Py_False);
done:
    if (held > 0) PyBuffer_Release(&view);
    c2d_release_in(&q);
    return result;
}

/// _core.grid_moved(grid): how many shapes sit outside their cells since the last build.
static PyObject *grid_moved(PyObject *module, PyObject *capsule) {
    (void)module;
    kept_grid *k = kept_of(capsule);
    if (k == NULL) return NULL;
    int64_t moved;
    Py_BEGIN_ALLOW_THREADS
    lock_read(&k->lock);
    moved = c2d_grid_moved_count(k->grid);
    lock_release(&k->lock);
    Py_END_ALLOW_THREADS
    return PyLong_FromLongLong((long long)moved);
}

#define FASTCALL(f) (PyCFunction)(void (*)(void))f, METH_FASTCALL
PyMethodDef c2d_broad_functions[] = {
    {"broad_pairs", FASTCALL(broad_pairs),
     "broad_pairs(shapes, others=None, /)\n--\n\n"
     "Every overlapping pair of a shape set, or of two (collide2d.pairs)."},
    {"grid_build", FASTCALL(grid_build),
     "grid_build(shapes, categories, masks, /)\n--\n\nThe grid of a shape set, kept in a "
     "capsule (collide2d.Index)."},
    {"grid_pairs", FASTCALL(grid_pairs),
     "grid_pairs(grid, which, /)\n--\n\nThe indexed shapes' overlapping pairs (of `which`)."},
    {"grid_query", FASTCALL(grid_query),
     "grid_query(grid, shapes, mask, /)\n--\n\nFor each shape, the ids it overlaps (offsets, ids)."},
    {"grid_raycast", FASTCALL(grid_raycast),
     "grid_raycast(grid, origins, deltas, mask, all, /)\n--\n\nFor each ray the first hit "
     "(c2d_hit rows), or all (offsets, rows)."},
    {"grid_query_point", FASTCALL(grid_query_point),
     "grid_query_point(grid, points, mask, /)\n--\n\nFor each point, the ids holding it "
     "(offsets, ids)."},
    {"grid_nearest", FASTCALL(grid_nearest),
     "grid_nearest(grid, points, k, max_distance, mask, /)\n--\n\nFor each point the k "
     "nearest shapes (distances, ids)."},
    {"grid_update", FASTCALL(grid_update),
     "grid_update(grid, shapes, ids, /)\n--\n\nReplace the shapes of `ids`; True when the "
     "grid was rebuilt."},
    {"grid_moved", (PyCFunction)grid_moved, METH_O,
     "grid_moved(grid, /)\n--\n\nHow many shapes have left their cells since the last build."},
    {NULL},
};
