// collide2d core: large arrays (base/memory.h).
#if defined(__linux__)
#define _GNU_SOURCE // madvise and MADV_HUGEPAGE under -std=c11
#endif

#include "base/memory.h"

#include <stdatomic.h>
#include <stdint.h>
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

/// Freed arrays of 64 kB to 64 MB are kept, up to 128 MB in all, for the next arrays of
/// about their size: memory fresh from the system costs a page fault (and the zeroing of
/// a page) per page on first touch, which was a third of an Index build of 1e5 colliders
/// (6.1 ms, 3.7 with the arrays reused), a quarter of a pairs call on 1e5 boxes, and on
/// 1e4 boxes (arrays of 80 to 800 kB, which malloc gives back to the system when freed
/// together) 0.50 ms against 0.36. The oldest go back to the system first when a newer
/// one needs the room; c2d_big_release returns them all. An array's size is the C
/// library's (malloc_usable_size: no header of ours, which would touch, and so cost, the
/// first page of an array never otherwise written). Where there is no such call, and
/// under AddressSanitizer (a use after free must reach the sanitizer), nothing is kept.
#if defined(__SANITIZE_ADDRESS__)
#define KEEP_FREED 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KEEP_FREED 0
#endif
#endif
#if !defined(KEEP_FREED) && defined(__GLIBC__)
#include <malloc.h> // malloc_usable_size
#define KEEP_FREED 1
#endif
#ifndef KEEP_FREED
#define KEEP_FREED 0
#endif
enum { KEPT_SLOTS = 16 };
#define KEEP_MIN ((size_t)1 << 16)
#define KEEP_TOTAL ((size_t)128 << 20)

typedef struct kept {
    void *array; // as c2d_big_alloc returned it
    size_t bytes;
} kept;

static kept kept_arrays[KEPT_SLOTS]; ///< oldest first
static int kept_count;
static size_t kept_bytes;
/// The list is touched for a few instructions at a time: a spin lock (C11, no threads
/// library), from any thread.
static atomic_flag kept_lock = ATOMIC_FLAG_INIT;

static void lock_kept(void) {
    while (atomic_flag_test_and_set_explicit(&kept_lock, memory_order_acquire)) {
    }
}
static void unlock_kept(void) { atomic_flag_clear_explicit(&kept_lock, memory_order_release); }

#if KEEP_FREED
static size_t size_of(void *array) { return malloc_usable_size(array); }
#else
static size_t size_of(void *array) { return (void)array, 0; }
#endif

/// A kept array of at least `bytes` and at most twice as many (a larger one would hold
/// memory the caller never uses), the smallest such; or NULL.
static void *take_kept(size_t bytes) {
    if (!KEEP_FREED || bytes < KEEP_MIN || bytes > HUGE_MAX) return NULL;
    void *found = NULL;
    lock_kept();
    int best = -1;
    for (int k = 0; k < kept_count; k++)
        if (kept_arrays[k].bytes >= bytes && kept_arrays[k].bytes / 2 <= bytes &&
            (best < 0 || kept_arrays[k].bytes < kept_arrays[best].bytes))
            best = k;
    if (best >= 0) {
        found = kept_arrays[best].array;
        kept_bytes -= kept_arrays[best].bytes;
        for (int k = best + 1; k < kept_count; k++) kept_arrays[k - 1] = kept_arrays[k];
        kept_count--;
    }
    unlock_kept();
    return found;
}

void *c2d_big_alloc(size_t bytes) {
    void *array = take_kept(bytes);
    if (array != NULL) return array;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= (size_t)HUGE_PAGE && bytes <= HUGE_MAX) {
        if (posix_memalign(&array, HUGE_PAGE, bytes) != 0) return NULL;
        (void)madvise(array, bytes, MADV_HUGEPAGE); // a hint: refused, the pages stay small
        return array;
    }
#endif
    return malloc(bytes);
}

void c2d_big_free(void *array) {
    if (array == NULL) return;
    size_t bytes = size_of(array);
    if (!KEEP_FREED || bytes < KEEP_MIN || bytes > HUGE_MAX) {
        free(array);
        return;
    }
    void *evicted[KEPT_SLOTS];
    int evicted_count = 0;
    lock_kept();
    // Room for it: the oldest go (freed after the lock, which is held only briefly).
    while (kept_count > 0 && (kept_count == KEPT_SLOTS || kept_bytes + bytes > KEEP_TOTAL)) {
        evicted[evicted_count++] = kept_arrays[0].array;
        kept_bytes -= kept_arrays[0].bytes;
        for (int k = 1; k < kept_count; k++) kept_arrays[k - 1] = kept_arrays[k];
        kept_count--;
    }
    kept_arrays[kept_count++] = (kept){array, bytes};
    kept_bytes += bytes;
    unlock_kept();
    for (int k = 0; k < evicted_count; k++) free(evicted[k]);
}

size_t c2d_big_release(void) {
    void *all[KEPT_SLOTS];
    lock_kept();
    int count = kept_count;
    size_t bytes = kept_bytes;
    for (int k = 0; k < count; k++) all[k] = kept_arrays[k].array;
    kept_count = 0;
    kept_bytes = 0;
    unlock_kept();
    for (int k = 0; k < count; k++) free(all[k]);
    return bytes;
}
