import { useState } from 'react';
import { ErrorMessage } from './status-message';

/** A CSV export: its button (waiting while the file downloads), what it holds, and any failure. */
export function ExportButton({
  label,
  hint,
  download,
}: {
  label: string;
  hint: string;
  download: () => Promise<void>;
}) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      <p>
        <button
          type="button"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            setError(null);
            void download()
              .catch(setError)
              .finally(() => setExporting(false));
          }}
        >
          {label}
        </button>{' '}
        <span className="field__hint">{hint}</span>
      </p>
      {error ? <ErrorMessage error={error} /> : null}
    </>
  );
}
