import { Link } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { useMarketplaceListingUrl } from '../../components/use-marketplace-listing';
import { useOpenapiQuery } from './coupon-api-endpoints';
import { type Column, DataTable } from '../../components/data-table/DataTable';
import { constraints, curlExample, type FieldRow, fieldRows, type OpenApiOperation, type OpenApiParameter, sampleOf, typeLabel } from './openapi-types';
import { API_FACTS, REVENUE_MODELS } from './revenue-models';
import './coupon-api.css';

const OPENAPI_URL = '/v1/openapi.json';

/** The public API reference, rendered from the generated OpenAPI document (never written by hand). */
export default function ApiReferencePage() {
  const { data, isLoading, isError, refetch } = useOpenapiQuery();
  const listing = useMarketplaceListingUrl();
  // The API is served on the site's own origin, under /v1 (the document's servers entry is relative).
  const baseUrl = window.location.origin;
  const operations = Object.entries(data?.paths ?? {}).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  return (
    <div className="page coupon-api">
      <header className="page-hero">
        <h1>{BRAND.name} Coupon API reference</h1>
        <p>
          Authenticate with your API key in the <code>x-api-key</code> header. Money is in integer US cents (<code>priceCents: 1234</code>{' '}
          is $12.34); dates are ISO 8601 in UTC. The machine-readable document is at <a href={OPENAPI_URL}>{OPENAPI_URL}</a>.
        </p>
        <p>
          Base URL: <code className="coupon-api__base-url">{baseUrl}</code> (every path below starts with <code>/v1</code>).
        </p>
      </header>

      <section aria-labelledby="models-heading">
        <h2 id="models-heading">Revenue models</h2>
        {REVENUE_MODELS.map((model) => (
          <section key={model.id} id={model.id} className="coupon-api__model" aria-labelledby={`ref-${model.id}`}>
            <h3 id={`ref-${model.id}`}>{model.name}</h3>
            <p>{model.headline}.</p>
            <p>{model.typicalRevenue}.</p>
          </section>
        ))}
        <p>
          {API_FACTS.join(' ')} <a href={listing} rel="noopener">Get started with the Coupon API on AWS Marketplace</a> or{' '}
          <Link to="/api-contact">ask us a question</Link>.
        </p>
      </section>

      <section aria-labelledby="endpoints-heading">
        <h2 id="endpoints-heading">Endpoints</h2>
        {isLoading && <p role="status">Loading the API reference…</p>}
        {isError && (
          <div className="alert alert--error" role="alert">
            <span>The API reference could not be loaded.</span>
            <button type="button" className="button" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        )}
        {data && !operations.length && <p>No endpoints are published yet.</p>}
        {operations.map(({ path, method, op }) => (
          <Operation key={`${method} ${path}`} path={path} method={method} op={op} baseUrl={baseUrl} />
        ))}
      </section>
    </div>
  );
}

const parameterColumns: Column<OpenApiParameter>[] = [
  { header: 'Name', cell: (p) => <code>{p.name}</code> },
  { header: 'Type', cell: (p) => [typeLabel(p.schema), constraints(p.schema)].filter(Boolean).join(', ') },
  { header: 'Required', cell: (p) => (p.required ? 'yes' : 'no') },
  { header: 'Description', cell: (p) => p.description ?? '' },
];

const fieldColumns: Column<FieldRow>[] = [
  { header: 'Field', cell: (row) => <code>{row.path}</code> },
  { header: 'Type', cell: (row) => row.type },
  { header: 'Description', cell: (row) => row.description },
];

function Operation({ path, method, op, baseUrl }: { path: string; method: string; op: OpenApiOperation; baseUrl: string }) {
  const ok = op.responses['200']?.content?.['application/json']?.schema;
  const body = op.requestBody?.content?.['application/json']?.schema;
  return (
    <article className="coupon-api__operation" id={op.operationId} aria-labelledby={`${op.operationId}-heading`}>
      <h3 id={`${op.operationId}-heading`}>
        <code>
          {method.toUpperCase()} {path}
        </code>
      </h3>
      <p>{op.summary}</p>
      {op.parameters.length > 0 && (
        <DataTable label={`Query parameters of ${method.toUpperCase()} ${path}`} caption="Query parameters" rows={op.parameters} rowKey={(p) => p.name} columns={parameterColumns} />
      )}
      {body && (
        <DataTable label={`Request body of ${method.toUpperCase()} ${path}`} caption="Request body (JSON)" rows={fieldRows(body)} rowKey={(row) => row.path} columns={fieldColumns} />
      )}
      <h4>Example request</h4>
      <pre className="coupon-api__code" role="region" tabIndex={0} aria-label={`Example request: ${method.toUpperCase()} ${path}`}>
        <code>{curlExample(baseUrl, path, op.parameters, body)}</code>
      </pre>
      {ok && (
        <details className="coupon-api__sample">
          <summary>Sample answer (200)</summary>
          <pre className="coupon-api__code" role="region" tabIndex={0} aria-label={`Sample answer: ${method.toUpperCase()} ${path}`}>
            <code>{JSON.stringify(sampleOf(ok), null, 2)}</code>
          </pre>
        </details>
      )}
      {ok && (
        <DataTable label={`Response fields of ${method.toUpperCase()} ${path}`} caption="Response fields (200)" rows={fieldRows(ok)} rowKey={(row) => row.path} columns={fieldColumns} />
      )}
      <p className="coupon-api__errors">
        Errors:{' '}
        {Object.entries(op.responses)
          .filter(([status]) => status !== '200')
          .map(([status, r]) => `${status} ${r.description}`)
          .join(' · ')}
      </p>
    </article>
  );
}
