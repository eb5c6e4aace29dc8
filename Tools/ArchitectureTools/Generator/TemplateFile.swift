/// A file a template produces.
struct TemplateFile {
  var name: String
  var contents: String
}
