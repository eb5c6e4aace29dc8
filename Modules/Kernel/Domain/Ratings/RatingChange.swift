/// One player's rating before and after a gather, as every screen that ends a gather
/// writes it: "Ann 27.1 → 28.3 ▲". A Domain formatter, so the VIPER Gather flow and every
/// pattern variant print the same line.
public struct RatingChange: Hashable, Sendable {
  public var name: String
  public var before: Rating
  public var after: Rating

  public init(name: String, before: Rating, after: Rating) {
    self.name = name
    self.before = before
    self.after = after
  }

  /// "Ann 27.1 → 28.3 ▲", "Bob 25.0 → 24.2 ▼" or "Cy 25.0 → 25.0 =" (as shown, to one
  /// decimal); with `unicode` false the arrow is "->" and the marks "up", "down", "=".
  public func line(unicode: Bool = true) -> String {
    let (from, to) = (before.shownMean, after.shownMean)
    let rise = Int((after.mean * 10).rounded()) - Int((before.mean * 10).rounded())
    let mark =
      rise > 0 ? (unicode ? "▲" : "up") : rise < 0 ? (unicode ? "▼" : "down") : "="
    return "\(name) \(from) \(unicode ? "→" : "->") \(to) \(mark)"
  }

  /// The changes of one gather from `book`, in line-up order, each under the name the
  /// gather kept: the lines written after `end`. Empty when the gather was left out.
  public static func changes(in gather: Gather, from book: RatingBook) -> [RatingChange] {
    changes(in: gather, entries: book.entries(in: gather.id))
  }

  /// The changes of one gather from its players' entries (`GatherService.ratingEntries`),
  /// in line-up order, each under the name the gather kept.
  public static func changes(in gather: Gather, entries: [Player.ID: RatingEntry])
    -> [RatingChange]
  {
    var seen = Set<Player.ID>()
    return gather.players.compactMap { place -> RatingChange? in
      guard seen.insert(place.player.id).inserted, let entry = entries[place.player.id] else {
        return nil
      }
      return RatingChange(name: place.player.name, before: entry.before, after: entry.after)
    }
  }
}
