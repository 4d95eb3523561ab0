// collide2d binding: the docstrings of the scalar query methods made from the
// kernel list (py_queries.c), one per line of src/core/kernels/kernel_list.h whose result
// is a hit, a mask, a sweep or an interval. The first line is the text
// signature: ($self, <arguments>) with the names py_queries.c gives them
// (tests/test_kernel_list.py checks that they agree).
#ifndef C2D_QUERY_DOCS_H
#define C2D_QUERY_DOCS_H

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
    "hit.delta = (1 - time) * -delta. A segment running along an edge or ending\n" \
    "on it does not hit; a zero-length segment is a point test."

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
    "True if the Segment passes through the box's interior (noonat/intersect's\n" \
    "slab test from a to b; running along an edge is touching)."

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
    "True if the segment passes through the box's interior (noonat/intersect's\n" \
    "slab test from a to b; running along an edge is touching)."

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
    "overlap (ties go to the later axis: this box's x, y, then the other's x, y),\n" \
    "hit.normal points toward `other`. Touching is not overlapping."

#define C2D_DOC_intersect_obb_obb \
    "intersect_obb($self, other, /)\n--\n\n" \
    "A Hit if the interiors overlap, else None: the separating axis theorem on the\n" \
    "four axes of the two boxes. hit.delta moves `other` out along the axis of least\n" \
    "overlap (ties go to the later axis: this box's x, y, then the other's x, y),\n" \
    "hit.normal points toward `other`. Touching is not overlapping."

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
    "overlap (ties go to the later axis: x, y, then the OBB's x, y), hit.normal\n" \
    "points toward it. Touching is not overlapping."

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
    "True if the Segment passes through the box's interior (the slab test from a to b\n" \
    "in the box's own frame; running along a side is touching)."

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

// ---- convex polygons (docs/polygon.md) ----

#define C2D_DOC_intersect_polygon_point \
    "intersect_point($self, point, /)\n--\n\n" \
    "The point pushed out of this polygon through its nearest face (ties to the later face\n" \
    "counter-clockwise from vertex 0): a Hit with pos on that face, or None (on the\n" \
    "boundary: touching, None)."

#define C2D_DOC_intersect_polygon_aabb \
    "intersect_aabb($self, other, /)\n--\n\n" \
    "The box pushed out of this polygon along the face of least depth among both shapes'\n" \
    "faces (ties to the later face: this polygon's from vertex 0, then the box's): a Hit,\n" \
    "or None when the interiors do not overlap (decided exactly)."

#define C2D_DOC_intersect_polygon_obb \
    "intersect_obb($self, other, /)\n--\n\n" \
    "The oriented box pushed out of this polygon (the separating axis theorem on both\n" \
    "shapes' faces; ties to the later face): a Hit, or None."

#define C2D_DOC_intersect_polygon_circle \
    "intersect_circle($self, other, /)\n--\n\n" \
    "The circle pushed out of this polygon: from the boundary's nearest point when the\n" \
    "centre is outside, else through the face nearest the centre (ties to the later face).\n" \
    "A Hit, or None."

#define C2D_DOC_intersect_polygon_polygon \
    "intersect_polygon($self, other, /)\n--\n\n" \
    "The polygon `other` pushed out of this one along the face of least depth (this\n" \
    "polygon's faces from vertex 0, then the other's; ties to the later face): a Hit whose\n" \
    "delta is the shortest push-out, or None when the interiors do not overlap (exact)."

#define C2D_DOC_intersect_aabb_polygon \
    "intersect_polygon($self, other, /)\n--\n\n" \
    "The polygon pushed out of this box (the box as the polygon of its corners; the\n" \
    "separating axis theorem on both shapes' faces): a Hit, or None."

#define C2D_DOC_intersect_obb_polygon \
    "intersect_polygon($self, other, /)\n--\n\n" \
    "The polygon pushed out of this oriented box (its corners as a polygon): a Hit, or None."

#define C2D_DOC_intersect_circle_polygon \
    "intersect_polygon($self, other, /)\n--\n\n" \
    "The polygon pushed out of this circle: normal from the circle toward the polygon,\n" \
    "pos on the circle. A Hit, or None."

