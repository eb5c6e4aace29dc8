/// Places a production file that no profile rule matched in the layer of the files that
/// use it: a helper belongs to the role that calls it, as a test belongs to the layer of
/// what it tests.
///
/// A file that only extends types declared in the tree goes with the file declaring the
/// first of them (`extension AppDelegate` in `Boot.swift` is `app`). Otherwise, a file
/// uses another when it mentions a type the other declares, conforms to one of its
/// protocols, or extends one of its types; a file that only extends types from outside the
/// tree (`extension NSCalendar`) is used by the files calling its functions. The layer used by the most files wins (ties go
/// to the profile's layer order); a contracts file counts only when nothing else uses the
/// helper. Newly placed files place their own helpers in the next round, so `AppLoader`,
/// used only by `AppDelegate` (an `app` file), is `app` too. A file nothing uses stays
/// in `other`. `report --files` names the users for each file placed this way.
enum LayerInference {
  static func classify(_ files: inout [SourceFile]) {
    var declaredIn: [String: [Int]] = [:]
    var functionsOf: [String: [Int]] = [:]
    for (index, file) in files.enumerated() where !file.isTest {
      for declaration in file.facts.typeDeclarations where declaration.kind.declaresType {
        declaredIn[declaration.name, default: []].append(index)
      }
      if !file.facts.typeDeclarations.isEmpty,
        file.facts.typeDeclarations.allSatisfy({ $0.kind == .extension })
      {
        for name in file.facts.functionNames { functionsOf[name, default: []].append(index) }
      }
    }
    for _ in 0..<8 {
      let unplaced = Set(
        files.indices.filter { !files[$0].isTest && files[$0].layer == LayerProfile.otherLayer })
      guard !unplaced.isEmpty else { return }
      // A file that only extends types of the tree belongs with what it extends.
      for index in unplaced {
        let declarations = files[index].facts.typeDeclarations
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .extension }),
          let owner = declarations.lazy.compactMap({ declaredIn[$0.name]?.first }).first,
          files[owner].layer != LayerProfile.otherLayer
        else { continue }
        files[index].layer = files[owner].layer
        files[index].isInferred = true
        files[index].placement =
          "extends \(declarations[0].name) (\(files[owner].layer))"
      }
      var users: [Int: [String: [String]]] = [:]
      for (index, file) in files.enumerated()
      where !file.isTest && file.layer != LayerProfile.otherLayer {
        var used = Set<Int>()
        let names =
          Array(file.facts.references.keys)
          + file.facts.typeDeclarations.flatMap { [$0.name] + $0.inherits }
        for name in names {
          for target in declaredIn[name] ?? [] where unplaced.contains(target) && target != index {
            used.insert(target)
          }
        }
        for name in file.facts.memberCalls.keys {
          for target in functionsOf[name] ?? [] where unplaced.contains(target) && target != index {
            used.insert(target)
          }
        }
        for target in used {
          users[target, default: [:]][file.layer, default: []].append(file.path)
        }
      }
      guard !users.isEmpty else { return }
      for (index, byLayer) in users {
        let preferred = byLayer.filter { $0.key != "contracts" }
        let candidates = preferred.isEmpty ? byLayer : preferred
        guard
          let best = candidates.max(by: {
            ($0.value.count, $1.key) < ($1.value.count, $0.key)
          })
        else { continue }
        let names = best.value.sorted().prefix(3).map { LayerClassifier.stem(of: $0) }
        let more = best.value.count > 3 ? ", …" : ""
        files[index].layer = best.key
        files[index].isInferred = true
        files[index].placement =
          "used by \(best.value.count) \(best.key) file\(best.value.count == 1 ? "" : "s") "
          + "(\(names.joined(separator: ", "))\(more))"
      }
    }
  }
}
