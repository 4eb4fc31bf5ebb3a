/// The schema.org items a page marks up in its elements, microdata (`itemscope`, `itemtype`,
/// `itemprop`) and RDFa (`typeof`, `property`), as JSON-LD nodes, so one mapping reads all three.
///
/// Each item becomes an object with its `@type` and a member per property name; a property given
/// several times becomes a list. A property's value is a nested item when its element starts one;
/// else its `content` attribute, the address of a link or picture, a `time`'s `datetime`, a
/// `data`'s `value`, or the element's text, with a line break at each block, so steps and
/// ingredients written as list items stay apart. Text is escaped as HTML (`&`, `<`), since the
/// mapping reads every string as text that may hold HTML.
enum EmbeddedItems {
    /// The page's top-level items: those not the value of another item's property.
    static func items(in document: HTMLDocument) -> [JSONValue] {
        var items: [JSONValue] = []
        for element in document.topElements { collectTopItems(element, into: &items, depth: 0) }
        return items
    }



    /// Whether a page may hold microdata, RDFa or a recipe microformat at all: a quick look before it is parsed.
    static func mayHoldItems(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ([itemscopeWord, typeofWord] + RecipeMicroformat.markers).contains { word in
            ByteSearch.firstIndex(of: word, in: bytes, from: 0, ignoringCase: true) != nil
        }
    }

    private static let itemscopeWord = Array("itemscope".utf8)
    private static let typeofWord = Array("typeof".utf8)
    /// Deeper than browsers nest elements; a limit so that a hostile page cannot exhaust the stack.
    private static let maximumDepth = 512

    private static func startsItem(_ element: HTMLElement) -> Bool {
        element.hasAttribute("itemscope") || element.hasAttribute("typeof")
    }

    private static func propertyNames(_ element: HTMLElement) -> [String] {
        let written = [element.attribute("itemprop"), element.attribute("property")].compactMap { $0 }
        return written.flatMap { $0.split(whereSeparator: \.isWhitespace) }.map { name in
            // RDFa may write `schema:name` or a full address; the name is its last part.
            String(name.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last ?? name)
        }
    }

    private static func collectTopItems(_ element: HTMLElement, into items: inout [JSONValue], depth: Int) {
        guard depth < maximumDepth else { return }
        if startsItem(element) {
            var inner: [JSONValue] = []
            items.append(item(element, depth: depth, topItems: &inner))
            items += inner
            return
        }
        for child in element.children { collectTopItems(child, into: &items, depth: depth + 1) }
    }

    private static func item(_ element: HTMLElement, depth: Int, topItems: inout [JSONValue]) -> JSONValue {
        let types = (element.attribute("itemtype") ?? element.attribute("typeof") ?? "")
            .split(whereSeparator: \.isWhitespace).map { JSONValue.string(String($0)) }
        var values: [(name: String, value: JSONValue)] = []
        for child in element.children { collectProperties(child, into: &values, topItems: &topItems, depth: depth + 1) }
        // Each name once, in the order first met; a name met again gathers its values in an array
        // (gathered before the array is made: a page of 100,000 ingredients is read in linear time).
        var gathered: [(name: String, values: [JSONValue])] = types.isEmpty ? [] : [("@type", types)]
        var slot: [String: Int] = types.isEmpty ? [:] : ["@type": 0]
        for (name, value) in values {
            if let index = slot[name] {
                gathered[index].values.append(value)
            } else {
                slot[name] = gathered.count
                gathered.append((name, [value]))
            }
        }
        return .object(gathered.map { JSONMember($0.name, $0.values.count == 1 ? $0.values[0] : .array($0.values)) })
    }

    /// The properties below `element` that belong to the item being read: a nested item's own
    /// properties are its own.
    private static func collectProperties(
        _ element: HTMLElement, into values: inout [(name: String, value: JSONValue)], topItems: inout [JSONValue], depth: Int
    ) {
        guard depth < maximumDepth else { return }
        let names = propertyNames(element)
        if startsItem(element) {
            let nested = item(element, depth: depth, topItems: &topItems)
            // An item that is no property stands alone (a Recipe inside a page's own item).
            if names.isEmpty { topItems.append(nested) }
            for name in names { values.append((name, nested)) }
            return
        }
        if !names.isEmpty {
            let value = JSONValue.string(propertyValue(element))
            for name in names { values.append((name, value)) }
        }
        for child in element.children { collectProperties(child, into: &values, topItems: &topItems, depth: depth + 1) }
    }

    private static func propertyValue(_ element: HTMLElement) -> String {
        if let content = element.attribute("content") { return escaped(content) }
        switch element.name {
        case "a", "area", "link": if let href = element.attribute("href") { return escaped(href) }
        case "img", "audio", "video", "source", "iframe", "embed", "track": if let src = element.attribute("src") { return escaped(src) }
        case "object": if let data = element.attribute("data") { return escaped(data) }
        case "data", "meter": if let value = element.attribute("value") { return escaped(value) }
        case "time": if let datetime = element.attribute("datetime") { return escaped(datetime) }
        default: break
        }
        return escaped(element.text)
    }

    /// Text written as HTML for the mapping: `&` and `<` escaped, and the line breaks that stand
    /// for blocks written `<br>`, which the mapping reads as one.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\n") }) else {
            return text
        }
        var written = ""
        written.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": written += "&amp;"
            case "<": written += "&lt;"
            case "\n": written += "<br>"
            default: written.unicodeScalars.append(scalar)
            }
        }
        return written
    }
}
