import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import { Logo } from '../../components/Logo';
import { FeaturedSavings } from './FeaturedSavings';
import { PharmacyLogoCarousel } from './PharmacyLogoCarousel';
import { PromoSearch } from './PromoSearch';
import { promoMode } from '../../components/promo-page';
import { useVisitorZip } from './use-visitor-zip';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useLocalize, useT } from '../../i18n/use-t';
import './home.css';

const steps = [
  { n: '01', title: 'home.step1Title', text: 'home.step1Text' },
  { n: '02', title: 'home.step2Title', text: 'home.step2Text' },
  { n: '03', title: 'home.step3Title', text: 'home.step3Text' },
] as const;

export default function HomePage() {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const mode = pathname === '/' ? promoMode(query) : 'home';
  if (mode === 'redirectHome') return <Navigate to="/" replace />;
  if (mode === 'promo') return <PromoSearch pharmacy={query.get('p') ?? ''} zip={query.get('z') ?? ''} />;
  return <Home />;
}

function Home() {
  const zip = useVisitorZip();
  const t = useT();
  const localize = useLocalize();
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          {/* The header stays hidden at the top of / (rules#site-shell): the brand shows here instead. */}
          <p className="hero__brand">
            <Logo />
            <LanguageSwitch className="language-switch hero__language" />
          </p>
          <h1>{t('home.heading')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <DrugSearchForm label={t('home.searchLabel')} />
        </div>
      </section>
      <PharmacyLogoCarousel />
      <section className="steps" aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t('home.stepsHeading')}</h2>
        <ol className="steps__list">
          {steps.map((s) => (
            <li key={s.n}>
              <span className="steps__number" aria-hidden="true">
                {s.n}
              </span>
              <h3>
                <span className="visually-hidden">{s.n} </span>
                {t(s.title)}
              </h3>
              <p>{t(s.text)}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link to={localize('/how-it-works')}>{t('home.moreHowItWorks')}</Link>
        </p>
      </section>
      <section className="do-not-assume" aria-labelledby="assume-heading">
        <h2 id="assume-heading">{t('home.assumeHeading')}</h2>
        <p>{t('home.assumeText')}</p>
        <ul>
          <li>{t('home.assumeTip1')}</li>
          <li>{t('home.assumeTip2')}</li>
          <li>{t('home.assumeTip3')}</li>
        </ul>
      </section>
      <FeaturedSavings zip={zip} />
    </>
  );
}
