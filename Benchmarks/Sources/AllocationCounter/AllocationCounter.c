// Counts heap allocations by defining malloc and its relatives in the benchmark executable itself.
//
// The executable's definitions come first in the dynamic linker's lookup order, so the Swift runtime,
// Foundation-free standard library and libc callers all reach these wrappers; each forwards to the
// next definition (glibc's) found through dlsym(RTLD_NEXT, ...). glibc's dlsym may itself allocate
// (its error buffer), so calls that arrive while the real functions are still being resolved are
// served from a small static buffer and never reach glibc's free.

#if defined(__linux__)

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "AllocationCounter.h"

#define EXPORT __attribute__((visibility("default"), used))

static _Atomic uint64_t allocations;
static _Atomic uint64_t frees;

static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static void *(*real_memalign)(size_t, size_t);
static void *(*real_valloc)(size_t);
static void *(*real_pvalloc)(size_t);

// --- Bootstrap: a bump allocator for the few calls made while dlsym resolves the real functions.

#define BOOTSTRAP_SIZE 65536
#define BOOTSTRAP_HEADER 64  // holds the block's size; keeps blocks aligned to 64 bytes
static _Alignas(64) unsigned char bootstrap[BOOTSTRAP_SIZE];
static _Atomic size_t bootstrap_used;

static int is_bootstrap(const void *p) {
    return (const unsigned char *)p >= bootstrap && (const unsigned char *)p < bootstrap + BOOTSTRAP_SIZE;
}

static void *bootstrap_alloc(size_t size) {
    size_t rounded = (size + BOOTSTRAP_HEADER - 1) / BOOTSTRAP_HEADER * BOOTSTRAP_HEADER;
    size_t start = atomic_fetch_add(&bootstrap_used, BOOTSTRAP_HEADER + rounded);
    if (start + BOOTSTRAP_HEADER + rounded > BOOTSTRAP_SIZE) return NULL;
    memcpy(bootstrap + start, &size, sizeof size);
    return bootstrap + start + BOOTSTRAP_HEADER;  // zeroed: static storage, never reused
}

static size_t bootstrap_size(const void *p) {
    size_t size;
    memcpy(&size, (const unsigned char *)p - BOOTSTRAP_HEADER, sizeof size);
    return size;
}

static __thread int resolving;

static void resolve(void) {
    if (real_malloc || resolving) return;
    resolving = 1;
    real_calloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "calloc");
    real_realloc = (void *(*)(void *, size_t))dlsym(RTLD_NEXT, "realloc");
    real_free = (void (*)(void *))dlsym(RTLD_NEXT, "free");
    real_posix_memalign = (int (*)(void **, size_t, size_t))dlsym(RTLD_NEXT, "posix_memalign");
    real_aligned_alloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "aligned_alloc");
    real_memalign = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "memalign");
    real_valloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "valloc");
    real_pvalloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "pvalloc");
    // Last: a non-null real_malloc tells every wrapper that all of them are ready.
    void *m = dlsym(RTLD_NEXT, "malloc");
    __atomic_store_n(&real_malloc, (void *(*)(size_t))m, __ATOMIC_RELEASE);
    resolving = 0;
}

__attribute__((constructor)) static void allocation_counter_init(void) { resolve(); }

static int ready(void) {
    if (__atomic_load_n(&real_malloc, __ATOMIC_ACQUIRE)) return 1;
    resolve();
    return __atomic_load_n(&real_malloc, __ATOMIC_ACQUIRE) != NULL;
}

static inline void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

// --- The wrappers.

EXPORT void *malloc(size_t size) {
    count();
    if (!ready()) return bootstrap_alloc(size);
    return real_malloc(size);
}

EXPORT void *calloc(size_t n, size_t size) {
    count();
    if (!ready()) {
        if (size && n > SIZE_MAX / size) return NULL;
        return bootstrap_alloc(n * size);
    }
    return real_calloc(n, size);
}

EXPORT void *realloc(void *p, size_t size) {
    count();
    if (p && is_bootstrap(p)) {
        void *q = ready() ? real_malloc(size) : bootstrap_alloc(size);
        if (q) {
            size_t old = bootstrap_size(p);
            memcpy(q, p, old < size ? old : size);
        }
        return q;
    }
    if (!ready()) return bootstrap_alloc(size);
    return real_realloc(p, size);
}

EXPORT void free(void *p) {
    if (!p) return;
    atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    if (is_bootstrap(p)) return;
    if (ready()) real_free(p);
}

EXPORT int posix_memalign(void **out, size_t alignment, size_t size) {
    count();
    if (!ready()) {
        if (alignment > BOOTSTRAP_HEADER) return ENOMEM;
        void *p = bootstrap_alloc(size);
        if (!p) return ENOMEM;
        *out = p;
        return 0;
    }
    return real_posix_memalign(out, alignment, size);
}

EXPORT void *aligned_alloc(size_t alignment, size_t size) {
    count();
    if (!ready()) return alignment <= BOOTSTRAP_HEADER ? bootstrap_alloc(size) : NULL;
    return real_aligned_alloc(alignment, size);
}

EXPORT void *memalign(size_t alignment, size_t size) {
    count();
    if (!ready()) return alignment <= BOOTSTRAP_HEADER ? bootstrap_alloc(size) : NULL;
    return real_memalign(alignment, size);
}

EXPORT void *valloc(size_t size) {
    count();
    if (!ready()) return NULL;
    return real_valloc(size);
}

EXPORT void *pvalloc(size_t size) {
    count();
    if (!ready()) return NULL;
    return real_pvalloc(size);
}

uint64_t allocation_count(void) { return atomic_load(&allocations); }
uint64_t free_count(void) { return atomic_load(&frees); }
int allocation_counter_is_supported(void) { return 1; }

#else

#include "AllocationCounter.h"

// Elsewhere (Darwin's two-level namespace, Windows) defining malloc here would not interpose.
uint64_t allocation_count(void) { return 0; }
uint64_t free_count(void) { return 0; }
int allocation_counter_is_supported(void) { return 0; }

#endif
