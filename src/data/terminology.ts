/**
 * The German terms the documentation uses, so that every page says the same thing the same
 * way. The content check fails on the variants listed under `avoid` in German prose (code,
 * bold UI labels and quoted messages are exempt). The glossary page explains the terms.
 *
 * A term's first use on a page may add the English word or an explanation in brackets
 * ("Trunk (Amtsleitung)"), once per page; after that the term stands alone.
 */
export type Term = {
  en: string;
  de: string;
  /** Variants a German page must not use for this concept. */
  avoid: string[];
};

export const terminology: readonly Term[] = [
  // The system and its people
  {en: 'PBX', de: 'Telefonanlage', avoid: ['TK-Anlage', 'Telefonsystem']},
  {en: 'tenant', de: 'Mandant', avoid: ['Mieter']},
  {en: 'system administrator', de: 'Systemadministrator', avoid: ['System-Administrator', 'Systemadmin']},
  {en: 'super administrator', de: 'Superadministrator', avoid: ['Super-Administrator', 'Superadmin']},
  {en: 'tenant administrator', de: 'Mandantenadministrator', avoid: ['Mandanten-Administrator', 'Tenant-Administrator', 'Mandantenadmin']},
  {en: 'account', de: 'Konto', avoid: ['Account', 'Accounts']},
  {en: 'password', de: 'Passwort', avoid: ['Kennwort', 'Kennworts', 'Kennwörter']},
  {en: 'log in', de: 'anmelden', avoid: ['einloggen', 'Einloggen', 'eingeloggt']},
  {
    en: 'two-factor authentication',
    de: 'Zwei-Faktor-Authentifizierung',
    avoid: ['Zwei-Faktor-Authentisierung', '2-Faktor-Authentifizierung'],
  },
  {en: 'session token', de: 'Sitzungstoken', avoid: ['Session-Token', 'Sessiontoken']},
  {en: 'app token', de: 'App-Token', avoid: ['Apptoken', 'Anwendungstoken']},
  {en: 'passkey', de: 'Passkey', avoid: ['Hauptschlüssel']},
  {en: 'initial credentials', de: 'Zugangsdaten für die erste Anmeldung', avoid: ['Anfangszugangsdaten', 'Initialpasswort']},
  {en: 'web interface', de: 'Weboberfläche', avoid: ['Web-Oberfläche', 'Webinterface', 'Web-Interface']},
  {en: 'user portal', de: 'Benutzerportal', avoid: ['Benutzer-Portal', 'User-Portal', 'Userportal']},
  {en: 'system requirements', de: 'Systemvoraussetzungen', avoid: ['Systemanforderungen']},
  {en: 'intrusion detection', de: 'Angriffserkennung', avoid: ['Einbruchserkennung', 'Eindringlingserkennung']},
  {en: 'working directory', de: 'Arbeitsverzeichnis', avoid: ['Installationsverzeichnis']},
  {en: 'backup', de: 'Sicherung', avoid: ['Backup', 'Backups', 'Datensicherung']},
  {en: 'log level', de: 'Log-Level', avoid: ['Protokollstufe', 'Protokollebene', 'Loglevel']},
  {en: 'audit log', de: 'Änderungsprotokoll', avoid: ['Ereignisprotokoll']},
  {en: 'log file', de: 'Logdatei', avoid: ['Protokolldatei', 'Protokolldateien', 'Log-Datei', 'Logfile']},
  {en: 'licence', de: 'Lizenz', avoid: ['Licence', 'Lizens']},
  {en: 'certificate', de: 'Zertifikat', avoid: []},
  {en: 'certificate authority', de: 'Zertifizierungsstelle', avoid: ['Zertifizierungsinstanz', 'Zertifikatsstelle']},
  {en: 'Root CA list', de: 'Root-CA-Liste', avoid: ['Stammzertifikatsliste']},
  {en: 'access list', de: 'Zugriffsliste', avoid: ['Zugangsliste', 'Access-Liste']},
  {en: 'block list', de: 'Sperrliste', avoid: ['Blacklist', 'Blockliste', 'schwarze Liste']},
  {en: 'allow list', de: 'Positivliste', avoid: ['Whitelist', 'weiße Liste']},
  {en: 'release notes', de: 'Versionshinweise', avoid: ['Release Notes', 'Release-Notes']},
  // Accounts and features
  {en: 'extension', de: 'Nebenstelle', avoid: []},
  {en: 'call queue', de: 'Warteschlange', avoid: ['Anrufschlange']},
  {en: 'agent', de: 'Agent', avoid: []},
  {en: 'distribution strategy', de: 'Verteilungsstrategie', avoid: ['Verteilstrategie', 'Zustellstrategie']},
  {en: 'ring group', de: 'Rufgruppe', avoid: ['Ringgruppe', 'Klingelgruppe']},
  {en: 'auto attendant', de: 'Telefonzentrale (Auto Attendant)', avoid: ['Auto-Attendant']},
  {en: 'IVR node', de: 'IVR-Knoten', avoid: ['IVR-Node']},
  {en: 'conference room', de: 'Konferenzraum', avoid: ['Konferenzzimmer']},
  {en: 'paging group', de: 'Durchsagegruppe', avoid: ['Paging-Gruppe', 'Paginggruppe']},
  {en: 'intercom call', de: 'Direktansprache', avoid: ['Intercom-Anruf', 'Gegensprechanruf']},
  {en: 'park orbit', de: 'Parkposition', avoid: ['Parkorbit', 'Park-Orbit']},
  {en: 'call pickup', de: 'Rufübernahme', avoid: ['Anrufübernahme', 'Pickup']},
  {en: 'pickup group', de: 'Rufübernahmegruppe', avoid: ['Pickup-Gruppe', 'Pickupgruppe', 'Übernahmegruppe']},
  {en: 'service flag', de: 'Service-Flag', avoid: ['Serviceflag', 'Dienstflag', 'Dienst-Flag']},
  {en: 'night service', de: 'Nachtschaltung', avoid: ['Nachtmodus', 'Nachtdienst']},
  {en: 'hot desking', de: 'Hot-Desking', avoid: ['Hot Desking', 'Hotdesking']},
  {en: 'cell phone', de: 'Mobiltelefon', avoid: ['Handy', 'Handys']},
  {en: 'voicemail message', de: 'Sprachnachricht', avoid: ['Voicemail-Nachricht', 'Voicemailnachricht']},
  {en: 'mailbox', de: 'Mailbox', avoid: ['Voicemailbox', 'Voicemail-Box', 'Sprachbox']},
  {en: 'greeting', de: 'Begrüßung', avoid: ['Begrüßungstext']},
  {en: 'audio prompt', de: 'Ansage', avoid: ['Prompt', 'Prompts', 'Sprachaufforderung']},
  {en: 'music on hold', de: 'Wartemusik', avoid: ['Haltemusik', 'Music on Hold']},
  {en: 'address book', de: 'Adressbuch', avoid: ['Telefonbuch']},
  {en: 'do not disturb', de: 'Nicht stören', avoid: ['Bitte nicht stören']},
  {en: 'call forwarding', de: 'Rufumleitung', avoid: ['Anrufweiterleitung', 'Rufweiterleitung']},
  {en: 'call transfer', de: 'Weitervermittlung', avoid: ['Anrufübergabe', 'Rufübergabe']},
  {en: 'star code', de: 'Sternchencode', avoid: ['Sterncode', 'Stern-Code']},
  {en: 'caller ID', de: 'Rufnummernanzeige', avoid: ['Anrufer-ID', 'Caller-ID']},
  {en: 'emergency number', de: 'Notrufnummer', avoid: ['Notfallnummer']},
  {en: 'call centre', de: 'Callcenter', avoid: ['Call-Center', 'Call Center']},
  {en: 'call leg', de: 'Gesprächszweig', avoid: ['Call-Leg', 'Gesprächsabschnitt', 'Anrufzweig']},
  {en: 'ringback tone', de: 'Freiton', avoid: ['Rufton', 'Klingelton-Rückmeldung']},
  {en: 'transcoding', de: 'Transcodierung', avoid: ['Transkodierung', 'Umkodierung']},
  // Routing and records
  {en: 'trunk', de: 'Trunk (Amtsleitung)', avoid: ['SIP-Leitung']},
  {en: 'inter-office trunk', de: 'Standort-Trunk', avoid: ['Standorttrunk']},
  {en: 'provider', de: 'Anbieter', avoid: ['Provider']},
  {en: 'dial plan', de: 'Wählplan', avoid: ['Wahlplan', 'Dialplan', 'Dial-Plan']},
  {en: 'dial pattern', de: 'Wählmuster', avoid: ['Wahlmuster']},
  {en: 'call detail record', de: 'Verbindungsdatensatz', avoid: ['Anrufdatensatz', 'Gesprächsdatensatz']},
  {en: 'recording', de: 'Aufzeichnung', avoid: ['Mitschnitt']},
  {en: 'transcription', de: 'Transkription', avoid: ['Abschrift', 'Transkribierung']},
  {en: 'packet capture', de: 'Paketmitschnitt', avoid: ['Paketaufzeichnung']},
  // Phones and apps
  {en: 'provisioning', de: 'Provisionierung', avoid: ['Provisioning']},
  {en: 'push notification', de: 'Push-Benachrichtigung', avoid: ['Pushbenachrichtigung', 'Push-Nachricht']},
  {en: 'door intercom', de: 'Türsprechstelle', avoid: ['Türsprechanlage']},
  {en: 'voice agent', de: 'Voice Agent', avoid: ['Sprachagent']},
];
