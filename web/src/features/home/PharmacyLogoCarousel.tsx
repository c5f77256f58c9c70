import { useT } from '../../i18n/use-t';

/** Chains with open stores in the pharmacy directory (Rite Aid closed all its stores in 2025). */
export const CAROUSEL_CHAINS = ['Walgreens', 'CVS Pharmacy', 'Walmart', 'Kroger', 'Publix', 'Albertsons', 'Costco', 'Target (CVS)'] as const;
const chains = CAROUSEL_CHAINS;

/** Participating chains as text wordmarks (no third-party images); pauses for reduced motion. */
export function PharmacyLogoCarousel() {
  const t = useT();
  return (
    <section className="logo-carousel" aria-labelledby="chains-heading">
      <h2 id="chains-heading" className="visually-hidden">
        {t('home.chainsHeading')}
      </h2>
      <p className="logo-carousel__lead">{t('home.chainsLead')}</p>
      <div className="logo-carousel__viewport">
        <ul className="logo-carousel__track">
          {[...chains, ...chains].map((chain, i) => (
            <li key={`${chain}-${i}`} aria-hidden={i >= chains.length}>
              {chain}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
