/**
 * The account types of a tenant, one row each, as the product's account lists name them
 * (Tenant › Accounts › <type>). Pages render the list with `<AccountTypes />`; each type's own
 * page explains it in full. Facts: the tenants-accounts-queues fact file (blocks "accounts",
 * "ring-groups", "call-queues", "ivr-nodes" …).
 *
 * Call pickup is not an account type (it is a star code plus a permission), so it has no row.
 */
import type {Localized} from './types';
import type {MenuPathId} from './menuPaths';

export type AccountType = {
  id: string;
  /** The list's name as the product prints it (English UI label). */
  label: string;
  /** The name the docs use in running text, per language. */
  name: Localized;
  /** The product's older name for the same type, if any. */
  formerly?: string;
  /** What the type is for, in one sentence. */
  purpose: Localized;
  /** Slug of the page that explains the type (without `/docs/`). */
  page: string;
  /** The type's list in the web interface. */
  menuPath: MenuPathId;
};

export const accountTypes: readonly AccountType[] = [
  {
    id: 'extension',
    label: 'Extensions',
    name: {en: 'Extensions', de: 'Nebenstellen'},
    purpose: {
      en: 'The account of one user: numbers, name, PIN, mailbox, and every phone and app that rings for it.',
      de: 'Das Konto eines Benutzers: Rufnummern, Name, PIN, Mailbox und alle Telefone und Apps, die für es klingeln.',
    },
    page: 'extensions',
    menuPath: 'accounts-extensions',
  },
  {
    id: 'auto-attendant',
    label: 'Auto Attendants',
    name: {en: 'Auto attendants', de: 'Telefonzentralen'},
    purpose: {
      en: 'Answers calls with a greeting and a key menu (including dial by name) and sends each caller on.',
      de: 'Nimmt Anrufe mit einer Begrüßung und einem Tastenmenü an (auch Wahl nach Namen) und leitet jeden Anrufer weiter.',
    },
    page: 'auto-attendants',
    menuPath: 'accounts-auto-attendants',
  },
  {
    id: 'ring-group',
    label: 'Ring Groups',
    name: {en: 'Ring groups', de: 'Rufgruppen'},
    formerly: 'Hunt Groups',
    purpose: {
      en: 'Rings several members at once, in up to three stages; callers are not lined up.',
      de: 'Lässt mehrere Mitglieder gleichzeitig klingeln, in bis zu drei Stufen; Anrufer werden nicht eingereiht.',
    },
    page: 'ring-groups',
    menuPath: 'accounts-ring-groups',
  },
  {
    id: 'call-queue',
    label: 'Call Queues',
    name: {en: 'Call queues', de: 'Warteschlangen'},
    formerly: 'Agent Groups',
    purpose: {
      en: 'Holds callers in line with music and announcements until an agent is free (ACD).',
      de: 'Hält Anrufer mit Wartemusik und Ansagen in der Reihe, bis ein Agent frei ist (ACD).',
    },
    page: 'call-queues',
    menuPath: 'accounts-call-queues',
  },
  {
    id: 'ivr-node',
    label: 'IVR Nodes',
    name: {en: 'IVR nodes', de: 'IVR-Knoten'},
    purpose: {
      en: 'Dialogs beyond a key menu: collect input, match it, branch to other nodes, or let a script or an application server decide.',
      de: 'Dialoge über ein Tastenmenü hinaus: Eingaben sammeln, prüfen, zu weiteren Knoten verzweigen oder ein Skript oder einen Anwendungsserver entscheiden lassen.',
    },
    page: 'ivr-nodes',
    menuPath: 'accounts-ivr-nodes',
  },
  {
    id: 'conference-room',
    label: 'Conference Rooms',
    name: {en: 'Conference rooms', de: 'Konferenzräume'},
    purpose: {
      en: 'A number where several callers meet; the PBX mixes the audio, and moderators can mute others or end the call.',
      de: 'Eine Rufnummer, unter der sich mehrere Anrufer treffen; die Telefonanlage mischt das Audio, Moderatoren können andere stummschalten oder die Konferenz beenden.',
    },
    page: 'conference-rooms',
    menuPath: 'accounts-conference-rooms',
  },
  {
    id: 'paging-group',
    label: 'Paging Groups',
    name: {en: 'Paging groups', de: 'Durchsagegruppen'},
    purpose: {
      en: 'One-way announcements to many phones at once, by unicast or multicast.',
      de: 'Einseitige Durchsagen an viele Telefone zugleich, per Unicast oder Multicast.',
    },
    page: 'paging-groups',
    menuPath: 'accounts-paging-groups',
  },
  {
    id: 'service-flag',
    label: 'Service Flags',
    name: {en: 'Service flags', de: 'Service-Flags'},
    purpose: {
      en: 'An on/off switch, set by a timetable or by hand, that other accounts check to route calls (office hours, holidays, night service).',
      de: 'Ein Ein/Aus-Schalter, gesteuert nach Zeitplan oder von Hand, den andere Konten für die Anrufverteilung abfragen (Geschäftszeiten, Feiertage, Nachtschaltung).',
    },
    page: 'service-flags',
    menuPath: 'accounts-service-flags',
  },
  {
    id: 'park-orbit',
    label: 'Park Orbits',
    name: {en: 'Park orbits', de: 'Parkpositionen'},
    purpose: {
      en: 'A place where one call waits until someone retrieves it from any phone.',
      de: 'Ein Platz, an dem ein Anruf wartet, bis ihn jemand an einem beliebigen Telefon zurückholt.',
    },
    page: 'park-orbits',
    menuPath: 'accounts-park-orbits',
  },
  {
    id: 'calling-card',
    label: 'Calling Cards',
    name: {en: 'Calling cards', de: 'Calling Cards'},
    purpose: {
      en: 'Lets users call out through the PBX from anywhere, with the office caller ID: by DISA, callback or pre-pay.',
      de: 'Lässt Benutzer von unterwegs über die Telefonanlage nach außen telefonieren, mit der Rufnummer des Büros: per DISA, Rückruf oder Prepaid.',
    },
    page: 'calling-cards',
    menuPath: 'accounts-calling-cards',
  },
];

/** Column headings of the account type table. */
export const ACCOUNT_TYPE_COLUMNS = {
  type: {en: 'Account type', de: 'Kontotyp'},
  purpose: {en: 'What it is for', de: 'Wofür es dient'},
  list: {en: 'List in the web interface', de: 'Liste in der Weboberfläche'},
  formerly: {en: 'formerly', de: 'früher'},
} as const satisfies Record<string, Localized>;
