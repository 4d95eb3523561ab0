// collide2d binding: Distance, the scalar result of the distance methods (a struct
// sequence: a named tuple of the signed distance, the two points and the normal;
// narrow/distance.h computes it), and the helper that fills any struct sequence.
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
    PyObject *o = PyStructSequence_New(st->distance_type);
    if (o == NULL) return NULL;
    PyObject *items[4] = {
        PyFloat_FromDouble(r->distance),
        c2d_new_vec2(st, r->point_a),
        c2d_new_vec2(st, r->point_b),
        c2d_new_vec2(st, r->normal),
    };
    return c2d_fill_struct_sequence(o, items, 4);
}

PyObject *c2d_fill_struct_sequence(PyObject *o, PyObject **items, int n) {
    // Every item made before any is handed to `o` (which then owns it): on a
    // failure each item is released exactly once.
    for (int k = 0; k < n; k++) {
        if (items[k] == NULL) {
            for (int j = 0; j < n; j++) Py_XDECREF(items[j]);
            Py_DECREF(o);
            return NULL;
        }
    }
    for (int k = 0; k < n; k++) PyStructSequence_SET_ITEM(o, k, items[k]);
    return o;
}
