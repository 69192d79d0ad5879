/**
 * Menu paths for Tenant level. Only paths the fact base gives, verbatim.
 *
 * Related paths other areas own and the tenant pages reuse: `tenant-cdr-url` (records),
 * `trunks-dial-plans` and `tenant-star-codes` (routing), `accounts-service-flags` (accounts),
 * `admin-tenant-list` and `admin-recording-cdr` (system).
 */
export default {
  /** The tenant's general settings, as the newer vendor documentation words the path. */
  'tenant-general-settings': ['Tenant', 'General Settings'],
  /** The same page as older versions place it. */
  'tenant-general-settings-older': ['Tenant', 'Advanced', 'General Settings'],
  /** The tenant's voicemail defaults (older documentation: "Voicemail under Features"). */
  'tenant-voicemail': ['Tenant', 'Features', 'Voicemail'],
  /** The connection to a hotel property management system (PMS). */
  'tenant-hospitality': ['Tenant', 'Advanced', 'Hospitality'],
} as const satisfies Record<string, readonly string[]>;
