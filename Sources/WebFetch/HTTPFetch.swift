import CCurl
import Foundation

/// A body fetched over HTTP, after any redirects.
public struct FetchedBody: Sendable, Equatable {
    /// The address as given.
    public var address: String
    /// Where the redirects led: the address the body came from.
    public var finalAddress: String
    /// The `Content-Type` header, when the server sent one (`text/html; charset=windows-1252`).
    public var contentType: String?
    /// The body, decompressed.
    public var body: Data
}

/// Fetches one address, following redirects itself so that each hop is checked: at most
/// `maximumRedirects`, and never to a scheme other than http or https (`file:` included).
public enum HTTPFetch {
    /// The body at `address`, or why there is none, in words for the person who gave it.
    public static func fetch(_ address: String, settings: FetchSettings) -> Result<FetchedBody, FetchFailure> {
        if let problem = WebAddress.problem(with: address) { return .failure(FetchFailure(address: address, message: problem)) }
        let transfer = HTTPTransfer()
        let deadline = Date().addingTimeInterval(settings.totalSeconds)
        var current = address
        var redirects = 0
        while true {
            let response: HTTPTransfer.Response
            do {
                response = try transfer.get(current, settings: settings, seconds: max(0.001, deadline.timeIntervalSinceNow))
            } catch {
                return .failure(FetchFailure(address: address, message: describe(error, settings: settings, at: current, from: address)))
            }
            if [301, 302, 303, 307, 308].contains(response.status), let location = response.location {
                redirects += 1
                guard redirects <= settings.maximumRedirects else {
                    return .failure(FetchFailure(address: address, message:
                        "more than \(settings.maximumRedirects) redirects (a redirect loop?); the last one led to \(location)"))
                }
                guard WebAddress.problem(with: location) == nil else {
                    return .failure(FetchFailure(address: address, message:
                        "redirected to \(location), which is not fetched (only http:// and https:// are)"))
                }
                current = location
                continue
            }
            guard (200..<300).contains(response.status) else {
                let reason = response.reason.isEmpty ? "" : " (\(response.reason))"
                let place = current == address ? "" : " at \(current)"
                return .failure(FetchFailure(address: address, message: "the server answered HTTP \(response.status)\(reason)\(place)"))
            }
            return .success(FetchedBody(address: address, finalAddress: current, contentType: response.contentType, body: response.body))
        }
    }

    /// libcurl's failure in words: what happened, where, and what to do when there is something.
    private static func describe(_ failure: HTTPTransfer.Failure, settings: FetchSettings, at current: String, from address: String) -> String {
        let place = current == address ? "" : " (at \(current), after redirects)"
        let detail = failure.detail.isEmpty ? "" : ": \(failure.detail)"
        if failure.exceededLimit {
            return "the page is larger than the \(settings.maximumSizeText) limit; refused\(place)"
        }
        switch failure.code {
        case CURLE_COULDNT_RESOLVE_HOST:
            return "the host name could not be found (check the address, and that this computer is online)\(place)"
        case CURLE_COULDNT_CONNECT:
            return "could not connect to the server (refused or unreachable)\(place)"
        case CURLE_OPERATION_TIMEDOUT:
            if failure.seconds + 0.5 >= settings.totalSeconds {
                return "gave up after \(seconds(settings.totalSeconds)) s: the server was still sending\(place)"
            }
            return "the server stopped answering (nothing for \(seconds(settings.stallSeconds)) s); gave up\(place)"
        case CURLE_PEER_FAILED_VERIFICATION:
            return "the server's certificate does not verify, so the page was not fetched\(detail)\(place)"
        case CURLE_SSL_CONNECT_ERROR:
            return "the secure connection failed\(detail)\(place)"
        case CURLE_GOT_NOTHING:
            return "the server closed the connection without answering\(place)"
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR:
            return "the connection broke before the whole page came\(place)"
        case CURLE_BAD_CONTENT_ENCODING:
            return "the server's compressed page is damaged\(place)"
        default:
            return "could not fetch it\(detail.isEmpty ? " (libcurl error \(failure.code.rawValue))" : detail)\(place)"
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
