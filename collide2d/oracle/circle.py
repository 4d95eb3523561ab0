"""Circles against points, circles, boxes and segment casts (MDN; WecTeam's clamp)."""

from __future__ import annotations

import math

from .base import (
    Box,
    Circle,
    Hit,
    Vec,
    _box,
    _circle,
    _hit_from_time,
    _vec,
    clamp,
    sign,
)
from .small import _closer_than, _direction, _discriminant, _rescaled, _unit


def _intersect_circle_point(circle: Circle, original, px: float, py: float, radius_sum: float):
    """Shared by intersect_point and intersect_circle: ``radius_sum`` is r or R."""
    cx, cy, r = circle
    dx = px - cx
    dy = py - cy
    if not _closer_than(dx, dy, radius_sum):
        return None
    normal, length = _unit(dx, dy)
    pos = (cx + normal[0] * r, cy + normal[1] * r)
    delta = (normal[0] * (radius_sum - length), normal[1] * (radius_sum - length))
    return Hit(original, pos, delta, normal, 0.0)


def intersect_circle_point(circle: Circle, point: Vec) -> Hit | None:
    """``Circle.intersect_point``: a hit iff the point is strictly inside.

    ``d = p - c``; hit iff ``dot(d, d) < r * r`` (so a circle of radius 0 is
    never hit), squared in a rescaled frame for tiny inputs
    (:func:`_closer_than`).  ``normal = d / len`` (``(0, 1)`` for a point at
    the centre; see :func:`_unit`); ``pos = c + normal * r`` on the
    circle; ``delta = normal * (r - len)`` moves the point onto the circle;
    ``time = 0``.
    """
    c = _circle(circle)
    px, py = _vec(point, "point")
    return _intersect_circle_point(c, circle, px, py, c[2])


def _circle_circle(circle: Circle, original, other: Circle) -> Hit | None:
    return _intersect_circle_point(circle, original, other[0], other[1], circle[2] + other[2])


def intersect_circle_circle(circle: Circle, other: Circle) -> Hit | None:
    """``Circle.intersect_circle`` (MDN): strict overlap of two circles.

    As :func:`intersect_circle_point` with ``d = other.c - c`` and the radius
    sum ``R = r + other.r``: hit iff ``dot(d, d) < R * R``;
    ``pos = c + normal * r`` (on this circle); ``delta = normal * (R - len)``
    moves ``other`` out until the circles touch.  Coincident centres push
    along ``(0, 1)``, whichever circle is the collider.
    """
    c = _circle(circle)
    o = _circle(other, "other")
    return _circle_circle(c, circle, o)


def _clamp_to_box(box: Box, x: float, y: float) -> Vec:
    """WecTeam: the point of the box nearest to (x, y), ``clamp(p, min, max)``."""
    bx, by, hx, hy = box
    return clamp(x, bx - hx, bx + hx), clamp(y, by - hy, by + hy)


def _box_circle_inside(box: Box, circle: Circle):
    """For a centre in the box or on its boundary: ``(hit?, dx, dy, px, py)``.

    A hit if ``r > 0`` or the centre is strictly inside (``px > 0`` and
    ``py > 0``, with ``px = hx - |dx|`` as in noonat/intersect's AABB vs Point).
    """
    bx, by, hx, hy = box
    cx, cy, r = circle
    dx = cx - bx
    dy = cy - by
    px = hx - abs(dx)
    py = hy - abs(dy)
    return (r > 0 or (px > 0 and py > 0)), dx, dy, px, py


def _aabb_circle(box: Box, original, circle: Circle) -> Hit | None:
    cx, cy, r = circle
    qx, qy = _clamp_to_box(box, cx, cy)
    dx = cx - qx
    dy = cy - qy
    if dx != 0 or dy != 0:
        # Centre outside the box: WecTeam's distance test (tiny vectors
        # squared in scaled frames, see _closer_than and _unit).
        if not _closer_than(dx, dy, r):
            return None
        normal, length = _unit(dx, dy)
        delta = (normal[0] * (r - length), normal[1] * (r - length))
        return Hit(original, (qx, qy), delta, normal, 0.0)
    hit, ex, ey, px, py = _box_circle_inside(box, circle)
    if not hit:
        return None
    bx, by, hx, hy = box
    if px < py:
        sx = sign(ex)
        return Hit(original, (bx + hx * sx, cy), (sx * (px + r), 0.0), (sx, 0.0), 0.0)
    sy = sign(ey)
    return Hit(original, (cx, by + hy * sy), (0.0, sy * (py + r)), (0.0, sy), 0.0)


