// collide2d binding: the docstrings of the scalar query methods on contact manifolds
// (docs/contacts.md). One of the files query_docs.h gathers (its header says what a
// docstring holds).
#ifndef C2D_QUERY_DOCS_CONTACTS_H
#define C2D_QUERY_DOCS_CONTACTS_H

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

#endif
