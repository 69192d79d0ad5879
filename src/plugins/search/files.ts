/** The files of a built search context, by name (Node only: the plugin, checks and benchmarks). */
import crypto from 'node:crypto';
import type {BuiltContext} from './core/build';
import {entryFileName, fragmentFileName, shardFileName, tailFileName, type Entry} from './core/format';

/**
 * The files of a context (name → JSON) and the URL of its entry (relative to the locale's base
 * URL). Every file's URL carries one version, the hash of all of them, so any change of the
 * content changes every URL of the context.
 */
export function indexFiles(context: string, built: BuiltContext): {files: Map<string, string>; entryUrl: string} {
  const files = new Map<string, string>();
  built.shards.forEach((shard, i) => files.set(shardFileName(context, i), JSON.stringify(shard)));
  for (const [i, tail] of built.tails) files.set(tailFileName(context, i), JSON.stringify(tail));
  built.fragments.forEach((parts, page) => parts.forEach((part, k) => files.set(fragmentFileName(context, page, k), JSON.stringify(part))));
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(built.entry));
  for (const [name, json] of files) hash.update(`\0${name}\0${json}`);
  const h = hash.digest('hex').slice(0, 10);
  const entry: Entry = {...built.entry, h};
  files.set(entryFileName(context), JSON.stringify(entry));
  return {files, entryUrl: `${entryFileName(context)}?_=${h}`};
}
