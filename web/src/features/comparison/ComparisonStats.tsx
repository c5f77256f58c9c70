import { Link } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';

/** rules#comparison-page, rules#constants: the July 2022 report figures, labelled with their date. */
const WINS: [string, number][] = [
  ['Kroger', 97], ['Walgreens', 71], ['Rite Aid', 66], ['CVS', 61], ['Walmart', 47], ['Albertsons', 46], ['Costco', 32],
];

/** A 100% bar fills this share of its cell (the rest holds the figure), so every bar's width is proportional to its value. */
const BAR_SHARE = 0.6;

export function ComparisonStats() {
  return (
    <>
      <section id="betterPrices" className="comparison-section" aria-labelledby="better-prices-heading">
        <h2 id="better-prices-heading">Better prices than GoodRx</h2>
        <p>
          Report dated July 2022: across a comparison set of 310 drugs, {BRAND.product}'s price was lower than GoodRx's at each chain this
          share of the time.
        </p>
        <table className="comparison-stats">
          <caption className="visually-hidden">Share of the 310 drugs where {BRAND.product} was cheaper, by pharmacy (July 2022 report)</caption>
          <thead>
            <tr>
              <th scope="col">Pharmacy</th>
              <th scope="col">{BRAND.product} cheaper</th>
            </tr>
          </thead>
          <tbody>
            {WINS.map(([chain, pct]) => (
              <tr key={chain}>
                <th scope="row">{chain}</th>
                <td>
                  <span className="comparison-stats__bar" style={{ width: `${pct * BAR_SHARE}%` }} data-value={pct} aria-hidden="true" />
                  {pct}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="comparison-note">Figures from our July 2022 report; prices change every week, so check today's prices below.</p>
      </section>
      <section id="betterForPharmacies" className="comparison-section" aria-labelledby="better-pharmacies-heading">
        <h2 id="better-pharmacies-heading">Better for you and for your pharmacy</h2>
        <ul>
          <li>Prices from 12 pharmacy benefit managers, asked at once, with the best one shown at each pharmacy.</li>
          <li>No ads, and we never sell your data.</li>
          <li>
            Pharmacies choose to take part and set a fair minimum payment in our <Link to="/pharmacy-portal">pharmacy portal</Link>, so the
            coupon price you see is one your pharmacist is glad to honour.
          </li>
        </ul>
      </section>
    </>
  );
}
