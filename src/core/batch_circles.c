// collide2d: batch kernels for circles and segments (see batch.h). As in
// batch.c, every kernel validates the rows it reads, stops at the first bad
// one, and calls the same static inline scalar function as the scalar API,
// so a batch row is the scalar result bit for bit.
#include "batch_rows.h"
#include "c2d_circle_sweep.h"

// The receiver's row for a hit, -1 for none: a select, not a branch.
static inline void set_collider(c2d_hit *h, c2d_rows receiver, int64_t i) {
    h->collider = h->hit ? row_index(receiver, i) : -1;
}

c2d_status c2d_batch_check_circle(int64_t n, c2d_rows circles) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++)
        if (!check_circle(&st, 0, circles, i)) break;
    return st;
}

c2d_status c2d_batch_check_segment(int64_t n, c2d_rows segments) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++)
        if (!check_segment(&st, 0, segments, i)) break;
    return st;
}

// ---- hit tests ----------------------------------------------------------------

c2d_status c2d_batch_intersect_circle_point(int64_t n, c2d_rows circles, c2d_rows points,
                                            c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_vec(&st, 1, points, i)) break;
        out[i] = c2d_intersect_circle_point(circle_at(circles, i), vec_at(points, i));
        set_collider(&out[i], circles, i);
    }
    return st;
}

c2d_status c2d_batch_intersect_circle_circle(int64_t n, c2d_rows circles, c2d_rows others,
                                             c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_circle(&st, 1, others, i)) break;
        out[i] = c2d_intersect_circle_circle(circle_at(circles, i), circle_at(others, i));
        set_collider(&out[i], circles, i);
    }
    return st;
}

c2d_status c2d_batch_intersect_circle_aabb(int64_t n, c2d_rows circles, c2d_rows boxes,
                                           c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_aabb(&st, 1, boxes, i)) break;
        out[i] = c2d_intersect_circle_aabb(circle_at(circles, i), aabb_at(boxes, i));
        set_collider(&out[i], circles, i);
    }
    return st;
}

c2d_status c2d_batch_intersect_aabb_circle(int64_t n, c2d_rows boxes, c2d_rows circles,
                                           c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_circle(&st, 1, circles, i)) break;
        out[i] = c2d_intersect_aabb_circle(aabb_at(boxes, i), circle_at(circles, i));
        set_collider(&out[i], boxes, i);
    }
    return st;
}

c2d_status c2d_batch_intersect_circle_segment(int64_t n, c2d_rows circles, c2d_rows pos,
                                              c2d_rows delta, c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_vec(&st, 1, pos, i) ||
            !check_vec(&st, 2, delta, i))
            break;
        out[i] = c2d_intersect_circle_segment(circle_at(circles, i), vec_at(pos, i),
                                              vec_at(delta, i));
        set_collider(&out[i], circles, i);
    }
    return st;
}

// ---- overlaps: the hit tests' own arithmetic, flag only ------------------------

// Circle-circle is the one meant to run near memory speed: the whole row
// check and the test are branch-free, so mixed data costs no mispredictions.
c2d_status c2d_batch_overlaps_circle_circle(int64_t n, c2d_rows circles, c2d_rows others,
                                            bool *out) {
    c2d_status st = c2d_ok();
    bool all_ok = true, any_tiny = false;
    for (int64_t i = 0; i < n; i++) {
        const double *p = row_at(circles, i), *q = row_at(others, i);
        all_ok &= circle_row_ok(p) & circle_row_ok(q);
        // c2d_round_push_out's test, dot(d, d) < reach * reach, unscaled; a
        // row whose |dx|, |dy|, reach are all below C2D_RESCALE_BELOW is
        // redone below in c2d_closer_than's scaled frame.
        double dx = q[0] - p[0], dy = q[1] - p[1], reach = p[2] + q[2];
        out[i] = dx * dx + dy * dy < reach * reach;
        any_tiny |= (fabs(dx) < C2D_RESCALE_BELOW) & (fabs(dy) < C2D_RESCALE_BELOW) &
                    (reach < C2D_RESCALE_BELOW);
    }
    if (any_tiny) {
        for (int64_t i = 0; i < n; i++) {
            const double *p = row_at(circles, i), *q = row_at(others, i);
            out[i] = c2d_closer_than(q[0] - p[0], q[1] - p[1], p[2] + q[2]);
        }
    }
    if (!all_ok) {
        for (int64_t i = 0; i < n; i++)
            if (!check_circle(&st, 0, circles, i) || !check_circle(&st, 1, others, i)) break;
    }
    return st;
}

