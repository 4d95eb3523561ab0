// collide2d binding: FrozenRows, the memory of a frozen AABBArray
// (collide2d/_aabb_array.py, AABBArray.freeze): a copy of float64 rows that nothing can
// write, so that the broad phase may read them in place, without the GIL, as a shape
// set's bounds (py_inputs.c); and of a frozen PolygonArray's offsets, checked once when
// copied, so that the kernels take them unchecked. Its buffer is read-only: a writable
// request fails, so no numpy array over it can be made writable (numpy asks the base for
// a writable buffer before it sets the flag). The copy is on huge pages where it is large
// (base/memory.h's c2d_big_alloc, as the sets' own bounds are): the broad phase reads
// the rows in the grid's order, at random places, and on pages of the system's usual
// size nearly every such read missed the address cache (a first version over a bytes
// object: pairs of 1e6 frozen boxes took 1.09x the time of a copy made for the call).
#include "py_common.h"
#include "py_inputs.h"

#include "base/memory.h"

#include <string.h>

typedef struct {
    PyObject_HEAD
    void *data;
    Py_ssize_t bytes;
    /// For polygon offsets (_frozen_offsets): the vertex count they were checked for,
    /// else -1.
    Py_ssize_t offsets_of;
} FrozenRowsObject;

static int frozen_getbuffer(PyObject *self, Py_buffer *view, int flags) {
    FrozenRowsObject *f = (FrozenRowsObject *)self;
    // Read-only bytes: PyBuffer_FillInfo refuses PyBUF_WRITABLE with a BufferError.
    return PyBuffer_FillInfo(view, self, f->data, f->bytes, 1, flags);
}

static void frozen_dealloc(PyObject *self) {
    FrozenRowsObject *f = (FrozenRowsObject *)self;
    PyTypeObject *type = Py_TYPE(self);
    c2d_big_free(f->data);
    type->tp_free(self);
    Py_DECREF(type);
}

static PyType_Slot frozen_slots[] = {
    {Py_tp_doc, "Read-only memory of a frozen array: float64 rows (AABBArray.freeze, made "
                "by _core._frozen_rows) or polygon offsets (PolygonArray.freeze, "
                "_core._frozen_offsets), read through the buffer protocol."},
    {Py_tp_dealloc, frozen_dealloc},
    {Py_bf_getbuffer, frozen_getbuffer},
    {0, NULL},
};

PyType_Spec c2d_frozen_rows_spec = {
    .name = "collide2d._core.FrozenRows",
    .basicsize = sizeof(FrozenRowsObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_DISALLOW_INSTANTIATION | Py_TPFLAGS_IMMUTABLETYPE,
    .slots = frozen_slots,
};

/// A FrozenRows holding a copy of the `view.len` bytes at `view.buf`; NULL with an
/// exception set.
static FrozenRowsObject *frozen_copy(c2d_state *st, const Py_buffer *view, Py_ssize_t offsets_of) {
    FrozenRowsObject *f = PyObject_New(FrozenRowsObject, st->frozen_rows_type);
    if (f == NULL) return NULL;
    f->bytes = view->len;
    f->offsets_of = offsets_of;
    f->data = c2d_big_alloc((size_t)(view->len ? view->len : 1));
    if (f->data == NULL) {
        Py_DECREF(f);
        PyErr_NoMemory();
        return NULL;
    }
    memcpy(f->data, view->buf, (size_t)view->len);
    return f;
}

/// _core._frozen_rows(rows): a FrozenRows holding a copy of the bytes of `rows`, a
/// C-contiguous float64 buffer (the Python layer checks the copy's rows after).
static PyObject *frozen_rows(PyObject *module, PyObject *rows) {
    c2d_state *st = PyModule_GetState(module);
    Py_buffer view;
    if (PyObject_GetBuffer(rows, &view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return NULL;
    if (view.itemsize != (Py_ssize_t)sizeof(double) || !c2d_native_double_format(view.format)) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_TypeError, "_frozen_rows(): 'rows' must be C-contiguous float64");
        return NULL;
    }
    FrozenRowsObject *f = frozen_copy(st, &view, -1);
    PyBuffer_Release(&view);
    return (PyObject *)f;
}

/// _core._frozen_offsets(offsets, vertex_count): a FrozenRows holding a copy of the
/// (N + 1,) int64 `offsets` of a frozen PolygonArray, the copy checked for
/// `vertex_count` vertices (c2d_check_offsets). The kernels then take those offsets
/// without checking them again (c2d_frozen_offsets_for): nothing can write them.
static PyObject *frozen_offsets(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    c2d_state *st = PyModule_GetState(module);
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "_frozen_offsets() takes (offsets, vertex_count)");
        return NULL;
    }
    Py_ssize_t m = PyNumber_AsSsize_t(args[1], PyExc_OverflowError);
    if (m == -1 && PyErr_Occurred()) return NULL;
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return NULL;
    if (view.itemsize != 8 || !c2d_int64_format(view.format) || view.ndim != 1 ||
        view.shape[0] < 1) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_TypeError,
                        "_frozen_offsets(): 'offsets' must be a contiguous (N + 1,) int64 array");
        return NULL;
    }
    FrozenRowsObject *f = frozen_copy(st, &view, m);
    PyBuffer_Release(&view);
    if (f != NULL && c2d_check_offsets((const int64_t *)f->data, f->bytes / 8 - 1, m,
                                       "PolygonArray", "offsets") < 0)
        Py_CLEAR(f);
    return (PyObject *)f;
}

bool c2d_frozen_offsets_for(c2d_state *st, PyObject *obj, const Py_buffer *view, Py_ssize_t m) {
    // A frozen array's offsets are a view of an array over a memoryview of the
    // FrozenRows: numpy's `base`, then the memoryview's object, a few steps up.
    // Attribute errors mean "not ours".
    Py_INCREF(obj);
    for (int step = 0; step < 4 && obj != NULL; step++) {
        if (Py_IS_TYPE(obj, st->frozen_rows_type)) {
            FrozenRowsObject *f = (FrozenRowsObject *)obj;
            bool ours = f->offsets_of == m && f->data == view->buf && f->bytes == view->len;
            Py_DECREF(obj);
            return ours;
        }
        // A memoryview's exporter is its obj (numpy's frombuffer of one keeps the view).
        PyObject *base = PyMemoryView_Check(obj) ? Py_XNewRef(PyMemoryView_GET_BASE(obj))
                                                 : PyObject_GetAttrString(obj, "base");
        Py_DECREF(obj);
        if (base == NULL) PyErr_Clear();
        if (base == Py_None) Py_CLEAR(base);
        obj = base;
    }
    Py_XDECREF(obj);
    return false;
}

PyMethodDef c2d_frozen_functions[] = {
    {"_frozen_rows", frozen_rows, METH_O,
     "_frozen_rows(rows): a read-only copy of C-contiguous float64 rows (AABBArray.freeze)."},
    {"_frozen_offsets", (PyCFunction)(void (*)(void))frozen_offsets, METH_FASTCALL,
     "_frozen_offsets(offsets, vertex_count): a read-only copy of a frozen PolygonArray's "
     "int64 offsets, checked for vertex_count vertices."},
    {NULL, NULL, 0, NULL},
};
