import { useMemo, useState } from 'react';
import type { PharmacyPrice } from '../../../../../shared/contracts/prices';
import { formatPrice } from '../../../../../shared/validation';
import { pharmacyRowId } from '../PharmacyRow';
import { fitProjection, mapSize, outlines, scaleBar, type Point } from './map-geometry';

export type ListedPharmacy = Pick<PharmacyPrice, 'pharmacyId' | 'pharmacyName' | 'distance' | 'price' | 'lat' | 'lon'>;

const markerName = (p: ListedPharmacy): string => `${p.pharmacyName}, ${p.distance.toFixed(1)} mi, ${p.price === null ? 'no price yet' : formatPrice(p.price)}`;

/** Each marker leads to its row: focus moves there (and the browser scrolls it into view). */
function showRow(event: { preventDefault(): void }, pharmacyId: string) {
  const row = document.getElementById(pharmacyRowId(pharmacyId));
  if (!row) return;
  event.preventDefault();
  row.focus();
}

/**
 * The listed pharmacies around the zip, drawn here from bundled state outlines: no tile server,
 * nothing fetched. The list above is its text alternative; every marker is a link to its row.
 */
export default function MapDrawing({ pharmacies, center, zip, labelledBy, shownWidth }: { pharmacies: ListedPharmacy[]; center: Point; zip: string; labelledBy: string; shownWidth: number }) {
  const [active, setActive] = useState<string | null>(null);
  const drawing = useMemo(() => {
    const size = mapSize(shownWidth);
    const projection = fitProjection(size, center, pharmacies);
    const at = (p: Point) => projection([p.lon, p.lat]) ?? [0, 0];
    return {
      ...outlines(projection),
      size,
      scale: scaleBar(size, projection, center),
      you: at(center),
      markers: pharmacies.map((p) => ({ p, xy: at(p) })),
    };
  }, [center, pharmacies, shownWidth]);
  const [youX, youY] = drawing.you;
  const { width, height } = drawing.size;
  const youLabelLeft = youX > width - 70;
  const label = drawing.markers.find((m) => m.p.pharmacyId === active);
  // The focused marker's name, on the side of the marker with room for it.
  const labelLeft = label !== undefined && label.xy[0] > width / 2;

  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="group" aria-labelledby={labelledBy}>
      <rect className="pharmacy-map__water" width={width} height={height} />
      <path className="pharmacy-map__land" d={drawing.land} />
      <path className="pharmacy-map__borders" d={drawing.borders} />
      <g aria-hidden="true">
        <path className="pharmacy-map__you" d={`M${youX} ${youY - 8}l7 8-7 8-7-8z`} />
        <text className="pharmacy-map__you-label" x={youX + (youLabelLeft ? -10 : 10)} y={youY + 4} textAnchor={youLabelLeft ? 'end' : 'start'}>
          {zip || 'You'}
        </text>
      </g>
      {drawing.markers.map(({ p, xy: [x, y] }) => (
        <a
          key={p.pharmacyId}
          href={`#${pharmacyRowId(p.pharmacyId)}`}
          aria-label={markerName(p)}
          className="pharmacy-map__marker"
          onClick={(e) => showRow(e, p.pharmacyId)}
          onFocus={() => setActive(p.pharmacyId)}
          onBlur={() => setActive(null)}
          onMouseEnter={() => setActive(p.pharmacyId)}
          onMouseLeave={() => setActive(null)}
        >
          <circle cx={x} cy={y} r={9} />
        </a>
      ))}
      {label ? (
        <text
          className="pharmacy-map__label"
          x={label.xy[0] + (labelLeft ? -16 : 16)}
          y={Math.min(Math.max(label.xy[1] + 5, 16), height - 24)}
          textAnchor={labelLeft ? 'end' : 'start'}
          aria-hidden="true"
        >
          {markerName(label.p)}
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
