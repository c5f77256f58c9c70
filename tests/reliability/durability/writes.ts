import { npiCheckDigit } from '../../../shared/validation';

/** One acknowledged write and how to find it on disk: the table and an attribute value only that write stored. */
export interface Write {
  route: string;
  body: unknown;
  table: 'priceAlerts' | 'pharmacyOptIns';
  attribute: string;
  value: string;
}

const npi = (n: number) => {
  const first9 = String(300_000_000 + n);
  return `${first9}${npiCheckDigit(first9)}`;
};

/**
 * The n-th write of a run, alternating the two sign-ups that store what a visitor typed: a
 * price-drop alert (pending watch, recipient kept) and an anonymous pharmacy opt-in (the NPI's
 * current record). Each is unique, so each must be found.
 */
export function nthWrite(n: number, run: string, lisinoprilNdc: string): Write {
  if (n % 2 === 0) {
    const email = `durable.${run}.${n}@example.com`;
    return {
      route: '/api/price-alerts',
      body: { channel: 'email', email, drugName: 'Lisinopril', ndc: lisinoprilNdc, quantity: 30, zip: '92101', bestPrice: 4.68 },
      table: 'priceAlerts',
      attribute: 'recipient',
      value: email,
    };
  }
  const id = npi(n);
  return {
    route: '/api/pharmacy-portal',
    body: { NPI: id, SubmitterName: 'Durable Owner', SubmitterEmail: `owner.${run}.${n}@example.com`, SubmitterAuthority: true, MinimumPayment: 6, OptOut: false, NotifyAboutFurtherOpportunities: false, AcceptTerms: true },
    table: 'pharmacyOptIns',
    attribute: 'sk',
    value: id,
  };
}
