import { Suspense, useMemo } from 'react';
import { errorMessage, type RequestError } from '../../api/base-query';
import type { ToolDef } from './tool-types';
import { useToolQuery } from './use-tool-query';

function Loading() {
  return (
    <p className="tool-loading" role="status">
      Looking it up…
    </p>
  );
}

function Result({ tool, input, data }: { tool: ToolDef; input: unknown; data: unknown }) {
  if (tool.isEmpty?.(data)) {
    return <p className="tool-empty tool-empty--none">Nothing found for these inputs. Check the spelling, or try a related tool below.</p>;
  }
  if (!tool.Result) return null;
  return (
    <Suspense fallback={<Loading />}>
      <tool.Result data={data} input={input} />
    </Suspense>
  );
}

/** An API-backed tool: loading, not found (404), error (with retry) and the answer. */
export function ToolAnswer({ tool, input }: { tool: ToolDef; input: unknown }) {
  const request = useMemo(() => tool.request!(input), [tool, input]);
  const { data, error, isFetching, isError, refetch } = useToolQuery(request);
  if (isFetching && data === undefined) return <Loading />;
  if (isError) {
    const status = (error as RequestError).status;
    if (status === 404) {
      return (
        <p className="tool-empty tool-empty--none" role="alert">
          {errorMessage(error, 'Nothing found for these inputs.')}
        </p>
      );
    }
    return (
      <div className="alert alert--error" role="alert">
        <span>{status === 400 ? errorMessage(error, 'Please check your inputs.') : 'We could not get an answer just now. Please try again.'}</span>
        {status === 400 ? null : (
          <button type="button" className="tool-retry" onClick={() => void refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={isFetching ? 'tool-answer tool-answer--stale' : 'tool-answer'}>
      <Result tool={tool} input={input} data={data} />
    </div>
  );
}

/** A tool answered in the browser (calculators). */
export function ToolComputed({ tool, input }: { tool: ToolDef; input: unknown }) {
  const data = useMemo(() => tool.compute!(input), [tool, input]);
  return <Result tool={tool} input={input} data={data} />;
}
