// collide2d: sweep_into -- each of n movers moves by its delta through the same
// set of colliders of any kinds (noonat/intersect's sweepInto, grown to mixed
// shapes): the nearest hit; exact ties keep the lowest collider number (its id
// in a Colliders collection, else its position in the set).
// Arguments (kernel_list.h): 0 movers, 1 colliders (a shape set), 2 delta.
#include "kernel_options.h"
#include "kernels.h"

#include "shape_rows.h"
#include "shape_set.h"

// Most colliders are far from a mover's path: each is first compared by its
// bounding box with the bounds of everything the mover sweeps over, widened by
// rows.h's margin (far beyond the few units of 2^-52 of the magnitudes that the
// sweeps' rounding can reach), so a rejected pair could not have hit and the
// result is exactly the loop of scalar sweeps (tests/test_sweep_into.py).
static inline void sweep_through(const c2d_shape_set *set, const c2d_shape *mover,
                                 c2d_vec2 d, c2d_sweep *out) {
    c2d_aabb mb = c2d_shape_bounds(mover);
    swept_bounds path = mover_path(mb.pos, mb.half, d, set->magnitude);
    c2d_sweep nearest = c2d_sweep_miss(c2d_shape_reference(mover), d);
    int64_t nearest_id = INT64_MAX;
    for (int64_t j = 0; j < set->count; j++) {
        const c2d_aabb *b = &set->bounds[j];
        if (far_from_path(path, b->pos.x, b->pos.y, b->half.x, b->half.y)) continue;
        c2d_sweep s;
        c2d_sweep_shapes(&set->shapes[j], mover, d, &s); // every pair has a sweep
        int64_t id = set->ids ? set->ids[j] : j;
        bool tie = (s.time == nearest.time) & nearest.hit.hit & (id < nearest_id);
        if (s.hit.hit & ((s.time < nearest.time) | tie)) {
            nearest = s;
            nearest_id = id;
        }
    }
    nearest.hit.collider = nearest.hit.hit ? nearest_id : -1;
    out[0] = nearest;
}

#define SWEEP_INTO(kind)                                                                   \
    C2D_FLATTEN c2d_status C2D_KERNEL(sweep_into_##kind)(int64_t n, const c2d_rows *in,    \
                                                         const int64_t *counts, void *out) { \
        (void)counts;                                                                       \
        const c2d_rows movers = in[0], delta = in[2];                                       \
        c2d_status st = c2d_ok();                                                           \
        for (int64_t i = 0; i < n; i++) {                                                   \
            if (!check_##kind(&st, 0, movers, i) || !check_vec(&st, 2, delta, i)) break;    \
            c2d_shape mover = c2d_shape_##kind##_row(movers, i);                            \
            sweep_through(in[1].set, &mover, load_vec(delta, i), (c2d_sweep *)out + i);     \
        }                                                                                   \
        return st;                                                                          \
    }
SWEEP_INTO(aabb)
SWEEP_INTO(circle)
SWEEP_INTO(segment)
SWEEP_INTO(obb)
SWEEP_INTO(capsule)
SWEEP_INTO(polygon)
