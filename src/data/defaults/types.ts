import type {Localized} from '../types';

export type DefaultValue = {
  /** Shown as inline code. */
  code?: string;
  /** Shown as text. */
  text?: Localized;
};
