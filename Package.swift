// swift-tools-version: 6.0
// Football Gather — a VIPER-structured modular monorepo.
//
// One stanza per module: each source target is followed by its test target.
// Rings (see README.md "Architecture"):
//   App -> Composition -> Features, Patterns -> Presentation -> Shared kernel (Domain, LineUI)
//   Infrastructure (LocalStore, ...) -> Domain (+ system C libraries)
// `swift run archtool check` enforces them in CI.

import PackageDescription

/// Every feature module; the composition root depends on all of them.
/// `archtool new-module` appends to this list.
let featureModules: [Target.Dependency] = [
  "LoginFeature",
  "PlayerListFeature",
  "SelectionFeature",
  "PlayerAddFeature",
  "PlayerDetailFeature",
  "PlayerEditFeature",
  "ConfirmPlayersFeature",
  "GatherFeature",
  "HistoryFeature",
  "RatingsFeature",
  "AttendanceFeature",
  "RosterArchiveFeature",
  "RosterTransferFeature",
  // new-module: features
]

let package = Package(
  name: "FootballGather",
  // No `platforms`: Linux is the one platform built and tested. macOS would need
  // libxcrypt (not part of the system) and macOS 15 for `Synchronization.Mutex`.
  products: [
    .executable(name: "footballgather", targets: ["footballgather"]),
    .executable(name: "archtool", targets: ["archtool"]),
    .executable(name: "standin-server", targets: ["standin-server"]),
    .executable(name: "fgbench", targets: ["fgbench"]),
    .executable(name: "preview", targets: ["preview"]),
    .executable(name: "ratings-league", targets: ["ratings-league"]),
  ],
  targets: []
)

// MARK: - Shared kernel

package.targets += [
  .target(name: "Domain", path: "Modules/Kernel/Domain"),
  .testTarget(
    name: "DomainTests", dependencies: ["Domain", "TestSupport"], path: "Tests/DomainTests"),
]

package.targets += [
  .target(name: "LineUI", path: "Modules/Kernel/LineUI"),
  .testTarget(
    name: "LineUITests", dependencies: ["LineUI", "TestSupport"], path: "Tests/LineUITests"),
]

// The screens' words over Domain's values: the match screen's sentences, rows and argument
// reader, the paging footers. Above Domain and LineUI, below the features and patterns.
package.targets += [
  .target(name: "Presentation", dependencies: ["Domain"], path: "Modules/Kernel/Presentation"),
  .testTarget(
    name: "PresentationTests", dependencies: ["Presentation", "TestSupport"],
    path: "Tests/PresentationTests"),
]

// MARK: - Infrastructure

package.targets += [
  .systemLibrary(
    name: "CSQLite", path: "Modules/Infrastructure/CSQLite", pkgConfig: "sqlite3",
    providers: [.apt(["libsqlite3-dev"])]),
  .systemLibrary(
    name: "CCrypt", path: "Modules/Infrastructure/CCrypt", pkgConfig: "libxcrypt",
    providers: [.apt(["libcrypt-dev"])]),
  .target(
    name: "LocalStore", dependencies: ["Domain", "CSQLite", "CCrypt"],
    path: "Modules/Infrastructure/LocalStore"),
  .testTarget(
    name: "LocalStoreTests", dependencies: ["LocalStore", "TestSupport"],
    path: "Tests/LocalStoreTests"),
]

// The roster's file formats (CSV and JSON) behind Domain's `RosterFileCoding`.
package.targets += [
  .target(
    name: "RosterFiles", dependencies: ["Domain"], path: "Modules/Infrastructure/RosterFiles"),
  .testTarget(
    name: "RosterFilesTests", dependencies: ["RosterFiles", "Domain", "TestSupport"],
    path: "Tests/RosterFilesTests"),
]

