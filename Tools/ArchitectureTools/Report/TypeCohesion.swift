/// RFC and LCOM4 of one type, from its functions (its extensions' included) as
/// `ComplexityScanner` reads them, by name: archtool has no type checker, so a call is
/// known by the name called (`console.line(` is a call of `line`, whoever the receiver),
/// and a use of one of the type's properties by a bare or `self.` name (a local of the
/// same name counts as the property).
///
/// - RFC (response for a class, Chidamber and Kemerer): the type's functions plus the
///   distinct names they call that are none of its own functions' names, each counted once.
/// - LCOM4 (lack of cohesion, Hitz and Montazeri): the type's functions are nodes; two are
///   joined when both use one of the type's properties, or one calls or reads the other
///   (a computed property is a function, read without a call); LCOM4 is the number of
///   groups that leaves. 1 is a cohesive type, 2 or more a type that could be split along
///   those lines, 0 a type without functions (a protocol, a plain enum).
///   Henderson-Sellers' LCOM* is not used: it divides by the properties and by the
///   functions minus one, so it is undefined for most of these small types (one function, or
///   none, or no property), and it reads a computed property as no property at all.
public struct TypeCohesion: Sendable, Equatable {
  /// Response for a class.
  public var rfc: Int
  /// Lack of cohesion of methods, Hitz and Montazeri's LCOM4.
  public var lcom4: Int

  /// Given figures.
  public init(rfc: Int, lcom4: Int) {
    self.rfc = rfc
    self.lcom4 = lcom4
  }

  /// The figures of a type with `functions` and `properties` (its stored and computed
  /// properties).
  public init(functions: [ComplexityReport.Entry], properties: Set<String>) {
    let names = Set(functions.map(\.function.name))
    let called = functions.reduce(into: Set<String>()) { $0.formUnion($1.members.calls) }
    rfc = functions.count + called.subtracting(names).count
    // Union-find over the functions; a property or a function name seen joins its users.
    var parent = Array(functions.indices)
    func root(_ node: Int) -> Int {
      var node = node
      while parent[node] != node {
        parent[node] = parent[parent[node]]
        node = parent[node]
      }
      return node
    }
    // A function is known by its name (overloads are one member); properties and
    // functions share one namespace, as in Swift. An accessor written out (`get`, `didSet`)
    // is no member of its own: it joins what it touches.
    var firstUser: [String: Int] = [:]
    for (index, entry) in functions.enumerated() {
      var touched = entry.members.uses.union(entry.members.calls)
        .filter { names.contains($0) || properties.contains($0) }
      if !ComplexityScanner.accessors.contains(entry.function.name) {
        touched.insert(entry.function.name)
      }
      for name in touched {
        if let other = firstUser[name] {
          parent[root(index)] = root(other)
        } else {
          firstUser[name] = index
        }
      }
    }
    lcom4 = Set(functions.indices.map(root)).count
  }
}
