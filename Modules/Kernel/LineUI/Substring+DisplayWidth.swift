extension Substring {
  /// As `String.displayWidth` (the text before the cursor in the line editor).
  public var displayWidth: Int { String(self).displayWidth }
}
