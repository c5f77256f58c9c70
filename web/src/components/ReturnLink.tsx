import { Link } from 'react-router-dom';
import { safeReturnPath } from '../../../shared/coupon-link';
import './ui-extras.css';

/** A back link from a returnURL query value that only ever points inside this site (else home). */
export function ReturnLink({ returnURL, label = 'Back to prices' }: { returnURL: string | null | undefined; label?: string }) {
  const to = safeReturnPath(returnURL) ?? '/';
  return (
    <Link className="return-link" to={to}>
      ← {to === '/' ? 'Back to the home page' : label}
    </Link>
  );
}
