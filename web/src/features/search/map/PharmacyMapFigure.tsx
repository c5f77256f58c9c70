import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ListedPharmacy } from './MapDrawing';
import type { Point } from './map-geometry';
import { useT } from '../../../i18n/use-t';
import { MapBoundary } from './MapBoundary';
import './pharmacy-map.css';

// The drawing (d3-geo and the states' outlines) is its own chunk, fetched when the map reaches the screen.
const MapDrawing = lazy(() => import('./MapDrawing'));

/** The slot's width once it is on screen (null until then): the drawing's work stays out of the page's first load. */
function useWidthWhenSeen(): [RefObject<HTMLDivElement | null>, number | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const near = width !== null;
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.find((e) => e.isIntersecting);
      if (seen) setWidth(seen.boundingClientRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, width];
}

/** The map's frame: its caption and its room are there from the start (nothing moves when the drawing arrives). */
export function PharmacyMapFigure({ pharmacies, center, zip, onPick }: { pharmacies: ListedPharmacy[]; center: Point; zip: string; onPick?: (pharmacyId: string) => void }) {
  const captionId = useId();
  const [slot, shownWidth] = useWidthWhenSeen();
  const t = useT();
  const pending = <p className="pharmacy-map__status">{t('drug.map.loading')}</p>;
  return (
    <figure className="pharmacy-map" aria-labelledby={captionId}>
      <div ref={slot} className="pharmacy-map__slot">
        {shownWidth !== null ? (
          <MapBoundary failedText={t('drug.map.failed')}>
            <Suspense fallback={pending}>
              <MapDrawing pharmacies={pharmacies} center={center} zip={zip} labelledBy={captionId} shownWidth={shownWidth} onPick={onPick} />
            </Suspense>
          </MapBoundary>
        ) : (
          pending
        )}
      </div>
      <figcaption id={captionId}>{t('drug.map.caption', { count: pharmacies.length, place: zip || t('drug.map.yourLocation') })}</figcaption>
    </figure>
  );
}
