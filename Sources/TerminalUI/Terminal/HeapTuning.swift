// Settings of glibc's allocator for a long-lived program that redraws large lists.
import CTerminalSupport

/// How a long-lived terminal program asks glibc's `malloc` to treat large blocks, when at every
/// edit it copies and frees lists of up to a million identifiers.
public enum HeapTuning {
    /// Blocks up to this size come from the heap rather than from an `mmap` of their own.
    public static let mmapThreshold: Int32 = 32 << 20
    /// Free memory at the top of the heap is given back to the system only beyond this size.
    public static let trimThreshold: Int32 = 128 << 20

    /// Keeps freed memory for reuse instead of handing it back to the system after each frame.
    /// Call once, early; returns false if glibc refused a setting (nothing else changes then).
    ///
    /// Deleting or restoring a recipe in the browser copies the list's snapshot of identifiers
    /// (8 MB at a million recipes) and frees the copy before it. glibc's defaults may give that
    /// memory back to the system at once (a block of its own, or a trimmed heap top), and the next
    /// copy then faults in 2,000 fresh pages: measured at 1M, `d` took 10 ms a frame that way and
    /// 5.6 ms with these settings (docs/BENCHMARKS.md, "Scale"). Peak memory is the same; memory
    /// freed after a peak is kept for the next one (up to `trimThreshold`) instead of returned.
    @discardableResult
    public static func keepFreedMemoryForReuse() -> Bool {
        cts_keep_freed_memory(mmapThreshold, trimThreshold) != 0
    }
}
