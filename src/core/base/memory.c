// collide2d core: large arrays (base/memory.h).
#if defined(__linux__)
#define _GNU_SOURCE // madvise and MADV_HUGEPAGE under -std=c11
#endif

#include "base/memory.h"

#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

/// Huge pages for arrays of 2 MB (one huge page) to 64 MB. Larger ones stay on small
/// pages: measured on 1e7 boxes (arrays of 80-480 MB), huge pages made a pairs call
/// anywhere from 1.5 to 4.8 s against a steady 2.4 s without them. From 2 MB rather than
/// 8: an Index of 1e5 mixed colliders (arrays of 1-5 MB) was built in 5.9 ms instead of
/// 9.5, most of the difference page faults.
enum { HUGE_PAGE = 2 << 20 };
#define HUGE_MAX ((size_t)64 << 20)

void *c2d_big_alloc(size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= (size_t)HUGE_PAGE && bytes <= HUGE_MAX) {
        void *p = NULL;
        if (posix_memalign(&p, HUGE_PAGE, bytes) != 0) return NULL;
        (void)madvise(p, bytes, MADV_HUGEPAGE); // a hint: refused, the pages stay small
        return p;
    }
#endif
    return malloc(bytes);
}
