// collide2d binding: Polygon, the immutable convex polygon, its constructors (hull,
// from_aabb, from_obb, regular) and its scalar tests (docs/polygon.md).
//
// A vertex list is checked, never repaired: a list that is not convex, repeats a
// vertex or has three in a line raises ValueError naming the vertex (a silent hull
// turns a user's typo into different geometry); Polygon.hull is the explicit way.
// Stored counter-clockwise from the lowest vertex (the leftmost of equals), so two
// lists of the same polygon, from any start and in either winding, are equal.
#include "py_common.h"
#include "py_queries.h"
#include "py_value_type.h"

#include <stdlib.h>

#define POLY(o) ((PolygonObject *)(o))

/// A new Polygon of type `type` from `count` checked-or-not vertices `v` (2 * count
/// doubles): checked (an error names `func` and `arg`), then stored canonically.
static PyObject *polygon_from_vertices(PyTypeObject *type, const double *v, Py_ssize_t count,
                                       const char *func, const char *arg) {
    int64_t vertex = 0;
    double bad = 0.0;
    c2d_code code = c2d_check_polygon(v, 2, count, &vertex, &bad);
    if (code == C2D_BAD_NUMBER) {
        PyObject *value = c2d_float_repr(bad);
        if (value == NULL) return NULL;
        PyErr_Format(PyExc_ValueError, "%s(): '%s' vertex %lld %s (%U)", func, arg,
                     (long long)vertex, c2d_code_text(code, false), value);
        Py_DECREF(value);
        return NULL;
    }
    if (code == C2D_FEW_VERTICES) {
        PyErr_Format(PyExc_ValueError, "%s(): '%s' has %zd vertices; a polygon needs 3 or more",
                     func, arg, count);
        return NULL;
    }
    if (code != C2D_OK) {
        const double *w = v + 2 * vertex;
        PyObject *x = c2d_float_repr(w[0]), *y = x ? c2d_float_repr(w[1]) : NULL;
        if (y != NULL)
            PyErr_Format(PyExc_ValueError,
                         "%s(): '%s' %s %lld, (%U, %U) (Polygon.hull builds the convex hull "
                         "of points explicitly)",
                         func, arg, c2d_polygon_code_text(code), (long long)vertex, x, y);
        Py_XDECREF(x);
        Py_XDECREF(y);
        return NULL;
    }
    c2d_polygon view = c2d_polygon_view(v, 2, count);
    double *stored = PyMem_Malloc(sizeof(double) * 2 * (size_t)count);
    if (stored == NULL) return PyErr_NoMemory();
    for (Py_ssize_t k = 0; k < count; k++) {
        c2d_vec2 w = c2d_polygon_vertex(view, k);
        stored[2 * k] = w.x + 0.0; // no -0.0 stored
        stored[2 * k + 1] = w.y + 0.0;
    }
    PyObject *self = type->tp_alloc(type, 0);
    if (self == NULL) {
        PyMem_Free(stored);
        return NULL;
    }
    PolygonObject *p = POLY(self);
    p->count = count;
    p->v = stored;
    p->shape[0] = count;
    p->shape[1] = 2;
    p->strides[0] = 2 * sizeof(double);
    p->strides[1] = sizeof(double);
    return self;
}

/// Read a sequence of points (pairs, Vec2, (2,) arrays) into a new PyMem buffer.
static double *read_points(c2d_state *st, PyObject *points, const char *func, const char *arg,
                           Py_ssize_t *count) {
    PyObject *seq = PySequence_Fast(points, "");
    if (seq == NULL) {
        if (PyErr_ExceptionMatches(PyExc_TypeError)) {
            PyErr_Clear();
            PyErr_Format(PyExc_TypeError, "%s(): '%s' must be a sequence of points, not %.100s",
                         func, arg, Py_TYPE(points)->tp_name);
        }
        return NULL;
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    double *v = PyMem_Malloc(sizeof(double) * 2 * (size_t)(n > 0 ? n : 1));
    if (v == NULL) {
        Py_DECREF(seq);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t k = 0; k < n; k++) {
        c2d_vec2 p;
        char name[64]; // the vertex named in an error: "vertices[3]"
        PyOS_snprintf(name, sizeof name, "%s[%zd]", arg, k);
        if (c2d_parse_point(st, PySequence_Fast_GET_ITEM(seq, k), func, name, &p) < 0) {
            PyMem_Free(v);
            Py_DECREF(seq);
            return NULL;
        }
        v[2 * k] = p.x;
        v[2 * k + 1] = p.y;
    }
    Py_DECREF(seq);
    *count = n;
    return v;
}

static PyObject *polygon_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"vertices", NULL};
    PyObject *vertices;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O:Polygon", kwlist, &vertices)) return NULL;
    Py_ssize_t count = 0;
    double *v = read_points(c2d_state_of_type(type), vertices, "Polygon", "vertices", &count);
    if (v == NULL) return NULL;
    PyObject *self = polygon_from_vertices(type, v, count, "Polygon", "vertices");
    PyMem_Free(v);
    return self;
}

