/**
 * The German terms the documentation uses, so that every page says the same thing the same
 * way. The content check fails on the variants listed under `avoid` in German prose (code,
 * bold UI labels and quoted messages are exempt). The glossary page explains the terms.
 */
export type Term = {
  en: string;
  de: string;
  /** Variants a German page must not use for this concept. */
  avoid: string[];
};

export const terminology: readonly Term[] = [
  {en: 'extension', de: 'Nebenstelle', avoid: []},
  {en: 'tenant', de: 'Mandant', avoid: ['Mieter']},
  {en: 'call queue', de: 'Warteschlange', avoid: ['Anrufschlange']},
  {en: 'ring group', de: 'Rufgruppe', avoid: ['Ringgruppe', 'Klingelgruppe']},
  {en: 'trunk', de: 'Trunk (Amtsleitung)', avoid: ['SIP-Leitung']},
  {en: 'dial plan', de: 'Wählplan', avoid: ['Wahlplan', 'Dialplan', 'Dial-Plan']},
  {en: 'call forwarding', de: 'Rufumleitung', avoid: ['Anrufweiterleitung', 'Rufweiterleitung']},
  {en: 'auto attendant', de: 'Telefonzentrale (Auto Attendant)', avoid: ['Auto-Attendant']},
  {en: 'IVR node', de: 'IVR-Knoten', avoid: ['IVR-Node']},
  {en: 'star code', de: 'Sternchencode', avoid: ['Sterncode', 'Stern-Code']},
  {en: 'web interface', de: 'Weboberfläche', avoid: ['Web-Oberfläche', 'Webinterface', 'Web-Interface']},
  {en: 'push notification', de: 'Push-Benachrichtigung', avoid: ['Pushbenachrichtigung', 'Push-Nachricht']},
  {en: 'release notes', de: 'Versionshinweise', avoid: ['Release Notes', 'Release-Notes']},
  {en: 'recording', de: 'Aufzeichnung', avoid: ['Mitschnitt']},
  {en: 'caller ID', de: 'Rufnummernanzeige', avoid: ['Anrufer-ID', 'Caller-ID']},
  {en: 'certificate', de: 'Zertifikat', avoid: []},
];
