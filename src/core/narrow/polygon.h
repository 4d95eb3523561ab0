// collide2d core, narrow/polygon.h: convex polygons against points, segments,
// circles, capsules, boxes and polygons -- the separating axis theorem of the MDN
// "2D collision detection" article, on every face of both shapes (for convex
// polygons the face normals are the only candidate axes, as Box2D's
// b2FindMaxSeparation uses them), grown into the push-out and the raycast.
//
// - Yes/no is exact: every "which side of this edge" question is the exact
//   orientation predicate (base/orient.h), so integer and dyadic inputs, where
//   touching edges and shared vertices are common, are decided without rounding.
// - Boxes take part as polygons of their four corners (two for a box with no width
//   or height: a segment; one for a box of size zero); the corners are computed in
//   float64 (exact for an AABB's and a quarter-turned OBB's dyadic corners).
// - Every tie rule within one polygon counts faces counter-clockwise from vertex 0,
//   the polygon's lowest vertex (the leftmost of equals), so answers do not depend on
//   where a vertex list starts or which way it winds; ties between two shapes' faces go
//   by the faces themselves (c2d_face_order), not by which shape is the receiver.
#ifndef C2D_NARROW_POLYGON_H
#define C2D_NARROW_POLYGON_H

#include "base/orient.h"
#include "base/results.h"
#include "narrow/capsule.h"
#include "narrow/obb.h"

/// A convex polygon as the tests read it, in place: `count` vertices, vertex j of the
/// buffer at (v[j * stride], v[j * stride + 1]); `step` +1 when the buffer runs
/// counter-clockwise, -1 when clockwise; `first` the buffer index of vertex 0.
typedef struct c2d_polygon {
    const double *v;
    ptrdiff_t stride;
    int64_t count;
    int64_t first;
    int64_t step;
} c2d_polygon;

/// Vertex j in buffer order.
static inline c2d_vec2 c2d_polygon_at(c2d_polygon p, int64_t j) {
    const double *q = p.v + j * p.stride;
    return c2d_v2(q[0], q[1]);
}

/// Vertex k counter-clockwise from vertex 0, 0 <= k <= count (count is vertex 0 again).
static inline c2d_vec2 c2d_polygon_vertex(c2d_polygon p, int64_t k) {
    int64_t j = p.first + p.step * k;
    j = j >= p.count ? j - p.count : j;
    j = j < 0 ? j + p.count : j;
    return c2d_polygon_at(p, j);
}

/// The sign (-1, 0, 1) of the x (axis 0) or y (axis 1) component of edge j -> j + 1.
static inline double c2d_edge_sign(c2d_polygon p, int64_t j, int axis) {
    c2d_vec2 a = c2d_polygon_at(p, j), b = c2d_polygon_at(p, j + 1 == p.count ? 0 : j + 1);
    double d = axis == 0 ? b.x - a.x : b.y - a.y;
    return d > 0 ? 1.0 : (d < 0 ? -1.0 : 0.0);
}

/// Check a vertex list before any test reads it: every coordinate a number within
/// the limit, at least 3 vertices, none equal to the next, none collinear with its
/// two neighbours, every turn the same way, and once around (the edges' x and y
/// components each change sign at most twice: a pentagram turns one way at every
/// vertex but goes around twice). *vertex is the offending vertex (buffer index),
/// *bad the offending value of a bad number.
static inline c2d_code c2d_check_polygon(const double *v, ptrdiff_t stride, int64_t count,
                                         int64_t *vertex, double *bad) {
    c2d_polygon p = {v, stride, count, 0, 1};
    for (int64_t j = 0; j < count; j++) {
        c2d_code code = c2d_check_numbers(v + j * stride, 2, bad);
        *vertex = j;
        if (code != C2D_OK) return code;
    }
    *vertex = count;
    if (count < 3) return C2D_FEW_VERTICES;
    for (int64_t j = 0; j < count; j++) {
        c2d_vec2 a = c2d_polygon_at(p, j), b = c2d_polygon_at(p, j + 1 == count ? 0 : j + 1);
        *vertex = j + 1 == count ? 0 : j + 1;
        if (a.x == b.x && a.y == b.y) return C2D_REPEATED_VERTEX;
    }
    int turn = 0;
    for (int64_t j = 0; j < count; j++) {
        c2d_vec2 prev = c2d_polygon_at(p, j == 0 ? count - 1 : j - 1);
        c2d_vec2 next = c2d_polygon_at(p, j + 1 == count ? 0 : j + 1);
        int o = c2d_orient(prev, c2d_polygon_at(p, j), next);
        *vertex = j;
        if (o == 0) return C2D_COLLINEAR_VERTEX;
        if (turn == 0) turn = o;
        if (o != turn) return C2D_NOT_CONVEX;
    }
    // Once around: count sign changes of the edge components, cyclically.
    for (int axis = 0; axis < 2; axis++) {
        double last = 0;
        for (int64_t j = count - 1; j >= 0 && last == 0; j--)
            last = c2d_edge_sign(p, j, axis);
        int changes = 0;
        for (int64_t j = 0; j < count; j++) {
            double s = c2d_edge_sign(p, j, axis);
            if (s == 0) continue;
            changes += s != last;
            last = s;
            *vertex = j;
            if (changes > 2) return C2D_NOT_CONVEX;
        }
    }
    return C2D_OK;
}

