#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The number of heap allocations made by the whole process so far: every call of malloc, calloc,
/// realloc, posix_memalign, aligned_alloc, memalign, valloc and pvalloc (a realloc counts as one
/// allocation, whether it grows, shrinks or moves the block).
uint64_t allocation_count(void);

/// The number of calls of free with a non-null pointer so far.
uint64_t free_count(void);

/// 1 when this process's allocations go through the counting wrappers (Linux with glibc), else 0:
/// then the counts stay 0 and mean nothing.
int allocation_counter_is_supported(void);

/// Empty markers around a measured loop, for callgrind's --zero-before and --dump-before options
/// (see Benchmarks/README.md). They do nothing outside valgrind.
void carousel_benchmark_region_begin(void);
void carousel_benchmark_region_end(void);

#ifdef __cplusplus
}
#endif

#endif
