// collide2d binding: the docstrings of the scalar query methods on boxes, circles,
// segments and lines (docs/api.md). One of the files query_docs.h gathers (its header
// says what a docstring holds).
#ifndef C2D_QUERY_DOCS_BOXES_CIRCLES_H
#define C2D_QUERY_DOCS_BOXES_CIRCLES_H

#define C2D_DOC_intersect_aabb_point \
    "intersect_point($self, point, /)\n--\n\n" \
    "noonat/intersect, AABB vs Point: a Hit if the point is strictly inside, else None.\n\n" \
    "hit.pos is on the nearest edge, hit.normal that edge's outward normal and\n" \
    "hit.delta moves the point out. A point on the boundary is not inside;\n" \
    "ties between the axes go to y, and sign(0) = +1."

#define C2D_DOC_intersect_aabb_aabb \
    "intersect_aabb($self, other, /)\n--\n\n" \
    "noonat/intersect, AABB vs AABB: a Hit if the interiors overlap, else None.\n\n" \
    "hit.delta moves `other` out along the axis of least overlap (ties go to y),\n" \
    "hit.normal points from this box toward `other`. Touching is not overlapping."

#define C2D_DOC_intersect_aabb_circle \
    "intersect_circle($self, other, /)\n--\n\n" \
    "WecTeam, AABB vs Circle (the clamp): a Hit if the circle overlaps the box,\n" \
    "else None. hit.delta moves the circle out, hit.normal points toward it and\n" \
    "hit.pos is the box's nearest point; a centre inside the box (or on its\n" \
    "boundary) leaves through the face of least overlap (ties go to y)."

#define C2D_DOC_intersect_circle_point \
    "intersect_point($self, point, /)\n--\n\n" \
    "A Hit if the point is strictly inside the circle, else None.\n\n" \
    "hit.normal points from the centre toward the point ((0, 1) at the centre),\n" \
    "hit.pos is on the circle and hit.delta moves the point out to the circle."

#define C2D_DOC_intersect_circle_circle \
    "intersect_circle($self, other, /)\n--\n\n" \
    "A Hit if the circles overlap (centres closer than the radius sum; touching\n" \
    "is not overlapping), else None. hit.delta moves `other` out; hit.normal\n" \
    "points toward it ((0, 1) for coincident centres); hit.pos is on this circle."

#define C2D_DOC_intersect_circle_aabb \
    "intersect_aabb($self, other, /)\n--\n\n" \
    "A Hit if the box overlaps this circle, else None; the circle is the\n" \
    "collider, so hit.delta moves the box out and hit.normal points toward it.\n" \
    "A centre inside the box moves the box the shortest way that clears the\n" \
    "circle (ties prefer +y, -y, +x, -x)."

#define C2D_DOC_intersect_aabb_segment \
    "intersect_segment($self, pos, delta, padding_x=0.0, padding_y=0.0)\n--\n\n" \
    "noonat/intersect, AABB vs Segment: the segment pos + t * delta, 0 <= t <= 1, against\n" \
    "this box grown by the paddings. Returns a Hit or None.\n\n" \
    "hit.time is the entry fraction (0 if the segment starts inside), hit.pos the\n" \
    "point on the segment at that time, hit.normal the entered face's normal and\n" \
    "hit.delta = (1 - time) * -delta. A segment running along an edge, through a\n" \
    "corner only, or ending on an edge does not hit (where the slab times nearly\n" \
    "tie, an exact test decides); a zero-length segment is a point test."

#define C2D_DOC_intersect_circle_segment \
    "intersect_segment($self, pos, delta)\n--\n\n" \
    "Raycast: the segment pos + t * delta, 0 <= t <= 1, against the circle.\n\n" \
    "hit.time is the entry fraction (0 if it starts inside), hit.pos the point\n" \
    "on the segment then, hit.normal the circle's normal there, hit.delta =\n" \
    "(1 - time) * -delta. A tangent segment, or one that ends on the circle,\n" \
    "does not hit."

#define C2D_DOC_overlaps_aabb_aabb \
    "overlaps_aabb($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False); the same arithmetic as\n" \
    "intersect_aabb(other) is not None."

