import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND } from '../../../shared/brand';
import { setDocumentMeta } from '../components/page-meta';
import { notFoundPage } from './pages';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => setDocumentMeta(notFoundPage.title, notFoundPage.description), [pathname]);
  return (
    <section className="page narrow">
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the link may be mistyped.</p>
      <ul className="link-list">
        <li>
          <Link to="/">Search a drug and compare prices</Link>
        </li>
        <li>
          <Link to="/how-it-works">How {BRAND.name} works</Link>
        </li>
        <li>
          <Link to="/faq">Help and FAQ</Link>
        </li>
      </ul>
    </section>
  );
}
