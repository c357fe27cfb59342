import type { Diagnostic } from '../errors/Diagnostic.js';
import { DocsError } from '../errors/DocsError.js';
import { formatFatal } from '../errors/format.js';

/** Saves this close together are one change (an editor writing several files, or many saves a second). */
export const SETTLE_MS = 20;

/** After a tab reloads, the whole site's analysis waits this long: the tab's requests are answered first. */
export const ANALYSE_AFTER_RELOAD_MS = 300;

/** What the updater needs of the site (DevSite). */
export interface UpdatableSite {
  /** `changed`: the files that changed (root-relative). */
  update(changed: readonly string[]): Promise<void>;
  version(rel: string): Promise<string>;
  analyseAll(): Promise<Diagnostic[] | undefined>;
}

/** An open tab: the page it shows and the version it has; `reload` tells it to reload. */
export interface OpenTab {
  rel: string;
  version: string;
  reload(): void;
}

/** The timers the updater waits with (a test gives its own). */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The files of an update, named: `1 file changed: a.md`, `5 files changed: a.md, b.md, c.md and 2 more`. */
export function changedFiles(changed: readonly string[]): string {
  const named = changed.slice(0, 3).join(', ');
  const more = changed.length > 3 ? ` and ${changed.length - 3} more` : '';
  return `${changed.length} file${changed.length === 1 ? '' : 's'} changed: ${named}${more}`;
}

/**
 * Updates after changes: one update for every burst of saves (they settle for SETTLE_MS); a save
 * during an update queues one more, and the last state wins. Each open tab whose page changed
 * reloads; then the whole site is analysed again and its diagnostics reported.
 */
export class Updater {
  private timer: unknown;
  private analysing: unknown;
  private readonly changed = new Set<string>();
  private running?: Promise<void>;

  constructor(
    private readonly site: UpdatableSite,
    private readonly tabs: Iterable<OpenTab>,
    private readonly report: (diagnostics: Diagnostic[], fatal?: string) => void,
    private readonly log: (line: string) => void,
    private readonly timers: Timers = realTimers,
  ) {}

  /** Analyses the whole site in the background, then reports its diagnostics. */
  analyse(): void {
    void this.site.analyseAll().then(
      (diagnostics) => diagnostics && this.report(diagnostics),
      (err: unknown) => this.log(`docs-dev: ${(err as Error).message}`),
    );
  }

  /** A file changed: an update follows once saves settle. */
  changedFile(rel: string): void {
    this.changed.add(rel);
    this.timers.clear(this.timer);
    this.timer = this.timers.set(() => void this.flush(), SETTLE_MS);
  }

  /** Runs the pending updates now (what the timer does); resolves when none is left. */
  flush(): Promise<void> {
    this.running ??= this.run()
      .catch((err: unknown) => this.log(`docs-dev: ${(err as Error).message}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  stop(): void {
    this.timers.clear(this.timer);
    this.timers.clear(this.analysing);
  }

  private async run(): Promise<void> {
    while (this.changed.size) {
      const changed = [...this.changed];
      this.changed.clear();
      const started = performance.now();
      try {
        await this.site.update(changed);
      } catch (err) {
        // An invalid config or root: the last good state is served, with the error shown everywhere.
        this.report([], err instanceof DocsError ? formatFatal(err, false) : String(err));
        continue;
      }
      const reloaded = await this.reloadChangedTabs();
      this.log(`Updated (${changedFiles(changed)}) in ${Math.round(performance.now() - started)} ms`);
      this.timers.clear(this.analysing);
      if (reloaded) this.analysing = this.timers.set(() => this.analyse(), ANALYSE_AFTER_RELOAD_MS);
      else this.analyse();
    }
  }

  /** Reloads each tab whose page changed; how many did. */
  private async reloadChangedTabs(): Promise<number> {
    let reloaded = 0;
    for (const tab of this.tabs) if (await reloadIfChanged(this.site, tab)) reloaded++;
    return reloaded;
  }
}

/** Reloads a tab whose page now differs from the version it shows; whether it did. */
export async function reloadIfChanged(site: Pick<UpdatableSite, 'version'>, tab: OpenTab): Promise<boolean> {
  const version = await site.version(tab.rel);
  if (version === tab.version) return false;
  tab.version = version;
  tab.reload();
  return true;
}
