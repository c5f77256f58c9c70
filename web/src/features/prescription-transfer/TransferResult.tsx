import type { TransferPharmacy } from '../../../../shared/contracts/transfer';

/** rules#prescription-transfer: guest portal if guestURL is longer than 1, member portal if withAccountURL exists, else phone. */
export function TransferResult({ pharmacy }: { pharmacy: TransferPharmacy }) {
  const guest = pharmacy.guestURL.length > 1;
  const member = Boolean(pharmacy.withAccountURL);
  return (
    <li className="transfer-card">
      <h3>{pharmacy.pharmacyName}</h3>
      {pharmacy.websiteDomain && <p className="transfer-card__domain">{pharmacy.websiteDomain}</p>}
      {(guest || member) && (
        <>
          <p>Ask {pharmacy.pharmacyName} to transfer your prescription online: have your current pharmacy's name and phone number and your prescription number ready.</p>
          <div className="transfer-card__actions">
            {guest && (
              <a className="button" href={pharmacy.guestURL} target="_blank" rel="noopener noreferrer">
                Transfer as a guest<span className="visually-hidden"> at {pharmacy.pharmacyName} (opens in a new tab)</span>
              </a>
            )}
            {member && (
              <a className="button button--secondary" href={pharmacy.withAccountURL} target="_blank" rel="noopener noreferrer">
                Transfer with your account<span className="visually-hidden"> at {pharmacy.pharmacyName} (opens in a new tab)</span>
              </a>
            )}
          </div>
        </>
      )}
      {!guest && !member && (
        <p>
          Call {pharmacy.pharmacyName}
          {pharmacy.phoneNumber ? (
            <>
              {' '}at <a href={`tel:${pharmacy.phoneNumber.replace(/[^\d+]/g, '')}`}>{pharmacy.phoneNumber}</a>
            </>
          ) : null}{' '}
          and ask them to transfer your prescription: they call your current pharmacy for you.
        </p>
      )}
    </li>
  );
}