def intersect_aabb_circle(box: Box, circle: Circle) -> Hit | None:
    """``AABB.intersect_circle`` (WecTeam's clamp): the box is the collider.

    ``q = clamp(c, box.min, box.max)``, ``d = c - q``.

    * Centre outside (``d != 0``): hit iff ``dot(d, d) < r * r``;
      ``normal = d / len``, ``pos = q``, ``delta = normal * (r - len)``.
    * Centre inside or on the boundary: a hit if ``r > 0`` or the centre is
      strictly inside.  The face of least overlap as in noonat/intersect's AABB vs
      Point (``px = hx - |dx|``, ``dx = c.x - box.x``; ``px < py`` picks x,
      ties go to y, ``sign(0) = +1``); ``normal`` is that face's,
      ``pos = (box.x + hx * sign(dx), c.y)`` (or the y twin) and
      ``delta = (sign(dx) * (px + r), 0)`` leaves the circle tangent to it.
      A centre exactly on an edge has ``px == 0`` and leaves through it.

    Rule beyond the page: tiny vectors (below 2**-256) are squared and
    normalised in frames scaled by an exact power of two (:func:`_closer_than`,
    :func:`_unit`), so a centre outside by a subnormal distance is still
    outside, with its exact normal.  A circle of radius 0 behaves as
    noonat/intersect's point.
    """
    b = _box(box)
    c = _circle(circle)
    return _aabb_circle(b, box, c)


def _circle_aabb(circle: Circle, original, box: Box) -> Hit | None:
    cx, cy, r = circle
    qx, qy = _clamp_to_box(box, cx, cy)
    ex = qx - cx
    ey = qy - cy
    if ex != 0 or ey != 0:
        if not _closer_than(ex, ey, r):
            return None
        normal, length = _unit(ex, ey)
        pos = (cx + normal[0] * r, cy + normal[1] * r)
        delta = (normal[0] * (r - length), normal[1] * (r - length))
        return Hit(original, pos, delta, normal, 0.0)
    hit = _box_circle_inside(box, circle)[0]
    if not hit:
        return None
    bx, by, hx, hy = box
    # How far the box must move along each direction for a face to clear the
    # circle; the first smallest wins, in the page's tie order: y before x,
    # + before -.
    candidates = (
        ((0.0, 1.0), r + (cy - (by - hy))),
        ((0.0, -1.0), r + ((by + hy) - cy)),
        ((1.0, 0.0), r + (cx - (bx - hx))),
        ((-1.0, 0.0), r + ((bx + hx) - cx)),
    )
    normal, amount = candidates[0]
    for candidate, candidate_amount in candidates[1:]:
        if candidate_amount < amount:
            normal, amount = candidate, candidate_amount
    pos = (cx + normal[0] * r, cy + normal[1] * r)
    delta = (normal[0] * amount, normal[1] * amount)
    return Hit(original, pos, delta, normal, 0.0)


def intersect_circle_aabb(circle: Circle, box: Box) -> Hit | None:
    """``Circle.intersect_aabb``: the circle is the collider, ``delta`` moves the box.

    ``q = clamp(c, box.min, box.max)``, ``e = q - c`` (from the circle to the
    box).

    * ``e != 0``: hit iff ``dot(e, e) < r * r``; ``normal = e / len``,
      ``pos = c + normal * r``, ``delta = normal * (r - len)``.
    * Centre inside the box or on its boundary: a hit if ``r > 0`` or the
      centre is strictly inside (the same test as :func:`intersect_aabb_circle`).
      Moving the box along +x needs ``r + (c.x - min.x)``, along -x
      ``r + (max.x - c.x)``, likewise y; the smallest wins, ties in the order
      +y, -y, +x, -x.  ``normal`` is that direction, ``delta = normal *
      amount``, ``pos = c + normal * r``.

    Rule beyond the page: tiny vectors are squared in scaled frames (see
    :func:`intersect_aabb_circle`).  Note that on ties the two functions do not
    mirror each other (here the box moves +y, there the circle does).
    """
    c = _circle(circle)
    b = _box(box)
    return _circle_aabb(c, circle, b)


