// collide2d binding: Segment, line-line intersection and circle-line points
// (docs/circles-and-lines.md, sections 1 and 2). LineIntersection is a
// struct sequence (a named tuple made in C).
#include "py_common.h"
#include "py_queries.h"
#include "py_value_type.h"

#define SEGMENT(o) (((SegmentObject *)(o))->segment)

C2D_VALUE_TYPE(segment, SegmentObject, c2d_segment, segment, "Segment(Vec2(%U, %U), Vec2(%U, %U))",
               "((dd)(dd))")
C2D_VALUE_COMPARE(segment, SegmentObject, segment, segment_type)

static const char *const line_kind_names[4] = {"none", "point", "overlap", "parallel"};

static PyObject *segment_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"a", "b", NULL};
    PyObject *a, *b;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO:Segment", kwlist, &a, &b)) return NULL;
    c2d_state *st = c2d_state_of_type(type);
    c2d_segment s;
    if (c2d_parse_point(st, a, "Segment", "a", &s.a) < 0 ||
        c2d_parse_point(st, b, "Segment", "b", &s.b) < 0)
        return NULL;
    return segment_alloc(type, s);
}

static PyObject *segment_get_delta(PyObject *self, void *c) {
    return c2d_vec_of(self, c2d_sub(SEGMENT(self).b, SEGMENT(self).a));
}

int c2d_want_segment(c2d_state *st, PyObject *obj, const char *func, const char *arg,
                     c2d_segment *out) {
    if (!c2d_is(obj, st->segment_type)) {
        PyErr_Format(PyExc_TypeError, "%s(): '%s' must be a Segment, not %.100s", func, arg,
                     Py_TYPE(obj)->tp_name);
        return -1;
    }
    *out = SEGMENT(obj);
    return 0;
}

// ---- results ---------------------------------------------------------------

static PyObject *c2d_new_line_intersection(c2d_state *st, const c2d_line_hit *r) {
    PyObject *items[5] = {
        PyUnicode_FromString(line_kind_names[r->kind]),
        c2d_new_vec2(st, r->start),
        c2d_new_vec2(st, r->end),
        Py_BuildValue("(dd)", r->t0, r->t1),
        Py_BuildValue("(dd)", r->u0, r->u1),
    };
    return c2d_new_struct_sequence(st->line_intersection_type, items, 5);
}

static PyStructSequence_Field line_intersection_fields[] = {
    {"kind", "'point', 'overlap', 'parallel' or 'none' (see docs/circles-and-lines.md)"},
    {"start", "The common point, or the start of the common piece (Vec2)."},
    {"end", "The common point again, or the end of the common piece (Vec2)."},
    {"t", "(t_start, t_end): parameters of start and end along the first segment/line."},
    {"u", "(u_start, u_end): parameters of start and end along the second."},
    {NULL, NULL},
};

PyStructSequence_Desc c2d_line_intersection_desc = {
    "collide2d.LineIntersection",
    "What two segments or lines have in common (Dev.Mag part 2, with every case decided).\n\n"
    "With no common point, start = end = the first's end and t = u = (1.0, 1.0).",
    line_intersection_fields,
    5,
};

static PyObject *segment_intersection(PyObject *self, PyObject *other) {
    if (!C2D_SAME_KIND(other, self, segment_type)) {
        PyErr_Format(PyExc_TypeError, "intersection(): 'other' must be a Segment, not %.100s",
                     Py_TYPE(other)->tp_name);
        return NULL;
    }
    c2d_segment a = SEGMENT(self), b = SEGMENT(other);
    c2d_line_hit r = c2d_line_intersection(a.a, a.b, b.a, b.b, true);
    return c2d_new_line_intersection(c2d_state_of_type(Py_TYPE(self)), &r);
}

static PyGetSetDef segment_getset[] = {
    C2D_GET("a", vec2, SegmentObject, segment.a, "Start point (Vec2)."),
    C2D_GET("b", vec2, SegmentObject, segment.b, "End point (Vec2)."),
    {"delta", segment_get_delta, NULL, "b - a (Vec2): the segment as a cast pos + t * delta.", NULL},
    {NULL},
};

static PyMethodDef segment_methods[] = {
// The queries, from the kernel list (py_queries.h).
#define C2D_QUERY_RECEIVER_segment
#include "query_methods.h"
    C2D_SWEEP_INTO_METHOD,
    {"intersection", segment_intersection, METH_O,
     "intersection($self, other, /)\n--\n\n"
     "What this segment and `other` have in common: a LineIntersection whose kind\n"
     "is 'point' (crossing, or sharing an end point), 'overlap' (collinear, with\n"
     "the common piece's ends), 'parallel' or 'none'."},
    C2D_REDUCE_METHOD(segment),
    C2D_REPR_SVG_METHOD,
    {NULL},
};

