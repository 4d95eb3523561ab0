// collide2d: sweep_into -- each of n movers (boxes or circles) moves by its
// delta through the same colliders, m boxes and k circles (noonat/intersect's
// sweepInto, grown to mixed shapes): the nearest hit, colliders numbered
// boxes first (0..m-1), then circles (m..m+k-1), ties keep the lowest number.
// Arguments (kernel_list.h): 0 movers, 1 boxes, 2 circles, 3 delta.
#include "kernel_options.h"
#include "kernels.h"

#include "rows.h"

// ---- sweep_into with boxes and circles ----------------------------------------------
// The reject of rows.h's mover_path; a circle is tested
// by its bounding box, which contains it. Rounding in the circle casts (roots,
// rounded corners) is also a few units of 2^-52 of the magnitudes involved,
// far inside the margin; tests/test_circle_arrays.py checks the result is the
// scalar loop's.
static c2d_status sweep_into(int64_t n, const c2d_rows *in, const int64_t *counts,
                             bool movers_are_boxes, c2d_sweep *out) {
    const c2d_rows movers = in[0], boxes = in[1], circles = in[2], delta = in[3];
    const int64_t m = counts[1], k = counts[2];
    c2d_status st = c2d_ok();
    double magnitude = 0.0; // the largest |coordinate| + size among the colliders
    for (int64_t j = 0; j < m; j++) {
        if (!check_aabb(&st, 1, boxes, j)) return st;
        const double *c = row_at(boxes, j);
        magnitude = c2d_max(magnitude, c2d_max(fabs(c[0]) + c[2], fabs(c[1]) + c[3]));
    }
    for (int64_t j = 0; j < k; j++) {
        if (!check_circle(&st, 2, circles, j)) {
            st.row += m; // reported as the collider's number: circles come after the boxes
            return st;
        }
        const double *c = row_at(circles, j);
        magnitude = c2d_max(magnitude, c2d_max(fabs(c[0]), fabs(c[1])) + c[2]);
    }
    for (int64_t i = 0; i < n; i++) {
        bool ok = movers_are_boxes ? check_aabb(&st, 0, movers, i) : check_circle(&st, 0, movers, i);
        if (!ok || !check_vec(&st, 3, delta, i)) break;
        const double *mv = row_at(movers, i);
        // Read only the row's own columns: a circle row has three.
        c2d_vec2 start = c2d_v2(mv[0], mv[1]);
        c2d_vec2 half = movers_are_boxes ? c2d_v2(mv[2], mv[3]) : c2d_v2(mv[2], mv[2]);
        c2d_aabb box = {start, half};
        c2d_circle circle = {start, mv[2]};
        c2d_vec2 d = load_vec(delta, i);
        swept_bounds path = mover_path(start, half, d, magnitude);
        c2d_sweep nearest = c2d_sweep_miss(start, d);
        for (int64_t j = 0; j < m; j++) {
            const double *c = row_at(boxes, j);
            if (far_from_path(path, c[0], c[1], c[2], c[3])) continue;
            c2d_aabb collider = c2d_aabb_from_row(c);
            c2d_sweep s = movers_are_boxes ? c2d_sweep_aabb_aabb(collider, box, d)
                                           : c2d_sweep_aabb_circle(collider, circle, d);
            c2d_keep_nearest(&nearest, s, j);
        }
        for (int64_t j = 0; j < k; j++) {
            const double *c = row_at(circles, j);
            if (far_from_path(path, c[0], c[1], c[2], c[2])) continue;
            c2d_circle collider = load_circle(circles, j);
            c2d_sweep s = movers_are_boxes ? c2d_sweep_circle_aabb(collider, box, d)
                                           : c2d_sweep_circle_circle(collider, circle, d);
            c2d_keep_nearest(&nearest, s, m + j);
        }
        out[i] = nearest;
    }
    return st;
}

C2D_FLATTEN c2d_status C2D_KERNEL(sweep_into_aabb)(int64_t n, const c2d_rows *in, const int64_t *counts,
                                     void *out) {
    return sweep_into(n, in, counts, true, out);
}

C2D_FLATTEN c2d_status C2D_KERNEL(sweep_into_circle)(int64_t n, const c2d_rows *in, const int64_t *counts,
                                       void *out) {
    return sweep_into(n, in, counts, false, out);
}
