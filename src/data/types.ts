/** Text that a data module carries in every site language. */
export type Localized = {en: string; de: string};