/// The view of a checked vertex list: its winding (the first turn's: every turn is
/// the same) and its vertex 0, the lowest vertex, the leftmost of equals.
static inline c2d_polygon c2d_polygon_view(const double *v, ptrdiff_t stride, int64_t count) {
    c2d_polygon p = {v, stride, count, 0, 1};
    p.step = c2d_orient(c2d_polygon_at(p, 0), c2d_polygon_at(p, 1), c2d_polygon_at(p, 2)) > 0
                 ? 1
                 : -1;
    c2d_vec2 low = c2d_polygon_at(p, 0);
    for (int64_t j = 1; j < count; j++) {
        c2d_vec2 w = c2d_polygon_at(p, j);
        if (w.y < low.y || (w.y == low.y && w.x < low.x)) {
            low = w;
            p.first = j;
        }
    }
    return p;
}

/// Whether four corners (x, y pairs) turn counter-clockwise at each one, exactly: a
/// strictly convex quad.
static inline bool c2d_quad_convex(const double corners[8]) {
    for (int k = 0; k < 4; k++) {
        int j = (k + 1) % 4, i = (k + 2) % 4;
        if (c2d_orient(c2d_v2(corners[2 * k], corners[2 * k + 1]),
                       c2d_v2(corners[2 * j], corners[2 * j + 1]),
                       c2d_v2(corners[2 * i], corners[2 * i + 1])) <= 0)
            return false;
    }
    return true;
}

/// A box as a polygon: its corners written to `corners` counter-clockwise from the
/// box's own (-hx, -hy) corner (for an AABB, its lowest-left one; a box turned by a
/// multiple of pi/2 is its AABB, corners and order, so that its ties and roundings are
/// the AABB's); a box with no width or no height is the segment between its two ends,
/// one with neither its centre. A width or height too small to part the corners in
/// float64 (a half size below the rounding of the coordinates) counts as none: four
/// equal corners are no polygon; so does the shorter side of a turned box whose
/// corners, rounded, make no strictly convex quad.
static inline c2d_polygon c2d_box_polygon(c2d_obb_frame f, double corners[8]) {
    static const double sx[4] = {-1.0, 1.0, 1.0, -1.0}, sy[4] = {-1.0, -1.0, 1.0, 1.0};
    if (f.aligned) f = c2d_aabb_frame(f.box);
    c2d_polygon p = {corners, 2, 4, 0, 1};
    for (int k = 0; k < 4; k++) {
        c2d_vec2 w = c2d_obb_world_point(f, c2d_v2(sx[k] * f.half.x, sy[k] * f.half.y));
        corners[2 * k] = w.x;
        corners[2 * k + 1] = w.y;
    }
    bool wide = (f.half.x > 0) & ((corners[0] != corners[2]) | (corners[1] != corners[3]));
    bool tall = (f.half.y > 0) & ((corners[2] != corners[4]) | (corners[3] != corners[5]));
    // A turned box's rounded corners can fold: a side below the rounding of the corners'
    // coordinates leaves them on one line, out of order (half size (3.4e-16, 1.7e-16) at
    // (1.93, 4.16), turned by 2.43), and the faces of a folded quad are no separating
    // axes (a point 8 units away along that line read as touching, distance 0). The
    // shorter side then counts as none, as a side too small to part the corners does.
    if (wide && tall && !f.aligned && !c2d_quad_convex(corners)) {
        wide = f.half.x >= f.half.y;
        tall = !wide;
    }
    if (wide && tall) return p;
    c2d_vec2 l = c2d_v2(wide ? f.half.x : 0.0, tall ? f.half.y : 0.0);
    c2d_vec2 a = c2d_obb_world_point(f, c2d_v2(-l.x, -l.y)), b = c2d_obb_world_point(f, l);
    corners[0] = a.x, corners[1] = a.y, corners[2] = b.x, corners[3] = b.y;
    p.count = (wide || tall) ? 2 : 1;
    return p;
}

