#ifndef C_MEMORY_TUNING_H
#define C_MEMORY_TUNING_H

/// The environment variable that, set to "1", leaves the C library's malloc defaults alone
/// (for A/B runs of one binary, or a user who wants freed memory given back).
#define LH_MALLOC_DEFAULTS_VARIABLE "LAYOUT_HARNESS_MALLOC_DEFAULTS"

/// Asks glibc's malloc to keep the memory a run frees inside the process, so the next large
/// solver reuses the pages of the last one instead of faulting them in again: blocks up to
/// 32 MiB come from the heap instead of a fresh mmap each time, and the heap is never
/// trimmed. The process keeps its high-water mark until it exits.
///
/// Both executables call it first thing; a library never changes process-wide settings on
/// its own. Returns 1 when both settings took; 0 when LH_MALLOC_DEFAULTS_VARIABLE is "1",
/// on another C library, or when glibc refused a value. docs/performance.md, "Freed memory kept".
int lh_keep_freed_memory(void);

#endif
