import { useMemo, useState } from 'react';
import type { PharmacyPrice } from '../../../../../shared/contracts/prices';
import { formatPrice } from '../../../../../shared/validation';
import { useT, type Translate } from '../../../i18n/use-t';
import { pharmacyRowId } from '../PharmacyRow';
import { fitProjection, mapSize, outlines, placeMarkers, scaleBar, type MarkerGroup, type Point } from './map-geometry';

export type ListedPharmacy = Pick<PharmacyPrice, 'pharmacyId' | 'pharmacyName' | 'distance' | 'price' | 'lat' | 'lon' | 'geo'>;

/** A marker's name: its pharmacy, distance and price (and that its place is approximate). */
function markerName(t: Translate, p: ListedPharmacy): string {
  const price = p.price === null ? t('drug.map.noPrice') : formatPrice(p.price);
  return `${p.pharmacyName}, ${p.distance.toFixed(1)} mi, ${price}${p.geo === 'zip' ? `, ${t('drug.map.approx')}` : ''}`;
}

/** What a marker shows: its price ('…' while none), a cluster's count and lowest price ('3 from $4.20'). A dashed outline, not text, says a point is approximate. */
function groupText(t: Translate, g: MarkerGroup<ListedPharmacy>): string {
  const priced = g.members.filter((p) => p.price !== null).map((p) => p.price!);
  const price = priced.length ? formatPrice(Math.min(...priced)) : '…';
  return g.members.length === 1 ? price : t('drug.map.cluster', { count: g.members.length, price });
}

/** A marker's accessible name: its pharmacy; a cluster's starts with what it shows (the visible text is part of the name), then each pharmacy. */
function groupName(t: Translate, g: MarkerGroup<ListedPharmacy>): string {
  if (g.members.length === 1) return markerName(t, g.members[0]!);
  return t('drug.map.clusterName', { shown: groupText(t, g), count: g.members.length, names: g.members.map((p) => markerName(t, p)).join('; ') });
}

/** The focused marker's label: its name, or a cluster's first two pharmacies ('A, B and 3 more'). */
function labelTextOf(t: Translate, g: MarkerGroup<ListedPharmacy>): string {
  if (g.members.length === 1) return markerName(t, g.members[0]!);
  const names = g.members.map((p) => p.pharmacyName).slice(0, 2).join(', ');
  return g.members.length > 2 ? t('drug.map.andMore', { names, count: g.members.length - 2 }) : names;
}

/** The pill's width, the same for every marker (so none overlaps another): the longest price plus room for a count ('10 from '). */
const PILL_HEIGHT = 22;
function pillWidth(t: Translate, pharmacies: ListedPharmacy[]): number {
  const longest = Math.max(5, ...pharmacies.map((p) => (p.price === null ? 1 : formatPrice(p.price).length)));
  const count = pharmacies.length > 1 ? t('drug.map.cluster', { count: pharmacies.length, price: '' }).length : 0;
  return (longest + count) * 7 + 12;
}

/** Each marker leads to its row (a cluster to its cheapest pharmacy's): focus moves there (and the browser scrolls it into view). */
function showRow(event: { preventDefault(): void }, pharmacyId: string, onPick?: (pharmacyId: string) => void) {
  event.preventDefault();
  if (onPick) {
    onPick(pharmacyId);
    return;
  }
  document.getElementById(pharmacyRowId(pharmacyId))?.focus();
}

/**
 * The listed pharmacies around the zip, drawn here from bundled state outlines: no tile server,
 * nothing fetched. Each marker shows its price; markers that would overlap (a phone's width, stores
 * at one zip code's centre) are one cluster marker; a store placed at its zip code's centre is drawn
 * dashed ('approximate'). The list is its text alternative; every marker is a link to its row.
 */
