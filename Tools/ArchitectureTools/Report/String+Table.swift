extension String {
  func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }

  func replacingPipes() -> String {
    replacing("|", with: "\\|")
  }
}
