// collide2d binding: AABB, the immutable axis-aligned box, and its scalar
// tests (noonat/intersect and Gomez (Gamasutra)). Each method parses its arguments, calls the
// static inline core function and wraps the struct it returns.
#include "py_common.h"

#define BOX(o) (((AABBObject *)(o))->box)

static void aabb_dealloc(PyObject *self) {
    PyTypeObject *tp = Py_TYPE(self);
    tp->tp_free(self);
    Py_DECREF(tp);
}

// An AABB or an instance of a subclass: our dealloc somewhere up the bases
// (no module state needed, so any object can be asked).
static inline bool is_aabb(PyObject *o) {
    for (PyTypeObject *t = Py_TYPE(o); t != NULL; t = t->tp_base)
        if (t->tp_dealloc == aabb_dealloc) return true;
    return false;
}

static PyObject *new_aabb(PyTypeObject *type, c2d_aabb box) {
    AABBObject *o = (AABBObject *)type->tp_alloc(type, 0);
    if (o != NULL) o->box = box;
    return (PyObject *)o;
}

// Validate and build: coordinates in range, half sizes >= 0 and in range.
static PyObject *checked_aabb(PyTypeObject *type, const char *func, c2d_aabb box) {
    double pos[2] = {box.pos.x, box.pos.y}, bad = 0.0;
    c2d_code code = c2d_check_numbers(pos, 2, &bad);
    if (code != C2D_OK) {
        c2d_raise_value(PyExc_ValueError, func, "pos", c2d_code_text(code, false), bad);
        return NULL;
    }
    if ((code = c2d_check_size(box.half.x, &bad)) != C2D_OK ||
        (code = c2d_check_size(box.half.y, &bad)) != C2D_OK) {
        c2d_raise_value(PyExc_ValueError, func, "half",
                        code == C2D_NEGATIVE_SIZE ? "has a negative component"
                                                  : c2d_code_text(code, false),
                        bad);
        return NULL;
    }
    return new_aabb(type, box);
}

static PyObject *aabb_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"pos", "half", NULL};
    PyObject *pos, *half;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO:AABB", kwlist, &pos, &half)) return NULL;
    c2d_state *st = c2d_state_of_type(type);
    c2d_aabb box;
    if (c2d_parse_pair(st, pos, "AABB", "pos", &box.pos) < 0 ||
        c2d_parse_pair(st, half, "AABB", "half", &box.half) < 0)
        return NULL;
    return checked_aabb(type, "AABB", box);
}

static PyObject *aabb_from_bounds(PyObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"min_x", "min_y", "max_x", "max_y", NULL};
    PyObject *o[4];
    double v[4];
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOO:from_bounds", kwlist, &o[0], &o[1], &o[2],
                                     &o[3]))
        return NULL;
    for (int k = 0; k < 4; k++)
        if (c2d_parse_number(o[k], "from_bounds", kwlist[k], &v[k]) < 0) return NULL;
    double x0 = v[0], y0 = v[1], x1 = v[2], y1 = v[3];
    if (x1 < x0 || y1 < y0) {
        bool bad_x = x1 < x0;
        c2d_raise_value(PyExc_ValueError, "from_bounds", bad_x ? "max_x" : "max_y",
                        bad_x ? "is less than min_x" : "is less than min_y", bad_x ? x1 : y1);
        return NULL;
    }
    // Centre and half size; checked_aabb rejects the NaN that inf bounds give.
    c2d_aabb box = {{(x0 + x1) * 0.5, (y0 + y1) * 0.5}, {(x1 - x0) * 0.5, (y1 - y0) * 0.5}};
    return checked_aabb((PyTypeObject *)type, "from_bounds", box);
}

static PyObject *aabb_from_rect(PyObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"x", "y", "w", "h", NULL};
    PyObject *o[4];
    double v[4];
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOO:from_rect", kwlist, &o[0], &o[1], &o[2],
                                     &o[3]))
        return NULL;
    for (int k = 0; k < 4; k++)
        if (c2d_parse_number(o[k], "from_rect", kwlist[k], &v[k]) < 0) return NULL;
    double x = v[0], y = v[1], w = v[2], h = v[3];
    if (w < 0 || h < 0) {
        c2d_raise_value(PyExc_ValueError, "from_rect", w < 0 ? "w" : "h", "is negative",
                        w < 0 ? w : h);
        return NULL;
    }
    c2d_aabb box = {{x + w * 0.5, y + h * 0.5}, {w * 0.5, h * 0.5}};
    return checked_aabb((PyTypeObject *)type, "from_rect", box);
}

