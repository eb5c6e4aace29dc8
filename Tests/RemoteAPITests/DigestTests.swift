import Testing

@testable import RemoteAPI

@Suite("SHA-256 of passwords (OpenSSL)")
struct DigestTests {
  @Test(
    "known vectors, lower-case hex",
    arguments: [
      ("password", "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8"),
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ])
  func knownVectors(input: String, expected: String) throws {
    #expect(try Digest.sha256Hex(input) == expected)
  }

  @Test("the UTF-8 bytes of the text are hashed")
  func unicode() throws {
    #expect(
      try Digest.sha256Hex("\u{E9}")
        == "4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c")
  }
}
