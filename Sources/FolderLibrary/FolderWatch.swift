import Foundation
import Glibc

/// Tells when something changed below a folder, through inotify: one watch per directory (inotify
/// does not recurse), added for directories as they appear (every catch-up passes the directories
/// it scanned). Read without blocking, between the browser's events.
///
/// Events are not interpreted one by one: an event in a directory means "read that directory
/// again", and the catch-up compares it with the index (so a rename is known by its inode, an
/// editor's save by rename is a changed file); a directory itself created, moved or deleted, the
/// folder moved, or events lost (`IN_Q_OVERFLOW`) mean "read the whole folder". What the watcher
/// also decides is *when*: not while events still arrive (a `git
/// pull`, a Syncthing batch: one catch-up, one frame, once the folder has been quiet for
/// `quietInterval`), and not between the two halves of a rename (`IN_MOVED_FROM` waits for the
/// `IN_MOVED_TO` with its cookie, up to `renameWait`).
final class FolderWatch {
    /// How long the folder must be quiet after an event before it is read.
    static let quietInterval: UInt64 = 40_000_000
    /// How long half a rename waits for its other half.
    static let renameWait: UInt64 = 200_000_000
    /// The most a steady stream of events can hold a catch-up back.
    static let longestWait: UInt64 = 400_000_000

    private let descriptor: Int32
    private let root: String
    private var watched: [String: Int32] = [:]
    private var directoryOfWatch: [Int32: String] = [:]
    /// The directory each watch is on (device and inode): a path now naming another directory (the
    /// watched one renamed away, a new one made under its name) is another watch's business.
    private var watchedDirectory: [Int32: DirectoryIdentity] = [:]
    /// Watches removed here whose `IN_IGNORED` (the kernel's word that a watch ended) is still to come.
    private var removedWatches: Set<Int32> = []
    /// The directories events came from since the last catch-up; `nil`: the whole folder.
    private var dirty: Set<String>? = []

    /// What a catch-up must read: some directories (without their subdirectories), or everything.
    enum Due: Equatable {
        case directories(Set<String>)
        case everything
    }
    private var firstEvent: UInt64?
    private var lastEvent: UInt64 = 0
    private var unpairedRenames: Set<UInt32> = []
    private var lastUnpaired: UInt64 = 0

    /// Watches nothing yet; `watch` adds directories. `nil` when inotify is not available.
    init?(root: String) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.root = root
    }

    deinit { close(descriptor) }

    /// Watches each of `directories` (paths inside the folder, "" the folder itself) not watched yet.
    func watch(_ directories: [String]) {
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
            | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        for directory in directories where watched[directory] == nil {
            let watch = inotify_add_watch(descriptor, absolute(directory), mask)
            guard watch >= 0 else { continue }
            // A directory already watched under another name (moved there) keeps its watch: one name.
            if let other = directoryOfWatch[watch], other != directory { watched[other] = nil }
            watched[directory] = watch
            directoryOfWatch[watch] = directory
            watchedDirectory[watch] = DirectoryIdentity(of: absolute(directory))
        }
    }

    private func absolute(_ directory: String) -> String {
        directory.isEmpty ? root : root + "/" + directory
    }

    /// Reads the events that arrived; returns what to catch up now, `nil` when nothing (yet).
    func takeDue() -> Due? {
        readEvents()
        guard let first = firstEvent else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let waitsForRename = !unpairedRenames.isEmpty && now - lastUnpaired < Self.renameWait
        let quiet = now - lastEvent >= Self.quietInterval && !waitsForRename
        guard quiet || now - first >= Self.longestWait else { return nil }
        firstEvent = nil
        unpairedRenames = []
        defer { dirty = [] }
        return dirty.map(Due.directories) ?? .everything
    }

    /// Removes the watches of directories no longer among `directories` (the last full scan's:
    /// deleted, renamed away, now excluded) or whose path now names another directory (renamed
    /// away and a new one made under the name), so that a long session keeps no watch it does not
    /// use and no event of a directory is read as another's; the next `watch` watches what is
    /// there now. A watch the kernel already ended (`IN_IGNORED`) was forgotten when that came.
    func keepOnly(_ directories: [String]) {
        let present = Set(directories)
        for (directory, watch) in watched
        where !present.contains(directory) || watchedDirectory[watch] != DirectoryIdentity(of: absolute(directory)) {
            watched[directory] = nil
            directoryOfWatch[watch] = nil
            watchedDirectory[watch] = nil
            if inotify_rm_watch(descriptor, watch) == 0 { removedWatches.insert(watch) }
        }
    }

    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            var offset = 0
            var changed = false
            buffer.withUnsafeBytes { bytes in
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    offset += MemoryLayout<inotify_event>.size + Int(event.len)
                    if event.mask & UInt32(IN_IGNORED) != 0 {
                        // The end of a watch removed here (`keepOnly`) says nothing about the folder.
                        if removedWatches.remove(event.wd) != nil { continue }
                        // Ended by the kernel (its directory deleted, its drive unmounted): forgotten,
                        // so the directory is watched again if it comes back; the folder is read below.
                        if let directory = directoryOfWatch.removeValue(forKey: event.wd), watched[directory] == event.wd {
                            watched[directory] = nil
                        }
                        watchedDirectory[event.wd] = nil
                    }
                    changed = true
                    let wholeFolder = UInt32(IN_ISDIR | IN_Q_OVERFLOW | IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
                    if event.mask & wholeFolder != 0 || directoryOfWatch[event.wd] == nil {
                        dirty = nil
                    } else if let directory = directoryOfWatch[event.wd] {
                        dirty?.insert(directory)
                    }
                    if event.mask & UInt32(IN_MOVED_FROM) != 0 {
                        unpairedRenames.insert(event.cookie)
                        lastUnpaired = now
                    } else if event.mask & UInt32(IN_MOVED_TO) != 0 {
                        unpairedRenames.remove(event.cookie)
                    }
                }
            }
            guard changed else { continue }
            if firstEvent == nil { firstEvent = now }
            lastEvent = now
        }
    }
}

/// Which directory a path names (device and inode, links followed as inotify follows them), `nil` when none.
private struct DirectoryIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    init?(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
