import CCrypt
import Domain

/// bcrypt (`$2b$`) through libxcrypt's thread-safe `crypt_gensalt_rn` and `crypt_rn`.
public struct BcryptPasswordHasher: PasswordHasher {
  /// bcrypt reads at most this many bytes of a password; longer ones are refused rather
  /// than silently cut.
  public static let maximumPasswordBytes = 72

  /// The work factor: each step doubles the time a hash takes (4...31).
  public let cost: Int

  /// - Parameter cost: bcrypt's log2 work factor, clamped to 4...31. 10 suits people
  ///   logging in; 4 keeps tests fast.
  public init(cost: Int = 10) {
    self.cost = min(max(cost, 4), 31)
  }

  public func hash(_ password: String) throws(FootballGatherError) -> String {
    try checkAcceptable(password)
    var buffer = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
    let setting = buffer.withUnsafeMutableBufferPointer { buffer in
      crypt_gensalt_rn("$2b$", UInt(cost), nil, 0, buffer.baseAddress, Int32(buffer.count))
        .map { String(cString: $0) }
    }
    guard let setting else { throw .storage("cannot generate a salt") }
    guard let hash = CryptArea.crypt(password, setting: setting) else {
      throw .storage("cannot hash the password")
    }
    return hash
  }

  public func verify(_ password: String, against hash: String) -> Bool {
    guard (try? checkAcceptable(password)) != nil, hash.hasPrefix("$2") else { return false }
    guard let computed = CryptArea.crypt(password, setting: hash) else { return false }
    return ConstantTime.equal(Array(computed.utf8), Array(hash.utf8))
  }

  private func checkAcceptable(_ password: String) throws(FootballGatherError) {
    guard !password.utf8.contains(0) else {
      throw .invalidInput("the password cannot contain a NUL character; type another password")
    }
    guard password.utf8.count <= Self.maximumPasswordBytes else {
      throw .invalidInput(
        "the password is longer than \(Self.maximumPasswordBytes) bytes; type a shorter one")
    }
  }
}
