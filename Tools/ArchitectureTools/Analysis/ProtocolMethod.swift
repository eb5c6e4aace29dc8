/// One method a protocol declares: `func scoreGoal(request: Gather.ScoreGoal.Request)` in
/// `protocol GatherBusinessLogic`, its parameters' types as written.
public struct ProtocolMethod: Sendable, Hashable {
  /// A parameter's label (`_` when it has none) and type, the type's tokens joined
  /// without spaces but after `any`, `some` and `inout`: `Gather.ScoreGoal.Request`.
  public struct Parameter: Sendable, Hashable {
    public var label: String
    public var type: String

    /// Creates a parameter.
    public init(label: String, type: String) {
      self.label = label
      self.type = type
    }
  }

  public var protocolName: String
  public var name: String
  public var parameters: [Parameter]
  public var position: SourcePosition

  /// Creates a protocol method.
  public init(
    protocolName: String, name: String, parameters: [Parameter], position: SourcePosition
  ) {
    self.protocolName = protocolName
    self.name = name
    self.parameters = parameters
    self.position = position
  }

  /// `scoreGoal(request:)`.
  public var signature: String {
    name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
  }
}
