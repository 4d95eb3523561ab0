// collide2d binding: Circle, the immutable circle, and its scalar tests
// (docs/circles-and-lines.md, section 3).
#include "py_common.h"
#include "py_queries.h"
#include "py_value_type.h"

#define CIRCLE(o) (((CircleObject *)(o))->circle)

C2D_VALUE_TYPE(circle, CircleObject, c2d_circle, circle, "Circle(Vec2(%U, %U), %U)",
               "((dd)d)")
C2D_VALUE_COMPARE(circle, CircleObject, circle, circle_type)

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
    return circle_alloc(type, c);
}

static PyGetSetDef circle_getset[] = {
    C2D_GET("center", vec2, CircleObject, circle.center, "Centre of the circle (Vec2)."),
    C2D_GET("radius", double, CircleObject, circle.radius, "Radius (>= 0)."),
    {NULL},
};

static PyMethodDef circle_methods[] = {
// The queries, from the kernel list (py_queries.h).
#define C2D_QUERY_RECEIVER_circle
#include "query_methods.h"
    C2D_SWEEP_INTO_METHOD,
    C2D_REDUCE_METHOD(circle),
    C2D_REPR_SVG_METHOD,
    {NULL},
};

// BASETYPE: a level may subclass it to hang its own data on a wall.
C2D_TYPE_SPEC(circle, VALUE, "collide2d.Circle", CircleObject, Py_TPFLAGS_BASETYPE, C2D_NO_SLOTS,
              "Circle(center, radius)\n--\n\n"
              "An immutable circle: centre `center` (a Vec2 or pair), radius >= 0.\n\n"
              "numpy.asarray(circle) is the row (cx, cy, r). The receiver of every test\n"
              "is the collider. See docs/circles-and-lines.md for the contracts.")
