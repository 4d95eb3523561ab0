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
#include "py_common.h"

#include "batch.h"

/// Batch calls with fewer rows than this keep the GIL: releasing it costs more.
#define C2D_GIL_THRESHOLD 1024

enum { MAX_INPUTS = 5 };

typedef struct arg_spec {
    const char *name; ///< argument name in messages ("self", "others", ...)
    int width;        ///< doubles per row
    const char *negative; ///< what a negative size in this argument is called
    bool own_rows;    ///< rows not broadcast against the others (sweep_into's colliders)
} arg_spec;

typedef struct in_buf {
    Py_buffer view;
    bool held;
    double scalar; // a width-1 argument given as a Python number
    c2d_rows rows;
    Py_ssize_t n;
} in_buf;

typedef c2d_status (*kernel_fn)(int64_t n, const c2d_rows *in, const int64_t *counts, void *out);

typedef struct batch_def {
    const char *func; ///< public method name, for messages
    int n_inputs;
    arg_spec args[MAX_INPUTS];
    Py_ssize_t out_itemsize; ///< 0: no output; 1: bool mask (out= allowed); else a record row
    kernel_fn kernel;
    int cost; ///< rough nanoseconds per row (per pair for sweep_into) on one core
} batch_def;

static c2d_state *state_of_module(PyObject *m) { return (c2d_state *)PyModule_GetState(m); }

static bool native_double_format(const char *f) {
    if (f == NULL) return true; // no format means unsigned bytes... rejected by itemsize
    if (f[0] == '@' || f[0] == '=') f++;
#if PY_LITTLE_ENDIAN
    else if (f[0] == '<') f++;
#else
    else if (f[0] == '>' || f[0] == '!') f++;
#endif
    return f[0] == 'd' && f[1] == '\0';
}

// The shape of a buffer as Python prints a tuple: "()", "(3,)", "(3, 1, 4)".
static PyObject *view_shape_text(const Py_buffer *v) {
    if (v->obj == NULL || v->ndim == 0) return PyUnicode_FromString("()");
    if (v->ndim == 1) return PyUnicode_FromFormat("(%zd,)", v->shape[0]);
    PyObject *dims = PyTuple_New(v->ndim);
    if (dims == NULL) return NULL;
    for (int k = 0; k < v->ndim; k++) {
        PyObject *d = PyLong_FromSsize_t(v->shape[k]);
        if (d == NULL) {
            Py_DECREF(dims);
            return NULL;
        }
        PyTuple_SET_ITEM(dims, k, d);
    }
    PyObject *text = PyObject_Repr(dims);
    Py_DECREF(dims);
    return text;
}

static PyObject *shape_text(const in_buf *b) { return view_shape_text(&b->view); }

