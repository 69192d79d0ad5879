/**
 * The star codes a tenant starts with. Codes are per tenant and can be changed (older
 * interface: the tenant's Advanced › Star Codes), so every page that lists them says that
 * the reader's tenant may differ. `basis` records how sure the fact base is:
 * `vendor` is confirmed by the product's own documentation; `typical` comes from the default
 * table published by hosting providers of the product and matches the vendor's codes where
 * both exist, but is not confirmed for the current version.
 *
 * Pages render them with `<StarCodeTable area="…" />` and `<StarCode id="…" />`; the printable
 * star-code card reads the same list.
 */
import type {Localized} from './types';

export type StarCodeArea =
  | 'calls'
  | 'forwarding'
  | 'presence'
  | 'voicemail'
  | 'queues'
  | 'monitoring'
  | 'park-pickup'
  | 'cell-phone'
  | 'privacy'
  | 'hospitality'
  | 'other';

export type StarCode = {
  id: string;
  code: string;
  area: StarCodeArea;
  feature: Localized;
  /** What the caller dials after the code, if anything. */
  argument?: Localized;
  basis: 'vendor' | 'typical';
};

export const STAR_CODE_AREAS: Record<StarCodeArea, Localized> = {
  calls: {en: 'Calls', de: 'Anrufe'},
  forwarding: {en: 'Call forwarding and do not disturb', de: 'Rufumleitung und Nicht stören'},
  presence: {en: 'Hot desking and night service', de: 'Hot-Desking und Nachtschaltung'},
  voicemail: {en: 'Voicemail', de: 'Voicemail'},
  queues: {en: 'Call queue agents', de: 'Agenten von Warteschlangen'},
  monitoring: {en: 'Listening in', de: 'Mithören'},
  'park-pickup': {en: 'Park and pickup', de: 'Parken und Rufübernahme'},
  'cell-phone': {en: 'Cell phone', de: 'Mobiltelefon'},
  privacy: {en: 'Caller ID and unwanted calls', de: 'Rufnummernanzeige und unerwünschte Anrufe'},
  hospitality: {en: 'Hotel', de: 'Hotel'},
  other: {en: 'Other', de: 'Sonstiges'},
};

const ext = {en: 'extension', de: 'Nebenstelle'};

/** The maid codes `*571` … `*5710` the room phone dials; they set the room's status in the PMS. */
const MAID_CODES: ReadonlyArray<[string, string, string]> = [
  ['1', 'room cleaned', 'Zimmer gereinigt'],
  ['2', 'cleaning required', 'Reinigung erforderlich'],
  ['3', 'cleaning in progress', 'Reinigung läuft'],
  ['4', 'inspection required', 'Kontrolle erforderlich'],
  ['5', 'maintenance required', 'Wartung erforderlich'],
  ['6', 'out of order', 'außer Betrieb'],
  ['7', 'pick up', 'Abholung'],
  ['8', 'passed inspection', 'Kontrolle bestanden'],
  ['9', 'failed inspection', 'Kontrolle nicht bestanden'],
  ['10', 'cleaning skipped', 'Reinigung ausgelassen'],
];
const number = {en: 'destination number', de: 'Zielrufnummer'};
const optionalQueue = {en: 'queue (optional)', de: 'Warteschlange (optional)'};

