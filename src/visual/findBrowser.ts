import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** Headless, in a container, with none of the browser's own network traffic (the tests' Chromium too). */
export const HEADLESS_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

const isFile = (file: string | undefined): file is string =>
  !!file && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** A program on PATH. */
function onPath(name: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (isFile(file)) return file;
  }
  return undefined;
}

/** Playwright's own Chromium, when `npx playwright install chromium` put one in its cache. */
function playwrights(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The Chromium docs-test drives, first found of: `--browser`, `CHROME_PATH`, Playwright's
 * installed browsers, the system's (`chromium`, `google-chrome`). Undefined: none, or `--browser`
 * names no file (the caller says how to install one).
 */
export function findBrowser(asked: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (asked) return isFile(asked) ? path.resolve(asked) : undefined;
  const candidates = [env.CHROME_PATH, playwrights(), ...SYSTEM.map((name) => onPath(name, env))];
  return candidates.find(isFile);
}
