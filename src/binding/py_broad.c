// collide2d binding: the broad phase (broad/grid.h) -- every overlapping pair of one
// collection of shapes, or of two. The collections come as shape sets, acquired and
// checked as sweep_into's colliders are (py_batch.c); the search runs without the GIL.
#include "py_batch.h"

#include "broad/grid.h"

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
    c2d_status st;
    Py_BEGIN_ALLOW_THREADS
    st = c2d_broad_pairs(&sets[0].set, two ? &sets[1].set : NULL, &sink);
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

/// What the capsule holds: the indexed set (its buffers held) and the grid over it.
typedef struct kept_grid {
    in_buf set;
    c2d_grid *grid;
} kept_grid;

static void free_kept(PyObject *capsule) {
    kept_grid *k = PyCapsule_GetPointer(capsule, GRID_NAME);
    if (k == NULL) return;
    c2d_grid_free(k->grid);
    c2d_release_in(&k->set);
    PyMem_Free(k);
}

/// _core.grid_build(shapes): a capsule of the grid over the shape set.
static PyObject *grid_build(PyObject *module, PyObject *shapes) {
    c2d_state *state = c2d_state_of_module(module);
    kept_grid *k = PyMem_Calloc(1, sizeof(kept_grid));
    if (k == NULL) return PyErr_NoMemory();
    if (c2d_acquire_shape_set(state, shapes, &INDEX, 0, &k->set) < 0) goto fail;
    Py_BEGIN_ALLOW_THREADS
    k->grid = c2d_grid_build(&k->set.set, NULL);
    Py_END_ALLOW_THREADS
    if (k->grid == NULL) {
        PyErr_SetString(PyExc_MemoryError, "Index(): no memory for the index");
        goto fail;
    }
    PyObject *capsule = PyCapsule_New(k, GRID_NAME, free_kept);
    if (capsule == NULL) goto fail;
    return capsule;
fail:
    c2d_grid_free(k->grid);
    c2d_release_in(&k->set);
    PyMem_Free(k);
    return NULL;
}

/// (offsets as (n + 1, 1) float64 rows of int64, ids as (K, 1)) from per-row counts
/// and the ids sink.
static PyObject *csr_result(c2d_state *state, const int64_t *counts, Py_ssize_t n, c2d_sink *ids) {
    PyObject *offsets = c2d_allocate_rows(state, n + 1, sizeof(int64_t));
    PyObject *found = c2d_allocate_rows(state, (Py_ssize_t)ids->count, sizeof(int64_t));
    Py_buffer o, f;
    if (offsets == NULL || found == NULL ||
        PyObject_GetBuffer(offsets, &o, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) goto fail;
    if (PyObject_GetBuffer(found, &f, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
        PyBuffer_Release(&o);
        goto fail;
    }
    int64_t *off = o.buf, total = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        off[i] = total;
        total += counts[i];
    }
    off[n] = total;
    if (ids->count) memcpy(f.buf, ids->data, (size_t)ids->count * sizeof(int64_t));
    PyBuffer_Release(&o);
    PyBuffer_Release(&f);
    PyObject *pair = PyTuple_Pack(2, offsets, found);
    Py_DECREF(offsets);
    Py_DECREF(found);
    return pair;
fail:
    Py_XDECREF(offsets);
    Py_XDECREF(found);
    return NULL;
}

/// _core.grid_query(grid, shapes) and _core.grid_query_point(grid, points): for each
/// query, the ids of the indexed shapes it overlaps (or that contain it), as CSR.
static PyObject *grid_query_any(PyObject *module, PyObject *const *args, Py_ssize_t nargs,
                                bool points) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "grid_query() takes 2 arguments");
        return NULL;
    }
    kept_grid *k = PyCapsule_GetPointer(args[0], GRID_NAME);
    if (k == NULL) return NULL;
    c2d_state *state = c2d_state_of_module(module);
    static const c2d_kernel_info QUERY = {
        "query", "query", C2D_OUT_pairs, 1, 1, {{"shapes", C2D_ROWS_shapes_all}}, NULL};
    static const c2d_kernel_arg POINTS = {"points", C2D_ROWS_vec};
    in_buf q;
    memset(&q, 0, sizeof q);
    PyObject *result = NULL;
    int64_t *counts = NULL;
    c2d_sink ids = c2d_sink_new(sizeof(int64_t));
    int got = points ? c2d_acquire_rows(state, args[1], "query_point", &POINTS, &q)
                     : c2d_acquire_shape_set(state, args[1], &QUERY, 0, &q);
    if (got < 0) goto done;
    Py_ssize_t n = q.n;
    counts = PyMem_Calloc((size_t)(n ? n : 1), sizeof(int64_t));
    if (counts == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    bool ok = true;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; ok && i < n; i++) {
        int64_t before = ids.count;
        if (points) {
            const double *p = q.rows.data + i * q.rows.stride;
            if (!c2d_number_ok(p[0]) || !c2d_number_ok(p[1])) {
                counts[i] = -1; // reported below, with the GIL
                break;
            }
            ok = c2d_grid_query_point(k->grid, c2d_v2(p[0], p[1]), &ids);
        } else {
            ok = c2d_grid_query(k->grid, &q.set.shapes[i], q.set.bounds[i], &ids);
        }
        counts[i] = ids.count - before;
    }
    Py_END_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < n; i++)
        if (counts[i] < 0) {
            PyErr_Format(PyExc_ValueError,
                         "query_point(): 'points' row %zd has a value that is not finite or "
                         "exceeds 2**200 in magnitude", i);
            goto done;
        }
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

