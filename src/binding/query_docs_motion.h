// collide2d binding: the docstrings of the scalar sweeps between capsules, boxes and
// polygons, and of the overlap intervals of every other pair. One of the files
// query_docs.h gathers (its header says what a docstring holds).
#ifndef C2D_QUERY_DOCS_MOTION_H
#define C2D_QUERY_DOCS_MOTION_H

/// The shared body of the sweeps between capsules, boxes and polygons.
#define C2D_ROUNDED_SWEEP_DOC(what)                                                        \
    "The " what " `other` moves by `delta` against this shape: each shape's core\n"         \
    "vertices cast against the other's core grown by both radii, the earliest first\n"    \
    "(exact, no iteration). Returns a Sweep: hit.normal from this shape toward the\n"      \
    "other, hit.pos the contact point; stuck (overlapping at the start): time 0, the\n"   \
    "push-out intersect_* gives. See docs/capsule.md."

// ---- sweeps between capsules, boxes and polygons (sweep/rounded.h) ----------------
#define C2D_DOC_sweep_capsule_capsule \
    "sweep_capsule($self, other, delta)\n--\n\n" C2D_ROUNDED_SWEEP_DOC("capsule")

#define C2D_DOC_sweep_capsule_aabb \
    "sweep_aabb($self, other, delta)\n--\n\n" C2D_ROUNDED_SWEEP_DOC("box")

#define C2D_DOC_sweep_capsule_obb \
    "sweep_obb($self, other, delta)\n--\n\n" C2D_ROUNDED_SWEEP_DOC("oriented box")

#define C2D_DOC_sweep_capsule_polygon \
    "sweep_polygon($self, other, delta)\n--\n\n" C2D_ROUNDED_SWEEP_DOC("polygon")

#define C2D_DOC_sweep_aabb_capsule \
    "sweep_capsule($self, other, delta)\n--\n\n" C2D_ROUNDED_SWEEP_DOC("capsule")

#define C2D_DOC_sweep_obb_capsule \
    "sweep_capsule($self, other, delta)\n--\n\n" C2D_ROUNDED_SWEEP_DOC("capsule")

#define C2D_DOC_sweep_polygon_capsule \
    "sweep_capsule($self, other, delta)\n--\n\n" C2D_ROUNDED_SWEEP_DOC("capsule")


/// The shared body of the overlap intervals of every other pair.
#define C2D_INTERVAL_DOC(what)                                                             \
    "This shape moves by `delta` and " what " `other` by `other_delta`, during one step:\n" \
    "(first, last), the times their interiors overlap (first < t < last, 0 <= first <\n"  \
    "last <= 1; first == 0 when they overlap at the start), or None. Exact casts of the\n" \
    "cores' vertices forwards and backwards; see docs/api.md."

// ---- overlap intervals of every other pair (sweep/interval.h) ---------------------
#define C2D_DOC_overlap_interval_aabb_circle \
    "overlap_interval_circle($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the circle")

#define C2D_DOC_overlap_interval_aabb_capsule \
    "overlap_interval_capsule($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the capsule")

#define C2D_DOC_overlap_interval_aabb_obb \
    "overlap_interval_obb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the oriented box")

#define C2D_DOC_overlap_interval_aabb_polygon \
    "overlap_interval_polygon($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the polygon")

#define C2D_DOC_overlap_interval_circle_aabb \
    "overlap_interval_aabb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the box")

#define C2D_DOC_overlap_interval_circle_capsule \
    "overlap_interval_capsule($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the capsule")

#define C2D_DOC_overlap_interval_circle_obb \
    "overlap_interval_obb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the oriented box")

#define C2D_DOC_overlap_interval_circle_polygon \
    "overlap_interval_polygon($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the polygon")

#define C2D_DOC_overlap_interval_capsule_circle \
    "overlap_interval_circle($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the circle")

#define C2D_DOC_overlap_interval_capsule_capsule \
    "overlap_interval_capsule($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the capsule")

#define C2D_DOC_overlap_interval_capsule_aabb \
    "overlap_interval_aabb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the box")

#define C2D_DOC_overlap_interval_capsule_obb \
    "overlap_interval_obb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the oriented box")

#define C2D_DOC_overlap_interval_capsule_polygon \
    "overlap_interval_polygon($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the polygon")

#define C2D_DOC_overlap_interval_obb_circle \
    "overlap_interval_circle($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the circle")

#define C2D_DOC_overlap_interval_obb_capsule \
    "overlap_interval_capsule($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the capsule")

#define C2D_DOC_overlap_interval_obb_aabb \
    "overlap_interval_aabb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the box")

#define C2D_DOC_overlap_interval_obb_obb \
    "overlap_interval_obb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the oriented box")

#define C2D_DOC_overlap_interval_obb_polygon \
    "overlap_interval_polygon($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the polygon")

#define C2D_DOC_overlap_interval_polygon_circle \
    "overlap_interval_circle($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the circle")

#define C2D_DOC_overlap_interval_polygon_capsule \
    "overlap_interval_capsule($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the capsule")

#define C2D_DOC_overlap_interval_polygon_aabb \
    "overlap_interval_aabb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the box")

#define C2D_DOC_overlap_interval_polygon_obb \
    "overlap_interval_obb($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the oriented box")

#define C2D_DOC_overlap_interval_polygon_polygon \
    "overlap_interval_polygon($self, other, delta, other_delta)\n--\n\n" C2D_INTERVAL_DOC("the polygon")

#endif