c2d_status c2d_batch_overlaps_circle_point(int64_t n, c2d_rows circles, c2d_rows points,
                                           bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_vec(&st, 1, points, i)) break;
        out[i] = c2d_intersect_circle_point(circle_at(circles, i), vec_at(points, i)).hit;
    }
    return st;
}

c2d_status c2d_batch_overlaps_circle_aabb(int64_t n, c2d_rows circles, c2d_rows boxes,
                                          bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_aabb(&st, 1, boxes, i)) break;
        out[i] = c2d_intersect_aabb_circle(aabb_at(boxes, i), circle_at(circles, i)).hit;
    }
    return st;
}

c2d_status c2d_batch_overlaps_circle_segment(int64_t n, c2d_rows circles, c2d_rows segments,
                                             bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_segment(&st, 1, segments, i)) break;
        c2d_segment s = c2d_segment_from_row(row_at(segments, i));
        out[i] = c2d_overlaps_circle_segment(circle_at(circles, i), s);
    }
    return st;
}

c2d_status c2d_batch_overlaps_aabb_circle(int64_t n, c2d_rows boxes, c2d_rows circles,
                                          bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_circle(&st, 1, circles, i)) break;
        out[i] = c2d_intersect_aabb_circle(aabb_at(boxes, i), circle_at(circles, i)).hit;
    }
    return st;
}

c2d_status c2d_batch_overlaps_segment_circle(int64_t n, c2d_rows segments, c2d_rows circles,
                                             bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_segment(&st, 0, segments, i) || !check_circle(&st, 1, circles, i)) break;
        c2d_segment s = c2d_segment_from_row(row_at(segments, i));
        out[i] = c2d_overlaps_circle_segment(circle_at(circles, i), s);
    }
    return st;
}

c2d_status c2d_batch_overlaps_segment_aabb(int64_t n, c2d_rows segments, c2d_rows boxes,
                                           bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_segment(&st, 0, segments, i) || !check_aabb(&st, 1, boxes, i)) break;
        c2d_segment s = c2d_segment_from_row(row_at(segments, i));
        out[i] = c2d_overlaps_aabb_segment(aabb_at(boxes, i), s);
    }
    return st;
}

c2d_status c2d_batch_overlaps_aabb_point(int64_t n, c2d_rows boxes, c2d_rows points, bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_vec(&st, 1, points, i)) break;
        out[i] = c2d_intersect_aabb_point(aabb_at(boxes, i), vec_at(points, i)).hit;
    }
    return st;
}

c2d_status c2d_batch_overlaps_aabb_segment(int64_t n, c2d_rows boxes, c2d_rows segments,
                                           bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_segment(&st, 1, segments, i)) break;
        c2d_segment s = c2d_segment_from_row(row_at(segments, i));
        out[i] = c2d_overlaps_aabb_segment(aabb_at(boxes, i), s);
    }
    return st;
}

c2d_status c2d_batch_overlaps_segment_segment(int64_t n, c2d_rows segments, c2d_rows others,
                                              bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_segment(&st, 0, segments, i) || !check_segment(&st, 1, others, i)) break;
        out[i] = c2d_overlaps_segment_segment(c2d_segment_from_row(row_at(segments, i)),
                                              c2d_segment_from_row(row_at(others, i)));
    }
    return st;
}

// ---- lines ----------------------------------------------------------------------

c2d_status c2d_batch_line_intersection(int64_t n, c2d_rows segments, c2d_rows others,
                                       bool segments_only, c2d_line_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_segment(&st, 0, segments, i) || !check_segment(&st, 1, others, i)) break;
        c2d_segment a = c2d_segment_from_row(row_at(segments, i));
        c2d_segment b = c2d_segment_from_row(row_at(others, i));
        out[i] = c2d_line_intersection(a.a, a.b, b.a, b.b, segments_only);
    }
    return st;
}

