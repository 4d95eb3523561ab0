// collide2d core: the [kind][kind] tables of dispatch.h, filled from the
// kernel list: an adapter per line unpacks the two shapes and calls the line's
// scalar function (so a dispatched call equals the direct one bit for bit).
#include "dispatch.h"

// Which list lines go into a table: two shapes (not a point, a size or a
// collider column), and the result of the table's query.
#define IS_SHAPE_aabb(...) __VA_ARGS__
#define IS_SHAPE_circle(...) __VA_ARGS__
#define IS_SHAPE_segment(...) __VA_ARGS__
#define IS_SHAPE_obb(...) __VA_ARGS__
#define IS_SHAPE_capsule(...) __VA_ARGS__
#define IS_SHAPE_polygon(...) __VA_ARGS__
#define IS_SHAPE_vec(...)
#define IS_SHAPE_size(...)
#define IS_SHAPE_boxes_all(...)
#define IS_SHAPE_circles_all(...)
#define IS_SHAPE_shapes_all(...)
#define IF_SHAPES(k0, k1, ...) IS_SHAPE_##k0(IS_SHAPE_##k1(__VA_ARGS__))
#define IS_mask_mask(...) __VA_ARGS__
#define IS_mask_hit(...)
#define IS_mask_sweep(...)
#define IS_mask_interval(...)
#define IS_mask_distance(...)
#define IS_mask_manifold(...)
#define IS_mask_none(...)
#define IS_mask_line(...)
#define IS_mask_points(...)
#define IS_mask_pairs(...)
#define IS_sweep_mask(...)
#define IS_sweep_hit(...)
#define IS_sweep_sweep(...) __VA_ARGS__
#define IS_sweep_interval(...)
#define IS_sweep_distance(...)
#define IS_sweep_manifold(...)
#define IS_sweep_none(...)
#define IS_sweep_line(...)
#define IS_sweep_points(...)
#define IS_sweep_pairs(...)
#define LOOP_generic(...) __VA_ARGS__
#define LOOP_fast(...) __VA_ARGS__
#define LOOP_into(...)
#define LOOP_pairs(...)
#define NONE(...)

typedef bool (*overlap_fn)(const c2d_shape *a, const c2d_shape *b);
typedef c2d_sweep (*sweep_fn)(const c2d_shape *collider, const c2d_shape *body, c2d_vec2 delta);

// ---- overlaps: every mask line between two shapes --------------------------------

#define OVERLAP_ADAPTER(loop, id, method, result, cost, scalar, k0, n0, k1, n1)          \
    IS_mask_##result(IF_SHAPES(k0, k1,                                                  \
    static bool overlap_##id(const c2d_shape *a, const c2d_shape *b) {                  \
        return scalar(a->k0, b->k1);                                                    \
    }))
#define OVERLAP_ENTRY(loop, id, method, result, cost, scalar, k0, n0, k1, n1)            \
    IS_mask_##result(IF_SHAPES(k0, k1, [C2D_SHAPE_##k0][C2D_SHAPE_##k1] = overlap_##id,))
#define C2D_K1 NONE
#define C2D_K2 OVERLAP_ADAPTER
#define C2D_K3 NONE
#define C2D_K4 NONE
#define C2D_K5 NONE
#include "kernel_list.h"
#undef C2D_K2
#define C2D_K2 OVERLAP_ENTRY
static const overlap_fn overlap_table[C2D_SHAPE_KIND_COUNT][C2D_SHAPE_KIND_COUNT] = {
#include "kernel_list.h"
};
#undef C2D_K2

// ---- a point inside a shape: every overlaps_<kind>_point line -------------------------

