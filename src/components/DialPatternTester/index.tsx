import React, {type ReactNode} from 'react';
import DialPlanSimulator from '@site/src/components/DialPlanSimulator';

export type Props = {
  defaultPattern?: string;
  defaultReplacement?: string;
  defaultNumber?: string;
};

/**
 * One dial-plan pattern against a number: the simulator with a single entry, for pages that
 * explain one pattern. It leaves the page's URL alone (a page may show several).
 */
export default function DialPatternTester({
  defaultPattern = '9*',
  defaultReplacement = '',
  defaultNumber = '92121234567',
}: Props): ReactNode {
  return (
    <DialPlanSimulator
      entries={[{pref: 10, pattern: defaultPattern, replacement: defaultReplacement, trunk: 'Trunk 1'}]}
      number={defaultNumber}
      urlState={false}
    />
  );
}
