// collide2d core: large arrays (a grid's keys, boxes and shape copies).
#ifndef C2D_BASE_MEMORY_H
#define C2D_BASE_MEMORY_H

#include <stddef.h>

/// `bytes` of memory for a large array, freed with c2d_big_free (free() would leak
/// nothing, but keep nothing for reuse); NULL when there is none. On Linux an array of 2 MB to 64 MB is aligned to 2 MB and marked
/// for transparent huge pages (as numpy marks its large arrays): a fresh array then
/// costs one page fault per 2 MB instead of one per 4 kB, and random reads miss the TLB
/// less. Arrays of 64 kB to 64 MB freed earlier (up to 128 MB of them) are handed out
/// again before the system is asked: no page faults at all.
void *c2d_big_alloc(size_t bytes);

/// Free an array of c2d_big_alloc (NULL: nothing): kept for reuse, or given back.
void c2d_big_free(void *array);

/// Give every kept array back to the system; the bytes they held.
size_t c2d_big_release(void);

/// Ask for the cache line holding `p` ahead of its use (reads in an order the hardware
/// cannot guess: a gather, rows taken in a sorted order).
#if defined(__GNUC__) || defined(__clang__)
#define C2D_PREFETCH(p) __builtin_prefetch(p)
#else // a hint only: without it such reads are slower, not wrong
#define C2D_PREFETCH(p) ((void)(p))
#endif

#endif
