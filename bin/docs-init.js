#!/usr/bin/env node
const { main } = await import('../lib/bundle/docsInit.js');

await main(process.argv);
