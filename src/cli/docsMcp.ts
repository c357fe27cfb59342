import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { EXIT } from '../errors/DocsError.js';
import { openBuiltFolder } from '../load/builtFolder.js';
import { BuiltSite } from '../mcp/builtSite.js';
import { createDocsServer } from '../mcp/server.js';
import { isMessageError, transportErrorReply } from '../mcp/transportErrors.js';
import { toolVersion } from '../tool/toolFiles.js';
import { createProgram, runCli } from './common.js';
import { err } from './terminal.js';

export async function main(argv: string[]): Promise<void> {
  const program = createProgram(
    'docs-mcp',
    'Answer coding assistants about a built site: a Model Context Protocol server over stdio (search, get_page, list_components, get_component_api, get_demo). Reads the output folder only.',
    [
      ['npx docs-mcp', 'serve dist/ of the site root in this folder to the assistant that started it'],
      ['npx docs-mcp --out docs/dist', 'serve another output folder'],
    ],
  )
    .option('--root <dir>', 'site root (its dist/ is served)', '.')
    .option('--out <dir>', 'the built site (default <root>/dist)');
  await runCli(program, argv, async (opts) => {
    const out = opts.out ? String(opts.out) : path.join(String(opts.root), 'dist');
    const site = new BuiltSite(openBuiltFolder(out));
    const server = createDocsServer(site, toolVersion());
    const transport = new StdioServerTransport();
    // The client closing stdin ends the session (and the process).
    const closed = new Promise<void>((resolve) => {
      transport.onclose = resolve;
      process.stdin.once('end', resolve);
      // A client gone mid-answer: its pipe is closed; nothing is left to answer.
      process.stdout.once('error', () => resolve());
    });
    await server.connect(transport);
    // A message the transport cannot take gets a JSON-RPC error reply (the SDK only tells the server), and a word on stderr.
    const protocolError = transport.onerror;
    let tooLarge = false;
    transport.onerror = (error) => {
      protocolError?.(error);
      if (!isMessageError(error)) return;
      tooLarge ||= /exceeded maximum size/i.test(error.message);
      err(`docs-mcp: ${error.message.split('\n')[0]}\n`);
      transport.send(transportErrorReply(error)).catch(() => undefined);
    };
    err(`docs-mcp: serving ${path.resolve(out)}\n`);
    await closed;
    await server.close();
    // A message over the transport's limit ends the session: not a clean exit.
    return tooLarge ? EXIT.content : EXIT.ok;
  });
}
