import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { tools } from './registry';
import { TOOL_FAMILIES, type ToolDef } from './tool-types';
import './tools.css';

function matches(tool: ToolDef, words: string[]): boolean {
  const text = `${tool.title} ${tool.purpose} ${tool.slug.replace(/-/g, ' ')} ${tool.description}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** /irxsavvy/: every tool by family with its purpose, and a search over them (from the definitions). */
export default function ToolsLandingPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const words = useMemo(() => q.toLowerCase().split(/\s+/).filter(Boolean), [q]);
  const shown = tools.filter((t) => matches(t, words));
  const families = TOOL_FAMILIES.map((f) => ({ ...f, tools: shown.filter((t) => t.family === f.id) })).filter((f) => f.tools.length);

  return (
    <section className="page tools-landing">
      <header className="page-hero">
        <h1>iRxSavvy tools</h1>
        <p>
          Free tools from {BRAND.name} for patients, caregivers and pharmacists: look up a drug, its class and alternatives, what it should cost,
          pharmacies near you, and ICD-10 and RxNorm codes. Every answer comes from our drug catalog and live coupon prices.
        </p>
      </header>
      <div className="tools-search" role="search">
        <label htmlFor={`${id}-q`}>Search the tools</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          placeholder="e.g. NDC, split, ICD-10"
          autoComplete="off"
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        />
        <p className="tool-muted" role="status">
          {words.length ? `${shown.length} of ${tools.length} tools match.` : `${tools.length} tools.`}
        </p>
      </div>
      {families.length ? (
        families.map((family) => (
          <section key={family.id} className="tools-family" aria-labelledby={`${id}-${family.id}`}>
            <h2 id={`${id}-${family.id}`}>{family.heading}</h2>
            <ul className="tools-family__list">
              {family.tools.map((tool) => (
                <li key={tool.slug}>
                  <Link to={`/irxsavvy/${tool.slug}`}>{tool.title}</Link>
                  <span className="tool-muted">{tool.purpose}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="tool-empty">No tool matches “{q}”. Try another word, or clear the search.</p>
      )}
    </section>
  );
}
