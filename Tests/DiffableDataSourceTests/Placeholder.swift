import Testing
@testable import DiffableDataSource
