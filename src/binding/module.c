// collide2d._core: module definition (multi-phase init, PEP 489) and the
// helpers the binding files share (argument parsing, errors, result objects);
// the value types' shared slots are in py_value_type.c.
#include "py_common.h"
#include "py_value_type.h"

#include <stdlib.h>

// ---- numbers and errors ----------------------------------------------------

PyObject *c2d_float_repr(double v) {
    char *s = PyOS_double_to_string(v, 'r', 0, Py_DTSF_ADD_DOT_0, NULL);
    if (s == NULL) return NULL;
    PyObject *r = PyUnicode_FromString(s);
    PyMem_Free(s);
    return r;
}

void c2d_raise_value(PyObject *exc, const char *func, const char *arg, const char *what,
                     double value) {
    PyObject *v = c2d_float_repr(value);
    if (v == NULL) return;
    PyErr_Format(exc, "%s(): '%s' %s (%U)", func, arg, what, v);
    Py_DECREF(v);
}

const char *c2d_polygon_code_text(c2d_code code) {
    switch (code) {
    case C2D_FEW_VERTICES: return "has fewer than 3 vertices";
    case C2D_REPEATED_VERTEX: return "repeats the vertex before it at vertex";
    case C2D_COLLINEAR_VERTEX: return "is degenerate: collinear with its neighbours at vertex";
    case C2D_NOT_CONVEX: return "is not convex at vertex";
    default: return NULL;
    }
}

const char *c2d_code_text(c2d_code code, bool is_box) {
    switch (code) {
    case C2D_BAD_NUMBER:
        return "has a value that is not finite or exceeds 2**200 in magnitude";
    case C2D_NEGATIVE_SIZE:
        return is_box ? "has a negative half size" : "is negative";
    default:
        return "is invalid";
    }
}

// ---- argument parsing ------------------------------------------------------
// Every exception raised by a user's own code (a __float__, __len__ or
// __iter__ that raises KeyboardInterrupt, MemoryError, a custom error...) is
// passed on unchanged; only "this object is not a number / not a pair", i.e.
// a TypeError, is replaced by our message naming the argument.

static void raise_out_of_range(const char *func, const char *arg) {
    PyErr_Format(PyExc_ValueError, "%s(): '%s' has a value beyond the float64 range", func,
                 arg);
}

int c2d_read_real(PyObject *item, const char *func, const char *arg, double *out) {
    if (PyFloat_CheckExact(item)) {
        *out = PyFloat_AS_DOUBLE(item);
        return 0;
    }
    // Real numbers only (int, float, numpy scalars): not str, not complex.
    if (PyUnicode_Check(item) || PyBytes_Check(item) || PyComplex_Check(item)) return C2D_NOT_REAL;
    double v = PyFloat_AsDouble(item);
    if (v == -1.0 && PyErr_Occurred()) {
        if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
            // An int beyond the float64 range: out of range, like inf.
            PyErr_Clear();
            raise_out_of_range(func, arg);
            return C2D_RAISED;
        }
        if (!PyErr_ExceptionMatches(PyExc_TypeError)) return C2D_RAISED;
        PyErr_Clear();
        return C2D_NOT_REAL;
    }
    *out = v;
    return 0;
}

// Read the two items of a tuple (which owns them: a __float__ cannot free them). An
// item that is no real number: C2D_NOT_REAL, its index in *bad and its type's name
// in bad_type (for the message: "'pos[0]' is a str").
static int read_two(PyObject *tuple, const char *func, const char *arg, c2d_vec2 *out,
                    int *bad, char *bad_type, size_t bad_size) {
    for (int k = 0; k < 2; k++) {
        PyObject *item = PyTuple_GET_ITEM(tuple, k);
        int r = c2d_read_real(item, func, arg, k == 0 ? &out->x : &out->y);
        if (r == C2D_NOT_REAL) {
            *bad = k;
            snprintf(bad_type, bad_size, "%.100s", Py_TYPE(item)->tp_name);
        }
        if (r != 0) return r;
    }
    return 0;
}

