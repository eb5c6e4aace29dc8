import Domain
import Foundation

/// The match history's file formats behind Domain's `HistoryFileCoding`, which the
/// composition root hands to the History feature: every ended gather as CSV or JSON,
/// following the roster export's conventions. CSV (RFC 4180) with a header line, quoted
/// fields where needed and a leading `'` before a field a spreadsheet would run as a
/// formula; JSON pretty-printed with sorted keys. Dates are ISO 8601 in UTC. The whole
/// document is built before anything is written.
public struct HistoryFileCodec: HistoryFileCoding {
  /// A codec; it keeps no state.
  public init() {}

  static let csvColumns = [
    "date", "ended", "score", "winner", "team_a_name", "team_a", "team_b_name", "team_b", "goals",
  ]

  /// The gathers as `format` text, in the order given.
  public func encode(_ gathers: [Gather], as format: RosterFormat)
    throws(FootballGatherError) -> String
  {
    switch format {
    case .csv:
      let rows = gathers.map { gather in
        [
          Self.iso(gather.createdAt), Self.iso(gather.endedAt),
          gather.score?.description ?? "", gather.outcome?.displayName(in: gather.teamNames) ?? "",
          gather.teamNames.teamA, Self.names(gather, .teamA).joined(separator: "; "),
          gather.teamNames.teamB, Self.names(gather, .teamB).joined(separator: "; "),
          gather.goals.map { Self.goalText($0, in: gather) }.joined(separator: "; "),
        ]
      }
      return ([Self.csvColumns] + rows)
        .map { $0.map(Self.csvField).joined(separator: ",") + "\n" }.joined()
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      do {
        let data = try encoder.encode(gathers.map(ExportedGather.init))
        return String(decoding: data, as: UTF8.self) + "\n"
      } catch {
        throw .storage("the history could not be written as JSON: \(error)")
      }
    }
  }

  /// One gather as the JSON export writes it.
  struct ExportedGather: Encodable {
    struct ExportedGoal: Encodable {
      var team: String
      var scorer: String?
      var minute: Int?
      var ownGoal: Bool
    }
    var date: String
    var ended: String
    var score: String
    var winner: String
    var teamAName: String
    var teamA: [String]
    var teamBName: String
    var teamB: [String]
    var goals: [ExportedGoal]

    init(_ gather: Gather) {
      date = HistoryFileCodec.iso(gather.createdAt)
      ended = HistoryFileCodec.iso(gather.endedAt)
      score = gather.score?.description ?? ""
      winner = gather.outcome?.displayName(in: gather.teamNames) ?? ""
      teamAName = gather.teamNames.teamA
      teamA = HistoryFileCodec.names(gather, .teamA)
      teamBName = gather.teamNames.teamB
      teamB = HistoryFileCodec.names(gather, .teamB)
      goals = gather.goals.map { goal in
        ExportedGoal(
          team: gather.teamNames.name(of: goal.team),
          scorer: HistoryFileCodec.scorer(of: goal, in: gather),
          minute: goal.minute,
          ownGoal: goal.isOwnGoal(in: gather.players, changes: gather.lineUpChanges))
      }
    }
  }

  static func iso(_ date: Date?) -> String {
    date?.formatted(.iso8601) ?? ""
  }

  static func names(_ gather: Gather, _ team: Team) -> [String] {
    gather.players.filter { $0.team == team }.map(\.player.name)
  }

  static func scorer(of goal: Goal, in gather: Gather) -> String? {
    goal.scorerID.flatMap { id in gather.players.first { $0.player.id == id }?.player.name }
  }

  /// "Team A Ann 3'", "Bibs Cy (own goal)", "Team A": team's name, scorer, minute when known.
  static func goalText(_ goal: Goal, in gather: Gather) -> String {
    let scorer = scorer(of: goal, in: gather).map {
      " " + $0
        + (goal.isOwnGoal(in: gather.players, changes: gather.lineUpChanges) ? " (own goal)" : "")
    }
    return gather.teamNames.name(of: goal.team) + (scorer ?? "")
      + (goal.minute.map { " \($0)'" } ?? "")
  }

  /// A CSV field: a formula-like start gets a leading `'`, then quoting where needed.
  static func csvField(_ field: String) -> String {
    let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]
    let first = field.first { $0 != "'" }
    let text = first.map { formulaStarts.contains($0) } == true ? "'" + field : field
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else {
      return text
    }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}
