// collide2d core: the instruction-set paths (paths.h) -- which are built, which the CPU
// runs, and their kernel tables.
#include "paths.h"

#include "path_config.h"

const char *const c2d_path_name[C2D_PATH_COUNT] = {"baseline", "avx2", "avx512"};

#define FN_(loop, id, ...) c2d_batch_##id,
#define C2D_K1 FN_
#define C2D_K2 FN_
#define C2D_K3 FN_
#define C2D_K4 FN_
#define C2D_K5 FN_
static const c2d_kernel_fn baseline[C2D_KERNEL_COUNT] = {
#include "kernel_list.h"
};
#undef C2D_K1
#undef C2D_K2
#undef C2D_K3
#undef C2D_K4
#undef C2D_K5
#undef FN_

bool c2d_sweep_scan(const c2d_sweep_rows *rows, int64_t from, int64_t to, c2d_sweep_visit visit,
                    void *ctx);
extern const int c2d_sweep_lanes, c2d_sweep_lanes_avx2, c2d_sweep_lanes_avx512;

#if C2D_X86_PATHS
extern const c2d_kernel_fn c2d_kernels_avx2[C2D_KERNEL_COUNT];
extern const c2d_kernel_fn c2d_kernels_avx512[C2D_KERNEL_COUNT];
bool c2d_sweep_scan_avx2(const c2d_sweep_rows *rows, int64_t from, int64_t to,
                         c2d_sweep_visit visit, void *ctx);
bool c2d_sweep_scan_avx512(const c2d_sweep_rows *rows, int64_t from, int64_t to,
                           c2d_sweep_visit visit, void *ctx);

// The CPU features each path's code may use (GCC's x86-64-v3 and -v4 levels); the
// compiler's CPU model also checks that the OS saves the wide registers.
static bool cpu_runs(c2d_path path) {
    __builtin_cpu_init();
    bool v3 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
              __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
    if (path == C2D_PATH_AVX2) return v3;
    return v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
}
#endif

const c2d_kernel_fn *c2d_path_kernels(c2d_path path) {
    switch (path) {
    case C2D_PATH_BASELINE: return baseline;
#if C2D_X86_PATHS
    case C2D_PATH_AVX2: return cpu_runs(path) ? c2d_kernels_avx2 : NULL;
    case C2D_PATH_AVX512: return cpu_runs(path) ? c2d_kernels_avx512 : NULL;
#endif
    default: return NULL;
    }
}

c2d_path c2d_best_path(void) {
    for (int p = C2D_PATH_COUNT - 1; p > 0; p--)
        if (c2d_path_kernels((c2d_path)p) != NULL) return (c2d_path)p;
    return C2D_PATH_BASELINE;
}

c2d_sweep_scan_fn c2d_path_sweep_scan(c2d_path path) {
    if (c2d_path_kernels(path) == NULL) return NULL;
    switch (path) {
#if C2D_X86_PATHS
    case C2D_PATH_AVX2: return c2d_sweep_scan_avx2;
    case C2D_PATH_AVX512: return c2d_sweep_scan_avx512;
#endif
    default: return c2d_sweep_scan;
    }
}

bool c2d_path_sweeps_in_lanes(c2d_path path) {
    if (c2d_path_kernels(path) == NULL) return false;
    switch (path) {
#if C2D_X86_PATHS
    case C2D_PATH_AVX2: return c2d_sweep_lanes_avx2 > 1;
    case C2D_PATH_AVX512: return c2d_sweep_lanes_avx512 > 1;
#endif
    default: return c2d_sweep_lanes > 1;
    }
}
