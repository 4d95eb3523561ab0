// collide2d binding: the batch entry points. One order in every call (after
// shapely 2's ufuncs): acquire every buffer read-only with format and strides
// -> validate format, ndim, widths and row counts -> verify the output ->
// release the GIL above a threshold -> run the kernel, which returns a status
// and the first bad row -> re-acquire -> turn the status into one exception
// -> release every buffer on every path.
//
// These are private functions behind collide2d/_arrays.py. Arguments that
// are already float64 rows with unit column stride (numpy arrays and views,
// AABB, Vec2, Python floats for sizes) are read in place; anything else
// raises ConversionNeeded, and the Python layer converts once and calls
// again, so the common case pays for no Python-level checks. Outputs are
// allocated here through the allocator the Python layer registered
// (numpy.empty): record results as (N, k) float64 arrays whose rows are the
// C result structs, masks as (N,) bool arrays.
#include "py_batch.h"

#include "base/memory.h"

#include "broad/grid.h"
#include "py_common.h"
#include "py_fields.h"
#include "py_settings.h"

#include "kernels/kernels.h"
#include "kernels/shape_set.h"

/// Batch calls with fewer rows than this keep the GIL: releasing it costs more.
#define C2D_GIL_THRESHOLD 1024
/// sweep_into goes through a grid of its colliders from this many movers and colliders
/// (measured: a grid's build is worth about 60 movers' passes over all the colliders).
#define C2D_GRID_MOVERS 64
#define C2D_GRID_COLLIDERS 256

typedef c2d_kernel_info batch_def;

/// What a negative size in an argument of each row kind is called (designated, so
/// that a new kind anywhere in the enum cannot shift the others; a kind left out is
/// NULL and falls back to "is negative").
static const char *const NEGATIVE_TEXT[C2D_ROW_KIND_COUNT] = {
    [C2D_ROWS_aabb] = "has a negative half size",
    [C2D_ROWS_circle] = "has a negative radius",
    [C2D_ROWS_segment] = "is invalid",
    [C2D_ROWS_obb] = "has a negative half size",
    [C2D_ROWS_capsule] = "has a negative radius",
    [C2D_ROWS_polygon] = "is invalid",
    [C2D_ROWS_vec] = "is invalid",
    [C2D_ROWS_size] = "is negative",
    [C2D_ROWS_boxes_all] = "has a negative half size",
    [C2D_ROWS_circles_all] = "has a negative radius",
};

/// An output whose length the kernel decides: a sink per chunk (sink.h).
static bool sink_out(const batch_def *def) { return def->result == C2D_OUT_pairs; }

/// Bytes per output row of n rows: 0 none (or a sink), 1 a bool mask, else a
/// record. Every fixed-size output may be the caller's (out=).
static Py_ssize_t out_itemsize(const batch_def *def) {
    return sink_out(def) ? 0 : (Py_ssize_t)c2d_result_size[def->result];
}

// The common row count: every input has n rows or one row (broadcast).
static int broadcast(const batch_def *def, const in_buf *bufs, Py_ssize_t *n) {
    int first = -1;
    for (int k = 0; k < def->n_args; k++) {
        if (c2d_own_rows(def->args[k].kind) || bufs[k].n == 1) continue;
        if (first < 0) {
            first = k;
        } else if (bufs[k].n != bufs[first].n) {
            PyObject *a = c2d_shape_text(&bufs[first]), *b = c2d_shape_text(&bufs[k]);
            if (a && b)
                PyErr_Format(PyExc_ValueError,
                             "%s(): '%s' has shape %U but '%s' has shape %U; row counts must "
                             "match or be 1",
                             def->method, def->args[k].name, b, def->args[first].name, a);
            Py_XDECREF(a);
            Py_XDECREF(b);
            return -1;
        }
    }
    *n = first < 0 ? 1 : bufs[first].n;
    return 0;
}

