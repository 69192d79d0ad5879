/**
 * Every release of the product the documentation knows of, and every change the fact base ties
 * to a version ("since version N"), newest first. The release-notes pages (`<ReleaseNotes />`,
 * `<ReleaseHub />`), the "since" badges (`<SinceVersion />`), the home page, the announcement
 * bar and the release feeds all read this module: a new release is one edit here.
 *
 * Only sourced facts: a change, a date or a build number that the fact base
 * (`shared/facts/`) does not give does not belong here. `released` is the month of the dated
 * source where there is one; every such date is the date of the vendor's announcement (its
 * blog), not a confirmed release date, and the pages say "announced".
 *
 * Versions: the 5.x line (5.0.4 … 5.5.0), then whole numbers 57, 58 … 69, 70, with updates such
 * as 69.5.13. The planned pages keep the old slugs (`release-notes-6-9` is version 69).
 */
import type {Localized} from './types';

/** The areas of the guide a change belongs to, in the order the pages list them. */
export const AREAS = {
  system: {en: 'System administration', de: 'Systemverwaltung'},
  accounts: {en: 'Tenants and accounts', de: 'Mandanten und Konten'},
  trunks: {en: 'Trunks and NAT', de: 'Trunks und NAT'},
  sms: {en: 'Text messages (SMS)', de: 'Textnachrichten (SMS)'},
  'voice-agents': {en: 'IVR and voice agents', de: 'IVR und Voice Agents'},
  api: {en: 'API', de: 'API'},
  integrations: {en: 'Integrations and sign-in', de: 'Integrationen und Anmeldung'},
  analytics: {en: 'Analytics and monitoring', de: 'Auswertung und Überwachung'},
} as const satisfies Record<string, Localized>;

export type GuideArea = keyof typeof AREAS;

export type ChangeKind = 'feature' | 'change' | 'security' | 'removal';

/** How each kind of change is labelled, in the order the filters list them. */
export const KINDS = {
  feature: {en: 'New', de: 'Neu'},
  change: {en: 'Changed', de: 'Geändert'},
  security: {en: 'Security', de: 'Sicherheit'},
  removal: {en: 'Removed', de: 'Entfernt'},
} as const satisfies Record<ChangeKind, Localized>;

export type Change = {
  /** Unique across all releases; the anchor `change-<id>` on the version's page. */
  id: string;
  /** The version that brought the change (the release it is listed under). */
  version: string;
  area: GuideArea;
  kind: ChangeKind;
  /** A short name of the change: the link text and the feed entry's title. */
  title: Localized;
  text: Localized;
  /** Slug of the page that documents the feature (with `{product}` where the plan has it). */
  page?: string;
  /** A heading id on that page. */
  anchor?: string;
};

export type Release = {
  /** As the product writes it: `70`, `69.5.13`, `5.4.1`. */
  version: string;
  name: Localized;
  /** The release-notes page that covers the version (updates share their version's page). */
  slug?: string;
  /** `YYYY-MM`, only where the fact base dates it (see the comment at the top). */
  released?: string;
  headline?: Localized;
  changes: Change[];
};

/** When this list was last edited: the `updated` date of the release feeds. */
export const RELEASES_UPDATED = '2026-11-23';

const name = (version: string): Localized => ({en: `Version ${version}`, de: `Version ${version}`});

/** A release without a documented change: its page says so. */
const known = (version: string, slug: string): Release => ({version, name: name(version), slug, changes: []});

