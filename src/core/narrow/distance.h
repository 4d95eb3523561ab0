// collide2d core, narrow/distance.h: the signed distance between any two shapes,
// with the closest (or deepest) points and the normal.
//
// Every shape is a convex core grown by a radius: a point (one vertex), a segment
// (two), a box (its four corners, fewer when flat), a polygon; a circle is a point and
// a capsule a segment grown by their radii. For two such shapes:
// - the separating axis theorem on the cores (the faces of both, and the direction of
//   a segment core, and the line between two point cores) gives the largest
//   separation s and its axis;
// - s > 0: the cores are apart; the closest points of the cores are those of the
//   nearest vertex-edge pair (Ericson's *Real-Time Collision Detection*, 5.1.2), and
//   distance = |core gap| - ra - rb along their direction;
// - s <= 0: the cores overlap (or touch) by -s on that axis, the least of all (the
//   penetration depth: the axis of least overlap, as the push-out finds it), and
//   distance = s - ra - rb.
// Ties: a face before a segment core's direction, then c2d_face_order on the axes' own
// outward normals and faces (the same axis whichever shape is the receiver: swapping the
// shapes negates the normal), the receiver's first where two faces coincide; the first
// nearest pair (b's vertices against a's edges, then a's vertices
// against b's edges). A vertex nearest to an edge's inside measures its gap along that
// edge's unit normal (c2d_gap_over_edge). Plain C11, no Python.
#ifndef C2D_NARROW_DISTANCE_H
#define C2D_NARROW_DISTANCE_H

#include "narrow/rescale.h"

/// The best separating axis so far: separation `sep` of b beyond a along `normal`
/// (from a toward b), measured from the face p -> q (a single point p == q for the
/// end of a segment core, across its direction); `of_b` when the face is b's (its
/// outward normal -normal); `face` when it is a face (not a segment core's direction
/// nor the line between two point cores).
typedef struct c2d_axis {
    double sep;
    c2d_vec2 normal, p, q;
    bool of_b, any, face;
} c2d_axis;

/// Whether an axis of separation `sep` (face or direction p -> q of own outward normal
/// n) beats the best so far: a larger separation; at an equal one, a face over a segment
/// core's direction (a pole standing on a box along its normal ties the two exactly, and
/// the box's face gives the contact under the pole, the direction one at the face's
/// corner), then c2d_face_order (the same winner whichever shape is the receiver).
static inline bool c2d_axis_wins(const c2d_axis *best, double sep, c2d_vec2 p, c2d_vec2 q,
                                 c2d_vec2 n, bool face) {
    if (!best->any || sep != best->sep) return !best->any || sep > best->sep;
    if (face != best->face) return face;
    // The best's own outward normal: its normal, turned back for one of b's (a zero's
    // sign may differ, which no comparison sees).
    c2d_vec2 own =
        best->of_b ? c2d_v2(0.0 - best->normal.x, 0.0 - best->normal.y) : best->normal;
    return c2d_face_order(n, p, q, own, best->p, best->q) > 0;
}

/// A face of `faces` through p with outward unit normal n against the vertices of
/// `other`: the separation min over other of dot(n, w - p); kept when it wins
/// (c2d_axis_wins).
static inline void c2d_keep_axis(c2d_axis *best, double sep, c2d_vec2 p, c2d_vec2 q, c2d_vec2 n,
                                 bool of_b, bool face) {
    if (c2d_axis_wins(best, sep, p, q, n, face)) {
        best->sep = sep;
        best->normal = of_b ? c2d_v2(0.0 - n.x, 0.0 - n.y) : n;
        best->p = p;
        best->q = q;
        best->of_b = of_b;
        best->any = true;
        best->face = face;
    }
}

static inline void c2d_try_axis(c2d_axis *best, c2d_vec2 p, c2d_vec2 q, c2d_vec2 n,
                                c2d_polygon other, bool of_b, bool face) {
    c2d_keep_axis(best, 0.0 - c2d_face_depth(p, n, other), p, q, n, of_b, face);
}

#if C2D_VECTOR_LANES
/// Lane j is j (to tell a block's real lanes from those past the core's end).
static inline c2d_mask c2d_lanes_below(int64_t m) {
    c2d_mask index;
    for (int j = 0; j < C2D_FACE_LANES; j++) index[j] = j;
    return index < m;
}

/// Lane by lane, c2d_max(a, b) and c2d_min(a, b): MAXSD's and MINSD's rule, b unless a
/// lies strictly beyond it.
static inline c2d_lanes c2d_lanes_max_of(c2d_lanes a, c2d_lanes b) {
    c2d_mask take = a > b;
    return (c2d_lanes)(((c2d_mask)a & take) | ((c2d_mask)b & ~take));
}
static inline c2d_lanes c2d_lanes_min_of(c2d_lanes a, c2d_lanes b) {
    c2d_mask take = a < b;
    return (c2d_lanes)(((c2d_mask)a & take) | ((c2d_mask)b & ~take));
}