// The output the kernel writes, checked where it is used (the kernel trusts
// it): a caller's out= mask, or what the registered allocator returned. A
// mask is a writable C-contiguous (n,) bool array; a record output a
// writable C-contiguous (n, itemsize / 8) float64 array, n * itemsize bytes.
/// Whether the bytes of `v`'s elements and those of `out` (C-contiguous) can meet: the
/// span from the lowest to the highest element of each (zero and negative strides
/// included), compared as addresses.
static bool spans_meet(const Py_buffer *v, const Py_buffer *out) {
    if (v->buf == NULL || out->len == 0) return false;
    const char *lo = v->buf, *hi = (const char *)v->buf + v->itemsize;
    for (int d = 0; d < v->ndim; d++) {
        if (v->shape[d] == 0) return false; // no elements
        Py_ssize_t stride = v->strides ? v->strides[d] : v->itemsize;
        Py_ssize_t reach = (v->shape[d] - 1) * stride;
        if (reach < 0) lo += reach;
        else hi += reach;
    }
    const char *out_lo = out->buf, *out_hi = (const char *)out->buf + out->len;
    return lo < out_hi && out_lo < hi;
}

/// A caller's out= that shares memory with an input: its first rows, written, would
/// change rows still to be read (a broadcast row is read for every row), so the answer
/// could be silently wrong. Refused, naming the input. The column buffers of a shape set
/// are checked too.
static int refuse_out_over_inputs(const batch_def *def, const in_buf *bufs,
                                  const Py_buffer *out) {
    for (int k = 0; k < def->n_args; k++) {
        const in_buf *b = &bufs[k];
        bool meets = (b->held && spans_meet(&b->view, out)) ||
                     (b->offsets_held && spans_meet(&b->offsets_view, out)) ||
                     (b->ids_held && spans_meet(&b->ids_view, out));
        for (int c = 0; b->parts != NULL && !meets && c < C2D_SET_COLUMNS; c++) {
            const in_buf *part = &b->parts[c];
            meets = (part->held && spans_meet(&part->view, out)) ||
                    (part->offsets_held && spans_meet(&part->offsets_view, out));
        }
        if (meets) {
            PyErr_Format(PyExc_ValueError,
                         "%s(): 'out' shares memory with '%s': writing results would change "
                         "rows still to be read; give 'out' memory of its own",
                         def->method, def->args[k].name);
            return -1;
        }
    }
    return 0;
}

static int acquire_out(const batch_def *def, PyObject *obj, Py_ssize_t n, const char *what,
                       Py_buffer *view) {
    bool mask = out_itemsize(def) == 1;
    Py_ssize_t width = mask ? 1 : out_itemsize(def) / (Py_ssize_t)sizeof(double);
    if (PyObject_GetBuffer(obj, view, PyBUF_RECORDS_RO) < 0) {
        if (!PyErr_ExceptionMatches(PyExc_TypeError) && !PyErr_ExceptionMatches(PyExc_BufferError))
            return -1;
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s(): %s must be a %s array, not %.100s", def->method, what,
                     mask ? "bool" : "float64", Py_TYPE(obj)->tp_name);
        return -1;
    }
    const char *f = view->format ? view->format : "B";
    bool format_ok = mask ? (view->itemsize == 1 && strcmp(f, "?") == 0)
                          : (view->itemsize == (Py_ssize_t)sizeof(double) && c2d_native_double_format(f));
    bool shape_ok = mask ? (view->ndim == 1 && view->shape[0] == n)
                         : (view->ndim == 2 && view->shape[0] == n && view->shape[1] == width);
    if (!format_ok) {
        PyErr_Format(PyExc_TypeError, "%s(): %s must be a %s array, not format '%s'", def->method,
                     what, mask ? "bool" : "float64", f);
    } else if (!shape_ok) {
        PyObject *shape = c2d_view_shape_text(view);
        if (shape != NULL) {
            if (mask)
                PyErr_Format(PyExc_ValueError, "%s(): %s must have shape (%zd,), not %U",
                             def->method, what, n, shape);
            else
                PyErr_Format(PyExc_ValueError, "%s(): %s must have shape (%zd, %zd), not %U",
                             def->method, what, n, width, shape);
            Py_DECREF(shape);
        }
    } else if (view->readonly) {
        PyErr_Format(PyExc_ValueError, "%s(): %s must be writable", def->method, what);
    } else if (!PyBuffer_IsContiguous(view, 'C') || view->len != n * out_itemsize(def)) {
        PyErr_Format(PyExc_ValueError, "%s(): %s must be C-contiguous", def->method, what);
    } else {
        return 0;
    }
    PyBuffer_Release(view);
    return -1;
}

