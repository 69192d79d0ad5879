/**
 * How a call queue chooses the next agent. The product's material names three approaches
 * (an agent order the administrator sets, the agent idle longest, a random agent); the
 * option labels of the current web interface are not documented, so the names below describe
 * the approach and are not UI labels. A queue read over the REST API shows its choice in the
 * key `algorithm` (example value `list`). Pages render the list with `<QueueStrategies />`.
 */
import type {Localized} from './types';

export type QueueStrategy = {
  id: string;
  /** A descriptive name (not a UI label). */
  name: Localized;
  /** How the next agent is chosen. */
  behaviour: Localized;
  /** When the approach fits. */
  goodFor: Localized;
};

export const queueStrategies: readonly QueueStrategy[] = [
  {
    id: 'order',
    name: {en: 'Agent order set by the administrator', de: 'Vom Administrator festgelegte Reihenfolge'},
    behaviour: {
      en: 'The administrator puts the agents in an order of preference; a call goes to the first agent in that order who can take it.',
      de: 'Der Administrator bringt die Agenten in eine Rangfolge; ein Anruf geht an den ersten Agenten dieser Folge, der ihn annehmen kann.',
    },
    goodFor: {
      en: 'Main and backup agents: the first names carry the load, the later ones help out when the first are busy.',
      de: 'Haupt- und Ersatzagenten: die ersten Namen tragen die Last, die späteren helfen aus, wenn die ersten belegt sind.',
    },
  },
  {
    id: 'longest-idle',
    name: {en: 'Agent idle longest', de: 'Am längsten freier Agent'},
    behaviour: {
      en: 'The call goes to the agent who has been without a call for the longest time.',
      de: 'Der Anruf geht an den Agenten, der am längsten ohne Anruf war.',
    },
    goodFor: {
      en: 'A fair share of the work in a team whose members answer the same kind of call.',
      de: 'Eine gerechte Verteilung der Arbeit in einem Team, dessen Mitglieder dieselbe Art von Anrufen annehmen.',
    },
  },
  {
    id: 'random',
    name: {en: 'Random agent', de: 'Zufälliger Agent'},
    behaviour: {
      en: 'The call goes to an agent chosen at random among those who can take it.',
      de: 'Der Anruf geht an einen zufällig gewählten Agenten unter denen, die ihn annehmen können.',
    },
    goodFor: {
      en: 'Spreading calls without favouring anyone when the order does not matter; over many calls the load evens out.',
      de: 'Anrufe ohne Bevorzugung verteilen, wenn die Reihenfolge keine Rolle spielt; über viele Anrufe gleicht sich die Last aus.',
    },
  },
];

/** Column headings of the strategy table. */
export const QUEUE_STRATEGY_COLUMNS = {
  name: {en: 'Approach', de: 'Verfahren'},
  behaviour: {en: 'How the next agent is chosen', de: 'Wie der nächste Agent gewählt wird'},
  goodFor: {en: 'When it fits', de: 'Wann es passt'},
} as const satisfies Record<string, Localized>;
