/**
 * The shape of a catalogue entry: what a code means and how to fix it (docs/authoring.md's table),
 * and the one place its message and hint are written (src/errors/README.md has the rules).
 */

/** `error` and `warning` are diagnostics (exit 1 on an error); `fatal` stops the command (exit 1 or 2). */
export type CodeKind = 'error' | 'warning' | 'fatal';

/** Which tools report it. */
export type Reporter =
  'check' | 'build' | 'check, build' | 'init' | 'all' | 'dev, preview' | 'mcp' | 'check, preview, mcp' | 'test';

export interface Entry<Args> {
  kind: CodeKind;
  by: Reporter;
  /** What happened, in general (the authoring reference's table). */
  meaning: string;
  /** What to do, in general. */
  fix: string;
  /** The exit code when it stops a command: 2 for usage and configuration problems, else 1. */
  exit?: 1 | 2;
  /** What happened, where, with this occurrence's details. */
  message(args: Args): string;
  /** What to do about this occurrence. */
  hint?(args: Args): string | undefined;
}

/** Declares an entry; `Args` is what each occurrence supplies (none when `void`). */
export const entry = <Args = void>(e: Entry<Args>): Entry<Args> => e;
