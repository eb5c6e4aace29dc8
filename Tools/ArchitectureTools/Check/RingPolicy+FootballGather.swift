extension RingPolicy {
  /// This repository's rings (README "Architecture") and VIPER role rules.
  public static let footballGather = RingPolicy(
    rings: [
      // The screens' words over Domain's values (the match screen's sentences, rows and
      // argument reader): a kernel ring above Domain and LineUI, below the features and
      // the patterns. Listed before `kernel`, whose glob would take it too.
      ring(
        "presentation", ["Modules/Kernel/Presentation"], rings: ["kernel"],
        rule: "presentation-imports-kernel-only",
        fix: "the screens' shared words stand on Domain and LineUI alone; a feature or a "
          + "pattern variant imports them, never the other way"),
      ring(
        "kernel", ["Modules/Kernel/*"], rings: [], rule: "kernel-imports-nothing",
        fix: "the shared kernel stands on Foundation alone; move the code that needs it out"),
      ring(
        "infrastructure", ["Modules/Infrastructure/*"], rings: ["infrastructure"],
        targets: ["Domain"], rule: "infrastructure-imports-domain-only",
        fix: "infrastructure implements Domain protocols and never sees features, LineUI "
          + "or the composition root"),
      ring(
        "feature", ["Modules/Features/*"], rings: ["kernel", "presentation"],
        rule: "feature-imports-kernel-only",
        fix: "features meet through Domain types and routes that AppComposition wires; "
          + "depend on a Domain protocol instead (or Presentation's shared words)"),
      // One target per pattern and screen (Modules/Patterns/MVVM/Gather): the same
      // screens as the features, written in another pattern, on the same kernel.
      ring(
        "patterns", ["Modules/Patterns/*/*"], rings: ["kernel", "presentation"],
        rule: "patterns-import-kernel-only",
        fix: "a pattern variant stands on Domain, LineUI and Presentation alone, like a "
          + "feature; the composition root wires it"),
      ring(
        "composition", ["Modules/Composition/*"],
        rings: [
          "kernel", "presentation", "infrastructure", "feature", "patterns", "composition",
        ],
        rule: "composition-imports-no-app", fix: "the composition root is below the app"),
      ring(
        "app", ["App/*"], rings: ["composition"], rule: "app-imports-composition-only",
        fix: "let AppComposition expose what main.swift needs"),
      ring(
        "support", ["Modules/Support/*"], rings: ["kernel", "support"], tests: true,
        rule: "test-support-imports-kernel-only",
        fix: "test support fakes Domain protocols and serves tests (the stand-in server, "
          + "its launcher); it never sees features or infrastructure"),
      // The benchmark drives the whole app in-process (docs/PERFORMANCE.md), and the
      // ratings' synthetic leagues (docs/RATINGS.md) run Domain's ratings and the balancer:
      // like the tests, they may import any module.
      Ring(
        name: "benchmark", paths: ["Tools/fgbench", "Tools/ratings-league"], mayImportRings: [],
        mayImportTargets: [],
        mayImportTestFrameworks: false, isPoliced: false, rule: "", fix: ""),
      // The previews show one feature's screen over TestSupport's fakes
      // (`swift run preview FEATURE`): like the tests, they may import the features and
      // test support.
      Ring(
        name: "preview", paths: ["Tools/FeaturePreviews", "Tools/preview"], mayImportRings: [],
        mayImportTargets: [], mayImportTestFrameworks: false, isPoliced: false, rule: "",
        fix: ""),
      ring(
        "tools", ["Tools/*"], rings: ["tools"], rule: "tools-import-foundation-only",
        fix: "the tools read source text; they link no module of the app"),
      Ring(
        name: "test", paths: ["Tests/*"], mayImportRings: [], mayImportTargets: [],
        mayImportTestFrameworks: true, isPoliced: false, rule: "", fix: ""),
    ],
    systemModules: [
      "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML",
      "CoreFoundation", "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization", "Observation",
      "RegexBuilder", "Swift", "_Concurrency", "os",
    ],
    testFrameworks: ["XCTest", "Testing"],
    layeredRings: ["feature"],
    layerRules: [
      LayerReferenceRule(
        layer: "view", forbidden: ["interactor", "router", "service"], forbiddenImports: [],
        rule: "view-knows-only-its-presenter",
        fix: "call the presenter through the …Presenting protocol; it asks the interactor "
          + "and the router"),
      LayerReferenceRule(
        layer: "interactor", forbidden: ["view", "router", "ui-toolkit", "screen-words"],
        forbiddenImports: ["LineUI", "Presentation"], rule: "interactor-knows-no-ui",
        fix: "return plain values; the presenter formats them and the router navigates"),
      LayerReferenceRule(
        layer: "entity",
        forbidden: [
          "view", "presenter", "interactor", "router", "builder", "service", "ui-toolkit",
          "screen-words",
        ],
        forbiddenImports: ["LineUI", "Presentation"], rule: "entity-depends-on-nothing",
        fix: "keep entities plain values; move behaviour into the interactor"),
    ],
    // The presenter is the hub that talks both ways with the view, the interactor and the
    // router; it also implements the module's input protocol (`…Input`), which the
    // builder's file declares because the composition root calls it.
    mutualLayers: [
      ["presenter", "view"], ["interactor", "presenter"], ["presenter", "router"],
      ["builder", "presenter"],
    ],
    protocolRoles: [
      ProtocolRole(suffix: "Interacting", layer: "interactor"),
      ProtocolRole(suffix: "InteractorProtocol", layer: "interactor"),
      ProtocolRole(suffix: "InteractorInput", layer: "interactor"),
      ProtocolRole(suffix: "Routing", layer: "router"),
      ProtocolRole(suffix: "RouterProtocol", layer: "router"),
    ],
    noIOLayers: ["presenter", "view"],
    ioTypes: [
      "URLSession", "URLRequest", "FileManager", "FileHandle", "Process", "UserDefaults",
      "InputStream", "OutputStream", "NSData",
    ],
    conventions: .footballGather,
    routerShapeRules: [RouterShapeRule(ring: "feature")])

  static func ring(
    _ name: String, _ paths: [String], rings: Set<String>, targets: Set<String> = [],
    tests: Bool = false, rule: String, fix: String
  ) -> Ring {
    Ring(
      name: name, paths: paths, mayImportRings: rings, mayImportTargets: targets,
      mayImportTestFrameworks: tests, isPoliced: true, rule: rule, fix: fix)
  }
}