/// A segment (or, when its ends are equal, a point) as a polygon of two vertices:
/// its two "faces" are the two sides of its line.
static inline c2d_polygon c2d_segment_polygon(c2d_segment s, double ends[4]) {
    ends[0] = s.a.x, ends[1] = s.a.y, ends[2] = s.b.x, ends[3] = s.b.y;
    c2d_polygon p = {ends, 2, (s.a.x == s.b.x && s.a.y == s.b.y) ? 1 : 2, 0, 1};
    return p;
}

// ---- yes/no: the separating axis theorem, exactly -------------------------------

/// Face k of `a` (counter-clockwise from vertex 0): from p to q, the interior on
/// its left. A face of no length (a one-vertex "polygon") gives p == q.
static inline void c2d_polygon_face(c2d_polygon a, int64_t k, c2d_vec2 *p, c2d_vec2 *q) {
    *p = c2d_polygon_vertex(a, k);
    *q = c2d_polygon_vertex(a, k + 1);
}

/// The bounds of a vertex list, for the quick reject and the filter's error bound.
typedef struct c2d_polygon_bounds {
    double lo_x, lo_y, hi_x, hi_y;
} c2d_polygon_bounds;

/// `r` grown to take in `w`.
static inline void c2d_bounds_take(c2d_polygon_bounds *r, c2d_vec2 w) {
    r->lo_x = w.x < r->lo_x ? w.x : r->lo_x;
    r->lo_y = w.y < r->lo_y ? w.y : r->lo_y;
    r->hi_x = w.x > r->hi_x ? w.x : r->hi_x;
    r->hi_y = w.y > r->hi_y ? w.y : r->hi_y;
}

static inline c2d_polygon_bounds c2d_polygon_bounds_of(c2d_polygon p) {
    // Even and odd vertices apart, then together: two short chains of latency.
    c2d_vec2 w = c2d_polygon_at(p, 0);
    c2d_polygon_bounds r = {w.x, w.y, w.x, w.y}, odd = r;
    int64_t i = 1;
    for (; i + 1 < p.count; i += 2) {
        c2d_bounds_take(&r, c2d_polygon_at(p, i));
        c2d_bounds_take(&odd, c2d_polygon_at(p, i + 1));
    }
    if (i < p.count) c2d_bounds_take(&odd, c2d_polygon_at(p, i));
    c2d_bounds_take(&r, c2d_v2(odd.lo_x, odd.lo_y));
    c2d_bounds_take(&r, c2d_v2(odd.hi_x, odd.hi_y));
    return r;
}

/// The margin of the discs a frozen PolygonArray keeps (c2d_polygon_keep), as a part of
/// the polygon's size: far above the rounding of their arithmetic (a few units of 2^-53
/// of that size) and of the kernel's tests on them (kernels_fast_polygon.c).
#define C2D_DISC_MARGIN 0x1p-40

/// What a frozen PolygonArray keeps of each of its polygons (counter-clockwise, three
/// vertices or more: checked), C2D_KEPT_STRIDE doubles (kernels/kernels.h's
/// c2d_rows.bounds): the bounds (lo_x, lo_y, hi_x, hi_y), as GEOS keeps each geometry's
/// envelope; then the vertices' mean c (inside a convex polygon) and two radii about
/// it: inner, below which no point of the boundary lies (the least height of c over a
/// face's line: that disc lies inside the polygon), and outer, beyond which no vertex
/// lies (the disc holds the polygon). Inner is made smaller, outer larger, by
/// C2D_DISC_MARGIN of the bounds' size, past their arithmetic's rounding: each holds
/// exactly (tests/test_polygon_arrays.py checks them in rational arithmetic). A face's
/// direction is scaled before its products (c2d_tiny_scaled: a subnormal face of a
/// polygon of size 1 lost its height to underflow; scaled, its squares do not
/// underflow). A polygon whose size is below 2^-300, where the discs' squares would
/// lose precision to underflow, keeps inner 0 and outer infinity (discs that decide
/// nothing); so does an inner radius below 2^-400 (an outer radius is at least a
/// quarter of the size: its square does not underflow).
static inline void c2d_polygon_keep(c2d_polygon p, double *kept) {
    c2d_polygon_bounds b = c2d_polygon_bounds_of(p);
    double sx = 0.0, sy = 0.0;
    for (int64_t k = 0; k < p.count; k++) {
        c2d_vec2 v = c2d_polygon_vertex(p, k);
        sx += v.x;
        sy += v.y;
    }
    double cx = sx / (double)p.count, cy = sy / (double)p.count;
    double inner = INFINITY, outer = 0.0;
    for (int64_t k = 0; k < p.count; k++) {
        c2d_vec2 v, w;
        c2d_polygon_face(p, k, &v, &w);
        c2d_vec2 e = c2d_tiny_scaled(c2d_v2(w.x - v.x, w.y - v.y));
        double ox = cx - v.x, oy = cy - v.y;
        double height = (e.x * oy - e.y * ox) / sqrt(e.x * e.x + e.y * e.y);
        inner = height < inner ? height : inner;
        double far = sqrt(ox * ox + oy * oy);
        outer = far > outer ? far : outer;
    }
    double span = (b.hi_x - b.lo_x) + (b.hi_y - b.lo_y);
    inner -= C2D_DISC_MARGIN * span;
    outer += C2D_DISC_MARGIN * (outer + span);
    bool small = !(span >= 0x1p-300);
    kept[0] = b.lo_x, kept[1] = b.lo_y, kept[2] = b.hi_x, kept[3] = b.hi_y;
    kept[4] = cx, kept[5] = cy;
    kept[6] = small || !(inner >= 0x1p-400) ? 0.0 : inner;
    kept[7] = small ? INFINITY : outer;
}

