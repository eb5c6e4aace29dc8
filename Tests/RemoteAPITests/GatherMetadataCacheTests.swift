import Domain
import Foundation
import RemoteAPI
import TestSupport
import Testing

@Suite("Gather cache: dates and teams the server does not keep")
struct GatherMetadataCacheTests {
  static let server = URL(string: "http://127.0.0.1:8080")!
  static let gather = UUID(uuidString: "A0B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D")!

  @Test("what is saved is read back exactly, per server, from a 0600 file")
  func roundTrip() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = FileGatherMetadataCache(directory: folder.url)
    let metadata = GatherMetadata(
      createdAt: Date(timeIntervalSince1970: 1_700_000_000.123_456),
      endedAt: Date(timeIntervalSince1970: 1_700_003_600.5), teams: [1: .teamA, 12: .teamB],
      names: [1: "Ann", 12: "Bob"])

    try cache.save(metadata, for: Self.gather, server: Self.server)

    #expect(try cache.metadata(for: Self.server) == [Self.gather: metadata])
    #expect(try cache.metadata(for: URL(string: "http://127.0.0.1:9090")!).isEmpty)
    #expect(permissions(of: cache.fileURL(for: Self.server)) == 0o600)
    let text = try String(contentsOf: cache.fileURL(for: Self.server), encoding: .utf8)
    #expect(text.contains(#""12" : "Team B""#))
    try cache.remove(Self.gather, server: Self.server)
    #expect(try cache.metadata(for: Self.server).isEmpty)
  }

  @Test("a damaged file is never overwritten, and history still lists with unknown dates")
  func damagedFile() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = FileGatherMetadataCache(directory: folder.url)
    let damaged = Data("{\"version\":".utf8)
    try damaged.write(to: cache.fileURL(for: Self.server))
    let backend = RemoteBackend(
      baseURL: Self.server,
      transport: StubTransport { request in
        request.url.path == "/api/gathers"
          ? .json(#"[{"id":"\#(Self.gather)","score":"1-0","winnerTeam":"Team A"}]"#)
          : .json("[]")
      }, tokens: FileTokenStore(directory: folder.url), cache: cache)
    let session = AuthSession(user: User(id: UUID(), username: "ana"), token: "t")

    #expect(throws: (any Error).self) {
      try cache.save(GatherMetadata(), for: Self.gather, server: Self.server)
    }
    let gathers = try await backend.gathers(for: session).allGathers()

    #expect(gathers == [Gather(id: Self.gather, score: Score(teamA: 1, teamB: 0))])
    #expect(try Data(contentsOf: cache.fileURL(for: Self.server)) == damaged)
  }
}
