import Domain
import Testing

@testable import LocalStore

@Suite("bcrypt password hasher")
struct BcryptPasswordHasherTests {
  let hasher = BcryptPasswordHasher(cost: 4)

  @Test("a hash is a salted $2b$ string that verifies only its own password")
  func hashesAndVerifies() throws {
    let hash = try hasher.hash("correct horse")
    #expect(hash.hasPrefix("$2b$04$"))
    #expect(hash.count == 60)
    #expect(!hash.contains("correct horse"))
    #expect(hasher.verify("correct horse", against: hash))
    #expect(!hasher.verify("correct horse ", against: hash))
    #expect(!hasher.verify("Correct horse", against: hash))
  }

  @Test("the same password hashes differently each time")
  func saltsEveryHash() throws {
    let first = try hasher.hash("same")
    let second = try hasher.hash("same")
    #expect(first != second)
    #expect(hasher.verify("same", against: first) && hasher.verify("same", against: second))
  }

  @Test("the default cost is 10 and costs are clamped to bcrypt's range")
  func clampsCost() {
    #expect(BcryptPasswordHasher().cost == 10)
    #expect(BcryptPasswordHasher(cost: 1).cost == 4)
    #expect(BcryptPasswordHasher(cost: 99).cost == 31)
  }

  @Test("a malformed or empty hash never verifies", arguments: ["", "*0", "$2b$04$short", "plain"])
  func rejectsMalformedHash(hash: String) {
    #expect(!hasher.verify("plain", against: hash))
  }

  @Test("a password bcrypt would cut short is refused, not truncated")
  func refusesLongPassword() throws {
    let limit = String(repeating: "p", count: BcryptPasswordHasher.maximumPasswordBytes)
    let hash = try hasher.hash(limit)
    #expect(hasher.verify(limit, against: hash))
    #expect(!hasher.verify(limit + "x", against: hash))
    #expect(throws: FootballGatherError.self) { try hasher.hash(limit + "x") }
    #expect(throws: FootballGatherError.self) { try hasher.hash("nul\0inside") }
  }

  @Test("non-ASCII passwords hash and verify")
  func hashesUnicode() throws {
    let hash = try hasher.hash("contraseña ⚽️ كلمة")
    #expect(hasher.verify("contraseña ⚽️ كلمة", against: hash))
    #expect(!hasher.verify("contrasena ⚽️ كلمة", against: hash))
  }

  @Test("the constant-time comparison agrees with ==")
  func comparesBytes() {
    #expect(ConstantTime.equal([1, 2, 3], [1, 2, 3]))
    #expect(!ConstantTime.equal([1, 2, 3], [1, 2, 4]))
    #expect(!ConstantTime.equal([1, 2, 3], [1, 2]))
    #expect(ConstantTime.equal([], []))
  }
}
