import Domain
import Foundation

/// The rules of `add` on History, which enters a gather played without the app: a day,
/// two teams of roster players (by their number on the player list), a score and, when
/// known, who scored. Each step is checked as it is typed; nothing is stored until the
/// organiser says yes to the whole gather.
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

  /// The roster players the numbers name (`1 3 5-7`), none of them already in `taken`.
  static func team(_ text: String, of roster: [Player], besides taken: [Player] = [])
    throws(FootballGatherError) -> [Player]
  {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let numbers = try NumberList.numbers(words, in: roster.count)
    let players = numbers.map { roster[$0 - 1] }
    if let twice = players.first(where: { player in taken.contains { $0.id == player.id } }) {
      throw .invalidInput("\(twice.name) is already on the other team; give other numbers")
    }
    return players
  }

  /// The goal log of a final `score`: a goal by each scorer typed (numbers of the roster,
  /// in the order the goals came; an empty text for none), for the team they played on,
  /// then goals without a scorer up to the score.
  static func goals(
    scorers text: String, roster: [Player], lineUp: [GatherPlayer], score: Score
  ) throws(FootballGatherError) -> [Goal] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    var goals: [Goal] = []
    for word in words {
      let number = try NumberList.number(word, in: roster.count)
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
}
