/// What one function calls and uses, as `ComplexityScanner` reads it from the tokens: the
/// names it calls (`show(`, `console.line(`: the name, whoever the receiver) and the
/// lower-case names it reads or writes bare or after `self.`.
public struct FunctionMembers: Sendable, Equatable {
  /// Names followed at once by `(`, closures in the function included.
  public var calls: Set<String> = []
  /// Lower-case names used bare or after `self.`.
  public var uses: Set<String> = []

  /// An empty record.
  public init(calls: Set<String> = [], uses: Set<String> = []) {
    self.calls = calls
    self.uses = uses
  }
}
