// collide2d binding: the module's settings (py_settings.c) and their method-table
// entries, which py_batch.c's table includes.
#ifndef C2D_PY_SETTINGS_H
#define C2D_PY_SETTINGS_H

#include "py_common.h"

PyObject *c2d_set_num_threads(PyObject *module, PyObject *arg);
PyObject *c2d_get_num_threads(PyObject *module, PyObject *unused);
PyObject *c2d_get_cpu_path(PyObject *module, PyObject *unused);
PyObject *c2d_cpu_paths(PyObject *module, PyObject *unused);
PyObject *c2d_set_cpu_path(PyObject *module, PyObject *arg);
PyObject *c2d_set_allocator(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
PyObject *c2d_set_work_per_thread(PyObject *module, PyObject *arg);
PyObject *c2d_set_pairs_method(PyObject *module, PyObject *arg);
PyObject *c2d_last_pairs_method(PyObject *module, PyObject *unused);
PyObject *c2d_release_memory(PyObject *module, PyObject *unused);

#define C2D_SETTINGS_METHODS \
    {"set_num_threads", c2d_set_num_threads, METH_O, \
     "set_num_threads(n, /)\n--\n\n" \
     "Use at most n threads (1 to 64) for one large batch call. A call gets one\n" \
     "thread per ~200 us of estimated work (measured: benchmarks/threads.py),\n" \
     "so small calls use one; 1 turns " \
     "splitting off."}, \
    {"get_num_threads", c2d_get_num_threads, METH_NOARGS, \
     "get_num_threads($module, /)\n--\n\n" \
     "The most threads one batch call may use (see set_num_threads)."}, \
    {"release_memory", c2d_release_memory, METH_NOARGS, \
     "release_memory($module, /)\n--\n\n" \
     "Give back to the system the large arrays (64 kB to 64 MB, at most 128 MB in all) that\n" \
     "collide2d keeps from one call to the next; the bytes given back. Keeping them saves\n" \
     "the page faults of fresh memory (a third of an Index build of 1e5 colliders); call\n" \
     "this when a process will make no more large calls for a while."}, \
    {"get_cpu_path", c2d_get_cpu_path, METH_NOARGS, \
     "get_cpu_path($module, /)\n--\n\n" \
     "The instruction set the batch kernels run on: 'baseline', 'avx2' or 'avx512', chosen\n" \
     "at import as the fastest this CPU runs (COLLIDE2D_CPU_PATH overrides it). Every path\n" \
     "gives the same results, bit for bit."}, \
    {"cpu_paths", c2d_cpu_paths, METH_NOARGS, \
     "cpu_paths($module, /)\n--\n\n" \
     "The instruction-set paths this build has and this CPU runs, baseline first."}, \
    {"_set_cpu_path", c2d_set_cpu_path, METH_O, \
     "_set_cpu_path($module, path, /)\n--\n\n" \
     "Internal (tests and benchmarks): run the batch kernels on `path`."}, \
    {"_set_allocator", (PyCFunction)(void (*)(void))c2d_set_allocator, METH_FASTCALL, \
     "_set_allocator(empty, float64, bool_, /)\n--\n\n" \
     "Register the output allocator (numpy.empty and the dtypes)."}, \
    {"_set_work_per_thread", c2d_set_work_per_thread, METH_O, \
     "_set_work_per_thread($module, ns, /)\n--\n\n" \
     "Internal (benchmarks): the estimated nanoseconds of work that earn a call one more\n" \
     "thread; returns the previous value."}, \
    {"_set_pairs_method", c2d_set_pairs_method, METH_O, \
     "_set_pairs_method($module, method, /)\n--\n\n" \
     "Internal (tests and benchmarks): how pairs() finds its candidates: 'auto' (a sweep\n" \
     "along x where few boxes share each box's stretch of x and the path has vector lanes,\n" \
     "else the grid), 'grid' or 'sweep'; returns the previous method."}, \
    {"_last_pairs_method", c2d_last_pairs_method, METH_NOARGS, \
     "_last_pairs_method($module, /)\n--\n\n" \
     "Internal (tests): how the last pairs() call found its candidates, 'grid' or\n" \
     "'sweep' ('auto' before any call)."},

#endif
