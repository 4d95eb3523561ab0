"""Moving circles: against circles and the exact rounded box, through mixed colliders, and
their overlap interval.
"""

from __future__ import annotations

from .aabb import cast_aabb
from .aabb_sweep import sweep_aabb_aabb
from .base import (
    EPSILON,
    Box,
    Circle,
    Sweep,
    Vec,
    _box,
    _circle,
    _hit_from_time,
    _is_zero,
    _static_sweep,
    _vec,
    clamp,
)
from .circle import (
    _aabb_circle,
    _cast_circle,
    _circle_aabb,
    _circle_circle,
    _clamp_to_box,
)
from .small import _closer_than, _discriminant, _rescaled, _stable_roots


def _sweep_circle(circle: Circle, original, other: Circle, delta: Vec) -> Sweep:
    cx, cy, r = circle
    ox, oy, other_r = other
    if _is_zero(delta):
        return _static_sweep(_circle_circle(circle, original, other), (ox, oy))
    radius_sum = r + other_r
    # "Stuck" is intersect_circle's test, squared in a scaled frame for tiny circles.
    # Above the squares' underflow it is exactly the cast's k < 0 (x - y < 0 iff x < y
    # for finite floats), so a stuck sweep always hits.
    dx = ox - cx
    dy = oy - cy
    stuck = _closer_than(dx, dy, radius_sum)  # at any scale, as intersect_circle's
    cast = _cast_circle(cx, cy, radius_sum, ox, oy, delta[0], delta[1])
    if cast is None:
        return Sweep(None, (ox + delta[0], oy + delta[1]), 1.0, False)
    t, normal = cast
    time = 0.0 if stuck else clamp(t - EPSILON, 0.0, 1.0)
    hit = _hit_from_time(original, (ox, oy), delta, t, normal)
    hit = hit._replace(pos=(cx + normal[0] * r, cy + normal[1] * r))
    return Sweep(hit, (ox + delta[0] * time, oy + delta[1] * time), time, stuck)


def sweep_circle_circle(circle: Circle, other: Circle, delta: Vec) -> Sweep:
    """``Circle.sweep_circle``: ``other`` moves by ``delta``, ``circle`` is static.

    The cast of ``other``'s centre against the circle of radius
    ``R = r + other.r`` (:func:`intersect_circle_segment`).  Hit: ``time =
    clamp(t - 1e-8, 0, 1)``, ``pos = other.c + delta * time``; ``hit.time = t``,
    ``hit.delta = (1 - t) * -delta``, ``hit.normal`` the cast's unit normal
    (from ``c`` toward ``other``'s centre at contact),
    ``hit.pos = c + normal * r`` (on this circle).

    Starting overlapping (``intersect_circle``'s test, which is exactly the
    cast's ``k < 0``): ``started_overlapping``, time 0, and the cast's hit at
    time 0 (normal from ``c`` toward ``other.c``, ``delta = -delta``) -- the
    same "stuck" hit as boxes.  A zero ``delta`` (either sign of zero) is the
    static test: ``Sweep(hit, other.c, 0, True)`` or ``Sweep(None, other.c, 1,
    False)``.
    """
    c = _circle(circle)
    o = _circle(other, "other")
    d = _vec(delta, "delta")
    return _sweep_circle(c, circle, o, d)


def _cast_rounded_box(box: Box, r: float, pos: Vec, delta: Vec):
    """Cast ``pos + t delta`` against the rounded box (the box grown by r, with
    quarter-circle corners): None or ``(time, normal, centre)``.

    The rounded box is the union of the box grown by ``r`` along x only, the
    box grown by ``r`` along y only, and the four corner discs of radius
    ``r``; the entry into a union is the earliest entry into any piece. Each
    piece is cast on its own -- the two slabs by noonat/intersect's test, the discs
    (corners in the order (-,-), (+,-), (-,+), (+,+)) by
    :func:`intersect_circle_segment`'s raycast -- and the earliest hit wins,
    ties to the first. With ``r == 0`` the pieces are the box itself (no
    corners). ``normal`` is the face's (noonat/intersect) or the disc's; ``centre`` is
    ``pos + delta * time``, the moving centre at contact.

    Why not "the padded box, then the corner disc decides": when ``r`` is
    below the coordinates' resolution the computed entry point can round into
    a corner square whose disc the path misses, and a path straight through
    the box was reported as a miss (found by the C test program).
    """
    best = None
    for pad_x, pad_y in ((r, 0.0), (0.0, r)):
        cast = cast_aabb(box, pos, delta, pad_x, pad_y)
        if cast is None:
            continue
        near, x_axis, sign_x, sign_y = cast
        time = clamp(near, 0.0, 1.0) + 0.0
        normal = (-sign_x, 0.0) if x_axis else (0.0, -sign_y)
        if best is None or time < best[0]:
            best = (time, normal)
    if r > 0:
        bx, by, hx, hy = box
        for sx, sy in ((-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)):
            corner = _cast_circle(bx + sx * hx, by + sy * hy, r, pos[0], pos[1],
                                  delta[0], delta[1])
            if corner is not None and (best is None or corner[0] < best[0]):
                best = corner
    if best is None:
        return None
    time, normal = best
    return time, normal, (pos[0] + delta[0] * time, pos[1] + delta[1] * time)


