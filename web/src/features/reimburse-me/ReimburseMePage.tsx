import type { MessageKey } from '../../i18n/i18n';
import { useSectionT } from '../../i18n/section-catalogs';
import { insurers } from './insurers';
import './reimburse-me.css';

const STEPS = [1, 2, 3, 4] as const;

/** rules#reimburse-me: the four steps and the twelve insurer cards. */
export default function ReimburseMePage() {
  const t = useSectionT('info');
  const step = (n: number, part: 'title' | 'text') => t(`info.reimburse.step${n}.${part}` as MessageKey);
  return (
    <div className="page">
      <h1>{t('info.reimburse.heading')}</h1>
      <p>{t('info.reimburse.lead')}</p>
      <ol className="reimburse-steps">
        {STEPS.map((n) => (
          <li key={n}>
            <strong>{step(n, 'title')}</strong> {step(n, 'text')}
          </li>
        ))}
      </ol>
      <p className="alert" role="note">
        {t('info.reimburse.note')}
      </p>
      <h2>{t('info.reimburse.insurers')}</h2>
      <ul className="insurer-grid">
        {insurers(t).map((i) => (
          <li key={i.InsurerName} className="insurer-card">
            <h3>{i.InsurerName}</h3>
            <address>
              {i.AddressRow0}
              <br />
              {i.AddressRow1}
              <br />
              {i.AddressRow2}
            </address>
            {i.FaxNumber && <p>{t('info.reimburse.fax', { fax: i.FaxNumber })}</p>}
            <a href={i.FormLink} target="_blank" rel="noopener noreferrer">
              {t('info.reimburse.findForm')}
              <span className="visually-hidden"> {t('info.reimburse.formNewTab', { insurer: i.InsurerName })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
