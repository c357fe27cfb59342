import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import type { BuiltSite } from './builtSite.js';
import { getComponentApi, getDemo, getPage, listComponents, search, ToolProblem } from './tools.js';

/**
 * The longest name (component, demo, product, language) and path or URL an argument may be: a
 * longer one is the SDK's validation error, before any lookup (the nearest names of a 100 KB name
 * took seconds of edit distance, and every request behind it waited).
 */
const NAME = 200;
const PATH = 2048;

/** A product line argument (optional everywhere). */
const productArg = (description: string) => z.string().max(NAME).optional().describe(description);

type Result = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };

/** A tool's answer as MCP text (JSON for structured answers); the caller's mistake is an error result that says what is right. */
function answer(site: BuiltSite, run: () => unknown): Result {
  try {
    if (!site.dir)
      throw new ToolProblem(
        'The built site is gone (its folder or its build marker was removed): run docs-build again.',
      );
    const value = run();
    return { content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }] };
  } catch (err) {
    if (err instanceof ToolProblem) return { content: [{ type: 'text', text: err.message }], isError: true };
    throw err;
  }
}

/** The docs-mcp server: five read-only tools over one built site. */
export function createDocsServer(site: BuiltSite, version: string): McpServer {
  const server = new McpServer({ name: 'docs-mcp', version });
  server.registerTool(
    'search',
    {
      description:
        "Search the documentation with the site's own index and ranking. Returns title, URL, section and snippet per hit.",
      inputSchema: {
        query: z.string().min(1).max(200).describe('Words to look for, such as "slider marks"'),
        product: productArg('Only this product line (its URL prefix, such as "material-ui")'),
        language: z.string().max(NAME).optional().describe('Language code of the index (default "en")'),
        limit: z.number().int().min(1).max(50).optional().describe('At most this many hits (default 10)'),
      },
    },
    async (args) => answer(site, () => search(site, args)),
  );
  server.registerTool(
    'get_page',
    {
      description: 'The Markdown of a page (its demos’ code inlined, API tables included), by URL or path.',
      inputSchema: {
        url_or_path: z.string().min(1).max(PATH).describe('Such as "/material-ui/react-button/" or its full URL'),
      },
    },
    async (args) => answer(site, () => getPage(site, args.url_or_path)),
  );
  server.registerTool(
    'list_components',
    {
      description: 'Every component with an API page: name, product line, description and URL.',
      inputSchema: { product: productArg('Only this product line') },
    },
    async (args) => answer(site, () => listComponents(site, args.product)),
  );
  server.registerTool(
    'get_component_api',
    {
      description: "A component's props, slots and CSS classes as JSON (types, defaults, descriptions).",
      inputSchema: {
        component: z.string().min(1).max(NAME).describe('Its name, such as "Button"'),
        product: productArg('Its product line, when several have one of that name'),
      },
    },
    async (args) => answer(site, () => getComponentApi(site, args.component, args.product)),
  );
  server.registerTool(
    'get_demo',
    {
      description: "A demo's source code, in TypeScript or JavaScript.",
      inputSchema: {
        page: z.string().min(1).max(PATH).describe('The page that shows it, such as "/material-ui/react-button/"'),
        demo: z.string().min(1).max(NAME).describe('The demo’s name, such as "BasicButtons"'),
        variant: z.enum(['JS', 'TS']).optional().describe('TS when the demo has it, else JS, by default'),
      },
    },
    async (args) => answer(site, () => getDemo(site, args)),
  );
  return server;
}