/// The largest (rising) or least of the lanes of v, which hold no NaN: halves folded
/// together (MAXPD and MINPD keep MAXSD's and MINSD's rule). Of two equal values, +0
/// and -0, either may come out: the callers look up the first lane equal to it.
static inline double c2d_lanes_extreme(c2d_lanes v, bool rising) {
#if C2D_FACE_LANES == 8
    __m256d lo = _mm512_castpd512_pd256((__m512d)v), hi = _mm512_extractf64x4_pd((__m512d)v, 1);
    __m256d h = rising ? _mm256_max_pd(lo, hi) : _mm256_min_pd(lo, hi);
#else
    __m256d h = (__m256d)v;
#endif
    __m128d a = _mm256_castpd256_pd128(h), b = _mm256_extractf128_pd(h, 1);
    __m128d q = rising ? _mm_max_pd(a, b) : _mm_min_pd(a, b);
    __m128d r = rising ? _mm_max_sd(q, _mm_unpackhi_pd(q, q)) : _mm_min_sd(q, _mm_unpackhi_pd(q, q));
    return _mm_cvtsd_f64(r);
}

/// For the face through (px, py) with unit normal (nx, ny) in each lane, c2d_face_depth:
/// the largest dot(n, p - w) over the vertices w of `other` (in buffer order, two
/// running maxima: a largest value does not depend on the order it is found in but for
/// the sign of a zero, which every caller's 0.0 - depth drops).
static inline c2d_lanes c2d_lanes_face_depths(c2d_lanes px, c2d_lanes py, c2d_lanes nx,
                                              c2d_lanes ny, c2d_polygon other) {
    c2d_lanes top = (c2d_lanes){0} - INFINITY, top_odd = top;
    int64_t i = 0;
    for (; i + 1 < other.count; i += 2) {
        c2d_vec2 w = c2d_polygon_at(other, i), w_odd = c2d_polygon_at(other, i + 1);
        c2d_lanes d = nx * (px - w.x) + ny * (py - w.y);
        c2d_lanes d_odd = nx * (px - w_odd.x) + ny * (py - w_odd.y);
        C2D_LANES_MAX_INTO(top, d);
        C2D_LANES_MAX_INTO(top_odd, d_odd);
    }
    if (i < other.count) {
        c2d_vec2 w = c2d_polygon_at(other, i);
        c2d_lanes d = nx * (px - w.x) + ny * (py - w.y);
        C2D_LANES_MAX_INTO(top, d);
    }
    C2D_LANES_MAX_INTO(top, top_odd);
    return top;
}

/// Faces p -> q in lanes [0, m), each with edge normal (x, y) = (q.y - p.y, p.x - q.x)
/// long enough for the plain formula, against `other`: each lane does the scalar
/// arithmetic of c2d_face_normal and c2d_face_depth (square roots and divisions are
/// exact IEEE operations in any lane), then the faces are kept by c2d_keep_axis's rule:
/// the block's largest separation (of several lanes, the first by c2d_face_order), kept
/// if it wins over the best (one test instead of one a face, whose outcomes the CPU
/// could not guess). The same bits as face by face.
static inline void c2d_lanes_keep_faces(c2d_axis *best, int64_t m, c2d_lanes px, c2d_lanes py,
                                        c2d_lanes qx, c2d_lanes qy, c2d_lanes x, c2d_lanes y,
                                        c2d_polygon other, bool of_b) {
    c2d_lanes sq = x * x + y * y, len;
    for (int j = 0; j < C2D_FACE_LANES; j++) len[j] = sqrt(sq[j]);
    c2d_lanes nx = x / len + 0.0, ny = y / len + 0.0;
    c2d_lanes top = c2d_lanes_face_depths(px, py, nx, ny, other);
    // The lanes of the largest separation: 0.0 - top is never -0 and no real lane is
    // NaN, so they are the lanes equal to the largest, the lanes past the block's end
    // first set to -infinity.
    c2d_mask real = c2d_lanes_below(m);
    c2d_lanes s = 0.0 - top, none = (c2d_lanes){0} - INFINITY;
    s = (c2d_lanes)(((c2d_mask)s & real) | ((c2d_mask)none & ~real));
    double sep = c2d_lanes_extreme(s, true);
    uint64_t tied = c2d_lanes_bits(s == sep);
    int at = __builtin_ctzll(tied);
    for (tied &= tied - 1; C2D_UNLIKELY(tied != 0); tied &= tied - 1) { // exact ties: rare
        int j = __builtin_ctzll(tied);
        if (c2d_face_order(c2d_v2(nx[j], ny[j]), c2d_v2(px[j], py[j]), c2d_v2(qx[j], qy[j]),
                           c2d_v2(nx[at], ny[at]), c2d_v2(px[at], py[at]),
                           c2d_v2(qx[at], qy[at])) > 0)
            at = j;
    }
    c2d_keep_axis(best, sep, c2d_v2(px[at], py[at]), c2d_v2(qx[at], qy[at]),
                  c2d_v2(nx[at], ny[at]), of_b, true);
}

