/**
 * Menu paths for Accounts and Call queues. Only paths the fact base gives, verbatim.
 *
 * The fact base gives the pattern Tenant › Accounts › <account type> (each type has its own
 * list; "Add" below a list opens the create dialog) and names the types as the product's
 * account lists print them: Extensions, Auto Attendants, Ring Groups, Call Queues, IVR Nodes,
 * Conference Rooms, Paging Groups, Service Flags, Park Orbits, Calling Cards. The paths for
 * Extensions, Auto Attendants, Ring Groups, Call Queues and Park Orbits are also given
 * one by one.
 */
export default {
  /** The tenant's account lists, including the list of all accounts. */
  accounts: ['Tenant', 'Accounts'],
  'accounts-extensions': ['Tenant', 'Accounts', 'Extensions'],
  'accounts-auto-attendants': ['Tenant', 'Accounts', 'Auto Attendants'],
  /** Formerly "Hunt Groups". */
  'accounts-ring-groups': ['Tenant', 'Accounts', 'Ring Groups'],
  /** Formerly "Agent Groups". */
  'accounts-call-queues': ['Tenant', 'Accounts', 'Call Queues'],
  'accounts-ivr-nodes': ['Tenant', 'Accounts', 'IVR Nodes'],
  'accounts-conference-rooms': ['Tenant', 'Accounts', 'Conference Rooms'],
  'accounts-paging-groups': ['Tenant', 'Accounts', 'Paging Groups'],
  'accounts-service-flags': ['Tenant', 'Accounts', 'Service Flags'],
  'accounts-park-orbits': ['Tenant', 'Accounts', 'Park Orbits'],
  'accounts-calling-cards': ['Tenant', 'Accounts', 'Calling Cards'],
} as const satisfies Record<string, readonly string[]>;
