/** Menu paths for IVR JavaScript examples, Useful scripts, Setup examples. Only paths the fact base gives, verbatim. */
export default {
  /**
   * Older documentation's path to the system settings that hold "System management DNS address"
   * (the address the system administrator logs in at; ACME certificates are requested for it).
   */
  'admin-system-settings-older': ['Settings', 'General', 'System'],
} as const satisfies Record<string, readonly string[]>;
