import { Link } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { useShellSlots } from './slots';

export function Header({ visible }: { visible: boolean }) {
  const { HeaderSearch } = useShellSlots();
  return (
    <header className={`site-header${visible ? '' : ' site-header--hidden'}`} aria-hidden={!visible} inert={!visible}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__home">
          <Logo />
        </Link>
        <div className="site-header__search">{HeaderSearch ? <HeaderSearch /> : null}</div>
        <nav aria-label="Main">
          <Link to="/pharmacy-portal" className="site-header__portal">
            For pharmacies
          </Link>
        </nav>
      </div>
    </header>
  );
}
