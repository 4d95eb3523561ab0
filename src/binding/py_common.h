// collide2d binding: what the py_*.c files share. Only the binding files
// include Python.h; the core (src/core) never does.
#ifndef C2D_PY_COMMON_H
#define C2D_PY_COMMON_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "kernels/kernels.h"
#include "kernels/paths.h"

/// Freed Hit and Sweep objects kept for reuse, as CPython keeps floats and
/// tuples: a scalar query's result then costs no malloc and free. GIL builds
/// only: in a free-threaded build the module state is shared by threads
/// without a lock, so there the objects are allocated as usual.
#ifndef Py_GIL_DISABLED
#define C2D_FREE_LISTS 1
#else
#define C2D_FREE_LISTS 0
#endif
enum { C2D_FREE_hit, C2D_FREE_sweep, C2D_FREE_KINDS };
#define C2D_FREE_MAX 32
typedef struct c2d_free_list {
    int count;
    PyObject *items[C2D_FREE_MAX]; // untracked, no references, type not held
} c2d_free_list;

/// Per-module state (PEP 489): the heap types, no static mutable objects.
typedef struct c2d_state {
    PyTypeObject *vec2_type;
    PyTypeObject *aabb_type;
    PyTypeObject *hit_type;
    PyTypeObject *sweep_type;
    PyTypeObject *circle_type;
    PyTypeObject *segment_type;
    PyTypeObject *obb_type;
    PyTypeObject *capsule_type;
    PyTypeObject *polygon_type;
    PyTypeObject *line_intersection_type; // a struct sequence
    PyTypeObject *distance_type;          // a struct sequence
    PyTypeObject *manifold_type;          // a struct sequence
    PyTypeObject *frozen_rows_type;       // a frozen AABBArray's memory (py_frozen.c)
    PyTypeObject *generic_type;           // the generic functions' fast path (py_generic.c)
    // Raised by a batch entry point when an argument is not yet float64 rows
    // (not a buffer, another dtype, an odd layout): the Python layer converts
    // the arguments once and calls again. Validation errors are ValueError.
    PyObject *conversion_needed;
    // The output allocator registered by the Python layer (numpy.empty and
    // the float64 and bool dtypes): the extension includes no numpy header.
    PyObject *empty, *float64, *bool_;
    // Most threads one batch call may use (set_num_threads); 1 = no split.
    int num_threads;
    // Estimated nanoseconds of work that earn a call one more thread
    // (C2D_WORK_PER_THREAD; _set_work_per_thread for the benchmarks).
    int64_t work_per_thread;
    // The instruction-set path the batch kernels run on (kernels/paths.h) and its
    // kernels, chosen at import (COLLIDE2D_CPU_PATH, else the fastest the CPU runs).
    int path;
    const c2d_kernel_fn *kernels;
    // How pairs() finds its candidates (c2d_pairs_method: auto, or the grid or the
    // sweep by name; _set_pairs_method, for the tests).
    int pairs_method;
    // What the last pairs() call took: C2D_PAIRS_GRID or C2D_PAIRS_SWEEP
    // (_last_pairs_method, for the tests of the choice; C2D_PAIRS_AUTO before any).
    int last_pairs_method;
    c2d_free_list free_lists[C2D_FREE_KINDS]; // indexed by C2D_FREE_hit / C2D_FREE_sweep
} c2d_state;

/// Every object the state holds, for the module's traverse and clear.
#define C2D_STATE_OBJECTS(X)                                                                \
    X(vec2_type) X(aabb_type) X(hit_type) X(sweep_type) X(circle_type) X(segment_type)      \
    X(obb_type) X(capsule_type) X(polygon_type) X(line_intersection_type) X(distance_type) X(manifold_type) X(frozen_rows_type) X(generic_type) X(conversion_needed) X(empty) X(float64) X(bool_)

/// Threads: POSIX threads where there are some, else every call runs on the
/// calling thread (the split is kept, so results are the same).
#if defined(_WIN32)
#define C2D_HAVE_THREADS 0
#else
#define C2D_HAVE_THREADS 1
#include <pthread.h>
#include <unistd.h>
#endif
/// Most threads one batch call may use (set_num_threads, COLLIDE2D_NUM_THREADS).
#define C2D_MAX_THREADS 64
/// A thread gets at least this much estimated work (nanoseconds on one core,
/// rows x the kernel list's cost): below it, starting a thread and sharing the
/// memory bandwidth cost more than they save. Measured, not guessed:
/// `python -m benchmarks.threads` finds, for kernels of light to heavy rows, the
/// smallest call that two threads run >= 1.1x faster than one; the median of
/// their estimated work was 410 us on a 2-core AMD EPYC (docs/benchmarks.md), so
/// two threads from 2 x 200 us.
#define C2D_WORK_PER_THREAD 200000

/// How many threads a call of `work` estimated nanoseconds uses, at most `limit`.
static inline int c2d_threads_for(int64_t work, int limit, int64_t per_thread) {
    int64_t t = work / per_thread;
    if (t < 1) t = 1;
    return t < limit ? (int)t : limit;
}

