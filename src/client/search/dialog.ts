import { fragmentFile, pageProduct, type SearchFragment, type SearchManifest } from '../../search/indexFormat.js';
import { chunksFor, planQuery, rankPages, snippet, type Chunk, type PageHit } from '../../search/query.js';

/**
 * The search dialog, loaded when a reader first opens search. A native modal <dialog> (focus stays
 * inside, Escape closes it and focus returns to the button), a combobox field and a listbox of
 * results grouped by page. The index is fetched piece by piece: the language's manifest, then the
 * term chunks a query needs, then the fragments of the pages it shows; each once.
 */

/** What the dialog says of a query's results: their count ("1 result", "3 results"), or that there are none. */
const countLabel = (labels: Labels, count: number, query: string) =>
  count ? `${count} ${count === 1 ? labels.result : labels.results}` : `${labels.noResults} “${query.trim()}”`;

interface Labels {
  dialog: string;
  placeholder: string;
  allProducts: string;
  productFilter: string;
  result: string;
  results: string;
  noResults: string;
  recent: string;
  close: string;
}

interface Recent {
  url: string;
  title: string;
  heading: string;
}

const RECENT_KEY = 'docs-search-recent';
const RECENT_MAX = 5;
const DEBOUNCE_MS = 50;
const MAX_PAGES = 10;
const MAX_SECTIONS = 4;

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: Array<Node | string>
) => {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) el.setAttribute(name, value);
  el.append(...children);
  return el;
};

function readRecent(): Recent[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list)
      ? list
          .filter((r): r is Recent => !!r && typeof r.url === 'string' && typeof r.title === 'string')
          .slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

function remember(entry: Recent) {
  try {
    localStorage.setItem(
      RECENT_KEY,
      JSON.stringify([entry, ...readRecent().filter((r) => r.url !== entry.url)].slice(0, RECENT_MAX)),
    );
  } catch {
    /* storage may be disabled */
  }
}

interface Search {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  filter: HTMLSelectElement;
  list: HTMLUListElement;
  status: HTMLElement;
  button: HTMLButtonElement;
  options: HTMLElement[];
  active: number;
  generation: number;
}