package.targets += [
  .systemLibrary(
    name: "COpenSSL", path: "Modules/Infrastructure/COpenSSL", pkgConfig: "openssl",
    providers: [.apt(["libssl-dev"])]),
  .target(
    name: "RemoteAPI", dependencies: ["Domain", "COpenSSL"],
    path: "Modules/Infrastructure/RemoteAPI"),
  .testTarget(
    name: "RemoteAPITests",
    dependencies: ["RemoteAPI", "StandInServer", "TestSupport", "StandInHarness", "COpenSSL"],
    path: "Tests/RemoteAPITests", exclude: ["Fixtures"]),
]

// MARK: - Features

package.targets += [
  .target(
    name: "LoginFeature", dependencies: ["Domain", "LineUI"], path: "Modules/Features/Login"),
  .testTarget(
    name: "LoginFeatureTests",
    dependencies: ["LoginFeature", "TestSupport", "TestDoubles", "BehaviourCatalogue"],
    path: "Tests/LoginFeatureTests"),
]

package.targets += [
  .target(
    name: "PlayerListFeature", dependencies: ["Domain", "LineUI", "Presentation"],
    path: "Modules/Features/PlayerList"),
  .testTarget(
    name: "PlayerListFeatureTests",
    dependencies: ["PlayerListFeature", "TestSupport", "TestDoubles"],
    path: "Tests/PlayerListFeatureTests"),
]

// Split out of PlayerList (issue 34): the archive (`archived`, `restore`, `merge`) and the
// roster's files (`export`, `import`), each run by the flow for a command typed on the list.
package.targets += [
  .target(
    name: "RosterArchiveFeature", dependencies: ["Domain", "LineUI"],
    path: "Modules/Features/RosterArchive"),
  .testTarget(
    name: "RosterArchiveFeatureTests",
    dependencies: ["RosterArchiveFeature", "TestSupport", "TestDoubles"],
    path: "Tests/RosterArchiveFeatureTests"),
]

package.targets += [
  .target(
    name: "RosterTransferFeature", dependencies: ["Domain", "LineUI"],
    path: "Modules/Features/RosterTransfer"),
  .testTarget(
    name: "RosterTransferFeatureTests",
    dependencies: ["RosterTransferFeature", "RosterFiles", "TestSupport", "TestDoubles"],
    path: "Tests/RosterTransferFeatureTests"),
]

package.targets += [
  .target(
    name: "SelectionFeature", dependencies: ["Domain", "LineUI", "Presentation"],
    path: "Modules/Features/Selection"),
  .testTarget(
    name: "SelectionFeatureTests",
    dependencies: ["SelectionFeature", "TestSupport", "TestDoubles"],
    path: "Tests/SelectionFeatureTests"),
]

package.targets += [
  .target(
    name: "PlayerAddFeature", dependencies: ["Domain", "LineUI"],
    path: "Modules/Features/PlayerAdd"),
  .testTarget(
    name: "PlayerAddFeatureTests",
    dependencies: ["PlayerAddFeature", "TestSupport", "TestDoubles"],
    path: "Tests/PlayerAddFeatureTests"),
]

package.targets += [
  .target(
    name: "PlayerDetailFeature", dependencies: ["Domain", "LineUI"],
    path: "Modules/Features/PlayerDetail"),
  .testTarget(
    name: "PlayerDetailFeatureTests",
    dependencies: ["PlayerDetailFeature", "TestSupport", "TestDoubles", "BehaviourCatalogue"],
    path: "Tests/PlayerDetailFeatureTests"),
]

package.targets += [
  .target(
    name: "PlayerEditFeature", dependencies: ["Domain", "LineUI"],
    path: "Modules/Features/PlayerEdit"),
  .testTarget(
    name: "PlayerEditFeatureTests",
    dependencies: ["PlayerEditFeature", "TestSupport", "TestDoubles", "BehaviourCatalogue"],
    path: "Tests/PlayerEditFeatureTests"),
]

