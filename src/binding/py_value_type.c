// collide2d binding: the shared implementations behind py_value_type.h. A
// value type is a handful of contiguous doubles after PyObject_HEAD; every
// function here is told where they are (an offset, or a pointer the type's
// one-line slot computed) and how many, so no type writes them again.
#include "py_common.h"
#include "py_value_type.h"

// ---- repr, hash, pickling --------------------------------------------------

PyObject *c2d_repr_doubles(const char *format, const double *v, int n) {
    PyObject *text[5] = {NULL, NULL, NULL, NULL, NULL};
    PyObject *r = NULL;
    int k = 0;
    while (k < n && (text[k] = c2d_float_repr(v[k])) != NULL) k++;
    // Unused trailing arguments are ignored: `format` names exactly n of them.
    if (k == n) r = PyUnicode_FromFormat(format, text[0], text[1], text[2], text[3], text[4]);
    for (k = 0; k < n; k++) Py_XDECREF(text[k]);
    return r;
}

PyObject *c2d_repr_getset(PyObject *self, const char *name, const PyGetSetDef *fields) {
    // "name(field=repr, ...)": each value comes from its own getter, so the
    // repr shows exactly what the attributes return (a Vec2 as "Vec2(x, y)",
    // a float as repr(float), a bool as True/False).
    PyObject *parts = PyList_New(0), *r = NULL;
    if (parts == NULL) return NULL;
    for (const PyGetSetDef *f = fields; f->name != NULL; f++) {
        PyObject *value = f->get(self, f->closure);
        PyObject *part = value ? PyUnicode_FromFormat("%s=%R", f->name, value) : NULL;
        Py_XDECREF(value);
        int failed = part == NULL || PyList_Append(parts, part) < 0;
        Py_XDECREF(part);
        if (failed) goto done;
    }
    PyObject *sep = PyUnicode_FromString(", ");
    PyObject *inside = sep ? PyUnicode_Join(sep, parts) : NULL;
    Py_XDECREF(sep);
    if (inside != NULL) r = PyUnicode_FromFormat("%s(%U)", name, inside);
    Py_XDECREF(inside);
done:
    Py_DECREF(parts);
    return r;
}

Py_hash_t c2d_hash_doubles(const double *v, int n) {
    PyObject *t = PyTuple_New(n);
    if (t == NULL) return -1;
    for (int k = 0; k < n; k++) {
        PyObject *f = PyFloat_FromDouble(v[k]);
        if (f == NULL) {
            Py_DECREF(t);
            return -1;
        }
        PyTuple_SET_ITEM(t, k, f);
    }
    Py_hash_t h = PyObject_Hash(t);
    Py_DECREF(t);
    return h;
}

PyObject *c2d_value_reduce(PyObject *self, const char *format, const double *v, int n) {
    double w[5] = {0.0, 0.0, 0.0, 0.0, 0.0};
    for (int k = 0; k < n && k < 5; k++) w[k] = v[k];
    PyObject *args = Py_BuildValue(format, w[0], w[1], w[2], w[3], w[4]);
    if (args == NULL) return NULL;
    // A subclass made in Python may hold its own data in __dict__: it is the
    // state part of the reduce tuple, restored by pickle's default setstate.
    PyObject **dict = _PyObject_GetDictPtr(self);
    PyObject *r = (dict == NULL || *dict == NULL || PyDict_GET_SIZE(*dict) == 0)
                      ? PyTuple_Pack(2, (PyObject *)Py_TYPE(self), args)
                      : PyTuple_Pack(3, (PyObject *)Py_TYPE(self), args, *dict);
    Py_DECREF(args);
    return r;
}

// ---- life cycle and comparison ---------------------------------------------

void c2d_value_dealloc(PyObject *self) {
    PyTypeObject *tp = Py_TYPE(self);
    tp->tp_free(self);
    Py_DECREF(tp); // heap types: each instance holds a reference to its type
}

