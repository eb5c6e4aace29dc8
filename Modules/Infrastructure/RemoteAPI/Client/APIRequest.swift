import Domain
import Foundation

/// One call of the web service, with what the client expects back and how to explain failures.
struct APIRequest: Sendable {
  /// How the request proves who is calling.
  enum Authentication: Sendable, Hashable {
    case none
    /// `Authorization: Basic base64(username:passwordDigest)`, for logging in.
    case basic(username: String, passwordDigest: String)
    /// `Authorization: Bearer <token>` with the session's token.
    case bearer
  }

  var method: HTTPMethod
  /// The API path, e.g. `/api/players/3`.
  var path: String
  var body: Data?
  var authentication: Authentication = .bearer
  /// The only status that counts as success.
  var expectedStatus: Int
  /// What the call does, in words that fit "... while <action>" ("loading your players").
  var action: String
  /// What a `404` means was missing ("player 3"); `nil` when a 404 is not expected.
  var subject: String?
  /// The error a `401` stands for; `.unauthorized` (log in again) unless said otherwise.
  var unauthorizedError: FootballGatherError = .unauthorized
  /// The error a `500` stands for, when it has a known meaning (a taken username).
  var serverErrorMeaning: FootballGatherError?

  /// A request whose body is the JSON encoding of `value`.
  static func json(
    _ method: HTTPMethod, _ path: String, body value: some Encodable, expecting status: Int,
    action: String, subject: String? = nil
  ) throws(FootballGatherError) -> APIRequest {
    let body: Data
    do {
      body = try JSONEncoder().encode(value)
    } catch {
      throw .invalidInput("the request could not be written as JSON: \(error)")
    }
    return APIRequest(
      method: method, path: path, body: body, expectedStatus: status, action: action,
      subject: subject)
  }
}
