/** Menu paths for Recordings and CDR, Call transcription, Click-2-dial, Backup and debug. Only paths the fact base gives, verbatim. */
export default {
  /** The tenant's own CDR URL field (the system-wide one is on `admin-recording-cdr`). */
  'tenant-cdr-url': ['Tenant', 'General Settings', 'CDR URL'],
} as const satisfies Record<string, readonly string[]>;
