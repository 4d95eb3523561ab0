// collide2d binding: the docstrings of the scalar query methods on oriented boxes
// (docs/obb.md). One of the files query_docs.h gathers (its header says what a docstring
// holds).
#ifndef C2D_QUERY_DOCS_OBB_H
#define C2D_QUERY_DOCS_OBB_H

// ---- oriented boxes (docs/obb.md) ----------------------------------------------

#define C2D_DOC_intersect_obb_point \
    "intersect_point($self, point, /)\n--\n\n" \
    "A Hit if the point is strictly inside this box, else None: noonat/intersect's\n" \
    "AABB vs Point in the box's own frame (hit.normal the nearest side's outward\n" \
    "normal, hit.delta moves the point out; ties go to the box's y axis)."

#define C2D_DOC_intersect_obb_aabb \
    "intersect_aabb($self, other, /)\n--\n\n" \
    "A Hit if the interiors overlap, else None: the separating axis theorem on the\n" \
    "four axes of the two boxes. hit.delta moves `other` out along the axis of least\n" \
    "overlap (ties go by the axes' own directions, y before x: the same axis either\n" \
    "way round), hit.normal points toward `other`. Touching is not overlapping."

#define C2D_DOC_intersect_obb_obb \
    "intersect_obb($self, other, /)\n--\n\n" \
    "A Hit if the interiors overlap, else None: the separating axis theorem on the\n" \
    "four axes of the two boxes. hit.delta moves `other` out along the axis of least\n" \
    "overlap (ties go by the axes' own directions, y before x: the same axis either\n" \
    "way round), hit.normal points toward `other`. Touching is not overlapping."

#define C2D_DOC_intersect_obb_circle \
    "intersect_circle($self, other, /)\n--\n\n" \
    "WecTeam's clamp in the box's own frame: a Hit if the circle overlaps this box,\n" \
    "else None. hit.delta moves the circle out, hit.normal points toward it and\n" \
    "hit.pos is the box's nearest point; a centre inside leaves through the side of\n" \
    "least overlap (ties go to the box's y axis)."

#define C2D_DOC_intersect_aabb_obb \
    "intersect_obb($self, other, /)\n--\n\n" \
    "A Hit if the interiors overlap, else None: the separating axis theorem on the\n" \
    "four axes of the two boxes. hit.delta moves the OBB out along the axis of least\n" \
    "overlap (ties go by the axes' own directions, y before x: the same axis either\n" \
    "way round), hit.normal points toward it. Touching is not overlapping."

#define C2D_DOC_intersect_circle_obb \
    "intersect_obb($self, other, /)\n--\n\n" \
    "A Hit if the box overlaps this circle, else None; the circle is the collider,\n" \
    "so hit.delta moves the box out and hit.normal points toward it (intersect_aabb\n" \
    "in the box's own frame)."

#define C2D_DOC_intersect_obb_segment \
    "intersect_segment($self, pos, delta, padding_x=0.0, padding_y=0.0)\n--\n\n" \
    "noonat/intersect's slab test in the box's own frame: the segment pos + t * delta,\n" \
    "0 <= t <= 1, against this box grown by the paddings along its own axes. Returns\n" \
    "a Hit or None: hit.time the entry fraction (0 if the segment starts inside),\n" \
    "hit.pos the point on the segment at that time, hit.normal the entered side's\n" \
    "outward normal, hit.delta = (1 - time) * -delta."

#define C2D_DOC_overlaps_obb_point \
    "overlaps_point($self, point, /)\n--\n\n" \
    "True if the point is strictly inside the box (intersect_point(point) is not None)."

#define C2D_DOC_overlaps_obb_aabb \
    "overlaps_aabb($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False): the same arithmetic as\n" \
    "intersect_aabb(other) is not None."

#define C2D_DOC_overlaps_obb_obb \
    "overlaps_obb($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False): the same arithmetic as\n" \
    "intersect_obb(other) is not None."

#define C2D_DOC_overlaps_obb_circle \
    "overlaps_circle($self, other, /)\n--\n\n" \
    "True if the box and the circle share interior points (touching is False)."

#define C2D_DOC_overlaps_obb_segment \
    "overlaps_segment($self, other, /)\n--\n\n" \
    "True if the Segment passes through the box's interior (the exact segment-box\n" \
    "test in the box's own frame; running along a side is touching)."

#define C2D_DOC_overlaps_aabb_obb \
    "overlaps_obb($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False): the same arithmetic as\n" \
    "intersect_obb(other) is not None."

#define C2D_DOC_overlaps_circle_obb \
    "overlaps_obb($self, other, /)\n--\n\n" \
    "True if the circle and the box share interior points (touching is False)."

#define C2D_DOC_overlaps_segment_obb \
    "overlaps_obb($self, other, /)\n--\n\n" \
    "True if the segment passes through the box's interior (running along a side is\n" \
    "touching)."

#endif
