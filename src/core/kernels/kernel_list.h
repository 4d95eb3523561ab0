// collide2d: THE list of batch kernels, one line per query. Everything that
// is written once per query comes from here: the row loops and their
// declarations (kernels.h, kernels.c), the kernel table the binding turns into
// `_core.batch_<id>` entry points and `_core.KERNELS` (py_batch.c), from which
// the Python layer makes the array-twin methods and the shared test suites
// take their parameters (collide2d/_kernels.py, tests/test_kernel_list.py),
// and the C fuzzer's table (tests/fuzz/fuzz_core.c).
//
// An X-macro list (no include guard on purpose): a consumer defines
// C2D_K1 .. C2D_K5 (one per argument count), includes this file, and undefines
// them. A line reads
//
//   C2D_Kn(loop, id, method, result, cost, scalar, kind0, name0, ..., kindn-1, namen-1)
//
//   loop    generic: the row loop is generated (kernels.c) and calls `scalar`
//           on each row; fast: written by hand for speed (kernels_fast.c, kernels_fast_obb.c,
//           kernels_fast_polygon.c)
//           and checked against `scalar` all the same (the generated loop
//           is its fallback, c2d_batch_<id>_rows); into: each row moves
//           through every collider (sweep_into.c); pairs: each row against
//           every row of the other column, the pairs where `scalar` is true
//           appended to a sink (pairs.c)
//   id      the kernel's name, verb first, shapes in order: c2d_batch_<id>
//   method  the public method of the array twin of kind0; for a validator,
//           the twin itself (its constructor validates)
//   result  the output row: hit, sweep, interval, line, points, distance, manifold,
//           mask, none;
//           pairs: (row, other row) records, as many as there are
//   cost    rough nanoseconds per row on one core (per pair for sweep_into):
//           how many threads a call gets
//   scalar  the static inline scalar function the scalar API calls too; the
//           row loop passes it one loaded value per argument, in order, so a
//           batch row equals the scalar result bit for bit by construction
//           (none: a validator, or sweep_into, whose scalar is the pair sweep
//           of the mover and each collider)
//   kind    the argument's row kind (rows.h): aabb, circle, segment, obb, capsule,
//           polygon (ragged: vertices and offsets), vec,
//           size; boxes_all / circles_all for the other side of pairs (rows of
//           their own, all of them read for every row); shapes_all for
//           sweep_into's colliders (a set of shapes of any kinds, shape_set.h)
//   name    the argument's name in error messages (kind0's is "self")
//
// Adding a query: write the scalar function and its oracle twin, add one line
// here, and its hand-derived tests (docs/architecture.md).

// ---- validators: the rows of one kind, checked once (array twins' constructors) ---
C2D_K1(generic, check_aabb, "AABBArray", none, 1, none, aabb, "rows")
C2D_K1(generic, check_circle, "CircleArray", none, 1, none, circle, "rows")
C2D_K1(generic, check_segment, "SegmentArray", none, 1, none, segment, "rows")
C2D_K1(generic, check_obb, "OBBArray", none, 1, none, obb, "rows")
C2D_K1(generic, check_capsule, "CapsuleArray", none, 1, none, capsule, "rows")
C2D_K1(generic, check_polygon, "PolygonArray", none, 30, none, polygon, "rows")

// ---- static hits: Hit with the push-out ---------------------------------------------
C2D_K2(generic, intersect_aabb_point, "intersect_point", hit, 8, c2d_intersect_aabb_point,
       aabb, "self", vec, "points")
C2D_K2(generic, intersect_aabb_aabb, "intersect_aabb", hit, 11, c2d_intersect_aabb_aabb,
       aabb, "self", aabb, "others")
C2D_K2(generic, intersect_aabb_circle, "intersect_circle", hit, 12, c2d_intersect_aabb_circle,
       aabb, "self", circle, "circles")
C2D_K2(generic, intersect_circle_point, "intersect_point", hit, 8, c2d_intersect_circle_point,
       circle, "self", vec, "points")
C2D_K2(generic, intersect_circle_circle, "intersect_circle", hit, 10,
       c2d_intersect_circle_circle, circle, "self", circle, "others")
C2D_K2(generic, intersect_circle_aabb, "intersect_aabb", hit, 12, c2d_intersect_circle_aabb,
       circle, "self", aabb, "boxes")
C2D_K2(generic, intersect_obb_point, "intersect_point", hit, 30, c2d_intersect_obb_point,
       obb, "self", vec, "points")
C2D_K2(generic, intersect_obb_aabb, "intersect_aabb", hit, 40, c2d_intersect_obb_aabb,
       obb, "self", aabb, "boxes")
C2D_K2(generic, intersect_obb_obb, "intersect_obb", hit, 60, c2d_intersect_obb_obb,
       obb, "self", obb, "others")
C2D_K2(generic, intersect_obb_circle, "intersect_circle", hit, 35, c2d_intersect_obb_circle,
       obb, "self", circle, "circles")
C2D_K2(generic, intersect_aabb_obb, "intersect_obb", hit, 40, c2d_intersect_aabb_obb,
       aabb, "self", obb, "boxes")
C2D_K2(generic, intersect_circle_obb, "intersect_obb", hit, 35, c2d_intersect_circle_obb,
       circle, "self", obb, "boxes")
C2D_K2(generic, intersect_capsule_point, "intersect_point", hit, 20, c2d_intersect_capsule_point,
       capsule, "self", vec, "points")
