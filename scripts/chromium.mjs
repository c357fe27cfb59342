// How this project starts Chromium, for the tests, the bench and the screenshots: Debian's package
// (or $CHROMIUM), headless, with none of the browser's own network traffic.
import { chromium } from 'playwright-core';

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
