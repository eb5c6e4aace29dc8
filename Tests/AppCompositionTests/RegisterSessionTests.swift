import AppComposition
import Domain
import Foundation
import RemoteAPI
import StandInServer
import TestSupport
import Testing

/// `register` checks the username before it asks for any password, locally and against
/// the web service; when it cannot tell, it says so in one line and asks nothing.
@MainActor
@Suite
struct RegisterSessionTests {
  @Test func aTakenUsernameIsRefusedBeforeThePasswordQuestions() async throws {
    let app = try await AppHarness.seeded(players: [])
    defer { app.directory.remove() }
    let run = await app.run(["register coach", "register", "coach", "quit"])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        """
        login> register coach
        error: the username 'coach' is taken; choose another one
        login> register
        Username: coach
        error: the username 'coach' is taken; choose another one
        login> quit
        """))
    #expect(!run.output.contains("Password"))
  }

  @Test func aFreeUsernameOnTheServerGoesOnToThePasswords() async throws {
    let remote = try RemoteApp.started()
    defer { remote.stop() }
    _ = await remote.run(["register ana", "password1", "password1", "logout", "quit"])
    let run = await remote.run(["register ana", "register bob", "password1", "password1"])
    #expect(
      run.output.contains(
        "login> register ana\nerror: the username 'ana' is taken; choose another one\n"))
    #expect(run.output.contains("Registered bob. Welcome!"))
  }

  @Test func aServerThatDoesNotAnswerIsOneLineAndNoPasswordQuestion() async throws {
    let (address, run) = try await RemoteApp.runAgainstAClosedPort(
      ["register ana", "password1", "quit"])
    #expect(
      run.output.contains(
        """
        login> register ana
        error: the server request failed: nothing answers at \(address); check the server address and that it runs
        login> password1
        """))
    #expect(!run.output.contains("Password ("))
  }

  @Test func aUsernameTakenWhileThePasswordsAreTypedIsRefusedAtTheEnd() async throws {
    let remote = try RemoteApp.started()
    defer { remote.stop() }
    let app = remote.app
    let other = RemoteBackend(
      baseURL: remote.server.baseURL,
      tokens: FileTokenStore(directory: URL(fileURLWithPath: app.directory.path("other"))),
      cache: FileGatherMetadataCache(directory: URL(fileURLWithPath: app.directory.path("other"))))
    // Another client registers `ana` after the check, while this one types the passwords.
    let input = RemoteSecondClientTests.InterleavedInput(
      ["register ana", "password1", "password1", "quit"], before: "password1"
    ) {
      _ = try await other.auth.register(Credentials(username: "ana", password: "other-pw"))
    }
    let output = RecordingOutput()
    let session = FootballGatherApp(
      environment: remote.environment, homeDirectory: app.directory.path("home"), input: input,
      output: output, errorOutput: RecordingOutput(), passwordHasher: app.hasher)
    let status = await session.run(arguments: remote.arguments)
    #expect(status == 0)
    #expect(
      output.text.contains(
        "Repeat password: \nerror: the username 'ana' is taken; choose another one\nlogin> quit"))
  }
}
