// collide2d binding: the method-table entries of one scalar type's query
// methods, from the kernel list (py_queries.h). No include guard on purpose:
// a type's method table defines C2D_QUERY_RECEIVER_<kind> and includes this
// file inside its PyMethodDef array, e.g.
//
//     static PyMethodDef aabb_methods[] = {
//     #define C2D_QUERY_RECEIVER_aabb
//     #include "query_methods.h"
//         ... the methods written by hand ...
//     };
#include "query_docs.h"

#ifdef C2D_QUERY_RECEIVER_aabb
#define C2D_QUERY_ON_aabb(...) __VA_ARGS__
#else
#define C2D_QUERY_ON_aabb(...)
#endif
#ifdef C2D_QUERY_RECEIVER_circle
#define C2D_QUERY_ON_circle(...) __VA_ARGS__
#else
#define C2D_QUERY_ON_circle(...)
#endif
#ifdef C2D_QUERY_RECEIVER_segment
#define C2D_QUERY_ON_segment(...) __VA_ARGS__
#else
#define C2D_QUERY_ON_segment(...)
#endif
#ifdef C2D_QUERY_RECEIVER_obb
#define C2D_QUERY_ON_obb(...) __VA_ARGS__
#else
#define C2D_QUERY_ON_obb(...)
#endif
#ifdef C2D_QUERY_RECEIVER_capsule
#define C2D_QUERY_ON_capsule(...) __VA_ARGS__
#else
#define C2D_QUERY_ON_capsule(...)
#endif
#ifdef C2D_QUERY_RECEIVER_polygon
#define C2D_QUERY_ON_polygon(...) __VA_ARGS__
#else
#define C2D_QUERY_ON_polygon(...)
#endif

#define C2D_QUERY_ENTRY(flags, loop, id, method, result, cost, scalar, kind0, ...)        \
    C2D_QUERY_ON_##kind0(C2D_QUERY_IF(                                                   \
        loop, result,                                                                    \
        {method, (PyCFunction)(void (*)(void))c2d_query_##id, flags, C2D_DOC_##id},))
#define C2D_K1(...)
#define C2D_K2(...) C2D_QUERY_ENTRY(METH_O, __VA_ARGS__)
#define C2D_K3(...) C2D_QUERY_ENTRY(METH_FASTCALL | METH_KEYWORDS, __VA_ARGS__)
#define C2D_K4(...) C2D_QUERY_ENTRY(METH_FASTCALL | METH_KEYWORDS, __VA_ARGS__)
#define C2D_K5(...) C2D_QUERY_ENTRY(METH_FASTCALL | METH_KEYWORDS, __VA_ARGS__)
#include "kernels/kernel_list.h"
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
#undef C2D_QUERY_ENTRY
#undef C2D_QUERY_ON_aabb
#undef C2D_QUERY_ON_circle
#undef C2D_QUERY_ON_segment
#undef C2D_QUERY_ON_obb
#undef C2D_QUERY_ON_capsule
#undef C2D_QUERY_ON_polygon
#undef C2D_QUERY_RECEIVER_aabb
#undef C2D_QUERY_RECEIVER_circle
#undef C2D_QUERY_RECEIVER_segment
#undef C2D_QUERY_RECEIVER_obb
#undef C2D_QUERY_RECEIVER_capsule
#undef C2D_QUERY_RECEIVER_polygon
