import Foundation

extension StandInAPI {
  private struct Registration: Decodable {
    var username: String
    var password: String
  }

  private struct LoginAnswer: Encodable {
    var token: String
    var userID: UUID
  }

  private struct PublicUser: Encodable {
    var id: UUID
    var username: String
  }

  func users(
    _ request: StandInRequest, _ rest: [String], _ state: inout StandInState
  ) -> StandInResponse {
    switch (request.method, rest.count) {
    case ("POST", 0):
      guard let body = decode(Registration.self, from: request) else { return .status(400) }
      // The real server fails on the database's unique constraint: 500, not a 4xx.
      guard !state.accounts.contains(where: { $0.username == body.username }) else {
        return .status(500)
      }
      let account = StandInState.Account(
        id: UUID(), username: body.username, password: body.password)
      state.accounts.append(account)
      return .created(location: "/api/users/\(account.id.uuidString)")
    case ("POST", 1) where rest[0] == "login":
      return logIn(request, &state)
    case ("DELETE", 0):
      guard let owner = bearerOwner(of: request, in: state) else { return .status(401) }
      state.removeAccount(owner)
      return .status(204)
    case ("GET", 0):
      return .json(state.accounts.map { PublicUser(id: $0.id, username: $0.username) })
    case ("GET", 1):
      guard let id = PathID.uuid(rest[0]) else { return .status(400) }
      guard let account = state.accounts.first(where: { $0.id == id }) else {
        return .status(404)
      }
      return .json(PublicUser(id: account.id, username: account.username))
    default:
      return .status(404)
    }
  }

  private func logIn(_ request: StandInRequest, _ state: inout StandInState) -> StandInResponse {
    guard let value = request.header("Authorization"), value.hasPrefix("Basic "),
      let decoded = Data(base64Encoded: String(value.dropFirst("Basic ".count))),
      let pair = String(data: decoded, encoding: .utf8),
      let colon = pair.firstIndex(of: ":")
    else { return .status(401) }
    let username = String(pair[..<colon])
    let password = String(pair[pair.index(after: colon)...])
    guard
      let account = state.accounts.first(where: {
        $0.username == username && $0.password == password
      })
    else { return .status(401) }
    let token = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    state.tokens[token] = account.id
    return .json(LoginAnswer(token: token, userID: account.id))
  }
}
