#!/usr/bin/env node
// React, MUI and Emotion pick their builds (and class-name labels) from NODE_ENV when first loaded: always
// production, set before importing them, so output never depends on the caller's environment.
process.env.NODE_ENV = 'production';
const { main } = await import('../lib/bundle/docsTest.js');

await main(process.argv);
