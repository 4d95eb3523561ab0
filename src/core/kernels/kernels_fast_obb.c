// collide2d: the hand-written kernels of oriented boxes (kernel_list.h's `fast` lines
// overlaps_obb_obb and intersect_obb_segment): a block of rows copied into columns,
// then tested in AVX2 / AVX-512 lanes, with the helpers of kernels_fast.c (the path
// files include that file first: cast_lane, lane_hit, RESCAN, the block types). On
// the baseline (C2D_LANES 0) each line runs its generic row loop.
#include "kernel_options.h"
#include "kernels.h"

#ifndef C2D_LANES
#define C2D_LANES 0
#endif

// ---- oriented boxes (the separating axis theorem), across rows ------------------------
// c2d_overlaps_obb_obb for a block of rows in vector lanes: each box's axis from
// c2d_obb_frame_of's rule (exact axes for a multiple of pi / 2, else base/trig.h's
// cos and sin, which vectorise), then the four-axis test of c2d_push_out_boxes. Two
// axis-aligned boxes take the AABB test in the scalar function: on exact axes the
// four-axis test computes the same overlaps (each extent is a half size plus exact
// zeros, each distance +-dx or +-dy), so the same answer. Rows whose angle is beyond
// C2D_TRIG_REDUCE_LIMIT (the C library's cos and sin) are redone by the scalar function.
#if C2D_LANES
/// A box's x axis (ux, uy) as c2d_obb_frame_of computes it; *aligned and *odd as
/// its frame's; *far: the angle needs the C library's cos and sin (the row is redone).
static inline void lane_axis(double angle, double *ux, double *uy, bool *aligned_out,
                             bool *odd, bool *far) {
    double k = nearbyint(angle / C2D_HALF_PI);
    bool aligned = (fabs(k) <= C2D_QUARTER_TURNS_EXACT) & (k * C2D_HALF_PI == angle);
    double q = k - 4.0 * floor(k * 0.25); // k mod 4, exactly
    double c, s;
    c2d_cos_sin_reduced(angle, &c, &s); // not used (any value) when far or aligned
    double exact_c = q == 0.0 ? 1.0 : (q == 2.0 ? -1.0 : 0.0);
    double exact_s = q == 1.0 ? 1.0 : (q == 3.0 ? -1.0 : 0.0);
    *ux = aligned ? exact_c : c;
    *uy = aligned ? exact_s : s;
    *far = !aligned & !(fabs(angle) <= C2D_TRIG_REDUCE_LIMIT);
    *aligned_out = aligned;
    *odd = aligned & ((q == 1.0) | (q == 3.0));
}

/// c2d_obb_extent: half the width of a box (half sizes hx, hy, axis u) along n.
static inline double lane_extent(double hx, double hy, double ux, double uy, double nx,
                                 double ny) {
    return hx * fabs(ux * nx + uy * ny) + hy * fabs(-uy * nx + ux * ny);
}