// A new output from the registered allocator: (n,) bool for masks, else
// (n, itemsize / 8) float64 whose rows the kernel fills with result structs.
PyObject *c2d_allocate_rows(c2d_state *st, Py_ssize_t n, Py_ssize_t itemsize) {
    if (st->empty == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "collide2d._core: no output allocator registered");
        return NULL;
    }
    PyObject *shape = itemsize == 1
                          ? Py_BuildValue("(n)", n)
                          : Py_BuildValue("(nn)", n, itemsize / (Py_ssize_t)sizeof(double));
    if (shape == NULL) return NULL;
    PyObject *args[2] = {shape, itemsize == 1 ? st->bool_ : st->float64};
    PyObject *out = PyObject_Vectorcall(st->empty, args, 2, NULL);
    Py_DECREF(shape);
    return out;
}

static PyObject *allocate_out(c2d_state *st, const batch_def *def, Py_ssize_t n) {
    return c2d_allocate_rows(st, n, out_itemsize(def));
}

/// The chunks' sinks joined in chunk order (the one-thread order) into one new
/// (count, item / 8) float64 array whose rows are the records (the Python
/// layer views them with the record's dtype). Frees every sink.
static PyObject *join_sinks(c2d_state *st, const batch_def *def, c2d_sink *sinks, int chunks) {
    Py_ssize_t item = (Py_ssize_t)c2d_result_size[def->result];
    int64_t total = 0;
    for (int t = 0; t < chunks; t++) total += sinks[t].count;
    PyObject *out = c2d_allocate_rows(st, (Py_ssize_t)total, item);
    Py_buffer view;
    if (out != NULL && PyObject_GetBuffer(out, &view, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) == 0) {
        if (view.len == total * item) {
            char *to = (char *)view.buf;
            for (int t = 0; t < chunks; t++) {
                if (sinks[t].count) memcpy(to, sinks[t].data, (size_t)(sinks[t].count * item));
                to += sinks[t].count * item;
            }
        } else {
            PyErr_Format(PyExc_ValueError, "%s(): the output allocator's array has the wrong size",
                         def->method);
            Py_CLEAR(out);
        }
        PyBuffer_Release(&view);
    } else {
        Py_CLEAR(out);
    }
    for (int t = 0; t < chunks; t++) c2d_sink_free(&sinks[t]);
    return out;
}

void c2d_raise_status(const batch_def *def, c2d_status st) {
    c2d_raise_status_as(def, st, def->args[st.arg].kind);
}

/// The status as one exception, its negative-size words those of row kind `kind`.
void c2d_raise_status_as(const batch_def *def, c2d_status st, c2d_row_kind kind) {
    if (st.code == C2D_NO_MEMORY) {
        PyErr_Format(PyExc_MemoryError, "%s(): no memory for the output (after row %lld)",
                     def->method, (long long)st.row);
        return;
    }
    const c2d_kernel_arg *a = &def->args[st.arg];
    PyObject *v = c2d_float_repr(st.value);
    if (v == NULL) return;
    const char *polygon = c2d_polygon_code_text(st.code);
    if (polygon != NULL) {
        Py_DECREF(v);
        if (st.code == C2D_FEW_VERTICES)
            PyErr_Format(PyExc_ValueError, "%s(): '%s' row %lld %s", def->method, a->name,
                         (long long)st.row, polygon);
        else
            PyErr_Format(PyExc_ValueError, "%s(): '%s' row %lld %s %lld", def->method, a->name,
                         (long long)st.row, polygon, (long long)st.value);
        return;
    }
    const char *negative = NEGATIVE_TEXT[kind] ? NEGATIVE_TEXT[kind] : "is negative";
    const char *what = st.code == C2D_NEGATIVE_SIZE ? negative : c2d_code_text(st.code, false);
    PyErr_Format(PyExc_ValueError, "%s(): '%s' row %lld %s (%U)", def->method, a->name,
                 (long long)st.row, what, v);
    Py_DECREF(v);
}

