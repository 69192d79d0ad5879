/** Menu paths for Integrations (Google, Slack, WhatsApp), hotel PMS, Analytics dashboards. Only paths the fact base gives, verbatim. */
export default {} as const satisfies Record<string, readonly string[]>;
