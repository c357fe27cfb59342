import type { PageData } from '../PageData.js';

/** The 404 page. */
export function NotFoundPage({ data }: { data: PageData }) {
  return (
    <>
      <h1>Page not found</h1>
      <p className="description">The page you are looking for does not exist or has moved.</p>
      <p>
        <a href={`${data.langPrefix}/`}>Go to the home page</a>
      </p>
    </>
  );
}
