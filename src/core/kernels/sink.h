// collide2d core: a sink, the output of a kernel whose length the kernel
// decides (the pairs that overlap, and next CSR lists: ids per row). Records
// of a fixed size are appended to a buffer that doubles when full: amortised
// O(1) per record and no allocation per row. A call split over threads gives
// each chunk its own sink; the binding concatenates them in chunk order, so
// the result is the one-thread result, in row order (docs/architecture.md).
// The chunks' sinks sit side by side in one array, several to a cache line: a
// chunk fills a copy of its sink on its own thread's stack and writes it back
// when done, or every push's count, written to the shared line, would pull that
// line from core to core (false sharing: `pairs` of 1e6 boxes on two threads
// spent nine times the one-thread time in its pushes).
#ifndef C2D_SINK_H
#define C2D_SINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct c2d_sink {
    char *data;       ///< count records of `item` bytes (malloc'd; NULL when empty)
    int64_t count;    ///< records written
    int64_t capacity; ///< records that fit before the next growth
    size_t item;      ///< bytes per record
} c2d_sink;

/// An empty sink of records of `item` bytes (allocates nothing yet).
static inline c2d_sink c2d_sink_new(size_t item) {
    c2d_sink s = {NULL, 0, 0, item};
    return s;
}

/// Make room for one more record: double the capacity (from 256). False when
/// memory runs out or the size would overflow; the sink is left as it was.
static inline bool c2d_sink_grow(c2d_sink *s) {
    int64_t capacity = s->capacity ? s->capacity : 256;
    if (s->capacity) {
        if (s->capacity > INT64_MAX / 2 || (size_t)s->capacity > SIZE_MAX / 2 / s->item)
            return false;
        capacity = s->capacity * 2;
    }
    char *grown = (char *)realloc(s->data, (size_t)capacity * s->item);
    if (grown == NULL) return false;
    s->data = grown;
    s->capacity = capacity;
    return true;
}

/// Make room for `count` records in all. False when memory runs out (the sink is left
/// as it was).
static inline bool c2d_sink_reserve(c2d_sink *s, int64_t count) {
    while (s->capacity < count)
        if (!c2d_sink_grow(s)) return false;
    return true;
}

/// Append one record (`item` bytes at `record`). False when memory runs out. A pair
/// (16 bytes, the common size) is copied by a copy of constant size, which the
/// compiler makes two moves: a copy of `item` bytes is a call of the C library's memcpy
/// per record.
static inline bool c2d_sink_push(c2d_sink *s, const void *record) {
    if (s->count == s->capacity && !c2d_sink_grow(s)) return false;
    char *at = s->data + (size_t)s->count * s->item;
    if (s->item == 16) memcpy(at, record, 16);
    else memcpy(at, record, s->item);
    s->count++;
    return true;
}

/// Append one word (an id or a position) to a sink of 8-byte records: one move.
static inline bool c2d_sink_push_word(c2d_sink *s, int64_t word) {
    if (s->count == s->capacity && !c2d_sink_grow(s)) return false;
    memcpy(s->data + (size_t)s->count * 8, &word, 8);
    s->count++;
    return true;
}

/// Free the records; the sink is empty again.
static inline void c2d_sink_free(c2d_sink *s) {
    free(s->data);
    s->data = NULL;
    s->count = s->capacity = 0;
}

#endif
