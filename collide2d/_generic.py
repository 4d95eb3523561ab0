"""Generic functions that dispatch on the shapes: overlaps, intersect, sweep, sweep_into.

A point is a :class:`Vec2`, a pair of numbers, or an ``(N, 2)`` array; a box
is an :class:`AABB` or an :class:`AABBArray`; circles and segments are
:class:`Circle` / :class:`CircleArray` and :class:`Segment` /
:class:`SegmentArray`. All-scalar arguments give a scalar result; any array
argument gives an array result (a scalar shape then broadcasts as one row). The
first argument of ``intersect`` and ``sweep`` is the collider (the receiver of
the method).

Dispatch goes through one table, ``ROUTES[verb][kind A, kind B]``, made from the
kernel list (every line whose method is ``<verb>_<kind B>`` on receiver kind A)
with a flip flag for the symmetric ``overlaps`` (Box2D's ``s_registers`` is
the model): a new query appears here by its kernel-list line alone. Two scalar
shapes of the library's exact types skip the classification: ``_SCALAR[verb]``,
made from ``ROUTES``, maps their pair of types to the call.
"""

from __future__ import annotations

import functools
from typing import Any, Dict, NamedTuple, Optional, Tuple

import numpy as np

from ._kernels import KERNELS
from . import _core
from ._core import COORD_LIMIT, Circle, Vec2
from ._row_args import _convert
from ._shape_arrays import CircleArray, SegmentArray
from ._shapes import SHAPES, Shape, as_array, classify

__all__ = ["overlaps", "intersect", "sweep", "sweep_into", "distance", "contacts", "ROUTES"]


class Route(NamedTuple):
    method: Optional[str]  # the receiver's method; None: the answer is always False
    flip: bool  # call it on the second argument (a symmetric query)


def _routes() -> Dict[str, Dict[Tuple[str, str], Route]]:
    routes: Dict[str, Dict[Tuple[str, str], Route]] = {
        "overlaps": {}, "intersect": {}, "sweep": {}, "distance": {},
        "contacts": {}}
    for k in KERNELS:
        verb, _, other = k.method.partition("_")
        if verb in routes and other in SHAPES:
            routes[verb][k.receiver, other] = Route(k.method, False)
    overlaps = routes["overlaps"]
    for (a, b), route in list(overlaps.items()):
        overlaps.setdefault((b, a), Route(route.method, True))
    # A point has no methods: distance(point, shape) is the shape's, turned around
    # (contacts likewise).
    for verb in ("distance", "contacts"):
        table = routes[verb]
        for (a, b), route in list(table.items()):
            table.setdefault((b, a), Route(route.method, True))
    # Points and segments have no interior: nothing overlaps them but an area.
    for pair in (("point", "point"), ("segment", "point"), ("point", "segment")):
        overlaps.setdefault(pair, Route(None, False))
    return routes


ROUTES = _routes()


def _is_array_arg(x: Any) -> bool:
    shape, is_array = classify(x)
    return is_array or (isinstance(x, np.ndarray) and x.ndim == 2)


def _unsupported(func: str, a: Any, b: Any) -> TypeError:
    hint = ""
    if any(isinstance(x, (list, tuple)) and x and isinstance(x[0], (list, tuple)) for x in (a, b)):
        hint = ("; rows of four numbers may be boxes or segments: wrap them as AABBArray or "
                "SegmentArray")
    return TypeError(
        f"{func}() has no test for {type(a).__name__} vs {type(b).__name__} "
        "(see docs/api.md: boxes, circles, segments, points; oriented boxes, capsules "
        f"and polygons in docs/obb.md, docs/capsule.md and docs/polygon.md){hint}"
    )


class _Call(NamedTuple):
    route: Route
    a: Tuple[Shape, bool]  # (shape, is_array) of each argument
    b: Tuple[Shape, bool]

    @property
    def array(self) -> bool:
        return self.a[1] or self.b[1]


