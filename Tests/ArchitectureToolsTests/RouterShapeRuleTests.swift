import ArchitectureTools
import Testing

/// archtool's Router rules (docs/VIPER.md's glossary, docs/ARCHITECTURE.md §2): a feature's
/// Router is its public protocol of intents, which the owning flow implements; the old
/// shape (a `…Routing` protocol, a router class forwarding to a public `…Listener`) fails.
@Suite("check: a feature's Router is its public protocol, with no class and no listener")
struct RouterShapeRuleTests {
  static let folder = "Modules/Features/Ratings/"

  /// A module in the new shape: the presenter holds the Router weakly, the builder passes
  /// the flow's Router in.
  static let module: [String: String] = [
    folder + "RatingsRouter.swift": """
    @MainActor
    public protocol RatingsRouter: AnyObject {
      func close() async
    }
    """,
    folder + "RatingsPresenter.swift": """
    final class RatingsPresenter {
      private weak var router: (any RatingsRouter)?
      init(router: any RatingsRouter) { self.router = router }
      func didRequestBack() async { await router?.close() }
    }
    """,
    folder + "RatingsBuilder.swift": """
    public struct RatingsBuilder {
      public func build(router: any RatingsRouter) -> RatingsPresenter {
        RatingsPresenter(router: router)
      }
    }
    """,
  ]

  /// The same module in the shape every feature had before the Router decision.
  static let oldShape: [String: String] = [
    folder + "RatingsRouter.swift": """
    @MainActor
    public protocol RatingsListener: AnyObject {
      func ratingsDidClose() async
    }

    @MainActor
    final class RatingsRouter: RatingsRouting {
      private weak var listener: (any RatingsListener)?
      init(listener: any RatingsListener) { self.listener = listener }
      func close() async { await listener?.ratingsDidClose() }
    }
    """,
    folder + "RatingsPresenter.swift": """
    @MainActor
    protocol RatingsRouting: AnyObject {
      func close() async
    }

    final class RatingsPresenter {
      private let router: any RatingsRouting
      init(router: any RatingsRouting) { self.router = router }
      func didRequestBack() async { await router.close() }
    }
    """,
    folder + "RatingsBuilder.swift": """
    public struct RatingsBuilder {
      public func build(listener: any RatingsListener) -> RatingsPresenter {
        RatingsPresenter(router: RatingsRouter(listener: listener))
      }
    }
    """,
  ]

  static let routerRules: Set<String> = [
    "router-is-the-modules-public-protocol", "feature-has-a-router",
    "feature-declares-no-listener-or-routing",
  ]

  func routerDiagnostics(_ files: [String: String]) throws -> [String] {
    try Fixtures.diagnostics(of: files).filter { Self.routerRules.contains($0.rule) }
      .map { "\($0.path):\($0.position.line): \($0.rule): \($0.message)" }
  }

  @Test func theNewShapePasses() throws {
    #expect(try Fixtures.diagnostics(of: Self.module).isEmpty)
  }

  @Test func theOldShapeFailsOnItsClassItsListenerAndItsRoutingProtocol() throws {
    #expect(
      try routerDiagnostics(Self.oldShape) == [
        Self.folder + "RatingsPresenter.swift:2: feature-declares-no-listener-or-routing: "
          + "RatingsPresenter declares protocol RatingsRouting",
        Self.folder + "RatingsRouter.swift:2: feature-declares-no-listener-or-routing: "
          + "RatingsRouter declares protocol RatingsListener",
        Self.folder + "RatingsRouter.swift:7: router-is-the-modules-public-protocol: "
          + "RatingsRouter.swift declares no protocol RatingsRouter, but class RatingsRouter",
      ])
  }

  @Test func aRouterThatIsInternalOrNotClassBoundOrKeepsAClassFails() throws {
    var files = Self.module
    files[Self.folder + "RatingsRouter.swift"] = """
      protocol RatingsRouter {
        func close() async
      }

      final class RatingsRouterForwarder {}
      """
    #expect(
      try routerDiagnostics(files) == [
        Self.folder + "RatingsRouter.swift:1: router-is-the-modules-public-protocol: "
          + "protocol RatingsRouter is not class-bound (AnyObject)",
        Self.folder + "RatingsRouter.swift:1: router-is-the-modules-public-protocol: "
          + "protocol RatingsRouter is not public",
        Self.folder + "RatingsRouter.swift:5: router-is-the-modules-public-protocol: "
          + "RatingsRouter.swift declares class RatingsRouterForwarder",
      ])
  }

  @Test func aFeatureWithABuilderNeedsARouterFile() throws {
    var files = Self.module
    files[Self.folder + "RatingsRouter.swift"] = nil
    files[Self.folder + "RatingsPresenter.swift"] = "final class RatingsPresenter {}\n"
    files[Self.folder + "RatingsBuilder.swift"] =
      "public struct RatingsBuilder {\n  public func build() -> RatingsPresenter { .init() }\n}\n"
    #expect(
      try routerDiagnostics(files) == [
        Self.folder + "RatingsBuilder.swift:1: feature-has-a-router: "
          + "module Ratings has no RatingsRouter.swift"
      ])
  }
}
