import { Link } from 'react-router-dom';
import { BRAND } from '../../../../../shared/brand';
import { DrugSearchForm } from '../../../components/DrugSearchForm';
import { ThreeColumnPitches, StatGroups } from '../pitch/blocks';
import { Illustration } from '../pitch/illustrations';
import { StoreLinks } from '../../../components/StoreLinks';
import { technologyPitches, technologyStats } from '../content/technology';
import '../marketing.css';

/** rules#pitch-pages's tech-oriented landing page (our path: /technology). */
export default function TechnologyPage() {
  return (
    <article className="mk-page">
      <section className="mk-banner" aria-labelledby="tech-heading">
        <div className="mk-banner__text">
          <p className="mk-eyebrow">The technology behind {BRAND.name}</p>
          <h1 id="tech-heading">12 PBMs asked at once, most answers in under 200 ms</h1>
          <p className="mk-lead">
            Every search sends your drug, quantity and area to 12 pharmacy benefit managers in parallel, keeps the best price at
            each pharmacy, and tells you when it was checked and how it was built. Try it:
          </p>
          <DrugSearchForm label="Search for your prescription" variant="page" />
        </div>
        <div className="mk-banner__art">
          <Illustration name="apiCode" alt="A code window with price requests going out in parallel" />
        </div>
      </section>
      <ThreeColumnPitches heading="How the price engine works" items={technologyPitches} headingId="tech-pitches" />
      <section className="mk-section" aria-labelledby="tech-compare">
        <h2 id="tech-compare">See how we compare</h2>
        <ul className="mk-link-cards">
          <li>
            <Link to="/goodrx-comparison#betterPrices">Better prices: where our price beats GoodRx, pharmacy by pharmacy</Link>
          </li>
          <li>
            <Link to="/goodrx-comparison#betterForPharmacies">Better for pharmacies: fair fees and an opt-in portal</Link>
          </li>
          <li>
            <Link to="/goodrx-comparison#goodrx-comparison">Compare a drug with GoodRx side by side</Link>
          </li>
        </ul>
      </section>
      <StatGroups heading="By the numbers" groups={technologyStats} headingId="tech-stats" />
      <section className="mk-section" aria-labelledby="tech-app">
        <h2 id="tech-app">Take it with you</h2>
        <p>The app keeps your coupons and recent searches on your phone.</p>
        <StoreLinks />
        <p>
          Building a product on our prices? See the <Link to="/coupon-api">Coupon API</Link>.
        </p>
      </section>
    </article>
  );
}
