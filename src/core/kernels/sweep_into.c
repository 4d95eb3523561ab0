// collide2d: sweep_into -- each of n movers moves by its delta through the same
// set of colliders of any kinds (noonat/intersect's sweepInto, grown to mixed
// shapes): the nearest hit; exact ties go to a hit that started overlapping, then to
// the lowest collider number (its id in a Colliders collection, else its position in
// the set): c2d_sweep_nearer.
// Arguments (kernel_list.h): 0 movers, 1 colliders (a shape set), 2 delta.
#include "kernel_options.h"
#include "kernels.h"

#include "broad/grid.h"
#include "shape_rows.h"
#include "shape_set.h"

// Most colliders are far from a mover's path: each is first compared by its
// bounding box with the bounds of everything the mover sweeps over, both widened by
// rows.h's margins of their own magnitudes (far beyond the few units of 2^-52 of the
// magnitudes that the sweeps' rounding can reach), so a rejected pair could not have
// hit and the result is exactly the loop of scalar sweeps (tests/test_sweep_into.py).
// With a grid (a set of many colliders and many movers: the binding builds it), the
// colliders looked at are those the grid finds near the path (its boxes widened by
// the same margins and the floor): every one that could hit, and the same answer,
// bit for bit, for a fraction of the work.
/// Sweep `mover` by `d` against the colliders count of `which` (grid candidates) or,
/// with `which` NULL, of the whole set, that lie near `path`, keeping the nearest.
static inline void sweep_against(const c2d_shape_set *set, const c2d_shape *mover, c2d_vec2 d,
                                 swept_bounds path, const c2d_grid_candidate *which,
                                 int64_t count, c2d_sweep *nearest, int64_t *nearest_id) {
    for (int64_t k = 0; k < count; k++) {
        int64_t j = which ? which[k].number : k;
        const c2d_aabb *b = which ? which[k].bounds : &set->bounds[j];
        if (far_from_path(path, b->pos.x, b->pos.y, b->half.x, b->half.y)) continue;
        c2d_sweep s;
        c2d_shape spare = {.kind = C2D_SHAPE_aabb, .aabb = *b};
        const c2d_shape *collider = which ? (which[k].shape ? which[k].shape : &spare)
                                          : c2d_set_shape(set, j, &spare);
        c2d_sweep_shapes(collider, mover, d, &s); // every pair has a sweep
        int64_t id = set->ids ? set->ids[j] : j;
        if (c2d_sweep_nearer(&s, id, nearest, *nearest_id)) {
            *nearest = s;
            *nearest_id = id;
        }
    }
}

// Through a grid, a long path is searched piece by piece, as the rays are
// (grid_search.c): the mover's box over the times [t_k, t_k+1] of piece k, widened by
// the same margin as the whole path's. A collider the mover hits at time t meets its
// box at t, so it is a candidate of the piece holding t: once the nearest hit so far
// is no later than the end of the pieces searched, no later piece can give a nearer
// one (a tie included: ties are decided among hits of the same time, found by then).
// A collider met again in a later piece is swept again, to the same answer. (All the
// path's candidates at once: 1,000 movers crossing a scene of 20,000 boxes took 1.1 s,
// rays along the same paths 0.7 ms.)
static inline bool sweep_through(const c2d_shape_set *set, const c2d_shape *mover,
                                 c2d_vec2 d, c2d_sink *scratch, c2d_sink *near, c2d_sweep *out) {
    c2d_aabb mb = c2d_shape_bounds(mover);
    swept_bounds path = mover_path(mb.pos, mb.half, d);
    c2d_sweep nearest = c2d_sweep_miss(c2d_shape_reference(mover), d);
    int64_t nearest_id = INT64_MAX;
    if (set->grid == NULL) {
        sweep_against(set, mover, d, path, NULL, set->count, &nearest, &nearest_id);
    } else {
        c2d_vec2 margin = mover_margin(mb.pos, mb.half, d);
        int64_t pieces = c2d_grid_path_pieces(set->grid, c2d_max(fabs(d.x), fabs(d.y)));
        for (int64_t k = 0; k < pieces; k++) {
            double ta = (double)k / (double)pieces;
            double tb = k + 1 == pieces ? 1.0 : (double)(k + 1) / (double)pieces;
            swept_bounds piece =
                pieces > 1 ? mover_path_part(mb.pos, mb.half, d, ta, tb, margin) : path;
            near->count = 0;
            // The colliders the grid finds near the piece (read from its own copies: an
            // Index's set may keep no bounds of its own, grid.h's c2d_grid_candidate).
            if (!c2d_grid_candidates(set->grid, piece.lo_x, piece.lo_y, piece.hi_x, piece.hi_y,
                                     set->grid_mask, scratch, near))
                return false;
            sweep_against(set, mover, d, piece, (const c2d_grid_candidate *)near->data,
                          near->count, &nearest, &nearest_id);
            if (nearest.hit.hit && nearest.time <= tb) break;
        }
    }
    nearest.hit.collider = nearest.hit.hit ? nearest_id : -1;
    nearest.pos = c2d_result_pos(nearest.pos);
    nearest.hit.pos = c2d_result_pos(nearest.hit.pos);
    out[0] = nearest;
    return true;
}

#define SWEEP_INTO(kind)                                                                   \
    C2D_FLATTEN c2d_status C2D_KERNEL(sweep_into_##kind)(int64_t n, const c2d_rows *in,    \
                                                         const int64_t *counts, void *out) { \
        (void)counts;                                                                       \
        const c2d_rows movers = in[0], delta = in[2];                                       \
        c2d_status st = c2d_ok();                                                           \
        c2d_sink scratch = c2d_sink_new(sizeof(int64_t));                                   \
        c2d_sink near = c2d_sink_new(sizeof(c2d_grid_candidate));                           \
        for (int64_t i = 0; i < n; i++) {                                                   \
            if (!check_##kind(&st, 0, movers, i) || !check_vec(&st, 2, delta, i)) break;    \
            c2d_shape mover = c2d_shape_##kind##_row(movers, i);                            \
            if (!sweep_through(in[1].set, &mover, load_vec(delta, i), &scratch, &near,      \
                               (c2d_sweep *)out + i)) {                                     \
                st.code = C2D_NO_MEMORY;                                                    \
                st.row = row_index(movers, i);                                              \
                break;                                                                      \
            }                                                                               \
        }                                                                                   \
        c2d_sink_free(&scratch);                                                            \
        c2d_sink_free(&near);                                                               \
        return st;                                                                          \
    }
SWEEP_INTO(aabb)
SWEEP_INTO(circle)
SWEEP_INTO(segment)
SWEEP_INTO(obb)
SWEEP_INTO(capsule)
SWEEP_INTO(polygon)
