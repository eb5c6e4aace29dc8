import Domain

/// Which players of each section of the match screen (Team A, Team B, the Bench) are listed
/// when a section is longer than half a screenful: the first 25 of each, the next 25 of
/// each after `more`, or those numbered A to B after `list A-B` (and after that, `more`
/// lists the next numbers, as on the roster), so two teams together fill one screenful (the
/// roster's 50 rows). The words are the roster's and the teams screen's. Numbers typed in
/// commands reach every player whatever is listed.
///
/// Every pattern variant of the match screen keeps one and hands it to
/// `GatherText.content(of:window:)`, so the six list the same rows.
public struct LineUpWindow: Equatable, Sendable {
  /// Rows listed per section: half the roster's screenful of 50, so two teams fill one.
  public static let size = 25

  private enum Shown: Equatable, Sendable {
    case from(Int)
    case numbered(ClosedRange<Int>)
  }

  private var shown = Shown.from(0)

  /// The first rows of each section.
  public init() {}

  /// Back to the first rows of each section (`list`).
  public mutating func reset() { shown = .from(0) }

  /// The next rows of each section (the next numbers after `list A-B`); `false` (and no
  /// change) when no section has more.
  public mutating func more(in match: Match) -> Bool {
    guard case .from(let first) = shown else {
      guard case .numbered(let numbers) = shown,
        let highest = match.numbers.max(), highest > numbers.upperBound
      else { return false }
      shown = .numbered(numbers.upperBound + 1...numbers.upperBound + Self.size)
      return true
    }
    let next = first + Self.size
    let counts = Self.sectionCounts(of: match)
    guard counts.values.contains(where: { $0 > next }) else { return false }
    shown = .from(next)
    return true
  }

  /// Lists the players numbered `numbers` (as the screen numbers them).
  public mutating func show(_ numbers: ClosedRange<Int>) { shown = .numbered(numbers) }

  /// The players of a section (indices of `match.lineUp`) to list, and how many of the
  /// section are not listed.
  public func listed(_ members: [Int], in match: Match) -> (listed: [Int], unlisted: Int) {
    listed(members, numbers: match.numbers)
  }

  /// The players of a section (indices of `numbers`, each player's number on the screen)
  /// to list, and how many of the section are not listed.
  public func listed(_ members: [Int], numbers: [Int]) -> (listed: [Int], unlisted: Int) {
    let listed: [Int]
    switch shown {
    case .from(let first):
      listed = Array(members.dropFirst(first).prefix(Self.size))
    case .numbered(let shown):
      listed = Array(members.filter { shown.contains(numbers[$0]) }.prefix(Self.size))
    }
    return (listed, members.count - listed.count)
  }

  /// Whether the first page lists every player: no section is longer than a page. After a
  /// change on a longer line-up a screen prints what changed and the timer, not the teams
  /// again (they did not all change; `list` and `more` show them).
  public static func listsWhole(_ match: Match) -> Bool {
    !sectionCounts(of: match).values.contains { $0 > size }
  }

  /// Whether the first page lists every player of the match of `facts`.
  public static func listsWhole(_ facts: MatchFacts) -> Bool {
    !facts.sectionCounts.values.contains { $0 > size }
  }

  private static func sectionCounts(of match: Match) -> [Team: Int] {
    var counts: [Team: Int] = [:]
    for place in match.lineUp { counts[place.team ?? .bench, default: 0] += 1 }
    return counts
  }
}
