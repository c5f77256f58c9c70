import { useId, useMemo, useState } from 'react';
import type { PharmacyPrice } from '../../../../../shared/contracts/prices';
import { formatPrice } from '../../../../../shared/validation';
import { pharmacyRowId } from '../PharmacyRow';
import { fitProjection, MAP, outlines, scaleBar, type Point } from './map-geometry';
import './pharmacy-map.css';

type Listed = Pick<PharmacyPrice, 'pharmacyId' | 'pharmacyName' | 'distance' | 'price' | 'lat' | 'lon'>;

export const markerName = (p: Listed): string => `${p.pharmacyName}, ${p.distance.toFixed(1)} mi, ${formatPrice(p.price)}`;

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
export default function PharmacyMap({ pharmacies, center, zip }: { pharmacies: Listed[]; center: Point; zip: string }) {
  const captionId = useId();
  const [active, setActive] = useState<string | null>(null);
  const drawing = useMemo(() => {
    const projection = fitProjection(center, pharmacies);
    const at = (p: Point) => projection([p.lon, p.lat]) ?? [0, 0];
    return {
      ...outlines(projection),
      scale: scaleBar(projection, center),
      you: at(center),
      markers: pharmacies.map((p) => ({ p, xy: at(p) })),
    };
  }, [center, pharmacies]);
  const [youX, youY] = drawing.you;
  const label = drawing.markers.find((m) => m.p.pharmacyId === active);

  return (
    <figure className="pharmacy-map" aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${MAP.width} ${MAP.height}`} role="group" aria-labelledby={captionId}>
        <rect className="pharmacy-map__water" width={MAP.width} height={MAP.height} />
        <path className="pharmacy-map__land" d={drawing.land} />
        <path className="pharmacy-map__borders" d={drawing.borders} />
        <g aria-hidden="true">
          <path className="pharmacy-map__you" d={`M${youX} ${youY - 8}l7 8-7 8-7-8z`} />
          <text className="pharmacy-map__you-label" x={youX + 10} y={youY + 4}>
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
          <text className="pharmacy-map__label" x={Math.min(label.xy[0] + 12, MAP.width - 180)} y={Math.max(label.xy[1] - 12, 16)} aria-hidden="true">
            {markerName(label.p)}
          </text>
        ) : null}
        <g className="pharmacy-map__scale" aria-hidden="true" transform={`translate(12 ${MAP.height - 14})`}>
          <path d={`M0 -6v6h${drawing.scale.pixels}v-6`} />
          <text x={drawing.scale.pixels + 6} y={0}>
            {drawing.scale.miles} mi
          </text>
        </g>
      </svg>
      <figcaption id={captionId}>
        Map of the {pharmacies.length} pharmacies listed above, around {zip || 'your location'}. Each marker links to its pharmacy in the list, which has the same
        facts in words.
      </figcaption>
    </figure>
  );
}
