// collide2d core tests: moving circles, their intervals, invariants and no NaN
// (docs/circles-and-lines.md). The kit is tests/c/check.h.
#include "check.h"

void test_sweep_circle_circle(void) {
    // Page section 4: the cast of other's centre against the circle of radius
    // R = r + other.r; time = clamp(t - 1e-8, 0, 1), pos = start + delta *
    // time; hit.pos = c + normal * r; hit.delta = (1 - t) * -delta.
    c2d_circle c = circle(0, 0, 1);

    // R 2: -6 + 8 t = -2 at t = 0.5; normal (-1, 0), hit.pos (-1, 0).
    double t = 0.5 - 1e-8;
    EXPECT_SWEEP("circle swept into a circle stops 1e-8 of time before contact",
                 c2d_sweep_circle_circle(c, circle(-6, 0, 1), vec(8, 0)),
                 sweep_of(hit_at(-1, 0, -4, -0.0, -1, 0, 0.5), -6 + 8 * t, 0, t, false));
    // Radii 2 and 1, R 3: -7 + 8 t = -3 at 0.5; normal (0, -1), hit.pos (0, -2).
    EXPECT_SWEEP("hit.pos is on the static circle, at its own radius",
                 c2d_sweep_circle_circle(circle(0, 0, 2), circle(0, -7, 1), vec(0, 8)),
                 sweep_of(hit_at(0, -2, -0.0, -4, 0, -1, 0.5), 0, -7 + 8 * t, t, false));
    // Start overlapping: stuck (time 0, at the start) with the cast's time-0
    // hit, as for boxes: normal centre-to-start (1, 0), hit.pos (1, 0) on c,
    // hit.delta = 1 * -delta.
    EXPECT_SWEEP("circle sweep starting overlapping is stuck with the cast's time-0 hit",
                 c2d_sweep_circle_circle(c, circle(1, 0, 1), vec(4, 0)),
                 sweep_of(hit_at(1, 0, -4, -0.0, 1, 0, 0), 1, 0, 0, true));
    c2d_circle inside = circle(0.5, 0.5, 1);
    CHECK("zero-delta circle sweep is the static test",
          same_sweep(c2d_sweep_circle_circle(c, inside, vec(0, -0.0)),
                     sweep_of(c2d_intersect_circle_circle(c, inside), 0.5, 0.5, 0, true)));
    // Touching (distance 2 = R) and moving in: roots 0 and 1, hit at time 0,
    // sweep time clamp(0 - 1e-8) = 0, but not stuck.
    EXPECT_SWEEP("circle touching and moving in is blocked at time 0 but not stuck",
                 c2d_sweep_circle_circle(c, circle(-2, 0, 1), vec(4, 0)),
                 sweep_of(hit_at(-1, 0, -4, -0.0, -1, 0, 0), -2, 0, 0, false));
    EXPECT_SWEEP("circle touching and moving away is not blocked",
                 c2d_sweep_circle_circle(c, circle(-2, 0, 1), vec(-4, 0)),
                 sweep_of(miss_at(-6, 0), -6, 0, 1, false));
    // y = 2 = R: the path only grazes.
    EXPECT_SWEEP("circle passing at exactly the radius sum is not blocked",
                 c2d_sweep_circle_circle(c, circle(-4, 2, 1), vec(8, 0)),
                 sweep_of(miss_at(4, 2), 4, 2, 1, false));
    // -6 + 4 t = -2 at t = 1: ends touching.
    EXPECT_SWEEP("circle ending exactly touching is not blocked",
                 c2d_sweep_circle_circle(c, circle(-6, 0, 1), vec(4, 0)),
                 sweep_of(miss_at(-2, 0), -2, 0, 1, false));
    // a = 1e-320, subnormal (see the raycast's check of the same).
    EXPECT_SWEEP("a circle apart moving by 1e-160 is not blocked",
                 c2d_sweep_circle_circle(c, circle(3, 0, 1), vec(1e-160, 0)),
                 sweep_of(miss_at(3, 0), 3, 0, 1, false));
}

