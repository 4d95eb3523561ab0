// collide2d binding: Manifold, the scalar result of the contacts methods (a struct
// sequence: the normal, the contact points and their separations; narrow/contacts.h
// computes it), and the same contact seen from the other shape.
#include "py_common.h"

static PyStructSequence_Field manifold_fields[] = {
    {"normal", "Unit vector from the receiver toward the other shape."},
    {"points", "The contact points (a tuple of 0 to 2 Vec2), each midway between the two "
               "surfaces."},
    {"separations", "Each point's separation along the normal (a tuple of floats): < 0 "
                    "overlapping by that much."},
    {NULL, NULL},
};

PyStructSequence_Desc c2d_manifold_desc = {
    "collide2d.Manifold",
    "The contact manifold of two shapes: a normal and up to two contact points with\n"
    "their separations. See docs/contacts.md.",
    manifold_fields,
    3,
};

PyObject *c2d_new_manifold(c2d_state *st, const c2d_manifold *r) {
    int64_t count = r->count < 0 ? 0 : r->count > 2 ? 2 : r->count;
    PyObject *points = PyTuple_New((Py_ssize_t)count);
    PyObject *separations = PyTuple_New((Py_ssize_t)count);
    if (points != NULL && separations != NULL) {
        const c2d_vec2 at[2] = {r->point0, r->point1};
        const double sep[2] = {r->separation0, r->separation1};
        for (int64_t k = 0; k < count; k++) {
            PyObject *p = c2d_new_vec2(st, at[k]);
            PyObject *s = PyFloat_FromDouble(sep[k]);
            if (p == NULL || s == NULL) {
                Py_XDECREF(p);
                Py_XDECREF(s);
                Py_CLEAR(points);
                break;
            }
            PyTuple_SET_ITEM(points, k, p);
            PyTuple_SET_ITEM(separations, k, s);
        }
    }
    if (points == NULL) Py_CLEAR(separations);
    if (separations == NULL) Py_CLEAR(points);
    PyObject *items[3] = {c2d_new_vec2(st, r->normal), points, separations};
    return c2d_new_struct_sequence(st->manifold_type, items, 3);
}

/// A Manifold of b and a as the same contact seen from a: the normal negated as 0 - n
/// (no -0.0), the points and separations as they are (midway between the surfaces,
/// along the normal's line either way). For the generic contacts(a, b) of a point a.
static PyObject *manifold_turned(PyObject *module, PyObject *m) {
    c2d_state *st = c2d_state_of_module(module);
    c2d_vec2 n;
    if (c2d_result_normal(st, m, st->manifold_type, 0, "_manifold_turned", &n) < 0) return NULL;
    PyObject *items[3] = {
        c2d_new_vec2(st, c2d_v2(0.0 - n.x, 0.0 - n.y)),
        Py_NewRef(PyStructSequence_GET_ITEM(m, 1)),
        Py_NewRef(PyStructSequence_GET_ITEM(m, 2)),
    };
    return c2d_new_struct_sequence(st->manifold_type, items, 3);
}

PyMethodDef c2d_manifold_functions[] = {
    {"_manifold_turned", manifold_turned, METH_O,
     "_manifold_turned(m): the Manifold m (of b and a) as the same contact seen from a."},
    {NULL, NULL, 0, NULL},
};
