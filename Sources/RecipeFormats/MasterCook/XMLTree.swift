import CLibXML2
import Foundation

/// An XML file parsed by libxml2's XML parser, strictly: a file that is not well formed (cut
/// short, a tag left open) is refused with the line libxml2 stopped at, never half read.
///
/// Nothing is fetched (no network, no external DTD). Entities the file declares are kept as
/// references, never expanded, and libxml2's own limits refuse a file nested too deep. The elements are the
/// `HTMLElement` wrapper pages use, over the same libxml2 nodes; they live as long as the tree.
final class XMLTree {
    private let document: xmlDocPtr

    /// Why a file is not well-formed XML: libxml2's message and the line it stopped at.
    struct Damage: Error {
        /// The line (from 1) where the parser stopped; 0 when it does not say.
        var line: Int
        /// libxml2's message, on one line.
        var message: String
    }

    /// Parses `bytes`, UTF-8 text of an XML file (its declared encoding is not read: the caller decoded it).
    init(utf8 bytes: [UInt8]) throws(Damage) {
        _ = Self.parserReady
        guard bytes.count < Int32.max, let context = xmlNewParserCtxt() else { throw Damage(line: 0, message: "too large to read") }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                xmlCtxtReadMemory(context, text.baseAddress, Int32(text.count), nil, "UTF-8", options)
            }
        }
        guard let parsed, context.pointee.wellFormed != 0 else {
            if let parsed { xmlFreeDoc(parsed) }
            let error = xmlCtxtGetLastError(UnsafeMutableRawPointer(context))
            let message = error?.pointee.message.map { String(cString: $0) } ?? "not well-formed XML"
            throw Damage(line: Int(error?.pointee.line ?? 0),
                         message: message.split(whereSeparator: \.isNewline).joined(separator: " ")
                             .trimmingCharacters(in: .whitespaces))
        }
        document = parsed
    }

    deinit { xmlFreeDoc(document) }

    /// libxml2 sets up its globals once before any thread parses (its documentation asks for it).
    private static let parserReady: Void = xmlInitParser()

    /// The document's root element.
    var root: HTMLElement? {
        xmlDocGetRootElement(document).map(HTMLElement.init(node:))
    }

    /// The text directly inside `element` and its descendants, line breaks kept (an entity the
    /// file declares itself is left out, not expanded).
    static func text(of element: HTMLElement) -> String {
        var text = ""
        var child = element.node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            case XML_ELEMENT_NODE:
                text += Self.text(of: HTMLElement(node: current))
            default:
                break
            }
            child = current.pointee.next
        }
        return text
    }

    /// The line an element starts on (from 1).
    static func line(of element: HTMLElement) -> Int {
        Int(xmlGetLineNo(element.node))
    }

    /// `bytes` without their XML declaration (`<?xml … ?>`), the rest unmoved: the caller has
    /// decoded the text already, and MasterCook writes the declaration's attributes in an order
    /// XML does not allow (`standalone` before `encoding`).
    static func droppingDeclaration(_ bytes: [UInt8]) -> [UInt8] {
        let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? bytes.endIndex
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
              let end = bytes[start...].indices.first(where: { bytes[$0] == UInt8(ascii: "?") && $0 + 1 < bytes.count
                  && bytes[$0 + 1] == UInt8(ascii: ">") })
        else { return bytes }
        return Array(bytes[end + 2 ..< bytes.count])
    }

    /// `bytes` with each `&` that starts no character reference nor one of XML's five entities
    /// written `&amp;`, so that it reads as written: old programs wrote a bare `&` (`Salt &
    /// pepper`) or an HTML entity (`&nbsp;`), which XML does not allow, and an entity the file
    /// declares itself is never expanded (no entity bomb can go off).
    static func escapingBareAmpersands(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "&")) else { return bytes }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + 64)
        for index in bytes.indices {
            escaped.append(bytes[index])
            if bytes[index] == UInt8(ascii: "&"), !startsReference(bytes, at: index + 1) {
                escaped += Array("amp;".utf8)
            }
        }
        return escaped
    }

    /// Whether `amp;`, `lt;`, `gt;`, `quot;`, `apos;`, `#digits;` or `#xhex;` starts at `start`.
    private static func startsReference(_ bytes: [UInt8], at start: Int) -> Bool {
        let window = bytes[start..<min(bytes.count, start + 32)]
        guard let semicolon = window.firstIndex(of: UInt8(ascii: ";")), semicolon > start else { return false }
        let name = bytes[start..<semicolon]
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        if name.first == UInt8(ascii: "#") {
            let number = name.dropFirst()
            if number.first == UInt8(ascii: "x") || number.first == UInt8(ascii: "X") {
                let hex = number.dropFirst()
                return !hex.isEmpty && hex.allSatisfy { isDigit($0) || ((($0 | 0x20) >= 0x61) && (($0 | 0x20) <= 0x66)) }
            }
            return !number.isEmpty && number.allSatisfy(isDigit)
        }
        return ["amp", "lt", "gt", "quot", "apos"].contains { name.elementsEqual($0.utf8) }
    }
}