C2D_K2(generic, intersect_capsule_circle, "intersect_circle", hit, 22,
       c2d_intersect_capsule_circle, capsule, "self", circle, "circles")
C2D_K2(generic, intersect_circle_capsule, "intersect_capsule", hit, 22,
       c2d_intersect_circle_capsule, circle, "self", capsule, "capsules")
// Capsules against capsules, boxes and polygons: the push-out the distance gives
// (narrow/distance.h, c2d_hit_from_distance).
C2D_K2(generic, intersect_capsule_capsule, "intersect_capsule", hit, 70,
       c2d_intersect_capsule_capsule, capsule, "self", capsule, "others")
C2D_K2(generic, intersect_capsule_aabb, "intersect_aabb", hit, 80,
       c2d_intersect_capsule_aabb, capsule, "self", aabb, "boxes")
C2D_K2(generic, intersect_capsule_obb, "intersect_obb", hit, 100,
       c2d_intersect_capsule_obb, capsule, "self", obb, "boxes")
C2D_K2(generic, intersect_capsule_polygon, "intersect_polygon", hit, 160,
       c2d_intersect_capsule_polygon, capsule, "self", polygon, "polygons")
C2D_K2(generic, intersect_aabb_capsule, "intersect_capsule", hit, 80,
       c2d_intersect_aabb_capsule, aabb, "self", capsule, "capsules")
C2D_K2(generic, intersect_obb_capsule, "intersect_capsule", hit, 100,
       c2d_intersect_obb_capsule, obb, "self", capsule, "capsules")
C2D_K2(generic, intersect_polygon_capsule, "intersect_capsule", hit, 160,
       c2d_intersect_polygon_capsule, polygon, "self", capsule, "capsules")
C2D_K2(generic, intersect_polygon_point, "intersect_point", hit, 60, c2d_intersect_polygon_point,
       polygon, "self", vec, "points")
C2D_K2(generic, intersect_polygon_aabb, "intersect_aabb", hit, 150, c2d_intersect_polygon_aabb,
       polygon, "self", aabb, "boxes")
C2D_K2(generic, intersect_polygon_obb, "intersect_obb", hit, 180, c2d_intersect_polygon_obb,
       polygon, "self", obb, "boxes")
C2D_K2(generic, intersect_polygon_circle, "intersect_circle", hit, 120,
       c2d_intersect_polygon_circle, polygon, "self", circle, "circles")
C2D_K2(generic, intersect_polygon_polygon, "intersect_polygon", hit, 300,
       c2d_intersect_polygon_polygon, polygon, "self", polygon, "others")
C2D_K2(generic, intersect_aabb_polygon, "intersect_polygon", hit, 150,
       c2d_intersect_aabb_polygon, aabb, "self", polygon, "polygons")
C2D_K2(generic, intersect_obb_polygon, "intersect_polygon", hit, 180, c2d_intersect_obb_polygon,
       obb, "self", polygon, "polygons")
C2D_K2(generic, intersect_circle_polygon, "intersect_polygon", hit, 120,
       c2d_intersect_circle_polygon, circle, "self", polygon, "polygons")

// ---- casts: a segment pos + t * delta, 0 <= t <= 1 --------------------------------
C2D_K5(fast, intersect_aabb_segment, "intersect_segment", hit, 28, c2d_intersect_aabb_segment,
       aabb, "self", vec, "pos", vec, "delta", size, "padding_x", size, "padding_y")
C2D_K3(fast, intersect_circle_segment, "intersect_segment", hit, 25,
       c2d_intersect_circle_segment, circle, "self", vec, "pos", vec, "delta")
C2D_K5(fast, intersect_obb_segment, "intersect_segment", hit, 50, c2d_intersect_obb_segment,
       obb, "self", vec, "pos", vec, "delta", size, "padding_x", size, "padding_y")
C2D_K3(generic, intersect_capsule_segment, "intersect_segment", hit, 90,
       c2d_intersect_capsule_segment, capsule, "self", vec, "pos", vec, "delta")
C2D_K3(generic, intersect_polygon_segment, "intersect_segment", hit, 80,
       c2d_intersect_polygon_segment, polygon, "self", vec, "pos", vec, "delta")

// ---- overlaps: bool masks, touching is False ------------------------------------
C2D_K2(fast, overlaps_aabb_aabb, "overlaps_aabb", mask, 2, c2d_overlaps_aabb_aabb,
       aabb, "self", aabb, "others")
C2D_K2(generic, overlaps_aabb_point, "overlaps_point", mask, 4, c2d_overlaps_aabb_point,
       aabb, "self", vec, "points")
C2D_K2(generic, overlaps_aabb_circle, "overlaps_circle", mask, 8, c2d_overlaps_aabb_circle,
       aabb, "self", circle, "circles")
C2D_K2(generic, overlaps_aabb_segment, "overlaps_segment", mask, 25, c2d_overlaps_aabb_segment,
       aabb, "self", segment, "segments")
C2D_K2(fast, overlaps_circle_circle, "overlaps_circle", mask, 2, c2d_overlaps_circle_circle,
       circle, "self", circle, "others")
C2D_K2(generic, overlaps_circle_point, "overlaps_point", mask, 4, c2d_overlaps_circle_point,
       circle, "self", vec, "points")
C2D_K2(generic, overlaps_circle_aabb, "overlaps_aabb", mask, 8, c2d_overlaps_circle_aabb,
       circle, "self", aabb, "boxes")
