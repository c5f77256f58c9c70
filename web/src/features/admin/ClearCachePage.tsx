import { useState, type FormEvent } from 'react';
import { invalidationPathSchema, MAX_INVALIDATION_PATHS } from '../../../../shared/contracts/admin';
import { errorMessage } from '../../api/base-query';
import { AdminPage } from './AdminPage';
import { useAdminClearCacheMutation } from './admin-endpoints';

/** One path a line; blank lines ignored. Returns the paths or the first problem. */
function parsePaths(text: string): { paths: string[]; problem?: string } {
  const paths = text.split('\n').map((l) => l.trim()).filter(Boolean);
  if (paths.length > MAX_INVALIDATION_PATHS) return { paths, problem: `At most ${MAX_INVALIDATION_PATHS} paths.` };
  const bad = paths.find((p) => !invalidationPathSchema.safeParse(p).success);
  return bad ? { paths, problem: `"${bad}" is not a valid path: each starts with '/', has no spaces or query, and may end with '*'.` } : { paths };
}

function ClearCacheContent() {
  const [text, setText] = useState('');
  const [clearCache, { data, error, isLoading, reset }] = useAdminClearCacheMutation();
  const { paths, problem } = parsePaths(text);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    void clearCache({ paths });
  };

  return (
    <>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form__field admin-form__field--wide">
          <label htmlFor="invalidate-paths">CloudFront paths to invalidate (optional, one a line, at most {MAX_INVALIDATION_PATHS})</label>
          <textarea
            id="invalidate-paths" rows={4} value={text} placeholder={'/index.html\n/assets/*'}
            onChange={(e) => { setText(e.target.value); reset(); }}
            aria-invalid={Boolean(problem)} aria-describedby="invalidate-paths-error"
          />
          <p className="field-error" id="invalidate-paths-error">{problem ?? ''}</p>
        </div>
        <div className="admin-form__actions">
          <button type="submit" disabled={isLoading || Boolean(problem)}>
            {isLoading ? 'Working...' : 'Clear the price cache'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {error ? (
          <p className="alert alert--error" role="alert">{errorMessage(error, 'Clearing the cache failed. Please try again.')}</p>
        ) : null}
        {data && (
          <div className="alert alert--success admin-result" role="status">
            <div>
              <p>
                Cleared {data.cleared} cached price {data.cleared === 1 ? 'answer' : 'answers'}.
              </p>
              {data.invalidation && (
                <p>
                  CloudFront invalidation {data.invalidation.id} ({data.invalidation.status}) for {data.invalidation.paths.join(', ')}.
                </p>
              )}
              {data.invalidationSkipped && <p>No CloudFront invalidation: {data.invalidationSkipped}</p>}
            </div>
          </div>
        )}
      </div>
    </>
  );
}

/** The guard wraps the content, so no admin request is made before an admin is signed in. */
export default function ClearCachePage() {
  return (
    <AdminPage title="Clear cache" intro="Clears every cached price answer, so the next search asks the PBMs again. Running functions may keep their own in-memory copy of an answer for up to 10 minutes. In AWS it can also invalidate paths on the CloudFront distribution.">
      <ClearCacheContent />
    </AdminPage>
  );
}
