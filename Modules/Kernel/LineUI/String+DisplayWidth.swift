/// How many terminal columns text takes: most characters take one, emoji and East Asian
/// wide characters take two (as terminals draw them), so tables stay aligned.
extension String {
  public var displayWidth: Int {
    // Printable ASCII (most names) is one column a byte: no grapheme or Unicode look-ups.
    if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return utf8.count }
    return reduce(0) { $0 + $1.displayWidth }
  }
}
