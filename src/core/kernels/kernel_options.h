// collide2d core: the code-generation options of every kernel file, on every
// instruction-set path. Included first by each kernel file, so that the scalar
// functions the row loops inline are compiled under them too.
//
// - no-trapping-math: GCC may compute both sides of a select and keep one (the
//   branch-free form that vectorises); only which floating-point flags a
//   discarded side raises changes, never a value (traps are never enabled here).
// - no-tree-pre: GCC 12's partial-redundancy elimination pushes comparisons into
//   selects between masks, which it then cannot vectorise on AVX2, and leaves the
//   lane loops of kernels_fast.c scalar.
// Measured by `python -m benchmarks.paths` (docs/benchmarks.md): the AVX2 casts and
// sweeps 2.1-2.3x the baseline (1.0-1.1x without), sweep_into and the circle-box
// test 1.2-1.3x faster on every path. -ffp-contract=off still holds, so every path
// gives the same bits (tests/test_cpu_paths.py).
#ifndef C2D_KERNEL_OPTIONS_H
#define C2D_KERNEL_OPTIONS_H

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math", "no-tree-pre")
#endif

#endif
