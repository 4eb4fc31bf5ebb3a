import Foundation
import Testing
@testable import RecipeKit

/// Foundation's file errors said in the system's words, never as "The operation could not be completed".
@Suite struct SystemErrorReasonTests {
    @Test func theUnderlyingPOSIXErrorIsWordedAsStrerrorWordsIt() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        let error = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteOutOfSpace.rawValue,
                            userInfo: [NSUnderlyingErrorKey: underlying])
        #expect(SystemErrorReason.of(error) == "No space left on device")
        #expect(SystemErrorReason.of(underlying) == "No space left on device")
    }

    @Test func aCocoaErrorWithoutOneIsWordedFromItsCode() {
        #expect(SystemErrorReason.of(CocoaError(.fileNoSuchFile)) == "No such file or directory")
        #expect(SystemErrorReason.of(CocoaError(.fileWriteNoPermission)) == "Permission denied")
        #expect(SystemErrorReason.of(CocoaError(.fileWriteUnknown)) == "the system gave no reason (NSCocoaErrorDomain error 512)")
    }

    @Test func aRealFailedWriteIsWordedByTheSystem() throws {
        let directory = TemporaryDirectory()
        let folder = directory.file("a folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Foundation's own words here are "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
        let error = try #require(throws: (any Error).self) {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder), options: .atomic)
        }
        #expect(SystemErrorReason.of(error) == "Is a directory")
    }

    @Test func aRealFailedReadIsWordedBySystem() throws {
        let error = try #require(throws: (any Error).self) { try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/file")) }
        #expect(SystemErrorReason.of(error) == "No such file or directory")
    }

    /// The browser's messages: Foundation's errors in the system's words, the program's own (which
    /// describe themselves) as they say it, never "The operation could not be completed".
    @Test func describingWordsFoundationsErrorsAndKeepsTheProgramsOwn() throws {
        struct Refusal: Error, CustomStringConvertible { var description: String { "no recipe with ID 13" } }
        let read = try #require(throws: (any Error).self) { try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/file")) }
        #expect(SystemErrorReason.describing(read) == "No such file or directory")
        #expect(SystemErrorReason.describing(POSIXError(.EACCES)) == "Permission denied")
        #expect(SystemErrorReason.describing(Refusal()) == "no recipe with ID 13")
    }
}

