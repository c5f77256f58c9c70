import { Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { findTool } from './registry';
import { hasAsked, parseInputs, readInputs, toSearch } from './tool-input';
import type { ToolDef } from './tool-types';
import { ToolForm } from './ToolForm';
import { ToolAnswer, ToolComputed } from './ToolAnswer';
import { ToolCaveat, ToolLinks } from './ToolLinks';
import './tools.css';

function ToolNotFound() {
  return (
    <section className="page narrow">
      <h1>Page not found</h1>
      <p>We could not find the tool you asked for. It may have moved, or the link may be mistyped.</p>
      <ul className="link-list">
        <li>
          <Link to="/irxsavvy">See every iRxSavvy tool</Link>
        </li>
        <li>
          <Link to="/">Search a drug and compare prices</Link>
        </li>
      </ul>
    </section>
  );
}

function ToolBody({ tool }: { tool: ToolDef }) {
  const [params, setParams] = useSearchParams();
  const values = readInputs(tool, params);
  const asked = hasAsked(tool, params);
  const parsed = parseInputs(tool, values);
  // Errors of a submit that did not reach the URL (e.g. an empty form), until the next one.
  const [submitErrors, setSubmitErrors] = useState<Record<string, string>>({});
  const errors = asked && !parsed.ok ? parsed.errors : submitErrors;
  const submit = (next: Record<string, string>) => {
    const search = toSearch(tool.fields, next);
    const check = parseInputs(tool, readInputs(tool, search));
    setSubmitErrors(check.ok ? {} : check.errors);
    if (check.ok || search.toString()) setParams(search);
  };

  return (
    <>
      {tool.fields.length ? (
        <ToolForm key={params.toString()} fields={tool.fields} initial={values} errors={errors} submitLabel={tool.autoRun ? 'Refresh' : 'Look up'} onSubmit={submit} />
      ) : null}
      {tool.note ? <p className="tool-note">{tool.note}</p> : null}
      <section className="tool-result" aria-label="Answer" aria-live="polite">
        {!asked ? (
          <p className="tool-empty">Fill in the form and choose Look up. The answer appears here, and the page address keeps your inputs so you can bookmark or share it.</p>
        ) : !parsed.ok ? (
          <p className="tool-empty">Check the highlighted input above.</p>
        ) : tool.request ? (
          <ToolAnswer tool={tool} input={parsed.input} />
        ) : tool.compute ? (
          <ToolComputed tool={tool} input={parsed.input} />
        ) : null}
      </section>
      <ToolCaveat caveat={tool.caveat} />
      <ToolLinks tool={tool} input={parsed.ok ? (parsed.input as Record<string, unknown>) : undefined} />
    </>
  );
}

/** Every iRxSavvy tool page: the frame around a tool definition (rules#tool-pages). */
export default function ToolPage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').at(-1);
  const tool = findTool(slug);
  if (!tool) return <ToolNotFound />;
  return (
    <article className="page tool-page">
      <nav className="tool-breadcrumb" aria-label="Breadcrumb">
        <Link to="/irxsavvy">iRxSavvy tools</Link> <span aria-hidden="true">›</span> <span aria-current="page">{tool.title}</span>
      </nav>
      <header className="tool-header">
        <h1>{tool.title}</h1>
        <p className="tool-purpose">{tool.purpose}</p>
        <button type="button" className="tool-print" onClick={() => window.print()}>
          Print
        </button>
      </header>
      {tool.Custom ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <tool.Custom />
        </Suspense>
      ) : (
        <ToolBody key={tool.slug} tool={tool} />
      )}
    </article>
  );
}