#define C2D_DOC_intersect_polygon_segment \
    "intersect_segment($self, pos, delta)\n--\n\n" \
    "Raycast: the segment pos + t * delta (0 <= t <= 1) against this polygon, the\n" \
    "Cyrus-Beck clip on its faces. A Hit with the entry time (0 when the segment starts\n" \
    "inside), the entry face's normal and pos, or None (along an edge, through a vertex\n" \
    "only, or leaving from the boundary: touching, None)."

#define C2D_DOC_overlaps_polygon_point \
    "overlaps_point($self, point, /)\n--\n\n" \
    "True if the point is strictly inside (on the boundary: False). Exact."

#define C2D_DOC_overlaps_polygon_segment \
    "overlaps_segment($self, other, /)\n--\n\n" \
    "True if the segment passes through the interior (along an edge or through a vertex\n" \
    "only: False). Exact."

#define C2D_DOC_overlaps_polygon_circle \
    "overlaps_circle($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False)."

#define C2D_DOC_overlaps_polygon_capsule \
    "overlaps_capsule($self, other, /)\n--\n\n" \
    "True if the interiors overlap: the capsule's core comes closer than its radius\n" \
    "(touching is False)."

#define C2D_DOC_overlaps_polygon_aabb \
    "overlaps_aabb($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False). Exact on the box's corners."

#define C2D_DOC_overlaps_polygon_obb \
    "overlaps_obb($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False). Exact on the box's corners."

#define C2D_DOC_overlaps_polygon_polygon \
    "overlaps_polygon($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False): the separating axis theorem on\n" \
    "every face of both, decided exactly."

#define C2D_DOC_overlaps_aabb_polygon \
    "overlaps_polygon($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False). Exact on the box's corners."

#define C2D_DOC_overlaps_obb_polygon \
    "overlaps_polygon($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False). Exact on the box's corners."

#define C2D_DOC_overlaps_circle_polygon \
    "overlaps_polygon($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False)."

#define C2D_DOC_overlaps_segment_polygon \
    "overlaps_polygon($self, other, /)\n--\n\n" \
    "True if this segment passes through the polygon's interior (touching is False). Exact."

#define C2D_DOC_overlaps_capsule_polygon \
    "overlaps_polygon($self, other, /)\n--\n\n" \
    "True if the interiors overlap (touching is False)."

#define C2D_DOC_sweep_polygon_polygon \
    "sweep_polygon($self, other, delta)\n--\n\n" \
    "The polygon `other` moves by `delta` against this one: the separating axis theorem in\n" \
    "time on both polygons' faces (exact entry and exit, no iteration). A Sweep whose pos\n" \
    "is where the other's vertex 0 ends; stuck at the start: time 0 and the push-out."

#define C2D_DOC_sweep_polygon_aabb \
    "sweep_aabb($self, other, delta)\n--\n\n" \
    "The box `other` moves by `delta` against this polygon (the separating axis theorem in\n" \
    "time). A Sweep whose pos is where the box's centre ends."

#define C2D_DOC_sweep_aabb_polygon \
    "sweep_polygon($self, other, delta)\n--\n\n" \
    "The polygon `other` moves by `delta` against this box. A Sweep whose pos is where\n" \
    "the polygon's vertex 0 ends."

#define C2D_DOC_sweep_polygon_obb \
    "sweep_obb($self, other, delta)\n--\n\n" \
    "The oriented box `other` moves by `delta` against this polygon. A Sweep whose pos is\n" \
    "where the box's centre ends."

#define C2D_DOC_sweep_obb_polygon \
    "sweep_polygon($self, other, delta)\n--\n\n" \
    "The polygon `other` moves by `delta` against this oriented box. A Sweep whose pos is\n" \
    "where the polygon's vertex 0 ends."

#define C2D_DOC_sweep_polygon_circle \
    "sweep_circle($self, other, delta)\n--\n\n" \
    "The circle `other` moves by `delta` against this polygon: its centre cast against\n" \
    "the polygon grown by the radius (faces, edge bands and vertex discs). A Sweep whose\n" \
    "pos is where the centre ends; hit.pos the polygon's point nearest the centre."