#define IS_POINT_vec(...) __VA_ARGS__
#define IS_POINT_aabb(...)
#define IS_POINT_circle(...)
#define IS_POINT_segment(...)
#define IS_POINT_obb(...)
#define IS_POINT_capsule(...)
#define IS_POINT_polygon(...)
#define IS_POINT_size(...)
#define IS_POINT_boxes_all(...)
#define IS_POINT_circles_all(...)
#define IS_POINT_shapes_all(...)
#define POINT_ADAPTER(loop, id, method, result, cost, scalar, k0, n0, k1, n1)            \
    IS_mask_##result(IS_SHAPE_##k0(IS_POINT_##k1(                                       \
    static bool point_##id(const c2d_shape *a, c2d_vec2 p) { return scalar(a->k0, p); })))
#define POINT_ENTRY(loop, id, method, result, cost, scalar, k0, n0, k1, n1)              \
    IS_mask_##result(IS_SHAPE_##k0(IS_POINT_##k1([C2D_SHAPE_##k0] = point_##id,)))
typedef bool (*point_fn)(const c2d_shape *a, c2d_vec2 p);
#undef C2D_K2
#define C2D_K2 POINT_ADAPTER
#include "kernel_list.h"
#undef C2D_K2
#define C2D_K2 POINT_ENTRY
static const point_fn point_table[C2D_SHAPE_KIND_COUNT] = {
#include "kernel_list.h"
};
#undef C2D_K2

// ---- the distance from a shape to a point: every distance_<kind>_point line ----------

#define DISTANCE_POINT_ADAPTER(loop, id, method, result, cost, scalar, k0, n0, k1, n1)   \
    IS_distance_##result(IS_SHAPE_##k0(IS_POINT_##k1(                                   \
    static c2d_distance distance_point_##id(const c2d_shape *a, c2d_vec2 p) {           \
        return scalar(a->k0, p);                                                        \
    })))
#define DISTANCE_POINT_ENTRY(loop, id, method, result, cost, scalar, k0, n0, k1, n1)     \
    IS_distance_##result(IS_SHAPE_##k0(IS_POINT_##k1([C2D_SHAPE_##k0] = distance_point_##id,)))
#define IS_distance_distance(...) __VA_ARGS__
#define IS_distance_mask(...)
#define IS_distance_hit(...)
#define IS_distance_sweep(...)
#define IS_distance_interval(...)
#define IS_distance_manifold(...)
#define IS_distance_none(...)
#define IS_distance_line(...)
#define IS_distance_points(...)
#define IS_distance_pairs(...)
typedef c2d_distance (*distance_point_fn)(const c2d_shape *a, c2d_vec2 p);
#undef C2D_K2
#define C2D_K2 DISTANCE_POINT_ADAPTER
#include "kernel_list.h"
#undef C2D_K2
#define C2D_K2 DISTANCE_POINT_ENTRY
static const distance_point_fn distance_point_table[C2D_SHAPE_KIND_COUNT] = {
#include "kernel_list.h"
};
#undef C2D_K2

// ---- raycasts: every intersect_<kind>_segment line (paddings 0) ----------------------

#define IS_hit_hit(...) __VA_ARGS__
#define IS_hit_mask(...)
#define IS_hit_sweep(...)
#define IS_hit_interval(...)
#define IS_hit_distance(...)
#define IS_hit_manifold(...)
#define IS_hit_none(...)
#define IS_hit_line(...)
#define IS_hit_points(...)
#define IS_hit_pairs(...)
#define IF_RAY(result, k0, k1, k2, ...)                                                 \
    IS_hit_##result(IS_SHAPE_##k0(IS_POINT_##k1(IS_POINT_##k2(__VA_ARGS__))))
#define RAY3_ADAPTER(loop, id, method, result, cost, scalar, k0, n0, k1, n1, k2, n2)     \
    IF_RAY(result, k0, k1, k2, static c2d_hit ray_##id(const c2d_shape *s, c2d_vec2 p,   \
                                                       c2d_vec2 d) {                     \
        return scalar(s->k0, p, d);                                                     \
    })
