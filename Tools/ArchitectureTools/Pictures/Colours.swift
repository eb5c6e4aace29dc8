/// One colour per layer, role and ring name, the same in every picture: a fixed table for
/// the names archtool's profiles and roles use, a stable hash of the name for any other.
enum Colours {
  static let named: [String: String] = [
    // Roles (and the layers that share their name).
    "screen": "#4e79a7", "presentation": "#f28e2b", "business": "#e15759",
    "navigation": "#76b7b2", "assembly": "#59a14f", "contracts": "#edc948",
    "model": "#b07aa1", "service": "#9c755f", "vendor": "#d7b5a6", "support": "#86bcb6",
    "patterns": "#d37295",
    "other": "#bab0ac",
    // Layers, each a shade near its role's colour.
    "view": "#4e79a7", "controller": "#2f5d8a", "ui-toolkit": "#a0cbe8",
    "viewmodel": "#ffbe7d", "presenter": "#f28e2b", "screen-words": "#f7b267",
    "interactor": "#e15759",
    "worker": "#ff9d9a", "router": "#76b7b2", "coordinator": "#499894",
    "builder": "#59a14f", "configurator": "#8cd17d", "app": "#3b7a33",
    "composition": "#8cd17d", "models": "#f1ce63", "entity": "#b07aa1",
    "domain": "#d4a6c8", "infrastructure": "#c49a7e", "test-support": "#86bcb6",
    "test-doubles": "#bfe0dc", "tools": "#79706e", "manifest": "#d7d2cf",
    // Rings of this repository.
    "kernel": "#b07aa1", "feature": "#f28e2b", "test": "#d7d2cf", "benchmark": "#9d7660",
    "preview": "#ffbe7d",
  ]

  static let spare = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
    "#bcbd22", "#17becf",
  ]

  /// The colour of `name`.
  static func of(_ name: String) -> String {
    if let colour = named[name] { return colour }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return spare[Int(hash % UInt64(spare.count))]
  }
}
