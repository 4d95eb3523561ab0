// collide2d binding: Capsule, the immutable capsule (a segment grown by a radius), and
// its scalar tests (docs/capsule.md).
#include "py_common.h"
#include "py_queries.h"
#include "py_value_type.h"

#define CAPSULE(o) (((CapsuleObject *)(o))->capsule)

C2D_VALUE_TYPE(capsule, CapsuleObject, c2d_capsule, capsule,
               "Capsule(Vec2(%U, %U), Vec2(%U, %U), %U)", "((dd)(dd)d)")
C2D_VALUE_COMPARE(capsule, CapsuleObject, capsule, capsule_type)

static PyObject *capsule_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"a", "b", "radius", NULL};
    PyObject *a, *b, *radius;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOO:Capsule", kwlist, &a, &b, &radius))
        return NULL;
    c2d_state *st = c2d_state_of_type(type);
    c2d_capsule k = {{0.0, 0.0}, {0.0, 0.0}, 0.0};
    if (c2d_parse_point(st, a, "Capsule", "a", &k.a) < 0 ||
        c2d_parse_point(st, b, "Capsule", "b", &k.b) < 0 ||
        c2d_parse_real(radius, "Capsule", "radius", &k.radius) < 0)
        return NULL;
    double bad = 0.0;
    c2d_code code = c2d_check_size(k.radius, &bad);
    if (code != C2D_OK) {
        c2d_raise_value(PyExc_ValueError, "Capsule", "radius", c2d_code_text(code, false), bad);
        return NULL;
    }
    return capsule_alloc(type, k);
}

static PyGetSetDef capsule_getset[] = {
    C2D_GET("a", vec2, CapsuleObject, capsule.a, "First end of the core segment (Vec2)."),
    C2D_GET("b", vec2, CapsuleObject, capsule.b, "Second end of the core segment (Vec2)."),
    C2D_GET("radius", double, CapsuleObject, capsule.radius, "Radius (>= 0)."),
    {NULL},
};

static PyMethodDef capsule_methods[] = {
// The queries, from the kernel list (py_queries.h).
#define C2D_QUERY_RECEIVER_capsule
#include "query_methods.h"
    C2D_SWEEP_INTO_METHOD,
    C2D_REDUCE_METHOD(capsule),
    C2D_REPR_SVG_METHOD,
    {NULL},
};

// BASETYPE: a level may subclass it to hang its own data on a wall.
C2D_TYPE_SPEC(capsule, VALUE, "collide2d.Capsule", CapsuleObject, Py_TPFLAGS_BASETYPE,
              C2D_NO_SLOTS,
              "Capsule(a, b, radius)\n--\n\n"
              "An immutable capsule: every point within `radius` (>= 0) of the segment a-b.\n\n"
              "numpy.asarray(capsule) is the row (x0, y0, x1, y1, r). Radius 0 is the\n"
              "segment itself, which answers as Segment does (no interior). The receiver of\n"
              "every test is the collider. See docs/capsule.md for the contracts.")