static inline c2d_state *c2d_state_of_module(PyObject *m) {
    return (c2d_state *)PyModule_GetState(m);
}

typedef struct {
    PyObject_HEAD
    c2d_vec2 v;
} Vec2Object;

typedef struct {
    PyObject_HEAD
    c2d_aabb box; // four contiguous doubles: the buffer (cx, cy, hx, hy)
} AABBObject;

typedef struct {
    PyObject_HEAD
    c2d_circle circle; // three contiguous doubles: the buffer (cx, cy, r)
} CircleObject;

typedef struct {
    PyObject_HEAD
    c2d_segment segment; // four contiguous doubles: the buffer (x0, y0, x1, y1)
} SegmentObject;

typedef struct {
    PyObject_HEAD
    c2d_obb obb; // five contiguous doubles: the buffer (cx, cy, hx, hy, angle)
} OBBObject;

typedef struct {
    PyObject_HEAD
    c2d_capsule capsule; // five contiguous doubles: the buffer (x0, y0, x1, y1, r)
} CapsuleObject;

/// A convex polygon: `count` vertices, counter-clockwise from its lowest vertex (the
/// leftmost of equals), in `v` (PyMem, 2 * count doubles): the buffer (count, 2).
typedef struct {
    PyObject_HEAD
    Py_ssize_t count;
    double *v;
    Py_ssize_t shape[2], strides[2];
} PolygonObject;

/// The core's view of a Polygon object (narrow/polygon.h): stored counter-clockwise
/// from vertex 0, so first 0 and step 1.
static inline c2d_polygon c2d_polygon_of(PyObject *o) {
    PolygonObject *p = (PolygonObject *)o;
    c2d_polygon view = {p->v, 2, p->count, 0, 1};
    return view;
}

typedef struct {
    PyObject_HEAD
    PyObject *collider;
    c2d_vec2 pos, delta, normal;
    double time;
} HitObject;

typedef struct {
    PyObject_HEAD
    PyObject *hit; // Hit or None
    c2d_vec2 pos;
    double time;
    bool started_overlapping;
} SweepObject;

// Type specs, one per file.
extern PyType_Spec c2d_vec2_spec;
extern PyType_Spec c2d_aabb_spec;
extern PyType_Spec c2d_hit_spec;
extern PyType_Spec c2d_sweep_spec;
extern PyType_Spec c2d_circle_spec;
extern PyType_Spec c2d_segment_spec;
extern PyType_Spec c2d_obb_spec;
extern PyType_Spec c2d_capsule_spec;
extern PyType_Spec c2d_polygon_spec;
extern PyType_Spec c2d_frozen_rows_spec;
extern PyType_Spec c2d_generic_spec;
extern PyStructSequence_Desc c2d_line_intersection_desc;
extern PyStructSequence_Desc c2d_distance_desc;
PyObject *c2d_new_distance(c2d_state *st, const c2d_distance *r);
extern PyStructSequence_Desc c2d_manifold_desc;
PyObject *c2d_new_manifold(c2d_state *st, const c2d_manifold *r);
/// A new struct sequence of `type` (one of ours: `n` fields, none hidden) owning the
/// `n` new items; if any is NULL (its making failed), release every item, return NULL.
PyObject *c2d_new_struct_sequence(PyTypeObject *type, PyObject **items, int n);
/// The normal (field `field`, a Vec2) of `result`, which must be of `type` (the state's
/// Distance or Manifold): else a TypeError naming `func`, and -1.
int c2d_result_normal(c2d_state *st, PyObject *result, PyTypeObject *type, Py_ssize_t field,
                      const char *func, c2d_vec2 *out);
extern PyMethodDef c2d_segment_functions[];
extern PyMethodDef c2d_polygon_functions[];
extern PyMethodDef c2d_broad_functions[];
extern PyMethodDef c2d_frozen_functions[];
extern PyMethodDef c2d_distance_functions[];
extern PyMethodDef c2d_manifold_functions[];
extern PyMethodDef c2d_generic_functions[];

// Batch entry points (py_batch.c), listed in the module's method table.
extern PyMethodDef c2d_batch_methods[];

/// The module definition (module.c): how a type finds the module state.
extern PyModuleDef c2d_module_def;

/// The module state, found from one of our types or a subclass of one (a
/// subclass made in Python has no module of its own: the MRO is searched; for
/// our own types the first entry matches).
static inline c2d_state *c2d_state_of_type(PyTypeObject *type) {
    // Every type that reaches here is a heap type: ours carry the module
    // (the scalar hot path: one load), a Python subclass does not.
    PyObject *module = ((PyHeapTypeObject *)type)->ht_module;
    if (module == NULL) module = PyType_GetModuleByDef(type, &c2d_module_def);
    return module ? (c2d_state *)PyModule_GetState(module) : NULL;
}

