// collide2d binding: what the value types have in common, written once.
//
// Vec2, AABB, Circle and Segment hold their fields as n contiguous doubles
// (2, 4, 3, 4): the row numpy sees. C2D_VALUE_TYPE defines, for one of them,
// dealloc, repr, hash, __reduce__, the buffer export and `<prefix>_alloc`
// (the instance from its C struct), and C2D_VALUE_COMPARE the == / != on the
// doubles with any instance of the same base type (subclasses included);
// C2D_VALUE_SLOTS lists the slots. Each function is a one-line call to a
// shared helper (py_value_type.c) told where the doubles are and how many,
// yet every type keeps a dealloc of its own: is_vec2, is_hit and is_sweep
// recognise a (final) type by it without a lookup.
//
// Hit and Sweep hold one object besides their doubles (the collider, the
// hit): C2D_RECORD_TYPE gives them GC traverse / clear / dealloc, repr from
// their attribute table, and hash and __reduce__ through their
// `<prefix>_fields` tuple.
//
// Plain attributes are table entries (C2D_GET): one getter per kind of field
// (double, Vec2, object) reads it at the offset the entry holds.
#ifndef C2D_PY_VALUE_TYPE_H
#define C2D_PY_VALUE_TYPE_H

#include "py_common.h"

#include <stdint.h>
#include <string.h>

// ---- the shared helpers (py_value_type.c) ----------------------------------

/// A new instance of `type` (or a subclass) whose `size` bytes at `offset` are
/// copied from `fields`: no validation, the caller has done it. Inline, so a
/// constructor's copy of a constant size stays a few moves (every Vec2 made).
static inline PyObject *c2d_value_alloc(PyTypeObject *type, const void *fields, size_t offset,
                                        size_t size) {
    // tp_alloc, not PyObject_New: a Python subclass needs its __dict__ slot.
    PyObject *o = type->tp_alloc(type, 0);
    if (o != NULL) memcpy((char *)o + offset, fields, size);
    return o;
}
void c2d_value_dealloc(PyObject *self);
/// The dealloc of Hit and Sweep (after untrack and clear): the object goes to
/// the module's free list `kind` when there is room (py_common.h), else is
/// freed.
void c2d_record_dealloc(PyObject *self, int kind);
/// A new Hit or Sweep of `type` (GC, untracked): one from the free list
/// `kind` when it has one.
PyObject *c2d_record_alloc(c2d_state *st, int kind, PyTypeObject *type);
/// Free every object of the module's free lists (module clear and free).
void c2d_free_lists_clear(c2d_state *st);
/// The n doubles at `offset` in a and b are equal (== on each: -0.0 == 0.0,
/// NaN equals nothing, itself included).
bool c2d_doubles_equal(PyObject *a, PyObject *b, size_t offset, int n);
/// == / != of n doubles at `offset` in self and other; NotImplemented unless
/// `other` is an instance of the state's base type in `type_offset`.
PyObject *c2d_value_richcompare(PyObject *self, PyObject *other, int op, size_t type_offset,
                                size_t offset, int n);
/// `format` (with n %U, n <= 5) filled with the reprs of v[0..n-1]: the repr
/// of a value type whose fields are n contiguous doubles.
PyObject *c2d_repr_doubles(const char *format, const double *v, int n);
/// "name(a=repr(self.a), b=...)" over the attributes of `fields` in order.
PyObject *c2d_repr_getset(PyObject *self, const char *name, const PyGetSetDef *fields);
/// The hash of the tuple of n floats v[0..n-1] (so a Vec2 hashes as (x, y)).
Py_hash_t c2d_hash_doubles(const double *v, int n);
/// (type(self), args) with args built by `format` from the first n <= 5 doubles
/// at `v`, plus the instance's __dict__ (a subclass's own data) when it has one.
PyObject *c2d_value_reduce(PyObject *self, const char *format, const double *v, int n);
/// Export the n <= 5 doubles at `data` (inside `self`) as a read-only 1-D
/// float64 buffer: how a value type becomes one row for numpy and the batch
/// functions.
int c2d_export_row(PyObject *self, Py_buffer *view, int flags, double *data, int n);
/// Getters reading the field at the offset in their closure (see C2D_GET).
PyObject *c2d_get_double(PyObject *self, void *offset);
PyObject *c2d_get_vec2(PyObject *self, void *offset);
PyObject *c2d_get_object(PyObject *self, void *offset);