C2D_K2(generic, overlaps_circle_segment, "overlaps_segment", mask, 20,
       c2d_overlaps_circle_segment, circle, "self", segment, "segments")
C2D_K2(generic, overlaps_segment_aabb, "overlaps_aabb", mask, 25, c2d_overlaps_segment_aabb,
       segment, "self", aabb, "boxes")
C2D_K2(generic, overlaps_segment_circle, "overlaps_circle", mask, 20,
       c2d_overlaps_segment_circle, segment, "self", circle, "circles")
C2D_K2(generic, overlaps_segment_segment, "overlaps_segment", mask, 10,
       c2d_overlaps_segment_segment, segment, "self", segment, "others")
C2D_K2(generic, overlaps_obb_point, "overlaps_point", mask, 25, c2d_overlaps_obb_point,
       obb, "self", vec, "points")
C2D_K2(generic, overlaps_obb_aabb, "overlaps_aabb", mask, 35, c2d_overlaps_obb_aabb,
       obb, "self", aabb, "boxes")
C2D_K2(fast, overlaps_obb_obb, "overlaps_obb", mask, 55, c2d_overlaps_obb_obb,
       obb, "self", obb, "others")
C2D_K2(generic, overlaps_obb_circle, "overlaps_circle", mask, 30, c2d_overlaps_obb_circle,
       obb, "self", circle, "circles")
C2D_K2(generic, overlaps_obb_segment, "overlaps_segment", mask, 45, c2d_overlaps_obb_segment,
       obb, "self", segment, "segments")
C2D_K2(generic, overlaps_aabb_obb, "overlaps_obb", mask, 35, c2d_overlaps_aabb_obb,
       aabb, "self", obb, "boxes")
C2D_K2(generic, overlaps_circle_obb, "overlaps_obb", mask, 30, c2d_overlaps_circle_obb,
       circle, "self", obb, "boxes")
C2D_K2(generic, overlaps_segment_obb, "overlaps_obb", mask, 45, c2d_overlaps_segment_obb,
       segment, "self", obb, "boxes")
C2D_K2(generic, overlaps_capsule_point, "overlaps_point", mask, 12, c2d_overlaps_capsule_point,
       capsule, "self", vec, "points")
C2D_K2(generic, overlaps_capsule_segment, "overlaps_segment", mask, 40,
       c2d_overlaps_capsule_segment, capsule, "self", segment, "segments")
C2D_K2(generic, overlaps_capsule_circle, "overlaps_circle", mask, 12, c2d_overlaps_capsule_circle,
       capsule, "self", circle, "circles")
C2D_K2(generic, overlaps_capsule_aabb, "overlaps_aabb", mask, 60, c2d_overlaps_capsule_aabb,
       capsule, "self", aabb, "boxes")
C2D_K2(generic, overlaps_capsule_obb, "overlaps_obb", mask, 80, c2d_overlaps_capsule_obb,
       capsule, "self", obb, "boxes")
C2D_K2(generic, overlaps_capsule_capsule, "overlaps_capsule", mask, 40,
       c2d_overlaps_capsule_capsule, capsule, "self", capsule, "others")
C2D_K2(generic, overlaps_segment_capsule, "overlaps_capsule", mask, 40,
       c2d_overlaps_segment_capsule, segment, "self", capsule, "capsules")
C2D_K2(generic, overlaps_circle_capsule, "overlaps_capsule", mask, 12,
       c2d_overlaps_circle_capsule, circle, "self", capsule, "capsules")
C2D_K2(generic, overlaps_aabb_capsule, "overlaps_capsule", mask, 60, c2d_overlaps_aabb_capsule,
       aabb, "self", capsule, "capsules")
C2D_K2(generic, overlaps_obb_capsule, "overlaps_capsule", mask, 80, c2d_overlaps_obb_capsule,
       obb, "self", capsule, "capsules")
C2D_K2(generic, overlaps_polygon_point, "overlaps_point", mask, 40, c2d_overlaps_polygon_point,
       polygon, "self", vec, "points")
C2D_K2(generic, overlaps_polygon_segment, "overlaps_segment", mask, 60,
       c2d_overlaps_polygon_segment, polygon, "self", segment, "segments")
C2D_K2(generic, overlaps_polygon_circle, "overlaps_circle", mask, 100,
       c2d_overlaps_polygon_circle, polygon, "self", circle, "circles")
C2D_K2(generic, overlaps_polygon_capsule, "overlaps_capsule", mask, 150,
       c2d_overlaps_polygon_capsule, polygon, "self", capsule, "capsules")
C2D_K2(generic, overlaps_polygon_aabb, "overlaps_aabb", mask, 80, c2d_overlaps_polygon_aabb,
       polygon, "self", aabb, "boxes")
C2D_K2(generic, overlaps_polygon_obb, "overlaps_obb", mask, 100, c2d_overlaps_polygon_obb,
       polygon, "self", obb, "boxes")
C2D_K2(fast, overlaps_polygon_polygon, "overlaps_polygon", mask, 150,
       c2d_overlaps_polygon_polygon, polygon, "self", polygon, "others")
C2D_K2(generic, overlaps_aabb_polygon, "overlaps_polygon", mask, 80, c2d_overlaps_aabb_polygon,
       aabb, "self", polygon, "polygons")
C2D_K2(generic, overlaps_obb_polygon, "overlaps_polygon", mask, 100, c2d_overlaps_obb_polygon,
       obb, "self", polygon, "polygons")