/// c2d_try_faces on faces [start, start + C2D_FACE_LANES) of a core of three vertices
/// or more, side by side in vector lanes (c2d_lanes_keep_faces). A block with a face
/// of no length or one short enough to need c2d_face_normal's rescaling goes face by
/// face.
static inline void c2d_try_face_block(c2d_axis *best, c2d_polygon faces, int64_t start,
                                      c2d_polygon other, bool of_b) {
    int64_t m = faces.count - start < C2D_FACE_LANES ? faces.count - start : C2D_FACE_LANES;
    c2d_lanes px, py, qx, qy, x, y;
    bool plain = true;
    for (int j = 0; j < C2D_FACE_LANES; j++) { // lanes past the end repeat the first face
        c2d_vec2 p, q;
        c2d_polygon_face(faces, start + (j < m ? j : 0), &p, &q);
        px[j] = p.x, py[j] = p.y, qx[j] = q.x, qy[j] = q.y;
        x[j] = q.y - p.y, y[j] = p.x - q.x;
        plain &= c2d_max(fabs(x[j]), fabs(y[j])) >= C2D_RESCALE_BELOW;
    }
    if (!plain) {
        for (int64_t k = start; k < start + m; k++) {
            c2d_vec2 a, b;
            c2d_polygon_face(faces, k, &a, &b);
            if (a.x == b.x && a.y == b.y) continue;
            c2d_try_axis(best, a, b, c2d_face_normal(a, b), other, of_b, true);
        }
        return;
    }
    c2d_lanes_keep_faces(best, m, px, py, qx, qy, x, y, other, of_b);
}
#endif

/// Every candidate axis of one core's faces (and, for a segment core, its direction
/// both ways) against the other core.
static inline void c2d_try_faces(c2d_axis *best, c2d_polygon faces, c2d_polygon other,
                                 bool of_b) {
#if C2D_VECTOR_LANES
    if (faces.count >= 3) {
        for (int64_t start = 0; start < faces.count; start += C2D_FACE_LANES)
            c2d_try_face_block(best, faces, start, other, of_b);
        return;
    }
#endif
    for (int64_t k = 0; k < faces.count; k++) {
        c2d_vec2 p, q;
        c2d_polygon_face(faces, k, &p, &q);
        if (p.x == q.x && p.y == q.y) continue;
        c2d_try_axis(best, p, q, c2d_face_normal(p, q), other, of_b, true);
    }
    if (faces.count == 2) {
        c2d_vec2 p = c2d_polygon_vertex(faces, 0), q = c2d_polygon_vertex(faces, 1);
        double len;
        c2d_vec2 d = c2d_unit(q.x - p.x, q.y - p.y, &len);
        c2d_try_axis(best, q, q, d, other, of_b, false);
        c2d_try_axis(best, p, p, c2d_v2(0.0 - d.x, 0.0 - d.y), other, of_b, false);
    }
}

/// The nearest vertex-edge pair found so far: its squared distance, the point on the
/// edge and the vertex, the edge p -> q, whether the edge is b's (the vertex a's), and
/// once found whether the vertex lies over the edge's inside and, if so, whether it lies
/// on the right of q - p, behind the face p -> q, and whether the pair touches within
/// the rounding of its points (c2d_near_direction).
typedef struct c2d_near {
    double sq;
    c2d_vec2 on_edge, vertex, p, q;
    bool edge_of_b, over, turned, touching;
} c2d_near;

/// A nearest pair whose gap is at most this part of its points' largest coordinate
/// touches as far as the arithmetic can tell: the point on the edge (p + t d, t
/// rounded) and a vertex's height over an edge are within about 2^-50 of that size of
/// their exact values, so the direction between the two points, and the side of the
/// edge a vertex on it seems to lie, are the rounding's (a capsule's core through a
/// box's corner read the box as lying on its far side, and the push-out went in).
#define C2D_TOUCH_NOISE 0x1p-46

