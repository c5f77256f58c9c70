import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { DrugSearchForm } from '../../components/DrugSearchForm';
import { Logo } from '../../components/Logo';
import { FeaturedSavings } from './FeaturedSavings';
import { PharmacyLogoCarousel } from './PharmacyLogoCarousel';
import { PromoSearch } from './PromoSearch';
import { promoMode } from '../../components/promo-page';
import { useVisitorZip } from './use-visitor-zip';
import './home.css';

const steps = [
  { n: '01', title: 'Search', text: 'Type the name of your prescription and pick the form, dosage and quantity on your prescription.' },
  { n: '02', title: 'Compare', text: 'See the coupon price at every pharmacy near you, from 12 pharmacy benefit managers asked at once.' },
  { n: '03', title: 'Save', text: 'Show the free coupon at the counter, or send it to your phone, and save up to 85%.' },
];

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
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          {/* The header stays hidden at the top of / (rules#site-shell): the brand shows here instead. */}
          <p className="hero__brand">
            <Logo />
          </p>
          <h1>Don't Overpay On Your Prescriptions</h1>
          <p className="hero__lead">
            Compare prices at pharmacies near you and save up to 85% with a free coupon. No sign-up, no ads, and we never sell your data.
          </p>
          <DrugSearchForm label="Search for your prescription" />
        </div>
      </section>
      <PharmacyLogoCarousel />
      <section className="steps" aria-labelledby="steps-heading">
        <h2 id="steps-heading">How {BRAND.name} works</h2>
        <ol className="steps__list">
          {steps.map((s) => (
            <li key={s.n}>
              <span className="steps__number" aria-hidden="true">
                {s.n}
              </span>
              <h3>
                <span className="visually-hidden">{s.n} </span>
                {s.title}
              </h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link to="/how-it-works">More about how it works</Link>
        </p>
      </section>
      <section className="do-not-assume" aria-labelledby="assume-heading">
        <h2 id="assume-heading">Don't assume your copay is the lowest price</h2>
        <p>
          The same prescription can cost very different amounts at pharmacies on the same street, and a discount coupon
          is often cheaper than an insurance copay or a high-deductible price. Prices change every week, so check before
          every fill — it takes a few seconds.
        </p>
        <ul>
          <li>Generic drugs can cost less with a coupon than with insurance.</li>
          <li>Big-box and grocery pharmacies are often cheaper than the closest one.</li>
          <li>Ask your pharmacist to run the coupon price and your insurance price, and pay the lower one.</li>
        </ul>
      </section>
      <FeaturedSavings zip={zip} />
    </>
  );
}