package.targets += [
  .target(
    name: "ConfirmPlayersFeature", dependencies: ["Domain", "LineUI"],
    path: "Modules/Features/ConfirmPlayers"),
  .testTarget(
    name: "ConfirmPlayersFeatureTests",
    dependencies: ["ConfirmPlayersFeature", "TestSupport", "TestDoubles"],
    path: "Tests/ConfirmPlayersFeatureTests"),
]

package.targets += [
  .target(
    name: "GatherFeature", dependencies: ["Domain", "LineUI", "Presentation"],
    path: "Modules/Features/Gather"),
  .testTarget(
    name: "GatherFeatureTests",
    dependencies: ["GatherFeature", "TestSupport", "TestDoubles", "BehaviourCatalogue"],
    path: "Tests/GatherFeatureTests"),
]

package.targets += [
  .target(
    name: "HistoryFeature", dependencies: ["Domain", "LineUI", "Presentation"],
    path: "Modules/Features/History"),
  .testTarget(
    name: "HistoryFeatureTests", dependencies: ["HistoryFeature", "TestSupport", "TestDoubles"],
    path: "Tests/HistoryFeatureTests"),
]

package.targets += [
  .target(
    name: "RatingsFeature", dependencies: ["Domain", "LineUI"],
    path: "Modules/Features/Ratings"),
  .testTarget(
    name: "RatingsFeatureTests",
    dependencies: ["RatingsFeature", "TestSupport", "TestDoubles"],
    path: "Tests/RatingsFeatureTests"),
]

package.targets += [
  .target(
    name: "AttendanceFeature", dependencies: ["Domain", "LineUI"],
    path: "Modules/Features/Attendance"),
  .testTarget(
    name: "AttendanceFeatureTests",
    dependencies: ["AttendanceFeature", "TestSupport", "TestDoubles"],
    path: "Tests/AttendanceFeatureTests"),
]

// new-module: stanzas

// MARK: - Patterns (the same screens in MVC, MVVM, MVP, MVP-C and VIP; docs/PATTERNS.md)
//
// One target per pattern and screen at Modules/Patterns/<Pattern>/<Screen>, each with its
// unit tests in Tests/<Target>Tests. A variant may use the shared kernel only; nothing
// imports it but the composition root (`footballgather --pattern X`) and the previews.

/// (pattern folder, screen folder) of every variant: target `MVVMLogin` is
/// Modules/Patterns/MVVM/Login.
let patternScreens: [(pattern: String, screen: String)] = [
  ("MVC", "Login"), ("MVVM", "Login"), ("MVP", "Login"), ("MVPC", "Login"), ("VIP", "Login"),
  // PlayerDetail holds the edit screen too: in these patterns the detail screen (its view
  // controller, coordinator or router) makes the edit screen itself, so the two meet in
  // one module; only VIPER's router hands the request to a flow outside (docs/PATTERNS.md).
  ("MVC", "PlayerDetail"), ("MVVM", "PlayerDetail"), ("MVP", "PlayerDetail"),
  ("MVPC", "PlayerDetail"), ("VIP", "PlayerDetail"),
  // Gather, the match screen: the VIPER one is GatherFeature.
  ("MVC", "Gather"), ("MVVM", "Gather"), ("MVP", "Gather"), ("MVPC", "Gather"), ("VIP", "Gather"),
]

/// Every variant target; the composition root, the previews and the behaviour suite
/// depend on all of them.
let patternVariants: [Target.Dependency] = patternScreens.map {
  .target(name: $0.pattern + $0.screen)
}

for (pattern, screen) in patternScreens {
  let name = pattern + screen
  package.targets += [
    .target(
      name: name,
      dependencies: ["Domain", "LineUI"] + (screen == "Gather" ? ["Presentation"] : []),
      path: "Modules/Patterns/\(pattern)/\(screen)"),
    .testTarget(
      name: name + "Tests",
      dependencies: [.target(name: name), "TestSupport", "TestDoubles", "BehaviourCatalogue"]
        + (["MVP", "MVPC"].contains(pattern) ? ["MVPTestSupport"] : [])
        + (["MVC", "MVVM"].contains(pattern) && screen == "Gather"
          ? ["GatherScreenTestSupport"] : []),
      path: "Tests/\(name)Tests"),
  ]
}