#define C2D_DOC_sweep_circle_polygon \
    "sweep_polygon($self, other, delta)\n--\n\n" \
    "The polygon `other` moves by `delta` against this circle (the centre cast along\n" \
    "-delta against the grown polygon). A Sweep whose pos is where the polygon's vertex 0\n" \
    "ends; hit.normal points from the circle toward the polygon."


/// The shared body of the distance methods' docstrings.
#define C2D_DISTANCE_DOC(what)                                                               \
    "The signed distance to " what ": a Distance(distance, point_a, point_b, normal).\n"    \
    "distance > 0 is the gap, < 0 minus the penetration depth, 0 touching; point_a is on\n" \
    "this shape's surface and point_b on the other's (the closest points apart, the\n"     \
    "deepest ones overlapping), normal the unit vector from this shape toward the other,\n" \
    "so that distance = dot(point_b - point_a, normal)."

// ---- distances (narrow/distance.h) ------------------------------------------------
#define C2D_DOC_distance_aabb_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_aabb_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_aabb_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_aabb_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_aabb_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_aabb_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_aabb_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_circle_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_circle_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_circle_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_circle_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_circle_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_circle_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_circle_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_segment_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_segment_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_segment_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_segment_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_segment_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_segment_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_segment_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_obb_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_obb_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_obb_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_obb_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_obb_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_obb_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_obb_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_capsule_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_capsule_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_capsule_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_capsule_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_capsule_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_capsule_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_capsule_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")

#define C2D_DOC_distance_polygon_point \
    "distance_point($self, point, /)\n--\n\n" C2D_DISTANCE_DOC("the point")

#define C2D_DOC_distance_polygon_segment \
    "distance_segment($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the segment")

#define C2D_DOC_distance_polygon_circle \
    "distance_circle($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the circle")

#define C2D_DOC_distance_polygon_capsule \
    "distance_capsule($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the capsule")

#define C2D_DOC_distance_polygon_aabb \
    "distance_aabb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the box")

#define C2D_DOC_distance_polygon_obb \
    "distance_obb($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the oriented box")

#define C2D_DOC_distance_polygon_polygon \
    "distance_polygon($self, other, /)\n--\n\n" C2D_DISTANCE_DOC("the polygon")



/// The shared body of the contacts methods' docstrings.
#define C2D_CONTACTS_DOC(what)                                                               \
    "The contact manifold with " what ": a Manifold(normal, points, separations).\n"          \
    "normal is the unit vector from this shape toward the other; points (0 to 2) lie\n"      \
    "midway between the two surfaces, each with its separation along the normal (< 0:\n"    \
    "overlapping by that much). A point is kept when its separation is below margin\n"      \
    "(with margin 0, touching shapes have no contact points). See docs/contacts.md."

// ---- contact manifolds (narrow/contacts.h) ----------------------------------------
#define C2D_DOC_contacts_aabb_point \
    "contacts_point($self, point, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the point")

#define C2D_DOC_contacts_aabb_segment \
    "contacts_segment($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the segment")

#define C2D_DOC_contacts_aabb_circle \
    "contacts_circle($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the circle")

#define C2D_DOC_contacts_aabb_capsule \
    "contacts_capsule($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the capsule")

#define C2D_DOC_contacts_aabb_aabb \
    "contacts_aabb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the box")

#define C2D_DOC_contacts_aabb_obb \
    "contacts_obb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the oriented box")

#define C2D_DOC_contacts_aabb_polygon \
    "contacts_polygon($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the polygon")

#define C2D_DOC_contacts_circle_point \
    "contacts_point($self, point, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the point")

#define C2D_DOC_contacts_circle_segment \
    "contacts_segment($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the segment")

#define C2D_DOC_contacts_circle_circle \
    "contacts_circle($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the circle")

#define C2D_DOC_contacts_circle_capsule \
    "contacts_capsule($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the capsule")

#define C2D_DOC_contacts_circle_aabb \
    "contacts_aabb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the box")

#define C2D_DOC_contacts_circle_obb \
    "contacts_obb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the oriented box")

