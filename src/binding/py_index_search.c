// collide2d binding: an Index's searches (collide2d.Index.query, query_point, raycast,
// raycast_all, nearest): rows split over threads in parts, each its own sink, joined in
// order; the kept grid read under its lock without the GIL (py_index.h).
#include "py_index.h"

#include "base/memory.h"

/// (offsets as (n + 1, 1) float64 rows of int64, found as (K, item / 8) rows) from per-row
/// counts and the sink of what was found: row by row, or, with `order`, in that order of
/// the rows (each row's items together), put back in row order here.
static PyObject *csr_result(c2d_state *state, const int64_t *counts, Py_ssize_t n,
                            const int64_t *order, c2d_sink *found) {
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
    if (order == NULL && found->count) memcpy(f.buf, found->data, (size_t)found->count * found->item);
    for (Py_ssize_t k = 0, at = 0; order != NULL && k < n; k++) {
        int64_t i = order[k];
        if (counts[i])
            memcpy((char *)f.buf + off[i] * found->item, found->data + at * found->item,
                   (size_t)counts[i] * found->item);
        at += counts[i];
    }
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

/// A copy of a hit as an output row, the padding bytes zeroed (equal answers are equal
/// bytes). Written through memcpy at the members' offsets: storing to a struct's
/// members leaves its padding bytes unspecified (C11 6.2.6.1).
static void write_hit(c2d_hit *row, const c2d_hit *given) {
    c2d_hit h;
    memcpy(&h, given, sizeof h); // row may be the given hit itself
    h.pos = c2d_result_pos(h.pos);
    unsigned char *out = (unsigned char *)row;
    memset(out, 0, sizeof h);
    memcpy(out + offsetof(c2d_hit, pos), &h.pos, sizeof h.pos);
    memcpy(out + offsetof(c2d_hit, delta), &h.delta, sizeof h.delta);
    memcpy(out + offsetof(c2d_hit, normal), &h.normal, sizeof h.normal);
    memcpy(out + offsetof(c2d_hit, time), &h.time, sizeof h.time);
    memcpy(out + offsetof(c2d_hit, collider), &h.collider, sizeof h.collider);
    memcpy(out + offsetof(c2d_hit, hit), &h.hit, sizeof h.hit);
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
    const int64_t *order; ///< the rows in the order to search them (search_order), or NULL
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

/// How many rows ahead a search in j->order asks for its inputs (they are read in
/// that order: random places of the caller's rows).
enum { INPUT_AHEAD = 8 };

static void prefetch_row(const search_job *j, Py_ssize_t i) {
    if (j->what == SEARCH_SHAPES) {
        C2D_PREFETCH(&j->in->set.bounds[i]);
        if (i >= j->in->set.aabb_count) { // a box is kept as its bounds: no shape
            C2D_PREFETCH(&j->in->set.shapes[i]);
            C2D_PREFETCH((const char *)&j->in->set.shapes[i] + sizeof(c2d_shape) - 1);
        }
        return;
    }
    for (int a = 0; a < (j->what == SEARCH_FIRST_HIT || j->what == SEARCH_EVERY_HIT ? 2 : 1); a++)
        if (j->in[a].n != 1) C2D_PREFETCH(j->in[a].rows.data + i * j->in[a].rows.stride);
}

/// Rows [from, to) (in j->order) of a query of shapes or points, C2D_GRID_MANY at a time.
static bool query_part(search_job *j, Py_ssize_t from, Py_ssize_t to, c2d_sink *found) {
    const c2d_shape *shapes[C2D_GRID_MANY];
    c2d_shape spares[C2D_GRID_MANY]; // a box is kept as its bounds: its shape is made here
    c2d_vec2 points[C2D_GRID_MANY];
    c2d_aabb bounds[C2D_GRID_MANY];
    int64_t counts[C2D_GRID_MANY];
    Py_ssize_t rows[C2D_GRID_MANY];
    bool of_shapes = j->what == SEARCH_SHAPES;
    for (Py_ssize_t at = from; at < to; at += C2D_GRID_MANY) {
        int count = to - at < C2D_GRID_MANY ? (int)(to - at) : C2D_GRID_MANY;
        for (int b = 0; b < count; b++) {
            Py_ssize_t i = rows[b] = j->order ? (Py_ssize_t)j->order[at + b] : at + b;
            if (j->order && at + b + C2D_GRID_MANY < to) // the next batch's
                prefetch_row(j, (Py_ssize_t)j->order[at + b + C2D_GRID_MANY]);
            if (of_shapes) {
                shapes[b] = c2d_set_shape(&j->in->set, i, &spares[b]);
                bounds[b] = j->in->set.bounds[i];
            } else {
                points[b] = vec_at(j->in, i);
                bounds[b] = (c2d_aabb){points[b], {0.0, 0.0}};
            }
        }
        if (!c2d_grid_query(j->grid, of_shapes ? shapes : NULL, points, bounds, count,
                                 j->mask, found, counts))
            return false;
        for (int b = 0; b < count; b++) j->counts[rows[b]] = counts[b];
    }
    return true;
}

static void search_part(void *ctx, int t, int parts) {
    search_job *j = ctx;
    Py_ssize_t from = c2d_chunk_start(j->n, t, parts), to = c2d_chunk_start(j->n, t + 1, parts);
    c2d_sink sink = j->sinks[t]; // filled on this thread's stack (kernels/sink.h)
    if (j->what == SEARCH_SHAPES || j->what == SEARCH_POINTS) {
        j->ok[t] = query_part(j, from, to, &sink);
        j->sinks[t] = sink;
        return;
    }
    c2d_sink scratch = c2d_sink_new(sizeof(int64_t)), *found = &sink;
    bool ok = true;
    for (Py_ssize_t at = from; ok && at < to; at++) {
        Py_ssize_t i = j->order ? (Py_ssize_t)j->order[at] : at;
        if (j->order && at + INPUT_AHEAD < to) prefetch_row(j, (Py_ssize_t)j->order[at + INPUT_AHEAD]);
        int64_t before = found->count;
        c2d_hit h;
        switch (j->what) {
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
    j->sinks[t] = sink;
    j->ok[t] = ok;
}

/// Below this many rows a search takes them as they come: ordering them costs more than
/// the cache misses it saves.
enum { ORDER_FROM = 1024 };

/// j->order for a search of n rows from `points` (c2d_grid_order), or NULL: too few
/// rows, or no memory (the order only saves time). Freed with PyMem_RawFree; made
/// without the GIL.
static int64_t *search_order(search_job *j, const double *points, ptrdiff_t stride) {
    if (j->n < ORDER_FROM) return NULL;
    int64_t *order = PyMem_RawMalloc((size_t)j->n * sizeof(int64_t));
    if (order != NULL && !c2d_grid_order(j->grid, points, stride, j->n, order)) {
        PyMem_RawFree(order);
        order = NULL;
    }
    j->order = order;
    return order;
}

/// Run a search on up to the library's threads (call with the GIL released and the
/// index read-locked); what was found is in j->sinks[0]. False when memory ran out.
static bool run_search(search_job *j, int threads, size_t item) {
    for (int t = 0; t < threads; t++) j->sinks[t] = c2d_sink_new(item);
    c2d_run_parts(threads, search_part, j);
    bool ok = true;
    for (int t = 0; t < threads; t++) ok = ok && j->ok[t];
    return c2d_join_parts(j->sinks, threads) && ok;
}

/// _core.grid_query(grid, shapes, mask) and _core.grid_query_point(grid, points, mask):
/// for each query, the ids of the indexed shapes it overlaps (or that contain it), as CSR.
static PyObject *grid_query_any(PyObject *module, PyObject *const *args, Py_ssize_t nargs,
                                bool points) {
    kept_grid *k = c2d_grid_call("grid_query", args, nargs, 3);
    uint64_t mask;
    if (k == NULL || !mask_of(args[2], &mask)) return NULL;
    c2d_state *state = c2d_state_of_module(module);
    static const c2d_kernel_info QUERY = {
        "query", "query", C2D_OUT_pairs, 1, 1, {{"shapes", C2D_ROWS_shapes_all}}, NULL};
    static const c2d_kernel_arg POINTS = {"points", C2D_ROWS_vec};
    in_buf q;
    memset(&q, 0, sizeof q);
    PyObject *result = NULL;
    int64_t *counts = NULL, *order = NULL;
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
    bool ok = false;
    search_job job = {.grid = k->grid, .what = points ? SEARCH_POINTS : SEARCH_SHAPES,
                      .mask = mask, .n = n, .in = &q, .counts = counts};
    int threads = c2d_broad_threads(state, n, SEARCH_COST);
    Py_BEGIN_ALLOW_THREADS
    job.grid = c2d_lock_read_grid(k) ? k->grid : NULL;
    if (job.grid != NULL) {
        // Shapes from their bounds' centres (rows of 4 doubles), points from their rows.
        // With the grid's directory the queries' cache misses overlap, batch by batch,
        // and taking them in cell order costs more than it saves (measured on 1e5 small
        // boxes into 1e6: 18.8 ms in order, 16.8 as they come).
        if (!c2d_grid_directed(k->grid))
            order = search_order(&job, points ? q.rows.data : (const double *)q.set.bounds,
                                 points ? q.rows.stride : 4);
        ok = run_search(&job, threads, sizeof(int64_t));
        lock_release(&k->lock);
    }
    Py_END_ALLOW_THREADS
    ids = job.sinks[0];
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError,
                        job.grid == NULL ? C2D_INDEX_BROKEN : "query(): no memory for the ids");
        goto done;
    }
    result = csr_result(state, counts, n, order, &ids);
done:
    c2d_sink_free(&ids);
    PyMem_Free(counts);
    PyMem_RawFree(order);
    c2d_release_in(&q);
    return result;
}

PyObject *c2d_py_grid_query(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    return grid_query_any(module, args, nargs, false);
}

PyObject *c2d_py_grid_query_point(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    return grid_query_any(module, args, nargs, true);
}

/// _core.grid_raycast(grid, origins, deltas, mask, all): for each ray the first hit, as
/// (n, 9) float64 rows of c2d_hit records (the Python layer wraps them as a HitArray);
/// with `all`, every hit as CSR (offsets, hit rows).
PyObject *c2d_py_grid_raycast(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = c2d_grid_call("grid_raycast", args, nargs, 5);
    uint64_t mask;
    if (k == NULL || !mask_of(args[3], &mask)) return NULL;
    bool all = PyObject_IsTrue(args[4]) == 1;
    const char *func = all ? "raycast_all" : "raycast";
    c2d_state *state = c2d_state_of_module(module);
    static const c2d_kernel_arg ARGS[2] = {{"origins", C2D_ROWS_vec}, {"deltas", C2D_ROWS_vec}};
    in_buf rays[2];
    memset(rays, 0, sizeof rays);
    PyObject *result = NULL;
    int64_t *counts = NULL, *order = NULL;
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
    bool ok = false;
    search_job job = {.grid = k->grid, .what = all ? SEARCH_EVERY_HIT : SEARCH_FIRST_HIT,
                      .mask = mask, .n = n, .in = rays, .counts = counts,
                      .first = all ? NULL : (c2d_hit *)out.buf};
    int threads = c2d_broad_threads(state, n, SEARCH_COST);
    Py_BEGIN_ALLOW_THREADS
    job.grid = c2d_lock_read_grid(k) ? k->grid : NULL;
    if (job.grid != NULL) {
        order = search_order(&job, rays[0].rows.data, rays[0].n == 1 ? 0 : rays[0].rows.stride);
        ok = run_search(&job, threads, sizeof(c2d_hit));
        lock_release(&k->lock);
    }
    Py_END_ALLOW_THREADS
    hits = job.sinks[0];
    if (!all) PyBuffer_Release(&out);
    if (!ok) {
        if (job.grid == NULL) PyErr_SetString(PyExc_MemoryError, C2D_INDEX_BROKEN);
        else PyErr_Format(PyExc_MemoryError, "%s(): no memory", func);
        Py_CLEAR(result);
        goto done;
    }
    if (all) {
        for (int64_t h = 0; h < hits.count; h++) // the padding bytes zeroed
            write_hit((c2d_hit *)hits.data + h, (c2d_hit *)hits.data + h);
        result = csr_result(state, counts, n, order, &hits);
    }
done:
    PyMem_Free(counts);
    PyMem_RawFree(order);
    c2d_sink_free(&hits);
    for (int a = 0; a < 2; a++) c2d_release_in(&rays[a]);
    return result;
}

/// _core.grid_nearest(grid, points, k, max_distance, mask): for each point the k
/// nearest shapes as (distances, ids): two (n, k) float64 arrays, the ids' int64.
PyObject *c2d_py_grid_nearest(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    kept_grid *k = c2d_grid_call("grid_nearest", args, nargs, 5);
    uint64_t mask;
    if (k == NULL || !mask_of(args[4], &mask)) return NULL;
    Py_ssize_t count = PyLong_AsSsize_t(args[2]);
    if (count == -1 && PyErr_Occurred() && PyErr_ExceptionMatches(PyExc_OverflowError)) {
        PyErr_Clear(); // past 2^63 - 1: no row of that many results fits in memory
        PyErr_SetString(PyExc_MemoryError, "nearest(): no memory for rows of k results");
        return NULL;
    }
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
    int64_t *order = NULL;
    if (checked_points(state, args[1], "nearest", &POINTS, &q) < 0) goto done;
    Py_ssize_t n = q.n;
    // Also with no points: the rows' width in bytes must not wrap around.
    if (count > PY_SSIZE_T_MAX / (Py_ssize_t)sizeof(c2d_neighbour) / (n > 0 ? n : 1)) {
        PyErr_Format(PyExc_MemoryError,
                     "nearest(): no memory for %zd rows of k = %zd results (more bytes than "
                     "an address holds)", n, count);
        goto done;
    }
    near = PyMem_Malloc((size_t)(n ? n * count : 1) * sizeof(c2d_neighbour));
    distances = c2d_allocate_rows(state, n, count * (Py_ssize_t)sizeof(double));
    ids = c2d_allocate_rows(state, n, count * (Py_ssize_t)sizeof(int64_t));
    if (near == NULL || distances == NULL || ids == NULL) {
        PyErr_Clear(); // the allocator's own error may say nothing of what was asked
        // PyErr_Format has no %g: the size in whole megabytes (at most n * k * 32 bytes,
        // below 2^63 after the check above, so it fits).
        double megabytes = (double)n * (double)count * 32.0 / 1e6;
        PyErr_Format(PyExc_MemoryError,
                     "nearest(): no memory for %zd rows of k = %zd results (%zd MB)", n, count,
                     (Py_ssize_t)megabytes + 1);
        goto done;
    }
    bool ok = false;
    search_job job = {.grid = k->grid, .what = SEARCH_NEAREST, .mask = mask, .n = n, .in = &q,
                      .k = count, .max_distance = max_distance, .near = near};
    int threads = c2d_broad_threads(state, c2d_mul_saturated(n, count), SEARCH_COST);
    Py_BEGIN_ALLOW_THREADS
    job.grid = c2d_lock_read_grid(k) ? k->grid : NULL;
    if (job.grid != NULL) {
        order = search_order(&job, q.rows.data, q.rows.stride);
        ok = run_search(&job, threads, sizeof(int64_t));
        lock_release(&k->lock);
    }
    Py_END_ALLOW_THREADS
    c2d_sink_free(&job.sinks[0]);
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError,
                        job.grid == NULL ? C2D_INDEX_BROKEN : "nearest(): no memory");
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
    PyMem_RawFree(order);
    c2d_release_in(&q);
    return result;
}
