"""Cosine and sine of an angle, as the C core computes them (``src/core/base/trig.h``).

The classic method of fdlibm (Sun Microsystems' freely distributable libm): reduce the
angle by a multiple ``k`` of pi/2, the constant split into pieces whose products with
``k`` are exact, then minimax polynomials on [-pi/4, pi/4] (fdlibm's coefficients) and
the quadrant ``k mod 4``. The same operations in the same order as the C core, so the
same bits on every platform. Beyond ``REDUCE_LIMIT`` Python's ``math.cos`` and
``math.sin`` (the C library's, as in the core).
"""

from __future__ import annotations

import math

REDUCE_LIMIT = 2.0**20
TWO_OVER_PI = 6.36619772367581382433e-01
PIO2_1 = 1.57079632673412561417e+00
PIO2_2 = 6.07710050630396597660e-11
PIO2_3 = 2.02226624879595063154e-21

S1, S2, S3 = -1.66666666666666324348e-01, 8.33333333332248946124e-03, -1.98412698298579493134e-04
S4, S5, S6 = 2.75573137070700676789e-06, -2.50507602534068634195e-08, 1.58969099521155010221e-10
C1, C2, C3 = 4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05
C4, C5, C6 = -2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11


def sin_kernel(r: float) -> float:
    z = r * r
    w = z * z
    p = (S2 + z * (S3 + z * S4)) + z * w * (S5 + z * S6)
    v = z * r
    return r + v * (S1 + z * p)


def cos_kernel(r: float) -> float:
    z = r * r
    w = z * z
    p = z * (C1 + z * (C2 + z * C3)) + w * w * (C4 + z * (C5 + z * C6))
    hz = 0.5 * z
    one_minus = 1.0 - hz
    return one_minus + (((1.0 - one_minus) - hz) + z * p)


def cos_sin(a: float) -> tuple[float, float]:
    """``(cos a, sin a)``, within about an ulp of the true values."""
    if not abs(a) <= REDUCE_LIMIT:
        return math.cos(a), math.sin(a)
    k = float(round(a * TWO_OVER_PI))  # round half to even, as C's nearbyint
    r = ((a - k * PIO2_1) - k * PIO2_2) - k * PIO2_3
    kc, ks = cos_kernel(r), sin_kernel(r)
    q = int(k) & 3
    c, s = (ks, kc) if q & 1 else (kc, ks)
    return (-c if q in (1, 2) else c), (-s if q >= 2 else s)
