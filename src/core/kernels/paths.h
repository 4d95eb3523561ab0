// collide2d core: instruction-set paths. Every batch kernel is compiled for the
// baseline of the build (SSE2 on x86-64, NEON on arm64) and, on x86-64 with GCC or
// Clang, also for x86-64-v3 (AVX2) and x86-64-v4 (AVX-512) in translation units of their
// own (path_avx2.c, path_avx512.c), as numpy dispatches its loops. One path is chosen
// at import from what the CPU has; -ffp-contract=off holds for all of them, so every
// path gives the same bits (the test suite forces each in turn and compares).
#ifndef C2D_PATHS_H
#define C2D_PATHS_H

#include "kernels.h"

#include "broad/grid.h"

typedef enum c2d_path {
    C2D_PATH_BASELINE,
    C2D_PATH_AVX2,   ///< x86-64-v3
    C2D_PATH_AVX512, ///< x86-64-v4
    C2D_PATH_COUNT
} c2d_path;

/// "baseline", "avx2", "avx512".
extern const char *const c2d_path_name[C2D_PATH_COUNT];

/// The kernels of a path (in kernel_list.h's order), or NULL when this build has no such
/// path or this CPU cannot run it.
const c2d_kernel_fn *c2d_path_kernels(c2d_path path);

/// The fastest path this CPU runs.
c2d_path c2d_best_path(void);

/// The sweep's scan of a path (kernels/sweep_scan.c), or NULL as c2d_path_kernels.
c2d_sweep_scan_fn c2d_path_sweep_scan(c2d_path path);

/// Whether a path's scan reads the boxes in vector lanes (AVX2 and AVX-512, where the
/// compiler says it may use them): only such a scan outruns the grid's searches where
/// few boxes share each stretch of x.
bool c2d_path_sweeps_in_lanes(c2d_path path);

#endif