export const starCodes: readonly StarCode[] = [
  {
    id: 'redial',
    code: '*66',
    area: 'calls',
    feature: {en: 'Redial the last number called', de: 'Letzte gewählte Rufnummer erneut wählen'},
    basis: 'typical',
  },
  {
    id: 'call-return',
    code: '*69',
    area: 'calls',
    feature: {en: 'Call back the last caller', de: 'Letzten Anrufer zurückrufen'},
    basis: 'typical',
  },
  {id: 'intercom', code: '*90', area: 'calls', feature: {en: 'Intercom call', de: 'Direktansprache'}, argument: ext, basis: 'typical'},
  {
    id: 'cfa-on',
    code: '*71',
    area: 'forwarding',
    feature: {en: 'Forward all calls: on', de: 'Alle Anrufe umleiten: ein'},
    argument: number,
    basis: 'typical',
  },
  {
    id: 'cfa-off',
    code: '*72',
    area: 'forwarding',
    feature: {en: 'Forward all calls: off', de: 'Alle Anrufe umleiten: aus'},
    basis: 'typical',
  },
  {
    id: 'cfb-on',
    code: '*73',
    area: 'forwarding',
    feature: {en: 'Forward when busy: on', de: 'Umleiten bei besetzt: ein'},
    argument: number,
    basis: 'typical',
  },
  {
    id: 'cfb-off',
    code: '*74',
    area: 'forwarding',
    feature: {en: 'Forward when busy: off', de: 'Umleiten bei besetzt: aus'},
    basis: 'typical',
  },
  {
    id: 'cfna-on',
    code: '*75',
    area: 'forwarding',
    feature: {en: 'Forward on no answer: on', de: 'Umleiten bei Nichtmelden: ein'},
    argument: number,
    basis: 'typical',
  },
  {
    id: 'cfna-off',
    code: '*76',
    area: 'forwarding',
    feature: {en: 'Forward on no answer: off', de: 'Umleiten bei Nichtmelden: aus'},
    basis: 'typical',
  },
  {id: 'dnd-on', code: '*78', area: 'forwarding', feature: {en: 'Do not disturb: on', de: 'Nicht stören: ein'}, basis: 'typical'},
  {id: 'dnd-off', code: '*79', area: 'forwarding', feature: {en: 'Do not disturb: off', de: 'Nicht stören: aus'}, basis: 'typical'},
  {
    id: 'hot-desking',
    code: '*70',
    area: 'presence',
    feature: {en: 'Hot desking: log in to a phone, or log out', de: 'Hot-Desking: an einem Telefon anmelden oder abmelden'},
    argument: ext,
    basis: 'typical',
  },
  {
    id: 'night-mode',
    code: '*80',
    area: 'presence',
    feature: {en: 'Night service for the tenant’s accounts', de: 'Nachtschaltung für die Konten des Mandanten'},
    basis: 'typical',
  },
  {
    id: 'vm-email-on',
    code: '*95',
    area: 'voicemail',
    feature: {en: 'Send voicemails as email: on', de: 'Sprachnachrichten per E-Mail senden: ein'},
    basis: 'typical',
  },
  {
    id: 'vm-email-off',
    code: '*96',
    area: 'voicemail',
    feature: {en: 'Send voicemails as email: off', de: 'Sprachnachrichten per E-Mail senden: aus'},
    basis: 'typical',
  },
  {id: 'voicemail', code: '*97', area: 'voicemail', feature: {en: 'Go to voicemail', de: 'Voicemail abfragen'}, basis: 'typical'},
  {
    id: 'vm-greeting',
    code: '*98',
    area: 'voicemail',
    feature: {en: 'Record a new greeting', de: 'Neue Begrüßung aufnehmen'},
    basis: 'typical',
  },
  {
    id: 'clear-mwi',
    code: '*99',
    area: 'voicemail',
    feature: {en: 'Clear the message-waiting indicator', de: 'Nachrichtenanzeige (MWI) löschen'},
    basis: 'typical',
  },
  {
    id: 'agent-login',
    code: '*64',
    area: 'queues',
    feature: {en: 'Agent log-in', de: 'Agent anmelden'},
    argument: optionalQueue,
    basis: 'typical',
  },
  {
    id: 'agent-logout',
    code: '*65',
    area: 'queues',
    feature: {en: 'Agent log-out', de: 'Agent abmelden'},
    argument: optionalQueue,
    basis: 'typical',
  },
  {
    id: 'acd-outbound',
    code: '*55',
    area: 'queues',
    feature: {en: 'Outbound calling of a call queue', de: 'Abgehende Anrufe einer Warteschlange'},
    basis: 'typical',
  },
  {id: 'barge', code: '*81', area: 'monitoring', feature: {en: 'Barge in', de: 'Aufschalten'}, argument: ext, basis: 'typical'},
  {
    id: 'teach',
    code: '*82',
    area: 'monitoring',
    feature: {en: 'Teach (whisper to the agent)', de: 'Flüstern (nur der Agent hört mit)'},
    argument: ext,
    basis: 'typical',
  },
  {id: 'listen', code: '*83', area: 'monitoring', feature: {en: 'Listen in', de: 'Mithören'}, argument: ext, basis: 'typical'},
  {
    id: 'park',
    code: '*85',
    area: 'park-pickup',
    feature: {en: 'Park a call', de: 'Anruf parken'},
    argument: {en: 'park orbit', de: 'Parkposition'},
    basis: 'vendor',
  },
  {
    id: 'park-retrieve',
    code: '*86',
    area: 'park-pickup',
    feature: {en: 'Retrieve a parked call', de: 'Geparkten Anruf zurückholen'},
    argument: {en: 'park orbit (optional)', de: 'Parkposition (optional)'},
    basis: 'vendor',
  },
  {
    id: 'pickup',
    code: '*87',
    area: 'park-pickup',
    feature: {en: 'Pick up a ringing call', de: 'Klingelnden Anruf übernehmen'},
    argument: {en: 'extension (optional)', de: 'Nebenstelle (optional)'},
    basis: 'typical',
  },
  {
    id: 'cell-retrieve',
    code: '*51',
    area: 'cell-phone',
    feature: {en: 'Take a call back from the cell phone', de: 'Anruf vom Mobiltelefon zurückholen'},
    basis: 'typical',
  },
  {
    id: 'cell-move',
    code: '*52',
    area: 'cell-phone',
    feature: {en: 'Move a call to the cell phone', de: 'Anruf auf das Mobiltelefon übergeben'},
    basis: 'typical',
  },
  {
    id: 'anonymous-block-on',
    code: '*88',
    area: 'privacy',
    feature: {en: 'Block anonymous calls: on', de: 'Anonyme Anrufe sperren: ein'},
    basis: 'typical',
  },
  {
    id: 'anonymous-block-off',
    code: '*89',
    area: 'privacy',
    feature: {en: 'Block anonymous calls: off', de: 'Anonyme Anrufe sperren: aus'},
    basis: 'typical',
  },
  {
    id: 'hide-caller-id',
    code: '*67',
    area: 'privacy',
    feature: {en: 'Hide your caller ID on outgoing calls', de: 'Eigene Rufnummernanzeige bei abgehenden Anrufen unterdrücken'},
    basis: 'typical',
  },
  {
    id: 'show-caller-id',
    code: '*68',
    area: 'privacy',
    feature: {en: 'Show your caller ID on outgoing calls', de: 'Eigene Rufnummernanzeige bei abgehenden Anrufen wieder senden'},
    basis: 'typical',
  },
  {
    id: 'allowlist-add',
    code: '*91',
    area: 'privacy',
    feature: {en: 'Add to the allow list', de: 'Zur Positivliste hinzufügen'},
    basis: 'typical',
  },
  {
    id: 'blocklist-add',
    code: '*92',
    area: 'privacy',
    feature: {en: 'Add to the block list', de: 'Zur Sperrliste hinzufügen'},
    basis: 'typical',
  },
  {
    id: 'room-cleaned',
    code: '*57',
    area: 'hospitality',
    feature: {en: 'Room cleaned (maid code, same as *571)', de: 'Zimmer gereinigt (Housekeeping-Code, wie *571)'},
    basis: 'vendor',
  },
  ...MAID_CODES.map(([digit, en, de]) => ({
    id: `maid-${digit}`,
    code: `*57${digit}`,
    area: 'hospitality' as const,
    feature: {en: `Maid code: ${en}`, de: `Housekeeping-Code: ${de}`},
    basis: 'vendor' as const,
  })),
  {id: 'wake-up', code: '*62', area: 'hospitality', feature: {en: 'Wake-up call', de: 'Weckruf'}, basis: 'typical'},
  {
    id: 'recordings',
    code: '*58',
    area: 'other',
    feature: {en: 'Listen to automatic recordings', de: 'Automatische Aufzeichnungen anhören'},
    basis: 'typical',
  },
  {id: 'balance', code: '*61', area: 'other', feature: {en: 'Account balance', de: 'Kontostand'}, basis: 'typical'},
  {id: 'trace', code: '*63', area: 'other', feature: {en: 'Customer-originated trace', de: 'Fangschaltung'}, basis: 'typical'},
  {id: 'clean-up', code: '*84', area: 'other', feature: {en: 'Clean up the extension', de: 'Nebenstelle bereinigen'}, basis: 'typical'},
];

export type StarCodeId = (typeof starCodes)[number]['id'];

export function starCode(id: string): StarCode {
  const found = starCodes.find((c) => c.id === id);
  if (!found) throw new Error(`Star code: unknown id "${id}"; see src/data/starCodes.ts`);
  return found;
}
