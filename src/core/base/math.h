// collide2d core, base/math.h: scalars and 2D vectors: branch-free selects, min/max/clamp,
// noonat/intersect's sign and normalize, and squares of tiny vectors without underflow.
// Header-only and `static inline` (as Box2D's math_functions.h) so that the batch loops
// inline every call.
// Plain C11, no Python.
#ifndef C2D_BASE_MATH_H
#define C2D_BASE_MATH_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "base/constants.h"

#if defined(__SSE2__) && !defined(C2D_PORTABLE)
#include <emmintrin.h>
#endif

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

/// Inline even where GCC's size heuristics would not: small helpers on a hot path
/// whose call would stall the loop around them (the polygon push-out's face normals).
#if defined(__GNUC__) || defined(__clang__)
#define C2D_ALWAYS_INLINE __attribute__((always_inline, unused))
#else
#define C2D_ALWAYS_INLINE
#endif

/// Keep out of line, even inside a C2D_FLATTEN row loop: the generic queries on
/// rounded cores (distances, contact manifolds, the rounded sweeps and overlap
/// intervals) loop over vertices and gain nothing from a copy in each of their ~80 row
/// loops per instruction-set path, which made the kernel files take minutes to
/// compile (and many more under the sanitizers). Same operations, same bits.
#if defined(__GNUC__) || defined(__clang__)
#define C2D_NOINLINE __attribute__((noinline, unused))
#else
#define C2D_NOINLINE
#endif

/// A condition that is almost never (C2D_UNLIKELY) or almost always (C2D_LIKELY)
/// true: its branch is laid out accordingly.
#if defined(__GNUC__) || defined(__clang__)
#define C2D_UNLIKELY(c) __builtin_expect(!!(c), 0)
#define C2D_LIKELY(c) __builtin_expect(!!(c), 1)
#else
#define C2D_UNLIKELY(c) (c)
#define C2D_LIKELY(c) (c)
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

/// `a > b ? a : b` and `a < b ? a : b`: exactly the x86 MAXSD / MINSD rules.
/// On x86-64 they are those instructions, written as intrinsics: left as
/// ternaries, GCC sometimes makes a branch of them (the clamp of a segment's
/// entry time was one, mispredicted on mixed hits and misses).
#if defined(__SSE2__) && !defined(C2D_PORTABLE)
static inline double c2d_max(double a, double b) {
    return _mm_cvtsd_f64(_mm_max_sd(_mm_set_sd(a), _mm_set_sd(b)));
}

static inline double c2d_min(double a, double b) {
    return _mm_cvtsd_f64(_mm_min_sd(_mm_set_sd(a), _mm_set_sd(b)));
}
#else
static inline double c2d_max(double a, double b) { return a > b ? a : b; }

static inline double c2d_min(double a, double b) { return a < b ? a : b; }
#endif

/// noonat/intersect's clamp (`value < lo ? lo : value > hi ? hi : value`), written as
/// max(lo, min(hi, value)): the same result for lo <= hi and non-NaN input
/// (every caller's case), signs of zero included, and no branch.
static inline double c2d_clamp(double value, double lo, double hi) {
    return c2d_max(lo, c2d_min(hi, value));
}

/// True when `v` is finite and |v| <= C2D_COORD_LIMIT (false for NaN).
static inline bool c2d_number_ok(double v) { return fabs(v) <= C2D_COORD_LIMIT; }

/// True for a valid size: in range and not negative (-0.0 is fine).
static inline bool c2d_size_ok(double v) { return (v >= 0) & (v <= C2D_COORD_LIMIT); }

static inline double c2d_dot(c2d_vec2 u, c2d_vec2 v) { return u.x * v.x + u.y * v.y; }

static inline c2d_vec2 c2d_sub(c2d_vec2 u, c2d_vec2 v) { return c2d_v2(u.x - v.x, u.y - v.y); }

/// (x, y) / len with len = sqrt(sq) (sq = x * x + y * y, computed by the
/// caller), written to *len; (0, 1) with *len = 0 when sq is 0 (coincident
/// points, or a vector whose square underflows): ties go to y, sign(0) = +1.
/// `+ 0.0`: no -0.0 component.
static inline c2d_vec2 c2d_direction(double x, double y, double sq, double *len) {
    if (sq == 0) {
        *len = 0.0;
        return c2d_v2(0.0, 1.0);
    }
    *len = sqrt(sq);
#if defined(C2D_USE_VECTOR_EXT)
    // Both divisions in one vector instruction: the same IEEE quotients.
    c2d_v2d q = (c2d_v2d){x, y} / (c2d_v2d){*len, *len} + (c2d_v2d){0.0, 0.0};
    return c2d_v2(q[0], q[1]);
#else
    return c2d_v2(x / *len + 0.0, y / *len + 0.0);
#endif
}

static inline int c2d_tiny_scale(double m) {
    if (m < C2D_RESCALE_BELOW && m > 0) {
        int e;
        (void)frexp(m, &e);
        return -e;
    }
    return 0;
}

