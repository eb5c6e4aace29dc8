import Domain
import Foundation
import TestSupport
import Testing

@testable import LocalStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Under a permissive umask: see `ProcessFileSafetyTests` (a child process, so the
/// umask of the test process is never changed).
@Suite("Only the owner can read the store's files")
struct FileModeTests {
  private func mode(of path: String) throws -> mode_t {
    var status = stat()
    try #require(stat(path, &status) == 0, "\(path) does not exist")
    return status.st_mode & 0o777
  }

  @Test("a new data folder is 0700 and the database with its -wal and -shm files 0600")
  func newFilesArePrivate() async throws {
    let directory = try TemporaryDirectory(prefix: "filemode-tests")
    defer { directory.remove() }
    let path = directory.path("data/nested/footballgather.sqlite")
    let store = try StoreFixture.openStore(at: path)
    _ = try await store.auth.register(Credentials(username: "ann", password: "pw12345678"))
    #expect(try mode(of: directory.path("data")) == 0o700)
    #expect(try mode(of: directory.path("data/nested")) == 0o700)
    #expect(try mode(of: path) == 0o600)
    #expect(try mode(of: path + "-wal") == 0o600)
    #expect(try mode(of: path + "-shm") == 0o600)
  }

  @Test("an existing database readable by others is narrowed to 0600 when opened")
  func existingFileIsNarrowed() throws {
    let directory = try TemporaryDirectory(prefix: "filemode-old")
    defer { directory.remove() }
    let path = directory.path("old.sqlite")
    do { _ = try StoreFixture.openStore(at: path) }
    #expect(chmod(path, 0o644) == 0)
    _ = try StoreFixture.openStore(at: path)
    #expect(try mode(of: path) == 0o600)
  }
}
