// collide2d binding: results by field (fields=), see py_fields.h.
#include "py_fields.h"

#include <string.h>

/// Rows per block: the scratch (FIELD_BLOCK x the largest result struct, 13 KB)
/// stays in the first-level cache between the kernel's writes and the copies.
enum { FIELD_BLOCK = 128, LARGEST_RESULT = 128 };

static int read_size(PyObject *obj, const char *what, size_t limit, size_t *out) {
    Py_ssize_t v = PyLong_Check(obj) ? PyLong_AsSsize_t(obj) : -1;
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < 0 || (size_t)v > limit) {
        PyErr_Format(PyExc_ValueError, "fields: %s out of range", what);
        return -1;
    }
    *out = (size_t)v;
    return 0;
}

static int acquire_field(c2d_state *st, const c2d_kernel_info *def, PyObject *item,
                         Py_ssize_t n, c2d_fields *f) {
    PyObject *offset, *size, *dtype, *shape;
    if (!PyTuple_Check(item) || !PyArg_ParseTuple(item, "OOOO!", &offset, &size, &dtype,
                                                  &PyTuple_Type, &shape)) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError, "fields: (offset, size, dtype, shape) tuples");
        return -1;
    }
    c2d_field_out *out = &f->field[f->count];
    size_t record = c2d_result_size[def->result];
    if (read_size(offset, "offset", record, &out->offset) < 0 ||
        read_size(size, "size", record - out->offset, &out->size) < 0)
        return -1;
    if (out->size == 0) {
        PyErr_SetString(PyExc_ValueError, "fields: a field has no bytes");
        return -1;
    }
    PyObject *first = Py_BuildValue("(n)", n);
    PyObject *full = first ? PySequence_Concat(first, shape) : NULL;
    Py_XDECREF(first);
    if (full == NULL) return -1;
    PyObject *call[2] = {full, dtype};
    PyObject *array = PyObject_Vectorcall(st->empty, call, 2, NULL);
    Py_DECREF(full);
    if (array == NULL) return -1;
    int i = f->count++; // from here released by c2d_fields_release
    f->arrays[i] = array;
    f->held[i] = false;
    Py_buffer *view = &f->views[i];
    if (PyObject_GetBuffer(array, view, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS) < 0) return -1;
    f->held[i] = true;
    if (view->len != n * (Py_ssize_t)out->size) {
        PyErr_Format(PyExc_ValueError, "%s(): a field's array has %zd bytes, not %zd",
                     def->method, view->len, n * (Py_ssize_t)out->size);
        return -1;
    }
    out->data = view->buf;
    return 0;
}

int c2d_fields_acquire(c2d_state *st, const c2d_kernel_info *def, PyObject *spec, Py_ssize_t n,
                       c2d_fields *f) {
    _Static_assert(sizeof(c2d_sweep) <= LARGEST_RESULT && sizeof(c2d_hit) <= LARGEST_RESULT &&
                       sizeof(c2d_line_hit) <= LARGEST_RESULT &&
                       sizeof(c2d_circle_points) <= LARGEST_RESULT &&
                       sizeof(c2d_interval) <= LARGEST_RESULT,
                   "the fields scratch holds FIELD_BLOCK of every record");
    if (!PyTuple_Check(spec)) {
        PyErr_Format(PyExc_TypeError, "%s(): fields: a tuple of fields", def->method);
        return -1;
    }
    if (PyTuple_GET_SIZE(spec) < 1 || PyTuple_GET_SIZE(spec) > C2D_MAX_FIELDS) {
        PyErr_Format(PyExc_ValueError, "%s(): fields: 1 to %d fields", def->method,
                     C2D_MAX_FIELDS);
        return -1;
    }
    if (st->empty == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "collide2d._core: no output allocator registered");
        return -1;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(spec); i++)
        if (acquire_field(st, def, PyTuple_GET_ITEM(spec, i), n, f) < 0) return -1;
    return 0;
}

PyObject *c2d_fields_result(const c2d_fields *f) {
    PyObject *t = PyTuple_New(f->count);
    for (int i = 0; t != NULL && i < f->count; i++)
        PyTuple_SET_ITEM(t, i, Py_NewRef(f->arrays[i]));
    return t;
}

void c2d_fields_release(c2d_fields *f) {
    for (int i = 0; i < f->count; i++) {
        if (f->held[i]) PyBuffer_Release(&f->views[i]);
        f->held[i] = false;
        Py_CLEAR(f->arrays[i]);
    }
    f->count = 0;
}

/// Copy one field of m records (`item` bytes apart) to rows [row, row + m) of
/// its array. The common sizes are constants, so each copy is a move or two.
static void copy_field(const c2d_field_out *fo, const unsigned char *records, size_t item,
                       int64_t row, int64_t m) {
    const unsigned char *src = records + fo->offset;
    char *dst = fo->data + (size_t)row * fo->size;
#define COPY_ROWS(size)                                                                     \
    for (int64_t r = 0; r < m; r++) memcpy(dst + (size_t)r * (size), src + (size_t)r * item, (size))
    switch (fo->size) {
    case 1: COPY_ROWS(1); break;
    case 8: COPY_ROWS(8); break;
    case 16: COPY_ROWS(16); break;
    default: COPY_ROWS(fo->size); break;
    }
#undef COPY_ROWS
}

c2d_status c2d_fields_run(const c2d_kernel_info *def, c2d_kernel_fn fn, int64_t n,
                          const c2d_rows *rows, const int64_t *counts, int64_t start,
                          const c2d_fields *f) {
    _Alignas(16) unsigned char scratch[FIELD_BLOCK * LARGEST_RESULT];
    size_t item = c2d_result_size[def->result];
    c2d_rows block[C2D_MAX_KERNEL_ARGS];
    for (int64_t b = 0; b < n; b += FIELD_BLOCK) {
        int64_t m = n - b < FIELD_BLOCK ? n - b : FIELD_BLOCK;
        for (int k = 0; k < def->n_args; k++)
            block[k] = c2d_rows_from(rows[k], def->args[k].kind, b);
        c2d_status st = fn(m, block, counts, scratch);
        if (st.code != C2D_OK) return st;
        for (int i = 0; i < f->count; i++) copy_field(&f->field[i], scratch, item, start + b, m);
    }
    return c2d_ok();
}