/// The nearest pair of points between vertex w and the edges of `a` (a point core's
/// one "edge" is its point; a segment core's one edge is the segment): updates `near`
/// (strictly smaller only; the edge is b's when `edge_of_b`). An edge whose points all
/// lie more than `reach` below w along `toward` (the axis's normal pointing from a to
/// w's core) is skipped: it is farther than the nearest pair (c2d_search_reach), so
/// skipping it changes nothing.
static inline void c2d_nearest_to_edges(c2d_polygon a, c2d_vec2 w, c2d_vec2 toward, double reach,
                                        c2d_near *near, bool edge_of_b) {
    int64_t edges = a.count == 2 ? 1 : a.count;
    double w_up = c2d_dot(toward, w);
    double p_up = c2d_dot(toward, c2d_polygon_vertex(a, 0));
    for (int64_t k = 0; k < edges; k++) {
        c2d_vec2 p, q;
        c2d_polygon_face(a, k, &p, &q);
        double q_up = c2d_dot(toward, q);
        bool far = w_up - c2d_max(p_up, q_up) > reach;
        p_up = q_up;
        if (far) continue;
        c2d_vec2 c = c2d_segment_nearest(p, q, w);
        c2d_vec2 d = c2d_sub(w, c);
        double sq = c2d_dot(d, d);
        if (sq < near->sq) {
            c2d_near found = {sq, c, w, p, q, edge_of_b, false, false, false};
            *near = found;
        }
    }
}

/// w lies over the inside of segment p -> q: c2d_segment_nearest's t strictly between
/// 0 and 1 (false for a segment of no length).
static inline bool c2d_over_inside(c2d_vec2 p, c2d_vec2 q, c2d_vec2 w) {
    c2d_vec2 d = c2d_sub(q, p);
    double dd = c2d_dot(d, d);
    if (!(dd > 0)) return false;
    double t = c2d_dot(c2d_sub(w, p), d) / dd;
    return t > 0 && t < 1;
}

/// Vertex w over the inside of edge p -> q (c2d_over_inside): the edge's unit normal *f
/// on w's side (c2d_face_normal, turned when w lies behind it, as it may for a segment
/// core: *turned) and w's height over the edge's line, *h = dot(f, w - p)
/// (c2d_face_depth's products, negated), when that is positive. The gap of such a pair
/// lies along the edge's normal; measured so it is that normal exactly (an
/// axis-aligned edge gives (0, 1), where the difference from the rounded nearest point
/// p + t d tilted it by a few units of rounding, and a ball resting on a floor took a
/// sideways push).
static inline bool c2d_gap_over_edge(c2d_vec2 p, c2d_vec2 q, c2d_vec2 w, c2d_vec2 *f, double *h,
                                     bool *turned) {
    if (!c2d_over_inside(p, q, w)) return false;
    c2d_vec2 n = c2d_face_normal(p, q);
    double up = 0.0 - c2d_dot(n, c2d_sub(p, w));
    *turned = up < 0;
    if (*turned) {
        n = c2d_v2(0.0 - n.x, 0.0 - n.y);
        up = 0.0 - up;
    }
    if (!(up > 0)) return false;
    *f = n;
    *h = up;
    return true;
}

/// The nearest pair's points (*pa on a, *pb on b), their distance *gap and the unit
/// direction from *pa to *pb: for a vertex over an edge's inside (near->over set),
/// along the edge's normal (c2d_gap_over_edge, the point on the edge the vertex less its
/// height along it); otherwise c2d_unit of the difference. near->touching: the gap is
/// within C2D_TOUCH_NOISE of the pair's size, where the direction is the rounding's
/// (the callers take the separating axis's normal instead).
static inline c2d_vec2 c2d_near_direction(c2d_near *found, c2d_vec2 *pa, c2d_vec2 *pb,
                                          double *gap) {
    c2d_near near = *found;
    c2d_vec2 f, n;
    double h;
    found->over = c2d_gap_over_edge(near.p, near.q, near.vertex, &f, &h, &found->turned);
    if (found->over) {
        c2d_vec2 on = c2d_v2(near.vertex.x - f.x * h, near.vertex.y - f.y * h);
        *gap = h;
        *pa = near.edge_of_b ? near.vertex : on;
        *pb = near.edge_of_b ? on : near.vertex;
        n = near.edge_of_b ? c2d_v2(0.0 - f.x, 0.0 - f.y) : f;
    } else {
        *pa = near.edge_of_b ? near.vertex : near.on_edge;
        *pb = near.edge_of_b ? near.on_edge : near.vertex;
        n = c2d_unit(pb->x - pa->x, pb->y - pa->y, gap);
    }
    double size = c2d_max(c2d_max(c2d_max(fabs(near.p.x), fabs(near.p.y)),
                                  c2d_max(fabs(near.q.x), fabs(near.q.y))),
                          c2d_max(fabs(near.vertex.x), fabs(near.vertex.y)));
    found->touching = *gap <= C2D_TOUCH_NOISE * size;
    return n;
}

/// The best axis among a's faces (and a segment core's direction) against b.
static inline c2d_axis c2d_faces_of_a_axis(c2d_polygon a, c2d_polygon b) {
    c2d_axis best = {0.0, {0.0, 1.0}, {0.0, 0.0}, {0.0, 0.0}, false, false, false};
    c2d_try_faces(&best, a, b, false);
    return best;
}

