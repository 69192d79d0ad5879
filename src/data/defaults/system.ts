/**
 * Defaults and fixed names of a system installation: where the PBX lives, what its service is
 * called, what the administrator logs in with. Every value comes from the fact base.
 */
import type {DefaultValue} from './types';

export const systemDefaults = {
  /** The Linux service (init script or systemd unit) the installer creates. */
  'service-name': {code: 'pbx'},
  /** The working directory: program, data, settings and audio files all live here. */
  'install-dir': {code: '/usr/local/pbx'},
  /** The PBX program in the working directory (`pbxctrl.exe` on Windows). */
  program: {code: 'pbxctrl'},
  'windows-program': {code: 'pbxctrl.exe'},
  /** The data file beside the program. */
  'program-data-file': {code: 'pbxctrl.dat'},
  /** The global configuration file in the working directory (edited through the web interface only). */
  'config-file': {code: 'pbx.xml'},
  /** The vendor's Linux installer script. */
  installer: {code: 'install-linux.sh'},
  'admin-user': {code: 'admin'},
  /** The tenant a fresh system starts with; it matches any name, such as the bare IP address. */
  'default-tenant': {code: 'localhost'},
  'web-url': {code: 'https://pbx.example.com/'},
  /** "Web Session Timeout" on the security settings page. */
  'web-session-timeout': {text: {en: '3600 seconds (one hour)', de: '3600 Sekunden (eine Stunde)'}},
  /** "Password Strength" on the (older) security settings page. */
  'password-strength': {text: {en: 'Accept All Passwords', de: 'Accept All Passwords'}},
} as const satisfies Record<string, DefaultValue>;