static void polygon_dealloc(PyObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    PyMem_Free(POLY(self)->v);
    type->tp_free(self);
    Py_DECREF(type);
}

// ---- the convex hull -------------------------------------------------------------

static int point_order(const void *a, const void *b) {
    const double *p = a, *q = b;
    if (p[0] != q[0]) return p[0] < q[0] ? -1 : 1;
    if (p[1] != q[1]) return p[1] < q[1] ? -1 : 1;
    return 0;
}

/// Andrew's monotone chain over points sorted by (x, y), with the exact orientation
/// test (base/orient.h): a point is kept only on a strict left turn, so collinear
/// points and repeats are dropped and integer input gives its exact hull. Writes the
/// hull counter-clockwise to `out` (room for n + 1 points); returns its size.
static Py_ssize_t monotone_chain(double *pts, Py_ssize_t n, double *out) {
    qsort(pts, (size_t)n, 2 * sizeof(double), point_order);
    Py_ssize_t h = 0;
    for (int pass = 0; pass < 2; pass++) {
        Py_ssize_t floor = h; // the lower chain is kept when the upper one is built
        for (Py_ssize_t i = 0; i < n; i++) {
            Py_ssize_t j = pass == 0 ? i : n - 1 - i;
            c2d_vec2 p = c2d_v2(pts[2 * j], pts[2 * j + 1]);
            while (h >= floor + 2 &&
                   c2d_orient(c2d_v2(out[2 * (h - 2)], out[2 * (h - 2) + 1]),
                              c2d_v2(out[2 * (h - 1)], out[2 * (h - 1) + 1]), p) <= 0)
                h--;
            out[2 * h] = p.x;
            out[2 * h + 1] = p.y;
            h++;
        }
        h--; // the last point of each chain is the first of the next
    }
    return h;
}

static PyObject *polygon_hull(PyObject *cls, PyObject *points) {
    PyTypeObject *type = (PyTypeObject *)cls;
    Py_ssize_t n = 0;
    double *pts = read_points(c2d_state_of_type(type), points, "Polygon.hull", "points", &n);
    if (pts == NULL) return NULL;
    for (Py_ssize_t k = 0; k < 2 * n; k++) {
        if (!c2d_number_ok(pts[k])) {
            PyObject *value = c2d_float_repr(pts[k]);
            if (value)
                PyErr_Format(PyExc_ValueError, "Polygon.hull(): 'points' point %zd %s (%U)", k / 2,
                             c2d_code_text(C2D_BAD_NUMBER, false), value);
            Py_XDECREF(value);
            PyMem_Free(pts);
            return NULL;
        }
    }
    double *hull = PyMem_Malloc(sizeof(double) * 2 * (size_t)(2 * n + 2));
    if (hull == NULL) {
        PyMem_Free(pts);
        return PyErr_NoMemory();
    }
    Py_ssize_t h = n > 0 ? monotone_chain(pts, n, hull) : 0;
    PyObject *result = NULL;
    if (h < 3) {
        PyErr_SetString(PyExc_ValueError,
                        "Polygon.hull(): 'points' span no area (fewer than 3 distinct points, "
                        "or all on one line)");
    } else {
        result = polygon_from_vertices(type, hull, h, "Polygon.hull", "points");
    }
    PyMem_Free(hull);
    PyMem_Free(pts);
    return result;
}

// ---- other constructors ------------------------------------------------------------

