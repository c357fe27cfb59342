import { NAV_PLACEHOLDER } from '../site/navIndex.js';
/**
 * Pages carry only their own groups' links; another group holds a stand-in link to its first page
 * (which is what a reader without JavaScript follows). Opening it fetches the line's whole
 * navigation once (a content-hashed file of this site) and puts the group's links in place.
 */
export function initNavGroups(src: string): void {
  let full: Promise<Document> | undefined;
  const load = () =>
    (full ??= fetch(src)
      .then((response) =>
        response.ok ? (response.json() as Promise<string>) : Promise.reject(new Error(String(response.status))),
      )
      .then((html) => new DOMParser().parseFromString(html, 'text/html'))
      .catch((err: unknown) => {
        // A later toggle may try again.
        full = undefined;
        throw err;
      }));
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement;
      const group = details.dataset?.navGroup;
      const list = group !== undefined && details.open ? details.querySelector(':scope > ul') : null;
      if (!list?.querySelector(`:scope > [${NAV_PLACEHOLDER}]`)) return;
      void load()
        .then((doc) => {
          const links = doc.querySelector(`details[data-nav-group="${group}"] > ul`);
          if (links && list.querySelector(`:scope > [${NAV_PLACEHOLDER}]`))
            list.replaceChildren(...[...links.children].map((child) => document.importNode(child, true)));
        })
        .catch(() => undefined);
    },
    true,
  );
}