/// v scaled by a power of two (c2d_tiny_scale) when both its components lie below
/// C2D_RESCALE_BELOW, else v: the same direction, exactly. A face's normal taken from a
/// face so short that its products with the coordinates underflow (a segment 1e-300
/// long among shapes of size 1) gives gaps and speeds of no precision, and sweeps hit
/// where nothing met; ratios of the scaled products (times) are the unscaled ones, bit
/// for bit, wherever those did not underflow.
static inline c2d_vec2 c2d_tiny_scaled(c2d_vec2 v) {
    int k = c2d_tiny_scale(c2d_max(fabs(v.x), fabs(v.y)));
    if (C2D_UNLIKELY(k != 0)) return c2d_v2(ldexp(v.x, k), ldexp(v.y, k));
    return v;
}

/// noonat/intersect's Point.normalize: unit vector, or (1, 0) for the zero vector. A
/// vector whose components are both below C2D_RESCALE_BELOW is scaled by c2d_tiny_scale
/// first (its square underflowed to 0 below about 2^-537, and a motion along y became
/// (1, 0)): the same unit vector as the same motion at unit scale, bit for bit.
static inline c2d_vec2 c2d_normalize(c2d_vec2 v) {
    int k = c2d_tiny_scale(c2d_max(fabs(v.x), fabs(v.y)));
    if (C2D_UNLIKELY(k != 0)) v = c2d_v2(ldexp(v.x, k), ldexp(v.y, k));
    double length = v.x * v.x + v.y * v.y;
    if (length > 0) {
        length = sqrt(length);
        double inverse_length = 1.0 / length;
        return c2d_v2(v.x * inverse_length, v.y * inverse_length);
    }
    return c2d_v2(1.0, 0.0);
}

/// c2d_direction of (x, y) from its components alone: a vector whose
/// components are both below C2D_RESCALE_BELOW is normalised in its own
/// scaled frame and *len is scaled back by the same power of two, so a
/// nonzero vector never reads as length 0. (0, 1) and 0 only for (0, 0).
static inline c2d_vec2 c2d_unit(double x, double y, double *len) {
    int k = c2d_tiny_scale(c2d_max(fabs(x), fabs(y)));
    if (k == 0) return c2d_direction(x, y, x * x + y * y, len);
    double sx = ldexp(x, k), sy = ldexp(y, k);
    c2d_vec2 n = c2d_direction(sx, sy, sx * sx + sy * sy, len);
    *len = ldexp(*len, -k);
    return n;
}

/// dot((x, y), (x, y)) < reach * reach (strict: equal is touching), squared
/// in the frame scaled by c2d_tiny_scale of the largest of |x|, |y|, reach
/// when all are below C2D_RESCALE_BELOW; unscaled (the plain test) otherwise.
static inline bool c2d_closer_than(double x, double y, double reach) {
    int k = c2d_tiny_scale(c2d_max(c2d_max(fabs(x), fabs(y)), reach));
    if (k != 0) {
        x = ldexp(x, k);
        y = ldexp(y, k);
        reach = ldexp(reach, k);
    }
    return x * x + y * y < reach * reach;
}

static inline double c2d_cross(c2d_vec2 u, c2d_vec2 v) { return u.x * v.y - u.y * v.x; }

/// The order that decides exact ties between candidate axes of two shapes (the
/// separating axes of distances, contacts and push-outs), read from each axis's own
/// direction only -- a face's outward normal, a box's axis -- never from which shape is
/// the receiver, so that swapping the two shapes keeps the same axis and negates the
/// normal: > 0 when n comes first, < 0 when m does, 0 for equal directions. First the
/// larger |y| (y before x, as ties between two boxes' axes go to y), then the larger y,
/// then the larger x. -0.0 and +0.0 compare equal.
static inline int c2d_direction_order(c2d_vec2 n, c2d_vec2 m) {
    double ny = fabs(n.y), my = fabs(m.y);
    if (ny != my) return ny > my ? 1 : -1;
    if (n.y != m.y) return n.y > m.y ? 1 : -1;
    if (n.x != m.x) return n.x > m.x ? 1 : -1;
    return 0;
}

/// c2d_direction_order for faces p -> q of outward normal n (and r -> s of m): equal
/// directions (parallel faces facing the same way) then go to the higher, then the
/// righter start, then end. > 0: the first face first; 0: the same face.
static inline int c2d_face_order(c2d_vec2 n, c2d_vec2 p, c2d_vec2 q, c2d_vec2 m, c2d_vec2 r,
                                 c2d_vec2 s) {
    int o = c2d_direction_order(n, m);
    if (o != 0) return o;
    const double mine[4] = {p.y, p.x, q.y, q.x}, theirs[4] = {r.y, r.x, s.y, s.x};
    for (int k = 0; k < 4; k++)
        if (mine[k] != theirs[k]) return mine[k] > theirs[k] ? 1 : -1;
    return 0;
}

static inline c2d_vec2 c2d_along(c2d_vec2 p, c2d_vec2 d, double t) {
    return c2d_v2(p.x + t * d.x, p.y + t * d.y);
}

#endif
