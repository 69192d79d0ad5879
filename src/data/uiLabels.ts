/**
 * The product's UI labels (settings, buttons, fields) as the fact base prints them, for the
 * sections whose settings tables the content check holds to it: Getting started, Installation
 * and Admin level. A settings table there may only name a label listed here (or a menu path or
 * default of src/data): a label that is not in the fact base is an invention. Add a label when
 * the fact base gains it.
 */
export const KNOWN_UI_LABELS: ReadonlySet<string> = new Set([
  'Accept All Passwords',
  'Accept UDP packets only from enabled addresses',
  'Account',
  'Admin email addresses',
  'Allow empty passwords',
  'Allow login only from listed addresses',
  'API access',
  'Automatically generate SIP password',
  'Automatically generate web password',
  'Cell phone numbers for the admin',
  'Cellphone',
  'Default IVR Language',
  'Default Tone Language',
  'Direction',
  'Email',
  'Global',
  'High Security',
  'HTTP ports',
  'HTTPS Port(s)',
  'Include 2D barcode in user welcome email',
  'Issued Certificates',
  'Keep track of login',
  'Load balancer address',
  'Loopback detection',
  'Maximum number of HTTP connections',
  'Maximum number of SIP connections',
  'Maximum number of SIP connections per second',
  'Medium Security',
  'Name',
  'Other DNS addresses',
  'Password',
  'Password Strength',
  'Primary DNS address',
  'SIP TCP Ports',
  'SIP TLS Ports',
  'SIP UDP Ports',
  'Super Administrator',
  'System Administrator',
  'System management DNS address',
  'System Name',
  'Tenant Administrator',
  'TLS Minimum Version',
  'TLS session duration',
  'Use Short SIP Headers',
  'Used Tokens and Passkeys',
  'Username',
  'Web Session Timeout',
  '{product} Phone',
  '{product}Hub',
]);

/** The sections whose settings tables are held to the list. */
export const LABEL_CHECKED_SECTIONS: readonly string[] = ['Getting started', 'Installation', 'Admin level'];
