import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import Translate from '@docusaurus/Translate';
import useLang from '@site/src/utils/useLang';
import {sizing, payloadBytes, ipKbitPerDirection, payloadMbPerHour, IPV4_UDP_RTP_HEADER_BYTES} from '@site/src/data/platforms';

export type Props = Record<string, never>;

/**
 * Generic per-call arithmetic, from src/data/platforms.ts: codec payload rate, packet size with
 * IPv4/UDP/RTP headers, bandwidth per call leg and direction, and audio data per hour. These are
 * properties of the codecs and protocols, not vendor sizing figures; the caption says so.
 */
export default function SizingTable(): ReactNode {
  const lang = useLang();
  const fmt = (n: number) => n.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', {maximumFractionDigits: 1});
  return (
    <Table>
      <caption>
        <Translate id="sizing.caption" values={{headers: IPV4_UDP_RTP_HEADER_BYTES}}>
          {
            'Generic codec arithmetic, not vendor figures: one call leg, one direction, IPv4, one packet every 20 ms, {headers} bytes of IPv4, UDP and RTP headers per packet, without Ethernet framing.'
          }
        </Translate>
      </caption>
      <thead>
        <tr>
          <th>
            <Translate id="sizing.codec">Codec</Translate>
          </th>
          <th>
            <Translate id="sizing.payloadRate">Payload rate (kbit/s)</Translate>
          </th>
          <th>
            <Translate id="sizing.packet">Bytes per packet (payload + headers)</Translate>
          </th>
          <th>
            <Translate id="sizing.ipRate">IP bandwidth (kbit/s)</Translate>
          </th>
          <th>
            <Translate id="sizing.perHour">Payload per hour (MB)</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {sizing.map((c) => (
          <tr key={c.id}>
            <td>{c.codec}</td>
            <td>{fmt(c.payloadKbit)}</td>
            <td>{`${fmt(payloadBytes(c))} + ${IPV4_UDP_RTP_HEADER_BYTES} = ${fmt(payloadBytes(c) + IPV4_UDP_RTP_HEADER_BYTES)}`}</td>
            <td>{fmt(ipKbitPerDirection(c))}</td>
            <td>{fmt(payloadMbPerHour(c))}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
