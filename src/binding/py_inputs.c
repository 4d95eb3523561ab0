// collide2d binding: acquiring a batch call's inputs -- one argument's float64 rows read
// in place (c2d_acquire_rows), a ragged polygon column as (vertices, offsets)
// (c2d_acquire_polygons), a shape set of every kind from the Python layer's tuple of
// columns (c2d_acquire_shape_set) -- each checked as it is acquired, so that the kernels
// can trust what they are handed -- and their release on every path (c2d_release_in).
// Their callers: the batch entry points (py_batch.c), pairs and the Index (py_broad.c,
// py_index_search.c, py_index_update.c).
#include "py_batch.h"

#include "base/memory.h"

#include "broad/grid.h"
#include "py_common.h"
#include "py_index.h"

#include "kernels/kernels.h"
#include "kernels/shape_set.h"

/// Estimated nanoseconds a shape set's row takes to check and load (c2d_shape_set_load
/// splits the rows over threads only where each gets enough of them).
enum { LOAD_COST = 10 };

/// A buffer format past its byte-order prefix, or NULL when the prefix names the
/// other byte order than this machine's.
static const char *native_type_code(const char *f) {
    if (f[0] == '@' || f[0] == '=') return f + 1;
#if PY_LITTLE_ENDIAN
    if (f[0] == '<') return f + 1;
    if (f[0] == '>' || f[0] == '!') return NULL;
#else
    if (f[0] == '>' || f[0] == '!') return f + 1;
    if (f[0] == '<') return NULL;
#endif
    return f;
}

bool c2d_native_double_format(const char *f) {
    if (f == NULL) return true; // no format means unsigned bytes... rejected by itemsize
    f = native_type_code(f);
    return f != NULL && f[0] == 'd' && f[1] == '\0';
}

bool c2d_int64_format(const char *f) {
    if (f == NULL) return false;
    f = native_type_code(f);
    return f != NULL && (f[0] == 'q' || f[0] == 'l') && f[1] == '\0';
}

