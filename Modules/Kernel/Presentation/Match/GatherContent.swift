import Domain

/// What the match screen shows, as plain strings: what every pattern variant's presentation
/// logic (controller, view model, presenter) hands its view to print. Shared so that the
/// six patterns print the same rows, and the comparison measures only what the pattern
/// changes (docs/PATTERNS.md, "What is shared").
public struct GatherContent: Equatable, Sendable {
  /// One player's line on the match screen: their number, name and position.
  public struct Row: Equatable, Sendable {
    public var number: String
    public var name: String
    public var position: String

    public init(number: String, name: String, position: String) {
      self.number = number
      self.name = name
      self.position = position
    }
  }

  /// Team A or Team B with its players.
  public struct Section: Equatable, Sendable {
    public var title: String
    public var rows: [Row]

    public init(title: String, rows: [Row]) {
      self.title = title
      self.rows = rows
    }
  }

  /// The score: "Gather: Team A 1-0 Team B".
  public var title: String
  public var sections: [Section]
  /// "Timer: 09:41 running".
  public var timer: String
  public var hint: String
  /// The highest player number shown, which `goal a N` may take.
  public var highestNumber: Int
  /// Every player of the match with their number: a command that takes a number takes
  /// a name or the start of one too (`goal a Ann`), and Tab completes them.
  public var names: [NumberedName] = []
  /// Whether the screen shows the title and the teams (`true`), or, after a change on a
  /// line-up too long to list whole, only the timer line (`GatherText.update(of:)`).
  public var listsTeams = true

  public init(
    title: String, sections: [Section], timer: String, hint: String, highestNumber: Int
  ) {
    self.title = title
    self.sections = sections
    self.timer = timer
    self.hint = hint
    self.highestNumber = highestNumber
  }
}
