// collide2d core tests: AABB tests, casts, sweeps, sweep_into and overlap intervals
// (noonat/intersect; Gomez (Gamasutra)). The kit is tests/c/check.h.
#include "check.h"

// ---------------------------------------------------------------------------
// noonat/intersect, AABB vs Point
// ---------------------------------------------------------------------------

void test_intersect_point(void) {
    // Box centre (0, 0), half (2, 1): the interior is -2 < x < 2, -1 < y < 1.
    c2d_aabb b = box(0, 0, 2, 1);

    // dx = 1.5, px = 2 - 1.5 = 0.5; dy = 0.25, py = 1 - 0.25 = 0.75.
    // px < py: x axis, sx = +1; pos = (0 + 2 * 1, 0.25), delta = (0.5, 0).
    EXPECT_HIT("point inside near the right edge is pushed out through x",
               c2d_intersect_aabb_point(b, vec(1.5, 0.25)), hit_at(2, 0.25, 0.5, 0, 1, 0, 0));

    // dx = -0.5, px = 1.5; dy = -0.75, py = 0.25 < px: y axis, sy = -1;
    // pos = (-0.5, 0 + 1 * -1), delta = (0, 0.25 * -1).
    EXPECT_HIT("point inside near the bottom edge is pushed out through -y",
               c2d_intersect_aabb_point(b, vec(-0.5, -0.75)),
               hit_at(-0.5, -1, 0, -0.25, 0, -1, 0));

    // px = 2 - |2| = 0 <= 0: touching is not colliding.
    EXPECT_HIT("point on the right edge does not hit",
               c2d_intersect_aabb_point(b, vec(2, 0)), miss_at(2, 0));
    // py = 1 - |-1| = 0.
    EXPECT_HIT("point on the bottom edge does not hit",
               c2d_intersect_aabb_point(b, vec(0.5, -1)), miss_at(0.5, -1));
    EXPECT_HIT("point on a corner does not hit",
               c2d_intersect_aabb_point(b, vec(-2, 1)), miss_at(-2, 1));
    // px = 2 - 3 = -1: the no-hit payload keeps the point as pos.
    EXPECT_HIT("a missed point reports the no-hit payload at the point",
               c2d_intersect_aabb_point(b, vec(3, 0.5)), miss_at(3, 0.5));

    // Square box, point at the centre: px = py = 1, px < py is false -> y;
    // sy = sign(0) = +1, so normal (0, 1), delta (0, 1), pos (0, 0 + 1).
    c2d_aabb square = box(0, 0, 1, 1);
    EXPECT_HIT("point at the centre ties to y and leaves through +y",
               c2d_intersect_aabb_point(square, vec(0, 0)), hit_at(0, 1, 0, 1, 0, 1, 0));
    // px = py = 0.5: tie -> y, sy = +1: pos (0.5, 1), delta (0, 0.5).
    EXPECT_HIT("point on the diagonal ties to y",
               c2d_intersect_aabb_point(square, vec(0.5, 0.5)),
               hit_at(0.5, 1, 0, 0.5, 0, 1, 0));
    // dx = dy = -0.0 - 0 = -0.0; sign(-0.0) = +1 (seed: value < 0 ? -1 : 1), so
    // the same as the centre, and pos.x is the point's own x, -0.0, untouched.
    EXPECT_HIT("point at (-0.0, -0.0) leaves through +y and keeps its -0.0",
               c2d_intersect_aabb_point(square, vec(-0.0, -0.0)),
               hit_at(-0.0, 1, 0, 1, 0, 1, 0));
    // Box at (-0.0, -0.0): dx = 0 - (-0.0) = +0.0, same answer with pos.x = 0.
    EXPECT_HIT("box centred at (-0.0, -0.0) treats -0.0 like +0.0",
               c2d_intersect_aabb_point(box(-0.0, -0.0, 1, 1), vec(0, 0)),
               hit_at(0, 1, 0, 1, 0, 1, 0));

    // A box with a zero half size has no interior: px = 0 - |dx| <= 0.
    EXPECT_HIT("point at the centre of a zero-size box does not hit",
               c2d_intersect_aabb_point(box(1, 1, 0, 0), vec(1, 1)), miss_at(1, 1));
    EXPECT_HIT("point on a zero-width box does not hit",
               c2d_intersect_aabb_point(box(0, 0, 0, 5), vec(0, 1)), miss_at(0, 1));
}

// ---------------------------------------------------------------------------
// noonat/intersect, AABB vs Segment (slab test)
// ---------------------------------------------------------------------------

