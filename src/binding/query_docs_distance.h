// collide2d binding: the docstrings of the scalar query methods on distances, and the
// push-outs they give (docs/distance.md). One of the files query_docs.h gathers (its
// header says what a docstring holds).
#ifndef C2D_QUERY_DOCS_DISTANCE_H
#define C2D_QUERY_DOCS_DISTANCE_H

/// The shared body of the distance methods' docstrings.
#define C2D_DISTANCE_DOC(what)                                                               \
    "The signed distance to " what ": a Distance(distance, point_a, point_b, normal).\n"    \
    "distance > 0 is the gap, < 0 minus the penetration depth, 0 touching; point_a is on\n" \
    "this shape's surface and point_b on the other's (the closest points apart, the\n"     \
    "deepest ones overlapping), normal the unit vector from this shape toward the other,\n" \
    "so that distance = dot(point_b - point_a, normal)."

// ---- distances (narrow/distance.h) ------------------------------------------------
#define C2D_DOC_distance_aabb_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_aabb_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_aabb_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_aabb_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_aabb_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_aabb_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_aabb_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_circle_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_circle_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_circle_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_circle_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_circle_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_circle_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_circle_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_segment_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_segment_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_segment_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_segment_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_segment_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_segment_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_segment_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_obb_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_obb_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_obb_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_obb_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_obb_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_obb_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_obb_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_capsule_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_capsule_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_capsule_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_capsule_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_capsule_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_capsule_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_capsule_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_polygon_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_polygon_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_polygon_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_polygon_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_polygon_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_polygon_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_polygon_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")


/// The shared body of the push-outs the distance gives.
#define C2D_PUSH_OUT_BY_DISTANCE_DOC(what)                                                  \
    what " pushed out of this shape: a Hit when they overlap (touching is not\n"          \
    "colliding), else None. delta is the least translation that parts them (moving the\n"  \
    "other by it leaves them touching), normal its direction from this shape toward the\n" \
    "other, pos this shape's deepest point, on its surface: the signed distance's\n"       \
    "(distance_*), see docs/distance.md."

// ---- push-outs from the distance (narrow/distance.h) ------------------------------
#define C2D_DOC_intersect_capsule_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The capsule")

#define C2D_DOC_intersect_capsule_aabb \
    "intersect_aabb($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The box")

#define C2D_DOC_intersect_capsule_obb \
    "intersect_obb($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The oriented box")

#define C2D_DOC_intersect_capsule_polygon \
    "intersect_polygon($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The polygon")

#define C2D_DOC_intersect_aabb_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The capsule")

#define C2D_DOC_intersect_obb_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The capsule")

#define C2D_DOC_intersect_polygon_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The capsule")

#endif