void test_sweep_circle_and_aabb(void) {
    // Page section 4: the centre is cast against the box grown by r (seed
    // 000's slab); an entry beyond the box on both axes is decided by the
    // corner's circle of radius r. hit.pos is the box's point nearest the
    // centre at contact.
    c2d_aabb b = box(0, 0, 2, 1);
    double t = 0.375 - 1e-8;

    // Grown half (3, 2): near_x = (0 - 3 + 6) / 8 = 0.375, entry centre
    // (-3, 0) is beside the face (|0| <= 1): normal (-1, 0), hit.pos (-2, 0).
    EXPECT_SWEEP("circle swept into a face stops before it",
                 c2d_sweep_aabb_circle(b, circle(-6, 0, 1), vec(8, 0)),
                 sweep_of(hit_at(-2, 0, -5, -0.0, -1, 0, 0.375), -6 + 8 * t, 0, t, false));
    // Box (0, 0, 1, 1), circle (12, 5) r 5 moving (-16, 0): grown half 6,
    // near_x = 6 / 16, entry centre (6, 5) is beyond both faces -> corner
    // (1, 1) with radius 5: f = (11, 4), 11 - 16 t = 3 at t = 0.5 (y 4 is the
    // 3-4-5 height); normal (0.6, 0.8), hit.pos the corner, hit.delta
    // 0.5 * (16, -0.0).
    c2d_aabb square = box(0, 0, 1, 1);
    double tc = 0.5 - 1e-8;
    EXPECT_SWEEP("circle swept into a corner hits the corner's arc",
                 c2d_sweep_aabb_circle(square, circle(12, 5, 5), vec(-16, 0)),
                 sweep_of(hit_at(1, 1, 8, -0.0, 0.6, 0.8, 0.5), 12 - 16 * tc, 5, tc, false));
    // r 1 on x + y = 3.75: the grown box [-2, 2]^2 is entered at (2, 1.75),
    // in the corner square, but the line passes 1.75 / sqrt(2) > 1 from the
    // corner (1, 1): it misses the arc, so the whole rounded box.
    c2d_vec2 start = vec(3, 0.75), d = vec(-2.25, 2.25);
    CHECK("the path through the corner square enters the box grown by r",
          c2d_intersect_aabb_segment(square, start, d, 1, 1).hit);
    EXPECT_SWEEP("a path through the corner square that misses the arc misses",
                 c2d_sweep_aabb_circle(square, circle(3, 0.75, 1), d),
                 sweep_of(miss_at(0.75, 3), 0.75, 3, 1, false));
    // x + y = 3.25 passes 1.25 / sqrt(2) < 1 from the corner: it hits the arc.
    c2d_sweep s = c2d_sweep_aabb_circle(square, circle(3, 0.25, 1), d);
    CHECK("a path through the corner square that cuts the arc hits at the corner",
          s.hit.hit && !s.started_overlapping && same_vec(s.hit.pos, vec(1, 1)) &&
              s.hit.normal.x > 0 && s.hit.normal.y > 0 && s.hit.time > 0 && s.hit.time < 1);
    // Centre at y = 2 = 1 + r: sliding along the top face, touching.
    EXPECT_SWEEP("circle sliding along a face while touching is not blocked",
                 c2d_sweep_aabb_circle(b, circle(-6, 2, 1), vec(12, 0)),
                 sweep_of(miss_at(6, 2), 6, 2, 1, false));
    // Radius 0: noonat/intersect's segment cast, near_x = (0 - 2 + 6) / 8 = 0.5.
    double th = 0.5 - 1e-8;
    EXPECT_SWEEP("a circle of radius 0 sweeps like a point",
                 c2d_sweep_aabb_circle(b, circle(-6, 0.5, 0), vec(8, 0)),
                 sweep_of(hit_at(-2, 0.5, -4, -0.0, -1, 0, 0.5), -6 + 8 * th, 0.5, th, false));
    // (2.5, 0) r 1 overlaps the right face. Cast from inside the grown box:
    // near_x = (0 - 3 - 2.5) / 4 < 0 -> time 0, normal (-sign_x, 0) = (-1, 0)
    // (noonat/intersect's stuck hit), hit.pos the box's point nearest (2.5, 0).
    EXPECT_SWEEP("circle sweep into a box starting overlapping is stuck with the cast's hit",
                 c2d_sweep_aabb_circle(b, circle(2.5, 0, 1), vec(4, 0)),
                 sweep_of(hit_at(2, 0, -4, -0.0, -1, 0, 0), 2.5, 0, 0, true));
    c2d_circle over = circle(2.5, 0, 1);
    CHECK("zero-delta circle-into-box sweep is the static test",
          same_sweep(c2d_sweep_aabb_circle(b, over, vec(-0.0, 0)),
                     sweep_of(c2d_intersect_aabb_circle(b, over), 2.5, 0, 0, true)));

    // Circle.sweep_aabb: the box moves, seen as the circle moving by -delta;
    // normal from the circle toward the box (0 - n), hit.pos = c + normal * r.
    // Circle (0, 0) r 1, box (6, 0, 2, 1) by (-8, 0): near_x = 3 / 8 as above;
    // normal (1, 0), hit.pos (1, 0), hit.delta 0.625 * (8, -0.0).
    EXPECT_SWEEP("box swept into a circle stops before it, normal toward the box",
                 c2d_sweep_circle_aabb(circle(0, 0, 1), box(6, 0, 2, 1), vec(-8, 0)),
                 sweep_of(hit_at(1, 0, 5, -0.0, 1, 0, 0.375), 6 - 8 * t, 0, t, false));
    // The corner case above seen from the box: box (0, 0, 1, 1) moving (16, 0)
    // into circle (12, 5) r 5; normal (-0.6, -0.8), hit.pos (12 - 3, 5 - 4).
    EXPECT_SWEEP("box swept corner-first into a circle hits the arc",
                 c2d_sweep_circle_aabb(circle(12, 5, 5), square, vec(16, 0)),
                 sweep_of(hit_at(9, 1, -8, -0.0, -0.6, -0.8, 0.5), 16 * tc, 0, tc, false));
    EXPECT_SWEEP("box passing a circle misses and ends at start + delta",
                 c2d_sweep_circle_aabb(circle(0, 0, 1), box(6, 5, 1, 1), vec(-8, 0)),
                 sweep_of(miss_at(-2, 5), -2, 5, 1, false));
    // Stuck: in the box's frame the centre moves (-4, -0.0) from inside the
    // grown box, x slab, normal (+1, 0); negated (-1, 0); hit.pos (0 - 1, 0).
    EXPECT_SWEEP("box sweep into a circle starting overlapping is stuck with the cast's hit",
                 c2d_sweep_circle_aabb(circle(0, 0, 1), box(1.5, 0, 1, 1), vec(4, 0)),
                 sweep_of(hit_at(-1, 0, -4, -0.0, -1, 0, 0), 1.5, 0, 0, true));
    // Radius 0, found by a random search: the path passes a corner 4e-16 outside
    // it (exact arithmetic, on the segment to p0 + d0 as rounded and on the exact
    // one alike), where the rounded slab times once said it entered a face. With
    // r = 0 there is no corner test, so the sweep is the segment cast, whose near
    // tie is decided exactly: both miss.
    c2d_aabb near_corner = box(-0x1.a15b257f42b65p+1, 0x1.03651db206cap-1, 0x1.5691c4b4ad239p+0,
                               0x1.1499e9ea29338p-2);
    c2d_vec2 p0 = vec(-0x1.20a71076414e2p+2, 0x1.d50f4e6faa1eap+2);
    c2d_vec2 d0 = vec(0x1.b4b71fc3c3f46p+2, -0x1.1471d250206cfp+4);
    c2d_hit seg = c2d_intersect_aabb_segment(near_corner, p0, d0, 0, 0);
    s = c2d_sweep_aabb_circle(near_corner, circle(p0.x, p0.y, 0), d0);
    CHECK("a radius-0 sweep passing just outside a corner misses like the segment",
          !seg.hit && !s.hit.hit && s.time == 1);
}

