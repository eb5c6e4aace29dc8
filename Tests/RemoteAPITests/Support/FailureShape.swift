import Foundation
import RemoteAPI
import Testing

/// One way a call can fail, and what `allPlayers()` must then report.
struct FailureShape: Sendable, CustomTestStringConvertible {
  let name: String
  let respond: StubTransport.Responder
  /// The message a user sees after `error: ` when loading the players.
  let message: String

  var testDescription: String { name }

  static let all: [FailureShape] = [
    FailureShape(
      name: "server unreachable", respond: { _ in throw TransportError.cannotConnect },
      message: "the server request failed: nothing answers at http://gather.test:8080; "
        + "check the server address and that it runs"),
    FailureShape(
      name: "timeout", respond: { _ in throw TransportError.timedOut(seconds: 10) },
      message: "the server request failed: no answer from http://gather.test:8080 within 10 "
        + "seconds while loading "
        + "your players; try again later"),
    FailureShape(
      name: "connection lost", respond: { _ in throw TransportError.connectionLost },
      message: "the server request failed: the connection broke while loading your "
        + "players; try again"),
    FailureShape(
      name: "401", respond: { _ in .status(401) },
      message: "your session has expired; log in again"),
    FailureShape(
      name: "404 on a list", respond: { _ in .status(404) },
      message: "the server request failed: the server gave an unexpected answer "
        + "(status 404) while loading your players"),
    FailureShape(
      name: "205 instead of 200", respond: { _ in .json("[]", status: 205) },
      message: "the server request failed: the server gave an unexpected answer "
        + "(status 205) while loading your players"),
    FailureShape(
      name: "500", respond: { _ in .status(500) },
      message: "the server request failed: the server failed (status 500) while loading "
        + "your players; try again later"),
    FailureShape(
      name: "503", respond: { _ in .status(503) },
      message: "the server request failed: the server failed (status 503) while loading "
        + "your players; try again later"),
    FailureShape(
      name: "200 with an empty body", respond: { _ in .status(200) },
      message: "the server request failed: the server sent an empty answer while "
        + "loading your players"),
    FailureShape(
      name: "200 with MALFORMED_MODEL_ERROR", respond: { _ in .json("MALFORMED_MODEL_ERROR") },
      message: "the server request failed: the server sent an answer that could not be "
        + "read while loading your players"),
    FailureShape(
      name: "200 with the wrong JSON", respond: { _ in .json(#"{"id": 1}"#) },
      message: "the server request failed: the server sent an answer that could not be "
        + "read while loading your players"),
  ]
}
