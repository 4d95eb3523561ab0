// collide2d: batch kernels (see batch.h). Every kernel calls the same
// static inline scalar function as the scalar API.
#include "batch.h"

#include "c2d_sweep.h"

static inline const double *row_at(c2d_rows r, int64_t i) { return r.data + i * r.stride; }

static inline c2d_vec2 vec_at(c2d_rows r, int64_t i) {
    const double *p = row_at(r, i);
    return c2d_v2(p[0], p[1]);
}

// Record a failed check: the argument, the row (0 for a broadcast row) and
// the offending value. Returns false so callers can write `if (!check...)`.
static bool fail(c2d_status *st, c2d_code code, int arg, c2d_rows r, int64_t i, double value) {
    st->code = code;
    st->arg = arg;
    st->row = r.stride ? i : 0;
    st->value = value;
    return false;
}

static inline bool check_aabb(c2d_status *st, int arg, c2d_rows r, int64_t i) {
    double bad = 0.0;
    c2d_code code = c2d_check_aabb(row_at(r, i), &bad);
    return code == C2D_OK || fail(st, code, arg, r, i, bad);
}

static inline bool check_vec(c2d_status *st, int arg, c2d_rows r, int64_t i) {
    double bad = 0.0;
    c2d_code code = c2d_check_numbers(row_at(r, i), 2, &bad);
    return code == C2D_OK || fail(st, code, arg, r, i, bad);
}

static inline bool check_size(c2d_status *st, int arg, c2d_rows r, int64_t i) {
    double bad = 0.0;
    c2d_code code = c2d_check_size(*row_at(r, i), &bad);
    return code == C2D_OK || fail(st, code, arg, r, i, bad);
}

c2d_status c2d_batch_check_aabb(int64_t n, c2d_rows boxes) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i)) break;
    }
    return st;
}

c2d_status c2d_batch_intersect_aabb_point(int64_t n, c2d_rows boxes, c2d_rows points,
                                          c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_vec(&st, 1, points, i)) break;
        out[i] = c2d_intersect_aabb_point(c2d_aabb_from_row(row_at(boxes, i)), vec_at(points, i));
        if (out[i].hit) out[i].collider = boxes.stride ? i : 0;
    }
    return st;
}

c2d_status c2d_batch_intersect_aabb_segment(int64_t n, c2d_rows boxes, c2d_rows pos,
                                            c2d_rows delta, c2d_rows padding_x,
                                            c2d_rows padding_y, c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_vec(&st, 1, pos, i) ||
            !check_vec(&st, 2, delta, i) || !check_size(&st, 3, padding_x, i) ||
            !check_size(&st, 4, padding_y, i))
            break;
        out[i] = c2d_intersect_aabb_segment(c2d_aabb_from_row(row_at(boxes, i)), vec_at(pos, i),
                                            vec_at(delta, i), *row_at(padding_x, i),
                                            *row_at(padding_y, i));
        if (out[i].hit) out[i].collider = boxes.stride ? i : 0;
    }
    return st;
}

c2d_status c2d_batch_intersect_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                         c2d_hit *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_aabb(&st, 1, others, i)) break;
        out[i] = c2d_intersect_aabb_aabb(c2d_aabb_from_row(row_at(boxes, i)),
                                         c2d_aabb_from_row(row_at(others, i)));
        if (out[i].hit) out[i].collider = boxes.stride ? i : 0;
    }
    return st;
}

// The overlap test is memory-bound, so it checks a block of rows without
// branches and rescans the block only when something in it is bad.
enum { OVERLAP_BLOCK = 512 };

static inline bool aabb_row_ok(const double *r) {
    return c2d_number_ok(r[0]) & c2d_number_ok(r[1]) & c2d_size_ok(r[2]) & c2d_size_ok(r[3]);
}

c2d_status c2d_batch_overlaps_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others, bool *out) {
    c2d_status st = c2d_ok();
    for (int64_t start = 0; start < n; start += OVERLAP_BLOCK) {
        int64_t end = n - start < OVERLAP_BLOCK ? n : start + OVERLAP_BLOCK;
        bool all_ok = true;
        for (int64_t i = start; i < end; i++) {
            const double *a = row_at(boxes, i), *b = row_at(others, i);
            all_ok &= aabb_row_ok(a) & aabb_row_ok(b);
            out[i] = c2d_overlaps_aabb_aabb(c2d_aabb_from_row(a), c2d_aabb_from_row(b));
        }
        if (!all_ok) {
            for (int64_t i = start; i < end; i++) {
                if (!check_aabb(&st, 0, boxes, i) || !check_aabb(&st, 1, others, i)) return st;
            }
        }
    }
    return st;
}

c2d_status c2d_batch_sweep_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                     c2d_rows delta, c2d_sweep *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_aabb(&st, 1, others, i) ||
            !check_vec(&st, 2, delta, i))
            break;
        out[i] = c2d_sweep_aabb_aabb(c2d_aabb_from_row(row_at(boxes, i)),
                                     c2d_aabb_from_row(row_at(others, i)), vec_at(delta, i));
        if (out[i].hit.hit) out[i].hit.collider = boxes.stride ? i : 0;
    }
    return st;
}

c2d_status c2d_batch_sweep_into_aabb(int64_t n, c2d_rows movers, c2d_rows delta, int64_t m,
                                     c2d_rows colliders, c2d_sweep *out) {
    c2d_status st = c2d_ok();
    for (int64_t j = 0; j < m; j++) {
        if (!check_aabb(&st, 1, colliders, j)) return st;
    }
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, movers, i) || !check_vec(&st, 2, delta, i)) break;
        c2d_aabb mover = c2d_aabb_from_row(row_at(movers, i));
        c2d_vec2 d = vec_at(delta, i);
        c2d_sweep nearest = c2d_sweep_miss(mover.pos, d);
        for (int64_t j = 0; j < m; j++) {
            c2d_sweep s = c2d_sweep_aabb_aabb(c2d_aabb_from_row(row_at(colliders, j)), mover, d);
            c2d_keep_nearest(&nearest, s, j);
        }
        out[i] = nearest;
    }
    return st;
}

c2d_status c2d_batch_overlap_interval_aabb_aabb(int64_t n, c2d_rows boxes, c2d_rows others,
                                                c2d_rows delta, c2d_rows other_delta,
                                                c2d_interval *out) {
    c2d_status st = c2d_ok();
    for (int64_t i = 0; i < n; i++) {
        if (!check_aabb(&st, 0, boxes, i) || !check_aabb(&st, 1, others, i) ||
            !check_vec(&st, 2, delta, i) || !check_vec(&st, 3, other_delta, i))
            break;
        out[i] = c2d_overlap_interval_aabb_aabb(c2d_aabb_from_row(row_at(boxes, i)),
                                                c2d_aabb_from_row(row_at(others, i)),
                                                vec_at(delta, i), vec_at(other_delta, i));
    }
    return st;
}