C2D_K2(generic, overlaps_circle_polygon, "overlaps_polygon", mask, 100,
       c2d_overlaps_circle_polygon, circle, "self", polygon, "polygons")
C2D_K2(generic, overlaps_segment_polygon, "overlaps_polygon", mask, 60,
       c2d_overlaps_segment_polygon, segment, "self", polygon, "polygons")
C2D_K2(generic, overlaps_capsule_polygon, "overlaps_polygon", mask, 150,
       c2d_overlaps_capsule_polygon, capsule, "self", polygon, "polygons")

// ---- lines: every case classified (the Dev.Mag article) ---------------------------
C2D_K2(generic, intersection_segment_segment, "intersection", line, 15,
       c2d_intersection_segment_segment, segment, "self", segment, "others")
C2D_K2(generic, intersection_line_line, "intersection", line, 15,
       c2d_intersection_line_line, segment, "self", segment, "others")
C2D_K3(generic, line_points_circle_segment, "line_points", points, 25,
       c2d_line_points_circle_segment, circle, "self", vec, "p1", vec, "p2")
C2D_K3(generic, line_points_circle_line, "line_points", points, 25, c2d_line_points_circle_line,
       circle, "self", vec, "p1", vec, "p2")

// ---- sweeps: `others` moves by delta against the receiver -------------------------
// A box against a circle, a turned box or a polygon: _settled, a miss checked by the
// static test at its end (sweep/settle.h).
C2D_K3(fast, sweep_aabb_aabb, "sweep_aabb", sweep, 36, c2d_sweep_aabb_aabb,
       aabb, "self", aabb, "others", vec, "delta")
C2D_K3(generic, sweep_aabb_circle, "sweep_circle", sweep, 60, c2d_sweep_aabb_circle_settled,
       aabb, "self", circle, "circles", vec, "delta")
C2D_K3(generic, sweep_circle_circle, "sweep_circle", sweep, 40, c2d_sweep_circle_circle,
       circle, "self", circle, "others", vec, "delta")
C2D_K3(generic, sweep_circle_aabb, "sweep_aabb", sweep, 60, c2d_sweep_circle_aabb_settled,
       circle, "self", aabb, "boxes", vec, "delta")
C2D_K3(generic, sweep_obb_obb, "sweep_obb", sweep, 90, c2d_sweep_obb_obb_settled,
       obb, "self", obb, "others", vec, "delta")
C2D_K3(generic, sweep_obb_aabb, "sweep_aabb", sweep, 70, c2d_sweep_obb_aabb_settled,
       obb, "self", aabb, "boxes", vec, "delta")
C2D_K3(generic, sweep_aabb_obb, "sweep_obb", sweep, 70, c2d_sweep_aabb_obb_settled,
       aabb, "self", obb, "boxes", vec, "delta")
C2D_K3(generic, sweep_obb_circle, "sweep_circle", sweep, 90, c2d_sweep_obb_circle_settled,
       obb, "self", circle, "circles", vec, "delta")
C2D_K3(generic, sweep_circle_obb, "sweep_obb", sweep, 90, c2d_sweep_circle_obb_settled,
       circle, "self", obb, "boxes", vec, "delta")
C2D_K3(generic, sweep_capsule_circle, "sweep_circle", sweep, 100, c2d_sweep_capsule_circle,
       capsule, "self", circle, "circles", vec, "delta")
C2D_K3(generic, sweep_circle_capsule, "sweep_capsule", sweep, 100, c2d_sweep_circle_capsule,
       circle, "self", capsule, "capsules", vec, "delta")
// Capsules against capsules, boxes and polygons (sweep/rounded.h: each core's vertices
// cast against the other core grown by both radii).
C2D_K3(generic, sweep_capsule_capsule, "sweep_capsule", sweep, 250, c2d_sweep_capsule_capsule,
       capsule, "self", capsule, "others", vec, "delta")
C2D_K3(generic, sweep_capsule_aabb, "sweep_aabb", sweep, 400, c2d_sweep_capsule_aabb,
       capsule, "self", aabb, "boxes", vec, "delta")
C2D_K3(generic, sweep_capsule_obb, "sweep_obb", sweep, 450, c2d_sweep_capsule_obb_settled,
       capsule, "self", obb, "boxes", vec, "delta")
C2D_K3(generic, sweep_capsule_polygon, "sweep_polygon", sweep, 600,
       c2d_sweep_capsule_polygon_settled, capsule, "self", polygon, "polygons", vec, "delta")
C2D_K3(generic, sweep_aabb_capsule, "sweep_capsule", sweep, 400, c2d_sweep_aabb_capsule,
       aabb, "self", capsule, "capsules", vec, "delta")
C2D_K3(generic, sweep_obb_capsule, "sweep_capsule", sweep, 450, c2d_sweep_obb_capsule_settled,
       obb, "self", capsule, "capsules", vec, "delta")
C2D_K3(generic, sweep_polygon_capsule, "sweep_capsule", sweep, 600,
       c2d_sweep_polygon_capsule_settled, polygon, "self", capsule, "capsules", vec, "delta")
C2D_K3(generic, sweep_polygon_polygon, "sweep_polygon", sweep, 300,
       c2d_sweep_polygon_polygon_settled, polygon, "self", polygon, "others", vec, "delta")
C2D_K3(generic, sweep_polygon_aabb, "sweep_aabb", sweep, 200, c2d_sweep_polygon_aabb_settled,
       polygon, "self", aabb, "boxes", vec, "delta")
