// collide2d binding: the scalar sweep_into, a body through a list of shapes of
// any kinds, each pair answered through the core's [kind][kind] sweep table
// (dispatch.h); the batch form is the sweep_into kernel (sweep_into.c).
#include "kernels/shape_set.h"
#include "py_common.h"

/// `obj` as a tagged shape, by its (base) type; false if it is no shape.
static bool shape_of(c2d_state *st, PyObject *obj, c2d_shape *out) {
    if (c2d_is(obj, st->aabb_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_aabb, .aabb = ((AABBObject *)obj)->box};
    } else if (c2d_is(obj, st->circle_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_circle, .circle = ((CircleObject *)obj)->circle};
    } else if (c2d_is(obj, st->segment_type)) {
        // A segment is a capsule of radius 0 (the sweep table's entries are capsules').
        c2d_segment s = ((SegmentObject *)obj)->segment;
        *out = (c2d_shape){.kind = C2D_SHAPE_capsule, .capsule = {s.a, s.b, 0.0}};
    } else if (c2d_is(obj, st->obb_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_obb, .obb = ((OBBObject *)obj)->obb};
    } else if (c2d_is(obj, st->capsule_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_capsule, .capsule = ((CapsuleObject *)obj)->capsule};
    } else if (c2d_is(obj, st->polygon_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_polygon, .polygon = c2d_polygon_of(obj)};
    } else {
        return false;
    }
    return true;
}

static int bad_collider(const char *func, Py_ssize_t index, PyObject *collider) {
    PyErr_Format(PyExc_TypeError,
                 "%s(): 'colliders' item %zd must be an AABB, a Circle, a Segment, an OBB, a "
                 "Capsule or a Polygon, not %.100s",
                 func, index, Py_TYPE(collider)->tp_name);
    return -1;
}

PyObject *c2d_sweep_into_method(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                PyObject *kwnames) {
    static const char *const names[] = {"colliders", "delta"};
    const char *func = "sweep_into";
    PyObject *values[2] = {NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 2, 2, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 delta;
    if (c2d_parse_point(st, values[1], func, "delta", &delta) < 0) return NULL;
    PyObject *colliders = values[0];
    c2d_shape mover;
    if (!shape_of(st, self, &mover)) {
        PyErr_SetString(PyExc_SystemError, "sweep_into(): the body is no shape");
        return NULL;
    }
    c2d_vec2 start = c2d_shape_reference(&mover);
    // One shape is a sequence of one, as the array twins take it (a Polygon or a Segment
    // is iterable too: by its vertices).
    c2d_shape one;
    PyObject *seq = shape_of(st, colliders, &one)
                        ? PyTuple_Pack(1, colliders)
                        : PySequence_Fast(colliders, "sweep_into(): 'colliders' must be iterable");
    if (seq == NULL) {
        // Not iterable, or not item by item (a 2-D memoryview): a TypeError
        // naming the argument. A user's own exception from __iter__ passes.
        if (PyErr_ExceptionMatches(PyExc_TypeError) ||
            PyErr_ExceptionMatches(PyExc_NotImplementedError)) {
            PyErr_Clear();
            // An Index (it lends its shapes to sweeps as `_sweep_set`) names its shapes
            // by id, not by object, so it answers with a SweepArray: say where.
            int is_index = PyObject_HasAttrString(colliders, "_sweep_set");
            if (is_index)
                PyErr_SetString(PyExc_TypeError,
                                "sweep_into(): 'colliders' is an Index, whose hits name ids, "
                                "not shapes: use index.sweep_into(shape, delta) or "
                                "collide2d.sweep_into(shape, index, delta), a SweepArray of "
                                "one row");
            else
                PyErr_Format(PyExc_TypeError,
                             "sweep_into(): 'colliders' must be an iterable of shapes, not %.100s",
                             Py_TYPE(colliders)->tp_name);
        }
        return NULL;
    }
    c2d_sweep nearest = c2d_sweep_miss(start, delta);
    PyObject *hit_collider = Py_None;
    int64_t nearest_at = INT64_MAX;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    for (Py_ssize_t j = 0; j < n; j++) {
        c2d_shape collider;
        c2d_sweep s;
        if (!shape_of(st, items[j], &collider) || !c2d_sweep_shapes(&collider, &mover, delta, &s)) {
            bad_collider("sweep_into", j, items[j]);
            Py_DECREF(seq);
            return NULL;
        }
        // noonat/intersect's sweepInto: keep the nearest; ties go to a hit that started
        // overlapping, then to the earliest (c2d_sweep_nearer).
        if (c2d_sweep_nearer(&s, j, &nearest, nearest_at)) {
            nearest = s;
            nearest_at = j;
            hit_collider = items[j];
        }
    }
    PyObject *result = c2d_new_sweep(st, hit_collider, &nearest);
    Py_DECREF(seq);
    return result;
}
