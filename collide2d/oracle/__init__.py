"""Pure-Python reference implementation of collide2d: the test oracle.

Written from the sources the library cites (noonat/intersect; Dev.Mag's "Basic Collision
Detection in 2D, part 2"; Gomez's "Simple Intersection Tests for Games" on Gamasutra;
MDN's "2D collision detection"; WecTeam's "Mastering 2D Collision Detection"), readable
first, and with the *same order of floating-point operations* as the C core in ``src/``,
so that the C results and these agree bit for bit. No numpy, no C.

Shapes are plain tuples:

* point / vector: ``(x, y)``
* AABB: ``(cx, cy, hx, hy)`` -- centre and half size (noonat/intersect)
* circle: ``(cx, cy, r)``, ``r >= 0``
* segment: ``(x0, y0, x1, y1)``; a cast or sweep is ``pos + t * delta``, ``0 <= t <= 1``
* OBB: ``(cx, cy, hx, hy, angle)`` -- centre, half size along its own axes, radians
* capsule: ``(x0, y0, x1, y1, r)`` -- every point within ``r`` of the segment

Results are the named tuples :class:`Hit` and :class:`Sweep` (noonat/intersect's
vocabulary) and :class:`LineIntersection`. The contracts of ``docs/api.md`` and
``docs/circles-and-lines.md`` hold everywhere: touching is not colliding, ``sign(0) = +1``,
ties between the axes go to y, the receiver is the collider, no input gives NaN, a
zero-delta sweep is the static test, bad input (non-finite or out-of-range numbers,
negative sizes) raises ``ValueError``. ``docs/circles-and-lines.md`` lists the rules the
circle and line functions add where their sources leave a detail open (zero length means
a zero squared length; parameters and times are never ``-0.0``; rescaled frames below
2**-256; a circle of radius 0 has no interior).

The modules, by topic: :mod:`.base` (constants, records, validation), :mod:`.small`
(tiny vectors without underflow), :mod:`.aabb`, :mod:`.aabb_sweep`, :mod:`.lines`,
:mod:`.circle`, :mod:`.circle_sweep`, :mod:`.obb` (with :mod:`.trig`, cos and sin as the
core computes them), :mod:`.capsule`, :mod:`.polygon` (a polygon is a tuple of ``(x, y)``
vertices; every function takes any vertex list, in either winding and from any start),
:mod:`.distance` (the signed distance between any two shapes), :mod:`.contacts` (their
contact manifold), :mod:`.rounded_sweep` (capsules swept against capsules, boxes and
polygons), :mod:`.interval` (overlap intervals of every pair), :mod:`.overlaps`,
:mod:`.sweep_into` (a body through colliders of any kinds).

Names follow the C core's scheme, verb first, then the receiver's kind and the other's:
``intersect_circle_aabb``, ``sweep_aabb_circle``, ``overlap_interval_circle_circle``. The
names of earlier releases remain as aliases (``circle_intersect_aabb``, ``overlap_interval``,
``sweep_into`` ...). The C code is checked against this package with hypothesis.
"""

