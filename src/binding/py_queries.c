// collide2d binding: the scalar query methods, one per kernel-list line
// (py_queries.h says which). Each reads its receiver and arguments, calls the
// line's scalar function (the one its row loop calls) and builds the result
// object; this file is the only place that turns a list line into a method.
#include "py_queries.h"

/// One argument's value, by row kind (the member names are the list's tokens).
typedef union {
    c2d_aabb aabb;
    c2d_circle circle;
    c2d_segment segment;
    c2d_obb obb;
    c2d_capsule capsule;
    c2d_polygon polygon;
    c2d_vec2 vec;
    double size;
} query_value;

#define SELF_aabb(o) (((AABBObject *)(o))->box)
#define SELF_circle(o) (((CircleObject *)(o))->circle)
#define SELF_segment(o) (((SegmentObject *)(o))->segment)
#define SELF_obb(o) (((OBBObject *)(o))->obb)
#define SELF_capsule(o) (((CapsuleObject *)(o))->capsule)
#define SELF_polygon(o) c2d_polygon_of(o)

// The scalar name of a list argument, at compile time: a shape is "other"; the point of a
// two-argument line is "point" (the list says "points"); anything else keeps its name.
#define SCALAR_NAME_aabb(name) "other"
#define SCALAR_NAME_circle(name) "other"
#define SCALAR_NAME_segment(name) "other"
#define SCALAR_NAME_obb(name) "other"
#define SCALAR_NAME_capsule(name) "other"
#define SCALAR_NAME_polygon(name) "other"
#define SCALAR_NAME_vec(name) name
#define SCALAR_NAME_size(name) name
#define POINT_NAME_aabb(name) "other"
#define POINT_NAME_circle(name) "other"
#define POINT_NAME_segment(name) "other"
#define POINT_NAME_obb(name) "other"
#define POINT_NAME_capsule(name) "other"
#define POINT_NAME_polygon(name) "other"
#define POINT_NAME_vec(name) "point"

static int want_shape(PyObject *obj, PyTypeObject *type, const char *noun, const char *func,
                      const char *arg) {
    if (c2d_is(obj, type)) return 0;
    PyErr_Format(PyExc_TypeError,
                 "%s(): '%s' must be %s, not %.100s (use the array twins or the generic "
                 "functions for arrays)",
                 func, arg, noun, Py_TYPE(obj)->tp_name);
    return -1;
}

/// Read one argument of row kind `kind` (an error names `func` and `arg`). Inline: every
/// caller passes a constant kind, so the switch folds away on the scalar hot path.
static inline int read_value(c2d_state *st, PyObject *obj, c2d_row_kind kind,
                             const char *func, const char *arg, query_value *out) {
    switch (kind) {
    case C2D_ROWS_aabb:
        if (want_shape(obj, st->aabb_type, "an AABB", func, arg) < 0) return -1;
        out->aabb = SELF_aabb(obj);
        return 0;
    case C2D_ROWS_circle:
        if (want_shape(obj, st->circle_type, "a Circle", func, arg) < 0) return -1;
        out->circle = SELF_circle(obj);
        return 0;
    case C2D_ROWS_segment: return c2d_want_segment(st, obj, func, arg, &out->segment);
    case C2D_ROWS_obb:
        if (want_shape(obj, st->obb_type, "an OBB", func, arg) < 0) return -1;
        out->obb = SELF_obb(obj);
        return 0;
    case C2D_ROWS_capsule:
        if (want_shape(obj, st->capsule_type, "a Capsule", func, arg) < 0) return -1;
        out->capsule = SELF_capsule(obj);
        return 0;
    case C2D_ROWS_polygon:
        if (want_shape(obj, st->polygon_type, "a Polygon", func, arg) < 0) return -1;
        out->polygon = SELF_polygon(obj);
        return 0;
    case C2D_ROWS_vec: return c2d_parse_point(st, obj, func, arg, &out->vec);
    case C2D_ROWS_size: return c2d_parse_size(obj, func, arg, &out->size);
    default: break;
    }
    PyErr_Format(PyExc_SystemError, "%s(): no scalar form for the kind of '%s'", func, arg);
    return -1;
}

/// One keyword-capable argument: read it, or a size left out (no padding: 0.0).
static inline int read_arg(c2d_state *st, PyObject *obj, c2d_row_kind kind, const char *func,
                           const char *arg, query_value *out) {
    if (obj == NULL) {
        out->size = 0.0;
        return 0;
    }
    return read_value(st, obj, kind, func, arg, out);
}

// ---- results ----------------------------------------------------------------

static PyObject *result_hit(c2d_state *st, PyObject *self, c2d_hit h) {
    return c2d_hit_or_none(self, &h);
}
static PyObject *result_mask(c2d_state *st, PyObject *self, bool overlaps) {
    return PyBool_FromLong(overlaps);
}
static PyObject *result_sweep(c2d_state *st, PyObject *self, c2d_sweep s) {
    return c2d_new_sweep(st ? st : c2d_state_of_type(Py_TYPE(self)), self, &s);
}
static PyObject *result_distance(c2d_state *st, PyObject *self, c2d_distance r) {
    return c2d_new_distance(st ? st : c2d_state_of_type(Py_TYPE(self)), &r);
}
static PyObject *result_manifold(c2d_state *st, PyObject *self, c2d_manifold r) {
    return c2d_new_manifold(st ? st : c2d_state_of_type(Py_TYPE(self)), &r);
}
static PyObject *result_interval(c2d_state *st, PyObject *self, c2d_interval r) {
    if (!r.hit) Py_RETURN_NONE;
    return Py_BuildValue("(dd)", r.first, r.last);
}

