import { Command, CommanderError } from 'commander';
import path from 'node:path';
import { baseOverride } from '../site/config/baseOverride.js';
import { toolLib, toolVersion } from '../tool/toolFiles.js';
import { DocsError, EXIT, fatal } from '../errors/DocsError.js';
import { formatFatal, seenFrom } from '../errors/format.js';
import { reportedAs } from '../pipeline/workerErrors.js';
import { err, tolerateClosedPipes } from './terminal.js';

/** The help's exit codes; `content` is what exit 1 means for the command. */
const exitCodesHelp = (content: string) => `
Exit codes:
  0  success (warnings allowed)
  1  ${content}
  2  usage or configuration problems: unknown flag, missing root, invalid docs.config.json, unsafe output folder
  70 internal error: a bug in the tool (it prints the stack trace to report)`;

/**
 * A commander program whose usage errors exit 2 instead of 1. Its help ends with the exit codes,
 * two examples and where the authoring reference is.
 */
export function createProgram(
  name: string,
  description: string,
  examples: [string, string][],
  content = 'content errors: the site has problems to fix',
): Command {
  const reference = path.join(toolLib(), '..', 'docs', 'authoring.md');
  return new Command(name)
    .description(description)
    .version(toolVersion(), '-V, --version', 'print the version and exit')
    .addHelpText(
      'after',
      `${exitCodesHelp(content)}\n\nExamples:\n${examples.map(([command, what]) => `  $ ${command}\n      ${what}`).join('\n')}\n\nThe site root layout, front matter, markdown dialect and every diagnostic code: ${reference}\n`,
    )
    .exitOverride()
    .configureOutput({ writeErr: (s) => err(s) })
    .showHelpAfterError('(run with --help for usage)');
}

/** `--base-url` and `--base-path`: where the site is served, in place of the config's baseUrl (docs-build, docs-check). */
export function baseOptions(program: Command): Command {
  return program
    .option(
      '--base-url <url>',
      'absolute URL the site is served from (canonical links, sitemap); a path in it is the base path',
    )
    .option('--base-path <path>', "path the site is served under, such as /acme-kit/ (in place of the base URL's)");
}

/** What `--base-url` and `--base-path` make of the base URL (checked; exit 2 on a bad value). */
export const baseOf = (opts: Record<string, unknown>) =>
  baseOverride(opts.baseUrl as string | undefined, opts.basePath as string | undefined);

/**
 * The error to print for anything thrown: a DocsError as it is, the site's demo code's (run on this
 * thread) its own, anything else an internal error (a bug).
 */
export function asDocsError(thrown: unknown): DocsError {
  const err = reportedAs(thrown);
  if (err instanceof DocsError) return err;
  return fatal('internal', { reason: (err as Error)?.message ?? String(err) }, { cause: err });
}

/** Prints a fatal error once (paths as seen from here, when the command names a root); an internal one always with its stack (it is a bug report). */
function printFatal(error: DocsError, verbose: boolean, root?: unknown): void {
  const fileOf = typeof root === 'string' ? seenFrom(process.cwd(), root) : undefined;
  err(formatFatal(error, verbose || error.code === 'internal', fileOf));
}

/** What a long-running command takes in its stride of what nobody caught (docs-dev: a demo's timer); none by default. */
let absorbs: (err: unknown) => boolean = () => false;

/** Lets a server go on through the failures `absorb` says it has shown. */
export function absorbUncaught(absorb: (err: unknown) => boolean): void {
  absorbs = absorb;
}

/**
 * The last resort of every command: an exception or a rejection nobody handled (in a server, a
 * watcher, a stray promise) is an internal error, printed with its stack, and the command exits
 * 70; a demo's, the demo's located error, exit 1. Never a silent exit.
 */
export function installLastResort(): void {
  const fail = (err: unknown) => {
    if (absorbs(err)) return;
    const error = asDocsError(err);
    printFatal(error, false);
    process.exit(error.exitCode);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
}

/**
 * Runs a command body and maps failures to exit codes. Errors are printed once, here; a stack
 * trace only with --verbose (and always for an internal error).
 */
export async function runCli(
  program: Command,
  argv: string[],
  body: (opts: Record<string, unknown>) => Promise<number>,
): Promise<void> {
  installLastResort();
  tolerateClosedPipes();
  let verbose = argv.includes('--verbose');
  try {
    program.parse(argv);
    const opts = program.opts();
    verbose = !!opts.verbose;
    process.exitCode = await body(opts);
  } catch (err) {
    if (err instanceof CommanderError) {
      process.exitCode = err.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    const error = asDocsError(err);
    printFatal(error, verbose, program.opts().root);
    process.exitCode = error.exitCode;
  }
}
