import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { ReturnLink } from '../../components/ReturnLink';

/** rules#alternative-medication: the alternative medication page (noindex). */
export default function AlternativeMedicationPage() {
  const [query] = useSearchParams();
  const drugName = query.get('drugName')?.trim().slice(0, 100) || 'your medication';
  const alternative = query.get('alternativeDrugName')?.trim().slice(0, 100);
  return (
    <article className="page narrow alternative-page">
      <ReturnLink returnURL={query.get('returnURL')} />
      <h1>{alternative ? `${alternative}: an alternative to ${drugName}` : `Alternatives to ${drugName}`}</h1>
      {alternative ? (
        <p>
          {alternative} is used for the same purpose as {drugName} and may cost less.{' '}
          <Link to={`/${encodeURIComponent(alternative)}`}>See {alternative} prices near you</Link>
        </p>
      ) : (
        <p role="alert">This link does not name an alternative medication. Go back to the prices to choose one.</p>
      )}
      <section aria-labelledby="alt-prescription">
        <h2 id="alt-prescription">You need a new prescription</h2>
        <p>
          Switching to a different medication needs a new prescription from your prescriber. Ask them whether
          {alternative ? ` ${alternative}` : ' an alternative'} is right for you; never change or stop a medication on your own.
        </p>
      </section>
      <section aria-labelledby="alt-help">
        <h2 id="alt-help">We can help</h2>
        <p>
          Call our help line at <a href={`tel:${BRAND.phoneE164}`}>{BRAND.phoneLabel}</a> or <Link to="/contact">send us a message through the contact form</Link>,
          and our pharmacy team can talk it through with you and your prescriber.
        </p>
      </section>
      <section aria-labelledby="alt-more">
        <h2 id="alt-more">Explore other options</h2>
        <ul className="link-list">
          <li>
            <Link to="/irxsavvy/drug-class">Find a drug's class</Link>
          </li>
          <li>
            <Link to="/irxsavvy/drug-class-list">Browse the list of drug classes</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
