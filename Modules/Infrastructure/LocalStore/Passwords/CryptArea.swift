import CCrypt

/// Calls `crypt_rn` with a private, zeroed `struct crypt_data`, wiped again afterwards.
enum CryptArea {
  /// `crypt(password, setting)`, or `nil` when libxcrypt refuses the setting.
  static func crypt(_ password: String, setting: String) -> String? {
    let size = MemoryLayout<crypt_data>.size
    let area = UnsafeMutableRawPointer.allocate(
      byteCount: size, alignment: MemoryLayout<crypt_data>.alignment)
    area.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    defer {
      area.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      area.deallocate()
    }
    guard let output = crypt_rn(password, setting, area, Int32(size)) else { return nil }
    let result = String(cString: output)
    return result.hasPrefix("*") ? nil : result
  }
}