/// The separating axis of cores a and b: the largest separation over every
/// candidate axis (see the top of this file), from `best`, a's own
/// (c2d_faces_of_a_axis); `any` is false only for two point cores at the same place.
static inline c2d_axis c2d_core_axis_after_a(c2d_axis best, c2d_polygon a, c2d_polygon b) {
    c2d_try_faces(&best, b, a, true);
    if (a.count == 1 && b.count == 1) {
        c2d_vec2 p = c2d_polygon_vertex(a, 0), w = c2d_polygon_vertex(b, 0);
        double len;
        c2d_vec2 n = c2d_unit(w.x - p.x, w.y - p.y, &len);
        if (len > 0) c2d_try_axis(&best, p, p, n, b, false, false);
    }
    return best;
}

static inline c2d_axis c2d_core_axis(c2d_polygon a, c2d_polygon b) {
    return c2d_core_axis_after_a(c2d_faces_of_a_axis(a, b), a, b);
}

/// What lets the nearest-pair search skip vertices: along the axis's normal n (from a
/// toward b), a lies below top_a = max n.v and b above bottom_b = min n.w, so a vertex w
/// of b is at least n.w - top_a from every point of a, and a vertex v of a at least
/// bottom_b - n.v from b. `reach` bounds the nearest pair's distance from above: the
/// distance of one pair of points of the two cores (the axis's face and the other
/// core's vertex nearest it), plus a slack of 2^-40 times the largest coordinate, far
/// above the rounding of any of these distances (a few units of 2^-53 of it; cores
/// whose coordinates are all below 2^-400 skip nothing). A vertex
/// whose bound exceeds `reach` has every pair farther than the nearest one, even as
/// rounded, so skipping it changes neither the least distance nor which pair (the
/// first in the search's order) has it: the result is the full search's, bit for bit
/// (Ericson's *Real-Time Collision Detection*, 5.1.2, searches every pair).
typedef struct c2d_search_reach {
    double top_a, bottom_b, reach;
} c2d_search_reach;

static inline c2d_search_reach c2d_search_reach_of(c2d_polygon a, c2d_polygon b, c2d_axis best) {
    c2d_vec2 n = best.normal, top = c2d_polygon_vertex(a, 0), bottom = c2d_polygon_vertex(b, 0);
    c2d_search_reach r = {c2d_dot(n, top), c2d_dot(n, bottom), 0.0};
    double big = 0.0;
    for (int64_t k = 0; k < a.count; k++) {
        c2d_vec2 v = c2d_polygon_vertex(a, k);
        double s = c2d_dot(n, v);
        top = s > r.top_a ? v : top;
        r.top_a = s > r.top_a ? s : r.top_a;
        big = c2d_max(big, c2d_max(fabs(v.x), fabs(v.y)));
    }
    for (int64_t k = 0; k < b.count; k++) {
        c2d_vec2 w = c2d_polygon_vertex(b, k);
        double s = c2d_dot(n, w);
        bottom = s < r.bottom_b ? w : bottom;
        r.bottom_b = s < r.bottom_b ? s : r.bottom_b;
        big = c2d_max(big, c2d_max(fabs(w.x), fabs(w.y)));
    }
    // The axis's face is best.p -> best.q, on b when of_b.
    c2d_vec2 w = best.of_b ? top : bottom;
    c2d_vec2 d = c2d_sub(w, c2d_segment_nearest(best.p, best.q, w));
    r.reach = sqrt(c2d_dot(d, d)) + 0x1p-40 * big;
    // Below 2^-400 squared lengths can underflow and the search's distances lose more
    // than the slack: skip nothing there.
    r.reach = big >= 0x1p-400 ? r.reach : INFINITY;
    return r;
}

/// The nearest pair of points (*pa on a, *pb on b) of cores apart along `best`
/// (best.sep > 0), and the unit direction from *pa to *pb (c2d_near_direction; *gap
/// their distance): the nearest vertex-edge pair, b's vertices first, skipping every
/// vertex too far beyond the axis to be in it (c2d_search_reach). Any separating axis
/// gives the same pair: the skips only leave out pairs strictly farther than it. *near:
/// the pair found (c2d_near).
static inline c2d_vec2 c2d_nearest_pair(c2d_polygon a, c2d_polygon b, c2d_axis best, c2d_vec2 *pa,
                                        c2d_vec2 *pb, double *gap, c2d_near *found) {
    c2d_search_reach r = c2d_search_reach_of(a, b, best);
    c2d_vec2 away = c2d_v2(0.0 - best.normal.x, 0.0 - best.normal.y);
    c2d_vec2 a0 = c2d_polygon_vertex(a, 0);
    c2d_near near = {INFINITY, a0, a0, a0, a0, false, false, false, false};
    *found = near;
    for (int64_t k = 0; k < b.count; k++) {
        c2d_vec2 w = c2d_polygon_vertex(b, k);
        if (c2d_dot(best.normal, w) - r.top_a > r.reach) continue;
        c2d_nearest_to_edges(a, w, best.normal, r.reach, found, false);
    }
    for (int64_t k = 0; k < a.count; k++) {
        c2d_vec2 v = c2d_polygon_vertex(a, k);
        if (r.bottom_b - c2d_dot(best.normal, v) > r.reach) continue;
        c2d_nearest_to_edges(b, v, away, r.reach, found, true);
    }
    return c2d_near_direction(found, pa, pb, gap);
}

