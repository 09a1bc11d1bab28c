#include "AllocationCounter.h"

// Never inlined and never merged (the asm differs), so callgrind sees each one as a function of
// its own and can zero or dump its counters when the program enters it.
__attribute__((noinline, used)) void carousel_benchmark_region_begin(void) { __asm__ volatile("" ::: "memory"); }
__attribute__((noinline, used)) void carousel_benchmark_region_end(void) { __asm__ volatile("nop" ::: "memory"); }