C2D_K3(generic, sweep_aabb_polygon, "sweep_polygon", sweep, 200, c2d_sweep_aabb_polygon_settled,
       aabb, "self", polygon, "polygons", vec, "delta")
C2D_K3(generic, sweep_polygon_obb, "sweep_obb", sweep, 230, c2d_sweep_polygon_obb_settled,
       polygon, "self", obb, "boxes", vec, "delta")
C2D_K3(generic, sweep_obb_polygon, "sweep_polygon", sweep, 230, c2d_sweep_obb_polygon_settled,
       obb, "self", polygon, "polygons", vec, "delta")
C2D_K3(generic, sweep_polygon_circle, "sweep_circle", sweep, 400, c2d_sweep_polygon_circle_settled,
       polygon, "self", circle, "circles", vec, "delta")
C2D_K3(generic, sweep_circle_polygon, "sweep_polygon", sweep, 400, c2d_sweep_circle_polygon_settled,
       circle, "self", polygon, "polygons", vec, "delta")

// ---- first and last overlap times of two moving shapes (Gomez) --------------------
C2D_K4(generic, overlap_interval_aabb_aabb, "overlap_interval", interval, 10,
       c2d_overlap_interval_aabb_aabb, aabb, "self", aabb, "others", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_circle_circle, "overlap_interval", interval, 30,
       c2d_overlap_interval_circle_circle, circle, "self", circle, "others", vec, "delta", vec,
       "other_delta")
// Every other pair (sweep/interval.h): the vertex casts forwards and backwards, or the
// separating axis theorem in time on the cores.
C2D_K4(generic, overlap_interval_aabb_circle, "overlap_interval_circle", interval, 300,
       c2d_overlap_interval_aabb_circle, aabb, "self", circle, "circles", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_aabb_capsule, "overlap_interval_capsule", interval, 360,
       c2d_overlap_interval_aabb_capsule, aabb, "self", capsule, "capsules", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_aabb_obb, "overlap_interval_obb", interval, 480,
       c2d_overlap_interval_aabb_obb, aabb, "self", obb, "boxes", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_aabb_polygon, "overlap_interval_polygon", interval, 720,
       c2d_overlap_interval_aabb_polygon, aabb, "self", polygon, "polygons", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_circle_aabb, "overlap_interval_aabb", interval, 300,
       c2d_overlap_interval_circle_aabb, circle, "self", aabb, "boxes", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_circle_capsule, "overlap_interval_capsule", interval, 180,
       c2d_overlap_interval_circle_capsule, circle, "self", capsule, "capsules", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_circle_obb, "overlap_interval_obb", interval, 300,
       c2d_overlap_interval_circle_obb, circle, "self", obb, "boxes", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_circle_polygon, "overlap_interval_polygon", interval, 540,
       c2d_overlap_interval_circle_polygon, circle, "self", polygon, "polygons", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_capsule_circle, "overlap_interval_circle", interval, 180,
       c2d_overlap_interval_capsule_circle, capsule, "self", circle, "circles", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_capsule_capsule, "overlap_interval_capsule", interval, 240,
       c2d_overlap_interval_capsule_capsule, capsule, "self", capsule, "others", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_capsule_aabb, "overlap_interval_aabb", interval, 360,
       c2d_overlap_interval_capsule_aabb, capsule, "self", aabb, "boxes", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_capsule_obb, "overlap_interval_obb", interval, 360,
       c2d_overlap_interval_capsule_obb, capsule, "self", obb, "boxes", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_capsule_polygon, "overlap_interval_polygon", interval, 600,
       c2d_overlap_interval_capsule_polygon, capsule, "self", polygon, "polygons", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_obb_circle, "overlap_interval_circle", interval, 300,
       c2d_overlap_interval_obb_circle, obb, "self", circle, "circles", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_obb_capsule, "overlap_interval_capsule", interval, 360,
       c2d_overlap_interval_obb_capsule, obb, "self", capsule, "capsules", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_obb_aabb, "overlap_interval_aabb", interval, 480,
       c2d_overlap_interval_obb_aabb, obb, "self", aabb, "boxes", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_obb_obb, "overlap_interval_obb", interval, 480,
       c2d_overlap_interval_obb_obb, obb, "self", obb, "others", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_obb_polygon, "overlap_interval_polygon", interval, 720,
       c2d_overlap_interval_obb_polygon, obb, "self", polygon, "polygons", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_polygon_circle, "overlap_interval_circle", interval, 540,
       c2d_overlap_interval_polygon_circle, polygon, "self", circle, "circles", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_polygon_capsule, "overlap_interval_capsule", interval, 600,
       c2d_overlap_interval_polygon_capsule, polygon, "self", capsule, "capsules", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_polygon_aabb, "overlap_interval_aabb", interval, 720,
       c2d_overlap_interval_polygon_aabb, polygon, "self", aabb, "boxes", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_polygon_obb, "overlap_interval_obb", interval, 720,
       c2d_overlap_interval_polygon_obb, polygon, "self", obb, "boxes", vec, "delta", vec,
       "other_delta")
C2D_K4(generic, overlap_interval_polygon_polygon, "overlap_interval_polygon", interval, 960,
       c2d_overlap_interval_polygon_polygon, polygon, "self", polygon, "others", vec, "delta", vec,
       "other_delta")

