// collide2d binding: a batch call's inputs as the kernels read them (py_inputs.c) --
// an acquired argument (in_buf), the ways to acquire one, and its release. Shared by
// the batch entry points (py_batch.c) and the broad phase's calls (py_broad.c,
// py_index_*.c).
#ifndef C2D_PY_INPUTS_H
#define C2D_PY_INPUTS_H

#include "py_common.h"

#include "kernels/kernels.h"
#include "kernels/shape_set.h"

typedef struct in_buf {
    Py_buffer view;
    bool held;
    Py_buffer offsets_view; // a polygon argument's offsets
    bool offsets_held;
    int64_t *offsets_copy; // what the kernels read of a caller's offsets (PyMem_Malloc'ed)
    Py_buffer bounds_view; // a frozen polygon argument's bounds
    bool bounds_held;
    double scalar; // a width-1 argument given as a Python number
    c2d_rows rows;
    Py_ssize_t n;
    struct in_buf *parts; // a shape set's columns (C2D_SET_COLUMNS of them)
    Py_buffer ids_view;   // a shape set's ids
    bool ids_held;
    c2d_shape_set set; // its shapes and bounds are PyMem_Malloc'ed
    struct kept_grid *index; // a set borrowed from an Index (read-locked), or NULL
    /// Set by the caller before c2d_acquire_shape_set: a set of boxes may read the
    /// caller's writable box rows in place, checked as they are read (shape_set.h's
    /// bounds_volatile) -- for a call that reads them only while it runs: pairs, and an
    /// Index's build, which keeps the grid's copy and lets go of the rows after it.
    bool rows_in_place;
} in_buf;

/// Whether a buffer format is a native int64 ('q' or 'l', '@', '=' or native order).
bool c2d_int64_format(const char *f);

/// Whether a buffer format is a native float64 ('d', '@', '=' or native order).
bool c2d_native_double_format(const char *f);

/// The shape of a buffer as Python prints a tuple: "()", "(3,)", "(3, 1, 4)"; of an
/// acquired input, its buffer's, or "(N polygons)" for a polygon column. New
/// references (NULL with an exception set).
PyObject *c2d_view_shape_text(const Py_buffer *v);
PyObject *c2d_shape_text(const in_buf *b);

/// Borrow the shape set and grid of an Index (py_broad.c) for a call: `obj` is the
/// pair (capsule, mask) the Python layer passes; the index is read-locked until
/// c2d_release_in. 1 when `obj` is such a pair (0: not one), -1 with an exception.
int c2d_borrow_index(PyObject *obj, in_buf *b);
void c2d_return_index(in_buf *b);

/// Acquire `obj` as rows of the argument's kind (float64 rows with unit column stride,
/// read in place; anything else raises ConversionNeeded). -1 with an exception set.
int c2d_acquire_rows(c2d_state *st, PyObject *obj, const char *func, const c2d_kernel_arg *spec,
                     in_buf *b);

/// Check polygon offsets off[0..n] for m vertices (start at 0, 3 vertices or more a
/// polygon, end at m): 0, or -1 with a ValueError naming `func`, `name` and the row.
int c2d_check_offsets(const int64_t *off, Py_ssize_t n, Py_ssize_t m, const char *func,
                      const char *name);

/// Whether the offsets `view` (read from `obj`) are the whole of a FrozenRows made by
/// _core._frozen_offsets and checked there for m vertices (py_frozen.c): `obj` or an
/// array it is a view of (numpy's `base`, a few steps) is that FrozenRows, whose memory
/// `view` covers exactly.
bool c2d_frozen_offsets_for(c2d_state *st, PyObject *obj, const Py_buffer *view, Py_ssize_t m);

/// Acquire a polygon column: (vertices, offsets), the vertices read in place, the
/// offsets copied and the copy checked once for the call; (vertices, offsets, True) of a
/// frozen PolygonArray, or (vertices, offsets, bounds), marks its rows checked when the
/// buffers are read-only, and its own offsets (c2d_frozen_offsets_for) are not checked
/// again. -1 with an exception set.
int c2d_acquire_polygons(c2d_state *st, PyObject *obj, const char *func,
                         const c2d_kernel_arg *spec, in_buf *b);

/// Acquire argument `arg` of `def` (its name in messages), a shape set: the tuple
/// (boxes, circles, segments, oboxes, capsules, polygons, ids); every row checked, the
/// set built. -1 with an exception set; release with c2d_release_in.
int c2d_acquire_shape_set(c2d_state *st, PyObject *obj, const c2d_kernel_info *def, int arg,
                          in_buf *b);

/// Release an input's buffers (a shape set's columns too) and free a set's memory.
void c2d_release_in(in_buf *b);

#endif
