// collide2d core, narrow/distance_lanes.h: the signed distance between two cores of
// three to C2D_LANES_CORE_MAX vertices (polygons and boxes) in vector lanes, the same
// bits as distance.h's vertex-by-vertex code.
//
// Each core is first copied counter-clockwise into arrays of x and y (and, once an
// axis is known, of each vertex's height along it), wrapping past its end, so that a
// block of C2D_FACE_LANES faces or edges is a few plain vector loads: distance.h reads
// every vertex through the polygon's buffer order, stride and winding, and a block of
// faces paid that for every lane. Every lane then does the scalar code's arithmetic
// (no fused multiply-add, divisions and square roots exact in any lane), selects
// follow the MAXSD / MINSD rules c2d_max and c2d_min use, and the lanes are taken in
// the scalar order by the same rules: tests/test_cpu_paths.py compares this path's
// answers with the baseline build's, bit for bit. Included by distance.h only when
// C2D_VECTOR_LANES.
#ifndef C2D_NARROW_DISTANCE_LANES_H
#define C2D_NARROW_DISTANCE_LANES_H

#include <string.h>

/// The most vertices a core may have to take this path (its arrays live on the stack).
#define C2D_LANES_CORE_MAX 32
/// A core's arrays: vertex k at [k] for k < count, then the first vertices again, so
/// that face k (vertex k to k + 1) of every lane of a block is at hand.
#define C2D_LANES_CORE_ROOM (C2D_LANES_CORE_MAX + C2D_FACE_LANES + 1)

typedef struct c2d_lanes_core {
    int64_t count;
    double x[C2D_LANES_CORE_ROOM], y[C2D_LANES_CORE_ROOM];
    double up[C2D_LANES_CORE_ROOM]; // height along the search's axis (c2d_lanes_heights)
} c2d_lanes_core;

static inline bool c2d_lanes_core_fits(c2d_polygon p) {
    return p.count >= 3 && p.count <= C2D_LANES_CORE_MAX;
}

static inline void c2d_lanes_core_of(c2d_polygon p, c2d_lanes_core *c) {
    c->count = p.count;
    // Vertex k is buffer vertex first + step * k, wrapped once: the two runs either
    // side of the wrap, without c2d_polygon_vertex's per-vertex wrapping.
    int64_t run = p.step > 0 ? p.count - p.first : p.first + 1;
    const double *from = p.v + p.first * p.stride;
    ptrdiff_t step = p.step * p.stride;
    for (int64_t k = 0; k < run; k++) {
        c->x[k] = from[k * step];
        c->y[k] = from[k * step + 1];
    }
    from = p.v + (p.step > 0 ? 0 : (p.count - 1) * p.stride);
    for (int64_t k = run; k < p.count; k++) {
        c->x[k] = from[(k - run) * step];
        c->y[k] = from[(k - run) * step + 1];
    }
    for (int64_t k = 0; k <= C2D_FACE_LANES; k++) { // reads what it wrote for count < lanes
        c->x[p.count + k] = c->x[k];
        c->y[p.count + k] = c->y[k];
    }
}

static inline c2d_lanes c2d_lanes_load(const double *from) {
    c2d_lanes v;
    memcpy(&v, from, sizeof v);
    return v;
}

/// c2d_try_face_block on faces [start, start + C2D_FACE_LANES) of `faces` (as given,
/// for the face-by-face fallback, and its lane copy) against `other`.
static inline void c2d_lanes_try_face_block(c2d_axis *best, c2d_polygon faces,
                                            const c2d_lanes_core *fc, int64_t start,
                                            c2d_polygon other, bool of_b) {
    int64_t m = fc->count - start < C2D_FACE_LANES ? fc->count - start : C2D_FACE_LANES;
    c2d_lanes px = c2d_lanes_load(fc->x + start), py = c2d_lanes_load(fc->y + start);
    c2d_lanes qx = c2d_lanes_load(fc->x + start + 1), qy = c2d_lanes_load(fc->y + start + 1);
    c2d_lanes x = qy - py, y = px - qx;
    // Every real lane's face long enough for the plain formula (c2d_face_normal).
    c2d_lanes big = (c2d_lanes){0} + C2D_RESCALE_BELOW;
    c2d_mask x_taller = C2D_LANES_ABS(x) > C2D_LANES_ABS(y); // c2d_max(|x|, |y|)
    c2d_lanes longest =
        (c2d_lanes)(((c2d_mask)C2D_LANES_ABS(x) & x_taller) | ((c2d_mask)C2D_LANES_ABS(y) & ~x_taller));
    if (c2d_lanes_bits(c2d_lanes_below(m) & ~(longest >= big))) {
        c2d_try_face_block(best, faces, start, other, of_b); // goes face by face
        return;
    }
    c2d_lanes_keep_faces(best, m, px, py, qx, qy, x, y, other, of_b);
}

