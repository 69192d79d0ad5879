/**
 * theme-common's React utilities (re-exported as they are) with `useShallowMemoObject` sorting
 * keys by code unit instead of `localeCompare`: the first `localeCompare` of a page makes the
 * browser load its collation data, about 50 ms of main-thread time at start-up (four times that
 * on a phone), for keys that are plain ASCII identifiers. See ./index.ts.
 */
import {useMemo} from 'react';

export * from '@startup/theme-common-react-utils';

export function useShallowMemoObject(obj) {
  const deps = Object.entries(obj);
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
