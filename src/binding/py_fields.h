// collide2d binding: results by field (fields=). A record kernel runs a block of
// rows at a time into a small scratch buffer that stays in cache, and only the
// fields asked for are copied out, each to an array of its own (a struct of
// arrays): a call writes the bytes the caller wants, not 72-104 per row.
#ifndef C2D_PY_FIELDS_H
#define C2D_PY_FIELDS_H

#include "py_common.h"

#include "kernels/kernels.h"

/// Most fields one call may ask for (a Sweep has nine leaves).
#define C2D_MAX_FIELDS 16

typedef struct c2d_field_out {
    size_t offset; // of the field in the result struct
    size_t size;   // its bytes: a bool, an int64, a double, a pair, ...
    char *data;    // its array's first row
} c2d_field_out;

typedef struct c2d_fields {
    int count;
    c2d_field_out field[C2D_MAX_FIELDS];
    PyObject *arrays[C2D_MAX_FIELDS];
    Py_buffer views[C2D_MAX_FIELDS];
    bool held[C2D_MAX_FIELDS];
} c2d_fields;

/// Read `spec`, a tuple of (offset, size, dtype, shape) per field (the Python
/// layer makes it from the result's dtype), and allocate each field's array of
/// shape (n,) + shape through the registered allocator: checked like any
/// output (writable, C-contiguous, n * size bytes). -1 with an exception set.
int c2d_fields_acquire(c2d_state *st, const c2d_kernel_info *def, PyObject *spec, Py_ssize_t n,
                       c2d_fields *f);

/// The arrays, a new tuple in the order of the spec.
PyObject *c2d_fields_result(const c2d_fields *f);

/// Release every buffer and array (safe on a half-filled c2d_fields, and on one whose
/// count alone was set to 0: the batch hot path does not clear the rest).
void c2d_fields_release(c2d_fields *f);

/// Rows [0, n) of a chunk whose first row is row `start` of the call (`rows`
/// already point at it): the kernel on blocks of rows, each block's fields
/// copied to their arrays. The kernel's status, as from one pass.
c2d_status c2d_fields_run(const c2d_kernel_info *def, c2d_kernel_fn fn, int64_t n,
                          const c2d_rows *rows, const int64_t *counts, int64_t start,
                          const c2d_fields *f);

#endif