static inline void c2d_lanes_try_faces(c2d_axis *best, c2d_polygon faces,
                                       const c2d_lanes_core *fc, c2d_polygon other, bool of_b) {
    for (int64_t start = 0; start < fc->count; start += C2D_FACE_LANES)
        c2d_lanes_try_face_block(best, faces, fc, start, other, of_b);
}

/// Each vertex's height along n into c->up; the highest (rising) or lowest, the first
/// found counter-clockwise from vertex 0, and *big the largest |coordinate|: what
/// c2d_search_reach_of finds. The heights are the scalar code's (two products and a
/// sum in each lane, nothing fused), a block of vertices at a time; lanes past the
/// core's end hold its first vertices again (c2d_lanes_core_of), which change neither
/// a largest value nor where it is first found. Coordinates below 2^200 give no NaN.
static inline c2d_vec2 c2d_lanes_heights(c2d_lanes_core *c, c2d_vec2 n, bool rising,
                                         double *extreme, double *big) {
    c2d_lanes far = {0}, size = {0};
    for (int64_t start = 0; start < c->count; start += C2D_FACE_LANES) {
        c2d_lanes x = c2d_lanes_load(c->x + start), y = c2d_lanes_load(c->y + start);
        c2d_lanes s = n.x * x + n.y * y;
        memcpy(c->up + start, &s, sizeof s);
        far = start == 0 ? s : rising ? c2d_lanes_max_of(s, far) : c2d_lanes_min_of(s, far);
        size = c2d_lanes_max_of(size, c2d_lanes_max_of(C2D_LANES_ABS(x), C2D_LANES_ABS(y)));
    }
    double e = c2d_lanes_extreme(far, rising);
    int64_t at = 0;
    for (int64_t start = 0; start < c->count; start += C2D_FACE_LANES) {
        uint64_t equal = c2d_lanes_bits(c2d_lanes_load(c->up + start) == e);
        if (equal) {
            at = start + __builtin_ctzll(equal);
            break;
        }
    }
    *extreme = c->up[at];
    *big = c2d_max(*big, c2d_lanes_extreme(size, true));
    for (int64_t k = 0; k <= C2D_FACE_LANES; k++) c->up[c->count + k] = c->up[k];
    return c2d_v2(c->x[at], c->y[at]);
}

