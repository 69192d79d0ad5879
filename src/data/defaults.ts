/**
 * System defaults that several pages state: file locations, service name, login policy and
 * other values a fresh installation starts with. Pages render them with `<Default id="…" />`.
 * Values in code form (paths, commands) are the same in every language; values with words
 * carry both languages. `{product}` becomes the brand's slug in code values.
 */
import type {Localized} from './types';

export type DefaultValue = {
  /** Shown as inline code. */
  code?: string;
  /** Shown as text. */
  text?: Localized;
};

export const defaults = {
  'service-name': {code: '{product}'},
  'install-dir': {code: '/usr/local/{product}'},
  'data-dir': {code: '/var/lib/{product}'},
  'log-file': {code: '/var/log/{product}/{product}.log'},
  'config-file': {code: '/etc/{product}/{product}.conf'},
  'windows-install-dir': {code: 'C:\\Program Files\\{product}'},
  'windows-data-dir': {code: 'C:\\ProgramData\\{product}'},
  'admin-user': {code: 'admin'},
  'web-url': {code: 'https://pbx.example.com/'},
  'session-timeout': {text: {en: '60 minutes', de: '60 Minuten'}},
  'login-failures': {text: {en: '5 failed attempts', de: '5 Fehlversuche'}},
  'login-block': {text: {en: '15 minutes', de: '15 Minuten'}},
  'password-min-length': {text: {en: '12 characters', de: '12 Zeichen'}},
  'pin-min-length': {text: {en: '6 digits', de: '6 Ziffern'}},
  'sip-registration-expiry': {text: {en: '3600 seconds', de: '3600 Sekunden'}},
  'log-retention': {text: {en: '14 days', de: '14 Tage'}},
  'backup-time': {text: {en: 'daily at 03:00', de: 'täglich um 03:00 Uhr'}},
  'backup-keep': {text: {en: '7 backups', de: '7 Sicherungen'}},
  'cert-renewal': {text: {en: '30 days before expiry', de: '30 Tage vor Ablauf'}},
  'update-channel': {text: {en: 'stable', de: 'stable'}},
} as const satisfies Record<string, DefaultValue>;

export type DefaultId = keyof typeof defaults;
