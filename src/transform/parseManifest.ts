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

/** Checks a navigation manifest's shape and returns its typed entries. */
export function parseManifest(file: JsonFile): ManifestResult {
  const diagnostics: Diagnostic[] = [...file.diagnostics];
  const refs: ManifestEntryRef[] = [];
  if (file.diagnostics.length) return { entries: [], refs, diagnostics };
  if (!file.tree || file.tree.type !== 'array') {
    diagnostics.push(diagnose('manifest-not-array', file.at(file.tree)));
    return { entries: [], refs, diagnostics };
  }
  const seen = new Map<string, Node>();

  const readEntry = (node: Node): NavEntry | undefined => {
    if (node.type !== 'object') {
      diagnostics.push(diagnose('manifest-entry', file.at(node)));
      return undefined;
    }
    const entry: Record<string, unknown> = {};
    let pathnameNode: Node | undefined;
    for (const [key, keyNode, valueNode] of properties(node)) {
      const value = valueNode?.value;
      const at = file.at(valueNode ?? keyNode);
      if (!MANIFEST_KEYS.includes(key)) {
        diagnostics.push(
          diagnose('unknown-key', file.at(keyNode), { key, suggestion: unknownKeyHint(key, MANIFEST_KEYS) }),
        );
        continue;
      }
      if ((FLAGS as readonly string[]).includes(key)) {
        if (valueNode?.type !== 'boolean')
          diagnostics.push(diagnose('flag-not-boolean', at, { key, value: valueNode ? nodeValue(valueNode) : null }));
        else entry[key] = value;
      } else if (key === 'plan') {
        if (!PLANS.includes(value as string))
          diagnostics.push(diagnose('invalid-plan', at, { value: valueNode ? nodeValue(valueNode) : null }));
        else entry.plan = value;
      } else if (key === 'children') {
        if (valueNode?.type !== 'array') diagnostics.push(diagnose('children-not-array', at));
        else entry.children = (valueNode.children ?? []).map(readEntry).filter((e): e is NavEntry => !!e);
      } else if (key === 'linkProps') {
        if (valueNode?.type !== 'object') diagnostics.push(diagnose('manifest-type', at, { key }));
        else entry.linkProps = nodeValue(valueNode);
      } else if (valueNode?.type !== 'string') {
        diagnostics.push(
          key === 'pathname'
            ? diagnose('pathname-invalid', at, { notString: true })
            : diagnose('manifest-type', at, { key }),
        );
      } else {
        entry[key] = value;
        if (key === 'pathname') pathnameNode = valueNode;
      }
    }
    const pathname = entry.pathname as string | undefined;
    if (pathname === undefined) {
      if (!properties(node).some(([k]) => k === 'pathname'))
        diagnostics.push(diagnose('pathname-missing', file.at(node)));
      return undefined;
    }
    if (!(pathname.startsWith('/') || isExternalUrl(pathname)) || /\s/.test(pathname)) {
      diagnostics.push(diagnose('pathname-invalid', file.at(pathnameNode), { pathname }));
    } else {
      const key = duplicateKey(pathname);
      const previous = seen.get(key);
      if (previous) {
        const first = file.at(previous);
        diagnostics.push(
          diagnose('duplicate-pathname', file.at(pathnameNode), {
            pathname,
            first: `${first.file}:${first.line}:${first.column}`,
          }),
        );
      } else seen.set(key, pathnameNode!);
    }
    if (entry.subheader !== undefined && !(entry.children as unknown[] | undefined)?.length) {
      diagnostics.push(diagnose('subheader-without-children', file.at(node), { subheader: entry.subheader as string }));
    }
    const typed = entry as unknown as NavEntry;
    refs.push({ entry: typed, node: pathnameNode ?? node });
    return typed;
  };

  const entries = (file.tree.children ?? []).map(readEntry).filter((e): e is NavEntry => !!e);
  return { entries, refs, diagnostics };
}

function nodeValue(node: Node): unknown {
  if (node.type === 'object')
    return Object.fromEntries(properties(node).map(([k, , v]) => [k, v ? nodeValue(v) : null]));
  if (node.type === 'array') return (node.children ?? []).map(nodeValue);
  return node.value;
}