/// Rows [start, start + m): out[start + j], redo[j]; false if a row is invalid. The
/// rows are first copied column by column into the block's arrays (five-double rows
/// go into lanes badly: gathers), then tested in lanes on unit strides.
static inline bool obb_overlaps_block(const double *a, ptrdiff_t sa, const double *b,
                                      ptrdiff_t sb, int64_t start, int64_t m, bool *out,
                                      int64_t *redo) {
    double col[10][CAST_BLOCK];
    for (int64_t j = 0; j < m; j++) {
        const double *p = a + (start + j) * sa, *q = b + (start + j) * sb;
        for (int k = 0; k < 5; k++) {
            col[k][j] = p[k];
            col[5 + k][j] = q[k];
        }
    }
    int bad = 0;
    for (int64_t j = 0; j < m; j++) {
        double px = col[0][j], py = col[1][j], phx = col[2][j], phy = col[3][j], pa = col[4][j];
        double qx = col[5][j], qy = col[6][j], qhx = col[7][j], qhy = col[8][j], qa = col[9][j];
        // rows.h's obb_row_ok, spelt per value.
        bad |= !(c2d_number_ok(px) & c2d_number_ok(py) & c2d_size_ok(phx) & c2d_size_ok(phy) &
                 c2d_number_ok(pa) & c2d_number_ok(qx) & c2d_number_ok(qy) &
                 c2d_size_ok(qhx) & c2d_size_ok(qhy) & c2d_number_ok(qa));
        double aux, auy, bux, buy;
        bool aligned_a, odd_a, far_a, aligned_b, odd_b, far_b; // only far is needed
        lane_axis(pa, &aux, &auy, &aligned_a, &odd_a, &far_a);
        lane_axis(qa, &bux, &buy, &aligned_b, &odd_b, &far_b);
        double dx = qx - px, dy = qy - py;
        double avx = -auy, avy = aux, bvx = -buy, bvy = bux;
        double o0 = (phx + lane_extent(qhx, qhy, bux, buy, aux, auy)) - fabs(dx * aux + dy * auy);
        double o1 = (phy + lane_extent(qhx, qhy, bux, buy, avx, avy)) - fabs(dx * avx + dy * avy);
        double o2 = (lane_extent(phx, phy, aux, auy, bux, buy) + qhx) - fabs(dx * bux + dy * buy);
        double o3 = (lane_extent(phx, phy, aux, auy, bvx, bvy) + qhy) - fabs(dx * bvx + dy * bvy);
        out[start + j] = (o0 > 0) & (o1 > 0) & (o2 > 0) & (o3 > 0);
        redo[j] = far_a | far_b;
    }
    return !bad;
}
#endif

C2D_FLATTEN c2d_status C2D_KERNEL(overlaps_obb_obb)(int64_t n, const c2d_rows *in,
                                                    const int64_t *counts, void *out_rows) {
#if !C2D_LANES
    return C2D_KERNEL(overlaps_obb_obb_rows)(n, in, counts, out_rows);
#else
    const c2d_rows boxes = in[0], others = in[1];
    bool *out = out_rows;
    int64_t redo[CAST_BLOCK];
    for (int64_t start = 0; start < n; start += CAST_BLOCK) {
        int64_t m = n - start < CAST_BLOCK ? n - start : CAST_BLOCK;
        bool ok = obb_overlaps_block(boxes.data, boxes.stride, others.data, others.stride,
                                     start, m, out, redo);
        if (!ok) {
            c2d_status st = RESCAN(overlaps_obb_obb, in, counts, start, m, out + start);
            if (st.code != C2D_OK) return st;
            continue;
        }
        for (int64_t j = 0; j < m; j++) {
            int64_t i = start + j;
            if (redo[j]) out[i] = c2d_overlaps_obb_obb(load_obb(boxes, i), load_obb(others, i));
        }
    }
    return c2d_ok();
#endif
}

// ---- an oriented box vs a segment (the slab test in the box's frame), across rows ---
// c2d_intersect_obb_segment in vector lanes: the cast of cast_lane, in the world for a
// box on exact axes (the AABB it is, paddings swapped on an odd quarter turn) and in
// the box's frame otherwise; time, delta and pos from the world segment, the normal
// turned back into the world when the cast was in the box's frame. Far angles (the C
// library's cos and sin) are redone by the scalar function.
#if C2D_LANES
enum { OBB_CAST_COLUMNS = 11 }; // box (5), pos (2), delta (2), padding_x, padding_y