// Acquire one input as rows of `spec->width` doubles.
static int acquire_rows(c2d_state *st, PyObject *obj, const char *func, const arg_spec *spec,
                        in_buf *b) {
    if (spec->width == 1 && (PyFloat_Check(obj) || PyLong_Check(obj))) {
        int r = c2d_read_real(obj, func, spec->name, &b->scalar);
        if (r == C2D_NOT_REAL) {
            PyErr_Format(st->conversion_needed, "%s(): '%s' must be a real number, not %.100s",
                         func, spec->name, Py_TYPE(obj)->tp_name);
        }
        if (r != 0) return -1;
        b->rows.data = &b->scalar;
        b->rows.stride = 0;
        b->rows.count = 1;
        b->rows.base = 0;
        b->n = 1;
        return 0;
    }
    if (PyObject_GetBuffer(obj, &b->view, PyBUF_RECORDS_RO) < 0) {
        // Not a buffer, or not one of this layout: the Python layer converts.
        // Anything else (MemoryError...) is passed on.
        if (!PyErr_ExceptionMatches(PyExc_TypeError) && !PyErr_ExceptionMatches(PyExc_BufferError) &&
            !PyErr_ExceptionMatches(PyExc_ValueError))
            return -1;
        PyErr_Clear();
        PyErr_Format(st->conversion_needed, "%s(): '%s' must be an array of float64 rows, not %.100s",
                     func, spec->name, Py_TYPE(obj)->tp_name);
        return -1;
    }
    b->held = true;
    Py_buffer *v = &b->view;
    if (v->itemsize != sizeof(double) || !native_double_format(v->format)) {
        PyErr_Format(st->conversion_needed, "%s(): '%s' must hold native float64 values, not format '%s'",
                     func, spec->name, v->format ? v->format : "B");
        return -1;
    }
    const char *data = (const char *)v->buf;
    Py_ssize_t row_stride = 0;
    if (spec->width == 1 && v->ndim <= 1) {
        b->n = v->ndim == 0 ? 1 : v->shape[0];
        row_stride = v->ndim == 0 ? 0 : v->strides[0];
    } else if (v->ndim == 1 && v->shape[0] == 0) {
        b->n = 0; // an empty float64 buffer (array.array('d')): no rows
    } else if (v->ndim == 1 && v->shape[0] == spec->width) {
        b->n = 1;
        if (v->strides[0] != (Py_ssize_t)sizeof(double)) goto bad_layout;
    } else if (v->ndim == 2 && v->shape[1] == spec->width) {
        b->n = v->shape[0];
        row_stride = v->shape[0] > 1 ? v->strides[0] : 0;
        if (v->strides[1] != (Py_ssize_t)sizeof(double) && v->shape[0] > 0) goto bad_layout;
    } else {
        PyObject *shape = shape_text(b);
        if (shape != NULL) {
            PyErr_Format(PyExc_ValueError, "%s(): '%s' must have shape (N, %d) or (%d,), not %U",
                         func, spec->name, spec->width, spec->width, shape);
            Py_DECREF(shape);
        }
        return -1;
    }
    // No row is read from an empty argument, so its pointer may be anything
    // (an empty array.array's is not aligned).
    if (b->n > 0 && (row_stride % (Py_ssize_t)sizeof(double) != 0 ||
                     (uintptr_t)data % sizeof(double) != 0))
        goto bad_layout;
    b->rows.data = (const double *)data;
    b->rows.stride = b->n > 1 ? row_stride / (Py_ssize_t)sizeof(double) : 0;
    b->rows.count = b->n;
    b->rows.base = 0;
    return 0;
bad_layout:
    PyErr_Format(st->conversion_needed,
                 "%s(): '%s' must be aligned float64 rows with unit column stride", func,
                 spec->name);
    return -1;
}