// MVP-C keeps MVP's presenters (one copy a pattern): their presenter tests and mock views
// are written once here, and each pattern's test target runs them against its own copy.
package.targets += [
  .target(
    name: "MVPTestSupport",
    dependencies: ["Domain", "LineUI", "Presentation", "TestSupport", "TestDoubles"],
    path: "Tests/Support/MVPTestSupport"),
  // MVC's and MVVM's match screens are driven alike in their tests (as the screen stack
  // drives them: lines in, what they say out): the harness and the long line-up tests are
  // written once here, and each pattern's test target runs them against its own screen.
  .target(
    name: "GatherScreenTestSupport", dependencies: ["Domain", "LineUI", "TestSupport"],
    path: "Tests/Support/GatherScreenTestSupport"),
  // The behaviour catalogue: one Swift Testing tag per behaviour of each screen, carried by
  // the behaviour suite's scenarios and by every unit test that shows the behaviour; the
  // behaviour x variant matrix of docs/PATTERNS.md is read from these tags.
  .target(name: "BehaviourCatalogue", path: "Tests/Support/BehaviourCatalogue"),
]

// The acceptance tests written once per screen and run against all six implementations
// (VIPER's feature modules and the five variants): input lines in, transcript out.
package.targets += [
  .testTarget(
    name: "PatternBehaviourTests",
    dependencies: ["Domain", "LineUI", "TestSupport", "BehaviourCatalogue"] + featureModules
      + patternVariants,
    path: "Tests/PatternBehaviourTests")
]

// MARK: - Composition root and app

package.targets += [
  .target(
    name: "AppComposition",
    dependencies: ["Domain", "LineUI", "LocalStore", "RemoteAPI", "RosterFiles"] + featureModules
      + patternVariants,
    path: "Modules/Composition/AppComposition"),
  .testTarget(
    name: "AppCompositionTests",
    dependencies: [
      "AppComposition", "TestSupport", "LocalStore", "RemoteAPI", "StandInServer",
      "StandInHarness",
      // The fuzz tests read the database as a second process would, to see that a
      // refused line changed nothing.
      "CSQLite",
      // The crash test runs the real binary: building the tests builds it.
      "footballgather",
    ],
    path: "Tests/AppCompositionTests"),
]

// The release app is linked by lld (shipped with the toolchain) in the order of
// Tools/perf/startup-order.txt, its relative relocations packed (`DT_RELR`, glibc 2.36+).
let startupOrder = Context.packageDirectory + "/Tools/perf/startup-order.txt"

package.targets += [
  .executableTarget(
    name: "footballgather", dependencies: ["AppComposition"], path: "App/footballgather",
    linkerSettings: [
      .unsafeFlags(
        [
          "-use-ld=lld",
          "-Xlinker", "--symbol-ordering-file=" + startupOrder,
          "-Xlinker", "--no-warn-symbol-ordering",
          "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
        ],
        .when(configuration: .release))
    ])
]

// MARK: - Test support (an ordinary target shared by the test targets)

package.targets += [
  .target(
    name: "TestSupport", dependencies: ["Domain", "LineUI"], path: "Modules/Support/TestSupport"),
  .testTarget(
    name: "TestSupportTests", dependencies: ["TestSupport"], path: "Tests/TestSupportTests"),
]

// Strict doubles' shared parts. It imports Testing (a failed expectation is a test
// issue), so only test targets depend on it: the `preview` executable links TestSupport,
// never this (docs/ARCHITECTURE.md "Test doubles").
package.targets += [
  .target(
    name: "TestDoubles", dependencies: ["Domain", "LineUI", "TestSupport"],
    path: "Modules/Support/TestDoubles"),
  .testTarget(
    name: "TestDoublesTests", dependencies: ["TestDoubles", "LineUI"],
    path: "Tests/TestDoublesTests"),
]