void test_overlap_interval_circles(void) {
    // Page section 5: v = other_delta - delta, d = other.c - c, R = r + other.r;
    // the open set of t in [0, 1] with |d + v t| < R.
    c2d_circle c = circle(0, 0, 1);
    c2d_vec2 still = vec(0, 0);

    // |6 - 16 t| < 2 for 0.25 < t < 0.5.
    EXPECT_INTERVAL("approaching circles overlap between entry and exit",
                    c2d_overlap_interval_circle_circle(c, circle(6, 0, 1), still, vec(-16, 0)),
                    interval(0.25, 0.5));
    // |1 + 8 t| < 2 for -3/8 < t < 1/8.
    EXPECT_INTERVAL("circles overlapping at the start have first 0",
                    c2d_overlap_interval_circle_circle(c, circle(1, 0, 1), still, vec(8, 0)),
                    interval(0, 0.125));
    // |2 - 8 t| < 2 for 0 < t < 0.5: first is +0.0.
    EXPECT_INTERVAL("circles touching and moving in overlap from +0.0",
                    c2d_overlap_interval_circle_circle(c, circle(2, 0, 1), still, vec(-8, 0)),
                    interval(0, 0.5));
    EXPECT_INTERVAL("circles touching and moving apart never overlap",
                    c2d_overlap_interval_circle_circle(c, circle(2, 0, 1), still, vec(8, 0)),
                    NO_INTERVAL);
    // |6 - 4 t| < 2 for 1 < t < 2.
    EXPECT_INTERVAL("circles that end touching never overlap",
                    c2d_overlap_interval_circle_circle(c, circle(6, 0, 1), still, vec(-4, 0)),
                    NO_INTERVAL);
    EXPECT_INTERVAL("circles passing at exactly the radius sum never overlap",
                    c2d_overlap_interval_circle_circle(c, circle(-4, 2, 1), still, vec(8, 0)),
                    NO_INTERVAL);
    EXPECT_INTERVAL("zero relative motion while overlapping covers the whole step",
                    c2d_overlap_interval_circle_circle(c, circle(1, 0, 1), vec(3, 1), vec(3, 1)),
                    interval(0, 1));
    EXPECT_INTERVAL("circles of radius 0 crossing never overlap",
                    c2d_overlap_interval_circle_circle(circle(0, 0, 0), circle(-1, 0, 0), still,
                                                       vec(2, 0)),
                    NO_INTERVAL);
}

