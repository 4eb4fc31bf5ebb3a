/// Where a value sits in a JSON document, written as messages show it: `$[0].recipeInstructions[3]`.
///
/// Built step by step as readers walk a document; rendered only when a problem is reported.
struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    private enum Step: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    private var steps: [Step] = []

    /// The path of the document's top value, `$`.
    static let root = JSONPath()

    /// The path of a member of the object here.
    func appending(_ key: String) -> JSONPath {
        var path = self
        path.steps.append(.key(key))
        return path
    }

    /// The path of an element of the array here.
    func appending(_ index: Int) -> JSONPath {
        var path = self
        path.steps.append(.index(index))
        return path
    }

    var description: String {
        var text = "$"
        for step in steps {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .key(let key) where key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "@" || $0 == "_" }):
                text += "." + key
            case .key(let key): text += "[\"\(key)\"]"
            }
        }
        return text
    }
}
