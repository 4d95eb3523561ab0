"""Helpers of the oracle suites (tests/test_oracle_*.py): float bits, hit checks, Fractions."""

from __future__ import annotations

import struct
from fractions import Fraction

from collide2d.oracle import Hit
from hypothesis import settings

PROPERTY = settings(max_examples=100, deadline=None)
FEW = settings(max_examples=60, deadline=None)

# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def bits(value: float) -> bytes:
    return struct.pack("<d", value)


def assert_same_float(got, expected, what: str = "value") -> None:
    """``got`` is a float with exactly the bits of ``expected`` (sign of zero included)."""
    assert isinstance(got, float), f"{what}: expected a float, got {got!r}"
    assert bits(got) == bits(float(expected)), f"{what}: got {got!r}, expected {expected!r}"


def assert_same_vec(got, expected, what: str) -> None:
    assert len(got) == 2, f"{what}: {got!r}"
    assert_same_float(got[0], expected[0], what + ".x")
    assert_same_float(got[1], expected[1], what + ".y")


def assert_hit(hit, collider, pos, delta, normal, time) -> None:
    assert isinstance(hit, Hit), f"expected a Hit, got {hit!r}"
    assert hit.collider == collider
    assert_same_vec(hit.pos, pos, "pos")
    assert_same_vec(hit.delta, delta, "delta")
    assert_same_vec(hit.normal, normal, "normal")
    assert_same_float(hit.time, time, "time")


def floats_of(value):
    """Every float inside a (nested) result."""
    if isinstance(value, float):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from floats_of(item)


#: The relative distance to a tie below which a *calm* example is skipped.
TIE = Fraction(1, 10**9)


def fr(v: float) -> Fraction:
    return Fraction(v)


def fvec(v):
    return fr(v[0]), fr(v[1])


def fsub(p, q):
    return p[0] - q[0], p[1] - q[1]


def fdot(u, v):
    return u[0] * v[0] + u[1] * v[1]


def fcross(u, v):
    return u[0] * v[1] - u[1] * v[0]


def fnorm(u) -> Fraction:
    """The max norm (no square roots in exact arithmetic)."""
    return max(abs(u[0]), abs(u[1]))


def near_zero(value: Fraction, scale: Fraction) -> bool:
    """``|value| <= 1e-9 * scale``; never for a zero scale (an exactly degenerate
    input is decided exactly by both sides, it is not a tie)."""
    return scale > 0 and abs(value) <= TIE * scale

BOX = (0.0, 0.0, 2.0, 1.0)  # x in [-2, 2], y in [-1, 1]

UNIT = (0.0, 0.0, 1.0)