static bool maybe_pair(PyObject *obj) {
    return !PyUnicode_Check(obj) && !PyBytes_Check(obj) && PySequence_Check(obj);
}

int c2d_parse_pair(c2d_state *st, PyObject *obj, const char *func, const char *arg,
                   c2d_vec2 *out) {
    if (Py_IS_TYPE(obj, st->vec2_type)) {
        *out = ((Vec2Object *)obj)->v;
        return 0;
    }
    Py_ssize_t len = -1;
    int bad = -1; // the item that is no real number, of a pair
    char bad_type[128] = "";
    if (PyTuple_CheckExact(obj)) {
        len = PyTuple_GET_SIZE(obj);
        if (len == 2) {
            int r = read_two(obj, func, arg, out, &bad, bad_type, sizeof bad_type);
            if (r != C2D_NOT_REAL) return r;
        }
    } else if (maybe_pair(obj)) {
        // A copy, never the sequence itself: an item's __float__ may empty a
        // list while it is being read.
        PyObject *items = PySequence_Tuple(obj);
        if (items == NULL) {
            if (!PyErr_ExceptionMatches(PyExc_TypeError)) return -1;
            PyErr_Clear();
        } else {
            len = PyTuple_GET_SIZE(items);
            int r = len == 2 ? read_two(items, func, arg, out, &bad, bad_type, sizeof bad_type)
                             : C2D_NOT_REAL;
            Py_DECREF(items);
            if (r != C2D_NOT_REAL) return r;
        }
    }
    // A sequence of the wrong length is a ValueError (a wrong shape); any
    // other object, or items that are not real numbers, a TypeError.
    if (len >= 0 && len != 2) {
        PyErr_Format(PyExc_ValueError, "%s(): '%s' must be a pair of numbers, not %zd of them",
                     func, arg, len);
    } else if (bad >= 0) {
        PyErr_Format(PyExc_TypeError,
                     "%s(): '%s' must be a Vec2 or a pair of real numbers: '%s[%d]' is a %s",
                     func, arg, arg, bad, bad_type);
    } else {
        PyErr_Format(PyExc_TypeError,
                     "%s(): '%s' must be a Vec2 or a pair of real numbers, not %.100s", func, arg,
                     Py_TYPE(obj)->tp_name);
    }
    return -1;
}

int c2d_parse_real(PyObject *obj, const char *func, const char *arg, double *out) {
    int r = c2d_read_real(obj, func, arg, out);
    if (r != C2D_NOT_REAL) return r;
    PyErr_Format(PyExc_TypeError, "%s(): '%s' must be a real number, not %.100s", func, arg,
                 Py_TYPE(obj)->tp_name);
    return -1;
}

int c2d_parse_number(PyObject *obj, const char *func, const char *arg, double *out) {
    if (c2d_parse_real(obj, func, arg, out) < 0) return -1;
    if (!c2d_number_ok(*out)) {
        c2d_raise_value(PyExc_ValueError, func, arg, c2d_code_text(C2D_BAD_NUMBER, false), *out);
        return -1;
    }
    return 0;
}

int c2d_parse_point(c2d_state *st, PyObject *obj, const char *func, const char *arg,
                    c2d_vec2 *out) {
    if (c2d_parse_pair(st, obj, func, arg, out) < 0) return -1;
    double bad = 0.0;
    double xy[2] = {out->x, out->y};
    if (c2d_check_numbers(xy, 2, &bad) != C2D_OK) {
        c2d_raise_value(PyExc_ValueError, func, arg, c2d_code_text(C2D_BAD_NUMBER, false), bad);
        return -1;
    }
    return 0;
}

int c2d_parse_size(PyObject *obj, const char *func, const char *arg, double *out) {
    if (c2d_parse_real(obj, func, arg, out) < 0) return -1;
    double bad = 0.0;
    c2d_code code = c2d_check_size(*out, &bad);
    if (code != C2D_OK) {
        c2d_raise_value(PyExc_ValueError, func, arg, c2d_code_text(code, false), bad);
        return -1;
    }
    return 0;
}