def _cast_circle(cx: float, cy: float, r: float, px: float, py: float, dx: float, dy: float):
    """The raycast of ``p + t d`` against the open disc: None or ``(time, normal)``.

    Page section 3, ``Circle.intersect_segment``: ``f = p - c``,
    ``a = dot(d, d)``, ``h = dot(d, f)``, ``k = dot(f, f) - r * r``,
    ``disc = h * h - a * k`` (computed as in ``_discriminant``).
    """
    if not r > 0:
        # A circle of radius 0 has no interior.  Checked first: rounding can
        # make disc > 0 below, and the normal divides by r.
        return None
    # The quadratic in a rescaled frame for tiny inputs (see _rescaled); the
    # frame only changes lengths, so times and normals are the same.
    inside = _closer_than(px - cx, py - cy, r)
    fx, fy, dx, dy, r = _rescaled(px - cx, py - cy, dx, dy, r)
    ff = fx * fx + fy * fy
    k = ff - r * r
    if k < 0 or inside:
        # Starts inside: time 0, normal from the centre to the start. Where the squares
        # underflow in this frame (a radius below about 1e-154 beside a motion of size
        # 1), the test in the frame of the start and the radius alone says it.
        return 0.0, _direction(fx, fy, ff)[0]
    a = dx * dx + dy * dy
    if not a > 0:
        return None
    h = dx * fx + dy * fy
    disc = _discriminant(fx, fy, dx, dy, a, h, r)
    if not (disc > 0 and h < 0):
        return None
    # The entry time, the smaller root, in the stable form of section 2: with
    # h < 0, q = -(h + copysign(sqrt(disc), h)) = sqrt(disc) - h > 0 and the
    # smaller root is k / q (the textbook (-b - sqrt(b^2 - 4ac)) / 2a cancels
    # when the start is near the circle).
    q = -(h + math.copysign(math.sqrt(disc), h))
    t0 = k / q
    if not t0 < 1:
        return None
    # The page writes normal = (pos + t0 delta - c) / r.  That is not unit when
    # r is below the coordinates' resolution, and overflows to +-inf for a
    # subnormal r (then c + normal * 0 is NaN in a sweep).  Instead: the same
    # vector in the circle's local space (Dev.Mag part 2), f + t0 delta, normalised
    # like intersect_point's d / len, (0, 1) if its square is 0.
    vx = fx + t0 * dx
    vy = fy + t0 * dy
    normal = _direction(vx, vy, vx * vx + vy * vy)[0]
    return t0, normal


def _circle_segment(circle: Circle, original, pos: Vec, delta: Vec) -> Hit | None:
    cast = _cast_circle(circle[0], circle[1], circle[2], pos[0], pos[1], delta[0], delta[1])
    if cast is None:
        return None
    time, normal = cast
    return _hit_from_time(original, pos, delta, time, normal)


def intersect_circle_segment(circle: Circle, pos: Vec, delta: Vec) -> Hit | None:
    """``Circle.intersect_segment`` (raycast): the first time ``pos + t delta`` is inside.

    With ``f = pos - c``, ``a = dot(delta, delta)``, ``h = dot(delta, f)``,
    ``k = dot(f, f) - r * r``, ``disc = h * h - a * k`` (computed as in ``_discriminant``):

    * ``k < 0``, or ``_closer_than(f, r)`` where ``r * r`` underflows (starts
      inside): ``time = 0``, ``normal`` from the centre to ``pos`` (``(0, 1)`` if
      ``pos`` is the centre, or its square underflows);
    * else a hit iff ``a > 0``, ``disc > 0``, ``h < 0`` and the entry time
      ``t0 < 1``; ``normal`` is the unit vector from the centre to the entry
      point (see below).

    ``pos = pos + delta * time`` and ``delta = (1 - time) * -delta`` as for
    boxes.  A tangent ray, one that ends on the circle, or one that starts on
    it moving out, does not hit; one that starts on it moving in hits at 0.

    Rules beyond the page: ``t0`` is always computed in the stable form
    ``k / q`` with ``q = -(h + copysign(sqrt(disc), h))`` (``h < 0`` on every
    hit, so "when needed" is always); a circle of radius 0 is never hit.

    Deviation from the page: the page's ``normal = (pos + t0 delta - c) / r``
    is replaced by ``v / |v|`` with ``v = f + t0 * delta`` (the entry point in
    the circle's local space) and ``(0, 1)`` if ``dot(v, v) == 0``.  The
    page's form is not unit once ``r`` is below the resolution of the
    coordinates (length 0 or 2.3 for a circle of radius 1e-7 at 1e11) and is
    +-inf for a subnormal ``r``.
    """
    c = _circle(circle)
    p = _vec(pos, "pos")
    d = _vec(delta, "delta")
    return _circle_segment(c, circle, p, d)
