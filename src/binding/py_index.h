// collide2d binding: what the broad phase's files share (py_broad.c: pairs, the Index's
// capsule and build; py_index_search.c: its searches; py_index_update.c: its updates):
// running a call's parts on threads, and the kept grid behind an Index.
#ifndef C2D_PY_INDEX_H
#define C2D_PY_INDEX_H

#include "py_batch.h"

#include "broad/grid.h"

// ---- threads ---------------------------------------------------------------------------
// A broad-phase call splits its work (the sorted positions of a grid, or the rows of a
// search) into as many parts as threads, each writing its own sink; the sinks are
// joined in part order, so the answer is the one-thread answer.

/// Estimated nanoseconds per shape of a pairs search, and per row of a search (for
/// c2d_broad_threads: threads only where each gets enough work). A pairs call costs
/// 50-80 ns a shape on one thread (`pairs` of 3e3 to 1e5 uniform boxes, two-core Intel
/// Xeon, 2026-11-28); at 300, two threads started from 1,334 shapes, and 3,000 boxes
/// took 305-355 us on two threads against 136-247 on one. At 60 they start from 6,667,
/// about where they break even (1e4: 584-796 us on two, 514-805 on one).
enum { PAIRS_COST = 60, SEARCH_COST = 600 };

/// fn(ctx, t, parts) for every part t, part 0 on this thread (the caller has released
/// the GIL); where no thread can be had, on this one.
void c2d_run_parts(int parts, c2d_part_fn fn, void *ctx);
/// Append sinks[1..parts) to sinks[0] (freeing them); false when memory runs out.
bool c2d_join_parts(c2d_sink *sinks, int parts);
/// How many threads a call of `items` items of `cost` ns each gets.
int c2d_broad_threads(c2d_state *state, int64_t items, int64_t cost);

// ---- an index kept between calls (collide2d.Index): a grid in a capsule -------------

// Searches read an index with the GIL released, from any number of threads; update
// writes it. A readers-writer lock keeps them apart; it is only ever waited on with
// the GIL released, so a reader wanting the GIL never blocks a writer holding it.
// Writers go first: with glibc's default kind, searches arriving while an update
// waits went ahead of it, and searches in a loop on a few threads kept it waiting
// (5 updates of an index of 5e4 boxes took 5.6 s with two threads searching, 55 s
// with three). No thread takes a read lock it already holds (a call borrows an index
// once), so the non-recursive kind cannot deadlock here.
#if C2D_HAVE_THREADS
typedef pthread_rwlock_t index_lock;
static inline bool lock_new(index_lock *l) {
    pthread_rwlockattr_t kind;
    if (pthread_rwlockattr_init(&kind) != 0) return false;
#if defined(__GLIBC__)
    pthread_rwlockattr_setkind_np(&kind, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
#endif
    bool made = pthread_rwlock_init(l, &kind) == 0;
    pthread_rwlockattr_destroy(&kind);
    return made;
}
static inline void lock_read(index_lock *l) { pthread_rwlock_rdlock(l); }
static inline void lock_write(index_lock *l) { pthread_rwlock_wrlock(l); }
static inline void lock_release(index_lock *l) { pthread_rwlock_unlock(l); }
static inline void lock_free(index_lock *l) { pthread_rwlock_destroy(l); }
#else // one reader at a time where there are no pthreads
typedef PyThread_type_lock index_lock;
static inline bool lock_new(index_lock *l) { return (*l = PyThread_allocate_lock()) != NULL; }
static inline void lock_read(index_lock *l) { PyThread_acquire_lock(*l, WAIT_LOCK); }
static inline void lock_write(index_lock *l) { PyThread_acquire_lock(*l, WAIT_LOCK); }
static inline void lock_release(index_lock *l) { PyThread_release_lock(*l); }
static inline void lock_free(index_lock *l) { PyThread_free_lock(*l); }
#endif

/// What the capsule holds: the indexed set (its buffers held) and the grid over it.
typedef struct kept_grid {
    in_buf set;
    c2d_grid *grid;
    index_lock lock;
    bool locked; ///< the lock was made (freed with the capsule)
    double **vertices; ///< per shape: the vertex copy of a polygon an update gave, or NULL
                       ///< (the table made by the first update that gives a polygon)
    int64_t *by_id;    ///< the shape numbers sorted by id (made by the first update)
    /// The set's bounds live in the grid only (set.bounds NULL): an index of a writable
    /// array's boxes, read in place by the build and not copied (32 bytes a box less;
    /// the grid's searches read its own copy, in sorted order). A call that reads
    /// shapes by number first has c2d_kept_bounds make the set its copy again.
    bool bounds_in_grid;
} kept_grid;

/// Give the set of an index whose bounds live in the grid only its own copy of them
/// (none is needed after that); the caller holds the write lock. False when memory
/// runs out.
bool c2d_kept_bounds(kept_grid *k);

/// What every call on an index says once an update ran out of memory (the index then
/// holds no grid: c2d_grid_update_failed's rule, keep nothing half-updated).
extern const char C2D_INDEX_BROKEN[];

/// Read-lock an index that still has its grid: false, not locked, where an update ran
/// out of memory (perhaps while this call waited for the lock). The caller releases
/// the GIL first, as for every wait on the lock.
static inline bool c2d_lock_read_grid(kept_grid *k) {
    lock_read(&k->lock);
    if (k->grid != NULL) return true;
    lock_release(&k->lock);
    return false;
}

/// Read-lock an index for a call that reads its shapes by number: the set's bounds
/// made first where the grid holds the only copy (under the write lock, taken for that
/// once). False, unlocked, with no exception set, when memory runs out.
bool c2d_lock_read_bounds(kept_grid *k);

/// The kept grid of a capsule, or NULL with an exception.
kept_grid *c2d_kept_of(PyObject *capsule);
/// The kept grid of a grid_* call's first argument, once the argument count is checked;
/// NULL with an exception set.
kept_grid *c2d_grid_call(const char *func, PyObject *const *args, Py_ssize_t nargs,
                         Py_ssize_t want);

/// Read an optional per-shape uint64 array (given as int64: the Python layer views it
/// so) of n values into `view`; None leaves `*data` NULL. 1 when held, 0 for None, -1
/// on error (an exception set).
int c2d_per_shape(PyObject *obj, Py_ssize_t n, const char *name, Py_buffer *view,
                  const uint64_t **data);

// The Index's entry points (_core.grid_*), in their method table in py_broad.c.
PyObject *c2d_py_grid_query(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
PyObject *c2d_py_grid_query_point(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
PyObject *c2d_py_grid_raycast(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
PyObject *c2d_py_grid_nearest(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
PyObject *c2d_py_grid_update(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
PyObject *c2d_py_grid_moved(PyObject *module, PyObject *capsule);

#endif
