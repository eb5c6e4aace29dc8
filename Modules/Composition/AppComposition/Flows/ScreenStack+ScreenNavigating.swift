import LineUI

/// The flows drive the real stack.
extension ScreenStack: ScreenNavigating {}