def _sweep_box_circle(box: Box, original, circle: Circle, delta: Vec) -> Sweep:
    cx, cy, r = circle
    if _is_zero(delta):
        return _static_sweep(_aabb_circle(box, original, circle), (cx, cy))
    static = _aabb_circle(box, original, circle)
    stuck = static is not None
    cast = _cast_rounded_box(box, r, (cx, cy), delta)
    if cast is None:
        if stuck:
            # Rounding made the cast miss a start the static test calls
            # overlapping: the static push-out, as for boxes.
            return Sweep(static, (cx, cy), 0.0, True)
        return Sweep(None, (cx + delta[0], cy + delta[1]), 1.0, False)
    t, normal, centre = cast
    time = 0.0 if stuck else clamp(t - EPSILON, 0.0, 1.0)
    hit = _hit_from_time(original, (cx, cy), delta, t, normal)
    hit = hit._replace(pos=_clamp_to_box(box, centre[0], centre[1]))
    return Sweep(hit, (cx + delta[0] * time, cy + delta[1] * time), time, stuck)


def sweep_aabb_circle(box: Box, circle: Circle, delta: Vec) -> Sweep:
    """``AABB.sweep_circle``: the circle moves by ``delta`` against the static box.

    The exact rounded-box (Minkowski) shape: noonat/intersect's slab test against the
    box grown by ``r``, then, if the entry point lies beyond the box on both
    axes, the cast against that corner's circle of radius ``r`` (see
    ``_cast_rounded_box``).  ``hit.normal`` is the face normal or the corner
    circle's unit normal from the corner ``K`` toward the centre at contact
    (as in :func:`intersect_circle_segment`); ``hit.time = t``, ``hit.delta = (1 - t) *
    -delta``; ``time = clamp(t - 1e-8, 0, 1)``, ``pos = c + delta * time``.

    Rules beyond the page:

    * ``hit.pos = clamp(P, box.min, box.max)`` with ``P`` the circle's centre
      at contact: the box's point nearest to it (WecTeam's clamp) -- on a
      face, or the corner itself;
    * with ``r == 0`` there is no corner test (the rounded box is the box,
      and the sweep is noonat/intersect's segment cast);
    * ``started_overlapping`` is exactly :func:`intersect_aabb_circle`'s test;
      then ``time = 0`` and the hit is the cast's (time 0 from a start inside
      the grown box, ``delta = -delta``, normal of the slab entered last or
      of the corner circle), except when rounding makes the cast miss: then
      the static push-out of :func:`intersect_aabb_circle` (as for boxes);
    * a zero ``delta`` is the static test.
    """
    b = _box(box)
    c = _circle(circle)
    d = _vec(delta, "delta")
    return _sweep_box_circle(b, box, c, d)


def _sweep_circle_box(circle: Circle, original, box: Box, delta: Vec) -> Sweep:
    cx, cy, r = circle
    bx, by = box[0], box[1]
    if _is_zero(delta):
        return _static_sweep(_circle_aabb(circle, original, box), (bx, by))
    static = _circle_aabb(circle, original, box)
    stuck = static is not None
    # In the box's frame the circle's centre moves by -delta.
    cast = _cast_rounded_box(box, r, (cx, cy), (-delta[0], -delta[1]))
    if cast is None:
        if stuck:
            return Sweep(static, (bx, by), 0.0, True)
        return Sweep(None, (bx + delta[0], by + delta[1]), 1.0, False)
    t, box_normal, _ = cast
    # From the circle toward the box; 0.0 - n keeps a zero component +0.0.
    normal = (0.0 - box_normal[0], 0.0 - box_normal[1])
    time = 0.0 if stuck else clamp(t - EPSILON, 0.0, 1.0)
    hit = _hit_from_time(original, (bx, by), delta, t, normal)
    hit = hit._replace(pos=(cx + normal[0] * r, cy + normal[1] * r))
    return Sweep(hit, (bx + delta[0] * time, by + delta[1] * time), time, stuck)


def sweep_circle_aabb(circle: Circle, box: Box, delta: Vec) -> Sweep:
    """``Circle.sweep_aabb``: the box moves by ``delta`` against the static circle.

    The same rounded-box cast as :func:`sweep_aabb_circle`, in the box's
    frame (the circle's centre moving by ``-delta``), so the times are those of
    ``sweep_aabb_circle(box, circle, -delta)`` bit for bit.  ``hit.normal``
    points from the circle toward the box (the rounded box's normal, negated
    as ``0.0 - n`` so that no component is ``-0.0``); ``hit.pos = c + normal *
    r`` (on the circle); ``hit.delta = (1 - t) * -delta`` moves the box back;
    ``pos`` is the box's centre at ``time``.  ``started_overlapping`` is
    exactly :func:`intersect_circle_aabb`'s test (the same arithmetic as
    :func:`intersect_aabb_circle`'s); the fallback when the cast misses a stuck
    start is its static hit.  A zero ``delta`` is the static test.
    """
    c = _circle(circle)
    b = _box(box)
    d = _vec(delta, "delta")
    return _sweep_circle_box(c, circle, b, d)


