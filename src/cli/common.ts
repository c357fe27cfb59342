import { Command, CommanderError } from 'commander';
import path from 'node:path';
import { toolLib, toolVersion } from '../tool/toolFiles.js';
import { DocsError, EXIT } from '../errors/DocsError.js';
import { formatFatal } from '../errors/format.js';

export const EXIT_CODES_HELP = `
Exit codes:
  0  success (warnings allowed)
  1  content errors: the site has problems to fix
  2  usage or configuration problems: unknown flag, missing root, invalid docs.config.json, unsafe output folder`;

/**
 * A commander program whose usage errors exit 2 instead of 1. Its help ends with the exit codes,
 * two examples and where the authoring reference is.
 */
export function createProgram(name: string, description: string, examples: [string, string][]): Command {
  const reference = path.join(toolLib(), '..', 'docs', 'authoring.md');
  return new Command(name)
    .description(description)
    .version(toolVersion(), '-V, --version', 'print the version and exit')
    .addHelpText(
      'after',
      `${EXIT_CODES_HELP}\n\nExamples:\n${examples.map(([command, what]) => `  $ ${command}\n      ${what}`).join('\n')}\n\nThe site root layout, front matter, markdown dialect and every diagnostic code: ${reference}\n`,
    )
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError('(run with --help for usage)');
}

/**
 * Runs a command body and maps failures to exit codes. Errors are printed once, here; a stack
 * trace only with --verbose.
 */
export async function runCli(
  program: Command,
  argv: string[],
  body: (opts: Record<string, unknown>) => Promise<number>,
): Promise<void> {
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
    if (err instanceof DocsError) {
      process.stderr.write(formatFatal(err, verbose));
      process.exitCode = err.exitCode;
      return;
    }
    const wrapped = new DocsError('internal', `Unexpected failure: ${(err as Error)?.message ?? String(err)}`, {
      hint: 'This is a bug in the tool; rerun with --verbose and report the stack trace.',
      cause: err,
    });
    process.stderr.write(formatFatal(wrapped, true));
    process.exitCode = EXIT.content;
  }
}