// The separating axis test's face loop, exact (it reads c2d_polygon and its bounds).
#include "narrow/polygon_sat.h"

/// Bounds that neither overlap nor touch: a line x = const or y = const lies between
/// them (the quick reject of the overlap tests; touching bounds are not apart).
static inline bool c2d_polygon_bounds_apart(c2d_polygon_bounds a, c2d_polygon_bounds b) {
    return (a.hi_x <= b.lo_x) | (b.hi_x <= a.lo_x) | (a.hi_y <= b.lo_y) | (b.hi_y <= a.lo_y);
}

/// The interiors of `a` and `b` share points: no face of either separates them. With
/// vector lanes, when one of them has area, bounds that do not overlap (or touch)
/// answer first: a line x = const or y = const then separates them, and so, by the
/// separating axis theorem, does some face. (Without lanes the early exits of the
/// face loop are cheaper than the two bounds passes.)
#if C2D_VECTOR_LANES
/// c2d_polygons_overlap with the bounds of `a` and `b` given: found from their
/// vertices, or kept beforehand (a frozen PolygonArray's: the same numbers, a minimum
/// and a maximum being exact), so that bounds apart answer before any vertex is read.
static inline bool c2d_polygons_overlap_bounded(c2d_polygon a, c2d_polygon b,
                                                c2d_polygon_bounds ba, c2d_polygon_bounds bb) {
    if (c2d_polygon_bounds_apart(ba, bb) & ((a.count >= 3) | (b.count >= 3))) return false;
    if (b.count * C2D_FACE_LANES <= 64) {
        // Most overlapping pairs have a vertex of b inside a: their second side's
        // faces (half the work) need not be asked.
        int held = c2d_faces_separate_or_hold(a, b, bb);
        if (held != 1) return held == 2;
        return !c2d_some_face_separates(b, a, ba);
    }
    return !c2d_some_face_separates(a, b, bb) && !c2d_some_face_separates(b, a, ba);
}
#endif

static inline bool c2d_polygons_overlap(c2d_polygon a, c2d_polygon b) {
#if C2D_VECTOR_LANES
    return c2d_polygons_overlap_bounded(a, b, c2d_polygon_bounds_of_pairs(a),
                                        c2d_polygon_bounds_of_pairs(b));
#else
    c2d_polygon_bounds unused = {0};
    return !c2d_some_face_separates(a, b, unused) && !c2d_some_face_separates(b, a, unused);
#endif
}

/// `p` lies strictly inside `a`.
static inline bool c2d_polygon_contains(c2d_polygon a, c2d_vec2 p) {
    double pt[2] = {p.x, p.y};
    c2d_polygon one = {pt, 2, 1, 0, 1};
    c2d_polygon_bounds bp = {p.x, p.y, p.x, p.y};
    return !c2d_some_face_separates(a, one, bp);
}

// ---- the push-out: the face of least penetration --------------------------------

/// The outward unit normal of the face p -> q of a counter-clockwise polygon.
C2D_ALWAYS_INLINE static inline c2d_vec2 c2d_face_normal(c2d_vec2 p, c2d_vec2 q) {
    // c2d_unit's arithmetic written out, so the block of normals inlines whole.
    double x = q.y - p.y, y = p.x - q.x, len;
    int k = c2d_tiny_scale(c2d_max(fabs(x), fabs(y)));
    if (C2D_UNLIKELY(k != 0)) return c2d_unit(x, y, &len);
    return c2d_direction(x, y, x * x + y * y, &len);
}

