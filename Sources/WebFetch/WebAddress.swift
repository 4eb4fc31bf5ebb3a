import Foundation

/// An address given to an import or reached by a redirect: fetched only when it is http or https.
public enum WebAddress {
    /// Whether a command-line argument names an address rather than a file: it starts with a
    /// scheme and `://` (`https://…`, `ftp://…`, `file:///…`), or with `file:`, `http:` or `https:`.
    /// Such an argument is never read as a path; one with another scheme is refused by `check`.
    public static func isAddress(_ argument: String) -> Bool {
        guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else { return false }
        let scheme = argument[..<colon]
        guard scheme.first!.isASCII, scheme.first!.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return false }
        return argument[colon...].hasPrefix("://") || ["file", "http", "https"].contains(scheme.lowercased())
    }

    /// The address's scheme in lower case (`https`), if it has one.
    static func scheme(of address: String) -> String? {
        guard let colon = address.firstIndex(of: ":") else { return nil }
        return address[..<colon].lowercased()
    }

    /// Nil when `address` may be fetched (http or https, with a host), else why not.
    static func problem(with address: String) -> String? {
        guard let scheme = scheme(of: address), scheme == "http" || scheme == "https" else {
            return "not a web address this import fetches (only http:// and https:// are)"
        }
        guard let components = URLComponents(string: address) else {
            // Browsers take a space as %20 when it is typed; a shell passes it on as it is.
            return address.contains(where: \.isWhitespace)
                ? "not a valid web address (it holds a space; a space in an address is written %20)"
                : "not a valid web address (it holds characters an address cannot hold)"
        }
        guard let host = components.host, !host.isEmpty else {
            return "not a valid web address (no host after \(scheme)://)"
        }
        return nil
    }
}