/// A polygon of a box's corners (narrow/polygon.h's c2d_box_polygon).
static PyObject *polygon_of_box(PyTypeObject *type, c2d_obb_frame f, const char *func) {
    double corners[8];
    c2d_polygon p = c2d_box_polygon(f, corners);
    if (p.count < 4) {
        PyErr_Format(PyExc_ValueError, "%s(): the box has no area (a half size is 0)", func);
        return NULL;
    }
    return polygon_from_vertices(type, corners, 4, func, "box");
}

static PyObject *polygon_from_aabb(PyObject *cls, PyObject *box) {
    c2d_state *st = c2d_state_of_type((PyTypeObject *)cls);
    if (!c2d_is(box, st->aabb_type)) {
        PyErr_Format(PyExc_TypeError, "Polygon.from_aabb(): 'box' must be an AABB, not %.100s",
                     Py_TYPE(box)->tp_name);
        return NULL;
    }
    return polygon_of_box((PyTypeObject *)cls, c2d_aabb_frame(((AABBObject *)box)->box),
                          "Polygon.from_aabb");
}

static PyObject *polygon_from_obb(PyObject *cls, PyObject *box) {
    c2d_state *st = c2d_state_of_type((PyTypeObject *)cls);
    if (!c2d_is(box, st->obb_type)) {
        PyErr_Format(PyExc_TypeError, "Polygon.from_obb(): 'box' must be an OBB, not %.100s",
                     Py_TYPE(box)->tp_name);
        return NULL;
    }
    return polygon_of_box((PyTypeObject *)cls, c2d_obb_frame_of(((OBBObject *)box)->obb),
                          "Polygon.from_obb");
}

static PyObject *polygon_regular(PyObject *cls, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"n", "center", "radius", "angle", NULL};
    PyObject *count = NULL, *center = NULL;
    double radius = 1.0, angle = 0.0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|Odd:regular", kwlist, &count, &center,
                                     &radius, &angle))
        return NULL;
    if (!PyLong_Check(count) || PyBool_Check(count)) {
        PyErr_Format(PyExc_TypeError, "Polygon.regular(): 'n' must be an int, not %.100s",
                     Py_TYPE(count)->tp_name);
        return NULL;
    }
    int overflow = 0;
    long long wide = PyLong_AsLongLongAndOverflow(count, &overflow);
    if (wide == -1 && PyErr_Occurred()) return NULL;
    // Past the int64 range: as out of range as any n above the limit (no OverflowError).
    Py_ssize_t n = overflow < 0 ? -1 : (overflow > 0 || wide > 1000000) ? 1000001 : (Py_ssize_t)wide;
    c2d_vec2 c = {0.0, 0.0};
    if (center != NULL &&
        c2d_parse_point(c2d_state_of_type((PyTypeObject *)cls), center, "Polygon.regular",
                        "center", &c) < 0)
        return NULL;
    if (n < 3 || n > 1000000) {
        PyErr_Format(PyExc_ValueError, "Polygon.regular(): 'n' must be 3 to 1000000, not %R",
                     count);
        return NULL;
    }
    if (!(radius > 0) || !c2d_number_ok(radius) || !c2d_number_ok(angle)) {
        PyErr_SetString(PyExc_ValueError,
                        "Polygon.regular(): 'radius' must be > 0 and 'angle' finite");
        return NULL;
    }
    double *v = PyMem_Malloc(sizeof(double) * 2 * (size_t)n);
    if (v == NULL) return PyErr_NoMemory();
    const double turn = 6.283185307179586; // 2 pi in float64
    for (Py_ssize_t k = 0; k < n; k++) {
        double cs, sn;
        c2d_cos_sin(angle + turn * (double)k / (double)n, &cs, &sn);
        v[2 * k] = c.x + radius * cs;
        v[2 * k + 1] = c.y + radius * sn;
    }
    // Checked here, so that the error speaks of this call's arguments: vertices past
    // 2**200 come from the center and radius; vertices that, rounded, repeat or line up
    // mean the radius is too small beside the center's size (or n too large for it).
    int64_t vertex = 0;
    double bad = 0.0;
    c2d_code code = c2d_check_polygon(v, 2, n, &vertex, &bad);
    PyObject *self = NULL;
    if (code == C2D_OK) {
        self = polygon_from_vertices((PyTypeObject *)cls, v, n, "Polygon.regular", "n");
    } else if (code == C2D_BAD_NUMBER) {
        PyObject *b = c2d_float_repr(bad);
        if (b != NULL)
            PyErr_Format(PyExc_ValueError,
                         "Polygon.regular(): 'center' and 'radius' put vertex %lld at %U, not "
                         "finite or beyond 2**200 in magnitude", (long long)vertex, b);
        Py_XDECREF(b);
    } else {
        PyObject *r = PyFloat_FromDouble(radius), *cx = PyFloat_FromDouble(c.x),
                 *cy = PyFloat_FromDouble(c.y), *x = c2d_float_repr(v[2 * vertex]),
                 *y = c2d_float_repr(v[2 * vertex + 1]);
        if (r != NULL && cx != NULL && cy != NULL && x != NULL && y != NULL)
            PyErr_Format(PyExc_ValueError,
                         "Polygon.regular(): 'radius' %R is too small beside the center (%R, "
                         "%R) for %zd vertices to stay apart in float64: rounded, the polygon "
                         "%s %lld, (%U, %U)",
                         r, cx, cy, n, c2d_polygon_code_text(code), (long long)vertex, x, y);
        Py_XDECREF(r);
        Py_XDECREF(cx);
        Py_XDECREF(cy);
        Py_XDECREF(x);
        Py_XDECREF(y);
    }
    PyMem_Free(v);
    return self;
}