// The tests' one set-up of a stand-in server with seeded accounts. It drives the server
// through RemoteAPI's client, which the support ring may not import, so it lives beside
// the tests that use it (RemoteAPITests, AppCompositionTests).
package.targets += [
  .target(
    name: "StandInHarness",
    dependencies: ["Domain", "RemoteAPI", "StandInServer", "TestSupport"],
    path: "Tests/Support/StandInHarness")
]

package.targets += [
  .target(name: "StandInServer", path: "Modules/Support/StandInServer"),
  .testTarget(
    name: "StandInServerTests", dependencies: ["StandInServer"], path: "Tests/StandInServerTests"),
]

// MARK: - Tools

package.targets += [
  .target(name: "ArchitectureTools", path: "Tools/ArchitectureTools"),
  .testTarget(
    name: "ArchitectureToolsTests", dependencies: ["ArchitectureTools"],
    path: "Tests/ArchitectureToolsTests",
    exclude: ["Fixtures"]),
  .executableTarget(name: "archtool", dependencies: ["ArchitectureTools"], path: "Tools/archtool"),
  // The benchmark (docs/PERFORMANCE.md): the app in-process against raw SQL on the same file.
  .executableTarget(
    name: "fgbench",
    dependencies: [
      "AppComposition", "LocalStore", "Domain", "LineUI", "ConfirmPlayersFeature", "CSQLite",
    ],
    path: "Tools/fgbench"),
  .executableTarget(
    name: "standin-server", dependencies: ["StandInServer"], path: "Modules/Support/standin-server"),
  // `swift run -c release ratings-league`: the synthetic leagues of docs/RATINGS.md.
  .executableTarget(
    name: "ratings-league", dependencies: ["Domain", "ConfirmPlayersFeature"],
    path: "Tools/ratings-league"),
  // `swift run preview FEATURE`: one feature's screen alone over TestSupport's fakes.
  .target(
    name: "FeaturePreviews",
    dependencies: ["Domain", "LineUI", "TestSupport", "RosterFiles"] + featureModules
      + patternVariants,
    path: "Tools/FeaturePreviews"),
  .testTarget(
    name: "FeaturePreviewsTests", dependencies: ["FeaturePreviews", "TestSupport"],
    path: "Tests/FeaturePreviewsTests"),
  .executableTarget(
    name: "preview", dependencies: ["FeaturePreviews", "LineUI"], path: "Tools/preview"),
]

// Start-up (docs/PERFORMANCE.md, "Startup in local mode"). In release builds:
// - generic types' metadata is reached through accessors, not by mangled name: resolving a
//   name scans every loaded library's conformance records, 0.5 MiB resident at the prompt;
// - each function gets its own section, so the app's link can put the functions that run
//   before the first prompt side by side (Tools/perf/startup-order.txt) instead of across
//   the whole binary, where each one costs a 64 KiB read-around of code.
let startupSettings = SwiftSetting.unsafeFlags(
  [
    "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    "-Xfrontend", "-function-sections",
  ],
  .when(configuration: .release))

for target in package.targets where target.type != .system {
  let settings: [SwiftSetting] = target.swiftSettings ?? []
  target.swiftSettings =
    settings + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"), startupSettings,
    ]
}

// A libFuzzer entry point over the importers, the number parser and the line editor
// (README, "Fuzzing"): `swift build --product fgfuzz -Xswiftc -sanitize=fuzzer
// -Xswiftc -DLIBFUZZER` builds the fuzzer; an ordinary build replays saved inputs.
package.targets += [
  .executableTarget(
    name: "fgfuzz", dependencies: ["Domain", "LineUI", "RosterFiles"],
    path: "Tests/Support/fgfuzz")
]