int c2d_parse_args(const char *func, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                   const char *const *names, int total, int required, PyObject **values) {
    if (nargs > total) {
        PyErr_Format(PyExc_TypeError, "%s() takes at most %d arguments (%zd given)", func, total,
                     nargs);
        return -1;
    }
    bool seen[8] = {false};
    for (Py_ssize_t k = 0; k < nargs; k++) {
        values[k] = args[k];
        seen[k] = true;
    }
    Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t j = 0; j < nkw; j++) {
        PyObject *key = PyTuple_GET_ITEM(kwnames, j);
        int k = 0;
        while (k < total && !(PyUnicode_CompareWithASCIIString(key, names[k]) == 0)) k++;
        if (k == total) {
            PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument %R", func, key);
            return -1;
        }
        if (seen[k]) {
            PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%s'", func,
                         names[k]);
            return -1;
        }
        values[k] = args[nargs + j];
        seen[k] = true;
    }
    for (int k = 0; k < required; k++) {
        if (!seen[k]) {
            PyErr_Format(PyExc_TypeError, "%s() missing required argument '%s'", func, names[k]);
            return -1;
        }
    }
    return 0;
}

// ---- result objects --------------------------------------------------------

PyObject *c2d_vec_of(PyObject *self, c2d_vec2 v) {
    return c2d_new_vec2(c2d_state_of_type(Py_TYPE(self)), v);
}

PyObject *c2d_hit_or_none(PyObject *collider, const c2d_hit *h) {
    if (!h->hit) Py_RETURN_NONE;
    return c2d_new_hit(c2d_state_of_type(Py_TYPE(collider)), collider, h);
}

PyObject *c2d_new_vec2(c2d_state *st, c2d_vec2 v) {
    Vec2Object *o = PyObject_New(Vec2Object, st->vec2_type);
    if (o == NULL) return NULL;
    o->v = v;
    return (PyObject *)o;
}

PyObject *c2d_new_hit(c2d_state *st, PyObject *collider, const c2d_hit *h) {
    HitObject *o = (HitObject *)c2d_record_alloc(st, C2D_FREE_hit, st->hit_type);
    if (o == NULL) return NULL;
    o->collider = Py_NewRef(collider);
    o->pos = c2d_result_pos(h->pos);
    o->delta = h->delta;
    o->normal = h->normal;
    o->time = h->time;
    // A Hit can be part of a cycle only through its collider: the common
    // collider (an AABB, Circle or Segment, not a subclass with a __dict__)
    // is no container, and then the Hit stays untracked, as CPython leaves
    // tuples of atoms (_PyTuple_MaybeUntrack). It saves the tracking on
    // every scalar hit.
    if (PyObject_IS_GC(collider)) PyObject_GC_Track(o);
    return (PyObject *)o;
}

PyObject *c2d_new_sweep(c2d_state *st, PyObject *collider, const c2d_sweep *s) {
    PyObject *hit = s->hit.hit ? c2d_new_hit(st, collider, &s->hit) : Py_NewRef(Py_None);
    if (hit == NULL) return NULL;
    SweepObject *o = (SweepObject *)c2d_record_alloc(st, C2D_FREE_sweep, st->sweep_type);
    if (o == NULL) {
        Py_DECREF(hit);
        return NULL;
    }
    o->hit = hit;
    o->pos = c2d_result_pos(s->pos);
    o->time = s->time;
    o->started_overlapping = s->started_overlapping;
    PyObject_GC_Track(o);
    return (PyObject *)o;
}

// ---- module ----------------------------------------------------------------

static int add_type(PyObject *module, PyType_Spec *spec, PyTypeObject **slot) {
    *slot = (PyTypeObject *)PyType_FromModuleAndSpec(module, spec, NULL);
    if (*slot == NULL) return -1;
    return PyModule_AddType(module, *slot);
}