// ---- signed distances: gap or penetration, closest points, normal (narrow/distance.h) --
C2D_K2(generic, distance_aabb_point, "distance_point", distance, 60,
       c2d_distance_aabb_vec, aabb, "self", vec, "points")
C2D_K2(generic, distance_aabb_segment, "distance_segment", distance, 70,
       c2d_distance_aabb_segment, aabb, "self", segment, "segments")
C2D_K2(generic, distance_aabb_circle, "distance_circle", distance, 60,
       c2d_distance_aabb_circle, aabb, "self", circle, "circles")
C2D_K2(generic, distance_aabb_capsule, "distance_capsule", distance, 70,
       c2d_distance_aabb_capsule, aabb, "self", capsule, "capsules")
C2D_K2(generic, distance_aabb_aabb, "distance_aabb", distance, 80,
       c2d_distance_aabb_aabb, aabb, "self", aabb, "others")
C2D_K2(generic, distance_aabb_obb, "distance_obb", distance, 100,
       c2d_distance_aabb_obb, aabb, "self", obb, "boxes")
C2D_K2(generic, distance_aabb_polygon, "distance_polygon", distance, 160,
       c2d_distance_aabb_polygon, aabb, "self", polygon, "polygons")
C2D_K2(generic, distance_circle_point, "distance_point", distance, 40,
       c2d_distance_circle_vec, circle, "self", vec, "points")
C2D_K2(generic, distance_circle_segment, "distance_segment", distance, 50,
       c2d_distance_circle_segment, circle, "self", segment, "segments")
C2D_K2(generic, distance_circle_circle, "distance_circle", distance, 40,
       c2d_distance_circle_circle, circle, "self", circle, "others")
C2D_K2(generic, distance_circle_capsule, "distance_capsule", distance, 50,
       c2d_distance_circle_capsule, circle, "self", capsule, "capsules")
C2D_K2(generic, distance_circle_aabb, "distance_aabb", distance, 60,
       c2d_distance_circle_aabb, circle, "self", aabb, "boxes")
C2D_K2(generic, distance_circle_obb, "distance_obb", distance, 80,
       c2d_distance_circle_obb, circle, "self", obb, "boxes")
C2D_K2(generic, distance_circle_polygon, "distance_polygon", distance, 140,
       c2d_distance_circle_polygon, circle, "self", polygon, "polygons")
C2D_K2(generic, distance_segment_point, "distance_point", distance, 50,
       c2d_distance_segment_vec, segment, "self", vec, "points")
C2D_K2(generic, distance_segment_segment, "distance_segment", distance, 60,
       c2d_distance_segment_segment, segment, "self", segment, "others")
C2D_K2(generic, distance_segment_circle, "distance_circle", distance, 50,
       c2d_distance_segment_circle, segment, "self", circle, "circles")
C2D_K2(generic, distance_segment_capsule, "distance_capsule", distance, 60,
       c2d_distance_segment_capsule, segment, "self", capsule, "capsules")
C2D_K2(generic, distance_segment_aabb, "distance_aabb", distance, 70,
       c2d_distance_segment_aabb, segment, "self", aabb, "boxes")
C2D_K2(generic, distance_segment_obb, "distance_obb", distance, 90,
       c2d_distance_segment_obb, segment, "self", obb, "boxes")
C2D_K2(generic, distance_segment_polygon, "distance_polygon", distance, 150,
       c2d_distance_segment_polygon, segment, "self", polygon, "polygons")
C2D_K2(generic, distance_obb_point, "distance_point", distance, 80,
       c2d_distance_obb_vec, obb, "self", vec, "points")
C2D_K2(generic, distance_obb_segment, "distance_segment", distance, 90,
       c2d_distance_obb_segment, obb, "self", segment, "segments")
C2D_K2(generic, distance_obb_circle, "distance_circle", distance, 80,
       c2d_distance_obb_circle, obb, "self", circle, "circles")
C2D_K2(generic, distance_obb_capsule, "distance_capsule", distance, 90,
       c2d_distance_obb_capsule, obb, "self", capsule, "capsules")
C2D_K2(generic, distance_obb_aabb, "distance_aabb", distance, 100,
       c2d_distance_obb_aabb, obb, "self", aabb, "boxes")
C2D_K2(generic, distance_obb_obb, "distance_obb", distance, 120,
       c2d_distance_obb_obb, obb, "self", obb, "others")
C2D_K2(generic, distance_obb_polygon, "distance_polygon", distance, 180,
       c2d_distance_obb_polygon, obb, "self", polygon, "polygons")
C2D_K2(generic, distance_capsule_point, "distance_point", distance, 50,
       c2d_distance_capsule_vec, capsule, "self", vec, "points")
C2D_K2(generic, distance_capsule_segment, "distance_segment", distance, 60,
       c2d_distance_capsule_segment, capsule, "self", segment, "segments")
C2D_K2(generic, distance_capsule_circle, "distance_circle", distance, 50,
       c2d_distance_capsule_circle, capsule, "self", circle, "circles")
C2D_K2(generic, distance_capsule_capsule, "distance_capsule", distance, 60,
       c2d_distance_capsule_capsule, capsule, "self", capsule, "others")
C2D_K2(generic, distance_capsule_aabb, "distance_aabb", distance, 70,
       c2d_distance_capsule_aabb, capsule, "self", aabb, "boxes")
C2D_K2(generic, distance_capsule_obb, "distance_obb", distance, 90,
       c2d_distance_capsule_obb, capsule, "self", obb, "boxes")