#define C2D_DOC_overlaps_aabb_point \
    "overlaps_point($self, point, /)\n--\n\n" \
    "True if the point is strictly inside the box (intersect_point(point) is not None)."

#define C2D_DOC_overlaps_aabb_circle \
    "overlaps_circle($self, other, /)\n--\n\n" \
    "True if the box and the circle share interior points (touching is False);\n" \
    "the same arithmetic as intersect_circle(other) is not None."

#define C2D_DOC_overlaps_aabb_segment \
    "overlaps_segment($self, other, /)\n--\n\n" \
    "True if the Segment passes through the box's interior, exactly\n" \
    "(through a corner only or along an edge is touching)."

#define C2D_DOC_overlaps_circle_circle \
    "overlaps_circle($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False); the same arithmetic as\n" \
    "intersect_circle(other) is not None."

#define C2D_DOC_overlaps_circle_point \
    "overlaps_point($self, point, /)\n--\n\n" \
    "True if the point is strictly inside the circle (intersect_point(point) is not None)."

#define C2D_DOC_overlaps_circle_aabb \
    "overlaps_aabb($self, other, /)\n--\n\n" \
    "True if the circle and the box share interior points (WecTeam's clamp); the\n" \
    "same arithmetic as box.intersect_circle(self) is not None."

#define C2D_DOC_overlaps_circle_segment \
    "overlaps_segment($self, other, /)\n--\n\n" \
    "True if the Segment passes through the circle's interior."

#define C2D_DOC_overlaps_segment_aabb \
    "overlaps_aabb($self, other, /)\n--\n\n" \
    "True if the segment passes through the box's interior, exactly\n" \
    "(through a corner only or along an edge is touching)."

#define C2D_DOC_overlaps_segment_circle \
    "overlaps_circle($self, other, /)\n--\n\n" \
    "True if the segment passes through the circle's interior."

#define C2D_DOC_overlaps_segment_segment \
    "overlaps_segment($self, other, /)\n--\n\n" \
    "True for a proper crossing or a collinear common piece of positive length;\n" \
    "a shared end point or a T junction alone is touching (False)."

#define C2D_DOC_sweep_aabb_aabb \
    "sweep_aabb($self, other, delta)\n--\n\n" \
    "noonat/intersect, AABB vs swept AABB: `other` moves by `delta`, this box is static.\n\n" \
    "Returns a Sweep: sweep.pos is where `other` stops (1e-8 of time before the\n" \
    "contact), sweep.hit the contact on this box, or None and time 1 if nothing\n" \
    "is hit. sweep.started_overlapping tells \"stuck\" (overlapping at the start)\n" \
    "from \"blocked\". A zero delta is the static test."

#define C2D_DOC_sweep_aabb_circle \
    "sweep_circle($self, other, delta)\n--\n\n" \
    "`other` (a Circle) moves by `delta` against this static box, with the exact\n" \
    "rounded-box shape (the box grown by the radius, corners as arcs)."

#define C2D_DOC_sweep_circle_circle \
    "sweep_circle($self, other, delta)\n--\n\n" \
    "`other` (a Circle) moves by `delta` against this static circle: a Sweep\n" \
    "(1e-8 time back-off; time 0 and started_overlapping when they overlap at\n" \
    "the start, with the static push-out as the hit)."

#define C2D_DOC_sweep_circle_aabb \
    "sweep_aabb($self, other, delta)\n--\n\n" \
    "`other` (an AABB) moves by `delta` against this static circle, with the\n" \
    "exact rounded-box shape (corners are arcs). Normals point toward the box."

#define C2D_DOC_overlap_interval_aabb_aabb \
    "overlap_interval($self, other, delta, other_delta)\n--\n\n" \
    "Gomez (Gamasutra) in 2D: this box moves by `delta` and `other` by `other_delta`\n" \
    "during one step. Returns (first, last) with 0 <= first < last <= 1, the\n" \
    "normalised times between which the interiors overlap, or None if they\n" \
    "never do (touching does not count). first is 0 if they overlap at the start."

#define C2D_DOC_overlap_interval_circle_circle \
    "overlap_interval($self, other, delta, other_delta)\n--\n\n" \
    "This circle moves by `delta` and `other` by `other_delta` during one step:\n" \
    "(first, last), the times between which they overlap, or None."

#endif
