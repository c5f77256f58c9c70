import { BRAND } from '../../../../shared/brand';
import { richText, Text } from '../../components/RichText';
import { useSectionT } from '../../i18n/section-catalogs';

/** rules#comparison-page, rules#constants: the July 2022 report figures, labelled with their date. */
const WINS: [string, number][] = [
  ['Kroger', 97], ['Walgreens', 71], ['Rite Aid', 66], ['CVS', 61], ['Walmart', 47], ['Albertsons', 46], ['Costco', 32],
];

/** A 100% bar fills this share of its cell (the rest holds the figure), so every bar's width is proportional to its value. */
const BAR_SHARE = 0.6;

export function ComparisonStats() {
  const t = useSectionT('compare');
  const product = BRAND.product;
  return (
    <>
      <section id="betterPrices" className="comparison-section" aria-labelledby="better-prices-heading">
        <h2 id="better-prices-heading">{t('compare.goodrx.betterPrices')}</h2>
        <p>{t('compare.goodrx.report', { product })}</p>
        <table className="comparison-stats">
          <caption className="visually-hidden">{t('compare.goodrx.reportCaption', { product })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('compare.goodrx.pharmacy')}</th>
              <th scope="col">{t('compare.goodrx.cheaper', { product })}</th>
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
        <p className="comparison-note">{t('compare.goodrx.reportNote')}</p>
      </section>
      <section id="betterForPharmacies" className="comparison-section" aria-labelledby="better-pharmacies-heading">
        <h2 id="better-pharmacies-heading">{t('compare.goodrx.betterForYou')}</h2>
        <ul>
          <li>{t('compare.goodrx.point1')}</li>
          <li>{t('compare.goodrx.point2')}</li>
          <li>
            <Text value={richText(t('compare.goodrx.point3'), { pharmacyPortal: { to: '/pharmacy-portal' } })} />
          </li>
        </ul>
      </section>
    </>
  );
}
