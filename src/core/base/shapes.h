// collide2d core, base/shapes.h: the shapes and result structs (the batch rows, byte for
// byte), status codes and row checks.
// Plain C11, no Python.
#ifndef C2D_BASE_SHAPES_H
#define C2D_BASE_SHAPES_H

#include <stddef.h>

#include "base/math.h"

/// Axis-aligned box: centre `pos` and half size `half` (noonat/intersect), half >= 0.
typedef struct c2d_aabb {
    c2d_vec2 pos, half;
} c2d_aabb;

/// Result of an intersection test or cast, flag inside (Box2D's b2CastOutput).
/// The payload is always defined: with `hit` false it holds the documented
/// "no hit" values (delta and normal zero, time 1, pos the other shape's end
/// position, collider -1), so batch rows can be used without masking.
/// The layout is also the batch output row (numpy dtype HIT_DTYPE, 72 bytes).
typedef struct c2d_hit {
    c2d_vec2 pos;     ///< contact point on the collider's boundary
    c2d_vec2 delta;   ///< push-out (static) or (1 - time) * -delta (casts)
    c2d_vec2 normal;  ///< collider's unit normal toward the other shape
    double time;      ///< 0 for static tests, fraction of the motion for casts
    int64_t collider; ///< row index in batch results; 0 / -1 in scalar ones
    bool hit;
    // Always zero: named, so that no result byte is left unwritten. Scalars,
    // not an array: an array member keeps GCC from holding the struct in
    // registers, and made the batch kernels 1.6-2x slower.
    uint8_t zero1;
    uint16_t zero2;
    uint32_t zero4;
} c2d_hit;

/// Result of a sweep (noonat/intersect's Sweep plus the "stuck" flag); batch row
/// layout SWEEP_DTYPE (104 bytes).
typedef struct c2d_sweep {
    c2d_hit hit;
    c2d_vec2 pos;             ///< where the moving shape ends: start + delta * time
    double time;              ///< 1 when nothing is hit
    bool started_overlapping; ///< interiors overlapped at the start ("stuck")
    uint8_t zero1; ///< always zero (see c2d_hit)
    uint16_t zero2;
    uint32_t zero4;
} c2d_sweep;

/// First and last times two moving shapes overlap (Gomez (Gamasutra)); batch row
/// layout INTERVAL_DTYPE (24 bytes). With `hit` false, first = last = 1.
typedef struct c2d_interval {
    double first, last;
    bool hit;
    uint8_t zero1; ///< always zero (see c2d_hit)
    uint16_t zero2;
    uint32_t zero4;
} c2d_interval;

/// The signed distance between two shapes (batch row layout DISTANCE_DTYPE, 56
/// bytes): `distance` > 0 apart (the gap), < 0 overlapping (minus the penetration
/// depth), 0 touching; `point_a` on the receiver's surface and `point_b` on the other's,
/// the closest points when apart and the deepest points when overlapping, so that
/// distance = dot(point_b - point_a, normal); `normal` the unit vector from the
/// receiver toward the other (the way to move the other shape apart).
typedef struct c2d_distance {
    double distance;
    c2d_vec2 point_a, point_b, normal;
} c2d_distance;

/// A contact manifold: the normal (unit, from the receiver toward the other) and up
/// to two contact points, each midway between the two surfaces, with its separation
/// along the normal (< 0: overlapping by that much). Points past `count` are zero.
typedef struct c2d_manifold {
    c2d_vec2 normal;
    c2d_vec2 point0;
    double separation0;
    c2d_vec2 point1;
    double separation1;
    int64_t count;
} c2d_manifold;

// The result structs are the batch output rows, byte for byte: every byte is
// a named member (no compiler padding), so a result written by a kernel
// carries no stale memory into np.save files or pickles, and two identical
// calls give identical bytes. Every constructor starts from an initializer
// (members it does not name are zero).
_Static_assert(sizeof(c2d_hit) == 72, "c2d_hit has no padding");

_Static_assert(sizeof(c2d_sweep) == 104, "c2d_sweep has no padding");

_Static_assert(sizeof(c2d_interval) == 24, "c2d_interval has no padding");

_Static_assert(sizeof(c2d_manifold) == 72, "c2d_manifold has no padding");

_Static_assert(sizeof(c2d_distance) == 56, "c2d_distance has no padding");

/// The seven bytes after a result's bool flag (the `zero` members), for checks.
#define C2D_BYTES_AFTER(ptr, type, flag) ((const uint8_t *)(ptr) + offsetof(type, flag) + 1)

/// Status codes of the batch kernels.
typedef enum c2d_code {
    C2D_OK = 0,
    C2D_BAD_NUMBER,    ///< NaN, infinite, or |v| > C2D_COORD_LIMIT
    C2D_NEGATIVE_SIZE, ///< a half size or padding below zero
    C2D_NO_MEMORY,     ///< a sink could not grow (a kernel whose output length varies)
    // A polygon's vertex list (status.value: the vertex's index in the list).
    C2D_FEW_VERTICES,     ///< fewer than 3 vertices
    C2D_REPEATED_VERTEX,  ///< a vertex equal to the one before it
    C2D_COLLINEAR_VERTEX, ///< a vertex on the line through its two neighbours
    C2D_NOT_CONVEX,       ///< a turn the other way, or the edges going around more than once
} c2d_code;

