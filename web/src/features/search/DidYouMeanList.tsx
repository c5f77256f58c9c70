import { useDrugNameQuery } from '../../components/search-bar/drug-name-endpoints';
import { DrugLinks } from '../../components/search-bar/DrugLinks';
import { useT } from '../../i18n/use-t';
import { closestDrugNames } from './error-card';
import { useSimilarDrugNamesQuery } from './search-endpoints';

/** The closest known drugs to an unknown name. */
export function DidYouMeanList({ drugName }: { drugName: string }) {
  const { data: lookedUp = [] } = useDrugNameQuery(drugName);
  const { data: similar = [] } = useSimilarDrugNamesQuery(drugName);
  const names = closestDrugNames(lookedUp, similar);
  const t = useT();
  return names.length ? (
    <div className="error-card__similar">
      <h3>{t('errorCard.didYouMean')}</h3>
      <DrugLinks names={names} />
    </div>
  ) : null;
}