#define RAY5_ADAPTER(loop, id, method, result, cost, scalar, k0, n0, k1, n1, k2, n2, ...)  \
    IF_RAY(result, k0, k1, k2, static c2d_hit ray_##id(const c2d_shape *s, c2d_vec2 p,   \
                                                       c2d_vec2 d) {                     \
        return scalar(s->k0, p, d, 0.0, 0.0);                                           \
    })
#define RAY_ENTRY(loop, id, method, result, cost, scalar, k0, n0, k1, n1, k2, n2, ...)     \
    IF_RAY(result, k0, k1, k2, [C2D_SHAPE_##k0] = ray_##id,)
typedef c2d_hit (*ray_fn)(const c2d_shape *s, c2d_vec2 p, c2d_vec2 d);
#undef C2D_K1
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
#define C2D_K1 NONE
#define C2D_K2 NONE
#define C2D_K3 RAY3_ADAPTER
#define C2D_K4 NONE
#define C2D_K5 RAY5_ADAPTER
#include "kernel_list.h"
#undef C2D_K3
#undef C2D_K5
#define C2D_K3 RAY_ENTRY
#define C2D_K5 RAY_ENTRY
static const ray_fn ray_table[C2D_SHAPE_KIND_COUNT] = {
#include "kernel_list.h"
};
#undef C2D_K2 // as the overlap tables left them: K2 free, the others NONE
#undef C2D_K3
#undef C2D_K5
#define C2D_K3 NONE
#define C2D_K5 NONE

bool c2d_raycast_shape(const c2d_shape *s, c2d_vec2 pos, c2d_vec2 delta, c2d_hit *out) {
    ray_fn f = ray_table[s->kind];
    if (f == NULL) return false;
    *out = f(s, pos, delta);
    return true;
}

void c2d_distance_point(const c2d_shape *s, c2d_vec2 p, c2d_distance *out) {
    *out = distance_point_table[s->kind](s, p); // every kind has one
}

bool c2d_overlaps_point(const c2d_shape *s, c2d_vec2 p) {
    point_fn f = point_table[s->kind];
    return f != NULL && f(s, p); // a segment (no interior) has none: never
}

bool c2d_overlaps_shapes(const c2d_shape *a, const c2d_shape *b) {
    overlap_fn f = overlap_table[a->kind][b->kind];
    if (f != NULL) return f(a, b);
    f = overlap_table[b->kind][a->kind]; // the flip
    return f != NULL && f(b, a);
}

// ---- sweeps: every sweep line of a shape moving against a shape ----------------------

#define SWEEP_ADAPTER(loop, id, method, result, cost, scalar, k0, n0, k1, n1, k2, n2)     \
    LOOP_##loop(IS_sweep_##result(IF_SHAPES(k0, k1,                                     \
    static c2d_sweep sweep_##id(const c2d_shape *collider, const c2d_shape *body,       \
                                c2d_vec2 delta) {                                       \
        return scalar(collider->k0, body->k1, delta);                                   \
    })))
#define SWEEP_ENTRY(loop, id, method, result, cost, scalar, k0, n0, k1, n1, k2, n2)       \
    LOOP_##loop(IS_sweep_##result(IF_SHAPES(k0, k1,                                     \
        [C2D_SHAPE_##k0][C2D_SHAPE_##k1] = sweep_##id,)))
#define C2D_K2 NONE
#undef C2D_K3
#define C2D_K3 SWEEP_ADAPTER
#include "kernel_list.h"
#undef C2D_K3
#define C2D_K3 SWEEP_ENTRY
static const sweep_fn sweep_table[C2D_SHAPE_KIND_COUNT][C2D_SHAPE_KIND_COUNT] = {
#include "kernel_list.h"
};
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5

bool c2d_sweep_shapes(const c2d_shape *collider, const c2d_shape *body, c2d_vec2 delta,
                      c2d_sweep *out) {
    sweep_fn f = sweep_table[collider->kind][body->kind];
    if (f == NULL) return false;
    *out = f(collider, body, delta);
    return true;
}
