import ArchitectureTools
import Testing

/// `check --profile P FOLDER` on small variant folders laid out as this repository's
/// Modules/Patterns/<Pattern>/<Screen>: each pattern's clean screen passes, and each
/// planted break of that pattern's promise is found once.
@Suite("check --profile mvc|mvvm|mvp|mvp-c|vip: each pattern's own rules")
struct PatternRulesTests {
  static let root = "/repo/Modules/Patterns/"

  static let screens: [String: [String: String]] = [
    "mvc": [
      "MVC/Gather/GatherController.swift":
        "import LineUI\nfinal class GatherController { let model = GatherModel(); let view = GatherView() }\n",
      "MVC/Gather/GatherView.swift": "import LineUI\nstruct GatherView { func render() {} }\n",
      "MVC/Gather/GatherModel.swift": "import Domain\nstruct GatherModel { var score = 0 }\n",
    ],
    "mvvm": [
      "MVVM/Gather/GatherView.swift":
        "import LineUI\nstruct GatherView { let viewModel: GatherViewModel }\n",
      "MVVM/Gather/GatherViewModel.swift":
        "import Domain\nfinal class GatherViewModel { let title = Observable(\"\"); let model = GatherModel() }\n",
      "MVVM/Gather/GatherModel.swift": "struct GatherModel { var score = 0 }\n",
    ],
    "mvp": [
      "MVP/Gather/GatherView.swift": """
      import LineUI
      protocol GatherViewing: AnyObject { func show(_ text: String) }
      final class GatherView: GatherViewing {
        let presenter: GatherPresenter
        init(presenter: GatherPresenter) { self.presenter = presenter }
        func show(_ text: String) {}
      }
      """,
      "MVP/Gather/GatherPresenter.swift":
        "final class GatherPresenter { weak var view: (any GatherViewing)?; var model = GatherModel() }\n",
      "MVP/Gather/GatherModel.swift": "struct GatherModel { var score = 0 }\n",
    ],
    "mvp-c": [
      "MVPC/Gather/GatherView.swift": """
      protocol GatherViewing: AnyObject { func show(_ text: String) }
      final class GatherView: GatherViewing { var presenter: GatherPresenter?; func show(_ text: String) {} }
      """,
      "MVPC/Gather/GatherPresenter.swift": """
      protocol GatherNavigating: AnyObject { func matchEnded() }
      final class GatherPresenter {
        weak var view: (any GatherViewing)?; weak var coordinator: (any GatherNavigating)?; var score = 0
      }
      """,
      "MVPC/Gather/GatherCoordinator.swift": """
      final class GatherCoordinator: GatherNavigating {
        let history = HistoryBuilder()
        func start() { let view = GatherView(); view.presenter = GatherPresenter() }
        func matchEnded() { _ = history.build() }
      }
      """,
      "MVPC/History/HistoryBuilder.swift": "struct HistoryBuilder { func build() -> Int { 1 } }\n",
    ],
    "vip": [
      "VIP/Gather/GatherViewController.swift": """
      protocol GatherDisplayLogic: AnyObject { func display(_ text: String) }
      final class GatherViewController: GatherDisplayLogic {
        var interactor: (any GatherBusinessLogic)?
        func display(_ text: String) {}
      }
      """,
      "VIP/Gather/GatherModels.swift": """
      enum GatherModels {
        enum Goal { struct Request {}; struct Response { var score: Int } }
      }
      """,
      "VIP/Gather/GatherInteractor.swift": """
      protocol GatherBusinessLogic { func scoreGoal(request: GatherModels.Goal.Request) }
      final class GatherInteractor: GatherBusinessLogic {
        var presenter: (any GatherPresentationLogic)?
        func scoreGoal(request: GatherModels.Goal.Request) {
          presenter?.present(response: GatherModels.Goal.Response(score: 1))
        }
      }
      """,
      "VIP/Gather/GatherPresenter.swift": """
      protocol GatherPresentationLogic {
        func present(response: GatherModels.Goal.Response)
      }
      final class GatherPresenter: GatherPresentationLogic {
        weak var viewController: (any GatherDisplayLogic)?
        func present(response: GatherModels.Goal.Response) {
          viewController?.display("\\(response.score)")
        }
      }
      """,
      "VIP/Gather/GatherConfigurator.swift": """
      enum GatherConfigurator {
        static func build() -> GatherViewController {
          let view = GatherViewController(); let interactor = GatherInteractor()
          let presenter = GatherPresenter(); view.interactor = interactor
          interactor.presenter = presenter; presenter.viewController = view
          return view
        }
      }
      """,
    ],
  ]

