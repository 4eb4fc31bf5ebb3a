import Foundation

/// This process's resident memory as Linux reports it in `/proc/self/status`.
public struct ResidentMemory: Sendable {
    /// Current resident set size (`VmRSS`), in bytes.
    public var current: Int
    /// Peak resident set size so far (`VmHWM`), in bytes.
    public var peak: Int

    /// Reads the figures now; zero when `/proc` is not there.
    public static func now() -> ResidentMemory {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func kilobytes(_ key: String) -> Int {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return 0 }
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return ResidentMemory(current: kilobytes("VmRSS") * 1024, peak: kilobytes("VmHWM") * 1024)
    }
}
