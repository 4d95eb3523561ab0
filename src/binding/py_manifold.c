// collide2d binding: Manifold, the scalar result of the contacts methods (a struct
// sequence: the normal, the contact points and their separations; narrow/contacts.h
// computes it).
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