static int core_exec(PyObject *module) {
    c2d_state *st = PyModule_GetState(module);
    if (add_type(module, &c2d_vec2_spec, &st->vec2_type) < 0 ||
        add_type(module, &c2d_aabb_spec, &st->aabb_type) < 0 ||
        add_type(module, &c2d_hit_spec, &st->hit_type) < 0 ||
        add_type(module, &c2d_sweep_spec, &st->sweep_type) < 0 ||
        add_type(module, &c2d_circle_spec, &st->circle_type) < 0 ||
        add_type(module, &c2d_segment_spec, &st->segment_type) < 0 ||
        add_type(module, &c2d_obb_spec, &st->obb_type) < 0 ||
        add_type(module, &c2d_capsule_spec, &st->capsule_type) < 0 ||
        add_type(module, &c2d_polygon_spec, &st->polygon_type) < 0 ||
        add_type(module, &c2d_frozen_rows_spec, &st->frozen_rows_type) < 0 ||
        add_type(module, &c2d_generic_spec, &st->generic_type) < 0)
        return -1;
    st->line_intersection_type = PyStructSequence_NewType(&c2d_line_intersection_desc);
    if (st->line_intersection_type == NULL ||
        PyModule_AddType(module, st->line_intersection_type) < 0 ||
        PyModule_AddFunctions(module, c2d_segment_functions) < 0 ||
        PyModule_AddFunctions(module, c2d_polygon_functions) < 0 ||
        PyModule_AddFunctions(module, c2d_broad_functions) < 0 ||
        PyModule_AddFunctions(module, c2d_frozen_functions) < 0 ||
        PyModule_AddFunctions(module, c2d_distance_functions) < 0 ||
        PyModule_AddFunctions(module, c2d_manifold_functions) < 0 ||
        PyModule_AddFunctions(module, c2d_generic_functions) < 0)
        return -1;
    st->distance_type = PyStructSequence_NewType(&c2d_distance_desc);
    if (st->distance_type == NULL || PyModule_AddType(module, st->distance_type) < 0)
        return -1;
    st->manifold_type = PyStructSequence_NewType(&c2d_manifold_desc);
    if (st->manifold_type == NULL || PyModule_AddType(module, st->manifold_type) < 0)
        return -1;
    st->conversion_needed = PyErr_NewExceptionWithDoc(
        "collide2d._core.ConversionNeeded",
        "Internal: a batch argument must be converted to float64 rows first.",
        PyExc_TypeError, NULL);
    if (st->conversion_needed == NULL ||
        PyModule_AddObjectRef(module, "ConversionNeeded", st->conversion_needed) < 0)
        return -1;
    // Threads per large batch call: COLLIDE2D_NUM_THREADS, else the CPUs online.
    long threads = 1;
#if C2D_HAVE_THREADS
    threads = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    if (threads < 1) threads = 1;
    if (threads > C2D_MAX_THREADS) threads = C2D_MAX_THREADS;
    const char *env = getenv("COLLIDE2D_NUM_THREADS");
    if (env != NULL && *env != '\0') {
        char *end = NULL;
        long wanted = strtol(env, &end, 10);
        if (*end != '\0' || wanted < 1 || wanted > C2D_MAX_THREADS) {
            // A typo must not pass unnoticed, nor stop the import.
            if (PyErr_WarnFormat(PyExc_RuntimeWarning, 1,
                                 "COLLIDE2D_NUM_THREADS=%.40s is not a whole number from 1 to %d; "
                                 "using %ld threads",
                                 env, C2D_MAX_THREADS, threads) < 0)
                return -1;
        } else {
            threads = wanted;
        }
    }
    st->num_threads = (int)threads;
    st->work_per_thread = C2D_WORK_PER_THREAD;
    // The kernels' instruction-set path: COLLIDE2D_CPU_PATH (baseline, avx2, avx512), else
    // the fastest this CPU runs. A path the CPU cannot run, or a typo, warns and falls back.
    st->path = c2d_best_path();
    const char *path_env = getenv("COLLIDE2D_CPU_PATH");
    if (path_env != NULL && *path_env != '\0') {
        int wanted = -1;
        for (int p = 0; p < C2D_PATH_COUNT; p++)
            if (strcmp(path_env, c2d_path_name[p]) == 0) wanted = p;
        if (wanted >= 0 && c2d_path_kernels((c2d_path)wanted) != NULL) {
            st->path = wanted;
        } else if (PyErr_WarnFormat(PyExc_RuntimeWarning, 1,
                                    "COLLIDE2D_CPU_PATH=%.40s is not a path this CPU runs "
                                    "(baseline, avx2, avx512); using %s",
                                    path_env, c2d_path_name[st->path]) < 0) {
            return -1;
        }
    }
    st->kernels = c2d_path_kernels((c2d_path)st->path);
    // Row sizes of the batch outputs, checked against the numpy dtypes.
    if (PyModule_AddIntConstant(module, "HIT_ROW_SIZE", (long)sizeof(c2d_hit)) < 0 ||
        PyModule_AddIntConstant(module, "SWEEP_ROW_SIZE", (long)sizeof(c2d_sweep)) < 0 ||
        PyModule_AddIntConstant(module, "INTERVAL_ROW_SIZE", (long)sizeof(c2d_interval)) < 0 ||
        PyModule_AddIntConstant(module, "DISTANCE_ROW_SIZE", (long)sizeof(c2d_distance)) < 0 ||
        PyModule_AddIntConstant(module, "MANIFOLD_ROW_SIZE", (long)sizeof(c2d_manifold)) < 0 ||
        PyModule_AddIntConstant(module, "LINE_ROW_SIZE", (long)sizeof(c2d_line_hit)) < 0 ||
        PyModule_AddIntConstant(module, "POINTS_ROW_SIZE", (long)sizeof(c2d_circle_points)) < 0 ||
        PyModule_AddObject(module, "EPSILON", PyFloat_FromDouble(C2D_EPSILON)) < 0 ||
        PyModule_AddObject(module, "COORD_LIMIT", PyFloat_FromDouble(C2D_COORD_LIMIT)) < 0)
        return -1;
    return 0;
}

