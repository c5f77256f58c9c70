import type { TransferPharmacy } from '../../../../shared/contracts/transfer';
import { Text, richText } from '../../components/RichText';
import { telHref } from '../../components/tel-href';
import { useSectionT } from '../../i18n/section-catalogs';

/** rules#prescription-transfer: guest portal if guestURL is longer than 1, member portal if withAccountURL exists, else phone. */
export function TransferResult({ pharmacy }: { pharmacy: TransferPharmacy }) {
  const t = useSectionT('info');
  const guest = pharmacy.guestURL.length > 1;
  const member = Boolean(pharmacy.withAccountURL);
  const named = { pharmacy: pharmacy.pharmacyName };
  const newTab = <span className="visually-hidden"> {t('info.transfer.newTab', named)}</span>;
  const phone = pharmacy.phoneNumber;
  return (
    <li className="transfer-card">
      <h3>{pharmacy.pharmacyName}</h3>
      {pharmacy.websiteDomain && <p className="transfer-card__domain">{pharmacy.websiteDomain}</p>}
      {(guest || member) && (
        <>
          <p>{t('info.transfer.online', named)}</p>
          <div className="transfer-card__actions">
            {guest && (
              <a className="button" href={pharmacy.guestURL} target="_blank" rel="noopener noreferrer">
                {t('info.transfer.guest')}
                {newTab}
              </a>
            )}
            {member && (
              <a className="button button--secondary" href={pharmacy.withAccountURL} target="_blank" rel="noopener noreferrer">
                {t('info.transfer.account')}
                {newTab}
              </a>
            )}
          </div>
        </>
      )}
      {!guest && !member && (
        <p>
          {phone ? (
            <Text value={richText(t('info.transfer.callAt', { ...named, phoneNumber: phone }), { call: { href: telHref(phone) } })} />
          ) : (
            t('info.transfer.call', named)
          )}
        </p>
      )}
    </li>
  );
}
