// Which arguments are web addresses, which are fetched, and the timeouts tests shorten.
import Testing
@testable import WebFetch

@Suite struct WebAddressTests {
    @Test func anArgumentWithASchemeIsAnAddressNeverAPath() {
        for address in ["https://example.com/pad-thai", "http://127.0.0.1:8080/", "ftp://example.com/x", "file:///etc/hosts",
                        "file:recipes.html", "HTTPS://EXAMPLE.COM"] {
            #expect(WebAddress.isAddress(address), "\(address)")
        }
        for path in ["pages/pad-thai.html", "-", "C:dinner.html", "notes: soup.txt", "./https://x", ":x"] {
            #expect(!WebAddress.isAddress(path), "\(path)")
        }
    }

    @Test func onlyHttpAndHttpsWithAHostAreFetched() {
        #expect(WebAddress.problem(with: "https://example.com/x") == nil)
        #expect(WebAddress.problem(with: "file:///etc/hosts")?.contains("only http:// and https://") == true)
        #expect(WebAddress.problem(with: "ftp://example.com/x")?.contains("only http:// and https://") == true)
        #expect(WebAddress.problem(with: "http:///x")?.contains("no host") == true)
    }

    @Test func byDefaultAServerThatConnectsSlowlyThenStallsIsGivenUpWithin20Seconds() {
        let settings = FetchSettings.fromEnvironment([:])
        #expect(settings.connectSeconds + settings.stallSeconds <= 20)
    }

    @Test func theStallTimeoutComesFromTheEnvironmentAndBoundsTheConnectTimeout() {
        let short = FetchSettings.fromEnvironment([FetchSettings.stallVariable: "0.5"])
        #expect(short.stallSeconds == 0.5 && short.connectSeconds == 0.5)
        for ignored in ["", "-1", "soon", "inf"] {
            #expect(FetchSettings.fromEnvironment([FetchSettings.stallVariable: ignored]) == FetchSettings())
        }
    }
}