// BASETYPE: a level may subclass it to hang its own data on a wall.
C2D_TYPE_SPEC(segment, VALUE, "collide2d.Segment", SegmentObject, Py_TPFLAGS_BASETYPE, C2D_NO_SLOTS,
              "Segment(a, b)\n--\n\n"
              "An immutable segment from a to b (Vec2s or pairs); a == b is allowed.\n\n"
              "numpy.asarray(segment) is the row (x0, y0, x1, y1).")

// ---- module functions --------------------------------------------------------

static int parse_bool(PyObject *obj, const char *func, const char *arg, bool *out) {
    int v = PyObject_IsTrue(obj);
    if (v < 0) return -1;
    *out = v;
    return 0;
}

static PyObject *line_intersection(PyObject *module, PyObject *const *args, Py_ssize_t nargs,
                                   PyObject *kwnames) {
    static const char *const names[] = {"a1", "a2", "b1", "b2", "segments"};
    const char *func = "line_intersection";
    PyObject *values[5] = {NULL, NULL, NULL, NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 5, 4, values) < 0) return NULL;
    c2d_state *st = PyModule_GetState(module);
    c2d_vec2 p[4];
    bool segments = true;
    for (int k = 0; k < 4; k++)
        if (c2d_parse_point(st, values[k], func, names[k], &p[k]) < 0) return NULL;
    if (values[4] && parse_bool(values[4], func, "segments", &segments) < 0) return NULL;
    c2d_line_hit r = c2d_line_intersection(p[0], p[1], p[2], p[3], segments);
    return c2d_new_line_intersection(st, &r);
}

static PyObject *circle_line_points(PyObject *module, PyObject *const *args, Py_ssize_t nargs,
                                    PyObject *kwnames) {
    static const char *const names[] = {"circle", "p1", "p2", "segment"};
    const char *func = "circle_line_points";
    PyObject *values[4] = {NULL, NULL, NULL, NULL};
    if (c2d_parse_args(func, args, nargs, kwnames, names, 4, 3, values) < 0) return NULL;
    c2d_state *st = PyModule_GetState(module);
    if (!c2d_is(values[0], st->circle_type)) {
        PyErr_Format(PyExc_TypeError, "%s(): 'circle' must be a Circle, not %.100s", func,
                     Py_TYPE(values[0])->tp_name);
        return NULL;
    }
    c2d_vec2 p1, p2;
    bool segment = true;
    if (c2d_parse_point(st, values[1], func, "p1", &p1) < 0 ||
        c2d_parse_point(st, values[2], func, "p2", &p2) < 0 ||
        (values[3] && parse_bool(values[3], func, "segment", &segment) < 0))
        return NULL;
    c2d_circle_points r = c2d_circle_line_points(((CircleObject *)values[0])->circle, p1, p2, segment);
    PyObject *out = PyTuple_New(r.count);
    if (out == NULL) return NULL;
    for (int k = 0; k < r.count; k++) {
        PyObject *pt = c2d_new_vec2(st, r.point[k]);
        PyObject *item = pt ? Py_BuildValue("(Nd)", pt, r.u[k]) : NULL;
        if (item == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, k, item);
    }
    return out;
}

PyMethodDef c2d_segment_functions[] = {
    {"line_intersection", (PyCFunction)(void (*)(void))line_intersection,
     METH_FASTCALL | METH_KEYWORDS,
     "line_intersection(a1, a2, b1, b2, segments=True)\n--\n\n"
     "What segments a1-a2 and b1-b2 (or, with segments=False, the lines through\n"
     "them) have in common: a LineIntersection (Dev.Mag part 2, every case decided)."},
    {"circle_line_points", (PyCFunction)(void (*)(void))circle_line_points,
     METH_FASTCALL | METH_KEYWORDS,
     "circle_line_points(circle, p1, p2, segment=True)\n--\n\n"
     "Where the segment p1-p2 (or, with segment=False, the line) meets the circle:\n"
     "a tuple of 0, 1 (tangent) or 2 (point, u) pairs ordered by u, the parameter\n"
     "along p1 -> p2 (Dev.Mag part 2, with a cancellation-free root formula)."},
    {NULL},
};