// ---- splitting a call over threads ------------------------------------------
// A large call is cut into contiguous chunks of rows, one per thread; the
// calling thread runs the first. Each chunk sees its rows through views whose
// `base` keeps row numbers global, so reports and collider rows are the same
// as in one pass, and the first bad row wins (chunks are merged in order).

typedef struct chunk_job {
    const batch_def *def;
    c2d_kernel_fn fn; // the def's kernel on the chosen instruction-set path
    int64_t n;
    c2d_rows rows[C2D_MAX_KERNEL_ARGS];
    const int64_t *counts;
    void *out;
    int64_t start;            // the chunk's first row in the call
    const c2d_fields *fields; // fields= asked: results go there, not to `out`
    c2d_status status;
} chunk_job;

static void run_chunk(chunk_job *job) {
    job->status = job->fields ? c2d_fields_run(job->def, job->fn, job->n, job->rows, job->counts,
                                               job->start, job->fields)
                              : job->fn(job->n, job->rows, job->counts, job->out);
}

static chunk_job make_chunk(const batch_def *def, c2d_kernel_fn fn, int t, int64_t start,
                            int64_t end, const c2d_rows *rows, const int64_t *counts,
                            void *out, const c2d_fields *fields) {
    chunk_job job;
    job.def = def;
    job.fn = fn;
    job.n = end - start;
    job.counts = counts;
    job.start = start;
    job.fields = fields;
    // A sink output is an array of sinks, one per chunk; rows are offsets.
    job.out = out == NULL        ? NULL
              : sink_out(def)    ? (void *)((c2d_sink *)out + t)
                                 : (char *)out + start * out_itemsize(def);
    for (int k = 0; k < def->n_args; k++)
        job.rows[k] = c2d_rows_from(rows[k], def->args[k].kind, start);
    return job;
}

#if C2D_HAVE_THREADS
static void *chunk_thread(void *arg) {
    run_chunk((chunk_job *)arg);
    return NULL;
}
#endif

static c2d_status run_chunks(const batch_def *def, c2d_kernel_fn fn, int64_t n,
                             const c2d_rows *rows, const int64_t *counts, void *out,
                             const c2d_fields *fields, int threads) {
    chunk_job jobs[C2D_MAX_THREADS];
    for (int t = 0; t < threads; t++)
        jobs[t] = make_chunk(def, fn, t, c2d_chunk_start(n, t, threads),
                             c2d_chunk_start(n, t + 1, threads), rows, counts, out, fields);
#if C2D_HAVE_THREADS
    pthread_t ids[C2D_MAX_THREADS];
    bool started[C2D_MAX_THREADS] = {false};
    for (int t = 1; t < threads; t++)
        started[t] = pthread_create(&ids[t], NULL, chunk_thread, &jobs[t]) == 0;
    run_chunk(&jobs[0]);
    for (int t = 1; t < threads; t++) {
        if (started[t]) {
            pthread_join(ids[t], NULL);
        } else {
            run_chunk(&jobs[t]); // no thread to be had: do it here
        }
    }
#else
    for (int t = 0; t < threads; t++) run_chunk(&jobs[t]);
#endif
    for (int t = 0; t < threads; t++)
        if (jobs[t].status.code != C2D_OK) return jobs[t].status;
    return jobs[0].status;
}

