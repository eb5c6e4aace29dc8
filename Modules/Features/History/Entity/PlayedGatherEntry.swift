import Domain
import Foundation

/// The rules of `add` on History, which enters a gather played without the app: a day,
/// two teams of roster players (by their number on the player list or their name, as
/// `RosterWords` reads them), a score and, when known, who scored. Each step is checked as
/// it is typed; nothing is stored until the organiser says yes to the whole gather.
enum PlayedGatherEntry {
  /// The day as typed, `YYYY-MM-DD`, at noon UTC (so it shows as that day in every time
  /// zone within 11 hours of UTC).
  static func day(_ text: String) throws(FootballGatherError) -> Date {
    let refusal = FootballGatherError.invalidInput(
      "type the day as YYYY-MM-DD, e.g. 2026-11-14")
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = try? WholeNumber.parse(parts[0], in: 1900...9999),
      let month = try? WholeNumber.parse(parts[1], in: 1...12),
      let day = try? WholeNumber.parse(parts[2], in: 1...31)
    else { throw refusal }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let components = DateComponents(year: year, month: month, day: day, hour: 12)
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == day
    else { throw .invalidInput("there is no day \(text); type a day of the calendar") }
    return date
  }

  /// The roster players the numbers or names name (`1 3 5-7`, `ann, bob`), each once,
  /// none of them already in `taken`.
  static func team(_ text: String, of roster: [Player], besides taken: [Player] = [])
    throws(FootballGatherError) -> [Player]
  {
    var seen = Set<Int>()
    let numbers = try RosterWords(roster: roster).numbers(in: text).filter {
      seen.insert($0).inserted
    }
    guard !numbers.isEmpty else {
      throw .invalidInput("type one or more players, e.g. ann bob, or 1 3 5-7")
    }
    let players = numbers.map { roster[$0 - 1] }
    if let twice = players.first(where: { player in taken.contains { $0.id == player.id } }) {
      throw .invalidInput("\(twice.name) is already on the other team; name someone else")
    }
    return players
  }

  /// The goal log of a final `score`: a goal by each scorer typed (numbers of the roster
  /// or names of the line-up, in the order the goals came; an empty text for none), for
  /// the team they played on, then goals without a scorer up to the score.
  static func goals(
    scorers text: String, roster: [Player], lineUp: [GatherPlayer], score: Score
  ) throws(FootballGatherError) -> [Goal] {
    let played = Set(lineUp.map(\.player.id))
    let names = roster.enumerated().filter { played.contains($1.id) }.map {
      NumberedName(number: $0 + 1, name: $1.name)
    }
    var goals: [Goal] = []
    for number in try RosterWords(names: names, count: roster.count).numbers(in: text) {
      let player = roster[number - 1]
      guard let team = lineUp.first(where: { $0.player.id == player.id })?.team else {
        throw .invalidInput("\(player.name) did not play in this gather")
      }
      goals.append(Goal(team: team, scorerID: player.id))
    }
    for team in [Team.teamA, .teamB] {
      let scored = goals.filter { $0.team == team }.count
      let final = team == .teamA ? score.teamA : score.teamB
      guard scored <= final else {
        throw .invalidInput(
          "\(team.displayName) scored \(final), but \(scored) scorers of it were given")
      }
      goals += Array(repeating: Goal(team: team), count: final - scored)
    }
    return goals
  }

  /// Who can still be picked, numbered as on the player list: "Players: 1 Ann, 2 Bob, …"
  /// ("Not on Team A: …" once `taken` play for Team A), the first 40 of a longer roster.
  static func available(_ roster: [Player], besides taken: [Player]) -> String {
    let takenIDs = Set(taken.map(\.id))
    let left = roster.enumerated().filter { !takenIDs.contains($1.id) }
    let shown = left.prefix(Self.listedAtMost).map { "\($0 + 1) \($1.name)" }
    let more =
      left.count > shown.count
      ? " and \(left.count - shown.count) more (type a name, or see 'list' on the player list)"
      : ""
    return (taken.isEmpty ? "Players: " : "Not on Team A: ")
      + shown.joined(separator: ", ") + more
  }

  /// The most players `available` names.
  static let listedAtMost = 40
}
