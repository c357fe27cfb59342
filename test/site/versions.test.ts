import { describe, expect, it } from '@jest/globals';
import { configProblems } from '../../src/site/config/problems.js';
import type { FamilyVersion } from '../../src/site/config/schema.js';
import { parseJsonFile } from '../../src/site/jsonFile.js';
import {
  bannerOf,
  canonicalIn,
  inVersion,
  landingPath,
  versionView,
  withVersionsList,
} from '../../src/site/versions.js';
import { parseVersionsFile, versionsFileText } from '../../src/site/versionsFile.js';

// Issue 42: each version is a build of its own; what it knows of the others (test/client/versions.test.ts drives it).
describe('versions that know each other', () => {
  const v = (label: string, status: string) => ({ label, url: `https://acme.github.io/kit/${label}/`, status });
  const list = [v('v3', 'unreleased'), v('v2', 'current'), v('v1', 'unmaintained')] as FamilyVersion[];

  it('lands on the same page, else its nearest parent the other version has, else its home', () => {
    const routes = ['/', '/material-ui/', '/material-ui/components/button/', '/zh/material-ui/'];
    expect(landingPath('/material-ui/components/button/', routes)).toBe('/material-ui/components/button/');
    expect(landingPath('/material-ui/components/old-widget/', routes)).toBe('/material-ui/');
    expect(landingPath('/zh/material-ui/components/x/', routes)).toBe('/zh/material-ui/');
    expect(landingPath('/joy-ui/x/', routes)).toBe('/');
    expect(inVersion(v('v2', 'current'), '/material-ui/')).toBe('https://acme.github.io/kit/v2/material-ui/');
  });

  it('a banner on versions that are not current, naming the current one; none on a maintained or current one', () => {
    expect(bannerOf('v1', list)).toEqual({ kind: 'unmaintained', current: list[1] });
    expect(bannerOf('v3', list)).toEqual({ kind: 'unreleased', current: list[1] });
    expect(bannerOf('v2', list)).toBeUndefined();
    expect(bannerOf('v0', list)).toBeUndefined();
    // Without a version marked current, the newest is.
    expect(bannerOf('v1', [v('v2', 'maintained'), v('v1', 'unmaintained')] as FamilyVersion[])?.current.label).toBe(
      'v2',
    );
  });

  it('an unmaintained version keeps out of search engines unless told otherwise; one version shows nothing', () => {
    const config = (label: string, noindex?: boolean) => ({ versions: { label, list, noindex } });
    expect(versionView(config('v1'))?.noindex).toBe(true);
    expect(versionView(config('v1', false))?.noindex).toBe(false);
    expect(versionView(config('v2'))?.noindex).toBe(false);
    expect(versionView({ versions: undefined })).toBeUndefined();
  });

  it("a build takes the newest deploy's list; an unmaintained one points its canonical links at the current pages", () => {
    const config = {
      versions: { label: 'v1', list: [v('v2', 'current'), v('v1', 'unmaintained')] as FamilyVersion[] },
    };
    const newest = parseVersionsFile(
      versionsFileText('https://acme.github.io/kit/v3', ['/', '/a/'], { label: 'v3', list }),
    );
    const sourced = withVersionsList(config, newest);
    expect(sourced.versions?.list.map((e) => e.label)).toEqual(['v3', 'v2', 'v1']);
    // That file is v3's, not the current version's: its pages say nothing of v2's.
    expect(versionView(sourced)?.archivedIn).toBeUndefined();
    const current = parseVersionsFile(
      versionsFileText('https://acme.github.io/kit/v2', ['/', '/a/'], { label: 'v2', list }),
    );
    const view = versionView(withVersionsList(config, current));
    expect(canonicalIn(view, '/a/')).toBe('https://acme.github.io/kit/v2/a/');
    expect(canonicalIn(view, '/gone/')).toBeUndefined();
    // A list that forgot this version keeps it (its banner still names the current one).
    const forgot = withVersionsList(config, { ...current!, versions: [v('v2', 'current')] as FamilyVersion[] });
    expect(forgot.versions?.list.map((e) => e.label)).toEqual(['v2', 'v1']);
    // A maintained version keeps its own canonical links; a file with no list changes nothing.
    expect(
      canonicalIn(versionView(withVersionsList({ versions: { ...config.versions, label: 'v2' } }, current)), '/a/'),
    ).toBeUndefined();
    expect(withVersionsList(config, { ...current!, versions: undefined })).toBe(config);
  });

  it('the config names this build among its versions, with one current at most, each problem at its line', () => {
    const problems = (versions: object) =>
      configProblems(parseJsonFile('docs.config.json', JSON.stringify({ versions }, null, 2))).map((d) => d.message);
    expect(problems({ label: 'v4', list })).toEqual([
      '"versions.label" is "v4", a version "versions.list" does not have.',
    ]);
    expect(problems({ label: 'v2', list: [v('v2', 'current'), v('v1', 'current')] })).toEqual([
      '"versions.list" has 2 current versions (v2, v1): one is the current one.',
    ]);
    expect(problems({ label: 'v2', list: [v('v2', 'archived')] })[0]).toContain(
      'one of "current", "maintained", "unmaintained", "unreleased", "prerelease"',
    );
    expect(problems({ list })[0]).toContain('versions.label');
  });

  it("versions.json carries this build's version and the list it knows; a list with a non-http link is none", () => {
    const text = versionsFileText('https://acme.github.io/kit/v1', ['/'], { label: 'v1', list });
    expect(parseVersionsFile(text)).toMatchObject({ version: 'v1', versions: list });
    const hostile = JSON.stringify({
      format: 1,
      baseUrl: 'https://a.example',
      routes: [],
      versions: [v('x', 'current')].map((e) => ({ ...e, url: 'javascript:alert(1)' })),
    });
    expect(parseVersionsFile(hostile)).toBeUndefined();
  });
});