void c2d_record_dealloc(PyObject *self, int kind) {
#if C2D_FREE_LISTS
    PyTypeObject *tp = Py_TYPE(self);
    c2d_state *st = PyType_GetModuleState(tp);
    // Hit and Sweep are final: the list's objects all have the state's type.
    // A cleared state (interpreter shutdown) takes none.
    if (st != NULL && st->hit_type != NULL) {
        c2d_free_list *list = &st->free_lists[kind];
        if (list->count < C2D_FREE_MAX) {
            list->items[list->count++] = self;
            Py_DECREF(tp); // as c2d_value_dealloc: PyObject_Init takes it again
            return;
        }
    }
#else
    (void)kind;
#endif
    c2d_value_dealloc(self);
}

PyObject *c2d_record_alloc(c2d_state *st, int kind, PyTypeObject *type) {
#if C2D_FREE_LISTS
    c2d_free_list *list = &st->free_lists[kind];
    if (list->count > 0) return PyObject_Init(list->items[--list->count], type);
#else
    (void)st;
    (void)kind;
#endif
    return PyObject_GC_New(PyObject, type);
}

void c2d_free_lists_clear(c2d_state *st) {
    for (int k = 0; k < C2D_FREE_KINDS; k++) {
        c2d_free_list *list = &st->free_lists[k];
        while (list->count > 0) PyObject_GC_Del(list->items[--list->count]);
    }
}

bool c2d_doubles_equal(PyObject *a, PyObject *b, size_t offset, int n) {
    const double *u = (const double *)((char *)a + offset);
    const double *v = (const double *)((char *)b + offset);
    bool eq = true;
    for (int k = 0; k < n; k++) eq = eq && u[k] == v[k]; // -0.0 == 0.0; NaN is never equal
    return eq;
}

PyObject *c2d_value_richcompare(PyObject *self, PyObject *other, int op, size_t type_offset,
                                size_t offset, int n) {
    if (op != Py_EQ && op != Py_NE) Py_RETURN_NOTIMPLEMENTED;
    if (Py_TYPE(other) != Py_TYPE(self)) {
        c2d_state *st = c2d_state_of_type(Py_TYPE(self));
        PyTypeObject *base = *(PyTypeObject **)((char *)st + type_offset);
        if (!c2d_is(other, base)) Py_RETURN_NOTIMPLEMENTED;
    }
    bool eq = c2d_doubles_equal(self, other, offset, n);
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

// ---- attributes ------------------------------------------------------------

PyObject *c2d_get_double(PyObject *self, void *offset) {
    return PyFloat_FromDouble(*(const double *)((char *)self + (uintptr_t)offset));
}

PyObject *c2d_get_vec2(PyObject *self, void *offset) {
    return c2d_vec_of(self, *(const c2d_vec2 *)((char *)self + (uintptr_t)offset));
}

PyObject *c2d_get_object(PyObject *self, void *offset) {
    return Py_NewRef(*(PyObject **)((char *)self + (uintptr_t)offset));
}

// ---- buffer export ---------------------------------------------------------

int c2d_export_row(PyObject *self, Py_buffer *view, int flags, double *data, int n) {
    // The buffer keeps pointers to its shape and strides: static arrays.
    static const Py_ssize_t shapes[6] = {0, 1, 2, 3, 4, 5};
    static const Py_ssize_t strides[1] = {sizeof(double)};
    if (flags & PyBUF_WRITABLE) {
        PyErr_Format(PyExc_BufferError, "%.100s is immutable", Py_TYPE(self)->tp_name);
        return -1;
    }
    view->obj = Py_NewRef(self);
    view->buf = data;
    view->len = n * (Py_ssize_t)sizeof(double);
    view->readonly = 1;
    view->itemsize = sizeof(double);
    view->format = (flags & PyBUF_FORMAT) ? "d" : NULL;
    view->ndim = 1;
    view->shape = (Py_ssize_t *)&shapes[n];
    view->strides = (Py_ssize_t *)strides;
    view->suboffsets = NULL;
    view->internal = NULL;
    return 0;
}

// ---- pictures --------------------------------------------------------------

PyObject *c2d_repr_svg(PyObject *self, PyObject *unused) {
    // Imported when first drawn, not at module init: collide2d._svg imports the
    // package, which imports this extension.
    PyObject *svg = PyImport_ImportModule("collide2d._svg");
    if (svg == NULL) return NULL;
    PyObject *picture = PyObject_CallMethod(svg, "svg_of", "O", self);
    Py_DECREF(svg);
    return picture;
}