/// True when `o` is an instance of `type` or of a subclass (the exact type first).
static inline bool c2d_is(PyObject *o, PyTypeObject *type) {
    return Py_IS_TYPE(o, type) || PyType_IsSubtype(Py_TYPE(o), type);
}

/// `o` is a shape of the same kind as `self`: the same type (the fast path), or
/// an instance of the base type in the state's `field` (subclasses included).
#define C2D_SAME_KIND(o, self, field) \
    (Py_TYPE(o) == Py_TYPE(self) || c2d_is((o), c2d_state_of_type(Py_TYPE(self))->field))

/// Read a Segment argument (or an instance of a subclass) into *out:
/// TypeError naming `func` and `arg` when it is not one.
int c2d_want_segment(c2d_state *st, PyObject *obj, const char *func, const char *arg,
                     c2d_segment *out);


// ---- helpers (module.c) ----------------------------------------------------

/// What a polygon status code says of a vertex list ("is not convex at vertex"...).
const char *c2d_polygon_code_text(c2d_code code);

/// New Vec2 / Hit / Sweep objects (NULL with an exception on failure).
PyObject *c2d_new_vec2(c2d_state *st, c2d_vec2 v);
PyObject *c2d_new_hit(c2d_state *st, PyObject *collider, const c2d_hit *h);
PyObject *c2d_new_sweep(c2d_state *st, PyObject *collider, const c2d_sweep *s);

/// A new Vec2, found through the module state of `self`'s (our) type.
PyObject *c2d_vec_of(PyObject *self, c2d_vec2 v);
/// None for a miss, else a Hit whose collider is `collider` (one of our types).
PyObject *c2d_hit_or_none(PyObject *collider, const c2d_hit *h);

/// What c2d_read_real returns besides 0: an exception is set and must reach
/// the caller (C2D_RAISED), or the object is not a real number and no
/// exception is set (C2D_NOT_REAL), for the caller to name the argument.
#define C2D_RAISED (-1)
#define C2D_NOT_REAL (-2)
/// A real number (int, float, numpy scalar) as a double. An int beyond the
/// float64 range raises ValueError naming `func` and `arg`; an exception from
/// the object's own __float__ other than TypeError is passed on unchanged.
int c2d_read_real(PyObject *item, const char *func, const char *arg, double *out);
/// Read a pair of numbers (Vec2, or any 2-sequence of real numbers) into *out.
/// Raises TypeError naming `func` and `arg` when it is not one.
int c2d_parse_pair(c2d_state *st, PyObject *obj, const char *func, const char *arg,
                   c2d_vec2 *out);
/// A real number (int, float, numpy scalar): TypeError naming `arg` if not.
int c2d_parse_real(PyObject *obj, const char *func, const char *arg, double *out);
/// c2d_parse_real plus the number check (finite, |v| <= 2^200): ValueError.
int c2d_parse_number(PyObject *obj, const char *func, const char *arg, double *out);
/// c2d_parse_pair plus the number check (finite, |v| <= 2^200): ValueError.
int c2d_parse_point(c2d_state *st, PyObject *obj, const char *func, const char *arg,
                    c2d_vec2 *out);
/// A real number that is a valid size (>= 0, in range): TypeError/ValueError.
int c2d_parse_size(PyObject *obj, const char *func, const char *arg, double *out);

/// Raise `exc` as "func(): 'arg' <what> (<value>)", value printed like repr().
void c2d_raise_value(PyObject *exc, const char *func, const char *arg, const char *what,
                     double value);
/// The message for a status code, e.g. "has a negative half size".
const char *c2d_code_text(c2d_code code, bool is_box);

/// The scalar shapes' sweep_into(colliders, delta): the nearest hit among
/// `colliders` (an iterable of shapes of any kinds, or one shape), ties go to a hit that
/// started overlapping, then to the earliest;
/// hit.collider is the object hit (py_sweep_into.c, through the core's sweep table).
PyObject *c2d_sweep_into_method(PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                                PyObject *kwnames);
#define C2D_SWEEP_INTO_METHOD                                                                 \
    {"sweep_into", (PyCFunction)(void (*)(void))c2d_sweep_into_method,                      \
     METH_FASTCALL | METH_KEYWORDS,                                                         \
     "sweep_into($self, colliders, delta)\n--\n\n"                                          \
     "noonat/intersect, sweeping through many: this shape moves by `delta` through\n"        \
     "`colliders` (any iterable of AABB, Circle, Segment, OBB, Capsule and Polygon,\n"       \
     "mixed, or one of them); returns the Sweep of the nearest hit (ties go to a hit\n"      \
     "that started overlapping, then to the earliest), whose hit.collider is the\n"         \
     "collider that was hit."}

/// repr() of a double as Python prints a float ("1.0", "-0.0", "1e+100").
PyObject *c2d_float_repr(double v);

/// Fast-call keyword parsing for a handful of named parameters: fills
/// `values[k]` (borrowed) from positionals then keywords; entries past the
/// given ones stay as they were (the caller's defaults).
int c2d_parse_args(const char *func, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                   const char *const *names, int total, int required, PyObject **values);

#endif
