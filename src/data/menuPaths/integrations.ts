/**
 * Menu paths for CRM, contact and login integration, Teams. Only paths the fact base gives,
 * verbatim. The ready-made integrations (Dynamics 365, Microsoft 365 user sync, Teams presence)
 * are entries of one tenant page, CRM Integration. The user portal's Google Contacts page is
 * `user-google-integration` (user module).
 */
export default {
  /** The tenant page where the ready-made integrations are picked. */
  'tenant-crm-integration': ['Tenant', 'Advanced', 'CRM Integration'],
  'crm-dynamics-365': ['Tenant', 'Advanced', 'CRM Integration', 'Microsoft Dynamics 365'],
  'crm-m365-user-sync': ['Tenant', 'Advanced', 'CRM Integration', 'Microsoft 365 User Directory Sync'],
  'crm-teams-presence': ['Tenant', 'Advanced', 'CRM Integration', 'Microsoft Teams Presence'],
} as const satisfies Record<string, readonly string[]>;
