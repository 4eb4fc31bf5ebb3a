import Testing
import TerminalUI
@testable import RecipeBrowser

/// What `--pictures` means on a given terminal, auto above all.
@MainActor @Suite struct PictureChoiceTests {
    let kitty28 = GraphicsReply(answered: true, speaksKittyGraphics: true, version: "kitty(0.28.0)")
    let cell = CellPixelSize(width: 9, height: 18)

    @Test func autoPicksKittyWhereKittyShowsPlaceholders() {
        #expect(PictureChoice.auto.display(on: PictureTerminal(colourCount: 256, reply: kitty28, cellPixelSize: cell)) == .kitty(cell))
        let ghostty = GraphicsReply(answered: true, speaksKittyGraphics: true, version: "ghostty 1.1.3")
        #expect(PictureChoice.auto.display(on: PictureTerminal(colourCount: 256, reply: ghostty)) == .kitty(.assumed))
    }

    @Test func autoAndKittyPlaceThePictureOnAKittyWithoutPlaceholders() {
        let old = GraphicsReply(answered: true, speaksKittyGraphics: true, version: "kitty(0.26.5)")
        for choice in [PictureChoice.auto, .kitty] {
            #expect(choice.display(on: PictureTerminal(colourCount: 256, reply: old, cellPixelSize: cell)) == .kittyPlacement(cell, cards: .indexed256))
        }
        // WezTerm answers the query but draws no placeholders.
        let wezterm = GraphicsReply(answered: true, speaksKittyGraphics: true, speaksSixel: true, version: "WezTerm 20240203")
        #expect(PictureChoice.auto.display(on: PictureTerminal(colourCount: 1 << 24, reply: wezterm)) == .kittyPlacement(.assumed, cards: .trueColour))
    }

    @Test func autoPicksSymbolsOnATerminalWithoutKittysGraphics() {
        // xterm has sixel, which auto leaves alone.
        let xterm = GraphicsReply(answered: true, speaksSixel: true, version: "XTerm(379)")
        #expect(PictureChoice.auto.display(on: PictureTerminal(colourCount: 256, reply: xterm)) == .symbols(.indexed256))
        #expect(PictureChoice.auto.display(on: PictureTerminal(colourCount: 256, reply: GraphicsReply())) == .symbols(.indexed256))
    }

    @Test func withoutColoursEveryChoiceButNoneIsShapes() {
        for choice in [PictureChoice.auto, .symbols, .kitty, .sixel] {
            #expect(choice.display(on: PictureTerminal(colourCount: 0, reply: kitty28)) == .symbols(.none))
        }
        #expect(PictureChoice.none.display(on: PictureTerminal(colourCount: 256, reply: kitty28)) == .none)
    }

    @Test func kittyAndSixelAreTakenAsAskedWhereThereAreColours() {
        #expect(PictureChoice.kitty.display(on: PictureTerminal(colourCount: 256)) == .kitty(.assumed))
        #expect(PictureChoice.sixel.display(on: PictureTerminal(colourCount: 256, cellPixelSize: cell)) == .sixel(cell, cards: .indexed256))
    }

    @Test func onlyAutoAsksAndNotThroughAMultiplexerOrWithNoColor() {
        #expect(PictureChoice.auto.asksTerminal(environment: ["TERM": "xterm-kitty"]))
        #expect(PictureChoice.kitty.asksTerminal(environment: ["TERM": "xterm-kitty"]))
        #expect(!PictureChoice.symbols.asksTerminal(environment: ["TERM": "xterm-kitty"]))
        #expect(!PictureChoice.sixel.asksTerminal(environment: ["TERM": "xterm"]))
        #expect(!PictureChoice.auto.asksTerminal(environment: ["TERM": "tmux-256color"]))
        #expect(!PictureChoice.auto.asksTerminal(environment: ["TERM": "xterm-256color", "TMUX": "/tmp/tmux-0/default,1,0"]))
        #expect(!PictureChoice.auto.asksTerminal(environment: ["TERM": "linux"]))
        #expect(!PictureChoice.auto.asksTerminal(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]))
    }
}