void test_circle_invariants(void) {
    // Contract invariants over a small grid of half-integer inputs (many
    // touching and tangent cases), whatever the rounding of the roots:
    // - a sweep that is not stuck ends without overlapping (the 1e-8 back-off);
    // - times and parameters are in [0, 1] and never -0.0;
    // - Circle.sweep_aabb is AABB.sweep_circle seen from the box: the same
    //   times and opposite normals;
    // - overlap_interval starts at 0 when the static test overlaps, and a
    //   zero-length raycast is the point test.
    static const double coords[] = {-3, -1.5, -1, 0, 0.5, 2};
    static const double radii[] = {0, 0.5, 1};
    static const double moves[] = {-4, -1, -0.0, 0, 1.5, 4};
    enum { NC = 6, NR = 3, NM = 6 };
    c2d_aabb boxes[] = {box(0, 0, 1, 1), box(0.5, -1, 2, 0.5), box(1, 1, 0, 1)};
    c2d_circle colliders[] = {circle(0, 0, 1), circle(0.5, -1, 2), circle(-1, 1, 0)};
    long end_overlaps = 0, bad_times = 0, mirror = 0, interval_start = 0, point_test = 0;
    long hits = 0, misses = 0;
    for (int i = 0; i < NC * NC * NR; i++) {
        c2d_circle mover = circle(coords[i % NC], coords[(i / NC) % NC], radii[i / (NC * NC)]);
        for (int k = 0; k < NM * NM; k++) {
            c2d_vec2 d = vec(moves[k % NM], moves[k / NM]);
            c2d_vec2 back = vec(-d.x, -d.y);
            for (int j = 0; j < 3; j++) {
                c2d_circle c = colliders[j];
                c2d_aabb b = boxes[j];
                c2d_sweep sc = c2d_sweep_circle_circle(c, mover, d);
                c2d_sweep sb = c2d_sweep_aabb_circle(b, mover, d);
                c2d_aabb moving_box = box(mover.center.x, mover.center.y, 0.5 * (j + 1), 0.5);
                c2d_sweep sa = c2d_sweep_circle_aabb(c, moving_box, d);
                c2d_sweep seen = c2d_sweep_aabb_circle(moving_box, c, back);
                c2d_interval iv = c2d_overlap_interval_circle_circle(c, mover, vec(0, 0), d);
                hits += sc.hit.hit + sb.hit.hit + sa.hit.hit;
                misses += !sc.hit.hit + !sb.hit.hit + !sa.hit.hit;

                if ((!sc.started_overlapping &&
                     c2d_intersect_circle_circle(c, circle(sc.pos.x, sc.pos.y, mover.radius))
                         .hit) ||
                    (!sb.started_overlapping &&
                     c2d_intersect_aabb_circle(b, circle(sb.pos.x, sb.pos.y, mover.radius))
                         .hit) ||
                    (!sa.started_overlapping &&
                     c2d_intersect_circle_aabb(c, box(sa.pos.x, sa.pos.y, moving_box.half.x,
                                                      moving_box.half.y))
                         .hit))
                    end_overlaps++;

                c2d_sweep all[3] = {sc, sb, sa};
                for (int m = 0; m < 3; m++) {
                    double times[2] = {all[m].time, all[m].hit.time};
                    for (int q = 0; q < 2; q++)
                        if (!(times[q] >= 0 && times[q] <= 1) || minus_zero(times[q]))
                            bad_times++;
                }
                if (minus_zero(iv.first) || minus_zero(iv.last)) bad_times++;

                if (sa.hit.hit != seen.hit.hit || sa.started_overlapping !=
                                                      seen.started_overlapping ||
                    (sa.hit.hit && !sa.started_overlapping &&
                     !(same(sa.hit.time, seen.hit.time) && same(sa.time, seen.time) &&
                       sa.hit.normal.x == -seen.hit.normal.x &&
                       sa.hit.normal.y == -seen.hit.normal.y)))
                    mirror++;

                if (c2d_intersect_circle_circle(c, mover).hit && !(iv.hit && same(iv.first, 0)))
                    interval_start++;

                if (d.x == 0 && d.y == 0 &&
                    c2d_intersect_circle_segment(c, mover.center, d).hit !=
                        c2d_intersect_circle_point(c, mover.center).hit)
                    point_test++;
            }
        }
    }
    CHECK("no circle sweep that is not stuck ends overlapping", end_overlaps == 0);
    CHECK("circle sweep times and interval ends are in [0, 1] and never -0.0", bad_times == 0);
    CHECK("Circle.sweep_aabb has AABB.sweep_circle's times and opposite normals", mirror == 0);
    CHECK("overlap_interval starts at 0 when the circles overlap at the start",
          interval_start == 0);
    CHECK("a zero-length circle raycast is the point test", point_test == 0);
    CHECK("the circle sweep grid holds both hits and misses", hits > 1000 && misses > 1000);
}

