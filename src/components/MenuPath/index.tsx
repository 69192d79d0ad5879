import React, {type ReactNode} from 'react';
import {menuPaths, MENU_SEPARATOR, type MenuPathId} from '@site/src/data/menuPaths';

export type Props = {
  /** An id from src/data/menuPaths.ts. */
  id: MenuPathId;
};

/** A web-interface menu path, e.g. **Admin › Settings › Ports**, from src/data/menuPaths.ts. */
export default function MenuPath({id}: Props): ReactNode {
  const path = menuPaths[id];
  if (!path) throw new Error(`MenuPath: unknown id "${String(id)}"; add it to src/data/menuPaths.ts`);
  return <strong className="menu-path">{path.join(MENU_SEPARATOR)}</strong>;
}
