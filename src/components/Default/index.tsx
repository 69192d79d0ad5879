import React, {type ReactNode} from 'react';
import useLang from '@site/src/utils/useLang';
import {defaults, type DefaultId} from '@site/src/data/defaults';
import useBrand from '@site/src/utils/useBrand';

export type Props = {
  /** An id from src/data/defaults.ts. */
  id: DefaultId;
};

/** A system default (a path, a timeout, a limit) from src/data/defaults.ts. */
export default function Default({id}: Props): ReactNode {
  const lang = useLang();
  const brand = useBrand();
  const value = defaults[id];
  if (!value) throw new Error(`Default: unknown id "${String(id)}"; add it to src/data/defaults.ts`);
  if ('code' in value) return <code>{value.code.replaceAll('{product}', brand.slug)}</code>;
  return <>{value.text[lang]}</>;
}
