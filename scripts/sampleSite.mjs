// The repository's sample site, as the scripts (bench, screenshots) read it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Where the sample's template gallery is served (docs.config.json's templatesRoute). */
export const galleryRoute = () =>
  JSON.parse(fs.readFileSync(path.join(REPO, 'docs.config.json'), 'utf8')).templatesRoute;

/** The sample's templates: the folders of templates/ with an index.js, sorted. */
export const templateSlugs = () =>
  fs
    .readdirSync(path.join(REPO, 'templates'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(REPO, 'templates', e.name, 'index.js')))
    .map((e) => e.name)
    .sort();