/// How deep `b` reaches past the face p -> q (outward unit normal n): the largest
/// dot(n, p - w) over b's vertices w. Two independent running maxima in buffer order,
/// so no chain of compares runs from vertex to vertex.
static inline double c2d_face_depth(c2d_vec2 p, c2d_vec2 n, c2d_polygon b) {
    double m0 = -INFINITY, m1 = -INFINITY;
    int64_t j = 0;
    for (; j + 1 < b.count; j += 2) {
        double d0 = c2d_dot(n, c2d_sub(p, c2d_polygon_at(b, j)));
        double d1 = c2d_dot(n, c2d_sub(p, c2d_polygon_at(b, j + 1)));
        m0 = d0 > m0 ? d0 : m0;
        m1 = d1 > m1 ? d1 : m1;
    }
    if (j < b.count) {
        double d0 = c2d_dot(n, c2d_sub(p, c2d_polygon_at(b, j)));
        m0 = d0 > m0 ? d0 : m0;
    }
    return m1 > m0 ? m1 : m0;
}

/// The first vertex of `b` (counter-clockwise from vertex 0) at c2d_face_depth's
/// depth past the face (the same products, so the same bits): asked only of a face
/// that is the least deep so far.
static inline c2d_vec2 c2d_face_deepest(c2d_vec2 p, c2d_vec2 n, c2d_polygon b, double depth) {
    for (int64_t k = 0; k < b.count; k++) {
        c2d_vec2 w = c2d_polygon_vertex(b, k);
        if (c2d_dot(n, c2d_sub(p, w)) == depth) return w;
    }
    return c2d_polygon_vertex(b, 0); // not reached: the depth is one of these
}

/// Push `b` out of `a`: the separating axis theorem on a's faces, then b's, each
/// counter-clockwise from vertex 0. No overlap (c2d_polygons_overlap, exact): no hit,
/// pos = `miss_pos`. Otherwise the face of least depth; of equal depths the first by
/// c2d_face_order (read from the faces alone: swapping a and b keeps the face and
/// negates the normal and delta), a's where two faces coincide. A face of a: normal its outward normal, pos where b's deepest vertex
/// comes to rest on the face's line. A face of b: normal the opposite of its outward
/// normal (from a toward b), pos a's deepest vertex past it. delta = normal * depth.
static inline c2d_hit c2d_push_out_polygons(c2d_polygon a, c2d_polygon b, c2d_vec2 miss_pos) {
    if (!c2d_polygons_overlap(a, b)) return c2d_no_hit(miss_pos);
    double best = INFINITY;
    c2d_vec2 normal = {0.0, 1.0}, pos = miss_pos;
    c2d_vec2 best_n = {0.0, 0.0}, best_p = {0.0, 0.0}, best_q = {0.0, 0.0}; // the best face
    for (int side = 0; side < 2; side++) {
        c2d_polygon faces = side == 0 ? a : b, other = side == 0 ? b : a;
        // Faces in blocks: the block's unit normals first (independent square roots
        // and divisions, which the CPU overlaps), then their depths. The same
        // operations in the same order per face as one face at a time.
        enum { BLOCK = 16 };
        c2d_vec2 starts[BLOCK], ends[BLOCK], normals[BLOCK];
        bool real[BLOCK];
        for (int64_t k = 0; k < faces.count; k++) {
            int64_t slot = k % BLOCK;
            if (slot == 0) {
                for (int64_t i = 0; i < BLOCK && k + i < faces.count; i++) {
                    c2d_vec2 p, q;
                    c2d_polygon_face(faces, k + i, &p, &q);
                    starts[i] = p;
                    ends[i] = q;
                    real[i] = !(p.x == q.x && p.y == q.y);
                    normals[i] = c2d_face_normal(p, q);
                }
            }
            if (!real[slot]) continue;
            c2d_vec2 p = starts[slot], n = normals[slot];
            double depth = c2d_face_depth(p, n, other);
            if (depth < best ||
                (depth == best && c2d_face_order(n, p, ends[slot], best_n, best_p, best_q) > 0)) {
                c2d_vec2 deepest = c2d_face_deepest(p, n, other, depth);
                best = depth;
                best_n = n, best_p = p, best_q = ends[slot];
                if (side == 0) {
                    normal = n;
                    pos = c2d_v2(deepest.x + n.x * depth, deepest.y + n.y * depth);
                } else {
                    normal = c2d_v2(0.0 - n.x, 0.0 - n.y);
                    pos = deepest;
                }
            }
        }
    }
    double depth = c2d_max(best, 0.0);
    c2d_hit h = {pos, {normal.x * depth + 0.0, normal.y * depth + 0.0}, normal, 0.0, 0, true};
    return h;
}

// ---- polygons and points, segments, boxes ------------------------------------------

/// The point lies strictly inside the polygon (on the boundary: touching, false).
static inline bool c2d_overlaps_polygon_point(c2d_polygon a, c2d_vec2 p) {
    return c2d_polygon_contains(a, p);
}

