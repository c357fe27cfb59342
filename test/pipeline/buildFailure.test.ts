import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXIT } from '../../src/errors/DocsError.js';
import { buildFailure } from '../../src/pipeline/buildFailure.js';
import { postedError, receivedError } from '../../src/pipeline/workerErrors.js';

// What a failed build reports: the system's failures are named as such, anything else is a bug in the tool
// (exit 70, a report asked for), never a user's problem dressed as `build-failed`.
const out = path.join(os.tmpdir(), 'docs-out');
const systemError = (): NodeJS.ErrnoException => {
  try {
    fs.readFileSync(path.join(os.tmpdir(), 'no-such-file-for-buildFailure-test'));
  } catch (err) {
    return err as NodeJS.ErrnoException;
  }
  throw new Error('the missing file was read');
};
// As a render thread hands it over: posted, cloned, received.
const acrossThreads = (err: unknown) => receivedError(structuredClone(postedError(err)), 'internal');

describe('buildFailure', () => {
  it('a failure of our own code is an internal error, exit 70, with the output folder it left and where to report it', () => {
    for (const err of [new TypeError("Cannot read properties of undefined (reading 'title')"), 'thrown text']) {
      for (const seen of [err, acrossThreads(err)]) {
        const error = buildFailure(seen, out, 'none');
        expect(error.code).toBe('internal');
        expect(error.exitCode).toBe(EXIT.internal);
        expect(error.message).toMatch(/^internal error: (Cannot read properties|thrown text)/);
        expect(error.hint).toContain(`Nothing was written: the previous output in ${out} is as it was.`);
        expect(error.hint).toContain('Please report it');
      }
    }
  });

  it('a failure of the system (on this thread or a render thread) stays build-failed, exit 1', () => {
    for (const seen of [systemError(), acrossThreads(systemError())]) {
      const error = buildFailure(seen, out, 'none');
      expect(error.code).toBe('build-failed');
      expect(error.exitCode).toBe(EXIT.content);
      expect(error.message).toContain('ENOENT');
    }
  });

  it('a folder of the output it may not write in is output-unwritable at that folder, from either thread', () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), {
      code: 'EACCES',
      syscall: 'mkdir',
      path: path.join(out, 'guides'),
    });
    for (const seen of [denied, acrossThreads(denied)]) {
      const error = buildFailure(seen, out, 'none');
      expect(error.code).toBe('output-unwritable');
      expect(error.location?.file).toBe(out);
    }
  });
});
