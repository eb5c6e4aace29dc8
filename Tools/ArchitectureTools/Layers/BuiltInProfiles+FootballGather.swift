extension BuiltInProfiles {
  /// The layers of the feature modules, in VIPER order.
  public static let featureRoles: [(suffix: String, layer: String)] = [
    ("View", "view"), ("Presenter", "presenter"), ("ViewModel", "presenter"),
    ("Interactor", "interactor"), ("Router", "router"), ("Builder", "builder"),
    ("Entity", "entity"),
  ]

  /// This repository's layout: rings by folder, VIPER roles by suffix inside a feature.
  ///
  /// A feature file whose name ends in none of the role suffixes is `other`, so a stray
  /// helper shows up in every report until it is named for its role.
  public static let footballGather = LayerProfile(
    name: "footballgather",
    summary: "this repository: rings by folder, VIPER roles by suffix inside Modules/Features",
    rules: [
      LayerRule(layer: "service", suffix: "Service", path: "Modules/Kernel/Domain/**"),
      LayerRule(layer: "domain", path: "Modules/Kernel/Domain/**"),
      LayerRule(layer: "screen-words", path: "Modules/Kernel/Presentation/**"),
      LayerRule(layer: "ui-toolkit", path: "Modules/Kernel/LineUI/**"),
      LayerRule(layer: "infrastructure", path: "Modules/Infrastructure/**"),
    ]
      + featureRoles.map {
        LayerRule(layer: $0.layer, suffix: $0.suffix, path: "Modules/Features/**")
      }
      + [
        LayerRule(layer: "entity", folder: "Entity", path: "Modules/Features/**"),
        LayerRule(layer: "patterns", path: "Modules/Patterns/**"),
        LayerRule(layer: "composition", path: "Modules/Composition/**"),
        LayerRule(layer: "app", path: "App/**"),
        LayerRule(layer: "test-support", path: "Modules/Support/**"),
        LayerRule(layer: "tools", path: "Tools/**"),
        LayerRule(layer: "manifest", path: "Package.swift"),
        LayerRule(layer: "test-doubles", suffix: "Doubles"),
      ])
}
