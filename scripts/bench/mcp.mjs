#!/usr/bin/env node
// The docs-mcp bench (issue 27): starts `docs-mcp --out <dist>` with the MCP SDK's own client over
// stdio, and measures the time until it answers (connect + list tools), the median of 40 `search`
// calls (ten queries, each four times), and the server's peak RSS (VmHWM). Prints one JSON object.
// Usage: node scripts/bench/mcp.mjs <built site folder>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/bench/mcp.mjs <built site folder>');
  process.exit(2);
}
const QUERIES = ['button', 'slider', 'theme', 'dialog', 'grid', 'accessibility', 'install', 'color', 'menu', 'data'];

const start = performance.now();
const transport = new StdioClientTransport({
  command: process.execPath,
  args: [path.join(repo, 'bin/docs-mcp.js'), '--out', out],
  stderr: 'ignore',
});
const client = new Client({ name: 'bench', version: '1.0.0' });
await client.connect(transport);
await client.listTools();
const readySeconds = (performance.now() - start) / 1000;
const times = [];
let hits = 0;
for (let round = 0; round < 4; round++)
  for (const query of QUERIES) {
    const t = performance.now();
    const result = await client.callTool({ name: 'search', arguments: { query } });
    times.push(performance.now() - t);
    hits += JSON.parse(result.content[0].text).length;
  }
const status = fs.readFileSync(`/proc/${transport.pid}/status`, 'utf8');
const peakRssMb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
await client.close();
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    readySeconds: +readySeconds.toFixed(3),
    searchMedianMs: +times[Math.floor((times.length - 1) / 2)].toFixed(1),
    searchMaxMs: +times.at(-1).toFixed(1),
    hits,
    peakRssMb: Math.round(peakRssMb),
  }),
);
