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

    @Test func anAddressThatCannotBeReadSaysWhyNotThatItHasNoHost() {
        #expect(WebAddress.problem(with: "https://exa mple.com/pad thai")
            == "not a valid web address (it holds a space; a space in an address is written %20)")
        #expect(WebAddress.problem(with: "https://exa[mple.com")
            == "not a valid web address (it holds characters an address cannot hold)")
        #expect(WebAddress.problem(with: "https://example.com/pad%20thai") == nil)
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

    @Test func aStallTimeoutThatIsNoNumberOfSecondsIsSaidToBeLeftOut() {
        let problem = { (value: String) in FetchSettings.environmentProblem([FetchSettings.stallVariable: value]) }
        #expect(problem("abc") == "RECIPES_FETCH_STALL_SECONDS=abc is not a number of seconds; using 15")
        #expect(problem("inf") == "RECIPES_FETCH_STALL_SECONDS=inf is not a number of seconds; using 15")
        #expect(problem("0") == "RECIPES_FETCH_STALL_SECONDS=0 is not a positive number of seconds; using 15")
        #expect(problem("-2.5") == "RECIPES_FETCH_STALL_SECONDS=-2.5 is not a positive number of seconds; using 15")
        for used in ["0.5", "20", "1e1"] { #expect(problem(used) == nil) }
        // Set but empty is as if unset, as for RECIPES_PICTURES.
        #expect(problem("") == nil && FetchSettings.environmentProblem([:]) == nil)
    }
}
