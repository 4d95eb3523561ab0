// collide2d core: the radix sort the hierarchical grid (broad/grid.h) is built with --
// its keys sorted least significant digit first, each pass split over the threads a
// build is lent, the same order on any count; and the packing of each item's number
// below its key, so that one word moves per item.
#include "broad/grid_internal.h"

#include "base/memory.h"

/// After a pass of the radix sort: the buffers swap roles.
static void swap_runs(uint64_t **from_k, uint64_t **to_k, int64_t **from_i, int64_t **to_i) {
    uint64_t *k = *from_k;
    *from_k = *to_k;
    *to_k = k;
    int64_t *i = *from_i;
    *from_i = *to_i;
    *to_i = i;
}

/// One pass of the split radix sort: each part counts the digits of its run of the words
/// (phase 0), or, once the counts are places, moves its run's words to them (phase 1).
/// The places of a digit go to the parts in order, so the sort stays stable and gives
/// the same order as on one thread.
typedef struct radix_pass {
    const uint64_t *from_k;
    uint64_t *to_k;
    const int64_t *from_i;
    int64_t *to_i;
    int64_t n, *count; ///< count[part << digit_bits | digit]
    int shift, phase, digit_bits;
} radix_pass;

static void radix_part(void *ctx, int t, int parts) {
    radix_pass *r = ctx;
    int64_t from = c2d_chunk_start(r->n, t, parts), to = c2d_chunk_start(r->n, t + 1, parts);
    int64_t *count = r->count + ((int64_t)t << r->digit_bits);
    const uint64_t last = ((uint64_t)1 << r->digit_bits) - 1;
    for (int64_t p = from; p < to; p++) {
        if ((p & 7) == 0 && p + 8 * STREAM_AHEAD < to) {
            C2D_PREFETCH(&r->from_k[p + 8 * STREAM_AHEAD]);
            if (r->from_i && r->phase) C2D_PREFETCH(&r->from_i[p + 8 * STREAM_AHEAD]);
        }
        int64_t d = (int64_t)((r->from_k[p] >> r->shift) & last);
        if (r->phase == 0) {
            count[d]++;
        } else {
            int64_t at = count[d]++;
            r->to_k[at] = r->from_k[p];
            if (r->from_i) r->to_i[at] = r->from_i[p];
        }
    }
}

/// c2d_grid_radix_sort's passes split over threads (count: parts x 2^digit entries): the
/// sorted words end in `key` after an even number of passes, in k2 after an odd one.
static void radix_split(uint64_t *key, int64_t *index, uint64_t *k2, int64_t *i2, int64_t n,
                        int low, int digit, int passes, int64_t *count,
                        const c2d_threads *threads) {
    uint64_t *from_k = key, *to_k = k2;
    int64_t *from_i = index, *to_i = i2;
    int parts = parts_for(threads, n);
    const int64_t digits = (int64_t)1 << digit;
    for (int pass = 0; pass < passes; pass++) {
        radix_pass r = {from_k, to_k, from_i, to_i, n, count, low + pass * digit, 0, digit};
        memset(count, 0, ((size_t)parts << digit) * sizeof(int64_t));
        c2d_grid_run(threads, n, radix_part, &r);
        int64_t at = 0;
        for (int64_t d = 0; d < digits; d++) // counts become places: digit by digit, part by part
            for (int t = 0; t < parts; t++) {
                int64_t c = count[((int64_t)t << digit) + d];
                count[((int64_t)t << digit) + d] = at;
                at += c;
            }
        r.phase = 1;
        c2d_grid_run(threads, n, radix_part, &r);
        swap_runs(&from_k, &to_k, &from_i, &to_i);
    }
}

/// c2d_grid_radix_sort's passes on one thread (count: passes x 2^digit entries, zero): every
/// pass's counts taken in one read of the words. The sorted words end as radix_split's.
static void radix_one(uint64_t *key, int64_t *index, uint64_t *k2, int64_t *i2, int64_t n,
                      int low, int digit, int passes, int64_t *count) {
    const uint64_t digits = (uint64_t)1 << digit, last = digits - 1;
    for (int64_t p = 0; p < n; p++) {
        if ((p & 7) == 0 && p + 8 * STREAM_AHEAD < n) C2D_PREFETCH(&key[p + 8 * STREAM_AHEAD]);
        for (int pass = 0; pass < passes; pass++)
            count[((int64_t)pass << digit) + (int64_t)((key[p] >> (low + pass * digit)) & last)]++;
    }
    uint64_t *from_k = key, *to_k = k2;
    int64_t *from_i = index, *to_i = i2;
    for (int pass = 0; pass < passes; pass++) {
        int shift = low + pass * digit;
        int64_t *start = count + ((int64_t)pass << digit), at = 0;
        for (uint64_t d = 0; d < digits; d++) { // counts become each digit's first place
            int64_t c = start[d];
            start[d] = at;
            at += c;
        }
        for (int64_t p = 0; p < n; p++) {
            if ((p & 7) == 0 && p + 8 * STREAM_AHEAD < n) {
                C2D_PREFETCH(&from_k[p + 8 * STREAM_AHEAD]);
                if (index) C2D_PREFETCH(&from_i[p + 8 * STREAM_AHEAD]);
            }
            int64_t to = start[(from_k[p] >> shift) & last]++;
            to_k[to] = from_k[p];
            if (index) to_i[to] = from_i[p];
        }
        swap_runs(&from_k, &to_k, &from_i, &to_i);
    }
}

