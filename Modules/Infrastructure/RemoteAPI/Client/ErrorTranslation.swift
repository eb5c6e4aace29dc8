import Domain
import Foundation

/// Turns what went wrong on the wire into the one `FootballGatherError` a user sees.
enum ErrorTranslation {
  /// A request that got no response at all.
  static func transportFailure(
    _ error: any Error, while action: String, server: URL
  ) -> FootballGatherError {
    switch error {
    case TransportError.timedOut(let seconds):
      let unit = seconds == 1 ? "second" : "seconds"
      return .network(
        "no answer from \(server.absoluteString) within \(seconds.formatted(.number)) \(unit) "
          + "while \(action); try again later")
    case TransportError.cannotConnect:
      return .network(
        "nothing answers at \(server.absoluteString); check the server address and that it runs")
    case TransportError.connectionLost:
      return .network("the connection broke while \(action); try again")
    case TransportError.failed(let text):
      return .network("\(text) (while \(action))")
    case is CancellationError:
      return .network("the request was cancelled while \(action)")
    default:
      return .network("\(error) (while \(action))")
    }
  }

  /// The error a status stands for; `nil` when it is the expected status.
  static func statusFailure(_ status: Int, for request: APIRequest) -> FootballGatherError? {
    if status == request.expectedStatus { return nil }
    if status == 404, let subject = request.subject { return .notFound(subject) }
    if status == 500, let meaning = request.serverErrorMeaning { return meaning }
    switch status {
    case 401:
      return request.unauthorizedError
    case 500...599:
      return .network(
        "the server failed (status \(status)) while \(request.action); try again later")
    default:
      return .network(
        "the server gave an unexpected answer (status \(status)) while \(request.action)")
    }
  }

  /// The text of an error without the fixed wording its case adds, to build a longer message.
  static func detail(of error: FootballGatherError) -> String {
    switch error {
    case .network(let text), .storage(let text), .invalidInput(let text): text
    default: error.message
    }
  }
}
