// collide2d binding: the scalar query methods made from the kernel list.
//
// Every line of src/core/kernels/kernel_list.h whose result is a hit, a mask, a sweep,
// an interval, a distance or a manifold (and whose loop is not sweep_into's) is also a
// method of the scalar type of its receiver: AABB.intersect_point is the line
// intersect_aabb_point. py_queries.c defines the functions (c2d_query_<id>),
// calling the very scalar function the row loop calls, so a scalar call equals
// a batch row bit for bit; the types' method tables take their entries from
// query_methods.h. A line of two arguments is a METH_O method (positional,
// the fastest call), a longer one takes keywords, with trailing sizes
// (padding) defaulting to 0.
//
// Argument names: the list's names are the batch ones ("points", "others",
// "boxes"); a scalar method takes one shape, so its name is the singular:
// "point" for points, "other" for any shape (py_queries.c, SCALAR_NAME_*).
#ifndef C2D_PY_QUERIES_H
#define C2D_PY_QUERIES_H

#include "kernels/kernels.h"
#include "py_common.h"

/// Which lines become scalar methods: by result, and by loop.
/// (Variadic, so that code with commas passes through.)
#define C2D_QUERY_RESULT_hit(...) __VA_ARGS__
#define C2D_QUERY_RESULT_mask(...) __VA_ARGS__
#define C2D_QUERY_RESULT_sweep(...) __VA_ARGS__
#define C2D_QUERY_RESULT_interval(...) __VA_ARGS__
#define C2D_QUERY_RESULT_distance(...) __VA_ARGS__
#define C2D_QUERY_RESULT_manifold(...) __VA_ARGS__
#define C2D_QUERY_RESULT_none(...)
#define C2D_QUERY_RESULT_line(...)
#define C2D_QUERY_RESULT_points(...)
#define C2D_QUERY_RESULT_pairs(...)
#define C2D_QUERY_LOOP_generic(...) __VA_ARGS__
#define C2D_QUERY_LOOP_fast(...) __VA_ARGS__
#define C2D_QUERY_LOOP_into(...)
#define C2D_QUERY_LOOP_pairs(...)
#define C2D_QUERY_IF(loop, result, ...) \
    C2D_QUERY_RESULT_##result(C2D_QUERY_LOOP_##loop(__VA_ARGS__))

#define C2D_QUERY_DECLARE_O(loop, id, method, result, ...) \
    C2D_QUERY_IF(loop, result, PyObject *c2d_query_##id(PyObject *self, PyObject *arg);)
#define C2D_QUERY_DECLARE_FAST(loop, id, method, result, ...)                               \
    C2D_QUERY_IF(loop, result,                                                              \
                 PyObject *c2d_query_##id(PyObject *self, PyObject *const *args,            \
                                          Py_ssize_t nargs, PyObject *kwnames);)
#define C2D_K1(...)
#define C2D_K2 C2D_QUERY_DECLARE_O
#define C2D_K3 C2D_QUERY_DECLARE_FAST
#define C2D_K4 C2D_QUERY_DECLARE_FAST
#define C2D_K5 C2D_QUERY_DECLARE_FAST
#include "kernels/kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5

#endif
