import type { BuiltFolder } from '../load/builtFolder.js';
import type { Chunk } from '../search/query.js';
import type { SearchFragment, SearchManifest } from '../search/indexFormat.js';

/** A component as `<prefix>/api.json` holds it (written by docs-build beside llms.txt). */
/** A row of an API table: a prop, or a hook's parameter or returned field. */
interface ApiRow {
  name: string;
  type: string;
  default?: string;
  required: boolean;
  deprecated: boolean;
  /** Why, and what to use instead (Markdown), when the API says. */
  deprecationReason?: string;
  description: string;
}

export interface ComponentApi {
  /** A hook: `props` are its parameters, `returnValue` the fields it returns (or `returns`, its type). */
  kind?: 'hook';
  name: string;
  product: string;
  url: string;
  description: string;
  imports: string[];
  props: ApiRow[];
  returnValue?: ApiRow[];
  returns?: string;
  slots: Array<{ name: string; className?: string; default?: string; description: string }>;
  classes: Array<{ key: string; className: string; description: string }>;
  inheritance?: { component: string; url: string } | { element: string };
  /** The style systems whose props it also takes, not listed (Chakra UI's `SystemProperties`). */
  styleProps?: string[];
  /** A parent's members (`Menu.Item`), each with its own API. */
  members?: Array<{ name: string; url: string }>;
}

/** What `llms-api.json` says of the site: its base URL, languages, and the product lines with components. */
interface SiteIndex {
  baseUrl?: string;
  languages?: string[];
  products?: string[];
}

/**
 * The files of a built site, through the one reader that never leaves its folder
 * (load/builtFolder.ts); each JSON file parsed once per version of it: a rebuild that rewrites a
 * file (the search index, the API data) is read again, so answers follow the build.
 */
export class BuiltSite {
  private readonly json = new Map<string, { stamp: string | undefined; value: unknown }>();

  constructor(private readonly folder: BuiltFolder) {}

  /** The folder, if it is still a built site (none after `rm -rf dist`). */
  get dir(): string | undefined {
    return this.folder.present() ? this.folder.dir : undefined;
  }

  /** A file's text, or undefined when it is missing or outside the folder. */
  read(rel: string): string | undefined {
    return this.folder.read(rel.replace(/^\/+/, ''))?.toString('utf8');
  }

  readJson<T>(rel: string): T | undefined {
    const stamp = this.folder.stamp(rel.replace(/^\/+/, ''));
    const known = this.json.get(rel);
    if (known && known.stamp === stamp) return known.value as T | undefined;
    const text = this.read(rel);
    let value: unknown;
    try {
      value = text === undefined ? undefined : JSON.parse(text);
    } catch {
      value = undefined;
    }
    this.json.set(rel, { stamp, value });
    return value as T | undefined;
  }

  private index = () => this.readJson<SiteIndex>('llms-api.json') ?? {};

  /** The languages the site was built in (each has a search index). */
  languages = (): string[] => this.index().languages ?? ['en'];

  /** The base URL the site was built for. */
  baseUrl = (): string => this.index().baseUrl ?? '';

  searchManifest = (lang: string) => this.readJson<SearchManifest>(`search/${lang}/index.json`);
  searchChunk = (lang: string, file: string) => this.readJson<Chunk>(`search/${lang}/${file}`);
  searchFragment = (lang: string, file: string) => this.readJson<SearchFragment>(`search/${lang}/${file}`);

  /** Every component of every product line, as `<prefix>/api.json` holds them. */
  components = (): ComponentApi[] =>
    (this.index().products ?? []).flatMap((prefix) => this.readJson<ComponentApi[]>(`${prefix}/api.json`) ?? []);
}
