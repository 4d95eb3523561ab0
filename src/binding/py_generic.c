// collide2d binding: GenericFunction, the generic functions' scalar fast path
// (collide2d/_generic.py makes overlaps, intersect, distance and contacts of it). A call
// with two positional shapes of the library's exact scalar types (and, for contacts, a
// margin) finds its method in a table by the two types and calls it; every other call
// goes to the Python function, which classifies its arguments. In Python the same
// lookup cost a function call, a tuple of the two types and its hash on top of the
// method (84 ns for overlaps of two circles against the method's 17); here it is two
// dict look-ups of type pointers.
//
// The object carries the Python function's name, docstring and signature
// (functools.update_wrapper, through its __dict__), and has a __get__ that returns it
// unbound, so that inspect, help() and doctest see a function, as builtins are seen.
#include "py_common.h"

#include <stddef.h>
#if PY_VERSION_HEX < 0x030C0000
#include <structmember.h> // T_PYSSIZET, READONLY (in Python.h as Py_T_PYSSIZET from 3.12)
#define Py_T_PYSSIZET T_PYSSIZET
#define Py_READONLY READONLY
#endif

typedef struct {
    PyObject_HEAD
    PyObject *table;    // dict: type -> dict: type -> callable(a, b[, extra])
    PyObject *fallback; // the Python function, for every other call
    PyObject *dict;     // __dict__: __name__, __doc__, __wrapped__, ...
    Py_ssize_t most;    // the most positional arguments the table's calls take
    vectorcallfunc vectorcall;
} GenericObject;

static PyObject *generic_vectorcall(PyObject *self, PyObject *const *args, size_t nargsf,
                                    PyObject *kwnames) {
    GenericObject *g = (GenericObject *)self;
    Py_ssize_t n = PyVectorcall_NARGS(nargsf);
    if (kwnames == NULL && n >= 2 && n <= g->most) {
        PyObject *row = PyDict_GetItemWithError(g->table, (PyObject *)Py_TYPE(args[0]));
        PyObject *call = row != NULL
                             ? PyDict_GetItemWithError(row, (PyObject *)Py_TYPE(args[1]))
                             : NULL;
        if (call != NULL) {
            // Held for the call: the table is a dict Python code can reach.
            Py_INCREF(call);
            PyObject *result = PyObject_Vectorcall(call, args, (size_t)n, NULL);
            Py_DECREF(call);
            return result;
        }
        if (PyErr_Occurred()) return NULL;
    }
    return PyObject_Vectorcall(g->fallback, args, nargsf, kwnames);
}

static PyObject *generic_get(PyObject *self, PyObject *obj, PyObject *type) {
    (void)obj, (void)type;
    return Py_NewRef(self); // as a builtin function: never bound to an instance
}

static PyObject *generic_repr(PyObject *self) {
    GenericObject *g = (GenericObject *)self;
    PyObject *name = g->dict != NULL ? PyDict_GetItemString(g->dict, "__qualname__") : NULL;
    if (name == NULL) return PyUnicode_FromString("<collide2d generic function>");
    return PyUnicode_FromFormat("<function collide2d.%U>", name);
}

/// Pickled (and copied) by reference, as functions are: its name in its module.
static PyObject *generic_reduce(PyObject *self, PyObject *unused) {
    (void)unused;
    GenericObject *g = (GenericObject *)self;
    PyObject *name = g->dict != NULL ? PyDict_GetItemString(g->dict, "__qualname__") : NULL;
    if (name == NULL) {
        PyErr_SetString(PyExc_TypeError, "a generic function without a name cannot be pickled");
        return NULL;
    }
    return Py_NewRef(name);
}

static PyMethodDef generic_methods[] = {
    {"__reduce__", generic_reduce, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static int generic_traverse(PyObject *self, visitproc visit, void *arg) {
    GenericObject *g = (GenericObject *)self;
    Py_VISIT(Py_TYPE(self));
    Py_VISIT(g->table);
    Py_VISIT(g->fallback);
    Py_VISIT(g->dict);
    return 0;
}

static int generic_clear(PyObject *self) {
    GenericObject *g = (GenericObject *)self;
    Py_CLEAR(g->table);
    Py_CLEAR(g->fallback);
    Py_CLEAR(g->dict);
    return 0;
}

static void generic_dealloc(PyObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    generic_clear(self);
    type->tp_free(self);
    Py_DECREF(type);
}

static PyMemberDef generic_members[] = {
    {"__dictoffset__", Py_T_PYSSIZET, offsetof(GenericObject, dict), Py_READONLY, NULL},
    {"__vectorcalloffset__", Py_T_PYSSIZET, offsetof(GenericObject, vectorcall), Py_READONLY,
     NULL},
    {NULL},
};

static PyGetSetDef generic_getset[] = {
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict, NULL, NULL},
    {NULL},
};

static PyType_Slot generic_slots[] = {
    {Py_tp_doc, "A generic function of collide2d (made by _core._generic_function): "
                "scalar shapes of the library's types straight to their method, every "
                "other call to the Python function it wraps."},
    {Py_tp_call, PyVectorcall_Call},
    {Py_tp_descr_get, generic_get},
    {Py_tp_repr, generic_repr},
    {Py_tp_members, generic_members},
    {Py_tp_getset, generic_getset},
    {Py_tp_methods, generic_methods},
    {Py_tp_traverse, generic_traverse},
    {Py_tp_clear, generic_clear},
    {Py_tp_dealloc, generic_dealloc},
    {0, NULL},
};

PyType_Spec c2d_generic_spec = {
    .name = "collide2d._core.GenericFunction",
    .basicsize = sizeof(GenericObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL |
             Py_TPFLAGS_DISALLOW_INSTANTIATION | Py_TPFLAGS_IMMUTABLETYPE,
    .slots = generic_slots,
};

/// _core._generic_function(table, fallback, most): table a dict of dicts (type of a ->
/// type of b -> callable), fallback a callable, most the most positional arguments
/// (2 or 3) a call may have to go through the table.
static PyObject *generic_function(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    c2d_state *st = c2d_state_of_module(module);
    if (nargs != 3 || !PyDict_CheckExact(args[0]) || !PyCallable_Check(args[1]) ||
        !PyLong_Check(args[2])) {
        PyErr_SetString(PyExc_TypeError,
                        "_generic_function(table, fallback, most): a dict, a callable, an int");
        return NULL;
    }
    Py_ssize_t most = PyLong_AsSsize_t(args[2]);
    if (most == -1 && PyErr_Occurred()) return NULL;
    PyObject *type_a, *row;
    Py_ssize_t at = 0;
    while (PyDict_Next(args[0], &at, &type_a, &row)) {
        if (!PyType_Check(type_a) || !PyDict_CheckExact(row)) {
            PyErr_SetString(PyExc_TypeError,
                            "_generic_function(): the table maps types to dicts of types");
            return NULL;
        }
    }
    GenericObject *g = PyObject_GC_New(GenericObject, st->generic_type);
    if (g == NULL) return NULL;
    g->table = Py_NewRef(args[0]);
    g->fallback = Py_NewRef(args[1]);
    g->dict = NULL;
    g->most = most;
    g->vectorcall = generic_vectorcall;
    PyObject_GC_Track(g);
    return (PyObject *)g;
}

PyMethodDef c2d_generic_functions[] = {
    {"_generic_function", (PyCFunction)(void (*)(void))generic_function, METH_FASTCALL,
     "_generic_function(table, fallback, most, /)\n--\n\n"
     "A generic function: two scalar shapes whose types the table holds go to its call, "
     "every other call to fallback."},
    {NULL, NULL, 0, NULL},
};
