import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { REPO, runCli } from '../helpers.js';
import { seededSample, sharedBuild } from '../sharedSites.js';

// Issue 27: docs-mcp driven by the MCP SDK's own client over stdio, against a real build.
type ToolResult = { content: Array<{ type: string; text: string }>; isError?: boolean };

async function connect(out: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(REPO, 'bin/docs-mcp.js'), '--out', out],
    stderr: 'ignore',
  });
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** The run's build of a shared site (read-only: docs-mcp only reads it). */
async function built(name: 'sample' | 'corpus'): Promise<string> {
  const r = await sharedBuild(name);
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
  return r.out;
}

const text = (r: unknown) => (r as ToolResult).content.map((c) => c.text).join('');
const json = <T>(r: unknown) => JSON.parse(text(r)) as T;

describe('docs-mcp on the sample site', () => {
  let out: string;
  let client: Client;
  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });

  beforeAll(async () => {
    out = await built('sample');
    client = await connect(out);
  });
  afterAll(async () => {
    await client?.close();
  });

  it('lists its five tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_component_api',
      'get_demo',
      'get_page',
      'list_components',
      'search',
    ]);
  });

  it('search ranks like the site: the Slider page first for "slider", with a section and a snippet', async () => {
    const hits = json<Array<{ title: string; url: string; section: string; snippet: string }>>(
      await call('search', { query: 'slider', product: 'material-ui', limit: 3 }),
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(3);
    expect(hits[0].url).toMatch(/^https:\/\/docs\.example\.com\/material-ui\/components\/slider\//);
    expect(hits[0].snippet.toLowerCase()).toContain('**slider');
  });

  it('get_page returns the Markdown twin, by path or by URL', async () => {
    const twin = fs.readFileSync(path.join(out, 'base-ui/components/button.md'), 'utf8');
    expect(text(await call('get_page', { url_or_path: '/base-ui/components/button/' }))).toBe(twin);
    expect(text(await call('get_page', { url_or_path: 'https://docs.example.com/base-ui/components/button.md' }))).toBe(
      twin,
    );
  });

  it('list_components and get_component_api give the extracted API as JSON', async () => {
    const list = json<Array<{ name: string; product: string }>>(await call('list_components', { product: 'base-ui' }));
    expect(list.map((c) => c.name)).toContain('Button');
    const api = json<{ name: string; props: Array<{ name: string; type: string; default?: string }> }>(
      await call('get_component_api', { component: 'Button', product: 'base-ui' }),
    );
    expect(api.props.find((p) => p.name === 'variant')).toMatchObject({
      type: "'solid' | 'outlined' | 'plain'",
      default: "'solid'",
    });
    // Types as TypeScript writes them, and a deprecated prop's reason (issue 46).
    expect(api.props.find((p) => p.name === 'disabled')).toMatchObject({ type: 'boolean' });
    const switchApi = json<{ props: Array<{ name: string; deprecated: boolean; deprecationReason?: string }> }>(
      await call('get_component_api', { component: 'Switch', product: 'base-ui' }),
    );
    expect(switchApi.props.find((p) => p.name === 'onColor')).toMatchObject({
      deprecated: true,
      deprecationReason: 'Use `color` instead.',
    });
  });

  it('get_demo returns a demo in TS by default, or JS', async () => {
    const ts = json<{ code: string; variant: string }>(
      await call('get_demo', { page: '/base-ui/components/button/', demo: 'BasicButtons' }),
    );
    expect(ts.variant).toBe('TS');
    expect(ts.code).toContain("import { Button } from '@acme/base-ui';");
    const js = json<{ code: string }>(
      await call('get_demo', { page: '/base-ui/components/button/', demo: 'BasicButtons', variant: 'JS' }),
    );
    expect(js.code).not.toContain('React.JSX.Element');
  });

  it('bad input: a clear error with the nearest names, and the server keeps answering', async () => {
    const page = (await call('get_page', { url_or_path: '/base-ui/components/buton/' })) as ToolResult;
    expect(page.isError).toBe(true);
    expect(text(page)).toContain('/base-ui/components/button.md');
    const component = (await call('get_component_api', { component: 'Buton', product: 'base-ui' })) as ToolResult;
    expect(component.isError).toBe(true);
    expect(text(component)).toMatch(/Nearest: Button/);
    const demo = (await call('get_demo', { page: '/base-ui/components/button/', demo: 'Nope' })) as ToolResult;
    expect(text(demo)).toContain('BasicButtons');
    const product = (await call('search', { query: 'x', product: 'material' })) as ToolResult;
    expect(text(product)).toContain('material-ui');
    const wrongType = (await call('search', { query: 5 }).catch((err: Error) => ({
      isError: true,
      content: [{ type: 'text', text: err.message }],
    }))) as ToolResult;
    expect(wrongType.isError).toBe(true);
    expect(text(wrongType)).toMatch(/query/);
    const escape = (await call('get_page', { url_or_path: '/../../../etc/passwd' })) as ToolResult;
    expect(escape.isError).toBe(true);
    // Issue 45 (6): a 100 KB name is the argument's validation error, not seconds of edit distance.
    for (const [tool, args] of [
      ['get_component_api', { component: 'B'.repeat(100_000) }],
      ['get_page', { url_or_path: `/${'a'.repeat(100_000)}` }],
      ['get_demo', { page: '/base-ui/components/button/', demo: 'D'.repeat(100_000) }],
      ['search', { query: 'x', product: 'p'.repeat(100_000) }],
    ] as const) {
      const long = (await call(tool, args).catch((err: Error) => ({
        isError: true,
        content: [{ type: 'text', text: err.message }],
      }))) as ToolResult;
      expect([tool, long.isError, text(long)]).toEqual([tool, true, expect.stringMatching(/too_big|at most|<=/i)]);
    }
    expect(json<unknown[]>(await call('list_components', {})).length).toBeGreaterThan(0);
  });

  it('answers a message that is not JSON-RPC with its error, and goes on (issue 45.6)', async () => {
    const ping = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' });
    const { replies, stderr, code } = await rawSession(
      out,
      [
        `\uFEFF${ping}`,
        JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'ping' }),
        JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: null }),
        ping,
      ],
      4,
    );
    expect(replies.map((r) => r.error?.code ?? r.id)).toEqual([-32700, -32600, -32600, 7]);
    expect(stderr).toMatch(/docs-mcp: .*JSON/);
    expect(code).toBe(0);
  });
});

