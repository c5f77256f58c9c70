import { useState } from 'react';

/** A newly issued API key, shown once, with a copy button. */
export function ApiKeyReveal({ apiKey, label = 'Your API key' }: { apiKey: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="api-key-reveal">
      <p className="api-key-reveal__label" id="api-key-label">
        {label}
      </p>
      <code className="api-key-reveal__key" aria-labelledby="api-key-label" data-testid="api-key">
        {apiKey}
      </code>
      <button
        type="button"
        className="button"
        onClick={() => {
          void navigator.clipboard?.writeText(apiKey).then(() => setCopied(true), () => setCopied(false));
        }}
      >
        {copied ? 'Copied' : 'Copy key'}
      </button>
      <p className="api-key-reveal__warning" role="note">
        This is the only time the key is shown: we keep only a one-way hash of it. Store it in your secrets manager now. Send it in the{' '}
        <code>x-api-key</code> header.
      </p>
    </div>
  );
}
