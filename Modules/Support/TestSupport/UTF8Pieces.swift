/// Decodes UTF-8 text that arrives in pieces (reads from a pipe or a terminal): a
/// character a piece cuts in two is held back until its last byte arrives, so `é` is
/// never decoded as two replacement characters (an odd-path session test failed that way
/// once, depending on where the pipe's chunk ended).
public struct UTF8Pieces: Sendable {
  private var held: [UInt8] = []

  public init() {}

  /// The text that `piece` completes, with what was held back before it.
  public mutating func text(adding piece: some Collection<UInt8>) -> String {
    let all = held + piece
    let cut = Self.completeLength(of: all)
    held = Array(all[cut...])
    return String(decoding: all[..<cut], as: UTF8.self)
  }

  /// What is held back, decoded as it is: at the end of the stream nothing more comes.
  public mutating func rest() -> String {
    defer { held = [] }
    return String(decoding: held, as: UTF8.self)
  }

  /// How many of `bytes` end on a whole UTF-8 character: all but a last character whose
  /// lead byte says more bytes follow than have arrived.
  public static func completeLength(of bytes: [UInt8]) -> Int {
    for back in stride(from: 1, through: min(3, bytes.count), by: 1) {
      let byte = bytes[bytes.count - back]
      guard byte & 0b1100_0000 == 0b1000_0000 else {
        let needed =
          byte >= 0b1111_0000 ? 4 : byte >= 0b1110_0000 ? 3 : byte >= 0b1100_0000 ? 2 : 1
        return needed > back ? bytes.count - back : bytes.count
      }
    }
    return bytes.count
  }
}