/** Raw lines to a docs-mcp process, and the JSON lines it answers (until it has answered `count`). */
async function rawSession(out: string, lines: string[], count: number) {
  const proc = spawn(process.execPath, [path.join(REPO, 'bin/docs-mcp.js'), '--out', out], { stdio: 'pipe' });
  const replies: Array<{ id?: unknown; error?: { code: number; message: string } }> = [];
  let buffer = '';
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  const answered = new Promise<void>((resolve) => {
    proc.stdout.on('data', (d) => {
      buffer += d;
      let at;
      while ((at = buffer.indexOf('\n')) >= 0) {
        replies.push(JSON.parse(buffer.slice(0, at)));
        buffer = buffer.slice(at + 1);
      }
      if (replies.length >= count) resolve();
    });
  });
  for (const line of lines) proc.stdin.write(`${line}\n`);
  await answered;
  proc.stdin.end();
  const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
  return { replies, stderr, code };
}

describe('docs-mcp on the shared corpus', () => {
  it('answers a search for a real component', async () => {
    const out = await built('corpus');
    const client = await connect(out);
    try {
      const hits = json<Array<{ title: string; url: string }>>(
        await client.callTool({ name: 'search', arguments: { query: 'autocomplete' } }),
      );
      expect(hits[0].title).toMatch(/Autocomplete/);
      expect(fs.existsSync(path.join(out, 'llms.txt'))).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('docs-mcp follows the build (issue 45.7)', () => {
  it('finds a word a rebuild added, and says so when the built site is gone', async () => {
    const root = await seededSample('mcp-rebuild');
    const out = path.join(root, 'dist');
    const client = await connect(out);
    const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
    try {
      const search = async () => json<Array<{ url: string }>>(await call('search', { query: 'quuxfrobnicate' }));
      expect(await search()).toEqual([]);
      const page = path.join(root, 'content/material-ui/components/button/index.md');
      fs.appendFileSync(page, '\n## Frobnicating\n\nButtons can quuxfrobnicate too.\n');
      const rebuilt = runCli('docs-build', ['--root', root, '--out', out]);
      expect(rebuilt.status).toBe(0);
      expect((await search()).map((hit) => hit.url)).toEqual([
        expect.stringContaining('/material-ui/components/button/'),
      ]);
      expect(text(await call('get_page', { url_or_path: '/material-ui/components/button/' }))).toContain(
        'quuxfrobnicate',
      );
      fs.rmSync(out, { recursive: true, force: true });
      const gone = (await call('search', { query: 'button' })) as ToolResult;
      expect([gone.isError, text(gone)]).toEqual([true, expect.stringContaining('The built site is gone')]);
    } finally {
      await client.close();
    }
  });
});
