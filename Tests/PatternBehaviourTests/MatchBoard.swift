/// The match screen's board, as every variant prints it, written once for the transcripts.
///
/// `lineUp` is the board of `GatherSession.lineUp`; the transcripts put it where the screen
/// is printed, so each reads as what changed (the score, the timer, a team's name):
///
///     Gather: Team A 0-0 Team B
///     Team A
///       1  Ann   GK
///       2  Bob   ST
///     Team B
///       3  Cy    -
///       4  Dee   DEF
///     Timer: 10:00 ready
///     Commands: start|resume, pause, timer, stop, time MM:SS|MM, ...
enum MatchBoard {
  /// The match screen's command line, under every board.
  static let commands =
    "Commands: start|resume, pause, timer, stop, time MM:SS|MM, halves NxMM [break MM], "
    + "goal a|b [og] [N], name a|b [NAME], undo, remove N, score A-B, goals, list, end, help, "
    + "back"

  /// Ann and Bob on Team A, Cy and Dee on Team B, under the title `score` ("Team A 0-0
  /// Team B") and over the timer's state `timer` ("10:00 ready"); `teamA` and `teamB` are
  /// the teams' headings ("Bibs (a)" once Team A is called Bibs); `bench`, the row of a
  /// fifth player on the Bench ("5  José  -"), if there is one.
  static func lineUp(
    _ score: String, timer: String, teamA: String = "Team A", teamB: String = "Team B",
    bench: String? = nil
  ) -> String {
    let teams = [teamA, "  1  Ann   GK", "  2  Bob   ST", teamB, "  3  Cy    -", "  4  Dee   DEF"]
    let benchRows = bench.map { ["Bench", "  \($0)"] } ?? []
    return (["Gather: \(score)"] + teams + benchRows + ["Timer: \(timer)", commands])
      .joined(separator: "\n")
  }
}

extension MatchBoard {
  /// The rows of a long line-up's players `ids`, each called "Player N" with no position:
  /// numbers right-aligned to `width` digits (those of the board's longest number), then
  /// the name in the column's 39 characters, then "-". Players 61 to 63, width 2:
  ///
  ///       61  Player 61                              -
  ///       62  Player 62                              -
  ///       63  Player 63                              -
  static func playerRows(_ ids: some Sequence<Int>, width: Int) -> String {
    ids.map { id in
      let number = String(repeating: " ", count: max(0, width - String(id).count)) + "\(id)"
      let name = "Player \(id)"
      return "  \(number)  \(name)" + String(repeating: " ", count: max(0, 39 - name.count)) + "-"
    }.joined(separator: "\n")
  }
}
