/**
 * Every network port the PBX uses, with its default, purpose and where to change it.
 * The ports page and every ports table in the guide render from this list.
 */
import type {Localized} from './types';
import type {MenuPathId} from './menuPaths';

export type Transport = 'UDP' | 'TCP' | 'UDP/TCP';

export type Port = {
  /** Stable id, used as the table row's anchor. */
  id: string;
  /** A single port (`5060`) or a range (`49152-64999`). */
  port: string;
  transport: Transport;
  /** Inbound: clients connect to the PBX. Outbound: the PBX connects out. */
  direction: 'inbound' | 'outbound';
  service: string;
  purpose: Localized;
  /** Whether the PBX opens it after a fresh installation. */
  enabledByDefault: boolean;
  /** Where the port is changed: a menu path of the web interface (src/data/menuPaths.ts). */
  setting: MenuPathId;
};

export const ports: readonly Port[] = [
  {
    id: 'http',
    port: '80',
    transport: 'TCP',
    direction: 'inbound',
    service: 'HTTP',
    purpose: {
      en: 'Redirects to HTTPS; ACME http-01 challenges; provisioning for phones without TLS',
      de: 'Weiterleitung auf HTTPS; ACME-http-01-Challenges; Provisionierung für Telefone ohne TLS',
    },
    enabledByDefault: true,
    setting: 'admin-ports',
  },
  {
    id: 'https',
    port: '443',
    transport: 'TCP',
    direction: 'inbound',
    service: 'HTTPS',
    purpose: {
      en: 'Web interface, REST API, WebSocket and WebRTC signalling, phone provisioning',
      de: 'Weboberfläche, REST-API, WebSocket- und WebRTC-Signalisierung, Provisionierung der Telefone',
    },
    enabledByDefault: true,
    setting: 'admin-ports',
  },
  {
    id: 'sip',
    port: '5060',
    transport: 'UDP/TCP',
    direction: 'inbound',
    service: 'SIP',
    purpose: {
      en: 'SIP signalling for phones and trunks',
      de: 'SIP-Signalisierung für Telefone und Trunks',
    },
    enabledByDefault: true,
    setting: 'admin-ports',
  },
  {
    id: 'sip-tls',
    port: '5061',
    transport: 'TCP',
    direction: 'inbound',
    service: 'SIP over TLS',
    purpose: {
      en: 'Encrypted SIP signalling (SIPS), required for SRTP with most phones',
      de: 'Verschlüsselte SIP-Signalisierung (SIPS), für SRTP bei den meisten Telefonen nötig',
    },
    enabledByDefault: true,
    setting: 'admin-ports',
  },
  {
    id: 'rtp',
    port: '49152-64999',
    transport: 'UDP',
    direction: 'inbound',
    service: 'RTP/SRTP',
    purpose: {
      en: 'Voice and video media; one pair of ports per call leg',
      de: 'Sprach- und Videodaten; ein Portpaar je Gesprächszweig',
    },
    enabledByDefault: true,
    setting: 'admin-ports',
  },
  {
    id: 'turn',
    port: '3478',
    transport: 'UDP/TCP',
    direction: 'inbound',
    service: 'STUN/TURN',
    purpose: {
      en: 'Built-in TURN relay for WebRTC clients behind restrictive NAT',
      de: 'Integriertes TURN-Relay für WebRTC-Clients hinter restriktivem NAT',
    },
    enabledByDefault: true,
    setting: 'admin-webrtc',
  },
  {
    id: 'tftp',
    port: '69',
    transport: 'UDP',
    direction: 'inbound',
    service: 'TFTP',
    purpose: {
      en: 'Provisioning for old phones that cannot use HTTP(S)',
      de: 'Provisionierung alter Telefone, die kein HTTP(S) beherrschen',
    },
    enabledByDefault: false,
    setting: 'admin-ports',
  },
  {
    id: 'snmp',
    port: '161',
    transport: 'UDP',
    direction: 'inbound',
    service: 'SNMP',
    purpose: {
      en: 'Monitoring by an SNMP manager (read-only)',
      de: 'Überwachung durch einen SNMP-Manager (nur lesend)',
    },
    enabledByDefault: false,
    setting: 'admin-snmp',
  },
  {
    id: 'ldap',
    port: '389',
    transport: 'TCP',
    direction: 'inbound',
    service: 'LDAP',
    purpose: {
      en: 'Address book for desk phones (plain LDAP)',
      de: 'Adressbuch für Tischtelefone (LDAP unverschlüsselt)',
    },
    enabledByDefault: false,
    setting: 'admin-ldap-server',
  },
  {
    id: 'ldaps',
    port: '636',
    transport: 'TCP',
    direction: 'inbound',
    service: 'LDAPS',
    purpose: {
      en: 'Address book for desk phones over TLS',
      de: 'Adressbuch für Tischtelefone über TLS',
    },
    enabledByDefault: false,
    setting: 'admin-ldap-server',
  },
  {
    id: 'smtp',
    port: '587',
    transport: 'TCP',
    direction: 'outbound',
    service: 'SMTP submission',
    purpose: {
      en: 'Voicemail-to-email, password resets and notifications via your mail server',
      de: 'Voicemail per E-Mail, Passwort-Zurücksetzung und Benachrichtigungen über Ihren Mailserver',
    },
    enabledByDefault: true,
    setting: 'admin-email',
  },
  {
    id: 'ntp',
    port: '123',
    transport: 'UDP',
    direction: 'outbound',
    service: 'NTP',
    purpose: {
      en: 'Time synchronisation (CDR timestamps, TLS, two-factor codes)',
      de: 'Zeitsynchronisation (CDR-Zeitstempel, TLS, Zwei-Faktor-Codes)',
    },
    enabledByDefault: true,
    setting: 'admin-time',
  },
  {
    id: 'syslog',
    port: '514',
    transport: 'UDP',
    direction: 'outbound',
    service: 'Syslog',
    purpose: {
      en: 'Log forwarding to a remote syslog server',
      de: 'Weiterleitung der Logs an einen entfernten Syslog-Server',
    },
    enabledByDefault: false,
    setting: 'admin-logging',
  },
];
