import Domain

/// The sentences about line-up changes and their refusals, as every pattern prints them.
extension GatherText {
  /// The match screen after a change: the whole screen while it lists every player, else
  /// only the timer line (`GatherContent.listsTeams` false): what changed was said, and
  /// `list` and `more` show the teams (`LineUpWindow.listsWhole`).
  public static func update(of status: MatchStatus) -> GatherContent {
    update(of: MatchFacts(status))
  }

  /// The match screen of `facts` after a change, as `update(of:)` shows it.
  public static func update(of facts: MatchFacts) -> GatherContent {
    var content = content(of: facts)
    content.listsTeams = LineUpWindow.listsWhole(facts)
    return content
  }

  /// What `more` says once every section is listed to its end.
  public static let endOfLineUp = "That is the end of the line-up; 'list' starts again."

  /// "Line-up: 12' Cy on for Dee (Team B)." or, before kick-off, "Line-up: Ann to Team B
  /// (from Team A)."
  public static func lineUpChanged(_ changes: [LineUpChange], in match: Match) -> String {
    lineUpChanged(changes, in: MatchFacts(MatchStatus(match: match, remaining: .zero)))
  }

  /// The line-up changes in the match of `facts`, as `lineUpChanged(_:in:)` words them.
  public static func lineUpChanged(_ changes: [LineUpChange], in facts: MatchFacts) -> String {
    "Line-up: " + changes.map { changeLine($0, in: facts) }.joined(separator: "; ") + "."
  }

  /// "12' Cy on for Dee (Team B)", "Ann to the Bench (from Team A)", "30' Fay joins Team A".
  public static func changeLine(_ change: LineUpChange, in match: Match) -> String {
    changeLine(change, in: MatchFacts(MatchStatus(match: match, remaining: .zero)))
  }

  /// One line-up change in the match of `facts`.
  public static func changeLine(_ change: LineUpChange, in facts: MatchFacts) -> String {
    let name = { (id: Player.ID) in
      facts.places.first { $0.id == id }?.name ?? "player \(id)"
    }
    let place = { (team: Team) in
      team == .bench ? "the Bench" : facts.teamNames.name(of: team)
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

/// The sentences about a latecomer (`add NAME|N`).
extension GatherText {
  /// "Line-up: 7' Fay joins Team A as number 5." or, on the Bench, "... as number 5;
  /// 'sub N 5' brings them on."
  public static func joined(_ change: LineUpChange, number: Int, in match: Match) -> String {
    joined(change, number: number, in: MatchFacts(MatchStatus(match: match, remaining: .zero)))
  }

  /// A latecomer's arrival in the match of `facts`, as `joined(_:number:in:)` words it.
  public static func joined(_ change: LineUpChange, number: Int, in facts: MatchFacts) -> String {
    "Line-up: \(changeLine(change, in: facts)) as number \(number)"
      + (change.to == .bench ? "; 'sub N \(number)' brings them on." : ".")
  }

  /// "2 players on the roster fit 'an': 3 Ann, 7 Anna; type 'add N' with the number the
  /// player list gives".
  public static func severalFit(_ text: String, _ found: PlayerMatches) -> String {
    let listed = found.matches.prefix(5).map { "\($0.position + 1) \($0.player.name)" }
    let more = found.total > listed.count ? ", and \(found.total - listed.count) more" : ""
    return "\(found.total) players on the roster fit '\(text)': "
      + listed.joined(separator: ", ") + more
      + "; type 'add N' with the number the player list gives"
  }

  /// "Fay is not on the roster. Add Fay to the roster as a guest, and to this match?"
  public static func guestQuestion(_ name: String) -> String {
    "\(name) is not on the roster. Add \(name) to the roster as a guest, and to this match?"
  }

  public static let nobodyAdded = "Nobody was added."
}
