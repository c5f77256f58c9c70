import { useCallback, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DrugDetails } from '../../../../shared/contracts/prices';
import { chainsOf, inChain, listedPharmacies, otherLocations, pharmacyMatchesFilter, sortPharmacies, splitPharmacies, type PriceSort } from './pharmacies';
import { PharmacyRow, pharmacyRowId, type RowLayout } from './PharmacyRow';
import { PharmacyMapFigure } from './map/PharmacyMapFigure';
import { answeredNote, checkingNote } from './price-status';
import { useQuantityText } from '../../i18n/quantity-text';
import { useLang, useT, type Translate } from '../../i18n/use-t';

const chainLabel = (t: Translate, chain: string) => (chain === 'Independent' ? t('prices.independent') : chain);

function ListControls({ sort, onSort, chain, onChain, chains }: { sort: PriceSort; onSort: (s: PriceSort) => void; chain: string; onChain: (c: string) => void; chains: string[] }) {
  const sortId = useId();
  const chainId = useId();
  const t = useT();
  return (
    <div className="list-controls">
      <div className="list-controls__field">
        <label htmlFor={sortId}>{t('prices.sortBy')}</label>
        <select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as PriceSort)}>
          <option value="price">{t('prices.lowestPrice')}</option>
          <option value="distance">{t('prices.nearest')}</option>
        </select>
      </div>
      <div className="list-controls__field">
        <label htmlFor={chainId}>{t('prices.chain')}</label>
        <select id={chainId} value={chain} onChange={(e) => onChain(e.target.value)} disabled={chains.length < 2}>
          <option value="">{t('prices.allChains')}</option>
          {chains.map((c) => (
            <option key={c} value={c}>
              {chainLabel(t, c)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

type View = 'list' | 'map';

/** On a phone the map is not below a long list: a List/Map switch shows one or the other. */
function ViewToggle({ view, onView }: { view: View; onView: (v: View) => void }) {
  const t = useT();
  return (
    <div className="view-toggle" role="group" aria-label={t('prices.showAs')}>
      <button type="button" className="view-toggle__button" aria-pressed={view === 'list'} onClick={() => onView('list')}>
        {t('prices.list')}
      </button>
      <button type="button" className="view-toggle__button" aria-pressed={view === 'map'} onClick={() => onView('map')}>
        {t('prices.map')}
      </button>
    </div>
  );
}

interface PriceListProps {
  details: DrugDetails;
  pharmacyFilter: string;
  showUnpopular: boolean;
  layout: RowLayout;
  returnURL: string;
  now: number;
  onShowMore: () => void;
}

/** rules#drug-page popular pharmacies and Show More, sortable by price or distance, filterable by chain, with a map. */
export function PriceList({ details, pharmacyFilter, showUnpopular, layout, returnURL, now, onShowMore }: PriceListProps) {
  const [sort, setSort] = useState<PriceSort>('price');
  const [chosenChain, setChain] = useState('');
  const [view, setView] = useState<View>('list');
  const t = useT();
  const lang = useLang();
  const quantityText = useQuantityText();
  const phone = layout === 'mobile';
  const showList = !phone || view === 'list';
  // On a phone a marker goes back to the list, at its row.
  const pickOnPhone = useCallback((pharmacyId: string) => {
    flushSync(() => setView('list'));
    document.getElementById(pharmacyRowId(pharmacyId))?.focus();
  }, []);
  const s = details.selected;
  const { hidden, listed, othersOf } = useMemo(() => {
    const entries = listedPharmacies(splitPharmacies(details.drugs, pharmacyFilter), showUnpopular);
    const others = otherLocations(details.drugs);
    return { ...entries, othersOf: new Map(entries.listed.map((p) => [p.pharmacyId, others(p)])) };
  }, [details.drugs, pharmacyFilter, showUnpopular]);
  const chains = useMemo(() => chainsOf(listed), [listed]);
  // A chain chosen for an earlier answer that this one lacks no longer filters.
  const chain = chains.includes(chosenChain) ? chosenChain : '';
  // Kept while the clock ticks ("checked 3 min ago"), so the map is not redrawn for nothing.
  const shown = useMemo(() => sortPharmacies(inChain(listed, chain), sort), [listed, chain, sort]);
  const filteredOut = pharmacyFilter !== '' && !details.drugs.some((p) => pharmacyMatchesFilter(p.pharmacyName, pharmacyFilter));
  const anyPhone = shown.some((p) => p.phone);
  // The note above the list: while PBMs are being asked again, how many answered; once they all have, for the
  // same selection, the outcome (the line stays, so the rows below it do not move up).
  const selectionKey = `${s.ndc}|${s.quantity}|${details.zip}|${details.location.lat},${details.location.lon}|${details.page}`;
  const [checkedKey, setCheckedKey] = useState<string>();
  if (details.providersChecking.length > 0 && checkedKey !== selectionKey) setCheckedKey(selectionKey);
  const checking = lang === 'en' ? (checkingNote(details) ?? (checkedKey === selectionKey ? answeredNote(details) : undefined)) : localizedNote(t, details, checkedKey === selectionKey);

  return (
    <section className="price-list" aria-labelledby="pharmacies-heading">
      <h2 id="pharmacies-heading" tabIndex={-1}>
        {t('prices.heading', { drugName: s.drugName, strength: s.strength, quantity: quantityText(s.quantityToDisplay) })}
      </h2>
      <p className="price-list__checking" role="status">
        {checking ?? ''}
      </p>
      {filteredOut ? <p>{t('prices.filteredOut', { pharmacy: pharmacyFilter })}</p> : null}
      {listed.length ? <ListControls sort={sort} onSort={setSort} chain={chain} onChain={setChain} chains={chains} /> : null}
      {phone && shown.length ? <ViewToggle view={view} onView={setView} /> : null}
      <ul className="pharmacy-list" hidden={!showList}>
        {shown.map((p) => (
          <PharmacyRow key={p.pharmacyId} price={p} others={othersOf.get(p.pharmacyId)} details={details} layout={layout} returnURL={returnURL} now={now} />
        ))}
      </ul>
      {phone && view === 'map' && shown.length ? <PharmacyMapFigure pharmacies={shown} center={details.location} zip={details.zip} onPick={pickOnPhone} /> : null}
      {showList && !showUnpopular && (hidden > 0 || pharmacyFilter !== '') ? (
        <button type="button" className="button button--secondary show-more" onClick={onShowMore}>
          {t('prices.showMore')}
        </button>
      ) : null}
      <p className="price-list__source">
        {t('prices.source')}
        {anyPhone ? null : ` ${t('prices.noPhones')}`}
      </p>
      {!phone && shown.length ? <PharmacyMapFigure pharmacies={shown} center={details.location} zip={details.zip} /> : null}
    </section>
  );
}

/** checkingNote and answeredNote (price-status.ts) in the page's language. */
function localizedNote(t: Translate, details: DrugDetails, checked: boolean): string | undefined {
  const asked = details.providersAsked.length;
  const answered = details.providersAnswered.length;
  const waiting = details.providersChecking.length;
  if (waiting) return t('prices.checkingNote', { answered, asked, waiting });
  if (!checked) return undefined;
  return answered === asked ? t('prices.allAnswered', { asked }) : t('prices.someAnswered', { answered, asked });
}
