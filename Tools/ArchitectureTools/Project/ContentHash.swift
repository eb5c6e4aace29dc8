/// FNV-1a, 64 bit: a fast, stable content hash (not for security).
enum ContentHash {
  static func of(_ text: String) -> UInt64 {
    of(Array(text.utf8))
  }

  static func of(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