static PyObject *run_batch(PyObject *module, const batch_def *def, PyObject *const *args,
                           Py_ssize_t nargs) {
    // After the rows: out (every fixed-size result), then fields (records only).
    bool takes_out = out_itemsize(def) > 0, records = out_itemsize(def) > 1;
    if (nargs != def->n_args && !(takes_out && nargs == def->n_args + 1) &&
        !(records && nargs == def->n_args + 2)) {
        PyErr_Format(PyExc_TypeError, "%s() takes %d arguments (%zd given)", def->method,
                     def->n_args, nargs);
        return NULL;
    }
    PyObject *fields_spec = nargs > def->n_args + 1 ? args[def->n_args + 1] : Py_None;
    if (fields_spec != Py_None && args[def->n_args] != Py_None) {
        PyErr_Format(PyExc_TypeError, "%s(): give 'out' or 'fields', not both", def->method);
        return NULL;
    }
    c2d_state *state = c2d_state_of_module(module);
    // The kernel on the instruction-set path chosen at import (kernels/paths.h).
    const c2d_kernel_fn fn = state->kernels[def - c2d_kernels];
    in_buf bufs[C2D_MAX_KERNEL_ARGS];
    memset(bufs, 0, sizeof bufs);
    Py_buffer out = {0};
    bool out_held = false;
    PyObject *out_obj = NULL, *result = NULL;
    Py_ssize_t n = 0;
    c2d_rows rows[C2D_MAX_KERNEL_ARGS];
    int64_t counts[C2D_MAX_KERNEL_ARGS];
    int64_t work = 0;
    c2d_sink sinks[C2D_MAX_THREADS];
    int chunks = 1;
    c2d_fields fields;
    fields.count = 0; // not `= {0}`: 1.5 KB to clear on every call, fields= or not
    if (sink_out(def)) // only a kernel whose output length varies writes to sinks
        for (int t = 0; t < C2D_MAX_THREADS; t++)
            sinks[t] = c2d_sink_new(c2d_result_size[def->result]);

    for (int k = 0; k < def->n_args; k++) {
        c2d_row_kind kind = def->args[k].kind;
        int got = kind == C2D_ROWS_polygon
                      ? c2d_acquire_polygons(state, args[k], def->method, &def->args[k], &bufs[k])
                  : kind == C2D_ROWS_shapes_all
                      ? c2d_acquire_shape_set(state, args[k], def, k, &bufs[k])
                      : c2d_acquire_rows(state, args[k], def->method, &def->args[k], &bufs[k]);
        if (got < 0) goto cleanup;
        rows[k] = bufs[k].rows;
        counts[k] = bufs[k].n;
    }
    if (broadcast(def, bufs, &n) < 0) goto cleanup;
    // Many movers through many colliders: a grid of the colliders pays for itself (its
    // build costs about what 60 movers' brute-force passes do), and gives the same
    // answer (sweep_into.c). Without memory for it, the pass over all of them.
    for (int k = 0; k < def->n_args; k++) {
        if (def->args[k].kind == C2D_ROWS_shapes_all && bufs[k].set.grid == NULL &&
            n >= C2D_GRID_MOVERS &&
            bufs[k].set.count >= C2D_GRID_COLLIDERS) {
            Py_BEGIN_ALLOW_THREADS
            bufs[k].set.grid = c2d_grid_build(&bufs[k].set, NULL, NULL);
            bufs[k].set.grid_mask = ~(uint64_t)0; // no filter: every shape is looked at
            Py_END_ALLOW_THREADS
        }
    }
    if (fields_spec != Py_None) {
        if (c2d_fields_acquire(state, def, fields_spec, n, &fields) < 0) goto cleanup;
    } else if (out_itemsize(def)) {
        PyObject *given = nargs > def->n_args ? args[def->n_args] : Py_None;
        out_obj = given != Py_None ? Py_NewRef(given) : allocate_out(state, def, n);
        if (out_obj == NULL) goto cleanup;
        const char *what = given != Py_None ? "'out'" : "the output allocator's array";
        if (acquire_out(def, out_obj, n, what, &out) < 0) goto cleanup;
        out_held = true;
        if (given != Py_None && refuse_out_over_inputs(def, bufs, &out) < 0) goto cleanup;
    }
    // Pairs of rows to test (movers x colliders for sweep_into), saturating:
    // a zero-stride view can claim 2^62 rows, and a wrapped count would keep
    // the GIL and one thread for a call that runs forever.
    work = n;
    for (int k = 0; k < def->n_args; k++)
        if (c2d_own_rows(def->args[k].kind))
            work = c2d_mul_saturated(work, counts[k] > 0 ? counts[k] : 1);

    c2d_status st;
    void *out_rows = sink_out(def) ? (void *)sinks : out.buf;
    const c2d_fields *by_field = fields_spec != Py_None ? &fields : NULL;
    if (work >= C2D_GIL_THRESHOLD) {
        chunks = c2d_threads_for(c2d_mul_saturated(work, def->cost), state->num_threads,
                                 state->work_per_thread);
        Py_BEGIN_ALLOW_THREADS
        st = run_chunks(def, fn, n, rows, counts, out_rows, by_field, chunks);
        Py_END_ALLOW_THREADS
    } else if (by_field) {
        st = run_chunks(def, fn, n, rows, counts, NULL, by_field, 1);
    } else {
        st = fn(n, rows, counts, out_rows);
    }
    if (st.code != C2D_OK) {
        c2d_raise_status(def, st);
        goto cleanup;
    }
    if (sink_out(def)) {
        result = join_sinks(state, def, sinks, chunks);
    } else if (by_field) {
        result = c2d_fields_result(&fields);
    } else {
        result = out_obj ? Py_NewRef(out_obj) : Py_NewRef(Py_None);
    }
cleanup:
    if (sink_out(def))
        for (int t = 0; t < chunks; t++) c2d_sink_free(&sinks[t]);
    for (int k = 0; k < def->n_args; k++) c2d_release_in(&bufs[k]);
    if (out_held) PyBuffer_Release(&out);
    Py_XDECREF(out_obj);
    c2d_fields_release(&fields);
    return result;
}