export default function MapDrawing({ pharmacies, center, zip, labelledBy, shownWidth, onPick }: {
  pharmacies: ListedPharmacy[]; center: Point; zip: string; labelledBy: string; shownWidth: number; onPick?: (pharmacyId: string) => void;
}) {
  const [active, setActive] = useState<string | null>(null);
  const t = useT();
  const drawing = useMemo(() => {
    const size = mapSize(shownWidth);
    const projection = fitProjection(size, center, pharmacies);
    const at = (p: Point): [number, number] => projection([p.lon, p.lat]) ?? [0, 0];
    // The cheapest first, so a cluster is anchored at, and leads to, its cheapest pharmacy.
    const byPrice = [...pharmacies].sort((a, b) => (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY));
    return {
      ...outlines(projection),
      size,
      scale: scaleBar(size, projection, center),
      you: at(center),
      groups: placeMarkers(byPrice.map((p) => ({ item: p, xy: at(p) })), size, { width: pillWidth(t, pharmacies), height: PILL_HEIGHT }),
    };
  }, [center, pharmacies, shownWidth, t]);
  const [youX, youY] = drawing.you;
  const { width, height } = drawing.size;
  const youLabelLeft = youX > width - 70;
  const label = drawing.groups.find((g) => g.members[0]!.pharmacyId === active);
  // The focused marker's name, on the side of the marker with room for it.
  const labelLeft = label !== undefined && label.box.x > width / 2;
  const labelText = label ? labelTextOf(t, label) : '';

  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="group" aria-labelledby={labelledBy}>
      <rect className="pharmacy-map__water" width={width} height={height} />
      <path className="pharmacy-map__land" d={drawing.land} />
      <path className="pharmacy-map__borders" d={drawing.borders} />
      <g aria-hidden="true">
        <path className="pharmacy-map__you" d={`M${youX} ${youY - 8}l7 8-7 8-7-8z`} />
        <text className="pharmacy-map__you-label" x={youX + (youLabelLeft ? -10 : 10)} y={youY + 4} textAnchor={youLabelLeft ? 'end' : 'start'}>
          {zip || t('drug.map.you')}
        </text>
      </g>
      {drawing.groups.map((g) => {
        const first = g.members[0]!;
        const { x, y, width: w, height: h } = g.box;
        const approx = g.members.every((p) => p.geo === 'zip');
        return (
          <a
            key={first.pharmacyId}
            href={`#${pharmacyRowId(first.pharmacyId)}`}
            aria-label={groupName(t, g)}
            className={`pharmacy-map__marker${approx ? ' pharmacy-map__marker--approx' : ''}${g.members.length > 1 ? ' pharmacy-map__marker--cluster' : ''}`}
            data-members={g.members.length}
            onClick={(e) => showRow(e, first.pharmacyId, onPick)}
            onFocus={() => setActive(first.pharmacyId)}
            onBlur={() => setActive(null)}
            onMouseEnter={() => setActive(first.pharmacyId)}
            onMouseLeave={() => setActive(null)}
          >
            <rect x={x - w / 2} y={y - h / 2} width={w} height={h} rx={h / 2} />
            <text x={x} y={y + 4} textAnchor="middle">
              {groupText(t, g)}
            </text>
          </a>
        );
      })}
      {label ? (
        <text
          className="pharmacy-map__label"
          x={label.box.x + (labelLeft ? -(label.box.width / 2 + 6) : label.box.width / 2 + 6)}
          y={Math.min(Math.max(label.box.y + 5, 16), height - 24)}
          textAnchor={labelLeft ? 'end' : 'start'}
          aria-hidden="true"
        >
          {labelText}
        </text>
      ) : null}
      <g className="pharmacy-map__scale" aria-hidden="true" transform={`translate(12 ${height - 14})`}>
        <path d={`M0 -6v6h${drawing.scale.pixels}v-6`} />
        <text x={drawing.scale.pixels + 6} y={0}>
          {drawing.scale.miles} mi
        </text>
      </g>
    </svg>
  );
}