static int core_traverse(PyObject *module, visitproc visit, void *arg) {
    c2d_state *st = PyModule_GetState(module);
#define VISIT_FIELD(field) Py_VISIT(st->field);
    C2D_STATE_OBJECTS(VISIT_FIELD)
#undef VISIT_FIELD
    return 0;
}

static int core_clear(PyObject *module) {
    c2d_state *st = PyModule_GetState(module);
#define CLEAR_FIELD(field) Py_CLEAR(st->field);
    C2D_STATE_OBJECTS(CLEAR_FIELD)
#undef CLEAR_FIELD
    c2d_free_lists_clear(st);
    return 0;
}

static void core_free(void *module) { core_clear((PyObject *)module); }

static PyModuleDef_Slot core_slots[] = {
    {Py_mod_exec, core_exec},
#ifdef Py_mod_multiple_interpreters
    {Py_mod_multiple_interpreters, Py_MOD_PER_INTERPRETER_GIL_SUPPORTED},
#endif
#ifdef Py_mod_gil
    // No global mutable state: batch kernels are pure, objects are immutable.
    {Py_mod_gil, Py_MOD_GIL_NOT_USED},
#endif
    {0, NULL},
};

PyModuleDef c2d_module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "collide2d._core",
    .m_doc = "The C core of collide2d: scalar shape types and batch kernels.\n\n"
             "Use the public names re-exported by the collide2d package.",
    .m_size = sizeof(c2d_state),
    .m_methods = NULL, // set in PyInit__core (defined in py_batch.c)
    .m_slots = core_slots,
    .m_traverse = core_traverse,
    .m_clear = core_clear,
    .m_free = core_free,
};

PyMODINIT_FUNC PyInit__core(void) {
    c2d_module_def.m_methods = c2d_batch_methods;
    return PyModuleDef_Init(&c2d_module_def);
}
