// collide2d core: large arrays (a grid's keys, boxes and shape copies).
#ifndef C2D_BASE_MEMORY_H
#define C2D_BASE_MEMORY_H

#include <stddef.h>

/// `bytes` of memory for a large array, freed with free(); NULL when there is none.
/// On Linux an array of 2 MB to 64 MB is aligned to 2 MB and marked for transparent huge
/// pages (as numpy marks its large arrays): a fresh array then costs one page fault
/// per 2 MB instead of one per 4 kB, and random reads miss the TLB less.
void *c2d_big_alloc(size_t bytes);

/// Ask for the cache line holding `p` ahead of its use (reads in an order the hardware
/// cannot guess: a gather, rows taken in a sorted order).
#if defined(__GNUC__) || defined(__clang__)
#define C2D_PREFETCH(p) __builtin_prefetch(p)
#else // a hint only: without it such reads are slower, not wrong
#define C2D_PREFETCH(p) ((void)(p))
#endif

#endif