/// What a kernel reports: the first bad row, which argument, and the value.
typedef struct c2d_status {
    c2d_code code;
    int arg;     ///< index of the offending argument in the kernel's list
    int64_t row; ///< row index (0 for a broadcast row)
    double value;
} c2d_status;

static inline c2d_status c2d_ok(void) {
    c2d_status s = {C2D_OK, 0, 0, 0.0};
    return s;
}

/// Validate `count` numbers that are coordinates (any sign).
static inline c2d_code c2d_check_numbers(const double *v, int count, double *bad) {
    for (int k = 0; k < count; k++) {
        if (!c2d_number_ok(v[k])) {
            *bad = v[k];
            return C2D_BAD_NUMBER;
        }
    }
    return C2D_OK;
}

/// Validate a size (half size, padding, radius).
static inline c2d_code c2d_check_size(double v, double *bad) {
    if (c2d_size_ok(v)) return C2D_OK;
    *bad = v;
    return v < 0 ? C2D_NEGATIVE_SIZE : C2D_BAD_NUMBER;
}

/// Validate an AABB row (cx, cy, hx, hy).
static inline c2d_code c2d_check_aabb(const double *r, double *bad) {
    c2d_code code = c2d_check_numbers(r, 2, bad);
    if (code == C2D_OK) code = c2d_check_size(r[2], bad);
    if (code == C2D_OK) code = c2d_check_size(r[3], bad);
    return code;
}

static inline c2d_aabb c2d_aabb_from_row(const double *r) {
    c2d_aabb b = {{r[0], r[1]}, {r[2], r[3]}};
    return b;
}

/// A circle: centre and radius (>= 0). Radius 0 is a point with no interior.
typedef struct c2d_circle {
    c2d_vec2 center;
    double radius;
} c2d_circle;

/// Oriented box (the MDN and WecTeam articles' OBB): centre, half size (>= 0) along
/// its own axes, and `angle`, the rotation of those axes in radians,
/// counter-clockwise. The row (cx, cy, hx, hy, angle), byte for byte.
typedef struct c2d_obb {
    c2d_vec2 center, half;
    double angle;
} c2d_obb;

/// Validate an OBB row (cx, cy, hx, hy, angle): the angle is a finite number
/// like a coordinate.
static inline c2d_code c2d_check_obb(const double *r, double *bad) {
    c2d_code code = c2d_check_aabb(r, bad);
    return code == C2D_OK ? c2d_check_numbers(r + 4, 1, bad) : code;
}

static inline c2d_obb c2d_obb_from_row(const double *r) {
    c2d_obb o = {{r[0], r[1]}, {r[2], r[3]}, r[4]};
    return o;
}

/// Capsule: every point within `radius` (>= 0) of the segment a-b (Box2D's and
/// cute_c2's capsule); radius 0 is the segment. The row (x0, y0, x1, y1, r).
typedef struct c2d_capsule {
    c2d_vec2 a, b;
    double radius;
} c2d_capsule;

/// Validate a capsule row (x0, y0, x1, y1, r).
static inline c2d_code c2d_check_capsule(const double *r, double *bad) {
    c2d_code code = c2d_check_numbers(r, 4, bad);
    return code == C2D_OK ? c2d_check_size(r[4], bad) : code;
}

static inline c2d_capsule c2d_capsule_from_row(const double *r) {
    c2d_capsule k = {{r[0], r[1]}, {r[2], r[3]}, r[4]};
    return k;
}

/// A segment from a to b (a == b allowed: a point).
typedef struct c2d_segment {
    c2d_vec2 a, b;
} c2d_segment;

/// What two lines or segments have in common.
typedef enum c2d_line_kind {
    C2D_LINES_NONE = 0,     ///< not parallel, but the segments do not reach each other
    C2D_LINES_POINT = 1,    ///< one common point
    C2D_LINES_OVERLAP = 2,  ///< collinear, sharing a piece of positive length
    C2D_LINES_PARALLEL = 3, ///< parallel (collinear included), no common point
} c2d_line_kind;

/// Result of c2d_line_intersection; also the batch row (80 bytes).
/// start/end: the common point (twice) or the overlap's ends, ordered along A;
/// t = (t0, t1) their parameters along A, u = (u0, u1) along B. With no common
/// point: start = end = a2 and t = u = (1, 1), never NaN.
typedef struct c2d_line_hit {
    c2d_vec2 start, end;
    double t0, t1, u0, u1;
    int64_t kind;
} c2d_line_hit;

/// Up to two points where a line (or segment) meets a circle's boundary.
/// Also the batch row (56 bytes); entries past `count` are 0.
typedef struct c2d_circle_points {
    int64_t count; ///< 0, 1 (tangent, or one end inside) or 2
    c2d_vec2 point[2];
    double u[2]; ///< parameters along p1 -> p2, ascending
} c2d_circle_points;

static inline c2d_segment c2d_segment_from_row(const double *r) {
    c2d_segment s = {{r[0], r[1]}, {r[2], r[3]}};
    return s;
}

#endif
