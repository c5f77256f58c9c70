import { Link } from 'react-router-dom';
import { findTool } from './registry';
import type { ToolCaveat as Caveat, ToolDef } from './tool-types';

const CAVEATS: Record<Caveat, string> = {
  prescriber: 'Switching medicines, changing the dose or splitting tablets needs your prescriber: talk to them or your pharmacist before you change anything.',
  clinician: 'This is general information, not medical advice. See your clinician about your own diagnosis and treatment.',
};

export function ToolCaveat({ caveat }: { caveat?: Caveat }) {
  if (!caveat) return null;
  return (
    <p className="tool-caveat" role="note">
      <strong>Important:</strong> {CAVEATS[caveat]}
    </p>
  );
}

/** The drug's price page and the related tools, carrying the drug (and zip) along. */
export function ToolLinks({ tool, input }: { tool: ToolDef; input?: Record<string, unknown> }) {
  const drug = tool.drugField && typeof input?.[tool.drugField] === 'string' ? (input[tool.drugField] as string) : undefined;
  const related = tool.related.map(findTool).filter((t): t is ToolDef => Boolean(t));
  const carry = (target: ToolDef) => {
    const params = new URLSearchParams();
    if (drug && target.drugField) params.set(target.drugField, drug);
    const query = params.toString();
    return `/irxsavvy/${target.slug}${query ? `?${query}` : ''}`;
  };
  return (
    <aside className="tool-links" aria-label="Related">
      {drug ? (
        <p>
          <Link className="button" to={`/${encodeURIComponent(drug)}`}>
            Compare {drug} prices near you
          </Link>
        </p>
      ) : null}
      {related.length ? (
        <>
          <h2>Related tools</h2>
          <ul className="tool-links__list">
            {related.map((t) => (
              <li key={t.slug}>
                <Link to={carry(t)}>{t.title}</Link> <span className="tool-muted">{t.purpose}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to="/irxsavvy">All iRxSavvy tools</Link>
      </p>
    </aside>
  );
}
