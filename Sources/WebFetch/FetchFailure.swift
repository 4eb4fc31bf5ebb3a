/// Why an address gave nothing to import, worded for the person who typed it.
public struct FetchFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The address as given (not where a redirect led).
    public var address: String
    /// What went wrong and, where it helps, what to do.
    public var message: String

    /// A failure of `address`.
    public init(address: String, message: String) {
        self.address = address
        self.message = message
    }

    /// `https://example.com/x: HTTP 404 (Not Found)`.
    public var description: String { "\(address): \(message)" }
}
