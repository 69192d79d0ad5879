/**
 * The fields of the call detail records (CDRs) {product} sends to a CDR URL, one row per field
 * and format, as the product's documentation lists them. The documentation's field lists are
 * excerpts: the webcdr record nests more (legs, recording information, call states, a call log)
 * than listed here. Rendered by src/components/CdrFields.
 */
import type {Localized} from './types';

export type CdrFormat = 'webcdr' | 'json' | 'xml';

export const CDR_FORMATS: Record<CdrFormat, {name: Localized}> = {
  webcdr: {
    name: {en: 'webcdr (one record per call)', de: 'webcdr (ein Datensatz je Anruf)'},
  },
  json: {
    name: {en: 'JSON CDR (one record per leg)', de: 'JSON-CDR (ein Datensatz je Gesprächsabschnitt)'},
  },
  xml: {
    name: {en: 'XML CDR (fields of older versions)', de: 'XML-CDR (Felder älterer Versionen)'},
  },
};

export type CdrField = {
  format: CdrFormat;
  /** The field name exactly as the record carries it. */
  field: string;
  /** The value type, where the documentation gives it. */
  type?: 'string' | 'boolean' | 'integer' | 'float';
  meaning: Localized;
};

export const cdrFields: readonly CdrField[] = [
  // webcdr: one POST per call with every leg
  {
    format: 'webcdr',
    field: 'version',
    type: 'string',
    meaning: {en: 'Version of the PBX that wrote the record', de: 'Version der Telefonanlage, die den Datensatz geschrieben hat'},
  },
  {
    format: 'webcdr',
    field: 'system',
    type: 'string',
    meaning: {en: 'Activation code, the unique identifier of the system', de: 'Aktivierungscode, die eindeutige Kennung des Systems'},
  },
  {
    format: 'webcdr',
    field: 'domain',
    type: 'string',
    meaning: {
      en: 'Primary name of the tenant (older name of a tenant: domain)',
      de: 'Primärer Name des Mandanten (ältere Bezeichnung eines Mandanten: Domain)',
    },
  },
  {
    format: 'webcdr',
    field: 'callid',
    type: 'string',
    meaning: {
      en: 'Primary Call-ID of the call; after a transfer or a pickup it can be the Call-ID of another leg',
      de: 'Primäre Call-ID des Anrufs; nach einer Weitervermittlung oder Rufübernahme kann es die Call-ID eines anderen Gesprächsabschnitts sein',
    },
  },
  {
    format: 'webcdr',
    field: 'from',
    type: 'string',
    meaning: {
      en: 'Calling side, SIP style with display name and URI; descriptive, not meant for billing',
      de: 'Anrufende Seite im SIP-Format mit Anzeigename und URI; beschreibend, nicht zur Abrechnung gedacht',
    },
  },
  {
    format: 'webcdr',
    field: 'to',
    type: 'string',
    meaning: {
      en: 'Called side, SIP style with display name and URI; descriptive, not meant for billing',
      de: 'Angerufene Seite im SIP-Format mit Anzeigename und URI; beschreibend, nicht zur Abrechnung gedacht',
    },
  },
  {
    format: 'webcdr',
    field: 'cmc',
    type: 'string',
    meaning: {en: 'Client matter code, if one was entered', de: 'Client Matter Code (Kostenstelle), falls einer eingegeben wurde'},
  },
  {
    format: 'webcdr',
    field: 'comment',
    type: 'string',
    meaning: {en: 'Comment on the call, if set', de: 'Kommentar zum Anruf, falls gesetzt'},
  },
  {
    format: 'webcdr',
    field: 'category',
    type: 'string',
    meaning: {en: 'Category of the call, if set', de: 'Kategorie des Anrufs, falls gesetzt'},
  },
  {
    format: 'webcdr',
    field: 'rating',
    type: 'string',
    meaning: {en: 'Rating of the call, if set', de: 'Bewertung des Anrufs, falls gesetzt'},
  },
  {
    format: 'webcdr',
    field: 'abandoned',
    type: 'boolean',
    meaning: {
      en: 'True when the caller hung up before the call was answered',
      de: 'Wahr, wenn der Anrufer aufgelegt hat, bevor der Anruf angenommen wurde',
    },
  },
  {
    format: 'webcdr',
    field: 'available',
    type: 'integer',
    meaning: {en: 'Number of agents available (calls to a call queue)', de: 'Anzahl verfügbarer Agenten (Anrufe an eine Warteschlange)'},
  },
  {
    format: 'webcdr',
    field: 'start',
    type: 'float',
    meaning: {en: 'When the call was created, in Unix epoch seconds', de: 'Zeitpunkt, zu dem der Anruf entstand, in Unix-Epochensekunden'},
  },
  {
    format: 'webcdr',
    field: 'connect',
    type: 'float',
    meaning: {
      en: 'When the call was first connected, in Unix epoch seconds',
      de: 'Zeitpunkt der ersten Verbindung, in Unix-Epochensekunden',
    },
  },
  // JSON CDR: one record per leg, "action": "call-data-record"
  {
    format: 'json',
    field: 'PrimaryCallID',
    meaning: {en: 'Links all legs of one call', de: 'Verbindet alle Gesprächsabschnitte eines Anrufs'},
  },
  {
    format: 'json',
    field: 'CallID',
    meaning: {
      en: 'ID of this leg; on the first leg it equals PrimaryCallID',
      de: 'Kennung dieses Gesprächsabschnitts; beim ersten Abschnitt gleich PrimaryCallID',
    },
  },
  {
    format: 'json',
    field: 'Type',
    meaning: {
      en: 'Kind of call, for example extcall for any external call in either direction',
      de: 'Art des Anrufs, zum Beispiel extcall für jeden externen Anruf in beide Richtungen',
    },
  },
  {
    format: 'json',
    field: 'Direction',
    meaning: {en: 'I for into the PBX, O for out of the PBX', de: 'I für in die Telefonanlage hinein, O für aus ihr heraus'},
  },
  {
    format: 'json',
    field: 'Extension',
    meaning: {en: 'Extension number, on the extension leg', de: 'Nummer der Nebenstelle, im Abschnitt der Nebenstelle'},
  },
  {
    format: 'json',
    field: 'ExtensionName',
    meaning: {en: 'Name of the extension, on the extension leg', de: 'Name der Nebenstelle, im Abschnitt der Nebenstelle'},
  },
  {
    format: 'json',
    field: 'TrunkName',
    meaning: {en: 'Name of the trunk, on the trunk leg', de: 'Name des Trunks, im Abschnitt des Trunks'},
  },
  {format: 'json', field: 'TrunkID', meaning: {en: 'ID of the trunk, on the trunk leg', de: 'Kennung des Trunks, im Abschnitt des Trunks'}},
  {format: 'json', field: 'RemoteParty', meaning: {en: 'The other side of this leg', de: 'Die Gegenseite dieses Gesprächsabschnitts'}},
  {format: 'json', field: 'LocalParty', meaning: {en: 'The own side of this leg', de: 'Die eigene Seite dieses Gesprächsabschnitts'}},
  {
    format: 'json',
    field: 'IPAdr',
    meaning: {
      en: 'IP address of the device or the trunk of this leg',
      de: 'IP-Adresse des Geräts oder des Trunks in diesem Gesprächsabschnitt',
    },
  },
  {format: 'json', field: 'System', meaning: {en: 'Identifier of the system', de: 'Kennung des Systems'}},
  // XML CDR: the fields the documentation of older versions lists (schema cdr.xsd)
  {format: 'xml', field: 'From', meaning: {en: 'Calling side', de: 'Anrufende Seite'}},
  {format: 'xml', field: 'To', meaning: {en: 'Called side', de: 'Angerufene Seite'}},
  {format: 'xml', field: 'Type', meaning: {en: 'Kind of call', de: 'Art des Anrufs'}},
  {format: 'xml', field: 'TimeStart', meaning: {en: 'Start of the call', de: 'Beginn des Anrufs'}},
  {format: 'xml', field: 'TimeConnected', meaning: {en: 'When the call was connected', de: 'Zeitpunkt der Verbindung'}},
  {format: 'xml', field: 'TimeEnd', meaning: {en: 'End of the call', de: 'Ende des Anrufs'}},
  {format: 'xml', field: 'CallID', meaning: {en: 'Call-ID of the call', de: 'Call-ID des Anrufs'}},
  {format: 'xml', field: 'Domain', meaning: {en: 'Tenant (older name: domain)', de: 'Mandant (ältere Bezeichnung: Domain)'}},
  {
    format: 'xml',
    field: 'Language',
    meaning: {
      en: 'Language; the documentation of the older format gives no further detail',
      de: 'Sprache; die Dokumentation des älteren Formats nennt keine Einzelheiten',
    },
  },
];

/** Column headings of the field table. */
export const CDR_FIELD_HEADINGS = {
  field: {en: 'Field', de: 'Feld'},
  format: {en: 'Format', de: 'Format'},
  type: {en: 'Type', de: 'Typ'},
  meaning: {en: 'Meaning', de: 'Bedeutung'},
} as const satisfies Record<string, Localized>;