/// The vertex of core `b` that overlapping cores' points start from: of those at
/// c2d_face_depth's `depth` past the face p -> q (outward normal n), the first over the
/// face (its projection on the face's line between p and q, ends included), else the
/// first. Two boxes overlapping edge to edge then get points straight across the
/// push-out, not from a vertex beyond the face's end to that end (a slanted pair).
static inline c2d_vec2 c2d_face_deepest_over(c2d_vec2 p, c2d_vec2 q, c2d_vec2 n, c2d_polygon b,
                                             double depth) {
    c2d_vec2 d = c2d_sub(q, p), first = c2d_polygon_vertex(b, 0);
    double dd = c2d_dot(d, d);
    bool found = false;
    for (int64_t k = 0; k < b.count; k++) {
        c2d_vec2 w = c2d_polygon_vertex(b, k);
        if (c2d_dot(n, c2d_sub(p, w)) != depth) continue;
        double t = c2d_dot(c2d_sub(w, p), d); // t / dd along the face: within [0, 1]?
        if (t >= 0 && t <= dd) return w;
        if (!found) first = w, found = true;
    }
    return first;
}

/// The point of the axis's face p -> q nearest to w, the deepest vertex of the other
/// core (best.sep deep along best.normal): over the face's inside (c2d_over_inside) w
/// moved onto the face's line along the face's normal by
/// its separation, w - sep n for a face of a and w + sep n for one of b (exact along an
/// axis-aligned face, as c2d_gap_over_edge); past the face's ends, the nearer end.
static inline c2d_vec2 c2d_face_point(c2d_axis best, c2d_vec2 w) {
    if (!c2d_over_inside(best.p, best.q, w)) return c2d_segment_nearest(best.p, best.q, w);
    double s = best.of_b ? best.sep : 0.0 - best.sep;
    return c2d_v2(w.x + best.normal.x * s, w.y + best.normal.y * s);
}

/// The result for core points pa, pb at distance gap along n (from a toward b; gap
/// negative for a depth): the surfaces' points, out along n by the radii.
static inline c2d_distance c2d_distance_of(c2d_rounded ra, c2d_rounded rb, c2d_vec2 pa,
                                           c2d_vec2 pb, c2d_vec2 n, double gap) {
    // The radii's sum, the same either way round: swapping the shapes keeps the bits.
    c2d_distance r = {gap - (ra.radius + rb.radius),
                      {pa.x + n.x * ra.radius, pa.y + n.y * ra.radius},
                      {pb.x - n.x * rb.radius, pb.y - n.y * rb.radius},
                      n};
    r.point_a = c2d_v2(r.point_a.x + 0.0, r.point_a.y + 0.0);
    r.point_b = c2d_v2(r.point_b.x + 0.0, r.point_b.y + 0.0);
    r.distance += 0.0;
    return r;
}

/// The signed distance between two rounded cores whose separating axis is `best`
/// (c2d_core_axis); *near: the cores' nearest pair when they are apart (near->over
/// false otherwise), which contact manifolds ask.
static inline c2d_distance c2d_distance_on_axis_near(c2d_rounded ra, c2d_rounded rb, c2d_axis best,
                                                     c2d_near *near) {
    c2d_polygon a = ra.core, b = rb.core;
    c2d_vec2 pa, pb, n;
    double gap;
    near->over = false;
    if (best.any && best.sep > 0) {
        n = c2d_nearest_pair(a, b, best, &pa, &pb, &gap, near);
        // Cores that touch (apart only by the rounding of s, or of the nearest points):
        // no direction between the points, so the separating axis's.
        if (near->touching) n = best.normal;
    } else if (best.any) {
        // Overlapping cores: the axis of least overlap, -sep deep. The other core's
        // deepest vertex (c2d_face_deepest_over), and the nearest point of the face to
        // it (c2d_face_point).
        double depth = 0.0 - best.sep;
        n = best.normal;
        gap = best.sep;
        if (!best.of_b) {
            pb = c2d_face_deepest_over(best.p, best.q, n, b, depth);
            pa = c2d_face_point(best, pb);
        } else {
            pa = c2d_face_deepest_over(best.p, best.q, c2d_v2(0.0 - n.x, 0.0 - n.y), a, depth);
            pb = c2d_face_point(best, pa);
        }
    } else {
        // Two point cores at the same place: no axis at all; sign(0) = +1, ties to y.
        pa = pb = c2d_polygon_vertex(a, 0);
        n = c2d_v2(0.0, 1.0);
        gap = 0.0;
    }
    return c2d_distance_of(ra, rb, pa, pb, n, gap);
}

