/** Menu paths for Apps, the Android app, {product} IO and IOP, Custom branding. Only paths the fact base gives, verbatim. */
export default {
  /**
   * The user portal's page with the app pairing code: the ⋮ menu next to the user's name, then
   * Settings › Mobile Apps. It shows the store links, the QR code with a countdown, "Copy" and
   * "Copy for {product}Hub".
   */
  'user-mobile-apps': ['Settings', 'Mobile Apps'],
} as const satisfies Record<string, readonly string[]>;
