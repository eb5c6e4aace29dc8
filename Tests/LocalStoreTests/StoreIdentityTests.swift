import Domain
import Foundation
import Testing

@testable import LocalStore

@Suite("Recognising a Football Gather file")
struct StoreIdentityTests {
  private let ours = Schema.applicationID
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  private func accepts(_ identity: StoreIdentity) -> Bool {
    (try? identity.validate(path: "db", knownVersion: 3, applicationID: ours)) != nil
  }

  @Test("ours up to the known version, or a blank SQLite file, is accepted")
  func accepted() {
    #expect(accepts(StoreIdentity(applicationID: ours, userVersion: 3, hasSchema: true)))
    #expect(accepts(StoreIdentity(applicationID: ours, userVersion: 1, hasSchema: true)))
    #expect(accepts(StoreIdentity(applicationID: 0, userVersion: 0, hasSchema: false)))
  }

  @Test("another id, tables without an id, or a newer version is refused")
  func refused() {
    #expect(!accepts(StoreIdentity(applicationID: 7, userVersion: 0, hasSchema: false)))
    #expect(!accepts(StoreIdentity(applicationID: 0, userVersion: 0, hasSchema: true)))
    #expect(!accepts(StoreIdentity(applicationID: 0, userVersion: 2, hasSchema: false)))
    #expect(!accepts(StoreIdentity(applicationID: ours, userVersion: 4, hasSchema: true)))
  }

  @Test("the header of a new store file already says what SQLite says")
  func readsHeader() throws {
    let header = Array(try Data(contentsOf: URL(fileURLWithPath: fixture.path)).prefix(100))
    let fromHeader = try #require(StoreIdentity(header: header))
    #expect(fromHeader == (try StoreIdentity(reading: fixture.rawConnection())))
    #expect(fromHeader.applicationID == ours)
    #expect(StoreIdentity(header: Array(header.prefix(99))) == nil)
    #expect(StoreIdentity(header: [UInt8](repeating: 0, count: 100)) == nil)
  }
}
