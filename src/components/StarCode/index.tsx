import React, {type ReactNode} from 'react';
import {starCode} from '@site/src/data/starCodes';

export type Props = {
  /** An id from src/data/starCodes.ts. */
  id: string;
};

/** One default star code inline, e.g. `*85`, from src/data/starCodes.ts. */
export default function StarCode({id}: Props): ReactNode {
  return <code>{starCode(id).code}</code>;
}
