// collide2d binding: OBB, the immutable oriented box, and its scalar tests
// (the separating axis theorem of the MDN and WecTeam articles; docs/obb.md).
#include "py_common.h"
#include "py_queries.h"
#include "py_value_type.h"

#define OBB(o) (((OBBObject *)(o))->obb)

C2D_VALUE_TYPE(obb, OBBObject, c2d_obb, obb, "OBB(Vec2(%U, %U), Vec2(%U, %U), %U)",
               "((dd)(dd)d)")
C2D_VALUE_COMPARE(obb, OBBObject, obb, obb_type)

static PyObject *obb_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"center", "half", "angle", NULL};
    PyObject *center, *half, *angle = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OO|O:OBB", kwlist, &center, &half, &angle))
        return NULL;
    c2d_state *st = c2d_state_of_type(type);
    c2d_obb o = {{0.0, 0.0}, {0.0, 0.0}, 0.0};
    if (c2d_parse_point(st, center, "OBB", "center", &o.center) < 0 ||
        c2d_parse_pair(st, half, "OBB", "half", &o.half) < 0 ||
        (angle != NULL && c2d_parse_number(angle, "OBB", "angle", &o.angle) < 0))
        return NULL;
    double bad = 0.0;
    c2d_code code;
    if ((code = c2d_check_size(o.half.x, &bad)) != C2D_OK ||
        (code = c2d_check_size(o.half.y, &bad)) != C2D_OK) {
        c2d_raise_value(PyExc_ValueError, "OBB", "half",
                        code == C2D_NEGATIVE_SIZE ? "has a negative component"
                                                  : c2d_code_text(code, false),
                        bad);
        return NULL;
    }
    return obb_alloc(type, o);
}

/// The four corners, counter-clockwise from the one at (-hx, -hy) in the box's
/// frame (exact for an angle that is a multiple of pi / 2).
static PyObject *obb_get_corners(PyObject *self, void *closure) {
    c2d_state *st = c2d_state_of_type(Py_TYPE(self));
    c2d_obb_frame f = c2d_obb_frame_of(OBB(self));
    static const double sx[4] = {-1.0, 1.0, 1.0, -1.0}, sy[4] = {-1.0, -1.0, 1.0, 1.0};
    PyObject *corners = PyTuple_New(4);
    if (corners == NULL) return NULL;
    for (int k = 0; k < 4; k++) {
        c2d_vec2 local = c2d_v2(sx[k] * f.half.x, sy[k] * f.half.y);
        PyObject *v = c2d_new_vec2(st, c2d_obb_world_point(f, local));
        if (v == NULL) {
            Py_DECREF(corners);
            return NULL;
        }
        PyTuple_SET_ITEM(corners, k, v);
    }
    return corners;
}

static PyGetSetDef obb_getset[] = {
    C2D_GET("center", vec2, OBBObject, obb.center, "Centre of the box (Vec2)."),
    C2D_GET("half", vec2, OBBObject, obb.half,
            "Half size along the box's own axes (Vec2, >= 0)."),
    C2D_GET("angle", double, OBBObject, obb.angle,
            "Rotation of the box's axes, radians, counter-clockwise."),
    {"corners", obb_get_corners, NULL,
     "The four corners (a tuple of Vec2), counter-clockwise, starting at the one at\n"
     "(-half.x, -half.y) in the box's own frame.",
     NULL},
    {NULL},
};

static PyMethodDef obb_methods[] = {
// The queries, from the kernel list (py_queries.h).
#define C2D_QUERY_RECEIVER_obb
#include "query_methods.h"
    C2D_SWEEP_INTO_METHOD,
    C2D_REDUCE_METHOD(obb),
    C2D_REPR_SVG_METHOD,
    {NULL},
};

// BASETYPE: a level may subclass it to hang its own data on a wall.
C2D_TYPE_SPEC(obb, VALUE, "collide2d.OBB", OBBObject, Py_TPFLAGS_BASETYPE, C2D_NO_SLOTS,
              "OBB(center, half, angle=0.0)\n--\n\n"
              "An immutable oriented box: centre `center`, half size `half` (>= 0) along its\n"
              "own axes, rotated by `angle` radians counter-clockwise.\n\n"
              "numpy.asarray(box) is the row (cx, cy, hx, hy, angle). An angle that is a\n"
              "multiple of pi / 2 in float64 (math.pi / 2, math.pi, ...) gives exact axes:\n"
              "the box then answers every test exactly as the AABB it is. The receiver of\n"
              "every test is the collider. See docs/obb.md for the contracts.")
