// collide2d core: every batch kernel compiled for x86-64-v3 (avx2), chosen at run time
// when the CPU has it (paths.c). The same sources as the baseline (a unity build of the
// kernel files), so the same operations in the same order: -ffp-contract=off keeps the
// compiler from fusing them, and the results are the baseline's bit for bit.
#include "path_config.h"

#if C2D_X86_PATHS
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,fma,bmi,bmi2,popcnt,lzcnt,movbe,f16c"))), apply_to = function)
#else
#pragma GCC target("arch=x86-64-v3")
// GCC vectorises kernels_fast.c's lane kernels with AVX2 blends (under the options
// of kernel_options.h).
#define C2D_LANES 1
#endif

#define C2D_PATH avx2
#define C2D_PATH_SUFFIX _avx2
#include "kernels.c"
#include "kernels_fast.c"
#include "kernels_fast_obb.c"
#include "kernels_fast_polygon.c"
#include "pairs.c"
#include "sweep_into.c"
#include "sweep_scan.c"

#define FN_(loop, id, ...) C2D_KERNEL(id),
#define C2D_K1 FN_
#define C2D_K2 FN_
#define C2D_K3 FN_
#define C2D_K4 FN_
#define C2D_K5 FN_
const c2d_kernel_fn c2d_kernels_avx2[C2D_KERNEL_COUNT] = {
#include "kernel_list.h"
};

#if defined(__clang__)
#pragma clang attribute pop
#endif
#else
typedef int c2d_no_avx2_path; // an empty translation unit is not ISO C
#endif
