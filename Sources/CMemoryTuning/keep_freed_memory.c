#include "CMemoryTuning.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GLIBC__)
#include <malloc.h>

int lh_keep_freed_memory(void) {
    const char *optOut = getenv(LH_MALLOC_DEFAULTS_VARIABLE);
    if (optOut != NULL && strcmp(optOut, "1") == 0) return 0;
    // 32 MiB is the largest threshold glibc accepts on 64-bit (HEAP_MAX_SIZE / 2). Setting
    // it also turns off glibc's sliding threshold, which starts at 128 KiB.
    int mapped = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    // Freed memory at the top of the heap goes back to the system only past this much.
    int trimmed = mallopt(M_TRIM_THRESHOLD, INT_MAX);
    return mapped == 1 && trimmed == 1;
}
#else
int lh_keep_freed_memory(void) { return 0; }
#endif