C2D_K2(generic, distance_capsule_polygon, "distance_polygon", distance, 150,
       c2d_distance_capsule_polygon, capsule, "self", polygon, "polygons")
C2D_K2(generic, distance_polygon_point, "distance_point", distance, 140,
       c2d_distance_polygon_vec, polygon, "self", vec, "points")
C2D_K2(generic, distance_polygon_segment, "distance_segment", distance, 150,
       c2d_distance_polygon_segment, polygon, "self", segment, "segments")
C2D_K2(generic, distance_polygon_circle, "distance_circle", distance, 140,
       c2d_distance_polygon_circle, polygon, "self", circle, "circles")
C2D_K2(generic, distance_polygon_capsule, "distance_capsule", distance, 150,
       c2d_distance_polygon_capsule, polygon, "self", capsule, "capsules")
C2D_K2(generic, distance_polygon_aabb, "distance_aabb", distance, 160,
       c2d_distance_polygon_aabb, polygon, "self", aabb, "boxes")
C2D_K2(generic, distance_polygon_obb, "distance_obb", distance, 180,
       c2d_distance_polygon_obb, polygon, "self", obb, "boxes")
C2D_K2(generic, distance_polygon_polygon, "distance_polygon", distance, 240,
       c2d_distance_polygon_polygon, polygon, "self", polygon, "others")

// ---- contact manifolds: normal, up to two points with separations (narrow/contacts.h)
C2D_K3(generic, contacts_aabb_point, "contacts_point", manifold, 80,
       c2d_contacts_aabb_vec, aabb, "self", vec, "point", size, "margin")
C2D_K3(generic, contacts_aabb_segment, "contacts_segment", manifold, 90,
       c2d_contacts_aabb_segment, aabb, "self", segment, "segments", size, "margin")
C2D_K3(generic, contacts_aabb_circle, "contacts_circle", manifold, 80,
       c2d_contacts_aabb_circle, aabb, "self", circle, "circles", size, "margin")
C2D_K3(generic, contacts_aabb_capsule, "contacts_capsule", manifold, 90,
       c2d_contacts_aabb_capsule, aabb, "self", capsule, "capsules", size, "margin")
C2D_K3(generic, contacts_aabb_aabb, "contacts_aabb", manifold, 100,
       c2d_contacts_aabb_aabb, aabb, "self", aabb, "others", size, "margin")
C2D_K3(generic, contacts_aabb_obb, "contacts_obb", manifold, 120,
       c2d_contacts_aabb_obb, aabb, "self", obb, "boxes", size, "margin")
C2D_K3(generic, contacts_aabb_polygon, "contacts_polygon", manifold, 180,
       c2d_contacts_aabb_polygon, aabb, "self", polygon, "polygons", size, "margin")
C2D_K3(generic, contacts_circle_point, "contacts_point", manifold, 60,
       c2d_contacts_circle_vec, circle, "self", vec, "point", size, "margin")
C2D_K3(generic, contacts_circle_segment, "contacts_segment", manifold, 70,
       c2d_contacts_circle_segment, circle, "self", segment, "segments", size, "margin")
C2D_K3(generic, contacts_circle_circle, "contacts_circle", manifold, 60,
       c2d_contacts_circle_circle, circle, "self", circle, "others", size, "margin")
C2D_K3(generic, contacts_circle_capsule, "contacts_capsule", manifold, 70,
       c2d_contacts_circle_capsule, circle, "self", capsule, "capsules", size, "margin")
C2D_K3(generic, contacts_circle_aabb, "contacts_aabb", manifold, 80,
       c2d_contacts_circle_aabb, circle, "self", aabb, "boxes", size, "margin")
C2D_K3(generic, contacts_circle_obb, "contacts_obb", manifold, 100,
       c2d_contacts_circle_obb, circle, "self", obb, "boxes", size, "margin")
C2D_K3(generic, contacts_circle_polygon, "contacts_polygon", manifold, 160,
       c2d_contacts_circle_polygon, circle, "self", polygon, "polygons", size, "margin")
C2D_K3(generic, contacts_segment_point, "contacts_point", manifold, 70,
       c2d_contacts_segment_vec, segment, "self", vec, "point", size, "margin")
C2D_K3(generic, contacts_segment_segment, "contacts_segment", manifold, 80,
       c2d_contacts_segment_segment, segment, "self", segment, "others", size, "margin")
C2D_K3(generic, contacts_segment_circle, "contacts_circle", manifold, 70,
       c2d_contacts_segment_circle, segment, "self", circle, "circles", size, "margin")
C2D_K3(generic, contacts_segment_capsule, "contacts_capsule", manifold, 80,
       c2d_contacts_segment_capsule, segment, "self", capsule, "capsules", size, "margin")
C2D_K3(generic, contacts_segment_aabb, "contacts_aabb", manifold, 90,
       c2d_contacts_segment_aabb, segment, "self", aabb, "boxes", size, "margin")
C2D_K3(generic, contacts_segment_obb, "contacts_obb", manifold, 110,
       c2d_contacts_segment_obb, segment, "self", obb, "boxes", size, "margin")
C2D_K3(generic, contacts_segment_polygon, "contacts_polygon", manifold, 170,
       c2d_contacts_segment_polygon, segment, "self", polygon, "polygons", size, "margin")
C2D_K3(generic, contacts_obb_point, "contacts_point", manifold, 100,
       c2d_contacts_obb_vec, obb, "self", vec, "point", size, "margin")
