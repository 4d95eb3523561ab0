// collide2d binding: Distance, the scalar result of the distance methods (a struct
// sequence: a named tuple of the signed distance, the two points and the normal;
// narrow/distance.h computes it), the same measure seen from the other shape, and the
// helper that makes any of our struct sequences.
#include "py_common.h"

static PyStructSequence_Field distance_fields[] = {
    {"distance", "The gap (> 0), or minus the penetration depth (< 0); 0 touching."},
    {"point_a", "On the receiver's surface: the closest point apart, the deepest overlapping."},
    {"point_b", "On the other shape's surface, likewise."},
    {"normal", "Unit vector from the receiver toward the other (moving the other along it "
               "parts them)."},
    {NULL, NULL},
};

PyStructSequence_Desc c2d_distance_desc = {
    "collide2d.Distance",
    "The signed distance between two shapes, with its points and normal:\n"
    "distance == dot(point_b - point_a, normal). See docs/distance.md.",
    distance_fields,
    4,
};

PyObject *c2d_new_distance(c2d_state *st, const c2d_distance *r) {
    PyObject *items[4] = {
        PyFloat_FromDouble(r->distance),
        c2d_new_vec2(st, r->point_a),
        c2d_new_vec2(st, r->point_b),
        c2d_new_vec2(st, r->normal),
    };
    return c2d_new_struct_sequence(st->distance_type, items, 4);
}

PyObject *c2d_new_struct_sequence(PyTypeObject *type, PyObject **items, int n) {
    // Every item made before any is handed to the result (which then owns it): on a
    // failure each item is released exactly once.
    PyStructSequence *o = NULL;
    bool made = true;
    for (int k = 0; k < n; k++) made &= items[k] != NULL;
    if (made) {
#if PY_VERSION_HEX < 0x030E0000
        // Allocated as PyStructSequence_New allocates up to 3.13, without its two
        // look-ups of the type's field counts in the type's dict on every call (a sixth
        // of a scalar distance call of two circles, by perf): n is every field, ours
        // hide none. From 3.14 a tuple caches its hash in a field of its own, which
        // PyStructSequence_New sets up: there it is called.
        o = PyObject_GC_NewVar(PyStructSequence, type, n);
#else
        o = (PyStructSequence *)PyStructSequence_New(type);
#endif
    }
    if (o == NULL) {
        for (int k = 0; k < n; k++) Py_XDECREF(items[k]);
        return NULL;
    }
    for (int k = 0; k < n; k++) PyStructSequence_SET_ITEM(o, k, items[k]);
    return (PyObject *)o;
}

int c2d_result_normal(c2d_state *st, PyObject *result, PyTypeObject *type, Py_ssize_t field,
                      const char *func, c2d_vec2 *out) {
    if (!Py_IS_TYPE(result, type)) {
        PyErr_Format(PyExc_TypeError, "%s() takes a %s, not %.200s", func,
                     type == st->distance_type ? "Distance" : "Manifold",
                     Py_TYPE(result)->tp_name);
        return -1;
    }
    PyObject *normal = PyStructSequence_GET_ITEM(result, field);
    if (!Py_IS_TYPE(normal, st->vec2_type)) {
        PyErr_Format(PyExc_TypeError, "%s(): the normal is not a Vec2", func);
        return -1;
    }
    *out = ((Vec2Object *)normal)->v;
    return 0;
}

/// A Distance from b to a as the same measure from a to b: the points swapped, the
/// normal negated as 0 - n (no -0.0). The generic distance(a, b) of a point a and a
/// shape b calls b's method and turns its answer: in Python, rebuilding the struct
/// sequence cost more than the query (686 against 296 ns for a point and a box).
static PyObject *distance_turned(PyObject *module, PyObject *d) {
    c2d_state *st = c2d_state_of_module(module);
    c2d_vec2 n;
    if (c2d_result_normal(st, d, st->distance_type, 3, "_distance_turned", &n) < 0) return NULL;
    PyObject *items[4] = {
        Py_NewRef(PyStructSequence_GET_ITEM(d, 0)),
        Py_NewRef(PyStructSequence_GET_ITEM(d, 2)),
        Py_NewRef(PyStructSequence_GET_ITEM(d, 1)),
        c2d_new_vec2(st, c2d_v2(0.0 - n.x, 0.0 - n.y)),
    };
    return c2d_new_struct_sequence(st->distance_type, items, 4);
}

PyMethodDef c2d_distance_functions[] = {
    {"_distance_turned", distance_turned, METH_O,
     "_distance_turned(d): the Distance d (from b to a) as the same measure from a to b."},
    {NULL, NULL, 0, NULL},
};