/// c2d_nearest_to_edges for vertex w against edges [start, start + C2D_FACE_LANES) of
/// core c, in lanes (*edge: the index of the edge taken). `far` holds the far test's edges: an edge is skipped when
/// w_level - level > reach for c's edges below w (`below`: level the higher end's
/// height, w_level w's), or level - w_level > reach for c's edges above w (level the
/// lower end's): the scalar test on heights along the axis and against it, which are
/// the same numbers negated (exactly, as are their max and min).
static inline void c2d_lanes_nearest_block(const c2d_lanes_core *c, const double *level,
                                           int64_t start, c2d_vec2 w, double w_level, bool below,
                                           double reach, double *best_sq, c2d_vec2 *on_c,
                                           int64_t *edge) {
    int64_t m = c->count - start < C2D_FACE_LANES ? c->count - start : C2D_FACE_LANES;
    c2d_lanes lv = c2d_lanes_load(level + start);
    c2d_mask near = below ? ~(w_level - lv > reach) : ~(lv - w_level > reach);
    if (!(c2d_lanes_bits(near & c2d_lanes_below(m)))) return;
    c2d_lanes px = c2d_lanes_load(c->x + start), py = c2d_lanes_load(c->y + start);
    c2d_lanes dx = c2d_lanes_load(c->x + start + 1) - px, dy = c2d_lanes_load(c->y + start + 1) - py;
    // c2d_segment_nearest: t = dot(w - p, d) / dot(d, d) clamped to [0, 1], 0 for an
    // edge of no length; the point p + t d.
    c2d_lanes dd = dx * dx + dy * dy;
    c2d_lanes t = ((w.x - px) * dx + (w.y - py) * dy) / dd;
    t = (c2d_lanes)((c2d_mask)t & (dd > 0));
    c2d_lanes one = (c2d_lanes){0} + 1.0, zero = (c2d_lanes){0};
    c2d_mask over = one < t; // min(1, t), MINSD's rule
    t = (c2d_lanes)(((c2d_mask)one & over) | ((c2d_mask)t & ~over));
    c2d_mask under = zero > t; // max(0, t), MAXSD's rule
    t = (c2d_lanes)(((c2d_mask)zero & under) | ((c2d_mask)t & ~under));
    c2d_lanes cx = px + t * dx, cy = py + t * dy;
    c2d_lanes ex = w.x - cx, ey = w.y - cy;
    c2d_lanes sq = ex * ex + ey * ey;
    // Most blocks after the first hold no nearer pair: they take nothing, at one test.
    c2d_mask nearer = near & c2d_lanes_below(m) & (sq < *best_sq);
    uint64_t taken = c2d_lanes_bits(nearer);
    if (!taken) return;
    // What the lanes taken in order, strictly nearer only, would keep: the first lane of
    // the least of them (no NaN among them: NaN is never nearer), found at once.
    c2d_lanes none = (c2d_lanes){0} + INFINITY;
    double least = c2d_lanes_extreme((c2d_lanes)(((c2d_mask)sq & nearer) | ((c2d_mask)none & ~nearer)),
                                     false);
    int j = __builtin_ctzll(taken & c2d_lanes_bits(sq == least));
    *best_sq = sq[j];
    *on_c = c2d_v2(cx[j], cy[j]);
    *edge = start + j;
}