C2D_K3(generic, contacts_obb_segment, "contacts_segment", manifold, 110,
       c2d_contacts_obb_segment, obb, "self", segment, "segments", size, "margin")
C2D_K3(generic, contacts_obb_circle, "contacts_circle", manifold, 100,
       c2d_contacts_obb_circle, obb, "self", circle, "circles", size, "margin")
C2D_K3(generic, contacts_obb_capsule, "contacts_capsule", manifold, 110,
       c2d_contacts_obb_capsule, obb, "self", capsule, "capsules", size, "margin")
C2D_K3(generic, contacts_obb_aabb, "contacts_aabb", manifold, 120,
       c2d_contacts_obb_aabb, obb, "self", aabb, "boxes", size, "margin")
C2D_K3(generic, contacts_obb_obb, "contacts_obb", manifold, 140,
       c2d_contacts_obb_obb, obb, "self", obb, "others", size, "margin")
C2D_K3(generic, contacts_obb_polygon, "contacts_polygon", manifold, 200,
       c2d_contacts_obb_polygon, obb, "self", polygon, "polygons", size, "margin")
C2D_K3(generic, contacts_capsule_point, "contacts_point", manifold, 70,
       c2d_contacts_capsule_vec, capsule, "self", vec, "point", size, "margin")
C2D_K3(generic, contacts_capsule_segment, "contacts_segment", manifold, 80,
       c2d_contacts_capsule_segment, capsule, "self", segment, "segments", size, "margin")
C2D_K3(generic, contacts_capsule_circle, "contacts_circle", manifold, 70,
       c2d_contacts_capsule_circle, capsule, "self", circle, "circles", size, "margin")
C2D_K3(generic, contacts_capsule_capsule, "contacts_capsule", manifold, 80,
       c2d_contacts_capsule_capsule, capsule, "self", capsule, "others", size, "margin")
C2D_K3(generic, contacts_capsule_aabb, "contacts_aabb", manifold, 90,
       c2d_contacts_capsule_aabb, capsule, "self", aabb, "boxes", size, "margin")
C2D_K3(generic, contacts_capsule_obb, "contacts_obb", manifold, 110,
       c2d_contacts_capsule_obb, capsule, "self", obb, "boxes", size, "margin")
C2D_K3(generic, contacts_capsule_polygon, "contacts_polygon", manifold, 170,
       c2d_contacts_capsule_polygon, capsule, "self", polygon, "polygons", size, "margin")
C2D_K3(generic, contacts_polygon_point, "contacts_point", manifold, 160,
       c2d_contacts_polygon_vec, polygon, "self", vec, "point", size, "margin")
C2D_K3(generic, contacts_polygon_segment, "contacts_segment", manifold, 170,
       c2d_contacts_polygon_segment, polygon, "self", segment, "segments", size, "margin")
C2D_K3(generic, contacts_polygon_circle, "contacts_circle", manifold, 160,
       c2d_contacts_polygon_circle, polygon, "self", circle, "circles", size, "margin")
C2D_K3(generic, contacts_polygon_capsule, "contacts_capsule", manifold, 170,
       c2d_contacts_polygon_capsule, polygon, "self", capsule, "capsules", size, "margin")
C2D_K3(generic, contacts_polygon_aabb, "contacts_aabb", manifold, 180,
       c2d_contacts_polygon_aabb, polygon, "self", aabb, "boxes", size, "margin")
C2D_K3(generic, contacts_polygon_obb, "contacts_obb", manifold, 200,
       c2d_contacts_polygon_obb, polygon, "self", obb, "boxes", size, "margin")
C2D_K3(generic, contacts_polygon_polygon, "contacts_polygon", manifold, 260,
       c2d_contacts_polygon_polygon, polygon, "self", polygon, "others", size, "margin")

// ---- many movers through many colliders (noonat/intersect's sweepInto) ------------
// The colliders are a shape set of any kinds (shape_set.h), numbered by their ids or
// their positions; the scalar function is the sweep of one mover against one collider.
C2D_K3(into, sweep_into_aabb, "sweep_into", sweep, 3, none, aabb, "self",
       shapes_all, "colliders", vec, "delta")
C2D_K3(into, sweep_into_circle, "sweep_into", sweep, 3, none, circle, "self",
       shapes_all, "colliders", vec, "delta")
C2D_K3(into, sweep_into_segment, "sweep_into", sweep, 3, none, segment, "self",
       shapes_all, "colliders", vec, "delta")
C2D_K3(into, sweep_into_obb, "sweep_into", sweep, 4, none, obb, "self",
       shapes_all, "colliders", vec, "delta")
C2D_K3(into, sweep_into_capsule, "sweep_into", sweep, 4, none, capsule, "self",
       shapes_all, "colliders", vec, "delta")
C2D_K3(into, sweep_into_polygon, "sweep_into", sweep, 5, none, polygon, "self",
       shapes_all, "colliders", vec, "delta")

// ---- pairs: every (row, other row) whose shapes overlap, in row order ---------------
// Brute force, O(N * M): the reference the broad phase is checked against.
C2D_K2(pairs, overlap_pairs_aabb_aabb, "overlap_pairs", pairs, 2, c2d_overlaps_aabb_aabb,
       aabb, "self", boxes_all, "others")
C2D_K2(pairs, overlap_pairs_circle_circle, "overlap_pairs", pairs, 2,
       c2d_overlaps_circle_circle, circle, "self", circles_all, "others")
