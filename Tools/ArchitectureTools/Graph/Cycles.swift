/// Finds cycles in a directed graph of names.
public enum Cycles {
  /// One cycle per strongly connected component that has one, as the full path that
  /// starts and ends at the component's smallest node: `["A", "B", "A"]`. Sorted.
  public static func find(in edges: [String: Set<String>]) -> [[String]] {
    var components: [[String]] = []
    var tarjan = Tarjan(edges: edges)
    for node in tarjan.nodes { tarjan.visit(node, into: &components) }
    return components.compactMap { component -> [String]? in
      let members = Set(component)
      guard let start = component.min() else { return nil }
      if members.count == 1 {
        return edges[start, default: []].contains(start) ? [start, start] : nil
      }
      return shortestCycle(from: start, within: members, edges: edges)
    }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Breadth-first search back to `start`, visiting neighbours in name order.
  static func shortestCycle(
    from start: String, within members: Set<String>, edges: [String: Set<String>]
  )
    -> [String]?
  {
    var previous: [String: String] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for next in edges[node, default: []].sorted() where members.contains(next) {
        if next == start {
          var path = [node]
          while let before = previous[path[0]] { path.insert(before, at: 0) }
          return path + [start]
        }
        if previous[next] == nil, next != start {
          previous[next] = node
          queue.append(next)
        }
      }
    }
    return nil
  }
}

/// Tarjan's strongly connected components, in deterministic (sorted) order.
private struct Tarjan {
  let edges: [String: Set<String>]
  let nodes: [String]
  var index: [String: Int] = [:]
  var lowLink: [String: Int] = [:]
  var stack: [String] = []
  var onStack: Set<String> = []
  var counter = 0

  init(edges: [String: Set<String>]) {
    self.edges = edges
    nodes = Set(edges.keys).union(edges.values.flatMap { $0 }).sorted()
  }

  mutating func visit(_ node: String, into components: inout [[String]]) {
    guard index[node] == nil else { return }
    index[node] = counter
    lowLink[node] = counter
    counter += 1
    stack.append(node)
    onStack.insert(node)
    for next in edges[node, default: []].sorted() {
      if index[next] == nil {
        visit(next, into: &components)
        lowLink[node] = min(lowLink[node]!, lowLink[next]!)
      } else if onStack.contains(next) {
        lowLink[node] = min(lowLink[node]!, index[next]!)
      }
    }
    guard lowLink[node] == index[node] else { return }
    var component: [String] = []
    while let top = stack.popLast() {
      onStack.remove(top)
      component.append(top)
      if top == node { break }
    }
    components.append(component)
  }
}
