/// The body that creates an empty gather: `{}`.
struct EmptyBody: Encodable {}