def _tagged(shape, what: str):
    """Validate a ``("aabb", box)`` or ``("circle", circle)`` pair."""
    kind, value = shape
    if kind == "aabb":
        return kind, _box(value, what), value
    if kind == "circle":
        return kind, _circle(value, what), value
    raise ValueError(f"{what}: unknown shape kind {kind!r} (expected 'aabb' or 'circle')")


def sweep_into_mixed(body, colliders, delta: Vec) -> tuple[Sweep, int]:
    """``sweep_into_aabb`` with boxes and circles: the nearest hit, ties keep the first.

    ``body`` is ``("aabb", box)`` or ``("circle", circle)``; ``colliders`` a
    sequence of such tagged shapes.  Each pair is swept with the body as the
    mover (``sweep_aabb_aabb``, :func:`sweep_circle_aabb`,
    :func:`sweep_aabb_circle`, :func:`sweep_circle_circle`); the first sweep of
    smallest time below 1 wins (at an equal time, one that started overlapping).  Returns ``(sweep, index)``, ``index = -1``
    with no hit; ``hit.collider`` is the collider's shape tuple as given.
    An unknown kind raises ``ValueError``.
    """
    body_kind, body_shape, _ = _tagged(body, "body")
    d = _vec(delta, "delta")
    nearest = Sweep(None, (body_shape[0] + d[0], body_shape[1] + d[1]), 1.0, False)
    index = -1
    for i, collider in enumerate(colliders):
        kind, shape, original = _tagged(collider, f"collider {i}")
        if kind == "aabb" and body_kind == "aabb":
            sweep = sweep_aabb_aabb(shape, body_shape, d)
            if sweep.hit is not None:
                sweep = sweep._replace(hit=sweep.hit._replace(collider=original))
        elif kind == "aabb":
            sweep = _sweep_box_circle(shape, original, body_shape, d)
        elif body_kind == "aabb":
            sweep = _sweep_circle_box(shape, original, body_shape, d)
        else:
            sweep = _sweep_circle(shape, original, body_shape, d)
        if sweep.time < nearest.time or (sweep.time == nearest.time and sweep.hit is not None
                                         and sweep.started_overlapping
                                         and not nearest.started_overlapping):
            nearest, index = sweep, i
    return nearest, index


def overlap_interval_circle_circle(circle: Circle, other: Circle, delta: Vec, other_delta: Vec):
    """``Circle.overlap_interval_aabb_aabb``: ``(first, last)`` within [0, 1], or None.

    Both circles move during the step (``circle`` by ``delta``, ``other`` by
    ``other_delta``); their interiors overlap for ``first < t < last``.
    Relative motion ``v = other_delta - delta``, ``d = other.c - c``,
    ``R = r + other.r``; ``a = dot(v, v)``, ``h = dot(v, d)``,
    ``k = dot(d, d) - R * R``, ``disc = h * h - a * k`` (computed as in ``_discriminant``); roots by the stable
    pair of section 2; ``first = max(t1, 0)``, ``last = min(t2, 1)``, and an
    interval only if ``first < last``.  ``first`` is 0 when they overlap at
    the start (``k < 0``, the test of ``intersect_circle``: the roots then have
    opposite signs) -- and also when they touch at the start and move into
    each other (a root at 0).

    Rules beyond the page: with no relative motion (``a == 0``, including a
    ``v`` whose square underflows) the answer is ``(0, 1)`` if ``k < 0`` and
    None otherwise; ``disc <= 0`` (a tangent path, or -- only through
    underflow -- a start inside) is treated the same way.
    """
    cx, cy, r = _circle(circle)
    ox, oy, other_r = _circle(other, "other")
    dx, dy = _vec(delta, "delta")
    odx, ody = _vec(other_delta, "other_delta")
    sx, sy, vx, vy, radius_sum = _rescaled(ox - cx, oy - cy, odx - dx, ody - dy, r + other_r)
    a = vx * vx + vy * vy
    h = vx * sx + vy * sy
    k = (sx * sx + sy * sy) - radius_sum * radius_sum
    if a == 0:
        return (0.0, 1.0) if k < 0 else None
    disc = _discriminant(sx, sy, vx, vy, a, h, radius_sum)
    if not disc > 0:
        return (0.0, 1.0) if k < 0 else None
    t1, t2 = _stable_roots(a, h, k, disc)
    first = t1 if t1 > 0 else 0.0
    last = t2 if t2 < 1 else 1.0
    if first < last:
        return first, last
    return None
