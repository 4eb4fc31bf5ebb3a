import CLibXML2

extension HTMLElement {
    /// The line of the page the element starts on (libxml2 counts from 1); 0 when unknown.
    var line: Int { Int(xmlGetLineNo(node)) }

    /// The names in the element's `class` attribute.
    var classes: [Substring] { (attribute("class") ?? "").split(whereSeparator: \.isWhitespace) }

    /// Whether the element's `class` attribute names `name` (compared exactly, as CSS does).
    func hasClass(_ name: String) -> Bool { classes.contains { $0 == name } }

    /// The element's `id`, without the spaces some exports write around it.
    var id: String? { attribute("id")?.trimmingCharacters(in: .whitespaces) }

    /// The element's text on one line: its runs of spaces and line breaks made single spaces.
    var oneLineText: String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// The element's descendants that `matches` accepts, in document order; a match's own
    /// descendants are looked in too. Bounded in depth, as pages are, so no page exhausts the stack.
    func descendants(where matches: (HTMLElement) -> Bool) -> [HTMLElement] {
        var found: [HTMLElement] = []
        collect(matches, into: &found, depth: 0)
        return found
    }

    /// The first descendant that `matches` accepts, in document order.
    func first(where matches: (HTMLElement) -> Bool) -> HTMLElement? {
        descendants(where: matches).first
    }

    private func collect(_ matches: (HTMLElement) -> Bool, into found: inout [HTMLElement], depth: Int) {
        guard depth < 512 else { return }
        for child in children {
            if matches(child) { found.append(child) }
            child.collect(matches, into: &found, depth: depth + 1)
        }
    }
}

extension HTMLDocument {
    /// The page's elements that `matches` accepts, in document order.
    func elements(where matches: (HTMLElement) -> Bool) -> [HTMLElement] {
        topElements.flatMap { top in (matches(top) ? [top] : []) + top.descendants(where: matches) }
    }
}
