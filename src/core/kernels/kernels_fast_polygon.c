// collide2d: the hand-written kernel of polygon overlaps (kernel_list.h's `fast` line
// overlaps_polygon_polygon). A frozen PolygonArray keeps its polygons' bounds
// (c2d_rows.bounds): rows of such arrays take them from there, so that a row whose
// bounds are apart (most rows of a scattered batch) is answered without reading a
// vertex, where the generated loop finds each polygon's bounds from its vertices first.
// The answers are the generated loop's, bit for bit (c2d_polygons_overlap_bounded,
// given the same bounds). Rows without kept bounds, and the builds without vector
// lanes (which find no bounds), run the generated loop.
#include "kernel_options.h"
#include "kernels.h"

#include "rows.h"

/// Polygon i's bounds: kept in the column (c2d_rows.bounds), or found from its vertices.
#if C2D_VECTOR_LANES
static inline c2d_polygon_bounds kept_bounds(c2d_rows r, int64_t i, c2d_polygon p) {
    if (r.bounds == NULL) return c2d_polygon_bounds_of_pairs(p);
    const double *k = r.bounds + 4 * (r.count == 1 ? 0 : i);
    c2d_polygon_bounds b = {k[0], k[1], k[2], k[3]};
    return b;
}
#endif

C2D_FLATTEN c2d_status C2D_KERNEL(overlaps_polygon_polygon)(int64_t n, const c2d_rows *in,
                                                            const int64_t *counts, void *out_rows) {
#if C2D_VECTOR_LANES
    const c2d_rows a = in[0], b = in[1];
    // Kept bounds come only with checked rows; both sides checked, no row is checked here.
    if (a.checked && b.checked && (a.bounds != NULL || b.bounds != NULL)) {
        bool *out = out_rows;
        for (int64_t i = 0; i < n; i++) {
            c2d_polygon p = load_polygon(a, i), q = load_polygon(b, i);
            out[i] = c2d_polygons_overlap_bounded(p, q, kept_bounds(a, i, p), kept_bounds(b, i, q));
        }
        return c2d_ok();
    }
#endif
    return C2D_KERNEL(overlaps_polygon_polygon_rows)(n, in, counts, out_rows);
}
