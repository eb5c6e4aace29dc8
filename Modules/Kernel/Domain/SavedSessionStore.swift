/// Where a session kept from an earlier run is found (remote mode keeps its token; the
/// embedded database keeps none).
///
/// Called by every login screen (the VIPER Login module and each pattern variant) and
/// provided by the composition root's backend, so it lives here with the other services.
public protocol SavedSessionStore: Sendable {
  func restoredSession() async -> AuthSession?
}