/// Sort n words on their bits [low, low + bits), whose bits above the field must be zero
/// (the passes' digits, of equal width, may reach past it), least significant digit
/// first, in as few passes of at most 12 bits as the bits need, the bits shared evenly
/// between them (measured on 1e6 boxes, keys of 24 bits: 2 passes of 12 bits took 48 ms
/// a build, 3 of 8 bits 53; 3 of 8 beat 11 + 11 + 2), the two buffers swapping roles
/// from pass to pass. A pass also walks its digits' 2^digit counts, so a small sort
/// takes digits of about log2(n) bits and more passes: on 200 words, 2 passes of 11 bits
/// spent most of their time clearing and walking 4,096 counts, nearly all empty. Every
/// pass's counts are taken in one read of the words. With `index` (not NULL), its
/// entries move with the words. `spare` is n words of memory to use as the
/// second buffer, or NULL (one is made). With `threads`, each pass is split over them
/// (counts per part; the same order).
bool c2d_grid_radix_sort(uint64_t *key, int64_t *index, int64_t n, int low, int bits,
                         uint64_t *spare, const c2d_threads *threads) {
    int widest = 12; // a digit's bits: 12, or as few as 4 where 2^widest > 2n
    while (widest > 4 && ((int64_t)1 << widest) > 2 * n) widest--;
    int passes = (bits + widest - 1) / widest;
    int digit = passes ? (bits + passes - 1) / passes : 0;
    uint64_t *k2 = spare ? spare : c2d_big_alloc((size_t)(n ? n : 1) * sizeof(uint64_t));
    int64_t *i2 = index ? c2d_big_alloc((size_t)(n ? n : 1) * sizeof(int64_t)) : NULL;
    int parts = parts_for(threads, n);
    int64_t *count = calloc((size_t)(parts > 1 ? parts : passes ? passes : 1) << digit,
                            sizeof(int64_t));
    if (!k2 || (index && !i2) || !count) {
        if (k2 != spare) c2d_big_free(k2);
        c2d_big_free(i2);
        free(count);
        return false;
    }
    if (parts > 1) radix_split(key, index, k2, i2, n, low, digit, passes, count, threads);
    else radix_one(key, index, k2, i2, n, low, digit, passes, count);
    if (passes % 2) { // the sorted run is in the spare buffers
        memcpy(key, k2, (size_t)n * sizeof(uint64_t));
        if (index) memcpy(index, i2, (size_t)n * sizeof(int64_t));
    }
    if (k2 != spare) c2d_big_free(k2);
    c2d_big_free(i2);
    free(count);
    return true;
}

/// c2d_grid_sort_keys's packing of each item's number below its key (phase 0), and its
/// unpacking after the sort (phase 1), a part of the items at a time.
typedef struct pack_job {
    uint64_t *key;
    int64_t *number, n;
    int number_bits, phase;
} pack_job;

static void pack_part(void *ctx, int t, int parts) {
    pack_job *j = ctx;
    int64_t from = c2d_chunk_start(j->n, t, parts), to = c2d_chunk_start(j->n, t + 1, parts);
    const uint64_t number_mask = ((uint64_t)1 << j->number_bits) - 1;
    uint64_t *key = j->key;
    int64_t *number = j->number;
    const int bits = j->number_bits;
    if (j->phase == 0) {
        for (int64_t p = from; p < to; p++) key[p] = key[p] << bits | (uint64_t)p;
    } else {
        for (int64_t p = from; p < to; p++) {
            number[p] = (int64_t)(key[p] & number_mask);
            key[p] >>= bits;
        }
    }
}

bool c2d_grid_sort_keys(uint64_t *key, int64_t *number, int64_t n, int bits,
                        const c2d_threads *threads) {
    int number_bits = bits_for(n - 1);
    if (bits + number_bits > 64) { // two words an item
        for (int64_t i = 0; i < n; i++) number[i] = i;
        return c2d_grid_radix_sort(key, number, n, 0, bits, NULL, threads);
    }
    // One word an item, its number below its key; `number`, unused until after, is the
    // sort's second buffer.
    pack_job job = {key, number, n, number_bits, 0};
    c2d_grid_run(threads, n, pack_part, &job);
    if (!c2d_grid_radix_sort(key, NULL, n, number_bits, bits, (uint64_t *)number, threads))
        return false;
    job.phase = 1;
    c2d_grid_run(threads, n, pack_part, &job);
    return true;
}