def _route(verb: str, a: Any, b: Any) -> _Call:
    """How to answer ``verb(a, b)``, or TypeError."""
    ca, cb = classify(a), classify(b)
    route = ROUTES[verb].get((ca[0].kind, cb[0].kind)) if ca[0] and cb[0] else None
    if route is None:
        raise _unsupported(verb, a, b)
    return _Call(route, ca, cb)  # type: ignore[arg-type]


def _receiver(x: Any, shape: Tuple[Shape, bool], array: bool) -> Any:
    """``x`` itself for an all-scalar call, else its array twin."""
    return as_array(x, *shape) if array else x


def _both_points(a: Any, b: Any) -> bool:
    return classify(a)[0] is SHAPES["point"] and classify(b)[0] is SHAPES["point"]


def _point_circle(p: Any, func: str) -> Any:
    """A point as the circle of radius 0 around it (Circle or CircleArray): what
    ``distance`` and ``contacts`` of two points measure from (no kernel takes two
    points; a circle of radius 0 is its centre, docs/circles-and-lines.md)."""
    if not classify(p)[1]:
        return Circle(p, 0.0)
    centres = _convert(p, func, "a").reshape(-1, 2)  # real numbers only, as every row
    return CircleArray(np.column_stack([centres, np.zeros(len(centres))]))


# A scalar Distance from b to a as the same measure from a to b (the points swapped, the
# normal negated as 0 - n: no -0.0), and a scalar Manifold of b and a as the same contact
# seen from a (the normal negated): made in C, where rebuilding them in Python cost more
# than the query (distance(point, box): 686 ns in Python, the method 296).
_distance_turned = _core._distance_turned
_contacts_turned = _core._manifold_turned


def _flipped_overlaps(method: Any) -> Any:
    """``overlaps(a, b)`` from b's method (b's type's, unbound): the test is symmetric."""
    def call(a: Any, b: Any) -> Any:
        return method(b, a)
    return call


def _flipped_distance(method: Any) -> Any:
    """``distance(a, b)`` from b's method (b's type's, unbound)."""
    def call(a: Any, b: Any) -> Any:
        return _distance_turned(method(b, a))
    return call


def _flipped_contacts(method: Any) -> Any:
    """``contacts(a, b, margin)`` from b's method (b's type's, unbound)."""
    def call(a: Any, b: Any, margin: Any = 0.0) -> Any:
        return _contacts_turned(method(b, a, margin))
    return call


def _cast_segment(method: Any) -> Any:
    """``intersect(a, segment)``: a's cast from the segment's start to its end."""
    def call(a: Any, b: Any) -> Any:
        return method(a, b.a, b.delta)
    return call


_FLIPPED = {"overlaps": _flipped_overlaps, "distance": _flipped_distance,
            "contacts": _flipped_contacts}


def _scalar_calls(verb: str) -> Dict[Tuple[type, type], Any]:
    """The all-scalar calls of ``verb`` by the exact types of its two shapes: one dict
    lookup instead of classifying the arguments on every call (a game calls these on
    scalars in its inner loop: ``intersect`` of two circles took 700 ns through the
    classification and 97 ns through this table, its method 32)."""
    fast: Dict[Tuple[type, type], Any] = {}
    for (ka, kb), route in ROUTES[verb].items():
        if route.method is None:
            continue
        types = (SHAPES[ka].scalar, SHAPES[kb].scalar)
        if route.flip:
            fast[types] = _FLIPPED[verb](getattr(types[1], route.method))
        elif verb == "intersect" and kb == "segment":
            fast[types] = _cast_segment(getattr(types[0], route.method))
        else:
            fast[types] = getattr(types[0], route.method)
    return fast