/// c2d_nearest_pair on lane copies: the same search, the same skips, the same bits
/// (*touching: c2d_near.touching).
static inline c2d_vec2 c2d_lanes_nearest_pair(c2d_lanes_core *a, c2d_lanes_core *b,
                                              c2d_axis best, c2d_vec2 *pa, c2d_vec2 *pb,
                                              double *gap, bool *touching) {
    c2d_vec2 n = best.normal;
    double top_a, bottom_b, big = 0.0;
    c2d_vec2 top = c2d_lanes_heights(a, n, true, &top_a, &big);
    c2d_vec2 bottom = c2d_lanes_heights(b, n, false, &bottom_b, &big);
    c2d_vec2 w0 = best.of_b ? top : bottom;
    c2d_vec2 d = c2d_sub(w0, c2d_segment_nearest(best.p, best.q, w0));
    double reach = sqrt(c2d_dot(d, d)) + 0x1p-40 * big;
    reach = big >= 0x1p-400 ? reach : INFINITY; // as c2d_search_reach_of
    // Each edge's higher end on a, lower end on b (c2d_max, c2d_min).
    double a_high[C2D_LANES_CORE_ROOM], b_low[C2D_LANES_CORE_ROOM];
    for (int64_t k = 0; k < a->count; k += C2D_FACE_LANES) {
        c2d_lanes high = c2d_lanes_max_of(c2d_lanes_load(a->up + k), c2d_lanes_load(a->up + k + 1));
        memcpy(a_high + k, &high, sizeof high);
    }
    for (int64_t k = 0; k < b->count; k += C2D_FACE_LANES) {
        c2d_lanes low = c2d_lanes_min_of(c2d_lanes_load(b->up + k), c2d_lanes_load(b->up + k + 1));
        memcpy(b_low + k, &low, sizeof low);
    }
    for (int64_t k = a->count; k < a->count + C2D_FACE_LANES; k++) a_high[k] = a_high[k - a->count];
    for (int64_t k = b->count; k < b->count + C2D_FACE_LANES; k++) b_low[k] = b_low[k - b->count];
    c2d_vec2 a0 = c2d_v2(a->x[0], a->y[0]);
    c2d_near near = {INFINITY, a0, a0, a0, a0, false, false, false, false};
    int64_t edge = 0;
    // The vertices within reach, a block's at a time as a bit mask (the same test as
    // vertex by vertex, without a branch on each that the CPU cannot guess), in order.
    for (int64_t first = 0; first < b->count; first += C2D_FACE_LANES) {
        c2d_lanes beyond = c2d_lanes_load(b->up + first) - top_a;
        uint64_t kept = c2d_lanes_bits(~(beyond > reach) & c2d_lanes_below(b->count - first));
        for (; kept != 0; kept &= kept - 1) {
            int64_t k = first + __builtin_ctzll(kept);
            c2d_vec2 w = c2d_v2(b->x[k], b->y[k]);
            double before = near.sq;
            for (int64_t start = 0; start < a->count; start += C2D_FACE_LANES)
                c2d_lanes_nearest_block(a, a_high, start, w, b->up[k], true, reach, &near.sq,
                                        &near.on_edge, &edge);
            if (near.sq < before) {
                near.vertex = w;
                near.p = c2d_v2(a->x[edge], a->y[edge]);
                near.q = c2d_v2(a->x[edge + 1], a->y[edge + 1]);
            }
        }
    }
    for (int64_t first = 0; first < a->count; first += C2D_FACE_LANES) {
        c2d_lanes beyond = bottom_b - c2d_lanes_load(a->up + first);
        uint64_t kept = c2d_lanes_bits(~(beyond > reach) & c2d_lanes_below(a->count - first));
        for (; kept != 0; kept &= kept - 1) {
            int64_t k = first + __builtin_ctzll(kept);
            c2d_vec2 v = c2d_v2(a->x[k], a->y[k]);
            double before = near.sq;
            for (int64_t start = 0; start < b->count; start += C2D_FACE_LANES)
                c2d_lanes_nearest_block(b, b_low, start, v, a->up[k], false, reach, &near.sq,
                                        &near.on_edge, &edge);
            if (near.sq < before) {
                near.vertex = v;
                near.p = c2d_v2(b->x[edge], b->y[edge]);
                near.q = c2d_v2(b->x[edge + 1], b->y[edge + 1]);
                near.edge_of_b = true;
            }
        }
    }
    c2d_vec2 direction = c2d_near_direction(&near, pa, pb, gap);
    *touching = near.touching;
    return direction;
}

/// c2d_distance_rounded for two cores of 3 to C2D_LANES_CORE_MAX vertices.
static inline c2d_distance c2d_lanes_distance(c2d_rounded ra, c2d_rounded rb) {
    c2d_lanes_core a, b;
    c2d_lanes_core_of(ra.core, &a);
    c2d_lanes_core_of(rb.core, &b);
    c2d_axis best = {0.0, {0.0, 1.0}, {0.0, 0.0}, {0.0, 0.0}, false, false, false};
    c2d_lanes_try_faces(&best, ra.core, &a, rb.core, false);
    c2d_vec2 pa = {0.0, 0.0}, pb = pa, n = pa;
    double gap = 0.0;
    bool touching = false;
    bool apart_by_a = best.any && best.sep > 0;
    if (apart_by_a) { // the nearest pair needs no other axis (c2d_distance_rounded)
        n = c2d_lanes_nearest_pair(&a, &b, best, &pa, &pb, &gap, &touching);
        if (!touching) return c2d_distance_of(ra, rb, pa, pb, n, gap);
    }
    c2d_lanes_try_faces(&best, rb.core, &b, ra.core, true);
    if (!(best.any && best.sep > 0)) return c2d_distance_on_axis(ra, rb, best);
    if (!apart_by_a) n = c2d_lanes_nearest_pair(&a, &b, best, &pa, &pb, &gap, &touching);
    return c2d_distance_of(ra, rb, pa, pb, touching ? best.normal : n, gap);
}

#endif
