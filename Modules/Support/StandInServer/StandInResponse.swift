import Foundation

/// One HTTP response the stand-in server sends.
public struct StandInResponse: Sendable, Hashable {
  public var status: Int
  /// Extra header fields; `Content-Length` and `Connection` are added when sending.
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A response without a body.
  public static func status(_ status: Int) -> StandInResponse { StandInResponse(status: status) }

  /// `201 Created` with an empty body and a `Location` header, as the web service answers.
  public static func created(location: String) -> StandInResponse {
    StandInResponse(status: 201, headers: ["Location": location])
  }

  /// A JSON body (`Content-Type: application/json`).
  public static func json(_ value: some Encodable, status: Int = 200) -> StandInResponse {
    let body = (try? JSONEncoder().encode(value)) ?? Data()
    return StandInResponse(
      status: status, headers: ["Content-Type": "application/json"], body: body)
  }
}