static inline c2d_distance c2d_distance_on_axis(c2d_rounded ra, c2d_rounded rb, c2d_axis best) {
    c2d_near near;
    return c2d_distance_on_axis_near(ra, rb, best, &near);
}

#if C2D_VECTOR_LANES
#include "narrow/distance_lanes.h"
#endif

/// Two point cores (circles, points) at different places, apart along the line from
/// p to w: what the full search finds, without its loops. Its only axis is the unit
/// direction n of w - p (c2d_core_axis), separation 0 - c2d_face_depth(p, n, b); when
/// that is positive, c2d_nearest_pair's one pair is (p, w) (p + 0 (w - w) on a's "edge"
/// of no length: p, but for the sign of a zero, which c2d_distance_of's + 0.0 drops),
/// and its direction, c2d_unit of the same difference, is n again, len apart. False
/// for the rest (the same place, or apart by less than the separation's rounding),
/// which goes the full way.
static inline bool c2d_points_apart(c2d_rounded ra, c2d_rounded rb, c2d_distance *out) {
    c2d_vec2 p = c2d_polygon_vertex(ra.core, 0), w = c2d_polygon_vertex(rb.core, 0);
    double len;
    c2d_vec2 n = c2d_unit(w.x - p.x, w.y - p.y, &len);
    if (!(len > 0) || !(0.0 - c2d_face_depth(p, n, rb.core) > 0)) return false;
    *out = c2d_distance_of(ra, rb, p, w, n, len);
    return true;
}

/// A distance of the scaled frame (c2d_rescale_rounded) at the shapes' own scale.
static inline c2d_distance c2d_distance_unscaled(c2d_distance d, int shift) {
    c2d_distance r = {c2d_unscaled(d.distance, shift), c2d_unscaled_vec(d.point_a, shift),
                      c2d_unscaled_vec(d.point_b, shift), d.normal};
    return r;
}

/// c2d_distance_rounded for shapes not tiny (c2d_rescale_rounded). Cores
/// that a's faces already show apart ask no more axes: the nearest pair is the same
/// whichever separating axis bounds its search (c2d_nearest_pair), and only cores
/// that touch (c2d_near.touching) take their direction from the axis, which must then
/// be the largest of all, as the full search finds it.
static inline c2d_distance c2d_distance_rounded_at_scale(c2d_rounded ra, c2d_rounded rb) {
    c2d_distance apart;
    if (ra.core.count == 1 && rb.core.count == 1 && c2d_points_apart(ra, rb, &apart)) return apart;
#if C2D_VECTOR_LANES
    if (c2d_lanes_core_fits(ra.core) && c2d_lanes_core_fits(rb.core))
        return c2d_lanes_distance(ra, rb);
#endif
    c2d_axis faces_of_a = c2d_faces_of_a_axis(ra.core, rb.core);
    if (faces_of_a.any && faces_of_a.sep > 0) {
        c2d_vec2 pa, pb;
        double gap;
        c2d_near near;
        c2d_vec2 n = c2d_nearest_pair(ra.core, rb.core, faces_of_a, &pa, &pb, &gap, &near);
        if (!near.touching) return c2d_distance_of(ra, rb, pa, pb, n, gap);
    }
    return c2d_distance_on_axis(ra, rb, c2d_core_axis_after_a(faces_of_a, ra.core, rb.core));
}

/// The signed distance between two rounded cores (see the top of this file); tiny
/// shapes in a scaled frame (c2d_rescale_rounded).
C2D_NOINLINE static c2d_distance c2d_distance_rounded(c2d_rounded ra, c2d_rounded rb) {
    c2d_rescaled s;
    int k = c2d_rescale_rounded(&ra, &rb, 0.0, &s);
    if (C2D_UNLIKELY(k != 0))
        return c2d_distance_unscaled(c2d_distance_rounded_at_scale(ra, rb), k);
    return c2d_distance_rounded_at_scale(ra, rb);
}

// ---- every kind as a rounded core (buf: room for a box's four corners) ------------

static inline c2d_rounded c2d_rounded_vec(c2d_vec2 p, double *buf) {
    buf[0] = p.x, buf[1] = p.y;
    c2d_rounded r = {{buf, 2, 1, 0, 1}, 0.0};
    return r;
}
static inline c2d_rounded c2d_rounded_segment(c2d_segment s, double *buf) {
    c2d_rounded r = {c2d_segment_polygon(s, buf), 0.0};
    return r;
}
static inline c2d_rounded c2d_rounded_circle(c2d_circle c, double *buf) {
    c2d_rounded r = c2d_rounded_vec(c.center, buf);
    r.radius = c.radius;
    return r;
}
static inline c2d_rounded c2d_rounded_capsule(c2d_capsule k, double *buf) {
    c2d_rounded r = {c2d_segment_polygon(c2d_capsule_core(k), buf), k.radius};
    return r;
}
static inline c2d_rounded c2d_rounded_aabb(c2d_aabb b, double *buf) {
    c2d_rounded r = {c2d_box_polygon(c2d_aabb_frame(b), buf), 0.0};
    return r;
}
static inline c2d_rounded c2d_rounded_obb(c2d_obb o, double *buf) {
    c2d_rounded r = {c2d_box_polygon(c2d_obb_frame_of(o), buf), 0.0};
    return r;
}
static inline c2d_rounded c2d_rounded_polygon(c2d_polygon p, double *buf) {
    (void)buf;
    c2d_rounded r = {p, 0.0};
    return r;
}

