// collide2d binding: the docstrings of the scalar query methods on capsules
// (docs/capsule.md). One of the files query_docs.h gathers (its header says what a
// docstring holds).
#ifndef C2D_QUERY_DOCS_CAPSULE_H
#define C2D_QUERY_DOCS_CAPSULE_H

// ---- capsules (docs/capsule.md) -------------------------------------------------

#define C2D_DOC_intersect_capsule_point \
    "intersect_point($self, point, /)\n--\n\n" \
    "A Hit if the point is strictly inside this capsule (closer to the core segment\n" \
    "than the radius), else None: hit.delta moves it out along the way from the core's\n" \
    "nearest point, hit.pos is on the surface there."

#define C2D_DOC_intersect_capsule_circle \
    "intersect_circle($self, other, /)\n--\n\n" \
    "A Hit if the circle overlaps this capsule, else None: Circle.intersect_circle from\n" \
    "the circle of the capsule's radius at the core's point nearest to the centre\n" \
    "(hit.delta moves the circle out)."

#define C2D_DOC_intersect_circle_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" \
    "A Hit if the capsule overlaps this circle, else None; the circle is the collider,\n" \
    "so hit.delta moves the capsule out (from the core's point nearest to the centre)."

#define C2D_DOC_intersect_capsule_segment \
    "intersect_segment($self, pos, delta)\n--\n\n" \
    "The segment pos + t * delta, 0 <= t <= 1, against this capsule: a Hit at the\n" \
    "earliest entry into the rectangle around the core or the circles at its ends\n" \
    "(equal times: the rectangle, then a, then b), or None. hit.time is 0 for a\n" \
    "segment starting inside; a capsule of radius 0 has no interior and is never hit."

#define C2D_DOC_overlaps_capsule_point \
    "overlaps_point($self, point, /)\n--\n\n" \
    "True if the point is closer to the core segment than the radius."

#define C2D_DOC_overlaps_capsule_segment \
    "overlaps_segment($self, other, /)\n--\n\n" \
    "True if the Segment passes through the capsule's interior (the core and the\n" \
    "segment are closer than the radius); radius 0: Segment.overlaps_segment."

#define C2D_DOC_overlaps_capsule_circle \
    "overlaps_circle($self, other, /)\n--\n\n" \
    "True if the interiors overlap: the core is closer to the centre than the radius\n" \
    "sum (touching is False)."

#define C2D_DOC_overlaps_capsule_aabb \
    "overlaps_aabb($self, other, /)\n--\n\n" \
    "True if the interiors overlap: the core is closer to the box than the radius\n" \
    "(touching is False)."

#define C2D_DOC_overlaps_capsule_obb \
    "overlaps_obb($self, other, /)\n--\n\n" \
    "True if the interiors overlap: the core is closer to the oriented box than the\n" \
    "radius (touching is False)."

#define C2D_DOC_overlaps_capsule_capsule \
    "overlaps_capsule($self, other, /)\n--\n\n" \
    "True if the interiors overlap: the cores are closer than the radius sum."

#define C2D_DOC_overlaps_segment_capsule \
    "overlaps_capsule($self, other, /)\n--\n\n" \
    "True if this segment passes through the capsule's interior."

#define C2D_DOC_overlaps_circle_capsule \
    "overlaps_capsule($self, other, /)\n--\n\n" \
    "True if the interiors overlap (Capsule.overlaps_circle)."

#define C2D_DOC_overlaps_aabb_capsule \
    "overlaps_capsule($self, other, /)\n--\n\n" \
    "True if the interiors overlap (Capsule.overlaps_aabb)."

#define C2D_DOC_overlaps_obb_capsule \
    "overlaps_capsule($self, other, /)\n--\n\n" \
    "True if the interiors overlap (Capsule.overlaps_obb)."

#define C2D_DOC_sweep_obb_obb \
    "sweep_obb($self, other, delta)\n--\n\n" \
    "`other` moves by `delta` against this box: the separating axis theorem in time\n" \
    "(each of the four axes a slab for the mover's centre). Returns a Sweep: the hit at\n" \
    "the latest entry (ties to the later axis), stopped 1e-8 of time early; stuck\n" \
    "(time 0, the static push-out) when they overlap at the start. Two boxes on exact\n" \
    "axes are noonat/intersect's swept AABB."

#define C2D_DOC_sweep_obb_aabb \
    "sweep_aabb($self, other, delta)\n--\n\n" \
    "The AABB `other` moves by `delta` against this box (as sweep_obb)."

#define C2D_DOC_sweep_aabb_obb \
    "sweep_obb($self, other, delta)\n--\n\n" \
    "The OBB `other` moves by `delta` against this box: the separating axis theorem in\n" \
    "time (as OBB.sweep_obb); an OBB on exact axes is noonat/intersect's swept AABB."

#define C2D_DOC_sweep_obb_circle \
    "sweep_circle($self, other, delta)\n--\n\n" \
    "The circle `other` moves by `delta` against this box: AABB.sweep_circle (the exact\n" \
    "rounded box) in the box's own frame. Returns a Sweep."

#define C2D_DOC_sweep_circle_obb \
    "sweep_obb($self, other, delta)\n--\n\n" \
    "The OBB `other` moves by `delta` against this circle: Circle.sweep_aabb in the box's\n" \
    "own frame. Returns a Sweep."

#define C2D_DOC_sweep_capsule_circle \
    "sweep_circle($self, other, delta)\n--\n\n" \
    "The circle `other` moves by `delta` against this capsule: its centre cast against\n" \
    "the capsule grown by its radius. Returns a Sweep (stuck: time 0, the static push-out;\n" \
    "hit.pos on the capsule's surface)."

#define C2D_DOC_sweep_circle_capsule \
    "sweep_capsule($self, other, delta)\n--\n\n" \
    "The capsule `other` moves by `delta` against this circle (the circle's centre cast\n" \
    "along -delta against the grown capsule). Returns a Sweep whose pos is where the\n" \
    "capsule's end a ends; hit.normal points from the circle toward the capsule."

#endif
