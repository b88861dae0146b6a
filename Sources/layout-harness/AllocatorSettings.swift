import Foundation

/// glibc's allocator set for the harness's memory use: a few large arrays (the solver's rows
/// and columns, the reports' buffers) that grow by doubling to hundreds of megabytes and are
/// freed at the end of a case.
///
/// With glibc's defaults every such array above 128 KiB is a fresh `mmap`, and each of its
/// 4 KiB pages costs a page fault when first written: 128,000 faults and about a seventh of
/// the CPU of a run at 10,000 views (docs/performance.md, "The allocator"). These settings
/// give the heap transparent huge pages (one fault per 2 MiB where the kernel's
/// `transparent_hugepage` is `madvise` or `always`), keep blocks up to 32 MiB in the heap,
/// grow the heap 64 MiB at a time and keep what is freed for the next case: 2,000 to 3,000 faults.
///
/// glibc reads its tunables once, when a process starts, from `GLIBC_TUNABLES`, so a command
/// that is about to check large specs starts itself again with them
/// (`restartIfLarge(_:)`), before it prints or forks anything; the workers are forked from
/// it and share its settings. A restart costs about 8 ms (loading the binary's libraries
/// again), which a spec of 1,000 views just pays back: specs under `largeSpecs` bytes in all
/// run as they are. A `GLIBC_TUNABLES` that already sets any `glibc.malloc` tunable is the
/// user's choice and is left alone (and is how the restarted process knows it is done).
enum AllocatorSettings {
    /// The size of the spec files from which a run restarts under these settings: about
    /// 1,500 views (a random spec of 1,000 views is 168 KB, the `Specs/` examples 100 KB).
    static let largeSpecs = 256 * 1024

    /// The tunables: huge pages for the heap, blocks up to 32 MiB from the heap, 64 MiB more
    /// at each growth, and nothing handed back to the system under 4 GiB free.
    static let tunables = "glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=33554432"
        + ":glibc.malloc.top_pad=67108864:glibc.malloc.trim_threshold=4294967296"

    /// The `GLIBC_TUNABLES` to start again with, given the current one; nil when the current
    /// one already sets the allocator (the user's own settings, or this process restarted).
    static func environmentValue(current: String?) -> String? {
        guard let current, !current.isEmpty else { return tunables }
        if current.split(separator: ":").contains(where: { $0.hasPrefix("glibc.malloc.") }) { return nil }
        return current + ":" + tunables
    }

    /// Restarts the process under the tuned allocator (`restart()`) when `files` come to
    /// `largeSpecs` bytes or more.
    static func restartIfLarge(_ files: [String]) {
        var total = 0
        for file in files {
            var status = stat()
            if stat(file, &status) == 0 { total += Int(clamping: status.st_size) }
            if total >= largeSpecs { return restart() }
        }
    }

    /// Replaces the process with itself (`/proc/self/exe`, the same arguments) under the tuned
    /// allocator. Returns only when that is not needed or not possible (no `/proc`, an exec
    /// refused): the command then runs with the allocator as it is.
    static func restart() {
        let current = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        guard let value = environmentValue(current: current) else { return }
        setenv("GLIBC_TUNABLES", value, 1)
        fflush(nil)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        if let current { setenv("GLIBC_TUNABLES", current, 1) } else { unsetenv("GLIBC_TUNABLES") }
    }
}