export const releases: readonly Release[] = [
  {
    version: '70',
    name: name('70'),
    slug: 'release-notes-70',
    released: '2026-05', // blog date (service flags post)
    headline: {
      en: 'Service flags follow external calendars such as Google Calendar',
      de: 'Service-Flags folgen externen Kalendern wie Google Calendar',
    },
    changes: [
      {
        id: 'service-flag-calendars',
        version: '70',
        area: 'accounts',
        kind: 'feature',
        title: {en: 'Service flags with external calendars', de: 'Service-Flags mit externen Kalendern'},
        text: {
          en: 'Service flags were reworked: a flag is manual or automatic, flags can be chained (office hours first, then holidays), and a flag can follow an external calendar such as Google Calendar for business hours, after hours, holidays and special events.',
          de: 'Die Service-Flags wurden überarbeitet: Ein Flag ist manuell oder automatisch, Flags lassen sich verketten (erst die Geschäftszeiten, dann die Feiertage), und ein Flag kann einem externen Kalender wie Google Calendar folgen, etwa für Geschäftszeiten, Zeiten außerhalb der Geschäftszeiten, Feiertage und besondere Anlässe.',
        },
        page: 'service-flags',
        anchor: 'calendars',
      },
    ],
  },
  {
    version: '69.5.13',
    name: name('69.5.13'),
    slug: 'release-notes-6-9',
    headline: {en: 'Presence sync with Microsoft Teams', de: 'Präsenzabgleich mit Microsoft Teams'},
    changes: [
      {
        id: 'teams-presence',
        version: '69.5.13',
        area: 'integrations',
        kind: 'feature',
        title: {en: 'Teams presence sync', de: 'Präsenzabgleich mit Teams'},
        text: {
          en: 'Presence is synchronised with Microsoft Teams in both directions: a Teams call or status puts the matching extension into do not disturb, and calls and DND on the PBX show in Teams. The extension’s email address must be the user’s Teams user name (UPN).',
          de: 'Die Präsenz wird in beide Richtungen mit Microsoft Teams abgeglichen: Ein Teams-Anruf oder ein Teams-Status schaltet die passende Nebenstelle auf „Nicht stören“, und Gespräche sowie „Nicht stören“ auf der Telefonanlage erscheinen in Teams. Die E-Mail-Adresse der Nebenstelle muss der Teams-Benutzername (UPN) sein.',
        },
        page: 'teams-presence',
        anchor: 'prerequisites',
      },
    ],
  },
  {
    version: '69.5.3',
    name: name('69.5.3'),
    slug: 'release-notes-6-9',
    released: '2024-11', // blog date (OpenAI realtime API post)
    headline: {
      en: 'AI voice agents: IVR nodes connect calls to the OpenAI Realtime API',
      de: 'KI-Voice-Agents: IVR-Knoten verbinden Anrufe mit der OpenAI Realtime API',
    },
    changes: [
      {
        id: 'ai-voice-agent',
        version: '69.5.3',
        area: 'voice-agents',
        kind: 'feature',
        title: {en: 'AI voice agents with the OpenAI Realtime API', de: 'KI-Voice-Agents mit der OpenAI Realtime API'},
        text: {
          en: 'An IVR node running JavaScript can stream a call to the OpenAI Realtime API, so that an AI voice agent talks to the caller; first released as a beta. It needs an OpenAI API key and a licence that includes an IVR node; the ivrnode.js template is the starting point.',
          de: 'Ein IVR-Knoten mit JavaScript kann ein Gespräch an die OpenAI Realtime API streamen, sodass ein KI-Voice-Agent mit dem Anrufer spricht; zuerst als Beta erschienen. Nötig sind ein API-Schlüssel von OpenAI und eine Lizenz mit IVR-Knoten; Ausgangspunkt ist die Vorlage ivrnode.js.',
        },
        page: 'ai-voice-agent',
        anchor: 'requirements',
      },
    ],
  },
  {
    version: '69.3.2',
    name: name('69.3.2'),
    slug: 'release-notes-6-9',
    headline: {
      en: 'The Root CA list after an upgrade from an older version',
      de: 'Die Root-CA-Liste nach einem Update von einer älteren Version',
    },
    changes: [
      {
        id: 'root-ca-refresh',
        version: '69.3.2',
        area: 'system',
        kind: 'security',
        title: {en: 'Root CA list after an upgrade', de: 'Root-CA-Liste nach einem Update'},
        text: {
          en: 'An upgrade from a version before 69.3.2 does not refresh the list of trusted root certificates: after such an upgrade, press Reset on the Root CA list once, or TLS connections to servers with newer certificates can fail.',
          de: 'Ein Update von einer Version vor 69.3.2 erneuert die Liste der vertrauenswürdigen Stammzertifikate nicht: Drücken Sie nach einem solchen Update einmal Reset in der Root-CA-Liste, sonst können TLS-Verbindungen zu Servern mit neueren Zertifikaten scheitern.',
        },
        page: 'admin-certs',
        anchor: 'root-ca',
      },
    ],
  },
  {
    version: '69',
    name: name('69'),
    slug: 'release-notes-6-9',
    headline: {
      en: 'The Integrations Framework; the minimum version for the Analytics, Wallboards and Monitor add-ons',
      de: 'Das Integrations Framework; die Mindestversion für die Zusatzprodukte Analytics, Wallboards und Monitor',
    },
    changes: [
      {
        id: 'integrations-framework',
        version: '69',
        area: 'integrations',
        kind: 'feature',
        title: {en: 'Integrations Framework', de: 'Integrations Framework'},
        text: {
          en: 'The system administrator defines integrations with other systems, each made of backend code, user front-end code and tenant front-end code: for example to log calls against customers in a CRM, pop up caller details, or track activity in a timesheet tool. A tenant can run several integrations at once.',
          de: 'Der Systemadministrator legt Integrationen mit anderen Systemen an, jede aus Backend-Code, Code für das Benutzer-Frontend und Code für das Mandanten-Frontend: etwa um Anrufe im CRM beim Kunden zu protokollieren, Anruferdaten einzublenden oder Tätigkeiten in einer Zeiterfassung festzuhalten. Ein Mandant kann mehrere Integrationen gleichzeitig nutzen.',
        },
        page: 'crm-integration',
        anchor: 'framework',
      },
      {
        id: 'analytics-min-version',
        version: '69',
        area: 'analytics',
        kind: 'feature',
        title: {en: '{product} Analytics', de: '{product} Analytics'},
        text: {
          en: '{product} Analytics, the separate reporting app that receives call records and recordings from the PBX through the CDR URL, needs version 69 or later.',
          de: '{product} Analytics, die separate Auswertungs-App, die Verbindungsdatensätze und Aufzeichnungen über die CDR-URL von der Telefonanlage erhält, setzt Version 69 oder neuer voraus.',
        },
        page: 'analytics',
        anchor: 'requirements',
      },
      {
        id: 'wallboards-min-version',
        version: '69',
        area: 'analytics',
        kind: 'feature',
        title: {en: '{product} Wallboards', de: '{product} Wallboards'},
        text: {
          en: '{product} Wallboards, the separate wallboard server for call queues, needs version 69 or later, with API access enabled and the wallboard server’s address allowed on the PBX.',
          de: '{product} Wallboards, der separate Wallboard-Server für Warteschlangen, setzt Version 69 oder neuer voraus, mit eingeschaltetem API-Zugriff und freigegebener Adresse des Wallboard-Servers auf der Telefonanlage.',
        },
        page: 'wallboards',
        anchor: 'requirements',
      },
      {
        id: 'monitor-min-version',
        version: '69',
        area: 'analytics',
        kind: 'feature',
        title: {en: '{product} Monitor', de: '{product} Monitor'},
        text: {
          en: '{product} Monitor, the separate monitoring product, needs version 69 or later, with API access enabled, its own administrator account and its address allowed on the PBX.',
          de: '{product} Monitor, das separate Überwachungsprodukt, setzt Version 69 oder neuer voraus, mit eingeschaltetem API-Zugriff, einem eigenen Administratorkonto und freigegebener Adresse auf der Telefonanlage.',
        },
        page: 'script-monitoring',
        anchor: 'monitor',
      },
    ],
  },
  {
    version: '68',
    name: name('68'),
    slug: 'release-notes-6-8',
    headline: {
      en: 'Semicolons separate the numbers of an account',
      de: 'Semikolons trennen die Nummern eines Kontos',
    },
    changes: [
      {
        // The source says "semicolons in current versions; spaces in version 67 and below".
        id: 'account-number-separator',
        version: '68',
        area: 'accounts',
        kind: 'change',
        title: {en: 'Semicolons between account numbers', de: 'Semikolons zwischen Kontonummern'},
        text: {
          en: 'An account with several numbers (internal numbers and DIDs) lists them separated by semicolons, for example 600;+15550100. Version 67 and below separate them with spaces.',
          de: 'Ein Konto mit mehreren Nummern (interne Nummern und Durchwahlen) führt sie durch Semikolons getrennt auf, zum Beispiel 600;+15550100. Version 67 und älter trennen sie durch Leerzeichen.',
        },
        page: 'accounts',
        anchor: 'numbers',
      },
    ],
  },
  known('67', 'release-notes-6-7'),
  known('66', 'release-notes-6-6'),
  {
    version: '65',
    name: name('65'),
    slug: 'release-notes-6-5',
    headline: {en: 'Google sign-in for administrators', de: 'Anmeldung mit Google für Administratoren'},
    changes: [
      {
        id: 'google-login-admins',
        version: '65',
        area: 'integrations',
        kind: 'feature',
        title: {en: 'Google sign-in for administrators', de: 'Anmeldung mit Google für Administratoren'},
        text: {
          en: 'Administrators can log in with their Google account as well; the super administrator is the exception. The email address of the PBX account must match the Google account.',
          de: 'Auch Administratoren können sich mit ihrem Google-Konto anmelden; ausgenommen ist der Superadministrator. Die E-Mail-Adresse des Kontos auf der Telefonanlage muss zum Google-Konto passen.',
        },
        page: 'google-login',
        anchor: 'who',
      },
    ],
  },
  known('64', 'release-notes-6-4'),
  known('63', 'release-notes-6-3'),
  known('62', 'release-notes-6-2'),
  known('61', 'release-notes-6-1'),
  known('60', 'release-notes-6-0'),
  {
    version: '58.4',
    name: name('58.4'),
    released: '2017-09', // blog date (spam robocalls post)
    headline: {en: 'Spam scoring of inbound calls', de: 'Spam-Bewertung eingehender Anrufe'},
    changes: [
      {
        id: 'spam-score',
        version: '58.4',
        area: 'accounts',
        kind: 'feature',
        title: {en: 'Spam call filtering', de: 'Filtern von Spam-Anrufen'},
        text: {
          en: 'For each inbound call the PBX asks an external service (a TrueCNAM account is needed) for a spam score from 0 (certainly not spam) to 100 (certainly spam); thresholds are set per tenant and per user, and calls judged as spam follow the rules for anonymous calls. First in the hosted edition.',
          de: 'Für jeden eingehenden Anruf fragt die Telefonanlage bei einem externen Dienst (ein Konto bei TrueCNAM ist nötig) einen Spam-Wert von 0 (sicher kein Spam) bis 100 (sicher Spam) ab; die Schwellen gelten je Mandant und je Benutzer, und als Spam eingestufte Anrufe folgen den Regeln für anonyme Anrufe. Zuerst in der gehosteten Ausgabe.',
        },
        page: 'tenant-spam-filter',
        anchor: 'how-it-works',
      },
    ],
  },
  {
    version: '58.0',
    name: name('58.0'),
    headline: {en: 'The REST API', de: 'Die REST-API'},
    changes: [
      {
        id: 'rest-api',
        version: '58.0',
        area: 'api',
        kind: 'feature',
        title: {en: 'REST API', de: 'REST-API'},
        text: {
          en: 'The REST API, with paths such as /rest/domain/<tenant>/addacc for creating accounts, is documented for version 58.0 and later. Its paths still say domain where the web interface says tenant.',
          de: 'Die REST-API mit Pfaden wie /rest/domain/<Mandant>/addacc zum Anlegen von Konten ist für Version 58.0 und neuer dokumentiert. Ihre Pfade sagen weiterhin domain, wo die Weboberfläche Mandant sagt.',
        },
        page: 'rest-api',
        anchor: 'scopes',
      },
    ],
  },
  known('5.7', 'release-notes-5-7'),
  known('5.3', 'release-notes-5-3'),
  {
    version: '5.2.3',
    name: name('5.2.3'),
    headline: {en: 'Reworked email client', de: 'Überarbeiteter E-Mail-Client'},
    changes: [
      {
        id: 'email-client',
        version: '5.2.3',
        area: 'system',
        kind: 'change',
        title: {en: 'Reworked email client', de: 'Überarbeiteter E-Mail-Client'},
        text: {
          en: 'The email client sends with several threads, supports STARTTLS and delivers each tenant’s mail independently, so that a failing mail server of one tenant no longer holds up the others.',
          de: 'Der E-Mail-Client versendet mit mehreren Threads, beherrscht STARTTLS und stellt die E-Mails jedes Mandanten unabhängig zu, sodass ein ausgefallener Mailserver eines Mandanten die anderen nicht mehr aufhält.',
        },
        page: 'admin-email',
        anchor: 'tenant-mail',
      },
    ],
  },
  {
    version: '5.1.3',
    name: name('5.1.3'),
    slug: 'release-notes-5-1',
    headline: {en: 'Gateways behind NAT', de: 'Gateways hinter NAT'},
    changes: [
      {
        id: 'gateway-nat',
        version: '5.1.3',
        area: 'trunks',
        kind: 'feature',
        title: {en: 'Gateways behind NAT', de: 'Gateways hinter NAT'},
        text: {
          en: 'SIP gateways behind NAT are handled at the level of their trunk.',
          de: 'SIP-Gateways hinter NAT werden auf der Ebene ihres Trunks behandelt.',
        },
        page: 'admin-nat',
        anchor: 'gateways',
      },
    ],
  },
  {
    version: '5.1.1',
    name: name('5.1.1'),
    slug: 'release-notes-5-1',
    released: '2013-08', // blog date (text messages post)
    headline: {en: 'Text messaging (SMS)', de: 'Textnachrichten (SMS)'},
    changes: [
      {
        id: 'sms',
        version: '5.1.1',
        area: 'sms',
        kind: 'feature',
        title: {en: 'Text messages (SMS)', de: 'Textnachrichten (SMS)'},
        text: {
          en: 'The PBX sends text messages, at first for notifications to administrators. It uses the provider’s HTTP interface (HTTP GET, not SMPP); the provider URL can be set for the whole system and per tenant, and failed messages are retried.',
          de: 'Die Telefonanlage versendet Textnachrichten, zunächst für Benachrichtigungen an Administratoren. Sie nutzt die HTTP-Schnittstelle des Anbieters (HTTP GET, nicht SMPP); die URL des Anbieters lässt sich für das ganze System und je Mandant festlegen, und fehlgeschlagene Nachrichten werden erneut gesendet.',
        },
        page: 'sms',
        anchor: 'overview',
      },
    ],
  },
  known('5.1', 'release-notes-5-1'),
  {
    version: '5.0.4',
    name: name('5.0.4'),
    headline: {en: 'Several administrators on three levels', de: 'Mehrere Administratoren auf drei Ebenen'},
    changes: [
      {
        id: 'admin-levels',
        version: '5.0.4',
        area: 'system',
        kind: 'feature',
        title: {en: 'Three administrator levels', de: 'Drei Administratorebenen'},
        text: {
          en: 'A system can have several administrators on three levels: super administrator, system administrator and tenant administrator (then called domain administrator). The existing administrator account became the super administrator in the upgrade.',
          de: 'Ein System kann mehrere Administratoren auf drei Ebenen haben: Superadministrator, Systemadministrator und Mandantenadministrator (damals Domain-Administrator genannt). Das vorhandene Administratorkonto wurde beim Update zum Superadministrator.',
        },
        page: 'admin-security-users',
        anchor: 'levels',
      },
      {
        id: 'login-as-removed',
        version: '5.0.4',
        area: 'system',
        kind: 'removal',
        title: {en: 'Tenant administration as an extension permission', de: 'Mandantenverwaltung als Recht einer Nebenstelle'},
        text: {
          en: 'Tenant administration is no longer a permission of an extension, and the “login as” option was removed; tenant administrators are administrator accounts of their own.',
          de: 'Die Verwaltung eines Mandanten ist kein Recht einer Nebenstelle mehr, und die Option „login as“ wurde entfernt; Mandantenadministratoren sind eigene Administratorkonten.',
        },
        page: 'tenant-admins',
        anchor: 'older',
      },
    ],
  },
];