/// c2d_distance_<a>_<b>(a, b): the receiver a, the other b (the kernel list's names).
#define C2D_DISTANCE(ka, ta, kb, tb)                                                  \
    static inline c2d_distance c2d_distance_##ka##_##kb(ta a, tb b) {                 \
        double buf_a[8], buf_b[8];                                                     \
        return c2d_distance_rounded(c2d_rounded_##ka(a, buf_a), c2d_rounded_##kb(b, buf_b)); \
    }
#define C2D_DISTANCE_FROM(ka, ta)                                                     \
    C2D_DISTANCE(ka, ta, vec, c2d_vec2)                                                \
    C2D_DISTANCE(ka, ta, segment, c2d_segment)                                         \
    C2D_DISTANCE(ka, ta, circle, c2d_circle)                                           \
    C2D_DISTANCE(ka, ta, capsule, c2d_capsule)                                         \
    C2D_DISTANCE(ka, ta, aabb, c2d_aabb)                                               \
    C2D_DISTANCE(ka, ta, obb, c2d_obb)                                                 \
    C2D_DISTANCE(ka, ta, polygon, c2d_polygon)
C2D_DISTANCE_FROM(aabb, c2d_aabb)
C2D_DISTANCE_FROM(circle, c2d_circle)
C2D_DISTANCE_FROM(segment, c2d_segment)
C2D_DISTANCE_FROM(obb, c2d_obb)
C2D_DISTANCE_FROM(capsule, c2d_capsule)
C2D_DISTANCE_FROM(polygon, c2d_polygon)
#undef C2D_DISTANCE_FROM
#undef C2D_DISTANCE

// ---- push-outs from the distance: the pairs with no push-out of their own ----------

/// b pushed out of a by their signed distance d, when `overlapping` (the exact overlap
/// test, not d's sign: the distance rounds, and touching shapes can come out 4e-16 apart
/// either way): normal d's (from a toward b), delta = normal * depth (the least
/// translation: SAT on the cores, plus the radii; 0 when the rounded distance is not
/// negative), pos a's deepest point d.point_a, on a's surface.
static inline c2d_hit c2d_hit_from_distance(c2d_distance d, bool overlapping, c2d_vec2 miss_pos) {
    if (!overlapping) return c2d_no_hit(miss_pos);
    double depth = d.distance < 0 ? 0.0 - d.distance : 0.0;
    c2d_hit h = {d.point_a, {d.normal.x * depth + 0.0, d.normal.y * depth + 0.0}, d.normal,
                 0.0, 0, true};
    return h;
}

/// c2d_intersect_<a>_<b>(a, b) from the distance, a hit exactly when c2d_overlaps_<a>_<b>;
/// a miss's pos is `miss` (b's reference point: a capsule's end a, a box's centre, a
/// polygon's vertex 0).
#define C2D_INTERSECT_BY_DISTANCE(ka, ta, kb, tb, miss)                                \
    static inline c2d_hit c2d_intersect_##ka##_##kb(ta a, tb b) {                      \
        return c2d_hit_from_distance(c2d_distance_##ka##_##kb(a, b),                   \
                                     c2d_overlaps_##ka##_##kb(a, b), miss);            \
    }
C2D_INTERSECT_BY_DISTANCE(capsule, c2d_capsule, capsule, c2d_capsule, b.a)
C2D_INTERSECT_BY_DISTANCE(capsule, c2d_capsule, aabb, c2d_aabb, b.pos)
C2D_INTERSECT_BY_DISTANCE(capsule, c2d_capsule, obb, c2d_obb, b.center)
C2D_INTERSECT_BY_DISTANCE(capsule, c2d_capsule, polygon, c2d_polygon, c2d_polygon_vertex(b, 0))
C2D_INTERSECT_BY_DISTANCE(aabb, c2d_aabb, capsule, c2d_capsule, b.a)
C2D_INTERSECT_BY_DISTANCE(obb, c2d_obb, capsule, c2d_capsule, b.a)
C2D_INTERSECT_BY_DISTANCE(polygon, c2d_polygon, capsule, c2d_capsule, b.a)
#undef C2D_INTERSECT_BY_DISTANCE

#endif