/// _core.grid_raycast(grid, origins, deltas): for each ray the first hit, as (n, 9)
/// float64 rows of c2d_hit records (the Python layer wraps them as a HitArray).
static PyObject *grid_raycast(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "grid_raycast() takes 3 arguments");
        return NULL;
    }
    kept_grid *k = PyCapsule_GetPointer(args[0], GRID_NAME);
    if (k == NULL) return NULL;
    c2d_state *state = c2d_state_of_module(module);
    static const c2d_kernel_arg ARGS[2] = {{"origins", C2D_ROWS_vec}, {"deltas", C2D_ROWS_vec}};
    in_buf rays[2];
    memset(rays, 0, sizeof rays);
    PyObject *result = NULL;
    c2d_sink scratch = c2d_sink_new(sizeof(int64_t));
    for (int a = 0; a < 2; a++)
        if (c2d_acquire_rows(state, args[1 + a], "raycast", &ARGS[a], &rays[a]) < 0) goto done;
    Py_ssize_t n = rays[0].n == 1 ? rays[1].n : rays[0].n;
    if ((rays[0].n != n && rays[0].n != 1) || (rays[1].n != n && rays[1].n != 1)) {
        PyErr_Format(PyExc_ValueError, "raycast(): 'origins' has %zd rows but 'deltas' %zd; row "
                     "counts must match or be 1", rays[0].n, rays[1].n);
        goto done;
    }
    for (int a = 0; a < 2; a++) // every row checked before any is cast
        for (Py_ssize_t i = 0; i < rays[a].n; i++) {
            const double *p = rays[a].rows.data + i * rays[a].rows.stride;
            if (!c2d_number_ok(p[0]) || !c2d_number_ok(p[1])) {
                PyErr_Format(PyExc_ValueError, "raycast(): '%s' row %zd has a value that is "
                             "not finite or exceeds 2**200 in magnitude", ARGS[a].name, i);
                goto done;
            }
        }
    result = c2d_allocate_rows(state, n, sizeof(c2d_hit));
    Py_buffer out;
    if (result == NULL || PyObject_GetBuffer(result, &out, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
        Py_CLEAR(result);
        goto done;
    }
    bool ok = true;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; ok && i < n; i++) {
        const double *o = rays[0].rows.data + (rays[0].n == 1 ? 0 : i) * rays[0].rows.stride;
        const double *d = rays[1].rows.data + (rays[1].n == 1 ? 0 : i) * rays[1].rows.stride;
        c2d_hit h;
        ok = c2d_grid_raycast(k->grid, c2d_v2(o[0], o[1]), c2d_v2(d[0], d[1]), &scratch, &h);
        c2d_hit *row = (c2d_hit *)out.buf + i;
        memset(row, 0, sizeof *row); // the padding bytes too
        row->pos = h.pos;
        row->delta = h.delta;
        row->normal = h.normal;
        row->time = h.time;
        row->collider = h.collider;
        row->hit = h.hit;
    }
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&out);
    if (!ok) {
        PyErr_SetString(PyExc_MemoryError, "raycast(): no memory");
        Py_CLEAR(result);
    }
done:
    c2d_sink_free(&scratch);
    for (int a = 0; a < 2; a++) c2d_release_in(&rays[a]);
    return result;
}

/// _core.grid_pairs(grid): the indexed shapes' own pairs.
static PyObject *grid_pairs(PyObject *module, PyObject *capsule) {
    kept_grid *k = PyCapsule_GetPointer(capsule, GRID_NAME);
    if (k == NULL) return NULL;
    c2d_state *state = c2d_state_of_module(module);
    c2d_sink sink = c2d_sink_new(sizeof(c2d_pair));
    c2d_status st;
    Py_BEGIN_ALLOW_THREADS
    st = c2d_grid_pairs(k->grid, &sink);
    Py_END_ALLOW_THREADS
    PyObject *result = pairs_array(state, st, &sink);
    c2d_sink_free(&sink);
    return result;
}

PyMethodDef c2d_broad_functions[] = {
    {"broad_pairs", (PyCFunction)(void (*)(void))broad_pairs, METH_FASTCALL,
     "broad_pairs(shapes, others=None, /)\n--\n\n"
     "Every overlapping pair of a shape set, or of two (collide2d.pairs)."},
    {"grid_build", (PyCFunction)grid_build, METH_O,
     "grid_build(shapes, /)\n--\n\nThe grid of a shape set, kept in a capsule (collide2d.Index)."},
    {"grid_pairs", (PyCFunction)grid_pairs, METH_O,
     "grid_pairs(grid, /)\n--\n\nThe indexed shapes' overlapping pairs."},
    {"grid_query", (PyCFunction)(void (*)(void))grid_query, METH_FASTCALL,
     "grid_query(grid, shapes, /)\n--\n\nFor each shape, the ids it overlaps (offsets, ids)."},
    {"grid_raycast", (PyCFunction)(void (*)(void))grid_raycast, METH_FASTCALL,
     "grid_raycast(grid, origins, deltas, /)\n--\n\nFor each ray the first hit (c2d_hit rows)."},
    {"grid_query_point", (PyCFunction)(void (*)(void))grid_query_point, METH_FASTCALL,
     "grid_query_point(grid, points, /)\n--\n\nFor each point, the ids holding it (offsets, ids)."},
    {NULL},
};
