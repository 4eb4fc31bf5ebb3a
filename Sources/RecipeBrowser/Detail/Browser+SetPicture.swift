// `p`: the recipe shown gets its picture from a file, whose path is asked in the one-line prompt,
// or loses it (an empty answer). The file is checked as `recipes picture` checks it (decoded once,
// small), so a bad file is refused with its reason and the recipe keeps its picture; `u` puts
// back the picture it had.
import Foundation
import Pictures
import RecipeKit

extension Browser {
    /// Opens the prompt for the path of a picture for the recipe shown.
    func startSettingPicture() {
        guard let recipe = targetRecipe() else { message = "No recipe selected"; return }
        guard !store.isReadOnly else { message = "The library is read-only: no picture can be set"; return }
        let hasPicture = ((try? store.pictureSize(of: recipe.id)) ?? nil) != nil
        open(LinePrompt(question: "Picture for \"\(recipe.title)\" (a JPEG, PNG or WebP file\(hasPicture ? "; empty removes it" : "")):",
                        text: "", enterHint: "set",
                        enterHelp: "set the picture from that file (an empty answer removes it)",
                        cancelMessage: "Picture unchanged") { browser, answer in
            browser.setPicture(of: recipe.id, title: recipe.title, fromPath: answer.trimmingCharacters(in: .whitespaces))
        })
    }

    /// Sets recipe `id`'s picture from the file at `path` (`~` allowed), or removes it when `path`
    /// is empty; recorded for undo.
    private func setPicture(of id: Recipe.ID, title: String, fromPath path: String) {
        let before: StoredPicture?
        do {
            before = try store.picture(of: id)
        } catch {
            message = "Could not read the picture of \"\(title)\": \(SystemErrorReason.describing(error))"
            return
        }
        let after: StoredPicture?
        if path.isEmpty {
            guard before != nil else { message = "\"\(title)\" has no picture: nothing removed"; return }
            after = nil
        } else {
            switch Self.checkedPicture(atPath: (path as NSString).expandingTildeInPath) {
            case .success(let picture): after = picture
            case .failure(let reason):
                message = "Picture unchanged: \((path as NSString).lastPathComponent): \(reason)"
                return
            }
        }
        let edit = RecipeEdit.picture(id: id, title: title, before: before, after: after)
        // In a folder library the picture is a file beside the recipe's: written there.
        guard perform("set the picture", { _ = try edit.perform(on: store, files: followedFiles) }) else { return }
        history.record(edit, at: list.query)
        message = edit.summary + " — u to undo"
    }

    /// The picture in the file at `path`, decoded once at a small size so that a truncated or
    /// corrupt file is found now rather than when shown; or why it is refused.
    private static func checkedPicture(atPath path: String) -> Result<StoredPicture, PictureRefusal> {
        do {
            let bytes = try PictureDecoder.readFile(atPath: path)
            _ = try PictureDecoder.decode(bytes, fittingIn: 64, 64)
            return .success(try StoredPicture(checking: bytes))
        } catch let problem as PictureProblem {
            return .failure(PictureRefusal(reason: problem.message))
        } catch {
            return .failure(PictureRefusal(reason: "cannot be read (\((error as NSError).localizedDescription))"))
        }
    }
}

/// Why a file was not taken as a recipe's picture, as the status line says it.
struct PictureRefusal: Error, CustomStringConvertible {
    /// The reason, in a few words (`not a JPEG, PNG or WebP picture`).
    let reason: String
    var description: String { reason }
}
