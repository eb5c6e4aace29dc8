#include <openssl/evp.h>
#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509v3.h>

// OpenSSL's macros, as functions Swift can call.

/// Sends `name` as the TLS server name (SNI).
static inline long fg_ssl_set_host_name(SSL *ssl, const char *name) {
  return SSL_set_tlsext_host_name(ssl, name);
}

/// Refuses anything older than TLS 1.2.
static inline int fg_ssl_ctx_require_tls12(SSL_CTX *context) {
  return (int)SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
}

/// A peer that closes the connection without close_notify ends the stream (EOF) instead of
/// failing the read (OpenSSL 3's default); bodies are delimited by HTTP, not by TLS.
static inline void fg_ssl_ctx_allow_unexpected_eof(SSL_CTX *context) {
#ifdef SSL_OP_IGNORE_UNEXPECTED_EOF
  SSL_CTX_set_options(context, SSL_OP_IGNORE_UNEXPECTED_EOF);
#endif
}
