import type { Node } from 'jsonc-parser';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { properties, type JsonFile } from '../site/jsonFile.js';
import { unknownKeyHint } from '../site/didYouMean.js';
import { isExternalUrl } from '../site/paths.js';
import type { NavEntry } from '../site/types.js';

const FLAGS = ['inSideNav', 'newFeature', 'planned', 'unstable', 'beta', 'legacy', 'deprecated'] as const;
export const MANIFEST_KEYS = ['pathname', 'title', 'subheader', 'children', 'icon', 'linkProps', 'plan', ...FLAGS];
const PLANS = ['community', 'pro', 'premium'];

export interface ManifestEntryRef {
  entry: NavEntry;
  node: Node;
}

export interface ManifestResult {
  entries: NavEntry[];
  /** Every entry with its JSON node, depth-first, for later checks. */
  refs: ManifestEntryRef[];
  diagnostics: Diagnostic[];
}

/** Duplicate key: no trailing slash before the hash; a different #hash is a different entry. */
const duplicateKey = (pathname: string) => {
  const [path, hash] = pathname.split('#');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return hash === undefined ? trimmed : `${trimmed}#${hash}`;
};

/** Reads a manifest's entries depth-first, collecting every problem. */
class ManifestReader {
  readonly diagnostics: Diagnostic[] = [];
  readonly refs: ManifestEntryRef[] = [];
  private readonly seen = new Map<string, Node>();

  constructor(private readonly file: JsonFile) {}

  /** One key of an entry: checked against its type, and set on `entry` when it is right. */
  private field(entry: Record<string, unknown>, key: string, keyNode: Node, valueNode: Node | undefined): void {
    const { file, diagnostics } = this;
    const value = valueNode?.value;
    const at = file.at(valueNode ?? keyNode);
    if (!MANIFEST_KEYS.includes(key)) {
      diagnostics.push(
        diagnose('unknown-key', file.at(keyNode), { key, suggestion: unknownKeyHint(key, MANIFEST_KEYS) }),
      );
    } else if ((FLAGS as readonly string[]).includes(key)) {
      if (valueNode?.type !== 'boolean')
        diagnostics.push(diagnose('flag-not-boolean', at, { key, value: valueNode ? nodeValue(valueNode) : null }));
      else entry[key] = value;
    } else if (key === 'plan') {
      if (!PLANS.includes(value as string))
        diagnostics.push(diagnose('invalid-plan', at, { value: valueNode ? nodeValue(valueNode) : null }));
      else entry.plan = value;
    } else if (key === 'children') {
      if (valueNode?.type !== 'array') diagnostics.push(diagnose('children-not-array', at));
      else entry.children = (valueNode.children ?? []).map(this.entry).filter((e): e is NavEntry => !!e);
    } else if (key === 'linkProps') {
      if (valueNode?.type !== 'object') diagnostics.push(diagnose('manifest-type', at, { key }));
      else entry.linkProps = nodeValue(valueNode);
    } else if (valueNode?.type !== 'string') {
      diagnostics.push(
        key === 'pathname'
          ? diagnose('pathname-invalid', at, { notString: true })
          : diagnose('manifest-type', at, { key }),
      );
    } else entry[key] = value;
  }

  /** A pathname is a site path or an http(s) URL, and appears once in the tree. */
  private pathname(pathname: string, node: Node | undefined): void {
    const { file, diagnostics } = this;
    if (!(pathname.startsWith('/') || isExternalUrl(pathname)) || /\s/.test(pathname)) {
      diagnostics.push(diagnose('pathname-invalid', file.at(node), { pathname }));
      return;
    }
    const key = duplicateKey(pathname);
    const previous = this.seen.get(key);
    if (!previous) return void this.seen.set(key, node!);
    const first = file.at(previous);
    diagnostics.push(
      diagnose('duplicate-pathname', file.at(node), { pathname, first: `${first.file}:${first.line}:${first.column}` }),
    );
  }

  /** An entry of the tree, typed; undefined when it is no entry at all. */
  readonly entry = (node: Node): NavEntry | undefined => {
    const { file, diagnostics } = this;
    if (node.type !== 'object') {
      diagnostics.push(diagnose('manifest-entry', file.at(node)));
      return undefined;
    }
    const entry: Record<string, unknown> = {};
    for (const [key, keyNode, valueNode] of properties(node)) this.field(entry, key, keyNode, valueNode);
    // The pathname's node: the last string one (a later key wins, as it does in `entry`).
    const pathnameNode = properties(node)
      .filter(([k, , v]) => k === 'pathname' && v?.type === 'string')
      .pop()?.[2];
    const pathname = entry.pathname as string | undefined;
    if (pathname === undefined) {
      if (!properties(node).some(([k]) => k === 'pathname'))
        diagnostics.push(diagnose('pathname-missing', file.at(node)));
      return undefined;
    }
    this.pathname(pathname, pathnameNode);
    if (entry.subheader !== undefined && !(entry.children as unknown[] | undefined)?.length)
      diagnostics.push(diagnose('subheader-without-children', file.at(node), { subheader: entry.subheader as string }));
    const typed = entry as unknown as NavEntry;
    this.refs.push({ entry: typed, node: pathnameNode ?? node });
    return typed;
  };
}

/** Each manifest file's result: a build's model, its validation and the main thread's share all read it once. */
const parsed = new WeakMap<JsonFile, ManifestResult>();

/** Checks a navigation manifest's shape and returns its typed entries (one result per file: do not change it). */
export function parseManifest(file: JsonFile): ManifestResult {
  let result = parsed.get(file);
  if (!result) parsed.set(file, (result = readManifest(file)));
  return result;
}

function readManifest(file: JsonFile): ManifestResult {
  if (file.diagnostics.length) return { entries: [], refs: [], diagnostics: [...file.diagnostics] };
  if (!file.tree || file.tree.type !== 'array')
    return { entries: [], refs: [], diagnostics: [diagnose('manifest-not-array', file.at(file.tree))] };
  const reader = new ManifestReader(file);
  const entries = (file.tree.children ?? []).map(reader.entry).filter((e): e is NavEntry => !!e);
  return { entries, refs: reader.refs, diagnostics: reader.diagnostics };
}

function nodeValue(node: Node): unknown {
  if (node.type === 'object')
    return Object.fromEntries(properties(node).map(([k, , v]) => [k, v ? nodeValue(v) : null]));
  if (node.type === 'array') return (node.children ?? []).map(nodeValue);
  return node.value;
}
