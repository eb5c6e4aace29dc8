/// One function's cyclomatic complexity, as `ComplexityScanner` counts it.
public struct FunctionComplexity: Sendable, Equatable {
  /// What the function is: its name (`viewDidLoad`), `init`, `subscript`, `deinit`, an
  /// accessor (`get`, `set`, `willSet`, `didSet`) or a computed property's name.
  public var name: String
  /// The line of its keyword (`func`, `init`, ...), 1-based.
  public var line: Int
  /// 1 + the decisions in its body (closures included, nested functions not).
  public var complexity: Int
  /// The innermost type declaration or extension it is in (`GatherPresenter`), or nil at
  /// file scope.
  public var enclosingType: String?
  /// Whether it is a computed property's implicit getter (`var text: String { ... }`),
  /// which lizard does not count as a function.
  public var isComputedProperty = false

  /// Creates a record.
  public init(
    name: String, line: Int, complexity: Int, enclosingType: String? = nil,
    isComputedProperty: Bool = false
  ) {
    self.name = name
    self.line = line
    self.complexity = complexity
    self.enclosingType = enclosingType
    self.isComputedProperty = isComputedProperty
  }
}
