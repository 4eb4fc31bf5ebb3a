import CCmarkGFM

/// A Markdown document's blocks as cmark-gfm parses them (CommonMark, with GitHub's tables, task
/// lists and strikethrough), copied out of its C tree into values the reader walks.
///
/// ```swift
/// let blocks = MarkdownBlock.parse("# Pancakes\n\n- 2 eggs\n")
/// // [.heading(level: 1, [.text("Pancakes")]), .list(ordered: false, items: [[.paragraph([.text("2 eggs")])]])]
/// ```
enum MarkdownBlock: Equatable {
    case heading(level: Int, [MarkdownInline])
    case paragraph([MarkdownInline])
    /// A list's items, each its own blocks (a paragraph, a nested list…).
    case list(ordered: Bool, items: [[MarkdownBlock]])
    /// A table's rows of cells, the header row first (`hasHeader`).
    case table(rows: [[[MarkdownInline]]], hasHeader: Bool)
    case quote([MarkdownBlock])
    /// A fenced or indented code block, or a block of raw HTML: its text as written.
    case literal(String)
    case thematicBreak

    /// The blocks of `text`. cmark-gfm parses any text (it has no syntax errors) in time linear in
    /// its length; its nesting is bounded here by `depthLimit` so a hostile file of 100,000
    /// nested quotes cannot nest the copying's calls as deep.
    static func parse(_ text: String) -> [MarkdownBlock] {
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_parser_free(parser) }
        for name in ["table", "tasklist", "strikethrough"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return [] }
        defer { cmark_node_free(document) }
        return children(of: document).compactMap { block($0, depth: 0) }
    }

    /// How deep blocks nest before what is deeper is read as plain text.
    static let depthLimit = 64

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private static func typeName(_ node: OpaquePointer) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    private static func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock? {
        let blocks = { (node: OpaquePointer) in
            depth < depthLimit ? children(of: node).compactMap { block($0, depth: depth + 1) }
                : [.literal(MarkdownInline.plainText(inlines(of: node, depth: 0)))]
        }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(of: node, depth: 0))
        case CMARK_NODE_PARAGRAPH:
            return .paragraph(inlines(of: node, depth: 0))
        case CMARK_NODE_LIST:
            let items = children(of: node).map { blocks($0) }
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST, items: items)
        case CMARK_NODE_BLOCK_QUOTE:
            return .quote(blocks(node))
        case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK:
            return .literal(literal(of: node))
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak
        default:
            guard typeName(node) == "table" else { return nil }
            var rows: [[[MarkdownInline]]] = []
            var hasHeader = false
            for row in children(of: node) {
                if rows.isEmpty { hasHeader = cmark_gfm_extensions_get_table_row_is_header(row) != 0 }
                rows.append(children(of: row).map { inlines(of: $0, depth: 0) })
            }
            return .table(rows: rows, hasHeader: hasHeader)
        }
    }

    private static func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private static func inlines(of node: OpaquePointer, depth: Int) -> [MarkdownInline] {
        children(of: node).compactMap { inline($0, depth: depth) }
    }

    private static func inline(_ node: OpaquePointer, depth: Int) -> MarkdownInline? {
        let nested = { depth < depthLimit ? inlines(of: node, depth: depth + 1) : [] }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE: return .text(literal(of: node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_HTML_INLINE: return .html(literal(of: node))
        case CMARK_NODE_EMPH: return .emphasis(nested())
        case CMARK_NODE_STRONG: return .strong(nested())
        case CMARK_NODE_LINK:
            return .link(url: cmark_node_get_url(node).map { String(cString: $0) } ?? "", nested())
        case CMARK_NODE_IMAGE:
            return .image(url: cmark_node_get_url(node).map { String(cString: $0) } ?? "", alt: nested())
        default:
            // Strikethrough and other extensions' inlines: their text.
            return .emphasis(nested())
        }
    }
}

/// A run of text in a Markdown paragraph or heading.
enum MarkdownInline: Equatable {
    case text(String)
    /// A line break in the source that renders as a space.
    case softBreak
    /// A hard line break (two spaces or a backslash at a line's end).
    case lineBreak
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case link(url: String, [MarkdownInline])
    case image(url: String, alt: [MarkdownInline])
    /// Raw HTML inline (`<br>`, `<span>`), as written.
    case html(String)

    /// The text of inlines as a reader sees it: marks gone, a link's text kept, an image's
    /// description left out, inline HTML tags dropped (`<br>` a line break), each line break
    /// written `"\n"`.
    static func plainText(_ inlines: [MarkdownInline]) -> String {
        var text = ""
        for inline in inlines {
            switch inline {
            case .text(let string): text += string
            case .softBreak, .lineBreak: text += "\n"
            case .emphasis(let inner), .strong(let inner), .link(_, let inner): text += plainText(inner)
            case .image: break
            case .html(let tag): if tag.lowercased().hasPrefix("<br") { text += "\n" }
            }
        }
        return text
    }

    /// Whether the inlines are nothing but one strong (`**Serves 4**`) or one emphasis
    /// (`*vegetarian, quick*`) run, blank text around it aside.
    static func isOnly(_ inlines: [MarkdownInline], strong: Bool) -> Bool {
        let significant = inlines.filter {
            if case .text(let text) = $0 { return !text.allSatisfy(\.isWhitespace) }
            return true
        }
        guard significant.count == 1 else { return false }
        switch significant[0] {
        case .strong: return strong
        case .emphasis: return !strong
        default: return false
        }
    }

    /// The address of the first link among the inlines (an autolink's too).
    static func firstLink(_ inlines: [MarkdownInline]) -> String? {
        for inline in inlines {
            switch inline {
            case .link(let url, _) where !url.isEmpty: return url
            case .emphasis(let inner), .strong(let inner):
                if let url = firstLink(inner) { return url }
            default: continue
            }
        }
        return nil
    }

    /// The address of the first image among the inlines.
    static func firstImage(_ inlines: [MarkdownInline]) -> String? {
        for inline in inlines {
            switch inline {
            case .image(let url, _): return url
            case .emphasis(let inner), .strong(let inner), .link(_, let inner):
                if let url = firstImage(inner) { return url }
            default: continue
            }
        }
        return nil
    }
}
