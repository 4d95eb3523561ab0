// collide2d core, narrow/segment.h: a segment's interior against boxes, circles and segments:
// each pair with its hit test's arithmetic.
#ifndef C2D_NARROW_SEGMENT_H
#define C2D_NARROW_SEGMENT_H

#include "narrow/aabb.h"
#include "narrow/circle.h"
#include "narrow/lines.h"

// ---- overlaps (section 6): each pair uses its hit test's arithmetic ----------

/// Segment vs circle: the raycast a -> b passes through the interior.
static inline bool c2d_overlaps_circle_segment(c2d_circle c, c2d_segment s) {
    return c2d_intersect_circle_segment(c, s.a, c2d_sub(s.b, s.a)).hit;
}

/// Segment vs box: the segment meets the open box, exactly (c2d_segment_meets_open_box; a
/// segment inside the box overlaps it). The cast's slab test agrees, its near ties decided
/// by the same test.
static inline bool c2d_overlaps_aabb_segment(c2d_aabb box, c2d_segment s) {
    return c2d_segment_meets_open_box(s.a, s.b, box.pos.x - box.half.x, box.pos.x + box.half.x,
                                      box.pos.y - box.half.y, box.pos.y + box.half.y);
}

/// Two segments: a proper crossing (both parameters strictly inside (0, 1))
/// or a collinear common piece of positive length; a shared end point or a T
/// junction alone is touching, and a zero-length segment overlaps nothing.
static inline bool c2d_overlaps_segment_segment(c2d_segment a, c2d_segment b) {
    c2d_vec2 da = c2d_sub(a.b, a.a), db = c2d_sub(b.b, b.a), r = c2d_sub(a.a, b.a);
    double denom = db.y * da.x - db.x * da.y;
    if (denom != 0) {
        double ua = (db.x * r.y - db.y * r.x) / denom, ub = (da.x * r.y - da.y * r.x) / denom;
        return ua > 0 && ua < 1 && ub > 0 && ub < 1;
    }
    return c2d_line_intersection(a.a, a.b, b.a, b.b, true).kind == C2D_LINES_OVERLAP;
}

/// The segment passes through the box's interior: c2d_overlaps_aabb_segment.
static inline bool c2d_overlaps_segment_aabb(c2d_segment s, c2d_aabb box) {
    return c2d_overlaps_aabb_segment(box, s);
}

/// The segment passes through the circle's interior: c2d_overlaps_circle_segment.
static inline bool c2d_overlaps_segment_circle(c2d_segment s, c2d_circle c) {
    return c2d_overlaps_circle_segment(c, s);
}

#endif
