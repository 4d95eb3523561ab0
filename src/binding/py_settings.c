// collide2d binding: the module's settings: threads per batch call, the
// instruction-set path, the output allocator. The functions behind
// set_num_threads(), get_cpu_path(), release_memory() and their private companions.
#include "py_common.h"
#include "py_settings.h"

#include "base/memory.h"

#include <string.h>

PyObject *c2d_set_num_threads(PyObject *module, PyObject *arg) {
    if (!PyIndex_Check(arg) || PyBool_Check(arg)) {
        PyErr_Format(PyExc_TypeError, "set_num_threads(): 'n' must be an integer, not %s",
                     Py_TYPE(arg)->tp_name);
        return NULL;
    }
    int overflow = 0;
    long n = PyLong_AsLongAndOverflow(arg, &overflow);
    if (n == -1 && PyErr_Occurred()) return NULL;
    if (overflow) {
        PyErr_Format(PyExc_ValueError, "set_num_threads(): 'n' must be from 1 to %d",
                     C2D_MAX_THREADS);
        return NULL;
    }
    if (n < 1 || n > C2D_MAX_THREADS) {
        PyErr_Format(PyExc_ValueError, "set_num_threads(): 'n' must be from 1 to %d, not %ld",
                     C2D_MAX_THREADS, n);
        return NULL;
    }
    c2d_state_of_module(module)->num_threads = (int)n;
    Py_RETURN_NONE;
}

PyObject *c2d_get_num_threads(PyObject *module, PyObject *unused) {
    return PyLong_FromLong(c2d_state_of_module(module)->num_threads);
}

PyObject *c2d_release_memory(PyObject *module, PyObject *unused) {
    return PyLong_FromSize_t(c2d_big_release());
}

// ---- instruction-set paths (kernels/paths.h) ---------------------------------------

PyObject *c2d_get_cpu_path(PyObject *module, PyObject *unused) {
    return PyUnicode_FromString(c2d_path_name[c2d_state_of_module(module)->path]);
}

PyObject *c2d_cpu_paths(PyObject *module, PyObject *unused) {
    PyObject *names = PyList_New(0);
    for (int p = 0; names != NULL && p < C2D_PATH_COUNT; p++) {
        if (c2d_path_kernels((c2d_path)p) == NULL) continue;
        PyObject *name = PyUnicode_FromString(c2d_path_name[p]);
        if (name == NULL || PyList_Append(names, name) < 0) Py_CLEAR(names);
        Py_XDECREF(name);
    }
    if (names == NULL) return NULL;
    PyObject *tuple = PyList_AsTuple(names);
    Py_DECREF(names);
    return tuple;
}

PyObject *c2d_set_cpu_path(PyObject *module, PyObject *arg) {
    const char *name = PyUnicode_Check(arg) ? PyUnicode_AsUTF8(arg) : NULL;
    if (name == NULL) {
        if (!PyErr_Occurred())
            PyErr_Format(PyExc_TypeError, "_set_cpu_path(): 'path' must be a str, not %.100s",
                         Py_TYPE(arg)->tp_name);
        return NULL;
    }
    for (int p = 0; p < C2D_PATH_COUNT; p++) {
        const c2d_kernel_fn *kernels = c2d_path_kernels((c2d_path)p);
        if (strcmp(name, c2d_path_name[p]) == 0 && kernels != NULL) {
            c2d_state *st = c2d_state_of_module(module);
            st->path = p;
            st->kernels = kernels;
            Py_RETURN_NONE;
        }
    }
    PyErr_Format(PyExc_ValueError, "_set_cpu_path(): %R is not a path this CPU runs", arg);
    return NULL;
}

static const char *const PAIRS_METHODS[] = {"auto", "grid", "sweep"};

PyObject *c2d_set_pairs_method(PyObject *module, PyObject *arg) {
    const char *name = PyUnicode_Check(arg) ? PyUnicode_AsUTF8(arg) : NULL;
    if (name == NULL) {
        if (!PyErr_Occurred())
            PyErr_Format(PyExc_TypeError,
                         "_set_pairs_method(): 'method' must be a str, not %.100s",
                         Py_TYPE(arg)->tp_name);
        return NULL;
    }
    for (int m = 0; m < 3; m++) {
        if (strcmp(name, PAIRS_METHODS[m]) == 0) {
            c2d_state *st = c2d_state_of_module(module);
            PyObject *previous = PyUnicode_FromString(PAIRS_METHODS[st->pairs_method]);
            if (previous != NULL) st->pairs_method = m;
            return previous;
        }
    }
    PyErr_Format(PyExc_ValueError,
                 "_set_pairs_method(): 'method' must be 'auto', 'grid' or 'sweep', not %R", arg);
    return NULL;
}

PyObject *c2d_last_pairs_method(PyObject *module, PyObject *unused) {
    (void)unused;
    return PyUnicode_FromString(PAIRS_METHODS[c2d_state_of_module(module)->last_pairs_method]);
}

PyObject *c2d_set_allocator(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3 || !PyCallable_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "_set_allocator(empty, float64, bool_)");
        return NULL;
    }
    c2d_state *st = c2d_state_of_module(module);
    Py_XSETREF(st->empty, Py_NewRef(args[0]));
    Py_XSETREF(st->float64, Py_NewRef(args[1]));
    Py_XSETREF(st->bool_, Py_NewRef(args[2]));
    Py_RETURN_NONE;
}

// ---- when a call is split over threads --------------------------------------------

PyObject *c2d_set_work_per_thread(PyObject *module, PyObject *arg) {
    long long ns = PyLong_AsLongLong(arg);
    if (ns == -1 && PyErr_Occurred()) return NULL;
    if (ns < 1) {
        PyErr_Format(PyExc_ValueError, "_set_work_per_thread(): 'ns' must be >= 1, not %lld",
                     ns);
        return NULL;
    }
    c2d_state *st = c2d_state_of_module(module);
    long long before = (long long)st->work_per_thread;
    st->work_per_thread = (int64_t)ns;
    return PyLong_FromLongLong(before);
}
