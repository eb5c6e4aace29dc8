/// The HTTP methods the web service uses.
public enum HTTPMethod: String, Sendable, Hashable {
  case get = "GET"
  case post = "POST"
  case put = "PUT"
  case delete = "DELETE"
}
