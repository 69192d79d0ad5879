/** Defaults for Installation. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /**
   * Where the vendor's Linux installer is fetched from. The real download host is the vendor's
   * and is not written in the docs: a placeholder that the reader replaces with the address from
   * the vendor's download page.
   */
  'install-script-url': {code: 'https://<download-host>/install-linux.sh'},
  /** How the old vendor scripts started the PBX: the working directory as an argument. */
  'install-start-command': {code: 'pbxctrl --dir /usr/local/pbx'},
  /** Option of pbxctrl that keeps it in the foreground (old vendor scripts, community containers). */
  'install-foreground-option': {code: '--no-daemon'},
  /** Options of pbxctrl that set the web ports at start-up (old vendor scripts). */
  'install-http-port-option': {code: '--http-port'},
  'install-https-port-option': {code: '--https-port'},
  /** Language packs of the old installers, unzipped into the working directory (audio_en, audio_de …). */
  'install-audio-pack': {code: 'audio_<code>.zip'},
  /** The music-on-hold pack of the old installers. */
  'install-moh-pack': {code: 'audio_moh.zip'},
  /** Working directory of a second instance on the same server (vendor blog on multiple instances). */
  'install-instance-dir': {code: '/usr/local/pbx-1'},
} as const satisfies Record<string, DefaultValue>;
