// collide2d binding: AABB, the immutable axis-aligned box, and its scalar
// tests (noonat/intersect and Gomez (Gamasutra)). Each method parses its arguments, calls the
// static inline core function and wraps the struct it returns.
#include "py_common.h"
#include "py_queries.h"
#include "py_value_type.h"

#define BOX(o) (((AABBObject *)(o))->box)

C2D_VALUE_TYPE(aabb, AABBObject, c2d_aabb, box, "AABB(Vec2(%U, %U), Vec2(%U, %U))",
               "((dd)(dd))")
C2D_VALUE_COMPARE(aabb, AABBObject, box, aabb_type)

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
    return aabb_alloc(type, box);
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

/// Four numbers by position or keyword (`kwlist`), each finite and in range.
static int parse_four(PyObject *args, PyObject *kwds, const char *format, char **kwlist,
                      const char *func, double *v) {
    PyObject *o[4];
    if (!PyArg_ParseTupleAndKeywords(args, kwds, format, kwlist, &o[0], &o[1], &o[2], &o[3]))
        return -1;
    for (int k = 0; k < 4; k++)
        if (c2d_parse_number(o[k], func, kwlist[k], &v[k]) < 0) return -1;
    return 0;
}

static PyObject *aabb_from_bounds(PyObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"min_x", "min_y", "max_x", "max_y", NULL};
    double v[4];
    if (parse_four(args, kwds, "OOOO:from_bounds", kwlist, "from_bounds", v) < 0) return NULL;
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
    double v[4];
    if (parse_four(args, kwds, "OOOO:from_rect", kwlist, "from_rect", v) < 0) return NULL;
    double x = v[0], y = v[1], w = v[2], h = v[3];
    if (w < 0 || h < 0) {
        c2d_raise_value(PyExc_ValueError, "from_rect", w < 0 ? "w" : "h", "is negative",
                        w < 0 ? w : h);
        return NULL;
    }
    c2d_aabb box = {{x + w * 0.5, y + h * 0.5}, {w * 0.5, h * 0.5}};
    return checked_aabb((PyTypeObject *)type, "from_rect", box);
}

// ---- attributes ------------------------------------------------------------

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

static PyGetSetDef aabb_getset[] = {
    C2D_GET("pos", vec2, AABBObject, box.pos, "Centre of the box (Vec2)."),
    C2D_GET("half", vec2, AABBObject, box.half, "Half size of the box on each axis (Vec2, >= 0)."),
    {"min", aabb_get_min, NULL, "Corner with the smallest coordinates, pos - half (Vec2).", NULL},
    {"max", aabb_get_max, NULL, "Corner with the largest coordinates, pos + half (Vec2).", NULL},
    {"bounds", aabb_get_bounds, NULL, "(min_x, min_y, max_x, max_y) as a tuple.", NULL},
    {NULL},
};

static PyMethodDef aabb_methods[] = {
// The queries, from the kernel list (py_queries.h).
#define C2D_QUERY_RECEIVER_aabb
#include "query_methods.h"
    {"from_bounds", (PyCFunction)(void (*)(void))aabb_from_bounds,
     METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "from_bounds($type, /, min_x, min_y, max_x, max_y)\n--\n\n"
     "The box spanning [min_x, max_x] x [min_y, max_y] (max >= min)."},
    {"from_rect", (PyCFunction)(void (*)(void))aabb_from_rect,
     METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "from_rect($type, /, x, y, w, h)\n--\n\n"
     "The box of a rectangle given by its corner (x, y) with the smallest\n"
     "coordinates (pygame's, Tiled's and the DOM's top-left) and its size w, h >= 0."},
    C2D_SWEEP_INTO_METHOD,
    C2D_REDUCE_METHOD(aabb),
    C2D_REPR_SVG_METHOD,
    {NULL},
};

// BASETYPE: a level may subclass it to hang its own data on a wall.
C2D_TYPE_SPEC(aabb, VALUE, "collide2d.AABB", AABBObject, Py_TPFLAGS_BASETYPE, C2D_NO_SLOTS,
              "AABB(pos, half)\n--\n\n"
              "An immutable axis-aligned box: centre `pos`, half size `half` (>= 0).\n\n"
              "Coordinates must be finite with magnitude <= 2**200. See also\n"
              "AABB.from_bounds and AABB.from_rect; numpy.asarray(box) is the row\n"
              "(cx, cy, hx, hy). The receiver of every test is the collider.")
