/// The limits of `BudgetRules` and where their reasons are written.
public struct InterfaceBudget: Sendable {
  /// The most events a presenter's input protocol declares.
  public var presenterEvents: Int
  /// The most use cases an interactor's protocol declares.
  public var interactorUseCases: Int
  /// The most lines a type may spread over (its declaration and its extension files).
  public var typeLines: Int
  /// The suffix of the presenter's input protocol (`PlayerListPresenting`).
  public var presenterSuffix: String
  /// The suffix of the interactor's protocol (`PlayerListInteracting`).
  public var interactorSuffix: String
  /// Rings whose targets are modules with a presenter and an interactor.
  public var moduleRings: Set<String>
  /// Rings whose types are held to `typeLines`.
  public var typeRings: Set<String>
  /// The page, relative to the checked root, whose section gives the reasons.
  public var page: String
  /// The heading of that section.
  public var heading: String

  /// This repository's budget (issue 34).
  public static let footballGather = InterfaceBudget(
    presenterEvents: 10, interactorUseCases: 8, typeLines: 300, presenterSuffix: "Presenting",
    interactorSuffix: "Interacting", moduleRings: ["feature"],
    typeRings: ["kernel", "presentation", "infrastructure", "feature", "patterns", "composition"],
    page: "docs/ARCHITECTURE.md", heading: "Over budget, and why")

  /// No budget (for trees that are not this repository).
  public static let none = InterfaceBudget(
    presenterEvents: .max, interactorUseCases: .max, typeLines: .max, presenterSuffix: "",
    interactorSuffix: "", moduleRings: [], typeRings: [], page: "", heading: "")
}
