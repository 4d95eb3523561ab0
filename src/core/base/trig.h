// collide2d core, base/trig.h: cosine and sine of an angle, our own, so that
// - the batch kernels can compute them in vector lanes (a C library's cos and sin
//   are calls the compiler cannot vectorise, and cost most of an OBB test),
// - every platform gives the same bits (a C library's results may differ in the
//   last place between libraries), and the pure-Python oracle gives them too
//   (collide2d/oracle/trig.py: the same operations in the same order).
//
// The method is the classic one of fdlibm (Sun Microsystems' freely distributable
// libm, also in musl): reduce the angle by a multiple k of pi/2, the constant split
// into pieces whose products with k are exact; then minimax polynomials on
// [-pi/4, pi/4] (fdlibm's coefficients) and the quadrant k mod 4. Branch-free: the
// quadrant is applied with selects. Within about 1 unit in the last place of the
// true values for |angle| <= C2D_TRIG_REDUCE_LIMIT; beyond it (a rotation of more
// than ~260,000 turns, where float64 angles are far apart anyway) the C library's
// functions are used, as the oracle uses Python's math.cos and math.sin.
#ifndef C2D_BASE_TRIG_H
#define C2D_BASE_TRIG_H

#include <math.h>
#include <stdbool.h>

/// Angles up to this size are reduced with the three-piece pi/2 below: k < 2^20,
/// so k times the first piece (33 significant bits) is exact.
#define C2D_TRIG_REDUCE_LIMIT 0x1p20

/// 2 / pi, and pi / 2 in three pieces: the first two have 33 significant bits each
/// (their products with an integer k < 2^20 are exact), the third is the rest.
#define C2D_TWO_OVER_PI 6.36619772367581382433e-01
#define C2D_PIO2_1 1.57079632673412561417e+00
#define C2D_PIO2_2 6.07710050630396597660e-11
#define C2D_PIO2_3 2.02226624879595063154e-21

/// sin(r) for |r| <= pi/4 (fdlibm's __kernel_sin coefficients).
static inline double c2d_sin_kernel(double r) {
    const double s1 = -1.66666666666666324348e-01, s2 = 8.33333333332248946124e-03,
                 s3 = -1.98412698298579493134e-04, s4 = 2.75573137070700676789e-06,
                 s5 = -2.50507602534068634195e-08, s6 = 1.58969099521155010221e-10;
    double z = r * r;
    double w = z * z;
    double p = (s2 + z * (s3 + z * s4)) + z * w * (s5 + z * s6);
    double v = z * r;
    return r + v * (s1 + z * p);
}

/// cos(r) for |r| <= pi/4 (fdlibm's __kernel_cos coefficients), 1 - z/2 taken with
/// its rounding error carried (as musl does), which keeps it within an ulp.
static inline double c2d_cos_kernel(double r) {
    const double c1 = 4.16666666666666019037e-02, c2 = -1.38888888888741095749e-03,
                 c3 = 2.48015872894767294178e-05, c4 = -2.75573143513906633035e-07,
                 c5 = 2.08757232129817482790e-09, c6 = -1.13596475577881948265e-11;
    double z = r * r;
    double w = z * z;
    double p = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6));
    double hz = 0.5 * z;
    double one_minus = 1.0 - hz;
    return one_minus + (((1.0 - one_minus) - hz) + z * p);
}

/// (cos a, sin a) for |a| <= C2D_TRIG_REDUCE_LIMIT, without a branch: `*c`, `*s`.
static inline void c2d_cos_sin_reduced(double a, double *c, double *s) {
    double k = nearbyint(a * C2D_TWO_OVER_PI);
    double r = ((a - k * C2D_PIO2_1) - k * C2D_PIO2_2) - k * C2D_PIO2_3;
    double kc = c2d_cos_kernel(r), ks = c2d_sin_kernel(r);
    // The quadrant k mod 4, in [0, 4), exactly (k / 4 and 4 * floor(...) are exact):
    // in doubles, so that the loop vectorises where int64 conversions do not (AVX2).
    double q = k - 4.0 * floor(k * 0.25);
    bool swap = (q == 1.0) | (q == 3.0), neg_c = (q == 1.0) | (q == 2.0), neg_s = q >= 2.0;
    double cc = swap ? ks : kc, ss = swap ? kc : ks;
    *c = neg_c ? -cc : cc;
    *s = neg_s ? -ss : ss;
}

/// (cos a, sin a) for any finite angle.
static inline void c2d_cos_sin(double a, double *c, double *s) {
    if (fabs(a) <= C2D_TRIG_REDUCE_LIMIT) {
        c2d_cos_sin_reduced(a, c, s);
    } else {
        *c = cos(a);
        *s = sin(a);
    }
}

#endif
