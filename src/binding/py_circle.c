// collide2d binding: Circle, the immutable circle, and its scalar tests
// (docs/circles-and-lines.md, section 3).
#include "py_common.h"

#define CIRCLE(o) (((CircleObject *)(o))->circle)

static void circle_dealloc(PyObject *self) {
    PyTypeObject *tp = Py_TYPE(self);
    tp->tp_free(self);
    Py_DECREF(tp);
}

static PyObject *circle_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"center", "radius", NULL};
    PyObject *center, *radius;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO:Circle", kwlist, &center, &radius))
        return NULL;
    c2d_state *st = c2d_state_of_type(type);
    c2d_circle c;
    if (c2d_parse_point(st, center, "Circle", "center", &c.center) < 0 ||
        c2d_parse_real(radius, "Circle", "radius", &c.radius) < 0)
        return NULL;
    double bad = 0.0;
    c2d_code code = c2d_check_size(c.radius, &bad);
    if (code != C2D_OK) {
        c2d_raise_value(PyExc_ValueError, "Circle", "radius", c2d_code_text(code, false), bad);
        return NULL;
    }
    CircleObject *o = (CircleObject *)type->tp_alloc(type, 0);
    if (o != NULL) o->circle = c;
    return (PyObject *)o;
}

static PyObject *circle_repr(PyObject *self) {
    return c2d_repr_doubles("Circle(Vec2(%U, %U), %U)", (const double *)&CIRCLE(self), 3);
}

