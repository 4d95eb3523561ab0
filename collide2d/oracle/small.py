"""Directions, unit vectors and squares of tiny vectors, without underflow: the rescaled frames."""

from __future__ import annotations

import math

from .base import max_of


def _direction(x: float, y: float, squared_length: float):
    """``((x, y) / len, len)`` with ``len = sqrt(squared_length)``.

    The page's fallback: when the length is 0 (coincident points, or a vector
    whose square underflows) the direction is ``(0, 1)`` -- ties go to y and
    ``sign(0) = +1`` -- and the length 0.  No component is ``-0.0``.
    """
    if squared_length == 0:
        return (0.0, 1.0), 0.0
    length = math.sqrt(squared_length)
    # + 0.0: a component of -0.0 (from -0.0 - +0.0 in the caller) becomes +0.0.
    return (x / length + 0.0, y / length + 0.0), length

RESCALE_BELOW = 2.0**-256


def _tiny_scale(m: float) -> int:
    """C's ``c2d_tiny_scale``: 0 unless ``0 < m < RESCALE_BELOW``, then ``-e``
    (``e`` from ``frexp``) so that ``ldexp(m, k)`` lies in [0.5, 1).

    Squares of magnitudes below ~2**-511 lose precision and below ~2**-537
    underflow to 0; an exact power-of-two scale commutes with every IEEE
    operation that neither under- nor overflows, so a scaled frame gives the
    unscaled answers bit for bit wherever those did not underflow.
    """
    if m < RESCALE_BELOW and m > 0:
        return -math.frexp(m)[1]
    return 0


def _tiny_scaled(v):
    """C's ``c2d_tiny_scaled``: ``v`` scaled by ``_tiny_scale`` of its larger
    component (the same direction, exactly), so that a face too short for its products
    with the coordinates (a segment 1e-300 long among shapes of size 1) still measures
    gaps and speeds; times, their ratios, are unchanged wherever the unscaled products
    did not underflow."""
    k = _tiny_scale(max(abs(v[0]), abs(v[1])))
    if k != 0:
        return (math.ldexp(v[0], k), math.ldexp(v[1], k))
    return v

def _unit(x: float, y: float):
    """C's ``c2d_unit``: :func:`_direction` of ``(x, y)`` from its components.

    A vector with both ``|x|``, ``|y|`` below ``RESCALE_BELOW`` is normalised
    in its own frame scaled by ``2**k`` (:func:`_tiny_scale`) and the length
    scaled back by ``2**-k``: a nonzero vector never reads as length 0.
    """
    k = _tiny_scale(max_of(abs(x), abs(y)))
    if k == 0:
        return _direction(x, y, x * x + y * y)
    sx = math.ldexp(x, k)
    sy = math.ldexp(y, k)
    normal, length = _direction(sx, sy, sx * sx + sy * sy)
    return normal, math.ldexp(length, -k)


def _closer_than(x: float, y: float, reach: float) -> bool:
    """C's ``c2d_closer_than``: ``x * x + y * y < reach * reach`` (strict),
    squared in the frame scaled by ``2**k``, ``k = _tiny_scale(max(|x|, |y|,
    reach))``, when all three are below ``RESCALE_BELOW``."""
    k = _tiny_scale(max_of(max_of(abs(x), abs(y)), reach))
    if k != 0:
        x = math.ldexp(x, k)
        y = math.ldexp(y, k)
        reach = math.ldexp(reach, k)
    return x * x + y * y < reach * reach


def _rescaled(fx: float, fy: float, dx: float, dy: float, r: float):
    """The quadratic's inputs in a frame scaled by an exact power of two.

    The discriminant is a fourth power of the inputs' scale and underflows
    below ~2**-256; when the largest of ``|f|``, ``|d|``, ``r`` is below
    that, everything is multiplied by ``2**-e`` (``e`` from ``frexp``) so it
    lies in [0.5, 1). Roots, signs and directions are the same in any such
    frame; inputs in the normal range are returned unchanged.
    """
    m = max_of(max_of(max_of(abs(fx), abs(fy)), max_of(abs(dx), abs(dy))), r)
    if m < RESCALE_BELOW and m > 0:
        e = math.frexp(m)[1]
        return (math.ldexp(fx, -e), math.ldexp(fy, -e), math.ldexp(dx, -e),
                math.ldexp(dy, -e), math.ldexp(r, -e))
    return fx, fy, dx, dy, r


def _discriminant(fx: float, fy: float, dx: float, dy: float, a: float, h: float, r: float) -> float:
    """``h * h - a * c`` of the line ``f + u d`` against radius ``r``, computed
    as ``a * (r * r) - cross(d, f) ** 2`` (Lagrange's identity).

    ``cross(d, f) = d.x * f.y - d.y * f.x`` is ``|d|`` times the distance from
    the centre to the line, so unlike Dev.Mag part 2's ``b^2 - 4ac`` this has no
    ``dot(f, f)`` in it and keeps its precision when the line starts far from
    the circle (``|f| = 1e8``, ``r = 1``: ``c = dot(f, f) - r^2`` rounds
    ``r^2`` away and a crossing line reads as tangent); and it stays exact on
    small dyadic inputs, where ties (a tangent line) are decided exactly.
    ``h`` is unused (kept so the call reads like Dev.Mag's formula).
    """
    cross = dx * fy - dy * fx
    return a * (r * r) - cross * cross


def _stable_roots(a: float, h: float, c: float, disc: float) -> tuple[float, float]:
    """Both roots of ``a u^2 + 2 h u + c = 0`` for ``a > 0``, ``disc > 0``, sorted.

    The page's stable pair (Numerical Recipes 5.6) in place of Dev.Mag part 2's
    ``(-b +- sqrt(b^2 - 4ac)) / 2a``: ``q = -(h + copysign(sqrt(disc), h))``,
    ``u1 = q / a``, ``u2 = c / q``.  ``|q| >= sqrt(disc) > 0``, so neither
    division is by zero.  Rounding can make the two equal: both are returned;
    a ``-0.0`` root becomes ``+0.0``.
    """
    q = -(h + math.copysign(math.sqrt(disc), h))
    u1 = q / a + 0.0
    u2 = c / q + 0.0
    if u1 < u2:
        return u1, u2
    return u2, u1
