/// The sentences about line-up changes and their refusals, as every variant prints them
/// (the VIPER module's presenter words the same in `GatherPresenter+LineUpText.swift`).
extension GatherText {
  /// "Line-up: 12' Cy on for Dee (Team B)." or, before kick-off, "Line-up: Ann to Team B
  /// (from Team A)."
  public static func lineUpChanged(_ changes: [LineUpChange], in match: Match) -> String {
    "Line-up: " + changes.map { changeLine($0, in: match) }.joined(separator: "; ") + "."
  }

  /// "12' Cy on for Dee (Team B)", "Ann to the Bench (from Team A)", "30' Fay joins Team A".
  public static func changeLine(_ change: LineUpChange, in match: Match) -> String {
    let name = { (id: Player.ID) in
      match.lineUp.first { $0.player.id == id }?.player.name ?? "player \(id)"
    }
    let place = { (team: Team) in
      team == .bench ? "the Bench" : match.teamNames.name(of: team)
    }
    let minute = change.minute.map { "\($0)' " } ?? ""
    let player = name(change.playerID)
    if let off = change.replacedID {
      return "\(minute)\(player) on for \(name(off)) (\(place(change.to)))"
    }
    guard let from = change.from else { return "\(minute)\(player) joins \(place(change.to))" }
    return "\(minute)\(player) to \(place(change.to)) (from \(place(from)))"
  }

  /// Why the match refused a line-up change, with the command that gets the user on.
  public static func refusal(_ refusal: LineUpRefusal, names: TeamNames) -> String {
    let message = refusal.error(in: names).message
    return switch refusal {
    case .noPlayer, .alreadyThere, .alreadyInMatch: "\(message); 'list' shows who plays where"
    case .lastOfTeam: "\(message); type 'swap N M' to exchange two players instead"
    case .samePlace: "\(message); swap players of different teams, or of a team and the Bench"
    case .samePlayer: "\(message); give two different numbers"
    case .notPlaying:
      "\(message); type 'sub OUT IN' with a player who plays, then one from the Bench"
    case .notOnBench:
      "\(message); only a Bench player comes on: type 'swap N M' to exchange two players"
    }
  }
}
