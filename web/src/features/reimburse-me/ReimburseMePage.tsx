import { BRAND } from '../../../../shared/brand';
import { INSURERS } from './insurers';
import './reimburse-me.css';

/** rules#reimburse-me: the four steps and the twelve insurer cards. */
export default function ReimburseMePage() {
  return (
    <div className="page">
      <h1>Get Reimbursed by Your Insurer</h1>
      <p>
        Paid less with a {BRAND.name} coupon than your copay? Many plans still count the fill, and some pay you back. Here is how to ask.
      </p>
      <ol className="reimburse-steps">
        <li>
          <strong>Get your receipts.</strong> Ask the pharmacy for the itemized prescription receipt (drug name, NDC, quantity, date, price paid
          and the pharmacy's NPI), not only the register receipt.
        </li>
        <li>
          <strong>Copy them.</strong> Keep the originals; you will send copies.
        </li>
        <li>
          <strong>Fill in your insurer's form.</strong> Download the member pharmacy claim (reimbursement) form from your insurer's site below,
          or from your plan's member portal, and fill it in with your member ID.
        </li>
        <li>
          <strong>Mail or fax it.</strong> Send the form with the copies to the claims address or fax number on the form.
        </li>
      </ol>
      <p className="alert" role="note">
        Claims addresses differ by plan and change: always confirm the mailing address or fax number on the claim form or on the back of your
        member ID card before you send anything.
      </p>
      <h2>Insurers</h2>
      <ul className="insurer-grid">
        {INSURERS.map((i) => (
          <li key={i.InsurerName} className="insurer-card">
            <h3>{i.InsurerName}</h3>
            <address>
              {i.AddressRow0}
              <br />
              {i.AddressRow1}
              <br />
              {i.AddressRow2}
            </address>
            {i.FaxNumber && <p>Fax: {i.FaxNumber}</p>}
            <a href={i.FormLink} target="_blank" rel="noopener noreferrer">
              Find the claim form<span className="visually-hidden"> on the {i.InsurerName} site (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
