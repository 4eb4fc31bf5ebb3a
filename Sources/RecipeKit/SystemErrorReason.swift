import Foundation

/// Why a file operation failed, in the system's own words (`No space left on device`).
///
/// Foundation's errors describe themselves as "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)" or dump their whole domain, code and user info: neither says
/// what a person can act on. Most carry the POSIX error beneath (`NSUnderlyingErrorKey`), which
/// `strerror` words as every other Linux program does; the others are worded from their code.
public enum SystemErrorReason {
    /// The reason `error` gives, as one short phrase for a message.
    public static func of(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        // On Linux the underlying error is often a Swift `POSIXError`, which `as? NSError` does not match.
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error, (underlying as NSError) !== error {
            return of(underlying)
        }
        guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        case .fileWriteFileExists: return String(cString: strerror(EEXIST))
        case .fileReadTooLarge: return String(cString: strerror(EFBIG))
        default: return "the system gave no reason (\(error.domain) error \(error.code))"
        }
    }

    /// An error for a message: a Foundation or POSIX error by `of(_:)`, in the system's words;
    /// any other (the library's, the database's) by its own description, which says what it is.
    public static func describing(_ error: any Error) -> String {
        let domain = (error as NSError).domain
        return domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain ? of(error) : "\(error)"
    }
}

