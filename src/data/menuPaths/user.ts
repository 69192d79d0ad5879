/**
 * Menu paths for the softphone user guide. Only paths the fact base gives, verbatim.
 *
 * All of them start in the user portal's account menu: the avatar at the top right, or the ⋮
 * beside it. The portal's pairing page (Settings › Mobile Apps) lives in the apps module as
 * `user-mobile-apps`. Single-entry menus of the account menu (Conferences, Wallboard) have no id
 * here: pages name them in bold.
 */
export default {
  /**
   * The user's mailbox settings (the product's page title: "Mailbox Configuration"). The product
   * documents the page under user front-end › Settings › Mailbox; that the menu reads the same
   * is the fact base's reading of that path.
   */
  'user-mailbox': ['Settings', 'Mailbox'],
  /** Connecting the user's Google Contacts (status icon, "Get auth code", "Disable"). */
  'user-google-integration': ['Settings', 'Google Integration'],
  /** Passkeys, app tokens and TOTP of the user's login; the product's page title, verbatim. */
  'user-two-factor': ['Settings', 'Two-Factor Authentication Token Management'],
} as const satisfies Record<string, readonly string[]>;
