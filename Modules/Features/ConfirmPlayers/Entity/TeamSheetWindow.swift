import Domain

/// Which players of each section (Bench, Team A, Team B) the teams screen lists when a
/// section is longer than half a screenful: the first 25 of each, the next 25 of each after
/// `more`, or those numbered A to B after `list A-B`. Two teams together fill one screenful
/// (the roster's 50 rows). Numbers typed in commands reach every player whatever is listed.
struct TeamSheetWindow: Equatable, Sendable {
  /// Rows listed per section: half the roster's screenful of 50, so two teams fill one.
  static let size = 25

  private enum Shown: Equatable, Sendable {
    case from(Int)
    case numbered(ClosedRange<Int>)
  }

  private var shown = Shown.from(0)

  /// Back to the first rows of each section (`list`).
  mutating func reset() { shown = .from(0) }

  /// The next rows of each section; `false` (and no change) when no section has more.
  mutating func more(in sheet: TeamSheet) -> Bool {
    guard case .from(let first) = shown else {
      shown = .from(0)
      return true
    }
    let next = first + Self.size
    guard TeamSheet.sections.contains(where: { sheet.players(in: $0).count > next }) else {
      return false
    }
    shown = .from(next)
    return true
  }

  /// Lists the players numbered `numbers` (as the screen numbers them).
  mutating func show(_ numbers: ClosedRange<Int>) { shown = .numbered(numbers) }

  /// The players of a section to list, and how many of the section are not listed.
  func listed(_ players: [Player], in sheet: TeamSheet) -> (players: [Player], unlisted: Int) {
    let listed: [Player]
    switch shown {
    case .from(let first):
      listed = Array(players.dropFirst(first).prefix(Self.size))
    case .numbered(let numbers):
      listed = Array(
        players.filter { sheet.number(of: $0).map(numbers.contains) ?? false }.prefix(Self.size))
    }
    return (listed, players.count - listed.count)
  }
}