c2d_status c2d_batch_circle_line_points(int64_t n, c2d_rows circles, c2d_rows p1, c2d_rows p2,
                                        bool segment, c2d_circle_points *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_vec(&st, 1, p1, i) ||
            !check_vec(&st, 2, p2, i))
            break;
        out[i] = c2d_circle_line_points(circle_at(circles, i), vec_at(p1, i), vec_at(p2, i),
                                        segment);
    }
    return st;
}

// ---- sweeps -----------------------------------------------------------------------

c2d_status c2d_batch_sweep_circle_circle(int64_t n, c2d_rows circles, c2d_rows others,
                                         c2d_rows delta, c2d_sweep *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_circle(&st, 1, others, i) ||
            !check_vec(&st, 2, delta, i))
            break;
        out[i] = c2d_sweep_circle_circle(circle_at(circles, i), circle_at(others, i),
                                         vec_at(delta, i));
        set_collider(&out[i].hit, circles, i);
    }
    return st;
}

c2d_status c2d_batch_sweep_circle_aabb(int64_t n, c2d_rows circles, c2d_rows boxes,
                                       c2d_rows delta, c2d_sweep *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_aabb(&st, 1, boxes, i) ||
            !check_vec(&st, 2, delta, i))
            break;
        out[i] = c2d_sweep_circle_aabb(circle_at(circles, i), aabb_at(boxes, i), vec_at(delta, i));
        set_collider(&out[i].hit, circles, i);
    }
    return st;
}

c2d_status c2d_batch_sweep_aabb_circle(int64_t n, c2d_rows boxes, c2d_rows circles,
                                       c2d_rows delta, c2d_sweep *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_circle(&st, 1, circles, i) ||
            !check_vec(&st, 2, delta, i))
            break;
        out[i] = c2d_sweep_aabb_circle(aabb_at(boxes, i), circle_at(circles, i), vec_at(delta, i));
        set_collider(&out[i].hit, boxes, i);
    }
    return st;
}

c2d_status c2d_batch_overlap_interval_circle_circle(int64_t n, c2d_rows circles, c2d_rows others,
                                                    c2d_rows delta, c2d_rows other_delta,
                                                    c2d_interval *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_circle(&st, 0, circles, i) || !check_circle(&st, 1, others, i) ||
            !check_vec(&st, 2, delta, i) || !check_vec(&st, 3, other_delta, i))
            break;
        out[i] = c2d_overlap_interval_circle_circle(circle_at(circles, i), circle_at(others, i),
                                                    vec_at(delta, i), vec_at(other_delta, i));
    }
    return st;
}

// ---- sweep_into with boxes and circles ----------------------------------------------
// The same reject as batch.c's (batch_rows.h, mover_path); a circle is tested
// by its bounding box, which contains it. Rounding in the circle casts (roots,
// rounded corners) is also a few units of 2^-52 of the magnitudes involved,
// far inside the margin; tests/test_circle_arrays.py checks the result is the
// scalar loop's.
c2d_status c2d_batch_sweep_into_mixed(int64_t n, c2d_rows movers, bool movers_are_boxes,
                                      c2d_rows delta, int64_t m, c2d_rows boxes, int64_t k,
                                      c2d_rows circles, c2d_sweep *out) {
    c2d_status st = c2d_ok();
    double magnitude = 0.0; // the largest |coordinate| + size among the colliders
    for (int64_t j = 0; j < m; j++) {
        if (!check_aabb(&st, 1, boxes, j)) return st;
        const double *c = row_at(boxes, j);
        magnitude = c2d_max(magnitude, c2d_max(fabs(c[0]) + c[2], fabs(c[1]) + c[3]));
    }
    for (int64_t j = 0; j < k; j++) {
        if (!check_circle(&st, 2, circles, j)) return st;
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
        c2d_vec2 d = vec_at(delta, i);
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
            c2d_circle collider = circle_at(circles, j);
            c2d_sweep s = movers_are_boxes ? c2d_sweep_circle_aabb(collider, box, d)
                                           : c2d_sweep_circle_circle(collider, circle, d);
            c2d_keep_nearest(&nearest, s, m + j);
        }
        out[i] = nearest;
    }
    return st;
}