// The common row count: every input has n rows or one row (broadcast).
static int broadcast(const batch_def *def, const in_buf *bufs, Py_ssize_t *n) {
    int first = -1;
    for (int k = 0; k < def->n_inputs; k++) {
        if (def->args[k].own_rows || bufs[k].n == 1) continue;
        if (first < 0) {
            first = k;
        } else if (bufs[k].n != bufs[first].n) {
            PyObject *a = shape_text(&bufs[first]), *b = shape_text(&bufs[k]);
            if (a && b)
                PyErr_Format(PyExc_ValueError,
                             "%s(): '%s' has shape %U but '%s' has shape %U; row counts must "
                             "match or be 1",
                             def->func, def->args[k].name, b, def->args[first].name, a);
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
static int acquire_out(const batch_def *def, PyObject *obj, Py_ssize_t n, const char *what,
                       Py_buffer *view) {
    bool mask = def->out_itemsize == 1;
    Py_ssize_t width = mask ? 1 : def->out_itemsize / (Py_ssize_t)sizeof(double);
    if (PyObject_GetBuffer(obj, view, PyBUF_RECORDS_RO) < 0) {
        if (!PyErr_ExceptionMatches(PyExc_TypeError) && !PyErr_ExceptionMatches(PyExc_BufferError))
            return -1;
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s(): %s must be a %s array, not %.100s", def->func, what,
                     mask ? "bool" : "float64", Py_TYPE(obj)->tp_name);
        return -1;
    }
    const char *f = view->format ? view->format : "B";
    bool format_ok = mask ? (view->itemsize == 1 && strcmp(f, "?") == 0)
                          : (view->itemsize == (Py_ssize_t)sizeof(double) && native_double_format(f));
    bool shape_ok = mask ? (view->ndim == 1 && view->shape[0] == n)
                         : (view->ndim == 2 && view->shape[0] == n && view->shape[1] == width);
    if (!format_ok) {
        PyErr_Format(PyExc_TypeError, "%s(): %s must be a %s array, not format '%s'", def->func,
                     what, mask ? "bool" : "float64", f);
    } else if (!shape_ok) {
        PyObject *shape = view_shape_text(view);
        if (shape != NULL) {
            if (mask)
                PyErr_Format(PyExc_ValueError, "%s(): %s must have shape (%zd,), not %U",
                             def->func, what, n, shape);
            else
                PyErr_Format(PyExc_ValueError, "%s(): %s must have shape (%zd, %zd), not %U",
                             def->func, what, n, width, shape);
            Py_DECREF(shape);
        }
    } else if (view->readonly) {
        PyErr_Format(PyExc_ValueError, "%s(): %s must be writable", def->func, what);
    } else if (!PyBuffer_IsContiguous(view, 'C') || view->len != n * def->out_itemsize) {
        PyErr_Format(PyExc_ValueError, "%s(): %s must be C-contiguous", def->func, what);
    } else {
        return 0;
    }
    PyBuffer_Release(view);
    return -1;
}

// A new output from the registered allocator: (n,) bool for masks, else
// (n, itemsize / 8) float64 whose rows the kernel fills with result structs.
static PyObject *allocate_out(c2d_state *st, const batch_def *def, Py_ssize_t n) {
    if (st->empty == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "collide2d._core: no output allocator registered");
        return NULL;
    }
    PyObject *shape = def->out_itemsize == 1
                          ? Py_BuildValue("(n)", n)
                          : Py_BuildValue("(nn)", n, def->out_itemsize / (Py_ssize_t)sizeof(double));
    if (shape == NULL) return NULL;
    PyObject *args[2] = {shape, def->out_itemsize == 1 ? st->bool_ : st->float64};
    PyObject *out = PyObject_Vectorcall(st->empty, args, 2, NULL);
    Py_DECREF(shape);
    return out;
}

static void raise_status(const batch_def *def, c2d_status st) {
    const arg_spec *a = &def->args[st.arg];
    PyObject *v = c2d_float_repr(st.value);
    if (v == NULL) return;
    const char *what = st.code == C2D_NEGATIVE_SIZE ? a->negative : c2d_code_text(st.code, false);
    PyErr_Format(PyExc_ValueError, "%s(): '%s' row %lld %s (%U)", def->func, a->name,
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
    int64_t n;
    c2d_rows rows[MAX_INPUTS];
    const int64_t *counts;
    void *out;
    c2d_status status;
} chunk_job;

static void run_chunk(chunk_job *job) {
    job->status = job->def->kernel(job->n, job->rows, job->counts, job->out);
}

static chunk_job make_chunk(const batch_def *def, int64_t start, int64_t end, const c2d_rows *rows,
                            const int64_t *counts, void *out) {
    chunk_job job;
    job.def = def;
    job.n = end - start;
    job.counts = counts;
    job.out = out ? (char *)out + start * def->out_itemsize : NULL;
    for (int k = 0; k < def->n_inputs; k++) {
        job.rows[k] = rows[k];
        if (!def->args[k].own_rows && rows[k].count != 1) {
            job.rows[k].data += start * rows[k].stride;
            job.rows[k].base += start;
        }
    }
    return job;
}

#if C2D_HAVE_THREADS
static void *chunk_thread(void *arg) {
    run_chunk((chunk_job *)arg);
    return NULL;
}
#endif

static c2d_status run_chunks(const batch_def *def, int64_t n, const c2d_rows *rows,
                             const int64_t *counts, void *out, int threads) {
    chunk_job jobs[C2D_MAX_THREADS];
    for (int t = 0; t < threads; t++)
        jobs[t] = make_chunk(def, c2d_chunk_start(n, t, threads), c2d_chunk_start(n, t + 1, threads),
                             rows, counts, out);
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
    bool takes_out = def->out_itemsize == 1;
    if (nargs != def->n_inputs && !(takes_out && nargs == def->n_inputs + 1)) {
        PyErr_Format(PyExc_TypeError, "%s() takes %d arguments (%zd given)", def->func,
                     def->n_inputs, nargs);
        return NULL;
    }
    c2d_state *state = state_of_module(module);
    in_buf bufs[MAX_INPUTS];
    memset(bufs, 0, sizeof bufs);
    Py_buffer out = {0};
    bool out_held = false;
    PyObject *out_obj = NULL, *result = NULL;
    Py_ssize_t n = 0;
    c2d_rows rows[MAX_INPUTS];
    int64_t counts[MAX_INPUTS];
    int64_t work = 0;

    for (int k = 0; k < def->n_inputs; k++) {
        if (acquire_rows(state, args[k], def->func, &def->args[k], &bufs[k]) < 0) goto cleanup;
        rows[k] = bufs[k].rows;
        counts[k] = bufs[k].n;
    }
    if (broadcast(def, bufs, &n) < 0) goto cleanup;
    if (def->out_itemsize) {
        PyObject *given = nargs > def->n_inputs ? args[def->n_inputs] : Py_None;
        out_obj = given != Py_None ? Py_NewRef(given) : allocate_out(state, def, n);
        if (out_obj == NULL) goto cleanup;
        const char *what = given != Py_None ? "'out'" : "the output allocator's array";
        if (acquire_out(def, out_obj, n, what, &out) < 0) goto cleanup;
        out_held = true;
    }
    // Pairs of rows to test (movers x colliders for sweep_into), saturating:
    // a zero-stride view can claim 2^62 rows, and a wrapped count would keep
    // the GIL and one thread for a call that runs forever.
    work = n;
    for (int k = 0; k < def->n_inputs; k++)
        if (def->args[k].own_rows) work = c2d_mul_saturated(work, counts[k] > 0 ? counts[k] : 1);

    c2d_status st;
    if (work >= C2D_GIL_THRESHOLD) {
        int threads = c2d_threads_for(c2d_mul_saturated(work, def->cost), state->num_threads);
        Py_BEGIN_ALLOW_THREADS
        st = run_chunks(def, n, rows, counts, out.buf, threads);
        Py_END_ALLOW_THREADS
    } else {
        st = def->kernel(n, rows, counts, out.buf);
    }
    if (st.code != C2D_OK) {
        raise_status(def, st);
        goto cleanup;
    }
    result = out_obj ? Py_NewRef(out_obj) : Py_NewRef(Py_None);
cleanup:
    for (int k = 0; k < def->n_inputs; k++)
        if (bufs[k].held) PyBuffer_Release(&bufs[k].view);
    if (out_held) PyBuffer_Release(&out);
    Py_XDECREF(out_obj);
    return result;
}

static PyObject *set_num_threads(PyObject *module, PyObject *arg) {
    int overflow = 0;
    long n = PyLong_AsLongAndOverflow(arg, &overflow);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (overflow) {
        PyErr_Format(PyExc_ValueError, "set_num_threads(): 'n' must be from 1 to %d",
                     C2D_MAX_THREADS);
        return NULL;
    }
    if (n < 1 || n > C2D_MAX_THREADS) {
        PyErr_Format(PyExc_ValueError, "set_num_threads(): 'n' must be from 1 to %d, not %ld",
                     C2D_MAX_THREADS, n);
        return NULL;
    }
    state_of_module(module)->num_threads = (int)n;
    Py_RETURN_NONE;
}

static PyObject *get_num_threads(PyObject *module, PyObject *unused) {
    return PyLong_FromLong(state_of_module(module)->num_threads);
}

static PyObject *set_allocator(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3 || !PyCallable_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "_set_allocator(empty, float64, bool_)");
        return NULL;
    }
    c2d_state *st = state_of_module(module);
    Py_XSETREF(st->empty, Py_NewRef(args[0]));
    Py_XSETREF(st->float64, Py_NewRef(args[1]));
    Py_XSETREF(st->bool_, Py_NewRef(args[2]));
    Py_RETURN_NONE;
}