// ---- the value protocol: vertices, buffer, equality, repr, pickle ------------------

static PyObject *polygon_vertices(PyObject *self, void *closure) {
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    PolygonObject *p = POLY(self);
    PyObject *t = PyTuple_New(p->count);
    if (t == NULL) return NULL;
    for (Py_ssize_t k = 0; k < p->count; k++) {
        PyObject *v = c2d_new_vec2(st, c2d_v2(p->v[2 * k], p->v[2 * k + 1]));
        if (v == NULL) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, k, v);
    }
    return t;
}

static int polygon_getbuffer(PyObject *self, Py_buffer *view, int flags) {
    if (flags & PyBUF_WRITABLE) {
        PyErr_SetString(PyExc_BufferError, "Polygon is immutable");
        return -1;
    }
    PolygonObject *p = POLY(self);
    view->obj = Py_NewRef(self);
    view->buf = p->v;
    view->len = (Py_ssize_t)(p->count * 2 * sizeof(double));
    view->readonly = 1;
    view->itemsize = sizeof(double);
    view->format = (flags & PyBUF_FORMAT) ? "d" : NULL;
    view->ndim = 2;
    view->shape = p->shape;
    view->strides = p->strides;
    view->suboffsets = NULL;
    view->internal = NULL;
    return 0;
}

static PyObject *polygon_richcompare(PyObject *self, PyObject *other, int op) {
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    if ((op != Py_EQ && op != Py_NE) || !c2d_is(other, st->polygon_type))
        Py_RETURN_NOTIMPLEMENTED;
    PolygonObject *a = POLY(self), *b = POLY(other);
    bool equal = a->count == b->count;
    for (Py_ssize_t k = 0; equal && k < 2 * a->count; k++) equal = a->v[k] == b->v[k];
    return PyBool_FromLong(op == Py_EQ ? equal : !equal);
}

static Py_hash_t polygon_hash(PyObject *self) {
    PolygonObject *p = POLY(self);
    return c2d_hash_doubles(p->v, (int)(2 * p->count));
}

/// The vertices as a tuple of (x, y) tuples: the constructor's argument.
static PyObject *polygon_pairs(PolygonObject *p) {
    PyObject *t = PyTuple_New(p->count);
    if (t == NULL) return NULL;
    for (Py_ssize_t k = 0; k < p->count; k++) {
        PyObject *pair = Py_BuildValue("(dd)", p->v[2 * k], p->v[2 * k + 1]);
        if (pair == NULL) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, k, pair);
    }
    return t;
}

static PyObject *polygon_repr(PyObject *self) {
    PyObject *pairs = polygon_pairs(POLY(self));
    if (pairs == NULL) return NULL;
    PyObject *list = PySequence_List(pairs);
    Py_DECREF(pairs);
    if (list == NULL) return NULL;
    PyObject *r = PyUnicode_FromFormat("Polygon(%R)", list);
    Py_DECREF(list);
    return r;
}