from .aabb import (
    cast_aabb,
    intersect_aabb_aabb,
    intersect_aabb_point,
    intersect_aabb_segment,
    overlaps_aabb_aabb,
)
from .aabb_sweep import overlap_interval_aabb_aabb, sweep_aabb_aabb, sweep_into_aabb
from .base import (
    COORD_LIMIT,
    EPSILON,
    Hit,
    Sweep,
    check_box,
    check_number,
    check_size,
    check_vec,
    clamp,
    normalize,
    reciprocal,
    sign,
)
from .circle import (
    intersect_aabb_circle,
    intersect_circle_aabb,
    intersect_circle_circle,
    intersect_circle_point,
    intersect_circle_segment,
)
from .circle_sweep import (
    overlap_interval_circle_circle,
    sweep_aabb_circle,
    sweep_circle_aabb,
    sweep_circle_circle,
    sweep_into_mixed,
)
from .capsule import (
    intersect_capsule_circle,
    intersect_capsule_point,
    intersect_capsule_segment,
    intersect_circle_capsule,
    overlaps_capsule_aabb,
    overlaps_capsule_capsule,
    overlaps_capsule_circle,
    overlaps_capsule_obb,
    overlaps_capsule_point,
    overlaps_capsule_segment,
    sweep_capsule_circle,
    sweep_circle_capsule,
)
from .lines import LineIntersection, circle_line_points, line_intersection
from .obb import (
    intersect_aabb_obb,
    intersect_circle_obb,
    intersect_obb_aabb,
    intersect_obb_circle,
    intersect_obb_obb,
    intersect_obb_point,
    intersect_obb_segment,
    overlaps_aabb_obb,
    overlaps_obb_aabb,
    overlaps_obb_circle,
    overlaps_obb_obb,
    overlaps_obb_point,
    overlaps_obb_segment,
    sweep_aabb_obb,
    sweep_circle_obb,
    sweep_obb_aabb,
    sweep_obb_circle,
    sweep_obb_obb,
)
from .distance import (
    Distance,
    distance,
    distance_rounded,
    hit_from_distance,
    intersect_aabb_capsule,
    intersect_capsule_aabb,
    intersect_capsule_capsule,
    intersect_capsule_obb,
    intersect_capsule_polygon,
    intersect_obb_capsule,
    intersect_polygon_capsule,
)
from .contacts import Manifold, contacts, contacts_rounded
from .interval import interval_rounded
from .interval import overlap_interval as overlap_interval_of
from .rounded_sweep import (
    sweep_aabb_capsule,
    sweep_capsule_aabb,
    sweep_capsule_capsule,
    sweep_capsule_obb,
    sweep_capsule_polygon,
    sweep_obb_capsule,
    sweep_polygon_capsule,
    sweep_rounded,
)
from .overlaps import SHAPE_KINDS, overlaps
from .sweep_into import reference_point, sweep_into_shapes
from .polygon import (
    check_polygon,
    intersect_aabb_polygon,
    intersect_circle_polygon,
    intersect_obb_polygon,
    intersect_polygon_aabb,
    intersect_polygon_circle,
    intersect_polygon_obb,
    intersect_polygon_point,
    intersect_polygon_polygon,
    intersect_polygon_segment,
    orient,
    overlaps_aabb_polygon,
    overlaps_capsule_polygon,
    overlaps_circle_polygon,
    overlaps_obb_polygon,
    overlaps_polygon_aabb,
    overlaps_polygon_capsule,
    overlaps_polygon_circle,
    overlaps_polygon_obb,
    overlaps_polygon_point,
    overlaps_polygon_polygon,
    overlaps_polygon_segment,
    overlaps_segment_polygon,
    polygon_view,
)
from .polygon_sweep import (
    sweep_aabb_polygon,
    sweep_circle_polygon,
    sweep_obb_polygon,
    sweep_polygon_aabb,
    sweep_polygon_circle,
    sweep_polygon_obb,
    sweep_polygon_polygon,
)

from .settle import boxes_turned, settled

# A box against a circle, a turned box's or a polygon's sweep: a miss checked by the
# static test at its end (``c2d_sweep_<s>_<m>_settled``, :mod:`.settle`).
sweep_obb_obb = settled("obb", sweep_obb_obb, intersect_obb_obb, boxes_turned("obb", "obb"))
sweep_obb_aabb = settled("aabb", sweep_obb_aabb, intersect_obb_aabb,
                         boxes_turned("obb", "aabb"))
sweep_aabb_obb = settled("obb", sweep_aabb_obb, intersect_aabb_obb,
                         boxes_turned("aabb", "obb"))
sweep_aabb_circle = settled("circle", sweep_aabb_circle, intersect_aabb_circle)
sweep_circle_aabb = settled("aabb", sweep_circle_aabb, intersect_circle_aabb)
sweep_obb_circle = settled("circle", sweep_obb_circle, intersect_obb_circle)
sweep_circle_obb = settled("obb", sweep_circle_obb, intersect_circle_obb)
sweep_capsule_obb = settled("obb", sweep_capsule_obb, intersect_capsule_obb)
sweep_obb_capsule = settled("capsule", sweep_obb_capsule, intersect_obb_capsule)
sweep_polygon_obb = settled("obb", sweep_polygon_obb, intersect_polygon_obb)
sweep_polygon_aabb = settled("aabb", sweep_polygon_aabb, intersect_polygon_aabb)
sweep_polygon_circle = settled("circle", sweep_polygon_circle, intersect_polygon_circle)
sweep_polygon_capsule = settled("capsule", sweep_polygon_capsule, intersect_polygon_capsule)
sweep_polygon_polygon = settled("polygon", sweep_polygon_polygon, intersect_polygon_polygon)
sweep_obb_polygon = settled("polygon", sweep_obb_polygon, intersect_obb_polygon)
sweep_aabb_polygon = settled("polygon", sweep_aabb_polygon, intersect_aabb_polygon)
sweep_circle_polygon = settled("polygon", sweep_circle_polygon, intersect_circle_polygon)
sweep_capsule_polygon = settled("polygon", sweep_capsule_polygon, intersect_capsule_polygon)

