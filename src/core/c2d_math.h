// collide2d: 2D vector math, constants and noonat/intersect's helpers.
// Header-only and `static inline` (as Box2D's math_functions.h) so that the
// batch loops inline every call. Plain C11, no Python.
#ifndef C2D_MATH_H
#define C2D_MATH_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/// noonat/intersect's sweep time back-off: a sweep stops this much normalised time
/// before the contact, so the moved box does not touch the collider.
#define C2D_EPSILON 1e-8

/// Every coordinate, size and motion component must satisfy |v| <= 2^200
/// (about 1.6e60). The bound keeps every intermediate of every test (up to the
/// fourth powers of a circle-line discriminant) far from overflow, so that no
/// finite input can become inf - inf = NaN in the middle of a formula.
#define C2D_COORD_LIMIT 0x1p200

/// A 2D vector or point, passed by value.
typedef struct c2d_vec2 {
    double x, y;
} c2d_vec2;

static inline c2d_vec2 c2d_v2(double x, double y) {
    c2d_vec2 v = {x, y};
    return v;
}


// Two-lane vectors (x, y side by side) through GCC/Clang vector extensions:
// SSE2 on x86-64, NEON on arm64. Each lane does the scalar arithmetic, so
// results are the same bit for bit; C2D_PORTABLE (and other compilers) get
// the plain C paths. The C test program builds and checks both.
#if (defined(__GNUC__) || defined(__clang__)) && !defined(C2D_PORTABLE)
#define C2D_USE_VECTOR_EXT 1
typedef double c2d_v2d __attribute__((vector_size(16)));
typedef int64_t c2d_v2i __attribute__((vector_size(16)));

static inline c2d_v2d c2d_load2(const double *p) {
    c2d_v2d v;
    memcpy(&v, p, sizeof v);
    return v;
}

static inline c2d_v2d c2d_abs2(c2d_v2d v) {
    const c2d_v2i no_sign = {INT64_MAX, INT64_MAX};
    return (c2d_v2d)((c2d_v2i)v & no_sign);
}

/// Lane-wise `mask ? a : b` (mask lanes all ones or all zeros).
static inline c2d_v2d c2d_select2(c2d_v2i mask, c2d_v2d a, c2d_v2d b) {
    return (c2d_v2d)((mask & (c2d_v2i)a) | (~mask & (c2d_v2i)b));
}
#endif

/// Keep a rare path out of line so the common one inlines into batch loops
/// (`unused`: a header function some files do not call).
#if defined(__GNUC__) || defined(__clang__)
#define C2D_COLD __attribute__((noinline, cold, unused))
#else
#define C2D_COLD
#endif

/// `c ? a : b` without a branch: bit masks, so batch loops do not mispredict
/// on data-dependent choices (hit or miss, x or y axis). Returns a or b
/// exactly, bit for bit (signs of zero included).
static inline double c2d_select(bool c, double a, double b) {
    uint64_t ua, ub, m = (uint64_t)0 - (uint64_t)c;
    memcpy(&ua, &a, sizeof ua);
    memcpy(&ub, &b, sizeof ub);
    uint64_t r = (ua & m) | (ub & ~m);
    double d;
    memcpy(&d, &r, sizeof d);
    return d;
}

/// noonat/intersect: `value < 0 ? -1 : 1`, so sign(+0) = sign(-0) = +1 (no branch).
static inline double c2d_sign(double value) { return c2d_select(value < 0, -1.0, 1.0); }

/// `a > b ? a : b` and `a < b ? a : b`: exactly the x86 MAXSD / MINSD rules,
/// so compilers emit one branch-free instruction for them.
static inline double c2d_max(double a, double b) { return a > b ? a : b; }
static inline double c2d_min(double a, double b) { return a < b ? a : b; }

/// noonat/intersect's clamp (`value < lo ? lo : value > hi ? hi : value`), written as
/// max(lo, min(hi, value)): the same result for lo <= hi and non-NaN input
/// (every caller's case), signs of zero included, and no branch.
static inline double c2d_clamp(double value, double lo, double hi) {
    return c2d_max(lo, c2d_min(hi, value));
}

/// noonat/intersect's Point.normalize: unit vector, or (1, 0) for the zero vector.
static inline c2d_vec2 c2d_normalize(c2d_vec2 v) {
    double length = v.x * v.x + v.y * v.y;
    if (length > 0) {
        length = sqrt(length);
        double inverse_length = 1.0 / length;
        return c2d_v2(v.x * inverse_length, v.y * inverse_length);
    }
    return c2d_v2(1.0, 0.0);
}

/// True when `v` is finite and |v| <= C2D_COORD_LIMIT (false for NaN).
static inline bool c2d_number_ok(double v) { return fabs(v) <= C2D_COORD_LIMIT; }

/// True for a valid size: in range and not negative (-0.0 is fine).
static inline bool c2d_size_ok(double v) { return (v >= 0) & (v <= C2D_COORD_LIMIT); }

#endif
