import Testing
@testable import RecipeKit
