import { Link } from 'react-router-dom';
import { safeReturnPath } from '../../../shared/coupon-link';
import './ui-extras.css';
import { useLocalize, useT } from '../i18n/use-t';

/** A back link from a returnURL query value that only ever points inside this site (else home). */
export function ReturnLink({ returnURL, label }: { returnURL: string | null | undefined; label?: string }) {
  const t = useT();
  const localize = useLocalize();
  const to = safeReturnPath(returnURL) ?? '/';
  return (
    <Link className="return-link" to={to === '/' ? localize('/') : to}>
      ← {to === '/' ? t('common.backHome') : (label ?? t('common.backToPrices'))}
    </Link>
  );
}
