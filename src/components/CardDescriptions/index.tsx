/**
 * The descriptions of the docs a generated category page shows as cards, keyed by doc id
 * (src/plugins/cardDescriptions moves them there from the data every doc page loads).
 */
import React, {createContext, useContext, type ReactNode} from 'react';

const CardDescriptions = createContext<Readonly<Record<string, string>>>({});

export function CardDescriptionsProvider({value, children}: {value: Record<string, string> | undefined; children: ReactNode}): ReactNode {
  return <CardDescriptions.Provider value={value ?? {}}>{children}</CardDescriptions.Provider>;
}

export function useCardDescriptions(): Readonly<Record<string, string>> {
  return useContext(CardDescriptions);
}
