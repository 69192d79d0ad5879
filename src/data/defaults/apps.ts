/** Defaults for Apps, the Android app, {product} IO and IOP, Custom branding. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** The iOS version the App Store listing of {product} Phone required (the vendor's page words it in the past tense). */
  'ios-app-min-version': {text: {en: 'iOS 13 or later', de: 'iOS 13 oder neuer'}},
  /** The languages of the iOS app's own texts, as the vendor's page lists them. */
  'ios-app-languages': {text: {en: 'English, French and German', de: 'Englisch, Französisch und Deutsch'}},
  /** The folder the {product}Hub installer proposes (vendor folder, then app folder). */
  'hub-install-dir': {code: 'C:\\Program Files\\{product}\\{product}Hub\\'},
} as const satisfies Record<string, DefaultValue>;
