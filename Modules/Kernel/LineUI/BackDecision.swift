/// What a screen answers when the user types `back`: leave it (`pop`) or stay on it
/// (`stay`, after a question about unsaved changes was answered "keep").
public enum BackDecision: Sendable {
  case pop
  case stay
}
