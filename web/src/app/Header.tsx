import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { Logo } from '../components/Logo';
import { useLocalize, useT } from '../i18n/use-t';
import { HEADER_LINKS } from './audience-links';
import { useShellSlots } from './slots';

export function Header({ visible }: { visible: boolean }) {
  const { HeaderSearch } = useShellSlots();
  const localize = useLocalize();
  return (
    <header className={`site-header${visible ? '' : ' site-header--hidden'}`} aria-hidden={!visible} inert={!visible}>
      <div className="site-header__inner">
        <Link to={localize('/')} className="site-header__home">
          <Logo />
        </Link>
        <div className="site-header__search">{HeaderSearch ? <HeaderSearch /> : null}</div>
        <MainNav />
        <LanguageSwitch className="language-switch site-header__language" />
      </div>
    </header>
  );
}

/** The audience pages; on a phone behind a Menu button (Escape or a choice closes it). */
function MainNav() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const t = useT();
  const localize = useLocalize();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <nav aria-label={t('nav.main')} className={`main-nav${open ? ' main-nav--open' : ''}`} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className="main-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {t('nav.menu')}
      </button>
      <ul id={listId} className="main-nav__list">
        {HEADER_LINKS.map((l) => (
          <li key={l.to}>
            <Link to={localize(l.to)} className="site-header__portal">
              {t(l.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