static PyObject *circle_richcompare(PyObject *self, PyObject *other, int op) {
    if ((op != Py_EQ && op != Py_NE) ||
        !C2D_SAME_KIND(other, self, circle_type))
        Py_RETURN_NOTIMPLEMENTED;
    c2d_circle a = CIRCLE(self), b = CIRCLE(other);
    bool eq = a.center.x == b.center.x && a.center.y == b.center.y && a.radius == b.radius;
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static Py_hash_t circle_hash(PyObject *self) {
    return c2d_hash_doubles((const double *)&CIRCLE(self), 3);
}

static PyObject *circle_reduce(PyObject *self, PyObject *unused) {
    c2d_circle c = CIRCLE(self);
    return c2d_reduce_shape(self, Py_BuildValue("((dd)d)", c.center.x, c.center.y, c.radius));
}

static PyObject *circle_get_center(PyObject *self, void *unused) {
    return c2d_new_vec2(c2d_state_of_type(Py_TYPE(self)), CIRCLE(self).center);
}

static PyObject *circle_get_radius(PyObject *self, void *unused) {
    return PyFloat_FromDouble(CIRCLE(self).radius);
}

static int circle_getbuffer(PyObject *self, Py_buffer *view, int flags) {
    static const Py_ssize_t shape[1] = {3};
    return c2d_export_row(self, view, flags, (double *)&((CircleObject *)self)->circle, shape);
}

// ---- tests -----------------------------------------------------------------

static PyObject *circle_intersect_point(PyObject *self, PyObject *point) {
    c2d_vec2 p;
    if (c2d_parse_point(c2d_state_of_type(Py_TYPE(self)), point, "intersect_point", "point", &p) < 0)
        return NULL;
    c2d_hit h = c2d_intersect_circle_point(CIRCLE(self), p);
    return c2d_hit_or_none(self, &h);
}

static PyObject *circle_intersect_circle(PyObject *self, PyObject *other) {
    if (!C2D_SAME_KIND(other, self, circle_type)) {
        PyErr_Format(PyExc_TypeError, "intersect_circle(): 'other' must be a Circle, not %.100s",
                     Py_TYPE(other)->tp_name);
        return NULL;
    }
    c2d_hit h = c2d_intersect_circle_circle(CIRCLE(self), CIRCLE(other));
    return c2d_hit_or_none(self, &h);
}

static PyObject *circle_overlaps_point(PyObject *self, PyObject *point) {
    c2d_vec2 p;
    if (c2d_parse_point(c2d_state_of_type(Py_TYPE(self)), point, "overlaps_point", "point", &p) < 0)
        return NULL;
    return PyBool_FromLong(c2d_intersect_circle_point(CIRCLE(self), p).hit);
}

static PyObject *circle_overlaps_segment(PyObject *self, PyObject *other) {
    c2d_segment s;
    if (c2d_want_segment(c2d_state_of_type(Py_TYPE(self)), other, "overlaps_segment", "other", &s) < 0)
        return NULL;
    return PyBool_FromLong(c2d_overlaps_circle_segment(CIRCLE(self), s));
}

static PyObject *circle_overlaps_circle(PyObject *self, PyObject *other) {
    if (!C2D_SAME_KIND(other, self, circle_type)) {
        PyErr_Format(PyExc_TypeError, "overlaps_circle(): 'other' must be a Circle, not %.100s",
                     Py_TYPE(other)->tp_name);
        return NULL;
    }
    return PyBool_FromLong(c2d_intersect_circle_circle(CIRCLE(self), CIRCLE(other)).hit);
}

static PyObject *circle_overlaps_aabb(PyObject *self, PyObject *other) {
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    if (!c2d_is(other, st->aabb_type)) {
        PyErr_Format(PyExc_TypeError, "overlaps_aabb(): 'other' must be an AABB, not %.100s",
                     Py_TYPE(other)->tp_name);
        return NULL;
    }
    c2d_aabb box = ((AABBObject *)other)->box;
    return PyBool_FromLong(c2d_intersect_aabb_circle(box, CIRCLE(self)).hit);
}

static PyObject *circle_intersect_aabb(PyObject *self, PyObject *other) {
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    if (!c2d_is(other, st->aabb_type)) {
        PyErr_Format(PyExc_TypeError, "intersect_aabb(): 'other' must be an AABB, not %.100s",
                     Py_TYPE(other)->tp_name);
        return NULL;
    }
    c2d_hit h = c2d_intersect_circle_aabb(CIRCLE(self), ((AABBObject *)other)->box);
    return c2d_hit_or_none(self, &h);
}

static PyObject *circle_intersect_segment(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                          PyObject *kwnames) {
    static const char *const names[] = {"pos", "delta"};
    const char *func = "intersect_segment";
    PyObject *values[2] = {NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 2, 2, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 pos, delta;
    if (c2d_parse_point(st, values[0], func, "pos", &pos) < 0 ||
        c2d_parse_point(st, values[1], func, "delta", &delta) < 0)
        return NULL;
    c2d_hit h = c2d_intersect_circle_segment(CIRCLE(self), pos, delta);
    return c2d_hit_or_none(self, &h);
}

int c2d_sweep_one(c2d_state *st, PyObject *collider, PyObject *body, c2d_vec2 delta,
                  const char *func, Py_ssize_t index, c2d_sweep *out) {
    bool body_box = c2d_is(body, st->aabb_type);
    if (c2d_is(collider, st->aabb_type)) {
        c2d_aabb box = ((AABBObject *)collider)->box;
        *out = body_box ? c2d_sweep_aabb_aabb(box, ((AABBObject *)body)->box, delta)
                        : c2d_sweep_aabb_circle(box, CIRCLE(body), delta);
        return 0;
    }
    if (c2d_is(collider, st->circle_type)) {
        c2d_circle c = CIRCLE(collider);
        *out = body_box ? c2d_sweep_circle_aabb(c, ((AABBObject *)body)->box, delta)
                        : c2d_sweep_circle_circle(c, CIRCLE(body), delta);
        return 0;
    }
    PyErr_Format(PyExc_TypeError, "%s(): 'colliders' item %zd must be an AABB or a Circle, not %.100s",
                 func, index, Py_TYPE(collider)->tp_name);
    return -1;
}

PyObject *c2d_sweep_into(c2d_state *st, PyObject *body, c2d_vec2 start, PyObject *colliders,
                         c2d_vec2 delta) {
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
        c2d_sweep s;
        if (c2d_sweep_one(st, items[j], body, delta, "sweep_into", j, &s) < 0) {
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

static PyObject *circle_sweep(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                              PyObject *kwnames, const char *func, bool to_box) {
    static const char *const names[] = {"other", "delta"};
    PyObject *values[2] = {NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 2, 2, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    PyTypeObject *want = to_box ? st->aabb_type : st->circle_type;
    if (!c2d_is(values[0], want)) {
        PyErr_Format(PyExc_TypeError, "%s(): 'other' must be %s, not %.100s", func,
                     to_box ? "an AABB" : "a Circle", Py_TYPE(values[0])->tp_name);
        return NULL;
    }
    c2d_vec2 delta;
    if (c2d_parse_point(st, values[1], func, "delta", &delta) < 0) return NULL;
    c2d_sweep s;
    if (c2d_sweep_one(st, self, values[0], delta, func, 0, &s) < 0) return NULL;
    return c2d_new_sweep(st, self, &s);
}

static PyObject *circle_sweep_circle(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                     PyObject *kwnames) {
    return circle_sweep(self, args, nargs, kwnames, "sweep_circle", false);
}

static PyObject *circle_sweep_aabb(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                   PyObject *kwnames) {
    return circle_sweep(self, args, nargs, kwnames, "sweep_aabb", true);
}

static PyObject *circle_sweep_into(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                   PyObject *kwnames) {
    static const char *const names[] = {"colliders", "delta"};
    PyObject *values[2] = {NULL, NULL};
    if (c2d_parse_args("sweep_into", args, nargs, kwnames, names, 2, 2, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 delta;
    if (c2d_parse_point(st, values[1], "sweep_into", "delta", &delta) < 0) return NULL;
    return c2d_sweep_into(st, self, CIRCLE(self).center, values[0], delta);
}

static PyObject *circle_overlap_interval(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                         PyObject *kwnames) {
    static const char *const names[] = {"other", "delta", "other_delta"};
    const char *func = "overlap_interval";
    PyObject *values[3] = {NULL, NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 3, 3, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 delta, other_delta;
    if (!C2D_SAME_KIND(values[0], self, circle_type)) {
        PyErr_Format(PyExc_TypeError, "%s(): 'other' must be a Circle, not %.100s", func,
                     Py_TYPE(values[0])->tp_name);
        return NULL;
    }
    if (c2d_parse_point(st, values[1], func, "delta", &delta) < 0 ||
        c2d_parse_point(st, values[2], func, "other_delta", &other_delta) < 0)
        return NULL;
    c2d_interval r =
        c2d_overlap_interval_circle_circle(CIRCLE(self), CIRCLE(values[0]), delta, other_delta);
    if (!r.hit) Py_RETURN_NONE;
    return Py_BuildValue("(dd)", r.first, r.last);
}

static PyGetSetDef circle_getset[] = {
    {"center", circle_get_center, NULL, "Centre of the circle (Vec2).", NULL},
    {"radius", circle_get_radius, NULL, "Radius (>= 0).", NULL},
    {NULL},
};

static PyMethodDef circle_methods[] = {
    {"intersect_point", circle_intersect_point, METH_O,
     "intersect_point($self, point, /)\n--\n\n"
     "A Hit if the point is strictly inside the circle, else None.\n\n"
     "hit.normal points from the centre toward the point ((0, 1) at the centre),\n"
     "hit.pos is on the circle and hit.delta moves the point out to the circle."},
    {"intersect_circle", circle_intersect_circle, METH_O,
     "intersect_circle($self, other, /)\n--\n\n"
     "A Hit if the circles overlap (centres closer than the radius sum; touching\n"
     "is not overlapping), else None. hit.delta moves `other` out; hit.normal\n"
     "points toward it ((0, 1) for coincident centres); hit.pos is on this circle."},
    {"overlaps_circle", circle_overlaps_circle, METH_O,
     "overlaps_circle($self, other, /)\n--\n\n"
     "True if the interiors overlap (touching is False); the same arithmetic as\n"
     "intersect_circle(other) is not None."},
    {"overlaps_point", circle_overlaps_point, METH_O,
     "overlaps_point($self, point, /)\n--\n\n"
     "True if the point is strictly inside the circle (intersect_point(point) is not None)."},
    {"overlaps_segment", circle_overlaps_segment, METH_O,
     "overlaps_segment($self, other, /)\n--\n\n"
     "True if the Segment passes through the circle's interior."},
    {"overlaps_aabb", circle_overlaps_aabb, METH_O,
     "overlaps_aabb($self, box, /)\n--\n\n"
     "True if the circle and the box share interior points (WecTeam's clamp); the\n"
     "same arithmetic as box.intersect_circle(self) is not None."},
    {"intersect_aabb", circle_intersect_aabb, METH_O,
     "intersect_aabb($self, other, /)\n--\n\n"
     "A Hit if the box overlaps this circle, else None; the circle is the\n"
     "collider, so hit.delta moves the box out and hit.normal points toward it.\n"
     "A centre inside the box moves the box the shortest way that clears the\n"
     "circle (ties prefer +y, -y, +x, -x)."},
    {"intersect_segment", (PyCFunction)(void (*)(void))circle_intersect_segment,
     METH_FASTCALL | METH_KEYWORDS,
     "intersect_segment($self, pos, delta)\n--\n\n"
     "Raycast: the segment pos + t * delta, 0 <= t <= 1, against the circle.\n\n"
     "hit.time is the entry fraction (0 if it starts inside), hit.pos the point\n"
     "on the segment then, hit.normal the circle's normal there, hit.delta =\n"
     "(1 - time) * -delta. A tangent segment, or one that ends on the circle,\n"
     "does not hit."},
    {"sweep_circle", (PyCFunction)(void (*)(void))circle_sweep_circle, METH_FASTCALL | METH_KEYWORDS,
     "sweep_circle($self, other, delta)\n--\n\n"
     "`other` (a Circle) moves by `delta` against this static circle: a Sweep\n"
     "(1e-8 time back-off; time 0 and started_overlapping when they overlap at\n"
     "the start, with the static push-out as the hit)."},
    {"sweep_aabb", (PyCFunction)(void (*)(void))circle_sweep_aabb, METH_FASTCALL | METH_KEYWORDS,
     "sweep_aabb($self, other, delta)\n--\n\n"
     "`other` (an AABB) moves by `delta` against this static circle, with the\n"
     "exact rounded-box shape (corners are arcs). Normals point toward the box."},
    {"sweep_into", (PyCFunction)(void (*)(void))circle_sweep_into, METH_FASTCALL | METH_KEYWORDS,
     "sweep_into($self, colliders, delta)\n--\n\n"
     "This circle moves by `delta` through `colliders` (AABBs and Circles, mixed):\n"
     "the Sweep of the nearest hit (ties keep the earliest); hit.collider is the\n"
     "collider that was hit."},
    {"overlap_interval", (PyCFunction)(void (*)(void))circle_overlap_interval,
     METH_FASTCALL | METH_KEYWORDS,
     "overlap_interval($self, other, delta, other_delta)\n--\n\n"
     "This circle moves by `delta` and `other` by `other_delta` during one step:\n"
     "(first, last), the times between which they overlap, or None."},
    {"__reduce__", circle_reduce, METH_NOARGS, NULL},
    {NULL},
};

static PyType_Slot circle_slots[] = {
    {Py_tp_doc, "Circle(center, radius)\n--\n\n"
                "An immutable circle: centre `center` (a Vec2 or pair), radius >= 0.\n\n"
                "numpy.asarray(circle) is the row (cx, cy, r). The receiver of every test\n"
                "is the collider. See docs/circles-and-lines.md for the contracts."},
    {Py_tp_new, circle_new},
    {Py_tp_dealloc, circle_dealloc},
    {Py_tp_repr, circle_repr},
    {Py_tp_richcompare, circle_richcompare},
    {Py_tp_hash, circle_hash},
    {Py_tp_getset, circle_getset},
    {Py_tp_methods, circle_methods},
    {Py_bf_getbuffer, circle_getbuffer},
    {0, NULL},
};

PyType_Spec c2d_circle_spec = {
    .name = "collide2d.Circle",
    .basicsize = sizeof(CircleObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_IMMUTABLETYPE | Py_TPFLAGS_BASETYPE,
    .slots = circle_slots,
};