void test_circles_no_nan(void) {
    // Coordinates 0, -0.0, +-1, the +-2^200 range limit, 1e-160 (as a motion
    // its square is subnormal) and -5e-324 (its square is 0); radii 0, 1e-300
    // (its square underflows), 1 and 2^200; motions of 0 and -0.0 among them.
    // One check per function: hits and sweeps finite with times in [0, 1]
    // (hit_ok, sweep_ok, interval_ok above), line results free of NaN. Every
    // receiver meets every point and every other shape; motions (from the
    // same set) are sampled to keep the sanitizer builds quick.
    static const double xs[] = {0.0, -0.0, 1.0, -1.0, 0x1p200, -0x1p200, 1e-160, -5e-324};
    static const double rs[] = {0.0, 1e-300, 1.0, 0x1p200};
    enum { NX = 8, NRAD = 4, NCIRC = NX * NX * NRAD, NPT = NX * NX };
    static c2d_circle circles[NCIRC];
    static c2d_aabb boxes[NCIRC];
    static c2d_vec2 pts[NPT];
    for (int i = 0; i < NCIRC; i++) {
        circles[i] = circle(xs[i % NX], xs[(i / NX) % NX], rs[i / NPT]);
        boxes[i] = box(xs[i % NX], xs[(i / NX) % NX], rs[i / NPT], rs[(i / NX) % NRAD]);
    }
    for (int i = 0; i < NPT; i++) pts[i] = vec(xs[i % NX], xs[i / NX]);

    long bad[12] = {0};
    for (int i = 0; i < NCIRC; i++) {
        c2d_circle c = circles[i];
        for (int j = 0; j < NPT; j++) {
            bad[0] += !hit_ok(c2d_intersect_circle_point(c, pts[j]));
            for (int k = (i + j) % 3; k < NPT; k += 3) { // a third of the motions
                bad[5] += !hit_ok(c2d_intersect_circle_segment(c, pts[j], pts[k]));
                bad[7] += !points_ok(c2d_circle_line_points(c, pts[j], pts[k], true));
                bad[4] += !points_ok(c2d_circle_line_points(c, pts[j], pts[k], false));
            }
        }
        for (int j = 0; j < NCIRC; j++) {
            c2d_circle o = circles[j];
            bad[1] += !hit_ok(c2d_intersect_circle_circle(c, o));
            bad[2] += !hit_ok(c2d_intersect_aabb_circle(boxes[j], c));
            bad[3] += !hit_ok(c2d_intersect_circle_aabb(c, boxes[j]));
            // Motions: every 16th pair takes all of them, the others every
            // 13th from a varying offset (fast, and each motion meets every
            // receiver).
            bool all_motions = (i + j) % 16 == 0;
            int step = all_motions ? 1 : 13;
            for (int k = all_motions ? 0 : (i * 7 + j) % 13; k < NPT; k += step) {
                c2d_vec2 d = pts[k], other_d = pts[NPT - 1 - k];
                bad[8] += !sweep_ok(c2d_sweep_circle_circle(c, o, d));
                bad[9] += !sweep_ok(c2d_sweep_aabb_circle(boxes[j], c, d));
                bad[10] += !sweep_ok(c2d_sweep_circle_aabb(c, boxes[j], d));
                bad[11] += !interval_ok(c2d_overlap_interval_circle_circle(c, o, d, other_d));
            }
        }
    }
    // Every 31st 4-tuple of points (31 is coprime with NPT = 64, so every
    // point takes each of the four roles), as segments and as lines.
    for (int i = 0; i < NPT * NPT * NPT * NPT; i += 31) {
        c2d_vec2 a1 = pts[i % NPT], a2 = pts[(i / NPT) % NPT];
        c2d_vec2 b1 = pts[(i / (NPT * NPT)) % NPT], b2 = pts[i / (NPT * NPT * NPT)];
        bad[6] += !line_hit_ok(c2d_line_intersection(a1, a2, b1, b2, true));
        bad[6] += !line_hit_ok(c2d_line_intersection(a1, a2, b1, b2, false));
    }
    static const char *names[12] = {
        "c2d_intersect_circle_point",   "c2d_intersect_circle_circle",
        "c2d_intersect_aabb_circle",    "c2d_intersect_circle_aabb",
        "c2d_circle_line_points (lines)", "c2d_intersect_circle_segment",
        "c2d_line_intersection",        "c2d_circle_line_points (segments)",
        "c2d_sweep_circle_circle",      "c2d_sweep_aabb_circle",
        "c2d_sweep_circle_aabb",        "c2d_overlap_interval_circle_circle"};
    for (int f = 0; f < 12; f++) {
        char name[160];
        snprintf(name, sizeof name, "%s: no NaN (nor bad time) on extreme inputs",
                 names[f]);
        if (!check_at(bad[f] == 0, name, __LINE__)) printf("    %ld bad results\n", bad[f]);
    }
}

