// collide2d core, base/constants.h: the named constants of the core, each with why it has its
// value.
#ifndef C2D_BASE_CONSTANTS_H
#define C2D_BASE_CONSTANTS_H

/// noonat/intersect's sweep time back-off: a sweep stops this much normalised time
/// before the contact, so the moved box does not touch the collider.
#define C2D_EPSILON 1e-8

/// Every coordinate, size and motion component must satisfy |v| <= 2^200
/// (about 1.6e60). The bound keeps every intermediate of every test (up to the
/// fourth powers of a circle-line discriminant) far from overflow, so that no
/// finite input can become inf - inf = NaN in the middle of a formula.
#define C2D_COORD_LIMIT 0x1p200

/// Squares of magnitudes below 2^-256 lose precision (below ~2^-511) or
/// underflow to 0 (below ~2^-537), so the static tests square tiny vectors in
/// a frame scaled by an exact power of two, as c2d_line_quadratic does
/// (c2d_tiny_scale in base/math.h: its k is 0 unless 0 < m < C2D_RESCALE_BELOW, and then ldexp(m, k) is
/// in [0.5, 1)). Every IEEE operation commutes with an exact power-of-two scale
/// as long as nothing under- or overflows, so a scaled frame gives the
/// unscaled results bit for bit wherever those did not underflow.
#define C2D_RESCALE_BELOW 0x1p-256

// sweep_into's broad phase inside the narrow one: most colliders are nowhere
// near a mover's path, so each pair first compares the collider's bounds with
// the bounds of everything the mover sweeps over, widened by a margin of 2^-40
// of the magnitudes involved. Rounding in the formulas is a few units
// of 2^-52 of those magnitudes, so a pair rejected here could not have hit,
// and the result is exactly the scalar loop's (tests/test_batch_equals_scalar.py).
#define C2D_REJECT_MARGIN 0x1p-40
// ...and never narrower than 2^-500 (3e-151): near the bottom of the range
// rounding is no longer relative (subnormals round to multiples of 2^-1074),
// so an absolute floor keeps the reject step no sharper than the scalar tests
// there. Within 2^-500 of the path nothing is rejected, and the batch result
// is the scalar loop's at every scale (tests/test_robustness.py).
#define C2D_REJECT_FLOOR 0x1p-500

#endif
