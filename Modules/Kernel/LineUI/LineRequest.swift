/// What a console asks a line source for.
public struct LineRequest: Sendable {
  public var prompt: String
  /// A password: never echoed, never kept in the history.
  public var secret: Bool
  /// What Tab completes.
  public var completion: LineCompletion

  public init(prompt: String, secret: Bool = false, completion: LineCompletion = .none) {
    self.prompt = prompt
    self.secret = secret
    self.completion = completion
  }
}
