import Domain
import Synchronization

/// The web service keeps no ratings, so remote mode learns them from the history it reads
/// (`ratedGathers()`): this keeps the last replay with the gathers it was made from and
/// answers from it while the history read again is the same, so a `confirm` after another
/// pays for reading the history but not for replaying it. Always correct: a gather ended,
/// corrected or deleted here or on another device changes the history read, and the next
/// call replays it. One per backend (per server), shared by its sessions' services.
final class RatingReplayCache: Sendable {
  private let last = Mutex<(gathers: [Gather], book: RatingBook)?>(nil)

  init() {}

  /// The replay of `gathers` (the rated gathers as the backend returned them).
  func book(of gathers: [Gather]) -> RatingBook {
    if let kept = last.withLock({ $0 }), kept.gathers == gathers { return kept.book }
    let book = RatingBook(gathers: gathers)
    last.withLock { $0 = (gathers, book) }
    return book
  }
}
