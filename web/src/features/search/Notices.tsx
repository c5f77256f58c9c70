import { Link } from 'react-router-dom';
import type { Highlight } from '../../../../shared/contracts/prices';
import { useLang, useLocalize, useT } from '../../i18n/use-t';
import { localizedNotice } from './notice-text';

/** rules#data-shapes highlighted items: patient-notice warnings (warning style) and alternatives (text + button link). */
export function Notices({ items, kind, title }: { items: Highlight[]; kind: 'warning' | 'alternative'; title?: string }) {
  const t = useT();
  const localize = useLocalize();
  const lang = useLang();
  if (!items.length) return null;
  return (
    <section className={`notices notices--${kind}`} aria-label={title ?? (kind === 'warning' ? t('drug.patientNotices') : t('drug.alternatives'))}>
      {title ? <h2>{title}</h2> : null}
      <ul>
        {items.map((given) => {
          const item = lang === 'en' ? given : localizedNotice(t, given);
          return (
            <li key={`${item.leftText}-${item.buttonHref}`} className={`notice notice--${kind}`}>
              <p>{item.leftText}</p>
              <Link className="button button--secondary" to={localize(item.buttonHref)}>
                {item.buttonText}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
