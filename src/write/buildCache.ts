import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../site/output.js';

/**
 * The build cache on disk, under `<root>/.docs-cache/` (the one place besides the output that the
 * build writes). Entries unused by a successful build are pruned.
 */
export function openBuildCache(root: string): BuildCache {
  const dir = path.join(root, '.docs-cache');
  const used = new Set<string>();
  // Entry folders made so far (one mkdir each, not one per entry).
  const kinds = new Set<string>();
  const file = (kind: string, key: string) => path.join(dir, kind, `${key}.txt`);
  return {
    get(kind, key) {
      used.add(`${kind}/${key}.txt`);
      try {
        return fs.readFileSync(file(kind, key), 'utf8');
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
        fs.writeFileSync(tmp, value);
        fs.renameSync(tmp, target);
      } catch {
        fs.rmSync(tmp, { force: true });
      }
    },
    prune() {
      if (!fs.existsSync(dir)) return;
      for (const kind of fs.readdirSync(dir)) {
        for (const name of fs.readdirSync(path.join(dir, kind))) {
          if (!used.has(`${kind}/${name}`) && !name.endsWith('.tmp'))
            fs.rmSync(path.join(dir, kind, name), { force: true });
        }
        // A kind no longer used (an older tool's) goes with its last entry.
        if (!fs.readdirSync(path.join(dir, kind)).length) fs.rmdirSync(path.join(dir, kind));
      }
    },
  };
}
