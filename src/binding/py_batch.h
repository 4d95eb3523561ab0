// collide2d binding: what the batch entry points (py_batch.c) share with the other
// callers of the core's collection kernels (py_broad.c): an acquired input, and a
// shape set acquired from the Python layer's tuple of columns.
#ifndef C2D_PY_BATCH_H
#define C2D_PY_BATCH_H

#include "py_common.h"

#include "kernels/kernels.h"
#include "kernels/shape_set.h"

typedef struct in_buf {
    Py_buffer view;
    bool held;
    Py_buffer offsets_view; // a polygon argument's offsets
    bool offsets_held;
    double scalar; // a width-1 argument given as a Python number
    c2d_rows rows;
    Py_ssize_t n;
    struct in_buf *parts; // a shape set's columns (C2D_SET_COLUMNS of them)
    Py_buffer ids_view;   // a shape set's ids
    bool ids_held;
    c2d_shape_set set; // its shapes and bounds are PyMem_Malloc'ed
    struct kept_grid *index; // a set borrowed from an Index (read-locked), or NULL
} in_buf;

/// Whether a buffer format is a native int64 ('q' or 'l', '@', '=' or native order).
bool c2d_int64_format(const char *f);

/// Borrow the shape set and grid of an Index (py_broad.c) for a call: `obj` is the
/// pair (capsule, mask) the Python layer passes; the index is read-locked until
/// c2d_release_in. 1 when `obj` is such a pair (0: not one), -1 with an exception.
int c2d_borrow_index(PyObject *obj, in_buf *b);
void c2d_return_index(in_buf *b);

/// Acquire `obj` as rows of the argument's kind (float64 rows with unit column stride,
/// read in place; anything else raises ConversionNeeded). -1 with an exception set.
int c2d_acquire_rows(c2d_state *st, PyObject *obj, const char *func, const c2d_kernel_arg *spec,
                     in_buf *b);

/// Acquire argument `arg` of `def` (its name in messages), a shape set: the tuple
/// (boxes, circles, segments, oboxes, capsules, polygons, ids); every row checked, the
/// set built (py_batch.c). -1 with an exception set; release with c2d_release_in.
int c2d_acquire_shape_set(c2d_state *st, PyObject *obj, const c2d_kernel_info *def, int arg,
                          in_buf *b);

/// Release an input's buffers (a shape set's columns too) and free a set's memory.
void c2d_release_in(in_buf *b);

/// A new output from the registered allocator: (n,) bool for itemsize 1, else
/// (n, itemsize / 8) float64 whose rows a kernel fills with its records.
PyObject *c2d_allocate_rows(c2d_state *st, Py_ssize_t n, Py_ssize_t itemsize);

/// The kernel's status as one exception naming method, argument and row.
void c2d_raise_status(const c2d_kernel_info *def, c2d_status st);

#endif
