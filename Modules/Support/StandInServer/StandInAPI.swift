import Foundation
import Synchronization

/// The web service's routes over in-memory state, as `../shared/api/footballgather-ws.md`
/// describes them: users and tokens, players, gathers and who played in them.
final class StandInAPI: Sendable {
  let state = Mutex(StandInState())

  /// Answers one request and logs it as `METHOD /path`.
  func respond(to request: StandInRequest) -> StandInResponse {
    state.withLock { state in
      state.requestLog.append("\(request.method) \(request.path)")
      return route(request, in: &state)
    }
  }

  private func route(_ request: StandInRequest, in state: inout StandInState) -> StandInResponse {
    let parts = request.pathComponents
    guard parts.count >= 2, parts[0] == "api" else { return .status(404) }
    let rest = Array(parts.dropFirst(2))
    switch parts[1] {
    case "users":
      return users(request, rest, &state)
    case "players", "gathers":
      guard let owner = bearerOwner(of: request, in: state) else { return .status(401) }
      return parts[1] == "players"
        ? players(request, rest, owner, &state) : gathers(request, rest, owner, &state)
    default:
      return .status(404)
    }
  }

  /// The account whose token the request carries in `Authorization: Bearer <token>`.
  func bearerOwner(of request: StandInRequest, in state: StandInState) -> UUID? {
    guard let value = request.header("Authorization"), value.hasPrefix("Bearer ") else {
      return nil
    }
    return state.tokens[String(value.dropFirst("Bearer ".count))]
  }

  /// Decodes a JSON body; `nil` when it is missing or malformed.
  func decode<T: Decodable>(_ type: T.Type, from request: StandInRequest) -> T? {
    try? JSONDecoder().decode(type, from: request.body)
  }
}
