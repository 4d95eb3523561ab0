"""Cosine and sine of the OBB's angle (src/core/base/trig.h, collide2d/oracle/trig.py):
the C core and the oracle give the same bits, within 2 units in the last place of the C
library's values (Python's math.cos and math.sin), and the C library's own beyond the
reduction limit."""

from __future__ import annotations

import math
import struct

from hypothesis import given, settings
from hypothesis import strategies as st

from collide2d import OBB
from collide2d.oracle.trig import REDUCE_LIMIT, cos_sin

angles = (st.floats(-10, 10, allow_nan=False)
          | st.floats(-REDUCE_LIMIT, REDUCE_LIMIT, allow_nan=False)
          | st.floats(REDUCE_LIMIT, 2.0**200) | st.floats(-2.0**200, -REDUCE_LIMIT)
          | st.integers(-1000, 1000).map(lambda k: k * (math.pi / 4))
          | st.floats(-1e-300, 1e-300))


def bits(v: float) -> bytes:
    return struct.pack("<d", v)


def ulps(a: float, b: float) -> float:
    return 0.0 if a == b else abs(a - b) / math.ulp(max(abs(a), abs(b)))


@settings(max_examples=2000, deadline=None)
@given(a=angles)
def test_within_two_ulps_of_the_c_library(a) -> None:
    c, s = cos_sin(a)
    assert ulps(c, math.cos(a)) <= 2 and ulps(s, math.sin(a)) <= 2, (a, c, s)
    assert c * c + s * s == 1.0 or abs(c * c + s * s - 1.0) <= 4 * 2.0**-52


@settings(max_examples=500, deadline=None)
@given(a=angles)
def test_the_c_core_computes_the_same_bits(a) -> None:
    """OBB's second corner, of a box of half size (1, 0), is (cos a, sin a) exactly
    (for an angle that is not a multiple of pi / 2, whose axes are exact instead)."""
    if round(a / (math.pi / 2)) * (math.pi / 2) == a and abs(a) <= 2.0**21:
        return
    corner = OBB((0, 0), (1, 0), a).corners[1]
    c, s = cos_sin(a)
    assert (bits(corner.x), bits(corner.y)) == (bits(c + 0.0), bits(s + 0.0)), a


def test_exact_values_at_small_angles() -> None:
    assert cos_sin(1e-300) == (1.0, 1e-300)
    assert cos_sin(2.0**-30) == (math.cos(2.0**-30), math.sin(2.0**-30))
