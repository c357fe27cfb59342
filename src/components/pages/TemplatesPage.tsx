import { templateCards } from '../builtinContent.js';
import type { PageData } from '../PageData.js';
import { TemplateGallery } from '../TemplateGallery.js';

/** The template gallery: a preview card per template. */
export function TemplatesPage({ data }: { data: PageData }) {
  return (
    <>
      <h1>Templates</h1>
      <p className="description">Free templates: start your next project from one of them.</p>
      <TemplateGallery cards={templateCards(data)} heading="h2" />
    </>
  );
}
