import ArchitectureTools
import Testing

/// The `Presentation` kernel target (the screens' words, issue 34) has a ring of its own:
/// above Domain and LineUI, below the features and the pattern variants.
@Suite("rings: Presentation between the kernel and the features")
struct PresentationRingTests {
  @Test func itIsARingAboveTheKernelAndItsFilesAreScreenWords() throws {
    let policy = RingPolicy.footballGather
    let ring = try #require(policy.ring(ofPath: "Modules/Kernel/Presentation"))
    #expect(ring.name == "presentation" && ring.mayImportRings == ["kernel"])
    #expect(policy.ring(ofPath: "Modules/Kernel/Domain")?.name == "kernel")
    for importer in ["Modules/Features/Gather", "Modules/Patterns/VIP/Gather"] {
      #expect(policy.ring(ofPath: importer)?.mayImportRings.contains("presentation") == true)
    }
    let classifier = LayerClassifier(profile: BuiltInProfiles.footballGather)
    let placed = classifier.classify(path: "Modules/Kernel/Presentation/Match/GatherText.swift")
    #expect(placed.layer == "screen-words")
    #expect(Roles.defaults["screen-words"] == "presentation")
  }

  /// `archtool check` over `files` (below /fixture) as the package `describe` declares it.
  func check(_ files: [String: String]) -> String {
    let describe = """
      {"name": "Rings", "targets": [
        {"name": "Domain", "path": "Modules/Kernel/Domain", "type": "library"},
        {"name": "Presentation", "path": "Modules/Kernel/Presentation", "type": "library",
         "target_dependencies": ["Domain"]},
        {"name": "GatherFeature", "path": "Modules/Features/Gather", "type": "library",
         "target_dependencies": ["Domain", "Presentation"]},
        {"name": "VIPGather", "path": "Modules/Patterns/VIP/Gather", "type": "library",
         "target_dependencies": ["Domain", "Presentation"]}
      ]}
      """
    var tree = Dictionary(uniqueKeysWithValues: files.map { ("/fixture/" + $0.key, $0.value) })
    tree["/fixture/describe.json"] = describe
    let (environment, _, errors) = Fixtures.environment(InMemoryFileSystem(tree))
    _ = ArchTool(environment: environment).run(
      ["check", "/fixture", "--describe", "/fixture/describe.json"])
    return errors.text
  }

  static let domain = ["Modules/Kernel/Domain/Match.swift": "struct Match {}\n"]

  @Test func featuresAndPatternsImportItAndItImportsOnlyTheKernel() {
    let clean = check(
      Self.domain.merging([
        "Modules/Kernel/Presentation/GatherText.swift": "import Domain\nenum GatherText {}\n",
        "Modules/Features/Gather/GatherView.swift": "import Presentation\nstruct GatherView {}\n",
        "Modules/Patterns/VIP/Gather/GatherPresenter.swift":
          "import Presentation\nfinal class GatherPresenter {}\n",
      ]) { $1 })
    #expect(clean.isEmpty, "\(clean)")
    let broken = check([
      "Modules/Kernel/Presentation/GatherText.swift":
        "import Domain\nimport GatherFeature\nenum GatherText {}\n",
      "Modules/Kernel/Domain/Match.swift": "import Presentation\nstruct Match {}\n",
      "Modules/Features/Gather/GatherView.swift": "struct GatherView {}\n",
    ])
    #expect(broken.contains(": kernel-imports-nothing: "), "\(broken)")
    #expect(broken.contains(": presentation-imports-kernel-only: "), "\(broken)")
  }
}
