/// Comparisons whose running time does not depend on where the inputs differ.
enum ConstantTime {
  /// `true` when `lhs` and `rhs` hold the same bytes. Inputs of equal length are compared
  /// in full whatever they hold; only the length (not secret for a hash) ends it early.
  static func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(lhs, rhs) {
      difference |= left ^ right
    }
    return difference == 0
  }
}