#define C2D_DOC_contacts_circle_polygon \
    "contacts_polygon($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the polygon")

#define C2D_DOC_contacts_segment_point \
    "contacts_point($self, point, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the point")

#define C2D_DOC_contacts_segment_segment \
    "contacts_segment($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the segment")

#define C2D_DOC_contacts_segment_circle \
    "contacts_circle($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the circle")

#define C2D_DOC_contacts_segment_capsule \
    "contacts_capsule($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the capsule")

#define C2D_DOC_contacts_segment_aabb \
    "contacts_aabb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the box")

#define C2D_DOC_contacts_segment_obb \
    "contacts_obb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the oriented box")

#define C2D_DOC_contacts_segment_polygon \
    "contacts_polygon($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the polygon")

#define C2D_DOC_contacts_obb_point \
    "contacts_point($self, point, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the point")

#define C2D_DOC_contacts_obb_segment \
    "contacts_segment($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the segment")

#define C2D_DOC_contacts_obb_circle \
    "contacts_circle($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the circle")

#define C2D_DOC_contacts_obb_capsule \
    "contacts_capsule($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the capsule")

#define C2D_DOC_contacts_obb_aabb \
    "contacts_aabb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the box")

#define C2D_DOC_contacts_obb_obb \
    "contacts_obb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the oriented box")

#define C2D_DOC_contacts_obb_polygon \
    "contacts_polygon($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the polygon")

#define C2D_DOC_contacts_capsule_point \
    "contacts_point($self, point, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the point")

#define C2D_DOC_contacts_capsule_segment \
    "contacts_segment($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the segment")

#define C2D_DOC_contacts_capsule_circle \
    "contacts_circle($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the circle")

#define C2D_DOC_contacts_capsule_capsule \
    "contacts_capsule($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the capsule")

#define C2D_DOC_contacts_capsule_aabb \
    "contacts_aabb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the box")

#define C2D_DOC_contacts_capsule_obb \
    "contacts_obb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the oriented box")

#define C2D_DOC_contacts_capsule_polygon \
    "contacts_polygon($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the polygon")

#define C2D_DOC_contacts_polygon_point \
    "contacts_point($self, point, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the point")

#define C2D_DOC_contacts_polygon_segment \
    "contacts_segment($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the segment")

#define C2D_DOC_contacts_polygon_circle \
    "contacts_circle($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the circle")

#define C2D_DOC_contacts_polygon_capsule \
    "contacts_capsule($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the capsule")

#define C2D_DOC_contacts_polygon_aabb \
    "contacts_aabb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the box")

#define C2D_DOC_contacts_polygon_obb \
    "contacts_obb($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the oriented box")

#define C2D_DOC_contacts_polygon_polygon \
    "contacts_polygon($self, other, margin=0.0)\n--\n\n" C2D_CONTACTS_DOC("the polygon")


/// The shared body of the push-outs the distance gives.
#define C2D_PUSH_OUT_BY_DISTANCE_DOC(what)                                                  \
    what " pushed out of this shape: a Hit when they overlap (touching is not\n"          \
    "colliding), else None. delta is the least translation that parts them (moving the\n"  \
    "other by it leaves them touching), normal its direction from this shape toward the\n" \
    "other, pos this shape's deepest point, on its surface: the signed distance's\n"       \
    "(distance_*), see docs/distance.md."

// ---- push-outs from the distance (narrow/distance.h) ------------------------------
#define C2D_DOC_intersect_capsule_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The capsule")

#define C2D_DOC_intersect_capsule_aabb \
    "intersect_aabb($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The box")

#define C2D_DOC_intersect_capsule_obb \
    "intersect_obb($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The oriented box")

#define C2D_DOC_intersect_capsule_polygon \
    "intersect_polygon($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The polygon")

#define C2D_DOC_intersect_aabb_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The capsule")

#define C2D_DOC_intersect_obb_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The capsule")

#define C2D_DOC_intersect_polygon_capsule \
    "intersect_capsule($self, other, /)\n--\n\n" C2D_PUSH_OUT_BY_DISTANCE_DOC("The capsule")


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
