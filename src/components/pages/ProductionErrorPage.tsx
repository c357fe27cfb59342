/** /production-error: decodes a minified error code (the client fills it in from the error-code table). */
export function ProductionErrorPage() {
  return (
    <>
      <h1>Production error</h1>
      <p className="description">
        In the production build, error messages are minified to reduce the size of the code.
      </p>
      <div id="error-decoder" data-state="loading" aria-live="polite">
        <p data-state-text="loading">Loading error codes</p>
        <p data-state-text="no-code">
          When you encounter an error, you will receive a link to this page for that specific error and the full error
          message will appear here.
        </p>
        <p data-state-text="unknown">This error code is unknown: it may come from a different version.</p>
        <p data-state-text="rejected">The error codes could not be loaded. Please report it on the issue tracker.</p>
        <div data-state-text="decoded">
          <p>The original text of the error you encountered:</p>
          <pre className="error-message">
            <code id="error-message-text" />
          </pre>
        </div>
      </div>
      <noscript>
        <p>Decoding an error needs JavaScript. The error-code table is available at /static/error-codes.json.</p>
      </noscript>
    </>
  );
}
