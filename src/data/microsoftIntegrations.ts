/**
 * The three ready-made Microsoft integrations of a tenant (Tenant › Advanced › CRM Integration)
 * and the labels of their OAuth steps. All three follow one order: scope, admin consent, token,
 * Save. The product's documentation words the two buttons differently for each integration and
 * across versions; the labels below are each integration's own documented wording, kept as they
 * are (not harmonised). Pages render the table with `<MicrosoftIntegrations />`.
 */
import type {Localized} from './types';

export type MicrosoftIntegration = {
  id: 'dynamics-365' | 'm365-user-sync' | 'teams-presence';
  /** The entry as CRM Integration lists it (a UI label). */
  entry: string;
  /** The menu path id in src/data/menuPaths/integrations.ts. */
  menuPath: 'crm-dynamics-365' | 'crm-m365-user-sync' | 'crm-teams-presence';
  purpose: Localized;
  /** The scope value the documented setup chooses; null where the documentation names none. */
  scope: string | null;
  /** The consent button (UI label). */
  consentButton: string;
  /** Who signs in at the consent step, and what they approve. */
  consentBy: Localized;
  /** The token button (UI label). */
  tokenButton: string;
  /** Who signs in at the token step. */
  tokenBy: Localized;
  /** The id in src/data/defaults of the version the integration needs, where the documentation gives one. */
  since: 'teams-presence-since' | null;
};

export const microsoftIntegrations: readonly MicrosoftIntegration[] = [
  {
    id: 'dynamics-365',
    entry: 'Microsoft Dynamics 365',
    menuPath: 'crm-dynamics-365',
    purpose: {
      en: 'Writes call data into Dynamics 365 and matches callers to contacts by phone number',
      de: 'Schreibt Anrufdaten in Dynamics 365 und ordnet Anrufer über die Rufnummer Kontakten zu',
    },
    scope: null,
    consentButton: 'Grant Admin Consent',
    consentBy: {
      en: 'A Microsoft Entra ID administrator; approves read/write access to Dynamics 365, offline access and profile access',
      de: 'Ein Administrator von Microsoft Entra ID; genehmigt Lese- und Schreibzugriff auf Dynamics 365, Offline-Zugriff und Profilzugriff',
    },
    tokenButton: 'Get OAuth Token',
    tokenBy: {
      en: 'A Dynamics 365 user who may create contacts and activities',
      de: 'Ein Dynamics-365-Benutzer, der Kontakte und Aktivitäten anlegen darf',
    },
    since: null,
  },
  {
    id: 'm365-user-sync',
    entry: 'Microsoft 365 User Directory Sync',
    menuPath: 'crm-m365-user-sync',
    purpose: {
      en: 'Keeps the tenant’s extensions in line with the Microsoft 365 user directory',
      de: 'Hält die Nebenstellen des Mandanten mit dem Benutzerverzeichnis von Microsoft 365 im Einklang',
    },
    scope: 'All accounts',
    consentButton: 'Admin Consent',
    consentBy: {
      en: 'A Microsoft Entra ID administrator; approves “Read all users’ full profiles” and “Maintain access to data”',
      de: 'Ein Administrator von Microsoft Entra ID; genehmigt „Read all users’ full profiles“ und „Maintain access to data“',
    },
    tokenButton: 'OAuth Token',
    tokenBy: {
      en: 'Microsoft 365 credentials',
      de: 'Zugangsdaten von Microsoft 365',
    },
    since: null,
  },
  {
    id: 'teams-presence',
    entry: 'Microsoft Teams Presence',
    menuPath: 'crm-teams-presence',
    purpose: {
      en: 'Puts an extension into do not disturb while its user is busy in Teams, and reports PBX calls to Teams',
      de: 'Schaltet eine Nebenstelle auf „Nicht stören“, solange ihr Benutzer in Teams beschäftigt ist, und meldet Anrufe der Telefonanlage an Teams',
    },
    scope: 'All Accounts',
    consentButton: 'Admin Grant',
    consentBy: {
      en: 'A Teams administrator, in a pop-up window',
      de: 'Ein Teams-Administrator, in einem Pop-up-Fenster',
    },
    tokenButton: 'Get OAuth Token',
    tokenBy: {
      en: 'Sign in again in the pop-up window',
      de: 'Erneute Anmeldung im Pop-up-Fenster',
    },
    since: 'teams-presence-since',
  },
];

/** Column headings of the table. */
export const MICROSOFT_INTEGRATION_COLUMNS = {
  entry: {en: 'Entry under CRM Integration', de: 'Eintrag unter CRM Integration'},
  purpose: {en: 'What it does', de: 'Wozu'},
  scope: {en: 'Scope', de: 'Bereich (Scope)'},
  consent: {en: '1. Consent button', de: '1. Schaltfläche für die Zustimmung'},
  token: {en: '2. Token button', de: '2. Schaltfläche für das Token'},
  since: {en: 'Version', de: 'Version'},
  checkOnSystem: {en: 'check on your system', de: 'auf Ihrem System prüfen'},
  anyVersion: {en: '–', de: '–'},
  sinceVersion: {en: 'since', de: 'ab'},
} as const satisfies Record<string, Localized>;
