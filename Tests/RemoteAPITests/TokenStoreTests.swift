import Domain
import Foundation
import RemoteAPI
import TestSupport
import Testing

@Suite("Token store: one private file per server")
struct TokenStoreTests {
  static let session = AuthSession(
    user: User(id: UUID(uuidString: "6F1C7E0A-0000-4000-8000-000000000001")!, username: "john"),
    token: "abcdefghijklmnopqrstuvwx")

  /// Runs `body` with a store over a fresh folder (`subfolder` of it, if given) and that
  /// folder; removes the fresh folder after.
  private func withStore(
    in subfolder: String? = nil, _ body: (FileTokenStore, URL) async throws -> Void
  ) async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let directory = subfolder.map { folder.url.appendingPathComponent($0) } ?? folder.url
    try await body(FileTokenStore(directory: directory), directory)
  }

  @Test("a saved session is read back from a 0600 file in a 0700 folder")
  func saveAndRead() async throws {
    try await withStore(in: "footballgather") { store, directory in
      let server = URL(string: "http://127.0.0.1:8080")!

      try store.save(Self.session, for: server)

      #expect(try store.session(for: server) == Self.session)
      let file = store.fileURL(for: server)
      #expect(file.deletingLastPathComponent().path == directory.path)
      // Stable across runs and machines, so a session survives a restart.
      #expect(file.lastPathComponent == "session-127.0.0.1-8080-75327da3b04bcbf2.json")
      #expect(permissions(of: file) == 0o600)
      #expect(permissions(of: directory) == 0o700)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
    }
  }

  @Test("each server has its own file; the same server written differently shares one")
  func perServer() async throws {
    try await withStore { store, _ in
      let first = URL(string: "http://127.0.0.1:8080")!
      let second = URL(string: "http://127.0.0.1:9090")!

      try store.save(Self.session, for: first)

      #expect(try store.session(for: second) == nil)
      #expect(
        store.fileURL(for: URL(string: "HTTP://127.0.0.1:8080/")!) == store.fileURL(for: first))
      #expect(
        store.fileURL(for: URL(string: "https://127.0.0.1:8080")!) != store.fileURL(for: first))
      try store.removeSession(for: first)
      try store.removeSession(for: first)
      #expect(try store.session(for: first) == nil)
    }
  }

  @Test("saving over a file others could read leaves it readable by the user only")
  func tightensMode() async throws {
    try await withStore { store, _ in
      let server = URL(string: "http://example.test")!
      let file = store.fileURL(for: server)
      #expect(
        FileManager.default.createFile(
          atPath: file.path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0o644]))
      #expect(permissions(of: file) == 0o644)

      try store.save(Self.session, for: server)

      #expect(permissions(of: file) == 0o600)
    }
  }

  @Test("a damaged file is an error for the store and no session for the backend")
  func damagedFile() async throws {
    try await withStore { store, folder in
      let server = URL(string: "http://example.test")!
      try Data("not json".utf8).write(to: store.fileURL(for: server))
      let backend = RemoteBackend(
        baseURL: server, transport: StubTransport(always: .status(500)), tokens: store,
        cache: FileGatherMetadataCache(directory: folder))

      #expect(throws: (any Error).self) { try store.session(for: server) }
      #expect(await backend.restoredSession() == nil)
    }
  }
}

@Suite("State folder: XDG_STATE_HOME or ~/.local/state")
struct StateDirectoryTests {
  @Test("XDG_STATE_HOME wins when it is an absolute path")
  func xdgStateHome() {
    let url = StateDirectory.resolve(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"])
    #expect(url.path == "/x/state/footballgather")
  }

  @Test(
    "unset, empty or relative XDG_STATE_HOME falls back to ~/.local/state",
    arguments: [nil, "", "relative/state"])
  func fallback(value: String?) {
    var environment = ["HOME": "/home/ana"]
    environment["XDG_STATE_HOME"] = value
    let url = StateDirectory.resolve(environment: environment)
    #expect(url.path == "/home/ana/.local/state/footballgather")
  }
}
