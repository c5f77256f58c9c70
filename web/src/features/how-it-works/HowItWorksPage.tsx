import { Link } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';

export default function HowItWorksPage() {
  return (
    <article className="page">
      <header className="page-hero">
        <h1>How {BRAND.name} works</h1>
        <p>Three steps, no account, and no cost to you.</p>
      </header>
      <section aria-labelledby="hiw-search">
        <h2 id="hiw-search">01 Search</h2>
        <p>
          Type the drug on your prescription. Pick the label (brand or generic), the form, the dosage and the quantity
          your prescriber wrote, and give us your zip code — or let your browser share your location.
        </p>
      </section>
      <section aria-labelledby="hiw-compare">
        <h2 id="hiw-compare">02 Compare</h2>
        <p>
          We ask 12 pharmacy benefit managers (PBMs) for their discount price at every pharmacy within 50 miles, all at
          once, and show the best price at each pharmacy. Each price says when it was checked. When a pharmacy's own cash
          price is lower than any coupon we say so, and you don't need a coupon there at all.
        </p>
      </section>
      <section aria-labelledby="hiw-save">
        <h2 id="hiw-save">03 Save</h2>
        <p>
          Open the coupon and show it at the pharmacy counter, or e-mail, text or print it. Our users save 72% on average
          and up to 85% (2019 data, assuming a 30-day supply).
        </p>
      </section>
      <section aria-labelledby="hiw-why-free">
        <h2 id="hiw-why-free">Why it's free</h2>
        <p>
          When you use a coupon, the pharmacy benefit manager behind it pays a small administration fee per prescription.
          That keeps {BRAND.name} free for you, with no ads and no selling of your data. Read more about{' '}
          <Link to="/consumer-discount-cards">how discount cards work</Link> or{' '}
          <Link to="/should-i-use-a-coupon">when a coupon beats your insurance</Link>.
        </p>
      </section>
      <section aria-labelledby="hiw-pharmacy">
        <h2 id="hiw-pharmacy">Found a cheaper pharmacy?</h2>
        <p>
          Moving a prescription is a phone call for the new pharmacy. Our <Link to="/prescription-transfer">transfer helper</Link>{' '}
          gives you what they need. Questions? See <Link to="/faq">Help and FAQ</Link>.
        </p>
      </section>
      <section aria-labelledby="hiw-not-insurance">
        <h2 id="hiw-not-insurance">Good to know</h2>
        <ul>
          <li>{BRAND.name} is a discount program, not insurance. The pharmacy gives the exact price at the counter.</li>
          <li>Coupon payments usually don't count toward your insurance deductible.</li>
          <li>We show no ads and never sell your data. Questions? Call {BRAND.phoneLabel}.</li>
        </ul>
        <p>
          <Link className="button" to="/">
            Search a drug
          </Link>
        </p>
      </section>
    </article>
  );
}