_SCALAR = {verb: _scalar_calls(verb) for verb in ROUTES}
_SCALAR_OVERLAPS = _SCALAR["overlaps"]
_SCALAR_INTERSECT = _SCALAR["intersect"]
_SCALAR_SWEEP = _SCALAR["sweep"]
_SCALAR_DISTANCE = _SCALAR["distance"]
_SCALAR_CONTACTS = _SCALAR["contacts"]
_NUMBERS = (float, int)
# sweep_into's scalar call: the bodies that have it, and the kinds a list of scalar
# colliders may start with (a list of Polygons alone is the rows of a PolygonArray).
_SWEEP_BODIES = frozenset(s.scalar for s in SHAPES.values() if hasattr(s.scalar, "sweep_into"))
_FIRST_COLLIDERS = frozenset(s.scalar for s in SHAPES.values()
                             if s.kind not in ("point", "polygon"))


def _plain_delta(delta: Any) -> bool:
    """A scalar delta at a glance: a Vec2 or a tuple of two plain numbers (anything else
    is classified)."""
    return type(delta) is Vec2 or (type(delta) is tuple and len(delta) == 2
                                   and type(delta[0]) in _NUMBERS
                                   and type(delta[1]) in _NUMBERS)


def overlaps(a, b):
    """True where the interiors of ``a`` and ``b`` overlap (touching is False).

    Every pair among boxes, circles, segments, points, oriented boxes and capsules,
    in either order (docs/circles-and-lines.md, section 6; docs/obb.md; docs/capsule.md). Scalars give a ``bool``; any array
    argument an ``(N,)`` bool array.

    >>> from collide2d import AABB, Circle, overlaps
    >>> overlaps(AABB((0, 0), (1, 1)), (0.5, 0.5)), overlaps((1, 0), AABB((0, 0), (1, 1)))
    (True, False)
    >>> overlaps(Circle((0, 0), 1), Circle((2, 0), 1))
    False
    """
    fast = _SCALAR_OVERLAPS.get((type(a), type(b)))
    if fast is not None:
        return fast(a, b)
    call = _route("overlaps", a, b)
    sa, sb = call.a, call.b
    if call.route.flip:
        a, b, sa, sb = b, a, sb, sa
    if call.route.method is None:  # no interior to share
        rows = _no_interior_rows(a, sa, b, sb)
        return False if rows is None else np.zeros(rows, dtype=bool)
    return getattr(_receiver(a, sa, call.array), call.route.method)(b)


def _no_interior_rows(a: Any, sa: Tuple[Shape, bool], b: Any, sb: Tuple[Shape, bool]) -> Any:
    """``overlaps`` of points and segments, which share no interior: both arguments
    checked as every call checks its rows (a ``ValueError`` naming the argument and the
    row), then the result's row count (row counts must match or be 1), or None for two
    scalars."""
    counts = []
    for name, x, (shape, is_array) in (("a", a, sa), ("b", b, sb)):
        if shape.kind == "segment":  # SegmentArray checks the rows (again: they are the caller's)
            given = x.rows if isinstance(x, SegmentArray) else x if is_array else [x]
            rows = SegmentArray(given).rows
        else:
            rows = _convert(x, "overlaps", name).reshape(-1, 2)  # real numbers only
            bad = ~(np.abs(rows) <= COORD_LIMIT).all(axis=1)
            if bad.any():
                row = int(np.argmax(bad))
                value = float(rows[row][~(np.abs(rows[row]) <= COORD_LIMIT)][0])
                where = f"row {row} " if is_array else ""
                raise ValueError(f"overlaps(): '{name}' {where}has a value that is not finite or "
                                 f"exceeds 2**200 in magnitude ({value!r})")
        if is_array:
            counts.append((name, len(rows)))
    if not counts:
        return None
    sizes = {n for _, n in counts if n != 1}
    if len(sizes) > 1:
        (na, ca), (nb, cb) = counts
        raise ValueError(f"overlaps(): '{na}' has {ca} rows but '{nb}' has {cb}; row counts "
                         "must match or be 1")
    return sizes.pop() if sizes else 1