  static let folders = ["mvc": "MVC", "mvvm": "MVVM", "mvp": "MVP", "mvp-c": "MVPC", "vip": "VIP"]

  func check(_ profile: String, plant: (file: String, text: String)? = nil) -> (Int32, [String]) {
    var files: [String: String] = [:]
    for (path, text) in Self.screens[profile] ?? [:] { files[Self.root + path] = text }
    if let plant { files[Self.root + plant.file, default: ""] += "\n" + plant.text + "\n" }
    let (environment, _, errors) = Fixtures.environment(InMemoryFileSystem(files))
    let folder = Self.root + (Self.folders[profile] ?? "")
    let status = ArchTool(environment: environment).run(["check", "--profile", profile, folder])
    return (status, errors.text.split(separator: "\n").map(String.init))
  }

  @Test(arguments: ["mvc", "mvvm", "mvp", "mvp-c", "vip"])
  func eachPatternsCleanScreenPasses(profile: String) {
    let (status, errors) = check(profile)
    #expect(status == 0, "\(errors)")
  }

  static let plants: [(profile: String, file: String, text: String, expected: String)] = [
    (
      "mvc", "MVC/Gather/GatherModel.swift", "import LineUI",
      "mvc-model-knows-no-ui: model GatherModel imports LineUI"
    ),
    (
      "mvc", "MVC/Gather/GatherModel.swift",
      "extension GatherModel { var c: GatherController? { nil } }",
      "mvc-model-knows-no-ui: model GatherModel references GatherController (controller)"
    ),
    (
      "mvvm", "MVVM/Gather/GatherViewModel.swift", "import LineUI",
      "mvvm-view-model-knows-no-view: viewmodel GatherViewModel imports LineUI"
    ),
    (
      "mvvm", "MVVM/Gather/GatherViewModel.swift",
      "extension GatherViewModel { var v: GatherView? { nil } }",
      "mvvm-view-model-knows-no-view: viewmodel GatherViewModel references GatherView (view)"
    ),
    (
      "mvvm", "MVVM/Gather/GatherPlayerViewModel.swift",
      "final class GatherPlayerViewModel { var name = \"\" }",
      "mvvm-view-model-exposes-observable-outputs: viewmodel GatherPlayerViewModel declares "
        + "GatherPlayerViewModel but mentions none of"
    ),
    (
      "mvvm", "MVVM/Gather/GatherViewModel.swift",
      "extension GatherViewModel { func start() async -> [Feedback] { [] } }",
      "mvvm-view-model-binds-no-view-commands: viewmodel GatherViewModel returns Feedback from a "
        + "function"
    ),
    (
      "mvp", "MVP/Gather/GatherPresenter.swift",
      "extension GatherPresenter { func f(_ v: GatherView) {} }",
      "mvp-presenter-talks-to-a-view-protocol: presenter GatherPresenter references GatherView, "
        + "a concrete view, not its protocol"
    ),
    (
      "mvp", "MVP/Gather/GatherView.swift",
      "final class GatherScoreView { let title = \"Score\"; private var shown = GatherModel() }",
      "mvp-view-holds-no-presenter-state: GatherScoreView.shown stores what GatherPresenter.model "
        + "(GatherModel) holds"
    ),
    (
      "mvp-c", "MVPC/Gather/GatherView.swift",
      "final class GatherScoreView { weak var delegate: (any GatherViewing)?; var score = 0 }",
      "mvp-view-holds-no-presenter-state: GatherScoreView.score stores what GatherPresenter.score "
        + "(Int) holds"
    ),
    (
      "mvp-c", "MVPC/Gather/GatherPresenter.swift",
      "extension GatherPresenter { func f() { _ = HistoryBuilder().build() } }",
      "mvp-c-only-coordinators-navigate: presenter GatherPresenter uses HistoryBuilder"
    ),
    (
      "mvp-c", "MVPC/Gather/GatherView.swift",
      "extension GatherView { func f(n: Nav) { n.pushViewController(self) } }",
      "mvp-c-only-coordinators-navigate: view GatherView calls pushViewController(…)"
    ),
    (
      "vip", "VIP/Gather/GatherPresenter.swift",
      "extension GatherPresenter { func f(i: any GatherBusinessLogic) {} }",
      "vip-cycle-runs-one-way: presenter GatherPresenter references GatherBusinessLogic (interactor)"
    ),
    (
      "vip", "VIP/Gather/GatherViewController.swift",
      "extension GatherViewController { func f(p: GatherPresenter) {} }",
      "vip-cycle-runs-one-way: view GatherViewController references GatherPresenter (presenter)"
    ),
    (
      "vip", "VIP/Gather/GatherInteractor.swift",
      "extension GatherInteractor { func f(v: any GatherDisplayLogic) {} }",
      "vip-cycle-runs-one-way: interactor GatherInteractor references GatherDisplayLogic (view)"
    ),
    (
      "vip", "VIP/Gather/GatherViewController.swift",
      "protocol GatherGoalsBusinessLogic { func removeGoal(number: Int) }",
      "vip-business-logic-takes-requests: GatherGoalsBusinessLogic.removeGoal(number:) takes "
        + "Int, not one ….Request"
    ),
    (
      "vip", "VIP/Gather/GatherInteractor.swift",
      "protocol GatherEndBusinessLogic { func endGather() }",
      "vip-business-logic-takes-requests: GatherEndBusinessLogic.endGather() takes nothing, "
        + "not one ….Request"
    ),
    (
      "vip", "VIP/Gather/GatherInteractor.swift",
      "protocol GatherLogPresentationLogic { func presentLog(response: Match) }",
      "vip-presentation-logic-takes-responses: GatherLogPresentationLogic.presentLog(response:) "
        + "takes Match, not one ….Response"
    ),
    (
      "vip", "VIP/Gather/GatherPresenter.swift",
      "extension GatherPresenter { func title(_ status: MatchStatus) -> String { \"\" } }",
      "vip-presentation-takes-no-match: presenter GatherPresenter uses MatchStatus"
    ),
    (
      "vip", "VIP/Gather/GatherModels.swift",
      "extension GatherModels { enum Log { struct Response { var match: Match } } }",
      "vip-presentation-takes-no-match: models GatherModels uses Match"
    ),
  ]

  @Test(arguments: plants)
  func eachPlantedBreakIsFoundOnce(profile: String, file: String, text: String, expected: String) {
    let (status, errors) = check(profile, plant: (file, text))
    #expect(status == 1)
    // Once under the pattern's rule (a back reference also closes a layer cycle).
    let rule = String(expected.prefix { $0 != ":" })
    #expect(errors.filter { $0.contains(": error: \(rule):") }.count == 1, "\(errors)")
    #expect(errors.contains { $0.contains(expected) }, "\(errors)")
    #expect(errors.allSatisfy { $0.contains(rule) || $0.contains("no-layer-cycles") })
  }

  @Test func aFolderWithNoFileInAnyLayerIsAnErrorNotAPass() {
    let files = [Self.root + "MVVM/Gather/Notes.swift": "let x = 1\n"]
    let (environment, _, errors) = Fixtures.environment(InMemoryFileSystem(files))
    let status = ArchTool(environment: environment).run(
      ["check", "--profile", "mvvm", Self.root + "MVVM"])
    #expect(status == 2)
    #expect(errors.text.contains("so no rule applies"))
  }
}
