// collide2d binding: what the batch entry points (py_batch.c) share with the other
// callers of the core's collection kernels (py_inputs.c, py_broad.c, py_index_*.c):
// outputs from the registered allocator, and a kernel's status as an exception.
#ifndef C2D_PY_BATCH_H
#define C2D_PY_BATCH_H

#include "py_inputs.h"

/// A new output from the registered allocator: (n,) bool for itemsize 1, else
/// (n, itemsize / 8) float64 whose rows a kernel fills with its records.
PyObject *c2d_allocate_rows(c2d_state *st, Py_ssize_t n, Py_ssize_t itemsize);

/// The kernel's status as one exception naming method, argument and row.
void c2d_raise_status(const c2d_kernel_info *def, c2d_status st);

/// The same, its words for a negative size those of row kind `kind` (a shape set's
/// row is reported in its own kind's words: "has a negative radius").
void c2d_raise_status_as(const c2d_kernel_info *def, c2d_status st, c2d_row_kind kind);

#endif
