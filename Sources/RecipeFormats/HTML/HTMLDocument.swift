import CLibXML2

/// A web page parsed by libxml2's HTML parser, as a browser would build its elements.
///
/// Malformed markup is repaired as browsers repair it (unclosed tags, stray `</div>`, attributes
/// without quotes), so what is read from the elements is what the page shows. The parser gets
/// UTF-8 and nothing from the network. The tree is freed with the document.
final class HTMLDocument {
    private let document: htmlDocPtr

    /// Parses `bytes`, UTF-8 text of a page; `nil` only when libxml2 builds no document at all.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        _ = Self.parserReady
        guard let base = bytes.baseAddress, bytes.count < Int32.max else { return nil }
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOIMPLIED.rawValue)
        let parsed = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
            htmlReadMemory(text, Int32(bytes.count), nil, "UTF-8", options)
        }
        guard let parsed else { return nil }
        document = parsed
    }

    deinit { xmlFreeDoc(document) }

    /// libxml2 sets up its globals once before any thread parses (its documentation asks for it).
    private static let parserReady: Void = xmlInitParser()

    /// The page's top-level elements (`html`, or what a fragment starts with).
    var topElements: [HTMLElement] {
        HTMLElement.elements(startingAt: document.pointee.children)
    }
}

/// One element of an `HTMLDocument`; valid while its document lives.
struct HTMLElement {
    let node: xmlNodePtr

    /// The element's name in lowercase (`div`, `meta`).
    var name: String { String(cString: node.pointee.name) }

    /// The value of the attribute `name` (lowercase), its character references decoded; `nil` when absent.
    func attribute(_ name: String) -> String? {
        var attribute = node.pointee.properties
        while let current = attribute {
            // Compared as C strings: most elements are asked for several attributes they lack.
            if let attributeName = current.pointee.name, xmlStrEqual(attributeName, name) != 0 {
                var value = ""
                var text = current.pointee.children
                while let part = text {
                    if let content = part.pointee.content { value += String(cString: content) }
                    text = part.pointee.next
                }
                return value
            }
            attribute = current.pointee.next
        }
        return nil
    }

    /// Whether the element has the attribute `name`, with or without a value.
    func hasAttribute(_ name: String) -> Bool { attribute(name) != nil }

    /// The element's child elements, in order.
    var children: [HTMLElement] { Self.elements(startingAt: node.pointee.children) }

    /// The text inside the element as a reader sees it: scripts and styles left out, and a line
    /// break where a block (`p`, `li`, `br`, `div`, headings, rows) starts or ends.
    var text: String {
        var text = ""
        Self.appendText(of: node, to: &text, depth: 0)
        return text
    }

    /// The element's children in order, elements and runs of text (line breaks in the source
    /// made spaces); comments and the like left out.
    var contents: [HTMLContent] {
        var contents: [HTMLContent] = []
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                contents.append(.element(HTMLElement(node: current)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { contents.append(.text(Self.spaced(String(cString: content)))) }
            default:
                break
            }
            child = current.pointee.next
        }
        return contents
    }

    /// Line breaks in the source are spaces on the page; only blocks break lines.
    private static func spaced(_ text: String) -> String {
        var spaced = String.UnicodeScalarView()
        spaced.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        return String(spaced)
    }

    fileprivate static func elements(startingAt first: xmlNodePtr?) -> [HTMLElement] {
        var elements: [HTMLElement] = []
        var node = first
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE { elements.append(HTMLElement(node: current)) }
            node = current.pointee.next
        }
        return elements
    }

    /// Deeper than pages nest text; a bound so that no page can exhaust the stack.
    private static let maximumDepth = 512

    private static func appendText(of node: xmlNodePtr, to text: inout String, depth: Int) {
        guard depth < maximumDepth else { return }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += spaced(String(cString: content)) }
            case XML_ELEMENT_NODE:
                let name = String(cString: current.pointee.name)
                if name == "script" || name == "style" || name == "template" { break }
                let block = blockElements.contains(name)
                if block { text += "\n" }
                appendText(of: current, to: &text, depth: depth + 1)
                if block { text += "\n" }
            default:
                break
            }
            child = current.pointee.next
        }
    }

    /// The elements that start a line of their own.
    static let blockElements: Set<String> = [
        "p", "br", "li", "div", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "section",
        "blockquote", "article", "dd", "dt", "dl", "header", "footer",
    ]
}

/// A piece of an element's contents: a child element or a run of text.
enum HTMLContent {
    case element(HTMLElement)
    case text(String)
}
