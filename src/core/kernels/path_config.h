// collide2d core: whether this build has the x86-64 paths (GCC or Clang on x86-64; not
// with C2D_PORTABLE, and not under MSVC, which builds the baseline only).
#ifndef C2D_PATH_CONFIG_H
#define C2D_PATH_CONFIG_H

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(C2D_PORTABLE)
#define C2D_X86_PATHS 1
#else
#define C2D_X86_PATHS 0
#endif

#endif