# The names of earlier releases (receiver first, or no kinds), kept as aliases.
overlap_interval = overlap_interval_aabb_aabb
sweep_into = sweep_into_aabb
circle_intersect_point = intersect_circle_point
circle_intersect_circle = intersect_circle_circle
aabb_intersect_circle = intersect_aabb_circle
circle_intersect_aabb = intersect_circle_aabb
circle_intersect_segment = intersect_circle_segment
circle_sweep_circle = sweep_circle_circle
aabb_sweep_circle = sweep_aabb_circle
circle_sweep_aabb = sweep_circle_aabb
circle_overlap_interval = overlap_interval_circle_circle

__all__ = [
    "COORD_LIMIT", "EPSILON", "Hit", "Sweep", "LineIntersection", "SHAPE_KINDS",
    "check_box", "check_number", "check_size", "check_vec", "clamp", "normalize", "reciprocal",
    "sign",
    "intersect_aabb_point", "intersect_aabb_segment", "intersect_aabb_aabb", "cast_aabb",
    "overlaps_aabb_aabb", "sweep_aabb_aabb", "sweep_into_aabb", "overlap_interval_aabb_aabb",
    "line_intersection", "circle_line_points",
    "intersect_circle_point", "intersect_circle_circle", "intersect_aabb_circle",
    "intersect_circle_aabb", "intersect_circle_segment",
    "sweep_circle_circle", "sweep_aabb_circle", "sweep_circle_aabb", "sweep_into_mixed",
    "overlap_interval_circle_circle", "overlaps",
    "intersect_obb_point", "intersect_obb_aabb", "intersect_obb_obb", "intersect_obb_circle",
    "intersect_aabb_obb", "intersect_circle_obb", "intersect_obb_segment",
    "overlaps_obb_point", "overlaps_obb_aabb", "overlaps_obb_obb", "overlaps_obb_circle",
    "overlaps_obb_segment", "overlaps_aabb_obb", "sweep_obb_obb", "sweep_obb_aabb",
    "sweep_aabb_obb", "sweep_obb_circle", "sweep_circle_obb",
    "intersect_capsule_point", "intersect_capsule_circle", "intersect_circle_capsule",
    "intersect_capsule_segment", "overlaps_capsule_point", "overlaps_capsule_segment",
    "overlaps_capsule_circle", "overlaps_capsule_aabb", "overlaps_capsule_obb",
    "overlaps_capsule_capsule", "sweep_capsule_circle", "sweep_circle_capsule",
    "orient", "check_polygon", "polygon_view",
    "overlaps_polygon_point", "overlaps_polygon_segment", "overlaps_polygon_circle",
    "overlaps_polygon_capsule", "overlaps_polygon_aabb", "overlaps_polygon_obb",
    "overlaps_polygon_polygon", "overlaps_aabb_polygon", "overlaps_obb_polygon",
    "overlaps_circle_polygon", "overlaps_segment_polygon", "overlaps_capsule_polygon",
    "intersect_polygon_point", "intersect_polygon_aabb", "intersect_polygon_obb",
    "intersect_polygon_circle", "intersect_polygon_polygon", "intersect_polygon_segment",
    "intersect_aabb_polygon", "intersect_obb_polygon", "intersect_circle_polygon",
    "sweep_polygon_polygon", "sweep_polygon_aabb", "sweep_polygon_obb", "sweep_polygon_circle",
    "sweep_aabb_polygon", "sweep_obb_polygon", "sweep_circle_polygon",
    "Distance", "distance", "distance_rounded", "hit_from_distance",
    "intersect_capsule_capsule", "intersect_capsule_aabb", "intersect_capsule_obb",
    "intersect_capsule_polygon", "intersect_aabb_capsule", "intersect_obb_capsule",
    "intersect_polygon_capsule",
    "Manifold", "contacts", "contacts_rounded", "interval_rounded", "overlap_interval_of",
    "sweep_rounded", "sweep_capsule_capsule", "sweep_capsule_aabb", "sweep_capsule_obb",
    "sweep_capsule_polygon", "sweep_aabb_capsule", "sweep_obb_capsule", "sweep_polygon_capsule",
    "sweep_into_shapes", "reference_point",
    # aliases
    "overlap_interval", "sweep_into", "circle_intersect_point", "circle_intersect_circle",
    "aabb_intersect_circle", "circle_intersect_aabb", "circle_intersect_segment",
    "circle_sweep_circle", "aabb_sweep_circle", "circle_sweep_aabb", "circle_overlap_interval",
]
