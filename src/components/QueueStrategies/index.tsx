import React, {type ReactNode} from 'react';
import Table from '@site/src/components/Table';
import useLang from '@site/src/utils/useLang';
import {queueStrategies, QUEUE_STRATEGY_COLUMNS as col} from '@site/src/data/queueStrategies';

export type Props = Record<string, never>;

/** The ways a call queue picks the next agent, from src/data/queueStrategies.ts. */
export default function QueueStrategies(): ReactNode {
  const lang = useLang();
  return (
    <Table>
      <thead>
        <tr>
          <th>{col.name[lang]}</th>
          <th>{col.behaviour[lang]}</th>
          <th>{col.goodFor[lang]}</th>
        </tr>
      </thead>
      <tbody>
        {queueStrategies.map((s) => (
          <tr key={s.id} id={`strategy-${s.id}`}>
            <td>{s.name[lang]}</td>
            <td>{s.behaviour[lang]}</td>
            <td>{s.goodFor[lang]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
