import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import states from 'us-atlas/states-10m.json';

export interface MapSize {
  width: number;
  height: number;
  pad: number;
}

/** Drawn at the size it is shown (16:9), so markers, labels and the scale keep their pixel sizes on a phone. */
export function mapSize(shownWidth: number): MapSize {
  const width = Math.round(Math.min(640, Math.max(280, shownWidth)));
  return { width, height: Math.round((width * 9) / 16), pad: 28 };
}

type Topology = Parameters<typeof feature>[0];
const atlas = states as unknown as Topology & { objects: { nation: Topology['objects'][string]; states: Parameters<typeof mesh>[1] } };

const MILES_PER_DEGREE_LAT = 69.05;
/** The map shows at least this many miles around the zip, however close the pharmacies are. */
const MIN_RADIUS_MILES = 1;

export interface Point {
  lat: number;
  lon: number;
}

/** Mercator fitted to the pharmacies and the zip's centre (a local map: its distortion is negligible). */
export function fitProjection(size: MapSize, center: Point, points: Point[]): GeoProjection {
  const dLat = MIN_RADIUS_MILES / MILES_PER_DEGREE_LAT;
  const dLon = dLat / Math.cos((center.lat * Math.PI) / 180);
  const corners: [number, number][] = [[center.lon - dLon, center.lat - dLat], [center.lon + dLon, center.lat + dLat]];
  const coordinates = [...corners, ...points.map((p): [number, number] => [p.lon, p.lat])];
  return geoMercator()
    .fitExtent([[size.pad, size.pad], [size.width - size.pad, size.height - size.pad]], { type: 'MultiPoint', coordinates })
    .clipExtent([[0, 0], [size.width, size.height]]);
}

/** Land, and the borders between states, clipped to the map (US Census outlines from us-atlas). */
export function outlines(projection: GeoProjection): { land: string; borders: string } {
  const path = geoPath(projection);
  const shapes = usShapes();
  return { land: path(shapes.land) ?? '', borders: path(shapes.borders) ?? '' };
}

let shapes: { land: ReturnType<typeof feature>; borders: ReturnType<typeof mesh> } | undefined;
/** The atlas as GeoJSON, converted once (the map is redrawn for each answer, the atlas never changes). */
function usShapes() {
  shapes ??= { land: feature(atlas, atlas.objects.nation), borders: mesh(atlas, atlas.objects.states, (a, b) => a !== b) };
  return shapes;
}

const NICE_MILES = [0.25, 0.5, 1, 2, 5, 10, 20, 25, 50];

/** A scale bar of a round number of miles, about a fifth of the map wide. */
export function scaleBar(size: MapSize, projection: GeoProjection, center: Point): { miles: number; pixels: number } {
  const [, y0] = projection([center.lon, center.lat]) ?? [0, 0];
  const [, y1] = projection([center.lon, center.lat + 1 / MILES_PER_DEGREE_LAT]) ?? [0, 0];
  const pixelsPerMile = Math.abs(y0 - y1) || 1;
  const target = size.width / 5 / pixelsPerMile;
  const miles = NICE_MILES.reduce((best, m) => (Math.abs(m - target) < Math.abs(best - target) ? m : best));
  return { miles, pixels: miles * pixelsPerMile };
}

/** A marker's box: centred on its point, the same size for every marker so none overlaps another. */
interface MarkerBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MarkerGroup<T> {
  /** The pharmacies this marker stands for, the first one its anchor (the cheapest of them, as placed). */
  members: T[];
  box: MarkerBox;
}

const overlaps = (a: MarkerBox, b: MarkerBox, gap: number) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 + gap && Math.abs(a.y - b.y) < (a.height + b.height) / 2 + gap;

/**
 * Price markers that never overlap, at any width: placed in the given order (the list's, cheapest
 * first), each centred on its point (kept inside the map); one that would overlap a marker already
 * placed joins it instead (a cluster: "3 · $4.20", its lowest price). Pure, so tested without a browser.
 */
export function placeMarkers<T>(points: { item: T; xy: [number, number] }[], size: Pick<MapSize, 'width' | 'height'>, box: { width: number; height: number }, gap = 2): MarkerGroup<T>[] {
  const groups: MarkerGroup<T>[] = [];
  const halfW = box.width / 2;
  const halfH = box.height / 2;
  for (const { item, xy } of points) {
    const at: MarkerBox = {
      x: Math.min(Math.max(xy[0], halfW + 1), size.width - halfW - 1),
      y: Math.min(Math.max(xy[1], halfH + 1), size.height - halfH - 1),
      ...box,
    };
    const near = groups.find((g) => overlaps(g.box, at, gap));
    if (near) near.members.push(item);
    else groups.push({ members: [item], box: at });
  }
  return groups;
}
