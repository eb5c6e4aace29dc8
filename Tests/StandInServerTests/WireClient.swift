import Foundation
import StandInServer
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A bare HTTP client over URLSession, to talk to the stand-in without the app's client.
struct WireClient {
  struct Answer {
    var status: Int
    var headers: [String: String]
    var body: Data

    func json() throws -> Any { try JSONSerialization.jsonObject(with: body) }
  }

  let baseURL: URL
  var token: String?
  private let session = URLSession(configuration: .ephemeral)

  init(_ server: StandInServer, token: String? = nil) {
    baseURL = server.baseURL
    self.token = token
  }

  func call(
    _ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:]
  ) async throws -> Answer {
    var request = URLRequest(url: baseURL.appendingPathComponent(path), timeoutInterval: 10)
    request.httpMethod = method
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    if let json {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(json.utf8)
    }
    let (data, response) = try await session.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var fields: [String: String] = [:]
    for case (let name as String, let value as String) in http.allHeaderFields {
      fields[name.lowercased()] = value
    }
    return Answer(status: http.statusCode, headers: fields, body: data)
  }

  /// Registers and logs in; returns a client that sends the new token.
  func signedUp(as username: String, password: String = "secret") async throws -> WireClient {
    let registered = try await call(
      "POST", "/api/users", json: #"{"username":"\#(username)","password":"\#(password)"}"#)
    #expect(registered.status == 201)
    let basic = Data("\(username):\(password)".utf8).base64EncodedString()
    let login = try await call(
      "POST", "/api/users/login", headers: ["Authorization": "Basic \(basic)"])
    let object = try #require(try login.json() as? [String: Any])
    var client = self
    client.token = try #require(object["token"] as? String)
    return client
  }
}

extension StandInServer {
  /// Runs `body` against a server started for it alone; stops the server after, also when
  /// `body` throws.
  static func running(_ body: (StandInServer) async throws -> Void) async throws {
    let server = try start()
    defer { server.stop() }
    try await body(server)
  }

  /// The same with `username` signed up: `body` gets the server and a client that sends
  /// their token.
  static func running(
    signedUp username: String, _ body: (StandInServer, WireClient) async throws -> Void
  ) async throws {
    try await running { server in
      try await body(server, try await WireClient(server).signedUp(as: username))
    }
  }
}