def intersect(a, b):
    """``a.intersect_<kind of b>(b)``: a :class:`Hit` or None, or a :class:`HitArray`.

    ``a`` is the collider (a box or a circle): the normal points from ``a``
    toward ``b`` and ``hit.delta`` moves ``b`` out of ``a``. A :class:`Segment`
    as ``b`` is cast from its start to its end.
    """
    fast = _SCALAR_INTERSECT.get((type(a), type(b)))
    if fast is not None:
        return fast(a, b)
    call = _route("intersect", a, b)
    receiver = getattr(_receiver(a, call.a, call.array), call.route.method)
    if call.b[0].kind == "segment":  # cast from its start to its end
        return receiver(b.a, b.delta)
    return receiver(b)


def sweep(a, b, delta):
    """``b`` moves by ``delta`` against the static ``a``: a :class:`Sweep` or :class:`SweepArray`.

    Boxes and circles, in any combination (circles against boxes use the exact
    rounded-box shape).
    """
    fast = _SCALAR_SWEEP.get((type(a), type(b)))
    if fast is not None and _plain_delta(delta):
        return fast(a, b, delta)
    call = _route("sweep", a, b)
    receiver = _receiver(a, call.a, call.array or _is_array_arg(delta))
    return getattr(receiver, call.route.method)(b, delta)


def distance(a, b):
    """The signed distance from ``a`` to ``b``: a :class:`Distance` (scalars) or a
    :class:`DistanceArray` (any array argument).

    Every pair among points, segments, circles, capsules, boxes, oriented boxes and
    convex polygons (docs/distance.md): ``distance`` is the gap (> 0) or minus the
    penetration depth (< 0), ``point_a`` lies on ``a`` and ``point_b`` on ``b``, and
    ``normal`` points from ``a`` toward ``b``.

    >>> from collide2d import AABB, Circle, distance
    >>> distance(AABB((0, 0), (1, 1)), Circle((4, 0), 1)).distance
    2.0
    >>> distance((4, 0), AABB((0, 0), (1, 1))).normal
    Vec2(-1.0, 0.0)
    """
    fast = _SCALAR_DISTANCE.get((type(a), type(b)))
    if fast is not None:
        return fast(a, b)
    if _both_points(a, b):
        return distance(_point_circle(a, "distance"), b)
    call = _route("distance", a, b)
    if not call.route.flip:
        return getattr(_receiver(a, call.a, call.array), call.route.method)(b)
    if not call.array:  # a subclass or a pair of numbers: the same as the table's
        return _distance_turned(getattr(b, call.route.method)(a))
    result = getattr(_receiver(b, call.b, call.array), call.route.method)(a)
    records = result.records.copy()
    records["point_a"], records["point_b"] = result.point_b, result.point_a
    records["normal"] = 0.0 - result.normal
    width = records.dtype.itemsize // 8  # not -1: an empty result has rows of its width too
    return type(result)(records.view(np.float64).reshape(len(records), width))


def contacts(a, b, margin=0.0):
    """The contact manifold of ``a`` and ``b``: a :class:`Manifold` (scalars) or a
    :class:`ManifoldArray` (any array argument).

    Every pair among points, segments, circles, capsules, boxes, oriented boxes and
    convex polygons (docs/contacts.md): ``normal`` points from ``a`` toward ``b``;
    up to two ``points``, midway between the surfaces, each with its separation along
    the normal (< 0: overlapping). A point is kept when its separation is below
    ``margin``: with the default 0, touching shapes have no contact points.

    >>> from collide2d import AABB, contacts
    >>> m = contacts(AABB((0, 0), (2, 1)), AABB((1, 1.75), (1, 1)))
    >>> m.normal, m.points, m.separations
    (Vec2(0.0, 1.0), (Vec2(2.0, 0.875), Vec2(0.0, 0.875)), (-0.25, -0.25))
    """
    fast = _SCALAR_CONTACTS.get((type(a), type(b)))
    if fast is not None:
        return fast(a, b, margin)
    if _both_points(a, b):
        return contacts(_point_circle(a, "contacts"), b, margin)
    call = _route("contacts", a, b)
    if not call.route.flip:
        return getattr(_receiver(a, call.a, call.array), call.route.method)(b, margin)
    if not call.array:  # a subclass or a pair of numbers: the same as the table's
        return _contacts_turned(getattr(b, call.route.method)(a, margin))
    result = getattr(_receiver(b, call.b, call.array), call.route.method)(a, margin)
    records = result.records.copy()
    records["normal"] = 0.0 - result.normal
    width = records.dtype.itemsize // 8  # not -1: an empty result has rows of its width too
    return type(result)(records.view(np.float64).reshape(len(records), width))


