import Foundation

/// Following symbolic links by hand, for files that are replaced or created by renaming: a rename
/// over a link would replace the link, so the file it names is found first.
public enum SymbolicLinks {
    /// The path a chain of symbolic links starting at `path` ends at, which may not exist yet (a
    /// dangling link names the file to create); `nil` after 40 links, as the kernel gives up (ELOOP).
    public static func finalTarget(of path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current = resolved(destination, besideLinkAt: current)
        }
        return nil
    }

    /// Where a link at `link` pointing to `destination` leads: a relative destination is read from
    /// the link's own folder, and a link named without a folder lies in the current one (taking
    /// the empty folder for the root would send `link.json -> target.json` to `/target.json`).
    static func resolved(_ destination: String, besideLinkAt link: String) -> String {
        if destination.hasPrefix("/") { return destination }
        let folder = (link as NSString).deletingLastPathComponent
        return folder.isEmpty ? destination : folder + "/" + destination
    }
}