// ---- the entry points: one per line of kernel_list.h -------------------------------

/// _core.KERNELS: the kernel list as data for the Python layer, a tuple of
/// (id, method, result, ((name, kind, width), ...), cost) in the list's order.
static PyObject *kernel_list(PyObject *module, PyObject *unused) {
    PyObject *all = PyTuple_New(C2D_KERNEL_COUNT);
    if (all == NULL) return NULL;
    for (int k = 0; k < C2D_KERNEL_COUNT; k++) {
        const c2d_kernel_info *info = &c2d_kernels[k];
        PyObject *args = PyTuple_New(info->n_args);
        if (args == NULL) goto fail;
        PyTuple_SET_ITEM(all, k, args); // owned by `all` until replaced below
        for (int a = 0; a < info->n_args; a++) {
            const c2d_kernel_arg *arg = &info->args[a];
            PyObject *item = Py_BuildValue("(ssi)", arg->name, c2d_row_kind_name[arg->kind],
                                           c2d_row_width[arg->kind]);
            if (item == NULL) goto fail;
            PyTuple_SET_ITEM(args, a, item);
        }
        PyObject *line = Py_BuildValue("(sssOi)", info->id, info->method,
                                       c2d_result_kind_name[info->result], args, info->cost);
        if (line == NULL) goto fail;
        PyTuple_SetItem(all, k, line); // drops `args`, which `line` now holds
    }
    return all;
fail:
    Py_DECREF(all);
    return NULL;
}

#define C2D_K_ENTRY(loop, id, ...)                                                             \
    static PyObject *batch_##id(PyObject *m, PyObject *const *args, Py_ssize_t nargs) {      \
        return run_batch(m, &c2d_kernels[C2D_KERNEL_##id], args, nargs);                       \
    }
#define C2D_K1 C2D_K_ENTRY
#define C2D_K2 C2D_K_ENTRY
#define C2D_K3 C2D_K_ENTRY
#define C2D_K4 C2D_K_ENTRY
#define C2D_K5 C2D_K_ENTRY
#include "kernels/kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5

PyMethodDef c2d_batch_methods[] = {
    C2D_SETTINGS_METHODS
    {"kernel_list", kernel_list, METH_NOARGS,
     "kernel_list($module, /)\n--\n\n"
     "The batch kernels as data: (id, method, result, ((name, kind, width), ...), cost)."},
#define C2D_K_METHOD(loop, id, method, result, ...)                                            \
    {"batch_" #id, (PyCFunction)(void (*)(void))batch_##id, METH_FASTCALL,                     \
     "batch_" #id "(*rows)\n--\n\nThe row loop behind the array twins' " method              \
     " (kernel_list.h): " #result " rows."},
#define C2D_K1 C2D_K_METHOD
#define C2D_K2 C2D_K_METHOD
#define C2D_K3 C2D_K_METHOD
#define C2D_K4 C2D_K_METHOD
#define C2D_K5 C2D_K_METHOD
#include "kernels/kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
    {NULL},
};
