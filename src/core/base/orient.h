// collide2d core, base/orient.h: the exact sign of the orientation of three points,
// for every float64 input within the coordinate limit (Shewchuk's orient2d,
// "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
// Predicates", 1997: a floating-point filter, and an exact expansion when the filter
// cannot decide). Convexity checks, hulls and the yes/no answers of the polygon
// tests rest on it, so integer and dyadic inputs -- where touching edges and
// collinear vertices are common -- are decided exactly, not by rounding.
// Plain C11, no Python.
#ifndef C2D_BASE_ORIENT_H
#define C2D_BASE_ORIENT_H

#include <math.h>

#include "base/math.h"

/// Shewchuk's ccwerrboundA: (3 + 16 eps) eps, eps = 2^-53. When |det| exceeds this
/// times (|left| + |right|), the rounded determinant has the true sign.
#define C2D_ORIENT_BOUND 3.3306690738754716e-16

/// a + b = *s + *e exactly (Knuth's two-sum).
static inline void c2d_two_sum(double a, double b, double *s, double *e) {
    double sum = a + b;
    double bb = sum - a;
    *e = (a - (sum - bb)) + (b - bb);
    *s = sum;
}

/// a * b = *p + *e exactly (fma: the rounding error of the product; exact unless the
/// product underflows, which c2d_orient_exact avoids by scaling tiny differences up).
static inline void c2d_two_product(double a, double b, double *p, double *e) {
    double prod = a * b;
    *e = fma(a, b, -prod);
    *p = prod;
}

/// The sign (-1, 0, 1) of the exact sum of `n` <= 16 doubles: Shewchuk's
/// Grow-Expansion with zero elimination keeps a nonoverlapping expansion, whose
/// largest component has the sign of the whole.
static inline int c2d_exact_sum_sign(const double *terms, int n) {
    double h[17];
    int m = 0;
    for (int i = 0; i < n; i++) {
        double q = terms[i];
        int k = 0;
        for (int j = 0; j < m; j++) {
            double s, e;
            c2d_two_sum(q, h[j], &s, &e);
            if (e != 0) h[k++] = e;
            q = s;
        }
        if (q != 0) h[k++] = q;
        m = k;
    }
    return m == 0 ? 0 : (h[m - 1] > 0 ? 1 : -1);
}

/// The exact determinant's sign, where the filter could not decide: each difference
/// split into its rounded value and error (two-sum), the eight products of the
/// pieces each into two (two-product), and the sixteen terms summed exactly.
C2D_COLD static int c2d_orient_exact(c2d_vec2 a, c2d_vec2 b, c2d_vec2 c) {
    double x1, x1e, y2, y2e, y1, y1e, x2, x2e;
    c2d_two_sum(b.x, -a.x, &x1, &x1e);
    c2d_two_sum(c.y, -a.y, &y2, &y2e);
    c2d_two_sum(b.y, -a.y, &y1, &y1e);
    c2d_two_sum(c.x, -a.x, &x2, &x2e);
    // Tiny differences: the products of the pieces would underflow and lose bits. The
    // x pieces and the y pieces are each scaled up by a power of two of their own
    // until the largest of them is near 1: every term is one x piece times one y
    // piece, so the determinant is scaled by the product of the two powers, which is
    // exact and keeps the sign. (One power for both would not do: a sliver 2^-160
    // wide and 2^-1022 tall has products near 2^-1182 at any common scale that keeps
    // its width finite.) A product can then underflow only where the pieces of the two
    // axes spread over more than ~2^1000 together (the largest of each at least 1).
    double big_x = fmax(fmax(fabs(x1), fabs(x2)), fmax(fabs(x1e), fabs(x2e)));
    double big_y = fmax(fmax(fabs(y1), fabs(y2)), fmax(fabs(y1e), fabs(y2e)));
    if (big_x != 0 && big_x < 1.0) {
        int up = -ilogb(big_x);
        x1 = ldexp(x1, up), x1e = ldexp(x1e, up), x2 = ldexp(x2, up), x2e = ldexp(x2e, up);
    }
    if (big_y != 0 && big_y < 1.0) {
        int up = -ilogb(big_y);
        y1 = ldexp(y1, up), y1e = ldexp(y1e, up), y2 = ldexp(y2, up), y2e = ldexp(y2e, up);
    }
    const double left[2][2] = {{x1, x1e}, {y2, y2e}};
    const double right[2][2] = {{y1, y1e}, {x2, x2e}};
    double t[16];
    int n = 0;
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 2; j++) {
            c2d_two_product(left[0][i], left[1][j], &t[n], &t[n + 1]);
            n += 2;
            c2d_two_product(-right[0][i], right[1][j], &t[n], &t[n + 1]);
            n += 2;
        }
    }
    return c2d_exact_sum_sign(t, n);
}

/// The sign of cross(b - a, c - a), exactly: 1 when a, b, c turn counter-clockwise
/// (c left of the line a -> b), -1 clockwise, 0 collinear (or two points equal).
static inline int c2d_orient(c2d_vec2 a, c2d_vec2 b, c2d_vec2 c) {
    double left = (b.x - a.x) * (c.y - a.y);
    double right = (b.y - a.y) * (c.x - a.x);
    double det = left - right;
    double size = fabs(left) + fabs(right);
    // The filter's relative error bound holds only for products clear of underflow
    // (the bound's 16 eps^2 slack covers one subnormal product's absolute error).
    if (size >= 0x1p-960) {
        double bound = C2D_ORIENT_BOUND * size;
        if (det > bound) return 1;
        if (-det > bound) return -1;
    }
    return c2d_orient_exact(a, b, c);
}

#endif
