// collide2d binding: the docstrings of the scalar query methods on convex polygons
// (docs/polygon.md). One of the files query_docs.h gathers (its header says what a
// docstring holds).
#ifndef C2D_QUERY_DOCS_POLYGON_H
#define C2D_QUERY_DOCS_POLYGON_H

// ---- convex polygons (docs/polygon.md) ----

#define C2D_DOC_intersect_polygon_point \
    "intersect_point($self, point, /)\n--\n\n" \
    "The point pushed out of this polygon through its nearest face (ties to the later face\n" \
    "counter-clockwise from vertex 0): a Hit with pos on that face, or None (on the\n" \
    "boundary: touching, None)."

#define C2D_DOC_intersect_polygon_aabb \
    "intersect_aabb($self, other, /)\n--\n\n" \
    "The box pushed out of this polygon along the face of least depth among both shapes'\n" \
    "faces (ties by the faces' own normals, y first: the same face either way round): a Hit,\n" \
    "or None when the interiors do not overlap (decided exactly)."

#define C2D_DOC_intersect_polygon_obb \
    "intersect_obb($self, other, /)\n--\n\n" \
    "The oriented box pushed out of this polygon (the separating axis theorem on both\n" \
    "shapes' faces; ties by the faces' own normals, y first): a Hit, or None."

#define C2D_DOC_intersect_polygon_circle \
    "intersect_circle($self, other, /)\n--\n\n" \
    "The circle pushed out of this polygon: from the boundary's nearest point when the\n" \
    "centre is outside, else through the face nearest the centre (ties to the later face).\n" \
    "A Hit, or None."

#define C2D_DOC_intersect_polygon_polygon \
    "intersect_polygon($self, other, /)\n--\n\n" \
    "The polygon `other` pushed out of this one along the face of least depth (this\n" \
    "polygon's faces and the other's; ties by the faces' own normals, y first): a Hit whose\n" \
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

#endif
