import Foundation

extension StandInAPI {
  private struct GatherFields: Decodable {
    var score: String?
    var winnerTeam: String?
  }

  private struct TeamField: Decodable {
    var team: String
  }

  func gathers(
    _ request: StandInRequest, _ rest: [String], _ owner: UUID, _ state: inout StandInState
  ) -> StandInResponse {
    if rest.isEmpty {
      switch request.method {
      case "GET":
        return .json(state.gathers.filter { $0.owner == owner }.map(GatherJSON.init))
      case "POST":
        guard let fields = decode(GatherFields.self, from: request) else { return .status(400) }
        let record = StandInState.GatherRecord(
          id: UUID(), owner: owner, score: fields.score, winnerTeam: fields.winnerTeam)
        state.gathers.append(record)
        return .created(location: "/api/gathers/\(record.id.uuidString)")
      default:
        return .status(404)
      }
    }
    guard rest.count <= 3, rest.count == 1 || rest[1] == "players" else { return .status(404) }
    guard let id = PathID.uuid(rest[0]) else { return .status(400) }
    guard let index = state.ownedGatherIndex(id, by: owner) else { return .status(404) }
    switch (request.method, rest.count) {
    case ("PUT", 1):
      guard let fields = decode(GatherFields.self, from: request),
        let score = fields.score, let winner = fields.winnerTeam
      else { return .status(400) }
      state.gathers[index].score = score
      state.gathers[index].winnerTeam = winner
      return .status(204)
    case ("DELETE", 1):
      state.gathers.remove(at: index)
      state.memberships.removeAll { $0.gather == id }
      return .status(204)
    case ("GET", 2):
      let playerIDs = Set(state.memberships.filter { $0.gather == id }.map(\.player))
      return .json(ownPlayers(of: owner, in: state).filter { playerIDs.contains($0.id) })
    case ("POST", 3):
      return addPlayer(request, rest[2], to: id, owner, &state)
    default:
      return .status(404)
    }
  }

  private func addPlayer(
    _ request: StandInRequest, _ playerText: String, to gather: UUID, _ owner: UUID,
    _ state: inout StandInState
  ) -> StandInResponse {
    guard let playerID = PathID.integer(playerText) else { return .status(400) }
    guard state.ownedPlayer(playerID, by: owner) != nil else { return .status(404) }
    guard let body = decode(TeamField.self, from: request) else { return .status(400) }
    state.memberships.append(
      StandInState.Membership(gather: gather, player: playerID, team: body.team))
    return .status(200)
  }
}