def sweep_into(body, colliders, delta):
    """``body`` moves by ``delta`` through ``colliders``: the nearest hit; exact ties go to
    a hit that started overlapping, then to the first.

    ``colliders`` is a :class:`Colliders` collection, a sequence of scalar shapes of
    any kinds, or array colliders (an array twin, box rows, a pair ``(boxes,
    circles)``, or an :class:`Index`). With a scalar body, scalar colliders (a
    collection or a sequence of shapes) and one delta the result is a :class:`Sweep`
    whose ``hit.collider`` is the collider object hit. With an array of movers, array colliders (an :class:`Index`
    included: a scalar body is then one row) or an ``(N, 2)`` array of deltas, it
    is a :class:`SweepArray` whose ``hit.collider`` is the id of the collider hit
    (in a :class:`Colliders` or an :class:`Index`) or its number (boxes first).
    """
    # A scalar body, a list of scalar colliders and one delta: the scalar call, which the
    # classification below would choose too, without its few microseconds.
    if (type(body) in _SWEEP_BODIES and type(colliders) is list and colliders
            and type(colliders[0]) in _FIRST_COLLIDERS and _plain_delta(delta)):
        return body.sweep_into(colliders, delta)
    shape, array_body = classify(body)
    if shape is None or not hasattr(shape.scalar, "sweep_into"):
        raise _unsupported("sweep_into", body, colliders)
    # An Index answers for arrays of movers: a scalar body is one row of them. A list of
    # scalar shapes stays scalar colliders, whatever their kinds (a list of polygons
    # classifies as a PolygonArray, and gave a SweepArray of one row).
    array_colliders = not _scalar_shapes(colliders) and (
        _is_array_arg(colliders) or hasattr(colliders, "_sweep_set") or (
            isinstance(colliders, tuple) and len(colliders) == 2
            and any(map(_is_array_arg, colliders))))
    if array_body or array_colliders or _is_array_arg(delta):
        return as_array(body, shape, array_body).sweep_into(colliders, delta)
    return body.sweep_into(colliders, delta)


def _scalar_shapes(x: Any) -> bool:
    """A non-empty list or tuple of scalar shapes (no rows, no points)."""
    if not isinstance(x, (list, tuple)) or not x:
        return False
    for item in x:
        shape, is_array = classify(item)
        if shape is None or is_array or shape.kind == "point" or not isinstance(item, shape.scalar):
            return False
    return True


def _fast_path(function: Any, verb: str, most: int) -> Any:
    """``function`` behind the scalar table in C (src/binding/py_generic.c): two scalar
    shapes of the library's exact types (and up to ``most`` positional arguments) go
    straight to their call in ``_SCALAR[verb]``, every other call to ``function``. The
    same answers, with the function's name, docstring and signature (``__wrapped__``);
    ``overlaps`` of two circles 84 -> 35 ns (the method 17)."""
    by_type_a: Dict[type, Dict[type, Any]] = {}
    for (type_a, type_b), call in _SCALAR[verb].items():
        by_type_a.setdefault(type_a, {})[type_b] = call
    fast = _core._generic_function(by_type_a, function, most)
    functools.update_wrapper(fast, function)
    return fast


overlaps = _fast_path(overlaps, "overlaps", 2)
intersect = _fast_path(intersect, "intersect", 2)
distance = _fast_path(distance, "distance", 2)
contacts = _fast_path(contacts, "contacts", 3)
