/// The line-up rules: who may move, swap, come on or join, and what the gather keeps.
///
/// - `a N`, `b N`, `bench N` move a player; a team keeps at least one player.
/// - `swap N M` exchanges the places of two players who are not in the same place.
/// - `sub OUT IN`: OUT plays, IN is on the Bench; IN takes OUT's team, OUT goes to the Bench.
/// - A latecomer joins a team or the Bench with the next free number.
///
/// After kick-off (the timer started, or a goal or a change is logged) each change is
/// logged with the match minute; a substitution always is. Before it, a change only
/// corrects the starting line-up.
extension Match {
  /// Why `change(_:at:)` would refuse `request`, or `nil` when it can be made.
  public func refusal(of request: LineUpRequest) -> LineUpRefusal? {
    do {
      _ = try planned(request)
      return nil
    } catch {
      return error
    }
  }

  /// Makes `request` and returns the changes it made (logged only after kick-off, or a
  /// substitution), or says why it is refused.
  @discardableResult
  public mutating func change(_ request: LineUpRequest, at now: Duration) throws(LineUpRefusal)
    -> [LineUpChange]
  {
    let places = try planned(request)
    let minute = minute(at: now)
    let ids = lineUp.map(\.player.id)
    let made: [LineUpChange]
    if case .substitute = request {
      made = [
        LineUpChange(
          playerID: ids[places[1].index], from: .bench, to: places[1].team,
          replacedID: ids[places[0].index], minute: minute)
      ]
    } else {
      made = places.map {
        LineUpChange(
          playerID: ids[$0.index], from: lineUp[$0.index].team, to: $0.team, minute: minute)
      }
    }
    place(places, logging: hasKickedOff || made.contains(where: \.isSubstitution) ? made : [])
    return made
  }

  /// `change(_:at:)` for a caller that asked `refusal(of:)` first: a refusal comes as the
  /// error that says what is wrong (with the teams' names).
  @discardableResult
  public mutating func changeLineUp(_ request: LineUpRequest, at now: Duration)
    throws(FootballGatherError) -> [LineUpChange]
  {
    do {
      return try change(request, at: now)
    } catch {
      throw error.error(in: teamNames)
    }
  }

  /// Whether the match has kicked off: the timer started, or a goal or a change is logged.
  public var hasKickedOff: Bool { timer.hasStarted || !goals.isEmpty || !changes.isEmpty }

  /// Why `join(_:to:at:)` would refuse `player`, or `nil`.
  public func joinRefusal(of player: Player) -> LineUpRefusal? {
    guard let index = lineUp.firstIndex(where: { $0.player.id == player.id }) else { return nil }
    return .alreadyInMatch(player: player.name, number: numbers[index])
  }

  /// A latecomer joins `team` (or the Bench) with the next free number, returned with the
  /// change (logged after kick-off).
  public mutating func join(_ player: Player, to team: Team, at now: Duration)
    throws(LineUpRefusal) -> (number: Int, change: LineUpChange)
  {
    if let refusal = joinRefusal(of: player) { throw refusal }
    let number = (numbers.max() ?? 0) + 1
    let change = LineUpChange(playerID: player.id, from: nil, to: team, minute: minute(at: now))
    place(
      [], joining: GatherPlayer(player: player, team: team, number: number),
      logging: hasKickedOff ? [change] : [])
    return (number, change)
  }

  /// `join(_:to:at:)` for a caller that asked `joinRefusal(of:)` first: a refusal comes as
  /// the error that says what is wrong.
  public mutating func joinLate(_ player: Player, to team: Team, at now: Duration)
    throws(FootballGatherError) -> (number: Int, change: LineUpChange)
  {
    do {
      return try join(player, to: team, at: now)
    } catch {
      throw error.error(in: teamNames)
    }
  }

  /// The indices of `lineUp` that `request` moves, each with its new place, or the refusal.
  private func planned(_ request: LineUpRequest) throws(LineUpRefusal) -> [(index: Int, team: Team)]
  {
    switch request {
    case .move(let number, let team):
      let index = try index(of: number)
      let (name, now) = (lineUp[index].player.name, lineUp[index].team ?? .bench)
      guard now != team else { throw .alreadyThere(player: name, team: team) }
      if now != .bench,
        !lineUp.contains(where: { $0.team == now && $0.player.id != lineUp[index].player.id })
      {
        throw .lastOfTeam(player: name, team: now)
      }
      return [(index, team)]
    case .swap(let first, let second):
      guard first != second else { throw .samePlayer(number: first) }
      let (one, two) = (try index(of: first), try index(of: second))
      let (teamOne, teamTwo) = (lineUp[one].team ?? .bench, lineUp[two].team ?? .bench)
      guard teamOne != teamTwo else {
        throw .samePlace(
          first: lineUp[one].player.name, second: lineUp[two].player.name, team: teamOne)
      }
      return [(one, teamTwo), (two, teamOne)]
    case .substitute(let off, let on):
      guard off != on else { throw .samePlayer(number: off) }
      let (out, into) = (try index(of: off), try index(of: on))
      let team = lineUp[out].team ?? .bench
      guard team != .bench else { throw .notPlaying(player: lineUp[out].player.name) }
      let onTeam = lineUp[into].team ?? .bench
      guard onTeam == .bench else {
        throw .notOnBench(player: lineUp[into].player.name, team: onTeam)
      }
      return [(out, .bench), (into, team)]
    }
  }

  private func index(of number: Int) throws(LineUpRefusal) -> Int {
    guard let index = numbers.firstIndex(of: number) else { throw .noPlayer(number: number) }
    return index
  }
}
