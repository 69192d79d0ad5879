/**
 * Menu paths of the system administrator's view (Getting started, Installation, Admin level).
 * Only paths the fact base documents; where the product's versions word a path differently,
 * the newer wording is used. Labels are the product's English labels: the sources give no
 * German ones, so German pages show them as the product prints them.
 */
export const systemMenuPaths = {
  /** The system settings, the general ones among them (the sources name no deeper path for those). */
  'admin-settings': ['Admin', 'Settings'],
  'admin-ports': ['Admin', 'Settings', 'Ports'],
  /** The SIP settings page (ports, loopback detection, connection limits); older versions word it this way. */
  'admin-sip': ['Settings', 'SIP', 'Settings'],
  'admin-security': ['Settings', 'Security', 'General'],
  'admin-logfile': ['Status', 'Logfile'],
  'admin-recording-cdr': ['Admin', 'System', 'Recording/CDR'],
  /** The tenant list of the system administrator's view, with the form that creates a tenant. */
  'admin-tenant-list': ['List'],
} as const satisfies Record<string, readonly string[]>;
