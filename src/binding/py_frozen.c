// collide2d binding: FrozenRows, the memory of a frozen AABBArray
// (collide2d/_aabb_array.py, AABBArray.freeze): a copy of float64 rows that nothing can
// write, so that the broad phase may read them in place, without the GIL, as a shape
// set's bounds (py_inputs.c). Its buffer is read-only: a writable request fails, so no
// numpy array over it can be made writable (numpy asks the base for a writable buffer
// before it sets the flag). The copy is on huge pages where it is large
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
    double *data;
    Py_ssize_t bytes;
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
    {Py_tp_doc, "Read-only float64 rows of a frozen array (AABBArray.freeze); made by "
                "_core._frozen_rows, read through the buffer protocol."},
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
    FrozenRowsObject *f = PyObject_New(FrozenRowsObject, st->frozen_rows_type);
    if (f == NULL) {
        PyBuffer_Release(&view);
        return NULL;
    }
    f->bytes = view.len;
    f->data = c2d_big_alloc((size_t)(view.len ? view.len : 1));
    if (f->data == NULL) {
        PyBuffer_Release(&view);
        Py_DECREF(f);
        return PyErr_NoMemory();
    }
    memcpy(f->data, view.buf, (size_t)view.len);
    PyBuffer_Release(&view);
    return (PyObject *)f;
}

PyMethodDef c2d_frozen_functions[] = {
    {"_frozen_rows", frozen_rows, METH_O,
     "_frozen_rows(rows): a read-only copy of C-contiguous float64 rows (AABBArray.freeze)."},
    {NULL, NULL, 0, NULL},
};
