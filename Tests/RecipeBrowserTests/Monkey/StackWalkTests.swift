// The monkey's walks through the screen stack, replayed once in order, every promise checked
// after each key (the seeded runs mix them with everything else).
import Testing
@testable import RecipeBrowser

@MainActor
@Suite struct StackWalkTests {
    @Test func everyWalkThroughTheScreenStackKeepsItsPromises() throws {
        try MonkeyRun.replay(MonkeyKeys.stackWalks.map { MonkeyEvent.keys($0, salt: 0) })
    }
}
