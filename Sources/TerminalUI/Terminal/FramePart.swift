/// Something drawn in a frame: a pane that knows whether it changed since the last frame.
@MainActor
public protocol FramePart: AnyObject {
    /// The name frame traces use for it ("list", "status").
    var frameName: String { get }
    /// Queues the pane's window for the frame if it changed (`wnoutrefresh`) and returns the rows
    /// it rendered since the previous frame, resetting that count.
    func commitToFrame() -> Int
}
