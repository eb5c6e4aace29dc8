public enum BackDecision: Sendable {
  case pop
  case stay
}