static PyObject *aabb_repr(PyObject *self) {
    return c2d_repr_doubles("AABB(Vec2(%U, %U), Vec2(%U, %U))", (const double *)&BOX(self), 4);
}

static PyObject *aabb_richcompare(PyObject *self, PyObject *other, int op) {
    if ((op != Py_EQ && op != Py_NE) || !is_aabb(other)) Py_RETURN_NOTIMPLEMENTED;
    c2d_aabb a = BOX(self), b = BOX(other);
    bool eq = a.pos.x == b.pos.x && a.pos.y == b.pos.y && a.half.x == b.half.x &&
              a.half.y == b.half.y;
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
}

static Py_hash_t aabb_hash(PyObject *self) { return c2d_hash_doubles((const double *)&BOX(self), 4); }

static PyObject *aabb_reduce(PyObject *self, PyObject *unused) {
    c2d_aabb b = BOX(self);
    return c2d_reduce_shape(self, Py_BuildValue("((dd)(dd))", b.pos.x, b.pos.y, b.half.x, b.half.y));
}

// ---- attributes ------------------------------------------------------------

static PyObject *aabb_get_pos(PyObject *self, void *c) { return c2d_vec_of(self, BOX(self).pos); }
static PyObject *aabb_get_half(PyObject *self, void *c) { return c2d_vec_of(self, BOX(self).half); }
static PyObject *aabb_get_min(PyObject *self, void *c) {
    c2d_aabb b = BOX(self);
    return c2d_vec_of(self, c2d_v2(b.pos.x - b.half.x, b.pos.y - b.half.y));
}
static PyObject *aabb_get_max(PyObject *self, void *c) {
    c2d_aabb b = BOX(self);
    return c2d_vec_of(self, c2d_v2(b.pos.x + b.half.x, b.pos.y + b.half.y));
}
static PyObject *aabb_get_bounds(PyObject *self, void *c) {
    c2d_aabb b = BOX(self);
    return Py_BuildValue("(dddd)", b.pos.x - b.half.x, b.pos.y - b.half.y, b.pos.x + b.half.x,
                         b.pos.y + b.half.y);
}

// ---- tests -----------------------------------------------------------------

static int want_aabb(PyObject *obj, const char *func, const char *arg) {
    if (is_aabb(obj)) return 0;
    PyErr_Format(PyExc_TypeError,
                 "%s(): '%s' must be an AABB, not %.100s (use AABBArray or the generic "
                 "functions for arrays)",
                 func, arg, Py_TYPE(obj)->tp_name);
    return -1;
}

static PyObject *aabb_intersect_point(PyObject *self, PyObject *point) {
    c2d_vec2 p;
    if (c2d_parse_point(c2d_state_of_type(Py_TYPE(self)), point, "intersect_point", "point", &p) < 0)
        return NULL;
    c2d_hit h = c2d_intersect_aabb_point(BOX(self), p);
    return c2d_hit_or_none(self, &h);
}

