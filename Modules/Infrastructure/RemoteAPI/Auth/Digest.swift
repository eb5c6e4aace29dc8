import COpenSSL
import Domain

/// SHA-256 through OpenSSL's libcrypto.
enum Digest {
  /// The lower-case hex SHA-256 of the UTF-8 bytes of `text`.
  ///
  /// This is what the original client sends in place of the typed password, so accounts
  /// are shared with it.
  static func sha256Hex(_ text: String) throws(FootballGatherError) -> String {
    var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    let bytes = Array(text.utf8)
    let result = EVP_Digest(bytes, bytes.count, &digest, &length, EVP_sha256(), nil)
    guard result == 1, length == 32 else {
      throw .storage("the password could not be hashed (OpenSSL's SHA-256 failed)")
    }
    return hex(digest.prefix(Int(length)))
  }

  private static func hex(_ bytes: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef")
    var text = ""
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return text
  }
}