let current: Search | undefined;
const cache = new Map<string, Promise<unknown>>();
const fetchJson = <T>(url: string): Promise<T> => {
  let hit = cache.get(url);
  if (!hit) {
    hit = fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${url}: ${r.status}`))));
    hit.catch(() => cache.delete(url));
    cache.set(url, hit);
  }
  return hit as Promise<T>;
};

/** `index`: the page language's manifest; `base`: the path the site is served under (its pages' URLs go under it). */
interface SearchOptions {
  button: HTMLButtonElement;
  index: string;
  lang: string;
  base: string;
}

/** Opens the dialog (made once per page). */
export function openSearch(options: SearchOptions): void {
  current ??= createDialog(options);
  const { dialog, input } = current;
  if (!dialog.open) dialog.showModal();
  input.focus();
  input.select();
  void run(current, options);
}

/** The dialog's elements: the combobox field, the product filter, the close button, the status and the listbox. */
function dialogElements(labels: Labels, productNames: Record<string, string>) {
  const input = element('input', {
    type: 'search',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-controls': 'search-results',
    'aria-autocomplete': 'list',
    'aria-label': labels.dialog,
    placeholder: labels.placeholder,
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
  }) as HTMLInputElement;
  const filter = element(
    'select',
    { 'aria-label': labels.productFilter },
    element('option', { value: '' }, labels.allProducts),
  ) as HTMLSelectElement;
  for (const [prefix, name] of Object.entries(productNames)) filter.append(element('option', { value: prefix }, name));
  const close = element(
    'button',
    { type: 'button', class: 'search-close', 'aria-label': `Esc (${labels.close})` },
    'Esc',
  );
  const status = element('p', { class: 'search-status', role: 'status', 'aria-live': 'polite' });
  const list = element('ul', {
    id: 'search-results',
    role: 'listbox',
    'aria-label': labels.dialog,
  }) as HTMLUListElement;
  const dialog = element(
    'dialog',
    { class: 'search-dialog', 'aria-label': labels.dialog },
    element('div', { class: 'search-bar' }, input, filter, close),
    status,
    list,
  ) as HTMLDialogElement;
  return { dialog, input, filter, close, list, status };
}

/** The field's keys: ↑/↓ move through the options, Enter opens the active one. */
function onFieldKey(search: Search, event: KeyboardEvent) {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (!search.options.length) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive(search, (search.active + step + search.options.length) % search.options.length);
  } else if (event.key === 'Enter') {
    const link = search.options[Math.max(0, search.active)];
    if (!link) return;
    event.preventDefault();
    link.click();
  }
}

/** Closes the dialog on a click on its backdrop (which lands on the dialog element itself, outside its box). */
function onDialogClick(dialog: HTMLDialogElement, event: MouseEvent) {
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

/** Tab stays inside: the modal makes the page inert, and focus wraps from the last control to the field. */
function trapTab(controls: HTMLElement[], event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const at = controls.indexOf(document.activeElement as never);
  if (event.shiftKey ? at === 0 : at === controls.length - 1) {
    event.preventDefault();
    controls[event.shiftKey ? controls.length - 1 : 0].focus();
  }
}

function createDialog(options: SearchOptions): Search {
  const { button } = options;
  const labels = JSON.parse(button.dataset.labels ?? '{}') as Labels;
  const productNames = JSON.parse(button.dataset.products ?? '{}') as Record<string, string>;
  const { dialog, input, filter, close, list, status } = dialogElements(labels, productNames);
  // The docs' own: not a demo's portal (demos/styleElements.ts).
  dialog.setAttribute('data-docs-ui', '');
  document.body.append(dialog);
  const search: Search = { dialog, input, filter, list, status, button, options: [], active: -1, generation: 0 };
  let timer: number | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => void run(search, options), DEBOUNCE_MS);
  });
  filter.addEventListener('change', () => void run(search, options));
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => onDialogClick(dialog, event));
  dialog.addEventListener('close', () => button.focus());
  input.addEventListener('keydown', (event) => onFieldKey(search, event));
  dialog.addEventListener('keydown', (event) => {
    // One Escape closes, whatever the field holds (a search field would first clear itself, and the
    // browser may ignore a second Escape without a click in between).
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
    } else trapTab([input, filter, close], event);
  });
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-title]');
    if (link)
      remember({ url: link.getAttribute('href')!, title: link.dataset.title!, heading: link.dataset.heading ?? '' });
  });
  return search;
}

function setActive(search: Search, index: number) {
  search.options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
  search.active = index;
  const option = search.options[index];
  if (option) {
    search.input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView({ block: 'nearest' });
  } else search.input.removeAttribute('aria-activedescendant');
}

/**
 * One result option: a link to the page or its section (the link is the option, so a reader can
 * also open it in a new tab), with a highlighted snippet.
 */
function option(search: Search, entry: Recent, snippetPieces: Array<[string, boolean]>): HTMLElement {
  const id = `search-option-${search.options.length}`;
  const text = element('span', { class: 'search-snippet' });
  for (const [piece, marked] of snippetPieces) text.append(marked ? element('mark', {}, piece) : piece);
  const link = element(
    'a',
    {
      role: 'option',
      id,
      'aria-selected': 'false',
      href: entry.url,
      tabindex: '-1',
      'data-title': entry.title,
      'data-heading': entry.heading,
    },
    element('span', { class: 'search-hit' }, entry.heading || entry.title),
    text,
  );
  search.options.push(link);
  return link;
}

function group(label: string, detail: string, options: HTMLElement[], key: string): HTMLElement {
  const headId = `search-group-${key}`;
  return element(
    'li',
    { role: 'group', class: 'search-group', 'aria-labelledby': headId },
    element(
      'div',
      { class: 'search-group-head', id: headId, role: 'presentation' },
      label,
      detail ? element('span', { class: 'search-product' }, detail) : '',
    ),
    ...options,
  );
}

function show(search: Search, groups: HTMLElement[], statusText: string) {
  search.list.replaceChildren(...groups);
  search.status.textContent = statusText;
  search.input.setAttribute('aria-expanded', String(search.options.length > 0));
  setActive(search, search.options.length ? 0 : -1);
}

async function run(search: Search, options: SearchOptions): Promise<void> {
  const generation = ++search.generation;
  const query = search.input.value;
  const labels = JSON.parse(options.button.dataset.labels ?? '{}') as Labels;
  search.options = [];
  const plan = planQuery(query, options.lang);
  if (!plan.words.length && !plan.prefix) {
    const recent = readRecent();
    show(
      search,
      recent.length
        ? [
            group(
              labels.recent,
              '',
              recent.map((r) => option(search, r, [])),
              'recent',
            ),
          ]
        : [],
      '',
    );
    return;
  }
  const folder = options.index.replace(/[^/]*$/, '');
  try {
    const manifest = await fetchJson<SearchManifest>(options.index);
    const chunks = await Promise.all(chunksFor(manifest, plan).map((file) => fetchJson<Chunk>(folder + file)));
    const hits = rankPages(manifest, chunks, plan, {
      product: options.button.dataset.product,
      only: search.filter.value || undefined,
    }).slice(0, MAX_PAGES);
    const fragments = await Promise.all(
      hits.map((hit) => fetchJson<SearchFragment>(folder + fragmentFile(manifest, hit.page))),
    );
    if (generation !== search.generation) return;
    search.options = [];
    const names = JSON.parse(options.button.dataset.products ?? '{}') as Record<string, string>;
    const groups = hits.map((hit: PageHit, i) => {
      const [path, title, sections] = fragments[i];
      const url = options.base + path;
      const words = [...hit.matched, ...(plan.prefix ? [plan.prefix] : [])];
      const shown = hit.sections.slice(0, MAX_SECTIONS).map(([s]) => {
        const [anchor, heading, text] = sections[s];
        return option(
          search,
          { url: anchor ? `${url}#${anchor}` : url, title, heading: s === 0 ? '' : heading },
          snippet(text, words),
        );
      });
      return group(title, names[manifest.products[pageProduct(manifest, hit.page)]] ?? '', shown, String(i));
    });
    show(search, groups, countLabel(labels, hits.length, query));
  } catch {
    if (generation === search.generation) show(search, [], `${labels.noResults} “${query.trim()}”`);
  }
}
