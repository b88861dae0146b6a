import XCTest
import Foundation
import CMemoryTuning

/// `lh_keep_freed_memory` keeps what a process frees for its next allocations: a block as
/// large as a 10,000-view tableau's cell pool, freed and asked for again, comes back without
/// the kernel faulting its pages in a second time. Its opt-out leaves glibc's defaults.
final class KeepFreedMemoryTests: XCTestCase {
    private static let blockBytes = 16 << 20
    private static let pageBytes = 4096

    /// Minor page faults of this process so far.
    private func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    /// Allocates `blockBytes`, writes one byte in every page, frees it; the faults it took.
    private func faultsOfOneBlock() -> Int {
        let before = minorFaults()
        let block = UnsafeMutableRawPointer.allocate(byteCount: Self.blockBytes, alignment: 16)
        for offset in stride(from: 0, to: Self.blockBytes, by: Self.pageBytes) {
            block.storeBytes(of: UInt8(truncatingIfNeeded: offset >> 12), toByteOffset: offset, as: UInt8.self)
        }
        block.deallocate()
        return minorFaults() - before
    }

    func testTheOptOutVariableLeavesTheDefaults() {
        XCTAssertEqual(LH_MALLOC_DEFAULTS_VARIABLE, "LAYOUT_HARNESS_MALLOC_DEFAULTS")
        setenv(LH_MALLOC_DEFAULTS_VARIABLE, "1", 1)
        defer { unsetenv(LH_MALLOC_DEFAULTS_VARIABLE) }
        XCTAssertEqual(lh_keep_freed_memory(), 0)
    }

    func testAFreedBlockIsReusedWithoutFaultingItsPagesAgain() throws {
        #if canImport(Glibc)
        unsetenv(LH_MALLOC_DEFAULTS_VARIABLE)
        XCTAssertEqual(lh_keep_freed_memory(), 1)
        _ = faultsOfOneBlock()   // may fault: the heap grows to hold it
        let pages = Self.blockBytes / Self.pageBytes
        // With glibc's defaults the block is mapped afresh or the heap trimmed after the
        // free, and the second block faults about all of its 4,096 pages again.
        let again = faultsOfOneBlock()
        XCTAssertLessThan(again, pages / 8, "the second 16 MiB block faulted \(again) of its \(pages) pages")
        #else
        throw XCTSkip("glibc only")
        #endif
    }
}
