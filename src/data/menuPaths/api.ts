/** Menu paths for API. Only paths the fact base gives, verbatim. */
export default {
  /**
   * The tenant's Action URL (webhook) settings, as the older documentation places them. The newer
   * documentation offers the Action URL at system, tenant and account level without naming the paths.
   */
  'tenant-action-url': ['Tenant', 'Advanced', 'Action URL'],
} as const satisfies Record<string, readonly string[]>;
