import Domain

extension HistoryPresenter.Formatter {
  /// Who played for whom from which minute, for `show N`: "Line-up changes:" and one line
  /// per change ("  12' Cy on for Dee (Team B)", "  30' Fay joins Team A", "  40' Ann to
  /// Team B (from Team A)"); nothing for a gather whose line-up did not change.
  func lineUpChanges(of gather: Gather) -> [String] {
    guard !gather.lineUpChanges.isEmpty else { return [] }
    let name = { (id: Player.ID) in
      gather.players.first { $0.player.id == id }?.player.name ?? "player \(id)"
    }
    let place = { (team: Team) in
      team == .bench ? "the Bench" : gather.teamNames.name(of: team)
    }
    return ["Line-up changes:"]
      + gather.lineUpChanges.map { change in
        let minute = change.minute.map { "\($0)'" } ?? "--"
        let player = name(change.playerID)
        let what =
          if let off = change.replacedID {
            "\(player) on for \(name(off)) (\(place(change.to)))"
          } else if let from = change.from {
            "\(player) to \(place(change.to)) (from \(place(from)))"
          } else {
            "\(player) joins \(place(change.to))"
          }
        return "  \(minute) \(what)"
      }
  }
}
