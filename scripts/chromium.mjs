// How this project starts Chromium, for the tests, the bench and the screenshots: Debian's package
// (or $CHROMIUM), headless, with none of the browser's own network traffic.
import { chromium } from 'playwright-core';
import { HEADLESS_ARGS } from '../lib/src/visual/findBrowser.js';

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: HEADLESS_ARGS,
  });
