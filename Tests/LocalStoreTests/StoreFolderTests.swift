import Foundation
import Testing

@testable import LocalStore

/// The folder whose write permission is checked before a database opens: worked out by
/// hand (Foundation's path code is not loaded before the first prompt), so it must answer
/// as `NSString.deletingLastPathComponent` did for every kind of path a user types.
struct StoreFolderTests {
  @Test(
    "the folder of a database path is the one Foundation gives",
    arguments: [
      "games.sqlite", "./games.sqlite", "data/games.sqlite", "/tmp/games.sqlite",
      "/games.sqlite", "/tmp/fg/", "/tmp//fg//games.sqlite", "~/games.sqlite",
      "../up/games.sqlite", "/tmp/fg/é ü/games.sqlite", "/",
    ])
  func folderAsFoundationGivesIt(path: String) {
    #expect(StoreFileInspector.folder(of: path) == (path as NSString).deletingLastPathComponent)
  }
}