export const latestRelease: Release = releases[0]!;

/** `69.5.13` → `[69, 5, 13]`; a missing part counts as 0, so `69` and `69.0` are equal. */
function parts(version: string): number[] {
  if (!/^\d+(\.\d+)*$/.test(version)) throw new Error(`not a version number: "${version}"`);
  return version.split('.').map(Number);
}

/** Negative when `a` is older than `b`: 5.4.1 < 57 < 69 < 69.3.2 < 69.5.13 < 70. */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether `version` is `line` or one of its updates (`69.5.13` is in line `69`, `5.1.1` in `5.1`). */
export function inLine(version: string, line: string): boolean {
  const v = parts(version);
  const l = parts(line);
  return l.length <= v.length && l.every((n, i) => n === v[i]);
}

/** The releases a version's page covers: the version and its updates, newest first. */
export function releasesInLine(line: string): Release[] {
  return releases.filter((r) => inLine(r.version, line));
}

/**
 * What a system gains when it is upgraded from `from` to `to` (default: the latest release):
 * the changes of every release newer than `from`, up to and including `to`, newest last.
 * Empty when `to` is not newer than `from`.
 */
export function changesBetween(from: string, to: string = latestRelease.version): Change[] {
  return releases
    .filter((r) => compareVersions(r.version, from) > 0 && compareVersions(r.version, to) <= 0)
    .reverse()
    .flatMap((r) => r.changes);
}

/** The release-notes page for a version: its own, or that of the version it updates. */
export function releaseSlugFor(version: string): string | undefined {
  const exact = releases.find((r) => r.version === version);
  if (exact) return exact.slug;
  // An update the list does not name (70.2): the page of the most specific version it updates.
  const covering = releases.filter((r) => r.slug && inLine(version, r.version));
  covering.sort((a, b) => parts(b.version).length - parts(a.version).length);
  return covering[0]?.slug;
}

/** Every change of every release, newest release first. */
export const allChanges: readonly Change[] = releases.flatMap((r) => r.changes);

/**
 * The announcement bar's HTML for a release, from a template of locale-strings.json with
 * `{version}`, `{headline}` and `{link}` (the release-notes page's URL, which the caller builds).
 */
export function announcementHtml(template: string, release: Release, lang: keyof Localized, link: string): string {
  if (!release.headline || !release.slug) throw new Error(`release ${release.version} needs a headline and a page to be announced`);
  const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return template
    .replaceAll('{version}', esc(release.version))
    .replaceAll('{headline}', esc(release.headline[lang]))
    .replaceAll('{link}', esc(link));
}
