// collide2d binding: the broad phase (broad/grid.h) -- every overlapping pair of one
// collection of shapes, or of two. The collections come as shape sets, acquired and
// checked as sweep_into's colliders are (py_batch.c); the search runs without the GIL.
#include "py_batch.h"

#include "broad/grid.h"

/// How errors name the arguments ("pairs(): 'shapes' row 3 has a negative radius").
static const c2d_kernel_info PAIRS = {
    "pairs", "pairs", C2D_OUT_pairs, 1, 2,
    {{"shapes", C2D_ROWS_shapes_all}, {"others", C2D_ROWS_shapes_all}}, NULL};

/// _core.broad_pairs(shapes, others=None): the pairs as a (K, 2) float64 array whose
/// rows hold two int64 (the Python layer views them as int64).
static PyObject *broad_pairs(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs < 1 || nargs > 2) {
        PyErr_SetString(PyExc_TypeError, "broad_pairs() takes 1 or 2 arguments");
        return NULL;
    }
    c2d_state *state = c2d_state_of_module(module);
    in_buf sets[2];
    memset(sets, 0, sizeof sets);
    bool two = nargs == 2 && args[1] != Py_None;
    c2d_sink sink = c2d_sink_new(sizeof(c2d_pair));
    PyObject *result = NULL;
    for (int k = 0; k < (two ? 2 : 1); k++)
        if (c2d_acquire_shape_set(state, args[k], &PAIRS, k, &sets[k]) < 0) goto done;
    c2d_status st;
    Py_BEGIN_ALLOW_THREADS
    st = c2d_broad_pairs(&sets[0].set, two ? &sets[1].set : NULL, &sink);
    Py_END_ALLOW_THREADS
    if (st.code != C2D_OK) {
        c2d_raise_status(&PAIRS, st);
        goto done;
    }
    result = c2d_allocate_rows(state, (Py_ssize_t)sink.count, sizeof(c2d_pair));
    if (result != NULL && sink.count > 0) {
        Py_buffer view;
        if (PyObject_GetBuffer(result, &view, PyBUF_C_CONTIGUOUS | PyBUF_WRITABLE) < 0) {
            Py_CLEAR(result);
            goto done;
        }
        if (view.len == sink.count * (Py_ssize_t)sizeof(c2d_pair)) {
            memcpy(view.buf, sink.data, (size_t)view.len);
        } else {
            PyErr_SetString(PyExc_ValueError, "pairs(): the output allocator's array has the wrong size");
            Py_CLEAR(result);
        }
        PyBuffer_Release(&view);
    }
done:
    c2d_sink_free(&sink);
    for (int k = 0; k < 2; k++) c2d_release_in(&sets[k]);
    return result;
}

PyMethodDef c2d_broad_functions[] = {
    {"broad_pairs", (PyCFunction)(void (*)(void))broad_pairs, METH_FASTCALL,
     "broad_pairs(shapes, others=None, /)\n--\n\n"
     "Every overlapping pair of a shape set, or of two (collide2d.pairs)."},
    {NULL},
};