static PyObject *polygon_reduce(PyObject *self, PyObject *unused) {
    PyObject *pairs = polygon_pairs(POLY(self));
    if (pairs == NULL) return NULL;
    return Py_BuildValue("(O(N))", (PyObject *)Py_TYPE(self), pairs);
}

static Py_ssize_t polygon_len(PyObject *self) { return POLY(self)->count; }

/// iter(polygon): its vertices as Vec2, counter-clockwise from vertex 0 (as `vertices`).
static PyObject *polygon_iter(PyObject *self) {
    PyObject *vertices = polygon_vertices(self, NULL);
    if (vertices == NULL) return NULL;
    PyObject *it = PyObject_GetIter(vertices);
    Py_DECREF(vertices);
    return it;
}

static PyGetSetDef polygon_getset[] = {
    {"vertices", polygon_vertices, NULL,
     "The vertices (a tuple of Vec2), counter-clockwise from the lowest (the leftmost of\n"
     "equals): vertex 0, the polygon's reference point in sweeps.",
     NULL},
    {NULL},
};

static PyMethodDef polygon_methods[] = {
// The queries, from the kernel list (py_queries.h).
#define C2D_QUERY_RECEIVER_polygon
#include "query_methods.h"
    C2D_SWEEP_INTO_METHOD,
    {"hull", polygon_hull, METH_O | METH_CLASS,
     "hull(points)\n--\n\n"
     "The convex hull of `points` (any number, any order, repeats and collinear points\n"
     "allowed) as a Polygon: Andrew's monotone chain with exact orientation tests, so\n"
     "integer input gives the exact hull. ValueError if the points span no area."},
    {"from_aabb", polygon_from_aabb, METH_O | METH_CLASS,
     "from_aabb(box)\n--\n\nThe polygon of an AABB's four corners."},
    {"from_obb", polygon_from_obb, METH_O | METH_CLASS,
     "from_obb(box)\n--\n\nThe polygon of an OBB's four corners (OBB.corners)."},
    {"regular", (PyCFunction)(void (*)(void))polygon_regular,
     METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "regular(n, center=(0, 0), radius=1.0, angle=0.0)\n--\n\n"
     "The regular n-gon inscribed in the circle (center, radius), its first corner at\n"
     "`angle` radians."},
    {"__reduce__", polygon_reduce, METH_NOARGS, NULL},
    C2D_REPR_SVG_METHOD,
    {NULL},
};

static PyType_Slot polygon_slots[] = {
    {Py_tp_doc, "Polygon(vertices)\n--\n\n"
                "An immutable convex polygon: any number (3 or more) of vertices, in either\n"
                "winding, stored counter-clockwise from the lowest vertex (the leftmost of\n"
                "equals). A list that is not convex, repeats a vertex, or has three vertices\n"
                "in a line raises ValueError naming the vertex (Polygon.hull builds a hull\n"
                "explicitly). numpy.asarray(polygon) is the (n, 2) vertex array; iterating\n"
                "gives the vertices (Vec2). The\n"
                "receiver of every test is the collider. See docs/polygon.md."},
    {Py_tp_new, polygon_new},
    {Py_tp_dealloc, polygon_dealloc},
    {Py_tp_repr, polygon_repr},
    {Py_tp_richcompare, polygon_richcompare},
    {Py_tp_hash, polygon_hash},
    {Py_bf_getbuffer, polygon_getbuffer},
    {Py_sq_length, polygon_len},
    {Py_tp_iter, polygon_iter},
    {Py_tp_getset, polygon_getset},
    {Py_tp_methods, polygon_methods},
    {0, NULL},
};

