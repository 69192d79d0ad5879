/**
 * The web interface's menu paths that pages refer to. Pages render them with
 * `<MenuPath id="…" />` (bold, with › separators), so a renamed menu is changed here once.
 * Menu labels stay English in every language: the product's interface shows them that way.
 */
export const menuPaths = {
  // System level (system administrator)
  'admin-settings': ['Admin', 'Settings'],
  'admin-general': ['Admin', 'Settings', 'General'],
  'admin-ports': ['Admin', 'Settings', 'Ports'],
  'admin-sip': ['Admin', 'Settings', 'SIP'],
  'admin-codecs': ['Admin', 'Settings', 'Audio and codecs'],
  'admin-nat': ['Admin', 'Settings', 'NAT'],
  'admin-webrtc': ['Admin', 'Settings', 'WebRTC'],
  'admin-certificates': ['Admin', 'Settings', 'Certificates'],
  'admin-acme': ['Admin', 'Settings', 'Certificates', 'ACME'],
  'admin-security': ['Admin', 'Settings', 'Security'],
  'admin-accounts': ['Admin', 'Security', 'Administrators'],
  'admin-two-factor': ['Admin', 'Security', 'Two-factor authentication'],
  'admin-password-policy': ['Admin', 'Security', 'Password policy'],
  'admin-access-control': ['Admin', 'Security', 'Access control'],
  'admin-intrusion': ['Admin', 'Security', 'Intrusion detection'],
  'admin-blocked-ips': ['Admin', 'Security', 'Blocked addresses'],
  'admin-logging': ['Admin', 'Settings', 'Logging'],
  'admin-syslog': ['Admin', 'Settings', 'Logging', 'Syslog'],
  'admin-email': ['Admin', 'Settings', 'Email'],
  'admin-notifications': ['Admin', 'Settings', 'Notifications'],
  'admin-update': ['Admin', 'Maintenance', 'Software update'],
  'admin-time': ['Admin', 'Settings', 'Time'],
  'admin-tenants': ['Admin', 'Tenants'],
  'admin-global-trunks': ['Admin', 'Global trunks'],
  'admin-prompts': ['Admin', 'Media', 'Audio prompts'],
  'admin-moh': ['Admin', 'Media', 'Music on hold'],
  'admin-email-templates': ['Admin', 'Media', 'Email templates'],
  'admin-web-server': ['Admin', 'Settings', 'Web server'],
  'admin-ldap-server': ['Admin', 'Settings', 'LDAP server'],
  'admin-snmp': ['Admin', 'Settings', 'SNMP'],
  'admin-status': ['Admin', 'Status'],
  'admin-event-log': ['Admin', 'Status', 'Event log'],
  'admin-licence': ['Admin', 'Licence'],
  'admin-backup': ['Admin', 'Maintenance', 'Backup'],
  // Tenant level (tenant administrator)
  'tenant-settings': ['Settings', 'Tenant'],
  'extensions': ['Accounts', 'Extensions'],
  'extensions-add': ['Accounts', 'Extensions', 'Add'],
  'call-queues-add': ['Accounts', 'Call queues', 'Add'],
  'ivr-nodes': ['Accounts', 'IVR nodes'],
  'ivr-nodes-add': ['Accounts', 'IVR nodes', 'Add'],
  'trunks-add': ['Trunks', 'Add'],
  // User level (user portal)
  'user-apps': ['Settings', 'Apps'],
  'user-qr-code': ['Settings', 'Apps', 'QR code'],
} as const satisfies Record<string, readonly string[]>;

export type MenuPathId = keyof typeof menuPaths;

export const MENU_SEPARATOR = ' › ';

export function menuPathText(id: MenuPathId): string {
  return menuPaths[id].join(MENU_SEPARATOR);
}
