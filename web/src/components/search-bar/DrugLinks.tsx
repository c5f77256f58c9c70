import { Link, useSearchParams } from 'react-router-dom';
import { drugPath } from './drug-path';
import { SEARCHED_STATE } from './search-history';

import { useLocalize } from '../../i18n/use-t';

/** A list of links to drug pages, each keeping the page's zip and other query keys, counted as a search. */
export function DrugLinks({ names, className }: { names: readonly string[]; className?: string }) {
  const [params] = useSearchParams();
  const localize = useLocalize();
  return (
    <ul className={className}>
      {names.map((name) => (
        <li key={name}>
          <Link to={localize(drugPath(name, params))} state={SEARCHED_STATE}>
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
