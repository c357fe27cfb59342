import { read, REPO, runCli } from '../helpers.js';

const version = (JSON.parse(read(REPO, 'package.json')) as { version: string }).version;

describe.each(['docs-check', 'docs-build', 'docs-init', 'docs-dev', 'docs-preview', 'docs-test'] as const)(
  '%s',
  (name) => {
    it('--help ends with the exit codes, two examples and where the authoring reference is', () => {
      const r = runCli(name, ['--help']);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/Exit codes:\n {2}0 .*\n {2}1 .*\n {2}2 /);
      const examples = r.stdout.split('Examples:\n')[1];
      expect(examples.match(/^ {2}\$ npx /gm)).toHaveLength(2);
      expect(r.stdout.trimEnd()).toMatch(/every diagnostic code: \/.*docs\/authoring\.md$/);
    });

    it('--version prints the version', () => {
      expect(runCli(name, ['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    });
  },
);
