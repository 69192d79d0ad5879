/** Defaults for the softphone user guide. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** The version from which an extension's presence is synchronised with Microsoft Teams. */
  'teams-presence-since': {code: '69.5.13'},
  /**
   * The product's guidance for the tenant's "Time until user's mailbox picks up" (each extension can
   * override it): longer when cell phones ring along, because mobile calls take longer to set up.
   */
  'mailbox-pickup-guidance': {
    text: {
      en: 'about 30 seconds when cell phones ring along, 15 to 20 seconds otherwise',
      de: 'etwa 30 Sekunden, wenn Mobiltelefone mitklingeln, sonst 15 bis 20 Sekunden',
    },
  },
  /** What a mailbox can hold in greetings ("Default Greeting": Name, Greeting 1 … Greeting 5). */
  'mailbox-greetings': {
    text: {
      en: 'up to five greetings plus your recorded name',
      de: 'bis zu fünf Begrüßungen und Ihren aufgenommenen Namen',
    },
  },
  /** The length a scheduled conference can be booked for (the "Duration" field). */
  'conference-duration-range': {text: {en: '15 minutes to 8 hours', de: '15 Minuten bis 8 Stunden'}},
} as const satisfies Record<string, DefaultValue>;
