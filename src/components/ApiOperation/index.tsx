import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Table from '@site/src/components/Table';
import useLang from '@site/src/utils/useLang';
import useBrand from '@site/src/utils/useBrand';
import {brandName} from '@site/brandText';
import {snippets, type OperationView, type SchemaRow, type Text} from '@site/src/plugins/openapi/spec';
import styles from './styles.module.css';

export type Props = {
  /** The operationId in src/data/openapi.json. */
  id: string;
  /** Filled in at build time from the description (src/plugins/openapi/remark.ts). */
  operation?: OperationView;
};

function useText(): (t: Text | undefined) => string {
  const lang = useLang();
  const brand = useBrand();
  return (t) => (t ? brandName(lang === 'de' && t.de ? t.de : t.en, brand) : '');
}

function Required({required}: {required: boolean}): ReactNode {
  return required ? <Translate id="apiOperation.required">required</Translate> : <Translate id="apiOperation.optional">optional</Translate>;
}

function Rows({rows}: {rows: SchemaRow[]}): ReactNode {
  const t = useText();
  if (rows.length === 0) return null;
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="apiOperation.field">Field</Translate>
          </th>
          <th>
            <Translate id="apiOperation.type">Type</Translate>
          </th>
          <th>
            <Translate id="apiOperation.presence">Presence</Translate>
          </th>
          <th>
            <Translate id="apiOperation.description">Description</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.type}</td>
            <td>
              <Required required={row.required} />
            </td>
            <td>
              {t(row.description)}
              {row.enum && (
                <>
                  {' '}
                  {row.enum.map((v, i) => (
                    <React.Fragment key={String(v)}>
                      {i > 0 && ', '}
                      <code>{JSON.stringify(v)}</code>
                    </React.Fragment>
                  ))}
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * One REST operation from the OpenAPI description: method and path, what it does, its
 * parameters, request and responses with examples, and copyable requests (curl, JavaScript,
 * Python) generated from the same entry.
 */
export default function ApiOperation({id, operation}: Props): ReactNode {
  const t = useText();
  if (!operation) throw new Error(`ApiOperation "${id}": no data; is src/plugins/openapi/remark.ts among the remark plugins?`);
  const op = operation;
  const code = snippets(op);
  const params = op.parameters;
  return (
    <section className={styles.operation} aria-labelledby={`op-${op.id}`}>
      <p id={`op-${op.id}`} className={styles.signature}>
        <span className={clsx(styles.method, styles[op.method.toLowerCase()])}>{op.method}</span> <code>{op.path}</code>
      </p>
      <p className={styles.summary}>
        <strong>{t(op.summary)}</strong>
        {op.observed && (
          <>
            {' '}
            <span className={styles.observed}>
              <Translate id="apiOperation.observed" description="an endpoint only third-party material shows">
                (observed, not in the product's documentation)
              </Translate>
            </span>
          </>
        )}
      </p>
      {op.description && <p>{t(op.description)}</p>}
      {params.length > 0 && (
        <>
          <p className={styles.label}>
            <Translate id="apiOperation.parameters">Parameters</Translate>
          </p>
          <Table>
            <thead>
              <tr>
                <th>
                  <Translate id="apiOperation.name">Name</Translate>
                </th>
                <th>
                  <Translate id="apiOperation.in">In</Translate>
                </th>
                <th>
                  <Translate id="apiOperation.presence">Presence</Translate>
                </th>
                <th>
                  <Translate id="apiOperation.description">Description</Translate>
                </th>
              </tr>
            </thead>
            <tbody>
              {params.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                  </td>
                  <td>{p.in}</td>
                  <td>
                    <Required required={p.required} />
                  </td>
                  <td>
                    {t(p.description)}
                    {p.example !== undefined && (
                      <>
                        {' '}
                        <Translate id="apiOperation.example" values={{value: <code>{String(p.example)}</code>}}>
                          {'Example: {value}'}
                        </Translate>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
      {op.requestBody && (
        <>
          <p className={styles.label}>
            <Translate id="apiOperation.requestBody" values={{type: <code>{op.requestBody.contentType}</code>}}>
              {'Request body ({type})'}
            </Translate>
          </p>
          {op.requestBody.description && <p>{t(op.requestBody.description)}</p>}
          <Rows rows={op.requestBody.rows} />
        </>
      )}
      <p className={styles.label}>
        <Translate id="apiOperation.request">Request</Translate>
      </p>
      <Tabs groupId="api-language" lazy>
        <TabItem value="curl" label="curl">
          <CodeBlock language="bash">{code.curl}</CodeBlock>
        </TabItem>
        <TabItem value="javascript" label="JavaScript">
          <CodeBlock language="javascript">{code.javascript}</CodeBlock>
        </TabItem>
        <TabItem value="python" label="Python">
          <CodeBlock language="python">{code.python}</CodeBlock>
        </TabItem>
      </Tabs>
      <p className={styles.label}>
        <Translate id="apiOperation.responses">Responses</Translate>
      </p>
      {op.responses.map((r) => (
        <div key={r.status} className={styles.response}>
          <p>
            <code>{r.status}</code> {t(r.description)}
          </p>
          <Rows rows={r.rows} />
          {r.example !== undefined && <CodeBlock language="json">{JSON.stringify(r.example, null, 2)}</CodeBlock>}
        </div>
      ))}
    </section>
  );
}