/// A read-only attribute `name` that is the `kind` (double, vec2, object)
/// field `field` of `Object`: its offset rides in the entry's closure.
#define C2D_GET(name, kind, Object, field, doc)                                             \
    {name, c2d_get_##kind, NULL, doc, (void *)(uintptr_t)offsetof(Object, field)}

// ---- value types -------------------------------------------------------------

#define C2D_VALUE_FIELDS(self, Object, field) ((double *)&((Object *)(self))->field)
/// How many doubles `field` of `Object` holds (its size says it: nothing to keep in sync).
#define C2D_VALUE_COUNT(Object, field) ((int)(sizeof(((Object *)0)->field) / sizeof(double)))

/// `field`, of C type `Field`, is 1 to 5 contiguous doubles of `Object`; they
/// make the repr (`repr_format`, one %U each) and the pickle (`reduce_format`).
#define C2D_VALUE_TYPE(prefix, Object, Field, field, repr_format, reduce_format)             \
    enum { prefix##_count = C2D_VALUE_COUNT(Object, field) };                               \
    _Static_assert(sizeof(Field) == prefix##_count * sizeof(double) && prefix##_count <= 5, \
                   #Object "." #field " must be 1 to 5 doubles");                           \
    static PyObject *prefix##_alloc(PyTypeObject *type, Field value) {                      \
        return c2d_value_alloc(type, &value, offsetof(Object, field), sizeof(Field));       \
    }                                                                                       \
    static void prefix##_dealloc(PyObject *self) { c2d_value_dealloc(self); }               \
    static PyObject *prefix##_repr(PyObject *self) {                                        \
        return c2d_repr_doubles(repr_format, C2D_VALUE_FIELDS(self, Object, field),         \
                                prefix##_count);                                            \
    }                                                                                       \
    static Py_hash_t prefix##_hash(PyObject *self) {                                        \
        return c2d_hash_doubles(C2D_VALUE_FIELDS(self, Object, field), prefix##_count);     \
    }                                                                                       \
    static PyObject *prefix##_reduce(PyObject *self, PyObject *unused) {                    \
        return c2d_value_reduce(self, reduce_format, C2D_VALUE_FIELDS(self, Object, field), \
                                prefix##_count);                                            \
    }                                                                                       \
    static int prefix##_getbuffer(PyObject *self, Py_buffer *view, int flags) {             \
        return c2d_export_row(self, view, flags, C2D_VALUE_FIELDS(self, Object, field),     \
                              prefix##_count);                                              \
    }

/// After C2D_VALUE_TYPE (its `<prefix>_count`); `state_type` is the module
/// state's field holding the base type an `other` must be an instance of.
#define C2D_VALUE_COMPARE(prefix, Object, field, state_type)                                \
    static PyObject *prefix##_richcompare(PyObject *self, PyObject *other, int op) {        \
        return c2d_value_richcompare(self, other, op, offsetof(c2d_state, state_type),      \
                                     offsetof(Object, field), prefix##_count);              \
    }

#define C2D_VALUE_SLOTS(prefix)                                                             \
    {Py_tp_dealloc, prefix##_dealloc}, {Py_tp_repr, prefix##_repr},                         \
        {Py_tp_richcompare, prefix##_richcompare}, {Py_tp_hash, prefix##_hash},             \
        {Py_bf_getbuffer, prefix##_getbuffer}

// ---- records -----------------------------------------------------------------

/// Hit and Sweep: `member` is their object field; `prefix##_fields` (written
/// by the type) is the tuple of all fields, which hash and pickle use. Placed
/// after `prefix##_getset`, whose attributes, in order, make the repr.
#define C2D_RECORD_TYPE(prefix, Object, member, name)                                       \
    static PyObject *prefix##_fields(PyObject *self);                                       \
    static int prefix##_traverse(PyObject *self, visitproc visit, void *arg) {              \
        Py_VISIT(((Object *)self)->member);                                                 \
        Py_VISIT(Py_TYPE(self));                                                            \
        return 0;                                                                           \
    }                                                                                       \
    static int prefix##_clear(PyObject *self) {                                             \
        Py_CLEAR(((Object *)self)->member);                                                 \
        return 0;                                                                           \
    }                                                                                       \
    static void prefix##_dealloc(PyObject *self) {                                          \
        PyObject_GC_UnTrack(self);                                                          \
        prefix##_clear(self);                                                               \
        c2d_record_dealloc(self, C2D_FREE_##prefix);                                        \
    }                                                                                       \
    static Py_hash_t prefix##_hash(PyObject *self) {                                        \
        PyObject *t = prefix##_fields(self);                                                \
        if (t == NULL) return -1;                                                           \
        Py_hash_t h = PyObject_Hash(t);                                                     \
        Py_DECREF(t);                                                                       \
        return h;                                                                           \
    }                                                                                       \
    static PyObject *prefix##_reduce(PyObject *self, PyObject *unused) {                    \
        PyObject *t = prefix##_fields(self);                                                \
        return t == NULL ? NULL : Py_BuildValue("ON", (PyObject *)Py_TYPE(self), t);        \
    }                                                                                       \
    static PyObject *prefix##_repr(PyObject *self) {                                        \
        return c2d_repr_getset(self, name, prefix##_getset);                                \
    }

#define C2D_RECORD_SLOTS(prefix)                                                            \
    {Py_tp_dealloc, prefix##_dealloc}, {Py_tp_traverse, prefix##_traverse},                 \
        {Py_tp_clear, prefix##_clear}, {Py_tp_repr, prefix##_repr},                         \
        {Py_tp_richcompare, prefix##_richcompare}, {Py_tp_hash, prefix##_hash}

// ---- type specs --------------------------------------------------------------

/// The PyType_Spec `c2d_<prefix>_spec` of a value type (C2D_VALUE_TYPE) or a
/// record type (C2D_RECORD_TYPE, `kind` RECORD): its slots are the doc,
/// `<prefix>_new`, the shared ones, `<prefix>_getset`, `<prefix>_methods`, then the
/// `extra` ones (a macro: Vec2's sequence and number slots, else C2D_NO_SLOTS).
#define C2D_NO_SLOTS
#define C2D_TYPE_SPEC(prefix, kind, type_name, Object, type_flags, extra, doc)              \
    static PyType_Slot prefix##_slots[] = {                                                 \
        {Py_tp_doc, doc},                                                                   \
        {Py_tp_new, prefix##_new},                                                          \
        C2D_##kind##_SLOTS(prefix),                                                         \
        {Py_tp_getset, prefix##_getset},                                                    \
        {Py_tp_methods, prefix##_methods},                                                  \
        extra{0, NULL},                                                                     \
    };                                                                                      \
    PyType_Spec c2d_##prefix##_spec = {                                                     \
        .name = type_name,                                                                  \
        .basicsize = sizeof(Object),                                                        \
        .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_IMMUTABLETYPE | (type_flags),             \
        .slots = prefix##_slots,                                                            \
    };

/// _repr_svg_(): the picture Jupyter shows for the shapes, Hit and Sweep. One
/// function for all of them, drawing nothing itself: it returns
/// collide2d._svg.svg_of(self), so the pictures are written once, in Python, for
/// the scalar types and the arrays alike (errors propagate).
PyObject *c2d_repr_svg(PyObject *self, PyObject *unused);
#define C2D_REPR_SVG_METHOD                                                                 \
    {"_repr_svg_", c2d_repr_svg, METH_NOARGS,                                               \
     "_repr_svg_($self, /)\n--\n\n"                                                         \
     "This object drawn as an SVG picture (world y up), which Jupyter shows."}

/// The method-table entry of __reduce__, and a table holding only it.
#define C2D_REDUCE_METHOD(prefix) {"__reduce__", prefix##_reduce, METH_NOARGS, NULL}
#define C2D_REDUCE_ONLY_METHODS(prefix)                                                     \
    static PyMethodDef prefix##_methods[] = {C2D_REDUCE_METHOD(prefix), {NULL}};

#endif
