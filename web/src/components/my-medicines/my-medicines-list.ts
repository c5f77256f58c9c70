import { useSyncExternalStore } from 'react';

/**
 * "My medicines" (issue 31 §1): the visitor's list of prescriptions, kept in this browser's local
 * storage only (no account, nothing sent until the visitor asks for prices). The drug page adds to
 * it, the /my-medicines page shows, prices, edits and clears it; every tab sees a change at once.
 */
export interface MyMedicine {
  ndc: string;
  /** The label as the catalog names it, e.g. "Lisinopril". */
  drugName: string;
  form: string;
  strength: string;
  qty: number;
  /** "30 tablets". */
  quantityToDisplay: string;
}

/** The basket routes price at most this many items (shared/contracts/basket.ts BASKET_LIMITS, kept out of the first load's zod). */
export const MY_MEDICINES_MAX = 10;
const KEY = 'rxsavvy.myMedicines.v1';
const CHANGED = 'rxsavvy:my-medicines';

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= max;

/** Only well-formed entries survive a read (local storage is the visitor's to change), each NDC once. */
export function parseMyMedicines(raw: string | null): MyMedicine[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((v: Partial<MyMedicine>) => {
    if (!v || typeof v !== 'object' || typeof v.ndc !== 'string' || !/^\d{11}$/.test(v.ndc) || seen.has(v.ndc)) return [];
    if (!text(v.drugName, 100) || !text(v.form, 60) || !text(v.strength, 60) || !text(v.quantityToDisplay, 60)) return [];
    if (typeof v.qty !== 'number' || !(v.qty >= 0.01 && v.qty <= 10_000)) return [];
    seen.add(v.ndc);
    return [{ ndc: v.ndc, drugName: v.drugName, form: v.form, strength: v.strength, qty: v.qty, quantityToDisplay: v.quantityToDisplay }];
  }).slice(0, MY_MEDICINES_MAX);
}

let cachedRaw: string | null | undefined;
let cachedList: MyMedicine[] = [];

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readMyMedicines(): MyMedicine[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseMyMedicines(raw);
  }
  return cachedList;
}

function write(list: MyMedicine[]): void {
  const store = storage();
  if (!store) return;
  if (list.length) store.setItem(KEY, JSON.stringify(list));
  else store.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGED));
}

export type AddOutcome = 'added' | 'updated' | 'full';

/** Adds a prescription, or changes the quantity of the one with the same NDC; a full list refuses a new one. */
export function addMyMedicine(item: MyMedicine): AddOutcome {
  const list = readMyMedicines();
  const at = list.findIndex((m) => m.ndc === item.ndc);
  if (at >= 0) {
    write(list.map((m, i) => (i === at ? item : m)));
    return 'updated';
  }
  if (list.length >= MY_MEDICINES_MAX) return 'full';
  write([...list, item]);
  return 'added';
}

export const removeMyMedicine = (ndc: string): void => write(readMyMedicines().filter((m) => m.ndc !== ndc));
export const clearMyMedicines = (): void => write([]);

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: MyMedicine[] = [];
/** The list, kept current (this tab's changes and other tabs'). */
export const useMyMedicines = (): MyMedicine[] => useSyncExternalStore(subscribe, readMyMedicines, () => EMPTY);