/// The point pushed out through the nearest face (ties to the later face
/// counter-clockwise from vertex 0): pos on that face, normal its outward normal.
static inline c2d_hit c2d_intersect_polygon_point(c2d_polygon a, c2d_vec2 p) {
    double pt[2] = {p.x, p.y};
    c2d_polygon one = {pt, 2, 1, 0, 1};
    return c2d_push_out_polygons(a, one, p);
}

/// The segment passes through the polygon's interior (a segment of no length: the
/// point test). Touching the boundary, or running along an edge, is not overlapping.
static inline bool c2d_overlaps_polygon_segment(c2d_polygon a, c2d_segment s) {
    double ends[4];
    return c2d_polygons_overlap(a, c2d_segment_polygon(s, ends));
}

static inline bool c2d_overlaps_segment_polygon(c2d_segment s, c2d_polygon a) {
    return c2d_overlaps_polygon_segment(a, s);
}

static inline bool c2d_overlaps_polygon_polygon(c2d_polygon a, c2d_polygon b) {
    return c2d_polygons_overlap(a, b);
}

static inline bool c2d_overlaps_polygon_aabb(c2d_polygon a, c2d_aabb box) {
    double corners[8];
    return c2d_polygons_overlap(a, c2d_box_polygon(c2d_aabb_frame(box), corners));
}

static inline bool c2d_overlaps_aabb_polygon(c2d_aabb box, c2d_polygon a) {
    return c2d_overlaps_polygon_aabb(a, box);
}

static inline bool c2d_overlaps_polygon_obb(c2d_polygon a, c2d_obb o) {
    double corners[8];
    return c2d_polygons_overlap(a, c2d_box_polygon(c2d_obb_frame_of(o), corners));
}

static inline bool c2d_overlaps_obb_polygon(c2d_obb o, c2d_polygon a) {
    return c2d_overlaps_polygon_obb(a, o);
}

/// `other` pushed out of the polygon `a` (c2d_push_out_polygons).
static inline c2d_hit c2d_intersect_polygon_polygon(c2d_polygon a, c2d_polygon other) {
    return c2d_push_out_polygons(a, other, c2d_polygon_vertex(other, 0));
}

/// An AABB pushed out of the polygon (the box as the polygon of its corners).
static inline c2d_hit c2d_intersect_polygon_aabb(c2d_polygon a, c2d_aabb box) {
    double corners[8];
    return c2d_push_out_polygons(a, c2d_box_polygon(c2d_aabb_frame(box), corners), box.pos);
}

/// The polygon pushed out of an AABB.
static inline c2d_hit c2d_intersect_aabb_polygon(c2d_aabb box, c2d_polygon a) {
    double corners[8];
    return c2d_push_out_polygons(c2d_box_polygon(c2d_aabb_frame(box), corners), a,
                                 c2d_polygon_vertex(a, 0));
}

/// An OBB pushed out of the polygon.
static inline c2d_hit c2d_intersect_polygon_obb(c2d_polygon a, c2d_obb o) {
    double corners[8];
    return c2d_push_out_polygons(a, c2d_box_polygon(c2d_obb_frame_of(o), corners), o.center);
}

/// The polygon pushed out of an OBB.
static inline c2d_hit c2d_intersect_obb_polygon(c2d_obb o, c2d_polygon a) {
    double corners[8];
    return c2d_push_out_polygons(c2d_box_polygon(c2d_obb_frame_of(o), corners), a,
                                 c2d_polygon_vertex(a, 0));
}

// ---- polygons and circles, capsules ------------------------------------------------

/// The point of the polygon's boundary nearest to `p` (the first of equals,
/// counter-clockwise from vertex 0).
static inline c2d_vec2 c2d_polygon_nearest(c2d_polygon a, c2d_vec2 p) {
    c2d_vec2 best = c2d_polygon_vertex(a, 0);
    double best_sq = INFINITY;
    for (int64_t k = 0; k < a.count; k++) {
        c2d_vec2 s, e;
        c2d_polygon_face(a, k, &s, &e);
        c2d_vec2 q = c2d_segment_nearest(s, e, p);
        double dx = p.x - q.x, dy = p.y - q.y, sq = dx * dx + dy * dy;
        if (sq < best_sq) {
            best_sq = sq;
            best = q;
        }
    }
    return best;
}

/// Some face of `a` is closer than `reach` to p (c2d_segment_closer_than: exact
/// wherever its products are).
static inline bool c2d_polygon_closer_than(c2d_polygon a, c2d_vec2 p, double reach) {
    for (int64_t k = 0; k < a.count; k++) {
        c2d_vec2 f, g;
        c2d_polygon_face(a, k, &f, &g);
        if (c2d_segment_closer_than(f, g, p, reach)) return true;
    }
    return false;
}

