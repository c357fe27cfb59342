import fs from 'node:fs';
import path from 'node:path';
import { knownHashes, trustHashes } from '../load/fileStamp.js';
import { cacheKey, contentId } from '../site/hash.js';
import { CACHE_FOLDER, type BuildCache } from '../site/output.js';
import { processRuns } from './leftovers.js';

/** An entry on disk starts with the hash of its value: a damaged entry (truncated, edited, zeroed) is a miss. */
const HEADER = 'docs-cache sha256:';
export const seal = (value: string) => `${HEADER}${contentId(value)}\n${value}`;

/** The value of an entry, or undefined when it is not exactly what this tool wrote. */
export function unseal(text: string): string | undefined {
  const end = text.indexOf('\n');
  if (!text.startsWith(HEADER) || end !== HEADER.length + 64) return undefined;
  const value = text.slice(end + 1);
  return contentId(value) === text.slice(HEADER.length, end) ? value : undefined;
}

/**
 * The build cache on disk, under `<root>/.docs-cache/` (the one place besides the output that the
 * build writes). Entries unused by a successful build are pruned.
 */
export function openBuildCache(root: string): BuildCache {
  const dir = path.join(root, CACHE_FOLDER);
  const used = new Set<string>();
  // Entry folders made so far (one mkdir each, not one per entry).
  const kinds = new Set<string>();
  const file = (kind: string, key: string) => path.join(dir, kind, `${key}.txt`);
  return {
    get(kind, key) {
      used.add(`${kind}/${key}.txt`);
      try {
        return unseal(fs.readFileSync(file(kind, key), 'utf8'));
      } catch {
        return undefined;
      }
    },
    keep(kind, key) {
      used.add(`${kind}/${key}.txt`);
    },
    set(kind, key, value) {
      used.add(`${kind}/${key}.txt`);
      // Write then rename (a stopped build never leaves a truncated entry), under a name of this
      // process (builds may share a root). The cache is an optimisation: failing to fill it is
      // never a build failure.
      const target = file(kind, key);
      const tmp = `${target}.${process.pid}.tmp`;
      try {
        if (!kinds.has(kind)) fs.mkdirSync(path.join(dir, kind), { recursive: true });
        kinds.add(kind);
        fs.writeFileSync(tmp, seal(value));
        fs.renameSync(tmp, target);
      } catch {
        fs.rmSync(tmp, { force: true });
      }
    },
    prune() {
      // Housekeeping: an entry or folder that cannot be removed (another user's) stays; the build succeeded.
      const remove = (file: string, folder = false) => {
        try {
          if (folder) fs.rmdirSync(file);
          else fs.rmSync(file, { force: true });
        } catch {
          // Left for a later build.
        }
      };
      for (const kind of readFolder(dir)) {
        for (const name of readFolder(path.join(dir, kind))) {
          if (used.has(`${kind}/${name}`)) continue;
          // A temporary file is a running build's (left alone) or a stopped one's (removed).
          const writer = /\.(\d+)\.tmp$/.exec(name);
          if (writer && processRuns(Number(writer[1]))) continue;
          remove(path.join(dir, kind, name));
        }
        // A kind no longer used (an older tool's) goes with its last entry.
        if (!readFolder(path.join(dir, kind)).length) remove(path.join(dir, kind), true);
      }
    },
  };
}

const FILE_HASHES = ['file-hashes', cacheKey('file-hashes')] as const;

/**
 * The file hashes the last run with this cache took (its API extraction's, demo type check's and
 * demos' inputs: thousands of declaration and package files), trusted while each file's stat is
 * unchanged: a one-page rebuild stats them instead of reading and hashing them all again. Returns the cache.
 */
export function recallFileHashes(cache: BuildCache): BuildCache {
  try {
    trustHashes(JSON.parse(cache.get(...FILE_HASHES) ?? 'null'));
  } catch {
    // A damaged record is none: every file is hashed again.
  }
  return cache;
}

/** Records the hashes this run used, for the next (`recallFileHashes`). */
export const recordFileHashes = (cache: BuildCache): void => cache.set(...FILE_HASHES, JSON.stringify(knownHashes()));

/** The names in a folder; none when it is not one (a file where a kind's folder should be). */
function readFolder(folder: string): string[] {
  try {
    return fs.readdirSync(folder);
  } catch {
    return [];
  }
}
