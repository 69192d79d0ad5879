/**
 * Menu paths for Integrations (Google, Slack, WhatsApp), hotel PMS, Analytics dashboards. Only paths the fact base
 * gives, verbatim.
 *
 * These are menus of the two add-on web apps, {product} Analytics and {product} Wallboards, not of the PBX. Related
 * PBX paths other areas own and these pages reuse: `tenant-hospitality` (tenants), `tenant-cdr-url` (records),
 * `admin-recording-cdr` (system).
 */
export default {
  /** {product} Analytics: the list of PBX addresses allowed to send records; each entry also holds the Live Connection. */
  'analytics-ip-whitelist': ['Admin', 'IP Whitelist'],
  /** {product} Wallboards: the PBXs the product connects to, and their tenants. */
  'wallboards-pbx-connections': ['Settings', 'PBX Connections'],
  /** {product} Wallboards: users, roles and invitations. */
  'wallboards-users': ['Settings', 'Users'],
  /** {product} Wallboards: the AI provider for the AI Summary widget. */
  'wallboards-ai': ['Settings', 'AI'],
  /** {product} Wallboards: the mail server for invitations and display links. */
  'wallboards-smtp': ['Settings', 'SMTP Settings'],
  /** {product} Wallboards: the published wallboards (display mode links). */
  'wallboards-tv-links': ['Settings', 'TV Links'],
  /** {product} Wallboards: the security tab (multi-factor authentication). */
  'wallboards-security': ['Settings', 'Security'],
} as const satisfies Record<string, readonly string[]>;