/// The circle pushed out of the polygon (the collider). Centre outside: a hit when
/// the boundary is closer than the radius; normal from its nearest point toward the
/// centre, pos that point, delta out to touching (none where the rounded distance is
/// not below the radius). The nearest point rounds, so where its squared distance is
/// within 2^-30 of r^2 the faces' exact test decides (a circle exactly tangent to a
/// slanted face only touches it). Centre inside or on the boundary: the face nearest
/// the centre (ties to the later face), and delta leaves the circle tangent to it
/// outside; no hit only for a radius-0 circle on the boundary (a point touching).
static inline c2d_hit c2d_intersect_polygon_circle(c2d_polygon a, c2d_circle c) {
    double r = c.radius;
    c2d_vec2 q = c2d_polygon_nearest(a, c.center);
    c2d_vec2 d = c2d_sub(c.center, q);
    if ((d.x != 0 || d.y != 0) && !c2d_polygon_contains(a, c.center)) {
        bool near = c2d_closer_than(d.x, d.y, r);
        double sq = d.x * d.x + d.y * d.y, rr = r * r;
        if (C2D_UNLIKELY(!(fabs(sq - rr) > 0x1p-30 * (sq + rr))))
            near = c2d_polygon_closer_than(a, c.center, r);
        if (!near) return c2d_no_hit(c.center);
        double len;
        c2d_vec2 n = c2d_unit(d.x, d.y, &len);
        double depth = c2d_max(r - len, 0.0);
        c2d_hit h = {q, {n.x * depth + 0.0, n.y * depth + 0.0}, n, 0.0, 0, true};
        return h;
    }
    if (!(r > 0) && !c2d_polygon_contains(a, c.center)) return c2d_no_hit(c.center);
    double best = INFINITY;
    c2d_vec2 normal = {0.0, 1.0};
    for (int64_t k = 0; k < a.count; k++) {
        c2d_vec2 p, e;
        c2d_polygon_face(a, k, &p, &e);
        c2d_vec2 n = c2d_face_normal(p, e);
        double dist = c2d_max(c2d_dot(n, c2d_sub(p, c.center)), 0.0);
        if (dist <= best) {
            best = dist;
            normal = n;
        }
    }
    c2d_hit h = {{c.center.x + normal.x * best, c.center.y + normal.y * best},
                 {normal.x * (best + r) + 0.0, normal.y * (best + r) + 0.0},
                 normal,
                 0.0,
                 0,
                 true};
    return h;
}

/// The polygon pushed out of the circle (the collider): c2d_intersect_polygon_circle
/// turned around -- normal and delta negated, pos on the circle (centre + normal * r).
/// A miss: pos is the polygon's vertex 0.
static inline c2d_hit c2d_intersect_circle_polygon(c2d_circle c, c2d_polygon a) {
    c2d_hit h = c2d_intersect_polygon_circle(a, c);
    if (!h.hit) return c2d_no_hit(c2d_polygon_vertex(a, 0));
    h.normal = c2d_v2(0.0 - h.normal.x, 0.0 - h.normal.y);
    h.delta = c2d_v2(0.0 - h.delta.x, 0.0 - h.delta.y);
    h.pos = c2d_v2(c.center.x + h.normal.x * c.radius, c.center.y + h.normal.y * c.radius);
    return h;
}

/// The polygon and the circle share interior points (c2d_intersect_polygon_circle).
static inline bool c2d_overlaps_polygon_circle(c2d_polygon a, c2d_circle c) {
    return c2d_intersect_polygon_circle(a, c).hit;
}

static inline bool c2d_overlaps_circle_polygon(c2d_circle c, c2d_polygon a) {
    return c2d_intersect_polygon_circle(a, c).hit;
}

/// The polygon and the capsule share interior points: radius 0 is the segment test;
/// otherwise the core passes through the polygon's inside (the segment test, exact:
/// a core entering through a vertex, its end inside, was measured against the
/// vertex's rounded nearest point, 1e-17 off, and a radius of 1e-300 missed it), or
/// comes closer than the radius to an edge (crossing it, touching it, or passing near).
static inline bool c2d_overlaps_polygon_capsule(c2d_polygon a, c2d_capsule k) {
    if (c2d_overlaps_polygon_segment(a, c2d_capsule_core(k))) return true;
    if (!(k.radius > 0)) return false;
    for (int64_t j = 0; j < a.count; j++) {
        c2d_vec2 p, q;
        c2d_polygon_face(a, j, &p, &q);
        if (c2d_segments_closer_than(p, q, k.a, k.b, k.radius)) return true;
    }
    return false;
}

static inline bool c2d_overlaps_capsule_polygon(c2d_capsule k, c2d_polygon a) {
    return c2d_overlaps_polygon_capsule(a, k);
}

// ---- the raycast: the Cyrus-Beck clip -------------------------------------------