PyType_Spec c2d_polygon_spec = {
    .name = "collide2d.Polygon",
    .basicsize = sizeof(PolygonObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_IMMUTABLETYPE | Py_TPFLAGS_BASETYPE,
    .slots = polygon_slots,
};

// ---- PolygonArray.freeze: every polygon of a checked array in the stored order ------

/// The three buffers of `name(vertices, offsets, out)`: C-contiguous (M, 2) float64
/// vertices whose (N + 1,) int64 offsets end at M, and a writable `out` of
/// `out_per_vertex` bytes a vertex plus `out_per_row` a polygon; N, or -1 with an
/// error set and nothing held.
static Py_ssize_t polygon_buffers(PyObject *const *args, Py_ssize_t nargs, const char *name,
                                  Py_ssize_t out_per_vertex, Py_ssize_t out_per_row,
                                  Py_buffer *v, Py_buffer *o, Py_buffer *out) {
    if (nargs != 3) {
        PyErr_Format(PyExc_TypeError, "%s() takes 3 arguments", name);
        return -1;
    }
    if (PyObject_GetBuffer(args[0], v, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return -1;
    if (PyObject_GetBuffer(args[1], o, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) {
        PyBuffer_Release(v);
        return -1;
    }
    if (PyObject_GetBuffer(args[2], out, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
        PyBuffer_Release(v);
        PyBuffer_Release(o);
        return -1;
    }
    Py_ssize_t n = o->len / 8 - 1;
    const int64_t *off = o->buf;
    if (v->itemsize != 8 || o->itemsize != 8 || n < 0 || off[n] * 16 != v->len ||
        out->len != off[n] * out_per_vertex + n * out_per_row) {
        PyErr_Format(PyExc_ValueError, "%s(): bad buffers", name);
        PyBuffer_Release(v);
        PyBuffer_Release(o);
        PyBuffer_Release(out);
        return -1;
    }
    return n;
}

/// _core._canonical_polygons(vertices, offsets, out): polygon i of the C-contiguous
/// (M, 2) float64 `vertices` (checked, offsets valid: PolygonArray made sure) written
/// to `out` counter-clockwise from its vertex 0, as Polygon stores one, so a frozen
/// array's kernels read it with no scan for winding and lowest vertex.
static PyObject *canonical_polygons(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    Py_buffer v, o, out;
    Py_ssize_t n = polygon_buffers(args, nargs, "_canonical_polygons", 16, 0, &v, &o, &out);
    if (n < 0) return NULL;
    const int64_t *off = o.buf;
    for (Py_ssize_t i = 0; i < n; i++) {
        const double *src = (const double *)v.buf + 2 * off[i];
        double *dst = (double *)out.buf + 2 * off[i];
        c2d_polygon p = c2d_polygon_view(src, 2, off[i + 1] - off[i]);
        for (int64_t k = 0; k < p.count; k++) {
            c2d_vec2 w = c2d_polygon_vertex(p, k);
            dst[2 * k] = w.x;
            dst[2 * k + 1] = w.y;
        }
    }
    PyBuffer_Release(&v);
    PyBuffer_Release(&o);
    PyBuffer_Release(&out);
    Py_RETURN_NONE;
}

/// _core._kept_polygons(vertices, offsets, out): for polygon i of the C-contiguous
/// (M, 2) float64 `vertices` (checked and counter-clockwise from vertex 0: a frozen
/// array's, _canonical_polygons), row i of the C-contiguous (N, C2D_KEPT_STRIDE) float64
/// `out`: what the kernels read of it before any vertex (narrow/polygon.h's
/// c2d_polygon_keep).
static PyObject *kept_polygons(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    Py_buffer v, o, out;
    Py_ssize_t n = polygon_buffers(args, nargs, "_kept_polygons", 0,
                                   C2D_KEPT_STRIDE * (Py_ssize_t)sizeof(double), &v, &o, &out);
    if (n < 0) return NULL;
    const int64_t *off = o.buf;
    for (Py_ssize_t i = 0; i < n; i++) {
        c2d_polygon p = {(const double *)v.buf + 2 * off[i], 2, off[i + 1] - off[i], 0, 1};
        c2d_polygon_keep(p, (double *)out.buf + C2D_KEPT_STRIDE * i);
    }
    PyBuffer_Release(&v);
    PyBuffer_Release(&o);
    PyBuffer_Release(&out);
    Py_RETURN_NONE;
}

PyMethodDef c2d_polygon_functions[] = {
    {"_kept_polygons", (PyCFunction)(void (*)(void))kept_polygons, METH_FASTCALL,
     "_kept_polygons(vertices, offsets, out, /)\n--\n\n"
     "What a frozen PolygonArray keeps of each polygon: bounds and discs (_polygon_array._kept)."},
    {"_canonical_polygons", (PyCFunction)(void (*)(void))canonical_polygons, METH_FASTCALL,
     "_canonical_polygons(vertices, offsets, out, /)\n--\n\n"
     "Checked polygons written counter-clockwise from vertex 0 (PolygonArray.freeze)."},
    {NULL},
};
