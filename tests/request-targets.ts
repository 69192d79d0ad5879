/**
 * Hostile request targets, sent as written (raw), for the server's unit tests and the nginx
 * parity test: both servers must answer them alike and safely.
 */

/** Targets that a careless redirect turns into a Location on another site. */
export const OPEN_REDIRECT_TARGETS = [
  '//evil.example/x.html',
  '///evil.example/x.html?q=1',
  '/.//evil.example/x.html',
  '//evil.example/index.html',
  '/\\evil.example',
  '/\\evil.example/x.html',
  '/%2F%2Fevil.example',
  '/%2F%2Fevil.example/x.html',
  '/%5Cevil.example',
  '/%5C%5Cevil.example/x.html',
];

/** Targets that try to leave the build directory. */
export const TRAVERSAL_TARGETS = [
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/docs/..%2f..%2f..%2fetc%2fpasswd',
  '/..\\..\\etc\\passwd',
  '/assets/../../../etc/passwd',
];
