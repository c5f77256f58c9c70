import { DrugSearchForm } from '../../components/DrugSearchForm';

/** rules#routes promotional page: the header and a search bar, nothing promotional. The search keeps p and z. */
export function PromoSearch({ pharmacy, zip }: { pharmacy: string; zip: string }) {
  return (
    <section className="promo" aria-labelledby="promo-heading">
      <h1 id="promo-heading">Find your prescription price</h1>
      <p>
        Coupon prices at {pharmacy} near {zip}.
      </p>
      <DrugSearchForm label="Search for your prescription" autoFocus />
    </section>
  );
}
