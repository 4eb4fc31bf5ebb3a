import CCurl
import Foundation

/// One GET through libcurl, redirects not followed (`HTTPFetch` follows them, checking each), the
/// body kept up to the size limit and decompressed as it comes.
final class HTTPTransfer {
    /// What the server answered.
    struct Response {
        var status: Int
        /// The status line's reason (`Not Found`); empty over HTTP/2, which has none.
        var reason: String
        /// Where a redirect points, made absolute by libcurl.
        var location: String?
        var contentType: String?
        var body: Data
    }

    /// Why the transfer gave no response: libcurl's code and words, and whether the body passed the limit.
    struct Failure: Error {
        var code: CURLcode
        var detail: String
        var exceededLimit: Bool
        var seconds: Double
    }

    private let handle: UnsafeMutableRawPointer
    private let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    /// A transfer handle; its cookies (a site that sets one and redirects) last as long as it does.
    init() {
        precondition(CurlLibrary.isReady, "libcurl could not be initialised")
        handle = curl_easy_init()!
        errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        curl_easy_cleanup(handle)
        errorText.deallocate()
    }

    /// Gets `address` (already checked to be http or https), within `seconds` in all.
    func get(_ address: String, settings: FetchSettings, seconds: Double) throws(Failure) -> Response {
        let sink = BodySink(limit: settings.maximumBytes)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        errorText[0] = 0
        curl_easy_reset(handle)
        set(CURLOPT_URL, address)
        set(CURLOPT_PROTOCOLS_STR, "http,https")
        set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        set(CURLOPT_FOLLOWLOCATION, 0)
        set(CURLOPT_NOSIGNAL, 1)
        set(CURLOPT_COOKIEFILE, "")
        set(CURLOPT_USERAGENT, settings.userAgent)
        // An empty list asks for every encoding this libcurl decodes (gzip, deflate, br, zstd).
        set(CURLOPT_ACCEPT_ENCODING, "")
        set(CURLOPT_SSL_VERIFYPEER, 1)
        set(CURLOPT_SSL_VERIFYHOST, 2)
        set(CURLOPT_CONNECTTIMEOUT_MS, milliseconds(min(settings.connectSeconds, seconds)))
        set(CURLOPT_TIMEOUT_MS, milliseconds(seconds))
        // A server that sends less than a byte a second for the stall time has stalled.
        set(CURLOPT_LOW_SPEED_LIMIT, 1)
        set(CURLOPT_LOW_SPEED_TIME, max(1, Int(settings.stallSeconds.rounded(.up))))
        _ = recipes_curl_set_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(settings.maximumBytes))
        _ = recipes_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorText)
        _ = recipes_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION, BodySink.receiveBody)
        _ = recipes_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = recipes_curl_set_data_callback(handle, CURLOPT_HEADERFUNCTION, BodySink.receiveHeader)
        _ = recipes_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
        let started = Date()
        let code = withExtendedLifetime(sink) { curl_easy_perform(handle) }
        guard code == CURLE_OK else {
            throw Failure(code: code, detail: String(cString: errorText), exceededLimit: sink.exceededLimit || code == CURLE_FILESIZE_EXCEEDED,
                          seconds: Date().timeIntervalSince(started))
        }
        var status = 0
        _ = recipes_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return Response(status: status, reason: sink.reason, location: string(CURLINFO_REDIRECT_URL),
                        contentType: string(CURLINFO_CONTENT_TYPE), body: sink.body)
    }

    private func set(_ option: CURLoption, _ value: Int) {
        _ = recipes_curl_set_long(handle, option, value)
    }

    private func set(_ option: CURLoption, _ value: String) {
        // libcurl copies string options (since 7.17), so the temporary C string may go.
        _ = value.withCString { recipes_curl_set_string(handle, option, $0) }
    }

    private func string(_ info: CURLINFO) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard recipes_curl_get_string(handle, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }

    private func milliseconds(_ seconds: Double) -> Int { max(1, Int((seconds * 1000).rounded(.up))) }
}

/// Where libcurl's callbacks put what arrives: the body up to the limit, the status line's reason.
private final class BodySink {
    let limit: Int
    var body = Data()
    var reason = ""
    var exceededLimit = false

    init(limit: Int) { self.limit = limit }

    /// libcurl's write callback: a zero return (fewer bytes taken than given) stops the transfer.
    static let receiveBody: recipes_curl_data_callback = { data, size, count, context in
        let sink = Unmanaged<BodySink>.fromOpaque(context!).takeUnretainedValue()
        let length = size * count
        guard sink.body.count + length <= sink.limit else {
            sink.exceededLimit = true
            return 0
        }
        if let data { sink.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length) }
        return length
    }

    /// libcurl's header callback, a line at a time: keeps the reason of the last status line.
    static let receiveHeader: recipes_curl_data_callback = { data, size, count, context in
        let sink = Unmanaged<BodySink>.fromOpaque(context!).takeUnretainedValue()
        let length = size * count
        guard let data, length > 5 else { return length }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            // A new response (after a 100 Continue, say) starts over.
            sink.body = Data()
            let parts = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 2)
            sink.reason = parts.count == 3 ? String(parts[2]) : ""
        }
        return length
    }
}

/// libcurl's process-wide set-up, done once before the first handle (it is not thread-safe).
enum CurlLibrary {
    static let isReady: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
}