// ---- the methods, from the list ------------------------------------------------

// The other shape of the receiver's very type (the common case: box against box) is read
// without the module state; anything else goes through read_value. The condition is
// constant per line, so the compiler keeps one branch.
#define SAME_TYPE(k0, k1, obj, self) \
    (C2D_ROWS_##k0 == C2D_ROWS_##k1 && (obj) != NULL && Py_IS_TYPE((obj), Py_TYPE(self)))

#define QUERY_O(loop, id, method, result, cost, scalar, k0, n0, k1, n1)                   \
    C2D_QUERY_IF(loop, result,                                                           \
    PyObject *c2d_query_##id(PyObject *self, PyObject *arg) {                            \
        c2d_state *st = NULL;                                                            \
        query_value v;                                                                   \
        if (SAME_TYPE(k0, k1, arg, self)) {                                              \
            v.k0 = SELF_##k0(arg);                                                       \
        } else {                                                                         \
            st = c2d_state_of_type(Py_TYPE(self));                                       \
            if (read_value(st, arg, C2D_ROWS_##k1, method, POINT_NAME_##k1(n1), &v) < 0) \
                return NULL;                                                             \
        }                                                                                \
        return result_##result(st, self, scalar(SELF_##k0(self), v.k1));                 \
    })

// A longer line: keyword parsing, then each argument read with its constant kind.
#define READ(k0, i, k)                                                                    \
    if (i == 0 && SAME_TYPE(k0, k, values[0], self)) {                                   \
        v[0].k0 = SELF_##k0(values[0]);                                                  \
    } else if (read_arg(st, values[i], C2D_ROWS_##k, func, names[i], &v[i]) < 0) {        \
        return NULL;                                                                     \
    }
#define QUERY_FAST(loop, id, method, result, n, call, kinds, names_, reads)              \
    C2D_QUERY_IF(loop, result,                                                           \
    PyObject *c2d_query_##id(PyObject *self, PyObject *const *args, Py_ssize_t nargs,    \
                             PyObject *kwnames) {                                        \
        static const c2d_row_kind arg_kinds[] = {C2D_QUERY_UNPACK kinds};                \
        static const char *const names[] = {C2D_QUERY_UNPACK names_};                    \
        const char *func = method;                                                       \
        PyObject *values[n] = {NULL};                                                    \
        int required = 0;                                                                \
        for (int k = 0; k < n; k++)                                                      \
            if (arg_kinds[k] != C2D_ROWS_size) required = k + 1;                         \
        if (c2d_parse_args(func, args, nargs, kwnames, (const char *const *)names, n,    \
                           required, values) < 0)                                        \
            return NULL;                                                                 \
        c2d_state *st = c2d_state_of_type(Py_TYPE(self));                                \
        query_value v[n];                                                                \
        C2D_QUERY_UNPACK reads                                                           \
        return result_##result(st, self, C2D_QUERY_UNPACK call);                         \
    })
#define C2D_QUERY_UNPACK(...) __VA_ARGS__

#define C2D_K1(...)
#define C2D_K2 QUERY_O
#define C2D_K3(loop, id, method, result, cost, scalar, k0, n0, k1, n1, k2, n2)             \
    QUERY_FAST(loop, id, method, result, 2, (scalar(SELF_##k0(self), v[0].k1, v[1].k2)),  \
               (C2D_ROWS_##k1, C2D_ROWS_##k2), (SCALAR_NAME_##k1(n1), SCALAR_NAME_##k2(n2)), \
               (READ(k0, 0, k1) READ(k0, 1, k2)))
#define C2D_K4(loop, id, method, result, cost, scalar, k0, n0, k1, n1, k2, n2, k3, n3)     \
    QUERY_FAST(loop, id, method, result, 3,                                              \
               (scalar(SELF_##k0(self), v[0].k1, v[1].k2, v[2].k3)),                     \
               (C2D_ROWS_##k1, C2D_ROWS_##k2, C2D_ROWS_##k3),                           \
               (SCALAR_NAME_##k1(n1), SCALAR_NAME_##k2(n2), SCALAR_NAME_##k3(n3)),          \
               (READ(k0, 0, k1) READ(k0, 1, k2) READ(k0, 2, k3)))
#define C2D_K5(loop, id, method, result, cost, scalar, k0, n0, k1, n1, k2, n2, k3, n3, k4, n4) \
    QUERY_FAST(loop, id, method, result, 4,                                              \
               (scalar(SELF_##k0(self), v[0].k1, v[1].k2, v[2].k3, v[3].k4)),            \
               (C2D_ROWS_##k1, C2D_ROWS_##k2, C2D_ROWS_##k3, C2D_ROWS_##k4),            \
               (SCALAR_NAME_##k1(n1), SCALAR_NAME_##k2(n2), SCALAR_NAME_##k3(n3),           \
                SCALAR_NAME_##k4(n4)),                                                    \
               (READ(k0, 0, k1) READ(k0, 1, k2) READ(k0, 2, k3) READ(k0, 3, k4)))
#include "kernels/kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