static inline bool obb_segment_block(const c2d_rows *in, int64_t start, int64_t m,
                                     ray_block *o) {
    double col[OBB_CAST_COLUMNS][CAST_BLOCK];
    static const int arg_of[OBB_CAST_COLUMNS] = {0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 4};
    static const int index_of[OBB_CAST_COLUMNS] = {0, 1, 2, 3, 4, 0, 1, 0, 1, 0, 0};
    for (int k = 0; k < OBB_CAST_COLUMNS; k++) {
        const double *base = in[arg_of[k]].data + index_of[k];
        ptrdiff_t stride = in[arg_of[k]].stride;
        for (int64_t j = 0; j < m; j++) col[k][j] = base[(start + j) * stride];
    }
    int bad = 0;
    for (int64_t j = 0; j < m; j++) {
        double cx = col[0][j], cy = col[1][j], hx = col[2][j], hy = col[3][j], angle = col[4][j];
        double px = col[5][j], py = col[6][j], dx = col[7][j], dy = col[8][j];
        double pad_x = col[9][j], pad_y = col[10][j];
        bad |= !(c2d_number_ok(cx) & c2d_number_ok(cy) & c2d_size_ok(hx) & c2d_size_ok(hy) &
                 c2d_number_ok(angle) & c2d_number_ok(px) & c2d_number_ok(py) &
                 c2d_number_ok(dx) & c2d_number_ok(dy) & c2d_size_ok(pad_x) &
                 c2d_size_ok(pad_y));
        double ux, uy;
        bool aligned, odd, far;
        lane_axis(angle, &ux, &uy, &aligned, &odd, &far);
        // The cast's box, start and motion: the world's on exact axes, else the frame's.
        double rx = px - cx, ry = py - cy;
        double lpx = rx * ux + ry * uy, lpy = ry * ux + -rx * uy;
        double ldx = dx * ux + dy * uy, ldy = dy * ux + -dx * uy;
        double bx = aligned ? cx : 0.0, by = aligned ? cy : 0.0;
        double bhx = odd ? hy + pad_y : hx + pad_x;
        double bhy = odd ? hx + pad_x : hy + pad_y;
        double sx = aligned ? px : lpx, sy = aligned ? py : lpy;
        double mx = aligned ? dx : ldx, my = aligned ? dy : ldy;
        lane_cast c = cast_lane(bx, by, bhx, bhy, sx, sy, mx, my);
        // c2d_hit_from_cast on the world segment
        double below = 1.0 < c.near ? 1.0 : c.near;
        double time = (0.0 > below ? 0.0 : below) + 0.0;
        bool hit = c.hit;
        double nlx = hit & c.x_axis ? -c.sign_x : 0.0;
        double nly = hit & !c.x_axis ? -c.sign_y : 0.0;
        // c2d_obb_world_vec, for a cast in the box's frame
        double wnx = (nlx * ux + -nly * uy) + 0.0, wny = (nlx * uy + nly * ux) + 0.0;
        o->hit.hit[j] = hit;
        o->hit.time[j] = hit ? time : 1.0;
        o->hit.normal_x[j] = aligned ? nlx : wnx;
        o->hit.normal_y[j] = aligned ? nly : wny;
        o->hit.delta_x[j] = hit ? (1.0 - time) * -dx : 0.0;
        o->hit.delta_y[j] = hit ? (1.0 - time) * -dy : 0.0;
        o->hit.pos_x[j] = hit ? px + dx * time : px + dx;
        o->hit.pos_y[j] = hit ? py + dy * time : py + dy;
        o->redo[j] = far | c.tie;
    }
    return !bad;
}
#endif

C2D_FLATTEN c2d_status C2D_KERNEL(intersect_obb_segment)(int64_t n, const c2d_rows *in,
                                                         const int64_t *counts,
                                                         void *out_rows) {
#if !C2D_LANES
    return C2D_KERNEL(intersect_obb_segment_rows)(n, in, counts, out_rows);
#else
    const c2d_rows boxes = in[0];
    c2d_hit *out = out_rows;
    ray_block o;
    for (int64_t start = 0; start < n; start += CAST_BLOCK) {
        int64_t m = n - start < CAST_BLOCK ? n - start : CAST_BLOCK;
        if (!obb_segment_block(in, start, m, &o)) {
            c2d_status st = RESCAN(intersect_obb_segment, in, counts, start, m, out + start);
            if (st.code != C2D_OK) return st;
            continue;
        }
        for (int64_t j = 0; j < m; j++) {
            int64_t i = start + j;
            c2d_hit h = o.redo[j] ? c2d_intersect_obb_segment(load_obb(boxes, i),
                                                              load_vec(in[1], i),
                                                              load_vec(in[2], i),
                                                              load_size(in[3], i),
                                                              load_size(in[4], i))
                                  : lane_hit(&o.hit, j);
            put_hit(out + i, h, hit_row(h.hit, boxes, i));
        }
    }
    return c2d_ok();
#endif
}
