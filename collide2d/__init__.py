"""collide2d: 2D collision detection with a C core and batch functions over arrays.

Scalar shapes and results (implemented in C): :class:`Vec2`, :class:`AABB`, :class:`OBB`,
:class:`Capsule`, :class:`Polygon`,
:class:`Hit`, :class:`Sweep`, :class:`Distance`, :class:`Manifold`. Their array twins (numpy in, numpy out):
:class:`AABBArray`, :class:`CircleArray`, :class:`SegmentArray`, :class:`OBBArray`,
:class:`CapsuleArray`, :class:`PolygonArray`,
:class:`HitArray`, :class:`SweepArray`, :class:`IntervalArray`,
:class:`LineIntersectionArray`, :class:`CirclePointsArray`, :class:`DistanceArray`,
:class:`ManifoldArray`. A mixed collection
of colliders with stable ids: :class:`Colliders`. Generic functions: :func:`overlaps`,
:func:`intersect`, :func:`sweep`, :func:`sweep_into`. The pure-Python
reference implementation is :mod:`collide2d.oracle`.

See docs/api.md for the contracts (touching is not colliding, the receiver is
the collider, the "no hit" row values, the accepted number range).
"""

from . import oracle
from ._result_arrays import (
    DISTANCE_DTYPE,
    MANIFOLD_DTYPE,
    HIT_DTYPE,
    INTERVAL_DTYPE,
    LINE_DTYPE,
    POINTS_DTYPE,
    SWEEP_DTYPE,
    CirclePointsArray,
    DistanceArray,
    ManifoldArray,
    HitArray,
    IntervalArray,
    LineIntersectionArray,
    SweepArray,
)
from ._shape_arrays import AABBArray, CapsuleArray, CircleArray, OBBArray, SegmentArray
from ._polygon_array import PolygonArray
from ._colliders import Colliders
from ._core import (
    AABB,
    COORD_LIMIT,
    EPSILON,
    Capsule,
    Circle,
    Distance,
    Manifold,
    Hit,
    LineIntersection,
    OBB,
    Polygon,
    Segment,
    Sweep,
    Vec2,
    circle_line_points,
    line_intersection,
)
from ._core import cpu_paths, get_cpu_path, get_num_threads, release_memory, set_num_threads
from ._generic import contacts, distance, intersect, overlaps, sweep, sweep_into
from ._broad import Index, pairs
from . import _kernels  # noqa: F401  (attaches the array twins' methods from the kernel list)

__version__ = "0.1.0"

__all__ = [
    "Vec2",
    "AABB",
    "Circle",
    "Segment",
    "OBB",
    "Capsule",
    "Polygon",
    "LineIntersection",
    "line_intersection",
    "circle_line_points",
    "Hit",
    "Sweep",
    "Distance",
    "Manifold",
    "AABBArray",
    "HitArray",
    "SweepArray",
    "IntervalArray",
    "CircleArray",
    "SegmentArray",
    "OBBArray",
    "CapsuleArray",
    "PolygonArray",
    "LineIntersectionArray",
    "CirclePointsArray",
    "DistanceArray",
    "ManifoldArray",
    "Colliders",
    "HIT_DTYPE",
    "SWEEP_DTYPE",
    "INTERVAL_DTYPE",
    "LINE_DTYPE",
    "POINTS_DTYPE",
    "DISTANCE_DTYPE",
    "MANIFOLD_DTYPE",
    "overlaps",
    "intersect",
    "sweep",
    "sweep_into",
    "pairs",
    "Index",
    "distance",
    "contacts",
    "EPSILON",
    "COORD_LIMIT",
    "release_memory",
    "set_num_threads",
    "get_num_threads",
    "get_cpu_path",
    "cpu_paths",
    "oracle",
]


def _result_picture(self: object) -> str:
    """This result drawn as an SVG picture (world y up), which Jupyter shows: its points
    and normal, or a line intersection's common point (these results hold no shapes to
    draw)."""
    from . import _svg  # imported when first drawn, as the C types' _repr_svg_ does

    return _svg.svg_of(self)


# Distance, Manifold and LineIntersection are struct sequences (named tuples made in C):
# their picture is set on the type here.
Distance._repr_svg_ = Manifold._repr_svg_ = _result_picture  # type: ignore[attr-defined]
LineIntersection._repr_svg_ = _result_picture  # type: ignore[attr-defined]

