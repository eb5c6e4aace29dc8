import Foundation

extension StandInAPI {
  func players(
    _ request: StandInRequest, _ rest: [String], _ owner: UUID, _ state: inout StandInState
  ) -> StandInResponse {
    if rest.isEmpty {
      switch request.method {
      case "GET":
        return .json(ownPlayers(of: owner, in: state))
      case "POST":
        guard let fields = decode(PlayerFields.self, from: request), fields.isValid else {
          return .status(400)
        }
        let id = state.nextPlayerID
        state.nextPlayerID += 1
        state.players.append(StandInState.PlayerRecord(id: id, owner: owner, fields: fields))
        return .created(location: "/api/players/\(id)")
      default:
        return .status(404)
      }
    }
    guard rest.count <= 2, rest.count == 1 || rest[1] == "gathers" else { return .status(404) }
    guard let id = PathID.integer(rest[0]) else { return .status(400) }
    guard state.ownedPlayer(id, by: owner) != nil else { return .status(404) }
    switch (request.method, rest.count) {
    case ("PUT", 1):
      guard let fields = decode(PlayerFields.self, from: request), fields.isValid else {
        return .status(400)
      }
      if let index = state.players.firstIndex(where: { $0.id == id }) {
        state.players[index].fields = fields
      }
      return .status(204)
    case ("DELETE", 1):
      state.players.removeAll { $0.id == id }
      state.memberships.removeAll { $0.player == id }
      return .status(204)
    case ("GET", 2):
      let gatherIDs = Set(state.memberships.filter { $0.player == id }.map(\.gather))
      return .json(state.gathers.filter { gatherIDs.contains($0.id) }.map(GatherJSON.init))
    default:
      return .status(404)
    }
  }

  func ownPlayers(of owner: UUID, in state: StandInState) -> [PlayerJSON] {
    state.players.filter { $0.owner == owner }.map { PlayerJSON(id: $0.id, fields: $0.fields) }
  }
}
