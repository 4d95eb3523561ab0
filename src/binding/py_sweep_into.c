// collide2d binding: the scalar sweep_into, a body through a list of shapes of
// any kinds, each pair answered through the core's [kind][kind] sweep table
// (dispatch.h); the batch form is the sweep_into kernel (sweep_into.c).
#include "kernels/dispatch.h"
#include "py_common.h"

/// `obj` as a tagged shape, by its (base) type; false if it is no shape.
static bool shape_of(c2d_state *st, PyObject *obj, c2d_shape *out) {
    if (c2d_is(obj, st->aabb_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_aabb, .aabb = ((AABBObject *)obj)->box};
    } else if (c2d_is(obj, st->circle_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_circle, .circle = ((CircleObject *)obj)->circle};
    } else if (c2d_is(obj, st->segment_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_segment, .segment = ((SegmentObject *)obj)->segment};
    } else if (c2d_is(obj, st->obb_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_obb, .obb = ((OBBObject *)obj)->obb};
    } else if (c2d_is(obj, st->capsule_type)) {
        *out = (c2d_shape){.kind = C2D_SHAPE_capsule, .capsule = ((CapsuleObject *)obj)->capsule};
    } else {
        return false;
    }
    return true;
}

static int bad_collider(const char *func, Py_ssize_t index, PyObject *collider,
                        PyObject *body, bool is_shape) {
    if (!is_shape)
        PyErr_Format(PyExc_TypeError,
                     "%s(): 'colliders' item %zd must be an AABB, a Circle or an OBB, not %.100s",
                     func, index, Py_TYPE(collider)->tp_name);
    else
        PyErr_Format(PyExc_TypeError,
                     "%s(): 'colliders' item %zd: no sweep of a %.100s against a %.100s (AABB "
                     "and Circle colliders for any body; OBB colliders for AABB and Circle bodies; "
                     "Capsule colliders for Circle bodies)",
                     func, index, Py_TYPE(body)->tp_name, Py_TYPE(collider)->tp_name);
    return -1;
}

PyObject *c2d_sweep_into(c2d_state *st, PyObject *body, c2d_vec2 start, PyObject *colliders,
                         c2d_vec2 delta) {
    c2d_shape mover;
    if (!shape_of(st, body, &mover)) {
        PyErr_SetString(PyExc_SystemError, "sweep_into(): the body is no shape");
        return NULL;
    }
    PyObject *seq = PySequence_Fast(colliders, "sweep_into(): 'colliders' must be iterable");
    if (seq == NULL) {
        // Not iterable, or not item by item (a 2-D memoryview): a TypeError
        // naming the argument. A user's own exception from __iter__ passes.
        if (PyErr_ExceptionMatches(PyExc_TypeError) ||
            PyErr_ExceptionMatches(PyExc_NotImplementedError)) {
            PyErr_Clear();
            PyErr_Format(PyExc_TypeError,
                         "sweep_into(): 'colliders' must be an iterable of AABB and Circle, "
                         "not %.100s",
                         Py_TYPE(colliders)->tp_name);
        }
        return NULL;
    }
    c2d_sweep nearest = c2d_sweep_miss(start, delta);
    PyObject *hit_collider = Py_None;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    for (Py_ssize_t j = 0; j < n; j++) {
        c2d_shape collider;
        c2d_sweep s;
        bool is_shape = shape_of(st, items[j], &collider);
        if (!is_shape || !c2d_sweep_shapes(&collider, &mover, delta, &s)) {
            bad_collider("sweep_into", j, items[j], body, is_shape);
            Py_DECREF(seq);
            return NULL;
        }
        // noonat/intersect's sweepInto: keep the nearest; ties keep the earliest.
        if (s.time < nearest.time) {
            nearest = s;
            hit_collider = items[j];
        }
    }
    PyObject *result = c2d_new_sweep(st, hit_collider, &nearest);
    Py_DECREF(seq);
    return result;
}