static PyObject *aabb_intersect_segment(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                        PyObject *kwnames) {
    static const char *const names[] = {"pos", "delta", "padding_x", "padding_y"};
    const char *func = "intersect_segment";
    PyObject *values[4] = {NULL, NULL, NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 4, 2, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 pos, delta;
    double padding_x = 0.0, padding_y = 0.0;
    if (c2d_parse_point(st, values[0], func, "pos", &pos) < 0 ||
        c2d_parse_point(st, values[1], func, "delta", &delta) < 0 ||
        (values[2] && c2d_parse_size(values[2], func, "padding_x", &padding_x) < 0) ||
        (values[3] && c2d_parse_size(values[3], func, "padding_y", &padding_y) < 0))
        return NULL;
    c2d_hit h = c2d_intersect_aabb_segment(BOX(self), pos, delta, padding_x, padding_y);
    return c2d_hit_or_none(self, &h);
}

static PyObject *aabb_intersect_aabb(PyObject *self, PyObject *other) {
    if (want_aabb(other, "intersect_aabb", "other") < 0) return NULL;
    c2d_hit h = c2d_intersect_aabb_aabb(BOX(self), BOX(other));
    return c2d_hit_or_none(self, &h);
}

static PyObject *aabb_intersect_circle(PyObject *self, PyObject *other) {
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    if (!c2d_is(other, st->circle_type)) {
        PyErr_Format(PyExc_TypeError, "intersect_circle(): 'other' must be a Circle, not %.100s",
                     Py_TYPE(other)->tp_name);
        return NULL;
    }
    c2d_hit h = c2d_intersect_aabb_circle(BOX(self), ((CircleObject *)other)->circle);
    return c2d_hit_or_none(self, &h);
}

static PyObject *aabb_overlaps_aabb(PyObject *self, PyObject *other) {
    if (want_aabb(other, "overlaps_aabb", "other") < 0) return NULL;
    return PyBool_FromLong(c2d_overlaps_aabb_aabb(BOX(self), BOX(other)));
}

static PyObject *aabb_overlaps_circle(PyObject *self, PyObject *other) {
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    if (!c2d_is(other, st->circle_type)) {
        PyErr_Format(PyExc_TypeError, "overlaps_circle(): 'other' must be a Circle, not %.100s",
                     Py_TYPE(other)->tp_name);
        return NULL;
    }
    return PyBool_FromLong(c2d_intersect_aabb_circle(BOX(self), ((CircleObject *)other)->circle).hit);
}

static PyObject *aabb_overlaps_point(PyObject *self, PyObject *point) {
    c2d_vec2 p;
    if (c2d_parse_point(c2d_state_of_type(Py_TYPE(self)), point, "overlaps_point", "point", &p) < 0)
        return NULL;
    return PyBool_FromLong(c2d_intersect_aabb_point(BOX(self), p).hit);
}

static PyObject *aabb_overlaps_segment(PyObject *self, PyObject *other) {
    c2d_segment s;
    if (c2d_want_segment(c2d_state_of_type(Py_TYPE(self)), other, "overlaps_segment", "other", &s) < 0)
        return NULL;
    return PyBool_FromLong(c2d_overlaps_aabb_segment(BOX(self), s));
}

static PyObject *aabb_sweep_aabb(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                 PyObject *kwnames) {
    static const char *const names[] = {"other", "delta"};
    const char *func = "sweep_aabb";
    PyObject *values[2] = {NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 2, 2, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 delta;
    if (want_aabb(values[0], func, "other") < 0 ||
        c2d_parse_point(st, values[1], func, "delta", &delta) < 0)
        return NULL;
    c2d_sweep s = c2d_sweep_aabb_aabb(BOX(self), BOX(values[0]), delta);
    return c2d_new_sweep(st, self, &s);
}

static PyObject *aabb_sweep_into(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                 PyObject *kwnames) {
    static const char *const names[] = {"colliders", "delta"};
    const char *func = "sweep_into";
    PyObject *values[2] = {NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 2, 2, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 delta;
    if (c2d_parse_point(st, values[1], func, "delta", &delta) < 0) return NULL;
    return c2d_sweep_into(st, self, BOX(self).pos, values[0], delta);
}

static PyObject *aabb_sweep_circle(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                   PyObject *kwnames) {
    static const char *const names[] = {"other", "delta"};
    const char *func = "sweep_circle";
    PyObject *values[2] = {NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 2, 2, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    if (!c2d_is(values[0], st->circle_type)) {
        PyErr_Format(PyExc_TypeError, "%s(): 'other' must be a Circle, not %.100s", func,
                     Py_TYPE(values[0])->tp_name);
        return NULL;
    }
    c2d_vec2 delta;
    if (c2d_parse_point(st, values[1], func, "delta", &delta) < 0) return NULL;
    c2d_sweep s;
    if (c2d_sweep_one(st, self, values[0], delta, func, 0, &s) < 0) return NULL;
    return c2d_new_sweep(st, self, &s);
}

static PyObject *aabb_overlap_interval(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                       PyObject *kwnames) {
    static const char *const names[] = {"other", "delta", "other_delta"};
    const char *func = "overlap_interval";
    PyObject *values[3] = {NULL, NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 3, 3, values) < 0) return NULL;
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_vec2 delta, other_delta;
    if (want_aabb(values[0], func, "other") < 0 ||
        c2d_parse_point(st, values[1], func, "delta", &delta) < 0 ||
        c2d_parse_point(st, values[2], func, "other_delta", &other_delta) < 0)
        return NULL;
    c2d_interval r = c2d_overlap_interval_aabb_aabb(BOX(self), BOX(values[0]), delta, other_delta);
    if (!r.hit) Py_RETURN_NONE;
    return Py_BuildValue("(dd)", r.first, r.last);
}

// ---- buffer: the row (cx, cy, hx, hy) --------------------------------------

static int aabb_getbuffer(PyObject *self, Py_buffer *view, int flags) {
    static const Py_ssize_t shape[1] = {4};
    return c2d_export_row(self, view, flags, (double *)&((AABBObject *)self)->box, shape);
}

static PyGetSetDef aabb_getset[] = {
    {"pos", aabb_get_pos, NULL, "Centre of the box (Vec2).", NULL},
    {"half", aabb_get_half, NULL, "Half size of the box on each axis (Vec2, >= 0).", NULL},
    {"min", aabb_get_min, NULL, "Corner with the smallest coordinates, pos - half (Vec2).", NULL},
    {"max", aabb_get_max, NULL, "Corner with the largest coordinates, pos + half (Vec2).", NULL},
    {"bounds", aabb_get_bounds, NULL, "(min_x, min_y, max_x, max_y) as a tuple.", NULL},
    {NULL},
};

static PyMethodDef aabb_methods[] = {
    {"from_bounds", (PyCFunction)(void (*)(void))aabb_from_bounds,
     METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "from_bounds($type, /, min_x, min_y, max_x, max_y)\n--\n\n"
     "The box spanning [min_x, max_x] x [min_y, max_y] (max >= min)."},
    {"from_rect", (PyCFunction)(void (*)(void))aabb_from_rect,
     METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "from_rect($type, /, x, y, w, h)\n--\n\n"
     "The box of a rectangle given by its corner (x, y) with the smallest\n"
     "coordinates (pygame's, Tiled's and the DOM's top-left) and its size w, h >= 0."},
    {"intersect_point", aabb_intersect_point, METH_O,
     "intersect_point($self, point, /)\n--\n\n"
     "noonat/intersect, AABB vs Point: a Hit if the point is strictly inside, else None.\n\n"
     "hit.pos is on the nearest edge, hit.normal that edge's outward normal and\n"
     "hit.delta moves the point out. A point on the boundary is not inside;\n"
     "ties between the axes go to y, and sign(0) = +1."},
    {"intersect_segment", (PyCFunction)(void (*)(void))aabb_intersect_segment,
     METH_FASTCALL | METH_KEYWORDS,
     "intersect_segment($self, pos, delta, padding_x=0.0, padding_y=0.0)\n--\n\n"
     "noonat/intersect, AABB vs Segment: the segment pos + t * delta, 0 <= t <= 1, against\n"
     "this box grown by the paddings. Returns a Hit or None.\n\n"
     "hit.time is the entry fraction (0 if the segment starts inside), hit.pos the\n"
     "point on the segment at that time, hit.normal the entered face's normal and\n"
     "hit.delta = (1 - time) * -delta. A segment running along an edge or ending\n"
     "on it does not hit; a zero-length segment is a point test."},
    {"intersect_aabb", aabb_intersect_aabb, METH_O,
     "intersect_aabb($self, other, /)\n--\n\n"
     "noonat/intersect, AABB vs AABB: a Hit if the interiors overlap, else None.\n\n"
     "hit.delta moves `other` out along the axis of least overlap (ties go to y),\n"
     "hit.normal points from this box toward `other`. Touching is not overlapping."},
    {"intersect_circle", aabb_intersect_circle, METH_O,
     "intersect_circle($self, other, /)\n--\n\n"
     "WecTeam, AABB vs Circle (the clamp): a Hit if the circle overlaps the box,\n"
     "else None. hit.delta moves the circle out, hit.normal points toward it and\n"
     "hit.pos is the box's nearest point; a centre inside the box (or on its\n"
     "boundary) leaves through the face of least overlap (ties go to y)."},
    {"overlaps_aabb", aabb_overlaps_aabb, METH_O,
     "overlaps_aabb($self, other, /)\n--\n\n"
     "True if the interiors overlap (touching is False); the same arithmetic as\n"
     "intersect_aabb(other) is not None."},
    {"overlaps_point", aabb_overlaps_point, METH_O,
     "overlaps_point($self, point, /)\n--\n\n"
     "True if the point is strictly inside the box (intersect_point(point) is not None)."},
    {"overlaps_segment", aabb_overlaps_segment, METH_O,
     "overlaps_segment($self, other, /)\n--\n\n"
     "True if the Segment passes through the box's interior (noonat/intersect's\n"
     "slab test from a to b; running along an edge is touching)."},
    {"overlaps_circle", aabb_overlaps_circle, METH_O,
     "overlaps_circle($self, other, /)\n--\n\n"
     "True if the box and the circle share interior points (touching is False);\n"
     "the same arithmetic as intersect_circle(other) is not None."},
    {"sweep_aabb", (PyCFunction)(void (*)(void))aabb_sweep_aabb, METH_FASTCALL | METH_KEYWORDS,
     "sweep_aabb($self, other, delta)\n--\n\n"
     "noonat/intersect, AABB vs swept AABB: `other` moves by `delta`, this box is static.\n\n"
     "Returns a Sweep: sweep.pos is where `other` stops (1e-8 of time before the\n"
     "contact), sweep.hit the contact on this box, or None and time 1 if nothing\n"
     "is hit. sweep.started_overlapping tells \"stuck\" (overlapping at the start)\n"
     "from \"blocked\". A zero delta is the static test."},
    {"sweep_into", (PyCFunction)(void (*)(void))aabb_sweep_into, METH_FASTCALL | METH_KEYWORDS,
     "sweep_into($self, colliders, delta)\n--\n\n"
     "noonat/intersect, sweeping through many: this box moves by `delta` through the\n"
     "AABBs and Circles in `colliders` (any iterable, mixed); returns the Sweep\n"
     "of the nearest hit\n"
     "(ties keep the earliest), whose hit.collider is the collider that was hit."},
    {"sweep_circle", (PyCFunction)(void (*)(void))aabb_sweep_circle, METH_FASTCALL | METH_KEYWORDS,
     "sweep_circle($self, other, delta)\n--\n\n"
     "`other` (a Circle) moves by `delta` against this static box, with the exact\n"
     "rounded-box shape (the box grown by the radius, corners as arcs)."},
    {"overlap_interval", (PyCFunction)(void (*)(void))aabb_overlap_interval,
     METH_FASTCALL | METH_KEYWORDS,
     "overlap_interval($self, other, delta, other_delta)\n--\n\n"
     "Gomez (Gamasutra) in 2D: this box moves by `delta` and `other` by `other_delta`\n"
     "during one step. Returns (first, last) with 0 <= first < last <= 1, the\n"
     "normalised times between which the interiors overlap, or None if they\n"
     "never do (touching does not count). first is 0 if they overlap at the start."},
    {"__reduce__", aabb_reduce, METH_NOARGS, NULL},
    {NULL},
};

static PyType_Slot aabb_slots[] = {
    {Py_tp_doc, "AABB(pos, half)\n--\n\n"
                "An immutable axis-aligned box: centre `pos`, half size `half` (>= 0).\n\n"
                "Coordinates must be finite with magnitude <= 2**200. See also\n"
                "AABB.from_bounds and AABB.from_rect; numpy.asarray(box) is the row\n"
                "(cx, cy, hx, hy). The receiver of every test is the collider."},
    {Py_tp_new, aabb_new},
    {Py_tp_dealloc, aabb_dealloc},
    {Py_tp_repr, aabb_repr},
    {Py_tp_richcompare, aabb_richcompare},
    {Py_tp_hash, aabb_hash},
    {Py_tp_getset, aabb_getset},
    {Py_tp_methods, aabb_methods},
    {Py_bf_getbuffer, aabb_getbuffer},
    {0, NULL},
};

PyType_Spec c2d_aabb_spec = {
    .name = "collide2d.AABB",
    .basicsize = sizeof(AABBObject),
    // BASETYPE: a level may subclass AABB to hang its own data on a wall.
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_IMMUTABLETYPE | Py_TPFLAGS_BASETYPE,
    .slots = aabb_slots,
};