void test_intersect_segment(void) {
    // Box centre (0, 0), half (2, 1). Seed: scale = 1 / delta, sign = sign(scale),
    // near = (c - sign * h - start) * scale, far = (c + sign * h - start) * scale;
    // miss if near_x > far_y or near_y > far_x, or near >= 1, or far <= 0;
    // time = clamp(near, 0, 1); normal = -sign on the entry axis (ties to y);
    // delta = (1 - time) * -delta; pos = start + delta * time.
    c2d_aabb b = box(0, 0, 2, 1);

    // pos (-4, 0), delta (8, 2): scale (1/8, 1/2).
    // near_x = (0 - 2 + 4) / 8 = 0.25, far_x = (0 + 2 + 4) / 8 = 0.75,
    // near_y = (0 - 1 - 0) / 2 = -0.5, far_y = (0 + 1 - 0) / 2 = 0.5.
    // near = 0.25 (x), far = 0.5: hit, time 0.25, normal (-1, 0),
    // delta = 0.75 * (-8, -2) = (-6, -1.5), pos = (-4 + 2, 0 + 0.5).
    EXPECT_HIT("segment entering from the left hits the left face",
               c2d_intersect_aabb_segment(b, vec(-4, 0), vec(8, 2), 0, 0),
               hit_at(-2, 0.5, -6, -1.5, -1, 0, 0.25));

    // pos (-4, 0.5), delta (4, +0): y has no motion and 0.5 is strictly inside,
    // so the y slab is (-inf, +inf). near_x = (0 - 2 + 4) / 4 = 0.5.
    // delta.y = (1 - 0.5) * -(+0.0) = -0.0 (noonat/intersect's arithmetic).
    EXPECT_HIT("horizontal segment entering from the left hits at half way",
               c2d_intersect_aabb_segment(b, vec(-4, 0.5), vec(4, 0), 0, 0),
               hit_at(-2, 0.5, -2, -0.0, -1, 0, 0.5));

    // pos (0.5, 3), delta (+0, -4): scale_y = -0.25, sign_y = -1;
    // near_y = (0 + 1 - 3) * -0.25 = 0.5, far_y = (0 - 1 - 3) * -0.25 = 1.
    // x: no motion, 0.5 strictly inside. normal = (0, -sign_y) = (0, 1);
    // delta = 0.5 * (-0.0, 4) = (-0.0, 2); pos = (0.5 + 0, 3 - 2).
    EXPECT_HIT("segment coming down hits the top face with normal +y",
               c2d_intersect_aabb_segment(b, vec(0.5, 3), vec(0, -4), 0, 0),
               hit_at(0.5, 1, -0.0, 2, 0, 1, 0.5));

    // pos (0.5, 0.25) inside, delta (4, 0): near_x = (0 - 2 - 0.5) / 4 = -0.625,
    // far_x = (0 + 2 - 0.5) / 4 = 0.375; y slab (-inf, inf). near = -0.625
    // from x: time = clamp(-0.625) = 0, normal (-1, 0), delta = 1 * (-4, -0.0),
    // pos = the start.
    EXPECT_HIT("segment starting inside hits at time 0",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(4, 0), 0, 0),
               hit_at(0.5, 0.25, -4, -0.0, -1, 0, 0));

    // pos (-4, 1) on the line of the top edge, delta (8, +0): far_num_y =
    // 0 + 1 - 1 = 0 with no y motion -> far_y = -inf (not strictly inside), and
    // near_x = 0.25 > far_y: no hit. End position (4, 1).
    EXPECT_HIT("segment running along an edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 1), vec(8, 0), 0, 0), miss_at(4, 1));
    // delta.y = -0.0: scale_y = -inf, sign_y = -1, near_num_y = 0 + 1 - 1 = 0 ->
    // near_y = +inf > far_x: no hit either.
    EXPECT_HIT("segment running along an edge with -0.0 motion does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 1), vec(8, -0.0), 0, 0),
               miss_at(4, 1));
    // Bottom edge: near_num_y = 0 - 1 - (-1) = 0 -> near_y = +inf.
    EXPECT_HIT("segment running along the bottom edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, -1), vec(8, 0), 0, 0), miss_at(4, -1));
    // Vertical, along the left edge x = -2: near_num_x = 0 - 2 + 2 = 0 -> +inf.
    EXPECT_HIT("vertical segment running along the left edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-2, -3), vec(0, 6), 0, 0), miss_at(-2, 3));

    // pos (-4, 0), delta (2, 0): near_x = (0 - 2 + 4) / 2 = 1 >= 1: no hit.
    EXPECT_HIT("segment ending exactly on the edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 0), vec(2, 0), 0, 0), miss_at(-2, 0));
    // pos (2, 0) on the right edge, delta (4, 0): far_x = (0 + 2 - 2) / 4 = 0 <= 0.
    EXPECT_HIT("segment leaving from the far edge does not hit",
               c2d_intersect_aabb_segment(b, vec(2, 0), vec(4, 0), 0, 0), miss_at(6, 0));
    // delta (-4, 0): scale -0.25, sign -1: near_x = (0 + 2 + 4) * -0.25 = -1.5,
    // far_x = (0 - 2 + 4) * -0.25 = -0.5 <= 0.
    EXPECT_HIT("segment pointing away does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 0), vec(-4, 0), 0, 0), miss_at(-8, 0));
    // pos (-4, 0), delta (8, 8): near_x = 0.25, far_x = 0.75, near_y = -1/8,
    // far_y = 1/8 < near_x: the line passes above the box's corner.
    EXPECT_HIT("segment passing beside the corner does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 0), vec(8, 8), 0, 0), miss_at(4, 8));

    // pos (-3, 0), delta (2, 2) passes exactly through the corner (-2, 1):
    // near_x = (0 - 2 + 3) / 2 = 0.5, far_x = (0 + 2 + 3) / 2 = 2.5,
    // near_y = (0 - 1 - 0) / 2 = -0.5, far_y = (0 + 1 - 0) / 2 = 0.5.
    // near = far = 0.5: the path meets the box at one instant, never its
    // interior (our touching rule, near >= far; the seed alone would hit).
    EXPECT_HIT("segment grazing a corner does not hit",
               c2d_intersect_aabb_segment(b, vec(-3, 0), vec(2, 2), 0, 0), miss_at(-1, 2));
    // Box of zero size at the origin, pos (-1, -1), delta (2, 2): near_x =
    // (0 - 0 + 1) / 2 = 0.5 = far_x, likewise on y: near = far.
    EXPECT_HIT("segment crossing a zero-size box does not hit",
               c2d_intersect_aabb_segment(box(0, 0, 0, 0), vec(-1, -1), vec(2, 2), 0, 0),
               miss_at(1, 1));

    // Zero-length segment (+0, +0) inside: both slabs (-inf, +inf); near =
    // near_y (ties to y) = -inf, so time 0 and normal (0, -sign(+inf)) = (0, -1);
    // delta = 1 * (-0.0, -0.0); pos = start.
    EXPECT_HIT("zero-length segment inside hits with normal (0, -1)",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(0, 0), 0, 0),
               hit_at(0.5, 0.25, -0.0, -0.0, 0, -1, 0));
    // With (-0.0, -0.0) noonat/intersect's scale is -inf, so sign_y = -1 and the
    // normal is (0, +1); delta = 1 * -(-0.0) = +0.0.
    EXPECT_HIT("zero-length segment of -0.0 inside hits with normal (0, 1)",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(-0.0, -0.0), 0, 0),
               hit_at(0.5, 0.25, 0, 0, 0, 1, 0));
    // x = 3 is outside: near_num_x = -5, far_num_x = -1, both * inf = -inf;
    // far = -inf <= 0.
    EXPECT_HIT("zero-length segment outside does not hit",
               c2d_intersect_aabb_segment(b, vec(3, 0), vec(0, 0), 0, 0), miss_at(3, 0));
    // x = 2: far_num_x = 0 with no motion -> far_x = -inf.
    EXPECT_HIT("zero-length segment on the boundary does not hit",
               c2d_intersect_aabb_segment(b, vec(2, 0), vec(0, 0), 0, 0), miss_at(2, 0));

    // 5e-324 (the smallest subnormal): 1 / 5e-324 overflows to +inf, so it
    // behaves like +0 in the slab test: inside -> both near times -inf -> y
    // axis, normal (0, -1); delta = 1 * (-5e-324, -0.0).
    EXPECT_HIT("subnormal motion inside hits at time 0 without NaN",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(5e-324, 0), 0, 0),
               hit_at(0.5, 0.25, -5e-324, -0.0, 0, -1, 0));
    // -5e-324: scale_x = -inf, near_x = (0 + 2 - 0.5) * -inf = -inf; tie with
    // near_y = -inf goes to y, whose motion is +0: normal (0, -1).
    EXPECT_HIT("negative subnormal motion inside hits at time 0 without NaN",
               c2d_intersect_aabb_segment(b, vec(0.5, 0.25), vec(-5e-324, 0), 0, 0),
               hit_at(0.5, 0.25, 5e-324, -0.0, 0, -1, 0));
    // Start on the left edge: near_num_x = 0 with an infinite scale -> +inf,
    // not 0 * inf = NaN. The end -2 + 5e-324 rounds to -2.
    EXPECT_HIT("subnormal motion from an edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-2, 0), vec(5e-324, 0), 0, 0),
               miss_at(-2, 0));

    // Paddings grow the box: half (2 + 1, 1 + 0.5) = (3, 1.5).
    // pos (-5, 0), delta (4, 0): near_x = (0 - 3 + 5) / 4 = 0.5; pos (-3, 0).
    EXPECT_HIT("padding_x moves the left face out",
               c2d_intersect_aabb_segment(b, vec(-5, 0), vec(4, 0), 1, 0.5),
               hit_at(-3, 0, -2, -0.0, -1, 0, 0.5));
    // Unpadded: near_x = (0 - 2 + 5) / 4 = 0.75; delta 0.25 * -4 = -1.
    EXPECT_HIT("without padding the same segment hits later",
               c2d_intersect_aabb_segment(b, vec(-5, 0), vec(4, 0), 0, 0),
               hit_at(-2, 0, -1, -0.0, -1, 0, 0.75));
    // pos (0, 3), delta (0, -2), padding_y 0.5: scale_y = -0.5, sign -1;
    // near_y = (0 + 1.5 - 3) * -0.5 = 0.75, far_y = (0 - 1.5 - 3) * -0.5 = 2.25;
    // normal (0, 1); delta 0.25 * (-0.0, 2) = (-0.0, 0.5); pos (0, 3 - 1.5).
    EXPECT_HIT("padding_y moves the top face out",
               c2d_intersect_aabb_segment(b, vec(0, 3), vec(0, -2), 0, 0.5),
               hit_at(0, 1.5, -0.0, 0.5, 0, 1, 0.75));
    // y = 1.25 is inside the padded slab (-1.5, 1.5) only: near_x = 2 / 8.
    EXPECT_HIT("segment inside the padded margin hits",
               c2d_intersect_aabb_segment(b, vec(-4, 1.25), vec(8, 0), 0, 0.5),
               hit_at(-2, 1.25, -6, -0.0, -1, 0, 0.25));
    // Unpadded: far_num_y = 0 + 1 - 1.25 < 0 -> far_y = -inf.
    EXPECT_HIT("the same segment without padding misses",
               c2d_intersect_aabb_segment(b, vec(-4, 1.25), vec(8, 0), 0, 0),
               miss_at(4, 1.25));
    // Along the padded edge y = 1.5: far_num_y = 0 + 1.5 - 1.5 = 0 -> no hit.
    EXPECT_HIT("segment running along a padded edge does not hit",
               c2d_intersect_aabb_segment(b, vec(-4, 1.5), vec(8, 0), 0, 0.5),
               miss_at(4, 1.5));
}

// ---------------------------------------------------------------------------
// noonat/intersect, AABB vs AABB, and overlaps
// ---------------------------------------------------------------------------

void test_intersect_aabb(void) {
    // Seed: px = (other.hx + box.hx) - |dx|, py likewise; miss if <= 0;
    // px < py -> x axis, else y (ties to y); sign(0) = +1.
    c2d_aabb b = box(0, 0, 2, 1);

    // other (3, 0.5) half (1.5, 1): px = 3.5 - 3 = 0.5, py = 2 - 0.5 = 1.5.
    // x: sx = +1, delta (0.5, 0), normal (1, 0), pos (0 + 2, 0.5).
    EXPECT_HIT("overlap is resolved along the x axis of least overlap",
               c2d_intersect_aabb_aabb(b, box(3, 0.5, 1.5, 1)), hit_at(2, 0.5, 0.5, 0, 1, 0, 0));
    // other (0.5, -1.5) half (1, 1): px = 3 - 0.5 = 2.5, py = 2 - 1.5 = 0.5.
    // y: sy = -1, delta (0, -0.5), normal (0, -1), pos (0.5, 0 - 1).
    EXPECT_HIT("overlap is resolved along the y axis of least overlap",
               c2d_intersect_aabb_aabb(b, box(0.5, -1.5, 1, 1)),
               hit_at(0.5, -1, 0, -0.5, 0, -1, 0));

    c2d_aabb square = box(0, 0, 1, 1);
    // other (1, 1) half (1, 1): px = 2 - 1 = 1 = py -> y, sy = +1.
    EXPECT_HIT("equal overlaps tie to y",
               c2d_intersect_aabb_aabb(square, box(1, 1, 1, 1)), hit_at(1, 1, 0, 1, 0, 1, 0));
    // other (-1, -1): px = py = 1 -> y, sy = -1: pos (-1, -1), delta (0, -1).
    EXPECT_HIT("equal overlaps below-left tie to -y",
               c2d_intersect_aabb_aabb(square, box(-1, -1, 1, 1)),
               hit_at(-1, -1, 0, -1, 0, -1, 0));
    // Concentric: px = py = 1.5 -> y, sign(0) = +1: delta (0, 1.5), pos (0, 1).
    EXPECT_HIT("concentric boxes separate through +y",
               c2d_intersect_aabb_aabb(square, box(0, 0, 0.5, 0.5)),
               hit_at(0, 1, 0, 1.5, 0, 1, 0));
    // Same at (-0.0, -0.0): dy = -0.0, sign(-0.0) = +1, pos.x = -0.0.
    EXPECT_HIT("concentric at -0.0 separates through +y",
               c2d_intersect_aabb_aabb(square, box(-0.0, -0.0, 0.5, 0.5)),
               hit_at(-0.0, 1, 0, 1.5, 0, 1, 0));

    // other (3, 0) half (1, 1): px = 3 - 3 = 0 -> touching, no hit.
    EXPECT_HIT("boxes touching on a vertical face do not hit",
               c2d_intersect_aabb_aabb(b, box(3, 0, 1, 1)), miss_at(3, 0));
    // other (0, 2) half (1, 1): px = 3, py = 2 - 2 = 0.
    EXPECT_HIT("boxes touching on a horizontal face do not hit",
               c2d_intersect_aabb_aabb(b, box(0, 2, 1, 1)), miss_at(0, 2));
    EXPECT_HIT("boxes touching at a corner do not hit",
               c2d_intersect_aabb_aabb(b, box(-3, -2, 1, 1)), miss_at(-3, -2));
    // A miss keeps the other box's centre as pos.
    EXPECT_HIT("a missed box reports the no-hit payload at its centre",
               c2d_intersect_aabb_aabb(b, box(10, -7, 1, 1)), miss_at(10, -7));

    // Zero half sizes: px = (0 + 0) - 0 = 0 <= 0.
    EXPECT_HIT("two zero-size boxes at the same point do not hit",
               c2d_intersect_aabb_aabb(box(0, 0, 0, 0), box(0, 0, 0, 0)), miss_at(0, 0));
    // Two zero-width boxes on the same vertical line: px = 0.
    EXPECT_HIT("two zero-width boxes on one line do not hit",
               c2d_intersect_aabb_aabb(box(0, 0, 0, 5), box(0, 1, 0, 5)), miss_at(0, 1));
    // A zero-size other box is the same formula as a point: 0.0 + half is exact.
    CHECK("a zero-size other box is tested exactly like a point",
          same_hit(c2d_intersect_aabb_aabb(b, box(1.5, 0.25, 0, 0)),
                   c2d_intersect_aabb_point(b, vec(1.5, 0.25))));

    // overlaps_aabb_aabb on the cases above.
    CHECK("overlaps is true for overlapping boxes",
          c2d_overlaps_aabb_aabb(b, box(3, 0.5, 1.5, 1)));
    CHECK("overlaps is false for touching boxes", !c2d_overlaps_aabb_aabb(b, box(3, 0, 1, 1)));
    CHECK("overlaps is false for two zero-size boxes",
          !c2d_overlaps_aabb_aabb(box(0, 0, 0, 0), box(0, 0, 0, 0)));
}

void test_overlaps_agrees_with_intersect(void) {
    // Quarter-step centres and half sizes make exact ties and touching cases;
    // overlaps must equal intersect(...).hit on every one of them.
    static const double halves[] = {0.0, 0.5, 1.0, 1.5};
    c2d_aabb receivers[] = {box(0, 0, 1, 1), box(0.25, -0.5, 1.5, 0.5), box(0, 0, 0, 1)};
    long mismatches = 0, hits = 0, misses = 0;
    for (size_t r = 0; r < sizeof receivers / sizeof receivers[0]; r++) {
        for (int i = -12; i <= 12; i++) {
            for (int j = -12; j <= 12; j++) {
                for (int hx = 0; hx < 4; hx++) {
                    for (int hy = 0; hy < 4; hy++) {
                        c2d_aabb other = box(i * 0.25, j * 0.25, halves[hx], halves[hy]);
                        bool hit = c2d_intersect_aabb_aabb(receivers[r], other).hit;
                        bool overlap = c2d_overlaps_aabb_aabb(receivers[r], other);
                        if (hit != overlap && mismatches++ == 0) {
                            printf("    first mismatch: receiver %zu, other (%g, %g, %g, %g)\n", r,
                                   other.pos.x, other.pos.y, other.half.x, other.half.y);
                        }
                        hits += hit;
                        misses += !hit;
                    }
                }
            }
        }
    }
    CHECK("overlaps agrees with intersect on a quarter-step grid", mismatches == 0);
    // Guard against a grid that exercises only one side.
    CHECK("the quarter-step grid holds both hits and misses", hits > 1000 && misses > 1000);
}

// ---------------------------------------------------------------------------
// noonat/intersect, AABB vs Swept AABB
// ---------------------------------------------------------------------------

void test_sweep_aabb(void) {
    // Seed: cast the mover's centre against the collider grown by the mover's
    // half size; time = clamp(hit.time - 1e-8, 0, 1); pos = start + delta *
    // time; hit.pos = clamp(hit.pos + normalize(delta) * mover half) onto
    // the collider. The expected times are written as noonat/intersect's own
    // expression `t - 1e-8`, evaluated in double like the C code.
    c2d_aabb b = box(0, 0, 2, 1);

    // Mover (-6, 0) half (1, 1), delta (8, 0); grown half (3, 2).
    // near_x = (0 - 3 + 6) / 8 = 0.375, far_x = 9 / 8; y: no motion, inside.
    // hit.time 0.375, normal (-1, 0), hit.delta = 0.625 * (-8, -0.0) = (-5, -0.0);
    // segment pos (-6 + 3, 0) = (-3, 0); normalize(8, 0) = (1, 0), so hit.pos =
    // (clamp(-3 + 1, -2, 2), clamp(0, -1, 1)) = (-2, 0).
    double t = 0.375 - 1e-8;
    EXPECT_SWEEP("sweep blocked by a face stops 1e-8 of time early",
                 c2d_sweep_aabb_aabb(b, box(-6, 0, 1, 1), vec(8, 0)),
                 sweep_of(hit_at(-2, 0, -5, -0.0, -1, 0, 0.375), -6 + 8 * t, 0, t, false));

    // Collider (0, 0) half (1, 1); mover (-4, 1.5) half (1, 1), delta (4, 0).
    // Grown half (2, 2): near_x = (0 - 2 + 4) / 4 = 0.5; y inside (1.5 < 2).
    // Segment pos (-2, 1.5); + (1, 0) * 1 = (-1, 1.5); clamped onto the
    // collider [-1, 1] x [-1, 1]: (-1, 1).
    c2d_aabb square = box(0, 0, 1, 1);
    t = 0.5 - 1e-8;
    EXPECT_SWEEP("sweep hit position is clamped onto the collider",
                 c2d_sweep_aabb_aabb(square, box(-4, 1.5, 1, 1), vec(4, 0)),
                 sweep_of(hit_at(-1, 1, -2, -0.0, -1, 0, 0.5), -4 + 4 * t, 1.5, t, false));

    // Mover (-4, -4) half (1, 1), delta (4, 4): near_x = near_y = 0.5 -> tie to
    // y, normal (0, -sign_y) = (0, -1); hit.delta = 0.5 * (-4, -4) = (-2, -2).
    // hit.pos = clamp(-2 + 0.7071..., -1, 1) = -1 on both axes.
    EXPECT_SWEEP("diagonal sweep into a corner ties to y",
                 c2d_sweep_aabb_aabb(square, box(-4, -4, 1, 1), vec(4, 4)),
                 sweep_of(hit_at(-1, -1, -2, -2, 0, -1, 0.5), -4 + 4 * t, -4 + 4 * t, t, false));

    // Mover (-6, 2) half (1, 1) slides along the top face y = 1: grown half y
    // is 2 and the centre's y is 2, so far_num_y = 0 + 2 - 2 = 0 with no y
    // motion -> far_y = -inf: no hit, end at (-6 + 12, 2).
    c2d_sweep free_slide = sweep_of(miss_at(6, 2), 6, 2, 1, false);
    EXPECT_SWEEP("box sliding along a face while touching is not blocked",
                 c2d_sweep_aabb_aabb(b, box(-6, 2, 1, 1), vec(12, 0)), free_slide);
    EXPECT_SWEEP("box sliding along a face with -0.0 motion is not blocked",
                 c2d_sweep_aabb_aabb(b, box(-6, 2, 1, 1), vec(12, -0.0)), free_slide);
    EXPECT_SWEEP("box sliding along the bottom face is not blocked",
                 c2d_sweep_aabb_aabb(b, box(-6, -2, 1, 1), vec(12, 0)),
                 sweep_of(miss_at(6, -2), 6, -2, 1, false));
    // Right face x = 2, mover (3, -5) half (1, 1) moving (0, 10): far_num_x = 0.
    EXPECT_SWEEP("box sliding along a vertical face is not blocked",
                 c2d_sweep_aabb_aabb(b, box(3, -5, 1, 1), vec(0, 10)),
                 sweep_of(miss_at(3, 5), 3, 5, 1, false));
    // Collider (0, 0) half (1, 1), mover (-3, 1) half (1, 1), delta (2, 2):
    // grown half (2, 2); near_x = (0 - 2 + 3) / 2 = 0.5, far_x = 2.5,
    // near_y = (0 - 2 - 1) / 2 = -1.5, far_y = (0 + 2 - 1) / 2 = 0.5:
    // near = far, the boxes touch corner to corner at t = 0.5 and pass.
    EXPECT_SWEEP("box passing corner to corner is not blocked",
                 c2d_sweep_aabb_aabb(square, box(-3, 1, 1, 1), vec(2, 2)),
                 sweep_of(miss_at(-1, 3), -1, 3, 1, false));
    // Passes well above.
    EXPECT_SWEEP("a sweep that misses ends at start + delta with the no-hit payload",
                 c2d_sweep_aabb_aabb(b, box(-6, 5, 1, 1), vec(12, 0)),
                 sweep_of(miss_at(6, 5), 6, 5, 1, false));

    // Zero delta: the static test. Mover (3, 0.5) half (1.5, 1) overlaps (see
    // test_intersect_aabb): hit (2, 0.5), delta (0.5, 0), normal (1, 0);
    // time 0, pos = start, started_overlapping.
    c2d_sweep stuck = sweep_of(hit_at(2, 0.5, 0.5, 0, 1, 0, 0), 3, 0.5, 0, true);
    EXPECT_SWEEP("zero-delta sweep is the static test and flags the overlap",
                 c2d_sweep_aabb_aabb(b, box(3, 0.5, 1.5, 1), vec(0, 0)), stuck);
    EXPECT_SWEEP("zero-delta sweep with -0.0 components is the static test",
                 c2d_sweep_aabb_aabb(b, box(3, 0.5, 1.5, 1), vec(-0.0, -0.0)), stuck);
    EXPECT_SWEEP("zero-delta sweep apart misses with time 1",
                 c2d_sweep_aabb_aabb(b, box(10, 0, 1, 1), vec(0, 0)),
                 sweep_of(miss_at(10, 0), 10, 0, 1, false));
    EXPECT_SWEEP("zero-delta sweep touching misses",
                 c2d_sweep_aabb_aabb(b, box(3, 0, 1, 1), vec(0, -0.0)),
                 sweep_of(miss_at(3, 0), 3, 0, 1, false));

    // Mover (1, 0) half (1, 1) inside, delta (4, 0): grown half (3, 2);
    // near_x = (0 - 3 - 1) / 4 = -1, far_x = (0 + 3 - 1) / 4 = 0.5. hit.time =
    // clamp(-1) = 0, normal (-1, 0), hit.delta = 1 * (-4, -0.0); hit.pos =
    // clamp(1 + 1, -2, 2) = 2, y 0; time = clamp(0 - 1e-8) = 0; near < 0: stuck.
    EXPECT_SWEEP("sweep starting overlapping reports time 0 and started_overlapping",
                 c2d_sweep_aabb_aabb(b, box(1, 0, 1, 1), vec(4, 0)),
                 sweep_of(hit_at(2, 0, -4, -0.0, -1, 0, 0), 1, 0, 0, true));

    // Mover (-3, 0) half (1, 1) touching the left face, delta (4, 0):
    // near_x = (0 - 3 + 3) * 0.25 = +0, far_x = 1.5: hit at time 0, but near is
    // not < 0, so it was touching, not stuck. hit.pos = clamp(-3 + 1) = -2.
    EXPECT_SWEEP("box touching and moving in is blocked at time 0 but not stuck",
                 c2d_sweep_aabb_aabb(b, box(-3, 0, 1, 1), vec(4, 0)),
                 sweep_of(hit_at(-2, 0, -4, -0.0, -1, 0, 0), -3, 0, 0, false));
    // From the right: scale -0.25, sign -1, near_x = (0 + 3 - 3) * -0.25 = -0.0.
    // noonat/intersect's clamp passes -0.0 through, so hit.time is -0.0 here (equal to
    // 0); the sign is normalised before the bitwise comparison. normal (1, 0),
    // hit.delta = 1 * (4, -0.0); normalize(-4, 0) = (-1, 0), hit.pos =
    // clamp(3 - 1) = 2; time = clamp(-0.0 - 1e-8) = +0.
    c2d_sweep from_right = c2d_sweep_aabb_aabb(b, box(3, 0, 1, 1), vec(-4, 0));
    CHECK("box touching from the right and moving in has hit time zero",
          from_right.hit.time == 0);
    from_right.hit.time = 0.0;
    EXPECT_SWEEP("box touching from the right and moving in is blocked but not stuck",
                 from_right, sweep_of(hit_at(2, 0, 4, -0.0, 1, 0, 0), 3, 0, 0, false));
    // Touching and moving away: scale -0.25, far_x = (0 - 3 + 3) * -0.25 = -0.0
    // <= 0: no hit.
    EXPECT_SWEEP("box touching and moving away is not blocked",
                 c2d_sweep_aabb_aabb(b, box(-3, 0, 1, 1), vec(-4, 0)),
                 sweep_of(miss_at(-7, 0), -7, 0, 1, false));
}

// ---------------------------------------------------------------------------
// Batch kernels: intersect (collider rows) and sweep_into
// ---------------------------------------------------------------------------

void test_batch_intersect_collider_rows(void) {
    // Row 0: box (0, 0, 1, 1), point (0.5, 0): px = 0.5 < py = 1 -> x, sx = 1:
    //        pos (1, 0), delta (0.5, 0), normal (1, 0); collider = row 0.
    // Row 1: box (10, 10, 1, 1), point (0, 0): px = 1 - 10 < 0 -> miss.
    // Row 2: box (5, 0, 1, 1), point (5.5, 0.25): px 0.5 < py 0.75 -> x:
    //        pos (6, 0.25), delta (0.5, 0), normal (1, 0); collider = row 2.
    const double boxes[3][4] = {{0, 0, 1, 1}, {10, 10, 1, 1}, {5, 0, 1, 1}};
    const double points[3][2] = {{0.5, 0}, {0, 0}, {5.5, 0.25}};
    c2d_hit out[3];
    c2d_status st = CALL(intersect_aabb_point, 3, out, rows(boxes[0], 4), rows(points[0], 2));
    EXPECT_STATUS("batch intersect_point on valid rows reports OK", st, C2D_OK, 0, 0, 0);
    EXPECT_HIT("batch hit stores the receiver's row 0",
               out[0], with_collider(hit_at(1, 0, 0.5, 0, 1, 0, 0), 0));
    EXPECT_HIT("batch miss row holds the no-hit payload with collider -1", out[1], miss_at(0, 0));
    EXPECT_HIT("batch hit stores the receiver's row 2",
               out[2], with_collider(hit_at(6, 0.25, 0.5, 0, 1, 0, 0), 2));

    // One box broadcast (stride 0): every hit reports collider 0.
    // Row 2: point (-0.5, 0.75): px = 0.5, py = 0.25 -> y, sy = +1:
    //        pos (-0.5, 1), delta (0, 0.25), normal (0, 1).
    const double one_box[4] = {0, 0, 1, 1};
    const double points2[3][2] = {{0.5, 0}, {3, 3}, {-0.5, 0.75}};
    st = CALL(intersect_aabb_point, 3, out, rows(one_box, 0), rows(points2[0], 2));
    EXPECT_STATUS("batch intersect_point with a broadcast box reports OK", st, C2D_OK, 0, 0, 0);
    EXPECT_HIT("broadcast receiver hit row 0 stores collider 0",
               out[0], hit_at(1, 0, 0.5, 0, 1, 0, 0));
    EXPECT_HIT("broadcast receiver miss row stores collider -1", out[1], miss_at(3, 3));
    EXPECT_HIT("broadcast receiver hit row 2 stores collider 0",
               out[2], hit_at(-0.5, 1, 0, 0.25, 0, 1, 0));
}

void test_sweep_into(void) {
    // Colliders (all half (1, 1)); mover 0 is (-6, 0) half (1, 1), delta (8, 0),
    // so each collider is grown to half (2, 2):
    //   0: (10, 10)  y: far_num = 10 + 2 - 0 > 0, near_num = 10 - 2 > 0 -> y slab
    //                (+inf, +inf): miss.
    //   1: (3, 0)    near_x = (3 - 2 + 6) / 8 = 0.875: a hit, but not the nearest.
    //   2: (0, 0)    near_x = (0 - 2 + 6) / 8 = 0.5: the nearest.
    //   3: (0, 0.5)  near_x = 0.5 as well: a tie, so collider 2 is kept.
    // Nearest: hit.time 0.5, normal (-1, 0), hit.delta 0.5 * (-8, -0.0) =
    // (-4, -0.0), segment pos (-2, 0) + (1, 0) -> (-1, 0) on collider 2;
    // time 0.5 - 1e-8; collider 2.
    const double colliders[4][4] = {{10, 10, 1, 1}, {3, 0, 1, 1}, {0, 0, 1, 1}, {0, 0.5, 1, 1}};
    // Mover 1 passes far above everything: the miss sweep, collider -1.
    // Mover 2 (0, 0.25) half (0.5, 0.5) does not move: static tests. Against
    // collider 2: px = 1.5, py = 1.5 - 0.25 = 1.25 -> y, sy = +1: pos (0, 1),
    // delta (0, 1.25); against collider 3: dy = -0.25 -> the same time 0, a tie,
    // so collider 2 is kept. Time 0, stuck.
    const double movers[3][4] = {{-6, 0, 1, 1}, {-6, 20, 1, 1}, {0, 0.25, 0.5, 0.5}};
    const double deltas[3][2] = {{8, 0}, {8, 0}, {0, 0}};
    c2d_sweep out[3];
    c2d_status st = CALL_INTO(sweep_into_aabb, 3, out, rows(movers[0], 4), 4, rows(colliders[0], 4), 0, NO_ROWS, rows(deltas[0], 2));
    EXPECT_STATUS("sweep_into on valid rows reports OK", st, C2D_OK, 0, 0, 0);
    double t = 0.5 - 1e-8;
    EXPECT_SWEEP("sweep_into keeps the nearest hit and ties keep the lowest collider index",
                 out[0],
                 sweep_of(with_collider(hit_at(-1, 0, -4, -0.0, -1, 0, 0.5), 2), -6 + 8 * t, 0,
                          t, false));
    EXPECT_SWEEP("sweep_into with nothing in the way ends at start + delta, collider -1",
                 out[1], sweep_of(miss_at(2, 20), 2, 20, 1, false));
    EXPECT_SWEEP("sweep_into without motion is the static test, ties keep the lowest index",
                 out[2],
                 sweep_of(with_collider(hit_at(0, 1, 0, 1.25, 0, 1, 0), 2), 0, 0.25, 0, true));

    // No colliders at all: every mover moves freely.
    st = CALL_INTO(sweep_into_aabb, 1, out, rows(movers[0], 4), 0, rows(colliders[0], 4), 0, NO_ROWS, rows(deltas[0], 2));
    EXPECT_STATUS("sweep_into with no colliders reports OK", st, C2D_OK, 0, 0, 0);
    EXPECT_SWEEP("sweep_into with no colliders ends at start + delta",
                 out[0], sweep_of(miss_at(2, 0), 2, 0, 1, false));
}

// ---------------------------------------------------------------------------
// Gomez (Gamasutra): first and last overlap times
// ---------------------------------------------------------------------------

void test_overlap_interval(void) {
    // Per axis: d = other - box, h = sum of halves, v = other_delta - delta;
    // overlapping now (h - |d| > 0) -> (-inf, leave); else the other must
    // approach: enter = (+-h - d) / v, leave = (-+h - d) / v; clip to [0, 1].
    c2d_aabb a = box(0, 0, 1, 1);
    c2d_vec2 still = vec(0, 0);

    // x: d = 5, h = 2, v = -8: enter = (2 - 5) / -8 = 0.375,
    //    leave = (-2 - 5) / -8 = 0.875; y: d = 0, v = 0, overlapping forever.
    EXPECT_INTERVAL("approaching boxes overlap between entry and exit",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), still, vec(-8, 0)),
                    interval(0.375, 0.875));
    // Both move: v = -6 - 2 = -8, the same interval.
    EXPECT_INTERVAL("only the relative motion matters",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), vec(2, 0), vec(-6, 0)),
                    interval(0.375, 0.875));
    // d = -5, v = 8: enter = (-2 + 5) / 8, leave = (2 + 5) / 8.
    EXPECT_INTERVAL("approach from the negative side",
                    c2d_overlap_interval_aabb_aabb(a, box(-5, 0, 1, 1), still, vec(8, 0)),
                    interval(0.375, 0.875));

    // x: d = 2 = h (touching), v = 0: never strictly inside.
    EXPECT_INTERVAL("boxes only touching while sliding never overlap",
                    c2d_overlap_interval_aabb_aabb(a, box(2, 0, 1, 1), still, vec(0, 4)),
                    NO_INTERVAL);
    // x: enter = (2 - 5) / -3 = 1, so first = last = 1: only touching at the end.
    EXPECT_INTERVAL("boxes that end touching never overlap",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), still, vec(-3, 0)),
                    NO_INTERVAL);
    // x: enter = (2 - 2) / -1 = -0.0, not > +0, so first stays +0;
    //    leave = (-2 - 2) / -1 = 4 -> last 1.
    EXPECT_INTERVAL("boxes touching and moving in overlap from time 0",
                    c2d_overlap_interval_aabb_aabb(a, box(2, 0, 1, 1), still, vec(-1, 0)),
                    interval(0, 1));
    // x: d = 1.5, h - |d| = 0.5 > 0 -> enter -inf, v = 4 > 0: leave =
    //    (2 - 1.5) / 4 = 0.125.
    EXPECT_INTERVAL("boxes overlapping at the start have first 0",
                    c2d_overlap_interval_aabb_aabb(a, box(1.5, 0, 1, 1), still, vec(4, 0)),
                    interval(0, 0.125));
    // v = 0 on both axes and overlapping: (-inf, +inf) clipped to [0, 1].
    EXPECT_INTERVAL("zero relative motion while overlapping covers the whole step",
                    c2d_overlap_interval_aabb_aabb(a, box(1.5, 0, 1, 1), vec(3, 1), vec(3, 1)),
                    interval(0, 1));
    EXPECT_INTERVAL("zero relative motion apart never overlaps",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), vec(3, 1), vec(3, 1)),
                    NO_INTERVAL);
    // v = -0.0 - 0 = -0.0 is not < 0: still no approach.
    EXPECT_INTERVAL("relative motion of -0.0 apart never overlaps",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 0, 1, 1), vec(0, 0), vec(-0.0, 0)),
                    NO_INTERVAL);
    // x window [0.375, 0.875]; y: d = 10, v = -8, enter = (2 - 10) / -8 = 1:
    // first = 1 > last = 0.875.
    EXPECT_INTERVAL("axis windows that do not meet never overlap",
                    c2d_overlap_interval_aabb_aabb(a, box(5, 10, 1, 1), still, vec(-8, -8)),
                    NO_INTERVAL);
    // h = 0 on x: d = 0, h - |d| = 0 not > 0; v = 1 not < 0.
    EXPECT_INTERVAL("zero-size boxes never overlap",
                    c2d_overlap_interval_aabb_aabb(box(0, 0, 0, 0), box(0, 0, 0, 0), still,
                                                   vec(1, 1)),
                    NO_INTERVAL);
}