/// Of two faces entered at the same time (outward normals, not unit), `candidate`
/// meets the motion `delta` at least as head-on as `current` (the dot product of its
/// unit normal with delta is no larger): the tie rule of entries, so that a corner
/// met exactly at a vertex reports the face the motion runs into, not one it slides
/// along; equal, the later face.
static inline bool c2d_more_head_on(c2d_vec2 candidate, c2d_vec2 current, c2d_vec2 delta) {
    double l1, l2;
    c2d_vec2 a = c2d_unit(candidate.x, candidate.y, &l1);
    c2d_vec2 b = c2d_unit(current.x, current.y, &l2);
    return c2d_dot(a, delta) <= c2d_dot(b, delta);
}

/// The segment pos + t * delta, 0 <= t <= 1, against the polygon: the Cyrus-Beck clip
/// on its faces (each face a half-plane the segment enters or leaves once). `time` the
/// entry (0 when the segment starts inside), normal the entry face's (faces entered at
/// the same time: the most head-on, c2d_more_head_on), pos the point at that time, delta = (1 -
/// time) * -delta. Touching is not a hit: a segment along an edge, through a vertex
/// only, ending on the boundary or leaving from it misses. A segment of no length is the
/// point test (a hit at time 0 with c2d_intersect_polygon_point's normal). For shapes not
/// tiny (c2d_intersect_polygon_segment).
static inline c2d_hit c2d_intersect_polygon_segment_at_scale(c2d_polygon a, c2d_vec2 pos,
                                                             c2d_vec2 delta) {
    c2d_vec2 end = c2d_v2(pos.x + delta.x, pos.y + delta.y);
    if (delta.x == 0 && delta.y == 0) {
        c2d_hit still = c2d_intersect_polygon_point(a, pos);
        if (!still.hit) return c2d_no_hit(end);
        c2d_hit h = {pos, {0.0, 0.0}, still.normal, 0.0, 0, true};
        return h;
    }
    double enter = -INFINITY, leave = INFINITY;
    c2d_vec2 entry = {0.0, 0.0};
    bool possible = true;
    for (int64_t k = 0; k < a.count; k++) {
        c2d_vec2 p, q;
        c2d_polygon_face(a, k, &p, &q);
        // Outward, not unit (times are ratios), a face too short for its products scaled.
        c2d_vec2 out = c2d_tiny_scaled(c2d_v2(q.y - p.y, p.x - q.x));
        double num = c2d_dot(out, c2d_sub(p, pos)), den = c2d_dot(out, delta);
        if (den == 0) { // parallel to the face: inside its half-plane throughout, or never
            possible &= num > 0;
            continue;
        }
        double t = num / den;
        if (den < 0) {
            if (t > enter || (t == enter && c2d_more_head_on(out, entry, delta))) {
                enter = t;
                entry = out;
            }
        } else {
            leave = c2d_min(leave, t);
        }
    }
    if (!(possible & (enter < leave) & (enter < 1) & (leave > 0))) return c2d_no_hit(end);
    double len;
    c2d_vec2 n = c2d_unit(entry.x, entry.y, &len);
    return c2d_hit_at(pos, delta, c2d_clamp(enter, 0.0, 1.0) + 0.0, n);
}

// The scaled frame's helpers need c2d_polygon, c2d_polygon_vertex and the results above.
#include "narrow/rescale.h"

/// c2d_intersect_polygon_segment_at_scale, a tiny polygon and segment in a frame scaled
/// by a power of two (narrow/rescale.h: below about 2^-537 every face's products were 0,
/// and a segment starting inside missed); the hit's time and normal from there, its pos
/// and delta made from pos and delta as the unscaled code makes them.
static inline c2d_hit c2d_intersect_polygon_segment(c2d_polygon a, c2d_vec2 pos, c2d_vec2 delta) {
    double point[2] = {pos.x, pos.y};
    c2d_rounded ra = {a, 0.0}, rp = {{point, 2, 1, 0, 1}, 0.0};
    c2d_rescaled room;
    int k = c2d_rescale_rounded(&ra, &rp, c2d_vecs_size(delta, delta), &room);
    if (C2D_LIKELY(k == 0)) return c2d_intersect_polygon_segment_at_scale(a, pos, delta);
    c2d_hit h = c2d_intersect_polygon_segment_at_scale(ra.core, c2d_polygon_vertex(rp.core, 0),
                                                       c2d_scaled_vec(delta, k));
    if (!h.hit) return c2d_no_hit(c2d_v2(pos.x + delta.x, pos.y + delta.y));
    if (delta.x == 0 && delta.y == 0) {
        h.pos = pos;
        return h;
    }
    return c2d_hit_at(pos, delta, h.time, h.normal);
}

#endif
