import type { Node } from 'jsonc-parser';
import { error, warning, type Diagnostic } from '../errors/Diagnostic.js';
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
    diagnostics.push(
      error(
        'manifest-not-array',
        file.at(file.tree),
        'A navigation manifest must be a JSON array of entries.',
        'Wrap the entries in [ ... ].',
      ),
    );
    return { entries: [], refs, diagnostics };
  }
  const seen = new Map<string, Node>();

  const readEntry = (node: Node): NavEntry | undefined => {
    if (node.type !== 'object') {
      diagnostics.push(
        error(
          'manifest-entry',
          file.at(node),
          'A manifest entry must be an object.',
          'Write entries as { "pathname": "/product/page" }.',
        ),
      );
      return undefined;
    }
    const entry: Record<string, unknown> = {};
    let pathnameNode: Node | undefined;
    for (const [key, keyNode, valueNode] of properties(node)) {
      const value = valueNode?.value;
      const at = file.at(valueNode ?? keyNode);
      if (!MANIFEST_KEYS.includes(key)) {
        diagnostics.push(
          warning(
            'unknown-key',
            file.at(keyNode),
            `Unknown manifest key "${key}".`,
            unknownKeyHint(key, MANIFEST_KEYS),
          ),
        );
        continue;
      }
      if ((FLAGS as readonly string[]).includes(key)) {
        if (valueNode?.type !== 'boolean')
          diagnostics.push(
            error(
              'flag-not-boolean',
              at,
              `"${key}" must be true or false, not ${JSON.stringify(valueNode ? nodeValue(valueNode) : null)}.`,
              `Write "${key}": true.`,
            ),
          );
        else entry[key] = value;
      } else if (key === 'plan') {
        if (!PLANS.includes(value as string))
          diagnostics.push(
            error(
              'invalid-plan',
              at,
              `"plan" must be "community", "pro" or "premium", not ${JSON.stringify(valueNode ? nodeValue(valueNode) : null)}.`,
              'Use "pro" or "premium" for paid features; omit it for community.',
            ),
          );
        else entry.plan = value;
      } else if (key === 'children') {
        if (valueNode?.type !== 'array')
          diagnostics.push(
            error(
              'children-not-array',
              at,
              '"children" must be an array of entries.',
              'Write "children": [ { "pathname": "..." } ].',
            ),
          );
        else entry.children = (valueNode.children ?? []).map(readEntry).filter((e): e is NavEntry => !!e);
      } else if (key === 'linkProps') {
        if (valueNode?.type !== 'object')
          diagnostics.push(
            error(
              'manifest-type',
              at,
              '"linkProps" must be an object.',
              'Write "linkProps": { "data-ga-event-category": "..." }.',
            ),
          );
        else entry.linkProps = nodeValue(valueNode);
      } else if (valueNode?.type !== 'string') {
        diagnostics.push(
          error(
            key === 'pathname' ? 'pathname-invalid' : 'manifest-type',
            at,
            `"${key}" must be a string.`,
            `Write "${key}": "...".`,
          ),
        );
      } else {
        entry[key] = value;
        if (key === 'pathname') pathnameNode = valueNode;
      }
    }
    const pathname = entry.pathname as string | undefined;
    if (pathname === undefined) {
      if (!properties(node).some(([k]) => k === 'pathname'))
        diagnostics.push(
          error(
            'pathname-missing',
            file.at(node),
            'The entry has no "pathname".',
            'Add "pathname": "/product/page" (or an http(s) URL for an external link).',
          ),
        );
      return undefined;
    }
    if (!(pathname.startsWith('/') || isExternalUrl(pathname)) || /\s/.test(pathname)) {
      diagnostics.push(
        error(
          'pathname-invalid',
          file.at(pathnameNode),
          `Malformed pathname ${JSON.stringify(pathname)}.`,
          'A pathname starts with "/" (possibly with a #hash) or is an absolute http(s) URL.',
        ),
      );
    } else {
      const key = duplicateKey(pathname);
      const previous = seen.get(key);
      if (previous) {
        const first = file.at(previous);
        diagnostics.push(
          error(
            'duplicate-pathname',
            file.at(pathnameNode),
            `Duplicated pathname ${pathname} in pages: also at ${first.file}:${first.line}:${first.column}.`,
            'Each pathname appears once in a navigation tree; remove or rename one of them.',
          ),
        );
      } else seen.set(key, pathnameNode!);
    }
    if (entry.subheader !== undefined && !(entry.children as unknown[] | undefined)?.length) {
      diagnostics.push(
        error(
          'subheader-without-children',
          file.at(node),
          `Subheader "${entry.subheader as string}" has no children.`,
          'A subheader labels a group: give it "children", or drop "subheader".',
        ),
      );
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
