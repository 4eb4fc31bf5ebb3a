import Testing
@testable import RecipeBrowser
