import Domain

/// The sentences about who sits out when the teams take fewer than were picked (`size N`).
extension ConfirmPlayersPresenter.Formatter {
  /// "7 a side takes 14 of the 16 picked; sitting out: Gus (played the last 2), Hal (sat
  /// out 3 gathers ago). 'a N' or 'b N' brings one back, 'bench N' sits one out; 'balance'
  /// splits the others." Each one says why: the reason `SitOutOrder` proposed them, or
  /// "put on the Bench" for those the organiser benched.
  /// `size off`: "No team size: everyone picked plays, Gus and Hal too ('bench N' sits one
  /// out)." naming those who sat out until then (`back`).
  static func sitOut(
    _ sitOut: SitOut, in sheet: TeamSheet, order: SitOutOrder, back: [Player] = []
  ) -> String {
    guard let size = sitOut.size else {
      let too = back.isEmpty ? "" : ", \(back.map(\.name).joined(listingAtMost: 12)) too"
      return "No team size: everyone picked plays\(too) ('bench N' sits one out)."
    }
    let (picked, places) = (sheet.players.count, 2 * size)
    let takes =
      picked > places
      ? "\(size) a side takes \(places) of the \(picked) picked"
      : "\(size) a side takes up to \(places): the \(picked) picked can all play"
    let sitting = sheet.players.filter(sitOut.contains).map { player in
      let why = sitOut.wasProposed(player) ? order.reason(for: player) : "put on the Bench"
      return "\(player.name) (\(why))"
    }
    guard !sitting.isEmpty else { return takes + "." }
    return "\(takes); sitting out: \(sitting.joined(listingAtMost: 12)). "
      + "'a N' or 'b N' brings one back, 'bench N' sits one out; 'balance' splits the others."
  }

  /// "Moved Ann, Cy to Team A."; for the Bench, that they sit out and how to undo it:
  /// "Gus sits out (on the Bench); 'a N' or 'b N' brings one back, 'size off' lets
  /// everyone play."
  static func moved(_ players: [Player], to team: Team, in sheet: TeamSheet) -> String {
    guard team == .bench, !players.isEmpty else {
      return "Moved \(names(players)) to \(sheet.teamNames.name(of: team))."
    }
    return "\(names(players)) sit\(players.count == 1 ? "s" : "") out (on the Bench); "
      + "'a N' or 'b N' brings one back, 'size off' lets everyone play."
  }

  /// "Bench (16): 2 sit out, 14 to split" once a team size is set; "Bench (16)" otherwise.
  static func benchTitle(in sheet: TeamSheet, sitOut: SitOut) -> String {
    let bench = sheet.players(in: .bench)
    guard sitOut.size != nil else { return "Bench (\(bench.count))" }
    let out = bench.filter(sitOut.contains).count
    let toSplit = bench.count - out
    return "Bench (\(bench.count)): \(out) sit\(out == 1 ? "s" : "") out"
      + (toSplit > 0 ? ", \(toSplit) to split" : "")
  }
}
