/**
 * TEMPORARY: the menu paths of the pages written before the fact base, kept only so that the
 * site builds while those pages are rewritten. They are not facts: no page may use them (the
 * writers' check fails on them), and this module goes once no page refers to them.
 */
export default {
  'admin-certificates': ['Admin', 'Settings', 'Certificates'],
  'ivr-nodes': ['Accounts', 'IVR nodes'],
  'user-apps': ['Settings', 'Apps'],
  'user-qr-code': ['Settings', 'Apps', 'QR code'],
} as const satisfies Record<string, readonly string[]>;