// The shape of a buffer as Python prints a tuple: "()", "(3,)", "(3, 1, 4)".
PyObject *c2d_view_shape_text(const Py_buffer *v) {
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

PyObject *c2d_shape_text(const in_buf *b) {
    if (b->offsets_held) return PyUnicode_FromFormat("(%zd polygons)", b->n);
    return c2d_view_shape_text(&b->view);
}

// Acquire one input as rows of `width` doubles.
/// The row kind of one of collide2d's own scalar shapes, or -1 for anything else.
static int own_shape_kind(c2d_state *st, PyObject *obj) {
    if (c2d_is(obj, st->aabb_type)) return C2D_ROWS_aabb;
    if (c2d_is(obj, st->vec2_type)) return C2D_ROWS_vec;
    if (c2d_is(obj, st->circle_type)) return C2D_ROWS_circle;
    if (c2d_is(obj, st->segment_type)) return C2D_ROWS_segment;
    if (c2d_is(obj, st->obb_type)) return C2D_ROWS_obb;
    if (c2d_is(obj, st->capsule_type)) return C2D_ROWS_capsule;
    return -1;
}

int c2d_acquire_rows(c2d_state *st, PyObject *obj, const char *func, const c2d_kernel_arg *spec,
                     in_buf *b) {
    const int width = c2d_row_width[spec->kind];
    // A shape of another kind whose buffer has the width (an AABB where a segment's four
    // numbers are asked, an OBB for a capsule's five) would be read as that kind: refused,
    // as the scalar method refuses it.
    int own = own_shape_kind(st, obj);
    int want = spec->kind == C2D_ROWS_boxes_all     ? C2D_ROWS_aabb
               : spec->kind == C2D_ROWS_circles_all ? C2D_ROWS_circle
                                                    : (int)spec->kind;
    if (own >= 0 && own != want) {
        PyErr_Format(PyExc_TypeError, "%s(): '%s' must be %s rows, not %.100s", func, spec->name,
                     c2d_row_kind_name[want], Py_TYPE(obj)->tp_name);
        return -1;
    }
    if (width == 1 && (PyFloat_Check(obj) || PyLong_Check(obj))) {
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
    if (v->itemsize != sizeof(double) || !c2d_native_double_format(v->format)) {
        PyErr_Format(st->conversion_needed, "%s(): '%s' must hold native float64 values, not format '%s'",
                     func, spec->name, v->format ? v->format : "B");
        return -1;
    }
    const char *data = (const char *)v->buf;
    Py_ssize_t row_stride = 0;
    if (width == 1 && v->ndim <= 1) {
        b->n = v->ndim == 0 ? 1 : v->shape[0];
        row_stride = v->ndim == 0 ? 0 : v->strides[0];
    } else if (v->ndim == 1 && v->shape[0] == 0) {
        b->n = 0; // an empty float64 buffer (array.array('d')): no rows
    } else if (v->ndim == 1 && v->shape[0] == width) {
        b->n = 1;
        if (v->strides[0] != (Py_ssize_t)sizeof(double)) goto bad_layout;
    } else if (v->ndim == 2 && v->shape[1] == width) {
        b->n = v->shape[0];
        row_stride = v->shape[0] > 1 ? v->strides[0] : 0;
        if (v->strides[1] != (Py_ssize_t)sizeof(double) && v->shape[0] > 0) goto bad_layout;
    } else {
        PyObject *shape = c2d_shape_text(b);
        if (shape != NULL) {
            PyErr_Format(PyExc_ValueError, "%s(): '%s' must have shape (N, %d) or (%d,), not %U",
                         func, spec->name, width, width, shape);
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

/// Check polygon offsets off[0..n] for m vertices: they start at 0, give every polygon 3
/// vertices or more (so never decrease), and end at m; else a ValueError naming `func`,
/// the argument `name` and the row, and -1.
int c2d_check_offsets(const int64_t *off, Py_ssize_t n, Py_ssize_t m, const char *func,
                      const char *name) {
    if (off[0] != 0) {
        PyErr_Format(PyExc_ValueError, "%s(): '%s' offsets must start at 0, not %lld", func,
                     name, (long long)off[0]);
        return -1;
    }
    // Increasing is compared, not subtracted: offsets far apart could wrap around in
    // the difference (2^62, then -2^63 + 2, ...) and pass. From 0 upward and ending at m
    // they all lie in [0, m], where differences do not wrap. One pass without an exit
    // first, the row only when one is wrong.
    // The difference is taken unsigned: where off[i + 1] > off[i] it is the true one,
    // and a signed one could overflow (undefined) on such far-apart offsets.
    bool any_short = false;
    for (Py_ssize_t i = 0; i < n; i++)
        any_short |= (off[i + 1] <= off[i]) | ((uint64_t)off[i + 1] - (uint64_t)off[i] < 3);
    for (Py_ssize_t i = 0; any_short && i < n; i++) {
        if (off[i + 1] <= off[i]) {
            PyErr_Format(PyExc_ValueError,
                         "%s(): '%s' offsets must increase: row %zd runs from offset %lld to "
                         "%lld",
                         func, name, i, (long long)off[i], (long long)off[i + 1]);
            return -1;
        }
        if ((uint64_t)off[i + 1] - (uint64_t)off[i] < 3) { // off[i + 1] > off[i] here
            PyErr_Format(PyExc_ValueError,
                         "%s(): '%s' row %zd has %lld vertices (offsets %lld to %lld); a "
                         "polygon needs 3 or more",
                         func, name, i, (long long)(off[i + 1] - off[i]),
                         (long long)off[i], (long long)off[i + 1]);
            return -1;
        }
    }
    if (off[n] != m) {
        PyErr_Format(PyExc_ValueError,
                     "%s(): '%s' offsets must end at the vertex count %zd, not %lld", func,
                     name, m, (long long)off[n]);
        return -1;
    }
    return 0;
}

// Acquire a polygon argument: the pair (vertices, offsets) of a PolygonArray (the
// Python layer passes it so), or (vertices, offsets, True) for a frozen one, whose
// rows were checked when it was made: when both buffers are read-only, the kernels
// skip the per-row check (c2d_rows.checked). A frozen array of its own gives, instead
// of True, what it keeps of its polygons (a read-only C-contiguous (N, C2D_KEPT_STRIDE)
// float64 array made with it: bounds and discs, kernels.h's c2d_rows.bounds): the
// kernels read them instead of the vertices where they alone answer. Vertices are rows of two doubles read in place;
// offsets an (N + 1,) contiguous int64 array, checked here once for the whole call
// (the kernels trust it): it starts at 0, gives every polygon 3 vertices or more
// (so never decreases), and ends at the vertex count. A caller's offsets are copied
// first and the copy checked and read: another thread may write to the caller's
// array while the kernels run without the GIL, and an offset changed after the
// check would send them past the vertices (a frozen array's offsets cannot change:
// their memory is a FrozenRows', checked when it was made, and not checked again).
/// Whether `obj` is what a frozen PolygonArray keeps of its n polygons: then held
/// in b->bounds_view and given to the kernels (b->rows.bounds). Anything else is no
/// mark of a frozen array (the rows are checked as any others).
static bool frozen_bounds(PyObject *obj, Py_ssize_t n, in_buf *b) {
    if (!PyObject_CheckBuffer(obj)) return false;
    if (PyObject_GetBuffer(obj, &b->bounds_view, PyBUF_RECORDS_RO) < 0) {
        PyErr_Clear();
        return false;
    }
    b->bounds_held = true;
    Py_buffer *v = &b->bounds_view;
    bool ok = v->readonly && v->itemsize == (Py_ssize_t)sizeof(double) &&
              c2d_native_double_format(v->format) && v->ndim == 2 && v->shape[0] == n &&
              v->shape[1] == C2D_KEPT_STRIDE && PyBuffer_IsContiguous(v, 'C') &&
              (uintptr_t)v->buf % sizeof(double) == 0;
    if (ok) b->rows.bounds = (const double *)v->buf;
    return ok;
}

int c2d_acquire_polygons(c2d_state *st, PyObject *obj, const char *func,
                         const c2d_kernel_arg *spec, in_buf *b) {
    if (!PyTuple_Check(obj) || PyTuple_GET_SIZE(obj) < 2 || PyTuple_GET_SIZE(obj) > 3) {
        PyErr_Format(st->conversion_needed,
                     "%s(): '%s' must be polygons as (vertices, offsets), not %.100s", func,
                     spec->name, Py_TYPE(obj)->tp_name);
        return -1;
    }
    const c2d_kernel_arg vertices = {spec->name, C2D_ROWS_vec};
    if (c2d_acquire_rows(st, PyTuple_GET_ITEM(obj, 0), func, &vertices, b) < 0) return -1;
    Py_ssize_t m = b->n;
    if (PyObject_GetBuffer(PyTuple_GET_ITEM(obj, 1), &b->offsets_view, PyBUF_RECORDS_RO) < 0) {
        if (!PyErr_ExceptionMatches(PyExc_TypeError) && !PyErr_ExceptionMatches(PyExc_BufferError))
            return -1;
        PyErr_Clear();
        PyErr_Format(st->conversion_needed, "%s(): '%s' offsets must be an int64 array", func,
                     spec->name);
        return -1;
    }
    b->offsets_held = true;
    Py_buffer *v = &b->offsets_view;
    if (v->itemsize != 8 || !c2d_int64_format(v->format) || v->ndim != 1 ||
        v->shape[0] < 1 || v->strides[0] != 8 || (uintptr_t)v->buf % 8 != 0) {
        PyErr_Format(st->conversion_needed,
                     "%s(): '%s' offsets must be a contiguous (N + 1,) int64 array", func,
                     spec->name);
        return -1;
    }
    const int64_t *off = (const int64_t *)v->buf;
    Py_ssize_t n = v->shape[0] - 1;
    PyObject *mark = PyTuple_GET_SIZE(obj) == 3 ? PyTuple_GET_ITEM(obj, 2) : NULL;
    b->rows.checked = mark != NULL && b->view.readonly && v->readonly &&
                      (mark == Py_True || frozen_bounds(mark, n, b));
    if (!b->rows.checked) {
        b->offsets_copy = PyMem_Malloc((size_t)(n + 1) * sizeof(int64_t));
        if (b->offsets_copy == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        memcpy(b->offsets_copy, off, (size_t)(n + 1) * sizeof(int64_t));
        off = b->offsets_copy;
    }
    // Offsets a frozen array made and checked for these vertices (py_frozen.c's
    // _frozen_offsets: memory nothing can write) are not checked again: on two arrays
    // of 1e5 octagons that pass was 16 % of an overlaps call.
    bool trusted = b->rows.checked && c2d_frozen_offsets_for(st, PyTuple_GET_ITEM(obj, 1), v, m);
    if (!trusted && c2d_check_offsets(off, n, m, func, spec->name) < 0) return -1;
    b->rows.offsets = off;
    b->rows.count = n;
    b->rows.base = 0;
    if (m > 1) b->rows.stride = b->view.strides[0] / (Py_ssize_t)sizeof(double);
    b->n = n;
    return 0;
}

// Acquire a shape set: the tuple (boxes, circles, segments, oboxes, capsules, polygons,
// ids) the Python layer makes of a collection (collide2d/_colliders.py), a column per
// kind in shape_set.h's order (polygons as (vertices, offsets)), and ids an int64
// array of one id per shape or None (numbered by position). Every row is checked and
// loaded into a set of tagged shapes with their bounds, once per call, before any
// kernel runs; a bad row is reported with its id.
int c2d_acquire_shape_set(c2d_state *st, PyObject *obj, const c2d_kernel_info *def, int arg,
                          in_buf *b) {
    const c2d_kernel_arg *spec = &def->args[arg];
    int borrowed = c2d_borrow_index(obj, b); // an Index's own set and grid
    if (borrowed != 0) return borrowed < 0 ? -1 : 0;
    if (!PyTuple_Check(obj) || PyTuple_GET_SIZE(obj) != C2D_SET_COLUMNS + 1) {
        PyErr_Format(PyExc_TypeError, "%s(): '%s' must be a shape set, not %.100s",
                     def->method, spec->name, Py_TYPE(obj)->tp_name);
        return -1;
    }
    b->parts = PyMem_Calloc(C2D_SET_COLUMNS, sizeof(in_buf));
    if (b->parts == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    static const c2d_row_kind KINDS[C2D_SET_COLUMNS] = {
        C2D_ROWS_aabb, C2D_ROWS_circle, C2D_ROWS_segment,
        C2D_ROWS_obb,  C2D_ROWS_capsule, C2D_ROWS_polygon};
    c2d_rows columns[C2D_SET_COLUMNS];
    Py_ssize_t total = 0;
    bool frozen_boxes = false;
    for (int c = 0; c < C2D_SET_COLUMNS; c++) {
        const c2d_kernel_arg part = {spec->name, KINDS[c]};
        PyObject *column = PyTuple_GET_ITEM(obj, c);
        // A frozen AABBArray's rows come as (rows, True) (collide2d/_sweep_into.py).
        if (c == C2D_SET_aabb && PyTuple_Check(column) && PyTuple_GET_SIZE(column) == 2 &&
            PyTuple_GET_ITEM(column, 1) == Py_True) {
            frozen_boxes = true;
            column = PyTuple_GET_ITEM(column, 0);
        }
        int got = KINDS[c] == C2D_ROWS_polygon
                      ? c2d_acquire_polygons(st, column, def->method, &part, &b->parts[c])
                      : c2d_acquire_rows(st, column, def->method, &part, &b->parts[c]);
        if (got < 0) return -1;
        columns[c] = b->parts[c].rows;
        columns[c].count = b->parts[c].n;
        total += b->parts[c].n;
    }
    PyObject *ids = PyTuple_GET_ITEM(obj, C2D_SET_COLUMNS);
    if (ids != Py_None) {
        if (PyObject_GetBuffer(ids, &b->ids_view, PyBUF_RECORDS_RO) < 0) return -1;
        b->ids_held = true;
        Py_buffer *v = &b->ids_view;
        if (v->itemsize != 8 || !c2d_int64_format(v->format) || v->ndim != 1 ||
            v->shape[0] != total || (total > 0 && v->strides[0] != 8) ||
            (uintptr_t)v->buf % 8 != 0) {
            PyErr_Format(PyExc_ValueError,
                         "%s(): '%s' ids must be a contiguous (%zd,) int64 array", def->method,
                         spec->name, total);
            return -1;
        }
        b->set.ids = (const int64_t *)v->buf;
    }
    // Each column's first row checked before the set's memory is asked for: a
    // zero-stride view (one row broadcast to 2^62) then reports its bad row, not a
    // MemoryError. The rest are checked as they are loaded, in one pass.
    c2d_status status = c2d_ok();
    for (int64_t c = 0, at = 0; c < C2D_SET_COLUMNS && status.code == C2D_OK;
         at += columns[c].count, c++) {
        c2d_rows first[C2D_SET_COLUMNS] = {{0}}; // every other column empty
        first[c] = columns[c];
        first[c].count = columns[c].count < 1 ? columns[c].count : 1;
        status = c2d_shape_set_check(first, arg);
        status.row = at; // its first row, in the set's numbering
    }
    if (status.code == C2D_OK) {
        if ((size_t)total > PY_SSIZE_T_MAX / sizeof(c2d_shape)) {
            PyErr_Format(PyExc_MemoryError, "%s(): no memory for %zd colliders", def->method,
                         total);
            return -1;
        }
        // Large sets on huge pages, reused (base/memory.h): freed with c2d_big_free. No
        // shapes where none would be written (boxes only, kept as their bounds): an
        // array never written would still take a place among the kept ones
        // (grid_build.c's shape copies say what that cost).
        bool shapes = total > columns[C2D_SET_aabb].count;
        b->set.shapes =
            shapes ? c2d_big_alloc((size_t)(total ? total : 1) * sizeof(c2d_shape)) : NULL;
        // A frozen AABBArray alone: its rows, (cx, cy, hx, hy) as c2d_aabb lays them out,
        // in memory that cannot change (a FrozenRows, py_frozen.c: no writable buffer of
        // it is given), are the set's bounds, read in place (no copy: 32 bytes a box
        // less, and no writing); still checked as they are read.
        const in_buf *boxes = &b->parts[C2D_SET_aabb];
        bool frozen = frozen_boxes && boxes->view.readonly;
        b->set.bounds_borrowed = (frozen || b->rows_in_place) && !shapes && total > 0 &&
                                 boxes->held && boxes->view.ndim == 2 &&
                                 columns[C2D_SET_aabb].stride == 4 &&
                                 PyBuffer_IsContiguous(&boxes->view, 'C');
        b->set.bounds_volatile = b->set.bounds_borrowed && !frozen;
        b->set.bounds = b->set.bounds_borrowed
                            ? (c2d_aabb *)columns[C2D_SET_aabb].data
                            : c2d_big_alloc((size_t)(total ? total : 1) * sizeof(c2d_aabb));
        if ((shapes && b->set.shapes == NULL) || b->set.bounds == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        int threads = c2d_threads_for(c2d_mul_saturated(total, LOAD_COST), st->num_threads,
                                      st->work_per_thread);
        const c2d_threads split = {c2d_run_parts, threads};
        Py_BEGIN_ALLOW_THREADS
        status = c2d_shape_set_load(&b->set, columns, arg, &split);
        Py_END_ALLOW_THREADS
    }
    if (status.code != C2D_OK) {
        // Named by its id, and by its own kind's words ("has a negative radius").
        int c = 0;
        for (int64_t first = 0; c < C2D_SET_COLUMNS - 1; c++) {
            if (status.row < first + columns[c].count) break;
            first += columns[c].count;
        }
        if (b->set.ids != NULL) status.row = b->set.ids[status.row];
        c2d_raise_status_as(def, status, KINDS[c]);
        return -1;
    }
    memset(&b->rows, 0, sizeof b->rows);
    b->rows.set = &b->set;
    b->rows.count = total;
    b->n = total;
    return 0;
}

/// Release an input's buffers (a shape set's columns too) and free a set's memory.
void c2d_release_in(in_buf *b) {
    if (b->index != NULL) { // borrowed: nothing of it is ours but the lock
        c2d_return_index(b);
        return;
    }
    if (b->held) PyBuffer_Release(&b->view);
    if (b->offsets_held) PyBuffer_Release(&b->offsets_view);
    PyMem_Free(b->offsets_copy);
    b->offsets_copy = NULL;
    if (b->bounds_held) PyBuffer_Release(&b->bounds_view);
    if (b->ids_held) PyBuffer_Release(&b->ids_view);
    if (b->parts != NULL) {
        for (int c = 0; c < C2D_SET_COLUMNS; c++) c2d_release_in(&b->parts[c]);
        PyMem_Free(b->parts);
    }
    c2d_grid_free((c2d_grid *)b->set.grid);
    b->set.grid = NULL;
    c2d_big_free(b->set.shapes);
    if (!b->set.bounds_borrowed) c2d_big_free(b->set.bounds);
}
