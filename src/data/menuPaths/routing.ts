/** Menu paths for Trunks, Dial plans, Star codes and SMS. Only paths the fact base gives, verbatim. */
export default {
  /** The tenant's trunk list (current interface). */
  'trunks-sip-trunks': ['Tenant', 'Trunks', 'SIP Trunks'],
  /** The tenant's dial plans, next to the trunk list (current interface). */
  'trunks-dial-plans': ['Tenant', 'Trunks', 'Dial Plans'],
  /** Older interface, as a carrier's setup guide words it: the tenant's trunk list with the Add button. */
  'trunks-voip-providers': ['TRUNKS', 'VoIP Providers'],
  /** Older interface: the tenant's star-code list. The current path is not documented. */
  'tenant-star-codes': ['Advanced', 'Star Codes'],
} as const satisfies Record<string, readonly string[]>;