// ---- kernel adapters: one line each ----------------------------------------

static c2d_status k_check_aabb(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {
    return c2d_batch_check_aabb(n, in[0]);
}
static c2d_status k_intersect_point(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {
    return c2d_batch_intersect_aabb_point(n, in[0], in[1], out);
}
static c2d_status k_intersect_segment(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {
    return c2d_batch_intersect_aabb_segment(n, in[0], in[1], in[2], in[3], in[4], out);
}
static c2d_status k_intersect_aabb(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {
    return c2d_batch_intersect_aabb_aabb(n, in[0], in[1], out);
}
static c2d_status k_overlaps_aabb(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {
    return c2d_batch_overlaps_aabb_aabb(n, in[0], in[1], out);
}
static c2d_status k_sweep_aabb(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {
    return c2d_batch_sweep_aabb_aabb(n, in[0], in[1], in[2], out);
}
static c2d_status k_sweep_into(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {
    return c2d_batch_sweep_into_aabb(n, in[0], in[2], c[1], in[1], out);
}
static c2d_status k_overlap_interval(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {
    return c2d_batch_overlap_interval_aabb_aabb(n, in[0], in[1], in[2], in[3], out);
}

// Circles and segments (batch_circles.c).
#define ADAPT(name, call)                                                                     \
    static c2d_status k_##name(int64_t n, const c2d_rows *in, const int64_t *c, void *out) {  \
        return call;                                                                          \
    }
ADAPT(check_circle, c2d_batch_check_circle(n, in[0]))
ADAPT(check_segment, c2d_batch_check_segment(n, in[0]))
ADAPT(circle_point, c2d_batch_intersect_circle_point(n, in[0], in[1], out))
ADAPT(circle_circle, c2d_batch_intersect_circle_circle(n, in[0], in[1], out))
ADAPT(circle_aabb, c2d_batch_intersect_circle_aabb(n, in[0], in[1], out))
ADAPT(aabb_circle, c2d_batch_intersect_aabb_circle(n, in[0], in[1], out))
ADAPT(circle_segment, c2d_batch_intersect_circle_segment(n, in[0], in[1], in[2], out))
ADAPT(overlaps_circle_circle, c2d_batch_overlaps_circle_circle(n, in[0], in[1], out))
ADAPT(overlaps_circle_point, c2d_batch_overlaps_circle_point(n, in[0], in[1], out))
ADAPT(overlaps_circle_aabb, c2d_batch_overlaps_circle_aabb(n, in[0], in[1], out))
ADAPT(overlaps_circle_segment, c2d_batch_overlaps_circle_segment(n, in[0], in[1], out))
ADAPT(overlaps_aabb_circle, c2d_batch_overlaps_aabb_circle(n, in[0], in[1], out))
ADAPT(overlaps_segment_circle, c2d_batch_overlaps_segment_circle(n, in[0], in[1], out))
ADAPT(overlaps_segment_aabb, c2d_batch_overlaps_segment_aabb(n, in[0], in[1], out))
ADAPT(overlaps_aabb_point, c2d_batch_overlaps_aabb_point(n, in[0], in[1], out))
ADAPT(overlaps_aabb_segment, c2d_batch_overlaps_aabb_segment(n, in[0], in[1], out))
ADAPT(overlaps_segment_segment, c2d_batch_overlaps_segment_segment(n, in[0], in[1], out))
ADAPT(segment_intersection, c2d_batch_line_intersection(n, in[0], in[1], true, out))
ADAPT(line_intersection, c2d_batch_line_intersection(n, in[0], in[1], false, out))
ADAPT(segment_points, c2d_batch_circle_line_points(n, in[0], in[1], in[2], true, out))
ADAPT(line_points, c2d_batch_circle_line_points(n, in[0], in[1], in[2], false, out))
ADAPT(sweep_circle_circle, c2d_batch_sweep_circle_circle(n, in[0], in[1], in[2], out))
ADAPT(sweep_circle_aabb, c2d_batch_sweep_circle_aabb(n, in[0], in[1], in[2], out))
ADAPT(sweep_aabb_circle, c2d_batch_sweep_aabb_circle(n, in[0], in[1], in[2], out))
ADAPT(interval_circle_circle,
      c2d_batch_overlap_interval_circle_circle(n, in[0], in[1], in[2], in[3], out))
ADAPT(sweep_into_boxes_mixed,
      c2d_batch_sweep_into_mixed(n, in[0], true, in[3], c[1], in[1], c[2], in[2], out))
ADAPT(sweep_into_circles_mixed,
      c2d_batch_sweep_into_mixed(n, in[0], false, in[3], c[1], in[1], c[2], in[2], out))

#define BOX_ARG(name) {name, 4, "has a negative half size", false}
#define CIRCLE_ARG(name) {name, 3, "has a negative radius", false}
#define SEGMENT_ARG(name) {name, 4, "is invalid", false}
#define VEC_ARG(name) {name, 2, "is invalid", false}
#define SIZE_ARG(name) {name, 1, "is negative", false}

static const batch_def def_check_aabb = {"AABBArray", 1, {BOX_ARG("rows")}, 0, k_check_aabb, 1};
static const batch_def def_intersect_point = {
    "intersect_point", 2, {BOX_ARG("self"), VEC_ARG("points")}, sizeof(c2d_hit), k_intersect_point, 8};
static const batch_def def_intersect_segment = {
    "intersect_segment", 5,
    {BOX_ARG("self"), VEC_ARG("pos"), VEC_ARG("delta"), SIZE_ARG("padding_x"), SIZE_ARG("padding_y")},
    sizeof(c2d_hit), k_intersect_segment, 28};
static const batch_def def_intersect_aabb = {
    "intersect_aabb", 2, {BOX_ARG("self"), BOX_ARG("others")}, sizeof(c2d_hit), k_intersect_aabb, 11};
static const batch_def def_overlaps_aabb = {
    "overlaps_aabb", 2, {BOX_ARG("self"), BOX_ARG("others")}, 1, k_overlaps_aabb, 2};
static const batch_def def_sweep_aabb = {
    "sweep_aabb", 3, {BOX_ARG("self"), BOX_ARG("others"), VEC_ARG("delta")}, sizeof(c2d_sweep),
    k_sweep_aabb, 36};
static const batch_def def_sweep_into = {
    "sweep_into", 3, {BOX_ARG("self"), {"colliders", 4, "has a negative half size", true}, VEC_ARG("delta")},
    sizeof(c2d_sweep), k_sweep_into, 2};
static const batch_def def_overlap_interval = {
    "overlap_interval", 4,
    {BOX_ARG("self"), BOX_ARG("others"), VEC_ARG("delta"), VEC_ARG("other_delta")},
    sizeof(c2d_interval), k_overlap_interval, 10};

// Costs: rough ns per row (per pair for sweep_into), measured on one core.
#define HIT2(name, func, a0, a1, cost) \
    static const batch_def def_##name = {func, 2, {a0, a1}, sizeof(c2d_hit), k_##name, cost};
#define MASK2(name, func, a0, a1, cost) \
    static const batch_def def_##name = {func, 2, {a0, a1}, 1, k_##name, cost};
static const batch_def def_check_circle = {"CircleArray", 1, {CIRCLE_ARG("rows")}, 0, k_check_circle, 1};
static const batch_def def_check_segment = {"SegmentArray", 1, {SEGMENT_ARG("rows")}, 0, k_check_segment, 1};
HIT2(circle_point, "intersect_point", CIRCLE_ARG("self"), VEC_ARG("points"), 8)
HIT2(circle_circle, "intersect_circle", CIRCLE_ARG("self"), CIRCLE_ARG("others"), 10)
HIT2(circle_aabb, "intersect_aabb", CIRCLE_ARG("self"), BOX_ARG("boxes"), 12)
HIT2(aabb_circle, "intersect_circle", BOX_ARG("self"), CIRCLE_ARG("circles"), 12)
MASK2(overlaps_circle_circle, "overlaps_circle", CIRCLE_ARG("self"), CIRCLE_ARG("others"), 2)
MASK2(overlaps_circle_point, "overlaps_point", CIRCLE_ARG("self"), VEC_ARG("points"), 4)
MASK2(overlaps_circle_aabb, "overlaps_aabb", CIRCLE_ARG("self"), BOX_ARG("boxes"), 8)
MASK2(overlaps_circle_segment, "overlaps_segment", CIRCLE_ARG("self"), SEGMENT_ARG("segments"), 20)
MASK2(overlaps_aabb_circle, "overlaps_circle", BOX_ARG("self"), CIRCLE_ARG("circles"), 8)
MASK2(overlaps_segment_circle, "overlaps_circle", SEGMENT_ARG("self"), CIRCLE_ARG("circles"), 20)
MASK2(overlaps_segment_aabb, "overlaps_aabb", SEGMENT_ARG("self"), BOX_ARG("boxes"), 25)
MASK2(overlaps_aabb_point, "overlaps_point", BOX_ARG("self"), VEC_ARG("points"), 4)
MASK2(overlaps_aabb_segment, "overlaps_segment", BOX_ARG("self"), SEGMENT_ARG("segments"), 25)
MASK2(overlaps_segment_segment, "overlaps_segment", SEGMENT_ARG("self"), SEGMENT_ARG("others"), 10)
static const batch_def def_circle_segment = {
    "intersect_segment", 3, {CIRCLE_ARG("self"), VEC_ARG("pos"), VEC_ARG("delta")},
    sizeof(c2d_hit), k_circle_segment, 25};
static const batch_def def_segment_intersection = {
    "intersection", 2, {SEGMENT_ARG("self"), SEGMENT_ARG("others")}, sizeof(c2d_line_hit),
    k_segment_intersection, 15};
static const batch_def def_line_intersection = {
    "intersection", 2, {SEGMENT_ARG("self"), SEGMENT_ARG("others")}, sizeof(c2d_line_hit),
    k_line_intersection, 15};
static const batch_def def_segment_points = {
    "line_points", 3, {CIRCLE_ARG("self"), VEC_ARG("p1"), VEC_ARG("p2")},
    sizeof(c2d_circle_points), k_segment_points, 25};
static const batch_def def_line_points = {
    "line_points", 3, {CIRCLE_ARG("self"), VEC_ARG("p1"), VEC_ARG("p2")},
    sizeof(c2d_circle_points), k_line_points, 25};
static const batch_def def_sweep_circle_circle = {
    "sweep_circle", 3, {CIRCLE_ARG("self"), CIRCLE_ARG("others"), VEC_ARG("delta")},
    sizeof(c2d_sweep), k_sweep_circle_circle, 40};
static const batch_def def_sweep_circle_aabb = {
    "sweep_aabb", 3, {CIRCLE_ARG("self"), BOX_ARG("boxes"), VEC_ARG("delta")},
    sizeof(c2d_sweep), k_sweep_circle_aabb, 60};
static const batch_def def_sweep_aabb_circle = {
    "sweep_circle", 3, {BOX_ARG("self"), CIRCLE_ARG("circles"), VEC_ARG("delta")},
    sizeof(c2d_sweep), k_sweep_aabb_circle, 60};
static const batch_def def_interval_circle_circle = {
    "overlap_interval", 4,
    {CIRCLE_ARG("self"), CIRCLE_ARG("others"), VEC_ARG("delta"), VEC_ARG("other_delta")},
    sizeof(c2d_interval), k_interval_circle_circle, 30};
static const batch_def def_sweep_into_boxes_mixed = {
    "sweep_into", 4,
    {BOX_ARG("self"), {"colliders (boxes)", 4, "has a negative half size", true},
     {"colliders (circles)", 3, "has a negative radius", true}, VEC_ARG("delta")},
    sizeof(c2d_sweep), k_sweep_into_boxes_mixed, 3};
static const batch_def def_sweep_into_circles_mixed = {
    "sweep_into", 4,
    {CIRCLE_ARG("self"), {"colliders (boxes)", 4, "has a negative half size", true},
     {"colliders (circles)", 3, "has a negative radius", true}, VEC_ARG("delta")},
    sizeof(c2d_sweep), k_sweep_into_circles_mixed, 3};

#define ENTRY(name)                                                                            \
    static PyObject *batch_##name(PyObject *m, PyObject *const *args, Py_ssize_t nargs) {      \
        return run_batch(m, &def_##name, args, nargs);                                            \
    }
ENTRY(check_aabb)
ENTRY(intersect_point)
ENTRY(intersect_segment)
ENTRY(intersect_aabb)
ENTRY(overlaps_aabb)
ENTRY(sweep_aabb)
ENTRY(sweep_into)
ENTRY(overlap_interval)
ENTRY(check_circle)
ENTRY(check_segment)
ENTRY(circle_point)
ENTRY(circle_circle)
ENTRY(circle_aabb)
ENTRY(aabb_circle)
ENTRY(circle_segment)
ENTRY(overlaps_circle_circle)
ENTRY(overlaps_circle_point)
ENTRY(overlaps_circle_aabb)
ENTRY(overlaps_circle_segment)
ENTRY(overlaps_aabb_circle)
ENTRY(overlaps_segment_circle)
ENTRY(overlaps_segment_aabb)
ENTRY(overlaps_aabb_point)
ENTRY(overlaps_aabb_segment)
ENTRY(overlaps_segment_segment)
ENTRY(segment_intersection)
ENTRY(line_intersection)
ENTRY(segment_points)
ENTRY(line_points)
ENTRY(sweep_circle_circle)
ENTRY(sweep_circle_aabb)
ENTRY(sweep_aabb_circle)
ENTRY(interval_circle_circle)
ENTRY(sweep_into_boxes_mixed)
ENTRY(sweep_into_circles_mixed)

#define METHOD(name, doc) {"batch_" #name, (PyCFunction)(void (*)(void))batch_##name, METH_FASTCALL, doc}

PyMethodDef c2d_batch_methods[] = {
    {"set_num_threads", set_num_threads, METH_O,
     "set_num_threads(n, /)\n--\n\n"
     "Use at most n threads (1 to 64) for one large batch call. A call gets one\n"
     "thread per ~150 us of estimated work, so small calls use one; 1 turns\n"
     "splitting off."},
    {"get_num_threads", get_num_threads, METH_NOARGS,
     "get_num_threads($module, /)\n--\n\n"
     "The most threads one batch call may use (see set_num_threads)."},
    {"_set_allocator", (PyCFunction)(void (*)(void))set_allocator, METH_FASTCALL,
     "_set_allocator(empty, float64, bool_, /)\n--\n\n"
     "Register the output allocator (numpy.empty and the dtypes)."},
    METHOD(check_aabb, "batch_check_aabb(boxes, /)\n--\n\nValidate (N, 4) AABB rows."),
    METHOD(intersect_point, "batch_intersect_point(boxes, points, /)\n--\n\n"
                            "Row-wise AABB.intersect_point as (N, 9) float64 hit rows."),
    METHOD(intersect_segment,
           "batch_intersect_segment(boxes, pos, delta, padding_x, padding_y, /)\n--\n\n"
           "Row-wise AABB.intersect_segment as (N, 9) float64 hit rows."),
    METHOD(intersect_aabb, "batch_intersect_aabb(boxes, others, /)\n--\n\n"
                           "Row-wise AABB.intersect_aabb as (N, 9) float64 hit rows."),
    METHOD(overlaps_aabb, "batch_overlaps_aabb(boxes, others, out=None, /)\n--\n\n"
                          "Row-wise AABB.overlaps_aabb into a bool mask."),
    METHOD(sweep_aabb, "batch_sweep_aabb(boxes, others, delta, /)\n--\n\n"
                       "Row-wise AABB.sweep_aabb as (N, 13) float64 sweep rows."),
    METHOD(sweep_into, "batch_sweep_into(movers, colliders, delta, /)\n--\n\n"
                       "Each mover sweeps through all colliders, as (N, 13) float64 sweep rows."),
    METHOD(overlap_interval, "batch_overlap_interval(boxes, others, delta, other_delta, /)"
                             "\n--\n\nRow-wise AABB.overlap_interval as (N, 3) float64 interval rows."),
    METHOD(check_circle, "Validate (N, 3) circle rows (private)."),
    METHOD(check_segment, "Validate (N, 4) segment rows (private)."),
    METHOD(circle_point, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(circle_circle, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(circle_aabb, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(aabb_circle, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(circle_segment, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_circle_circle, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_circle_point, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_circle_aabb, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_circle_segment, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_aabb_circle, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_segment_circle, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_segment_aabb, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_aabb_point, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_aabb_segment, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(overlaps_segment_segment, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(segment_intersection, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(line_intersection, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(segment_points, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(line_points, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(sweep_circle_circle, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(sweep_circle_aabb, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(sweep_aabb_circle, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(interval_circle_circle, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(sweep_into_boxes_mixed, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    METHOD(sweep_into_circles_mixed, "Row-wise kernel behind collide2d._circle_arrays (private)."),
    {NULL},
};
