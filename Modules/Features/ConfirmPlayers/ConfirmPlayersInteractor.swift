import Domain

/// The ConfirmPlayers use cases: balance the teams and start the gather.
struct ConfirmPlayersInteractor: ConfirmPlayersInteracting {
  private let gatherService: any GatherService
  private let balancer: TeamBalancer
  private let makeSeed: @Sendable () -> UInt64

  /// - Parameter makeSeed: picks a seed when the user gives none (random in the app,
  ///   fixed in tests).
  init(
    gatherService: any GatherService, balancer: TeamBalancer = TeamBalancer(),
    makeSeed: @escaping @Sendable () -> UInt64
  ) {
    self.gatherService = gatherService
    self.balancer = balancer
    self.makeSeed = makeSeed
  }

  func move(_ players: [Player], to team: Team, in sheet: TeamSheet) -> TeamSheet {
    var moved = sheet
    moved.move(players, to: team)
    return moved
  }

  func adding(_ rule: TeamRule, to constraints: TeamConstraints) throws(FootballGatherError)
    -> TeamConstraints
  {
    var changed = constraints
    try changed.add(rule)
    return changed
  }

  func balance(_ sheet: TeamSheet, constraints: TeamConstraints, seed: UInt64?)
    throws(FootballGatherError) -> (sheet: TeamSheet, seed: UInt64)
  {
    let seed = seed ?? makeSeed()
    var balanced = sheet
    balanced.apply(try balancer.split(sheet.players, constraints: constraints, seed: seed))
    return (balanced, seed)
  }

  func startGather(with sheet: TeamSheet) async throws(FootballGatherError) -> Gather {
    if let problem = sheet.startProblem { throw .invalidInput(problem) }
    do {
      return try await gatherService.createGather(players: sheet.lineUp)
    } catch {
      throw .wrapping(error)
    }
  }
}
