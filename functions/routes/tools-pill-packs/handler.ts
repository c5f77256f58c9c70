import { toolsPillPacksContract } from '../../../shared/contracts/tools-regimen';
import { packagingHow, packagingOffer } from '../../domain/catalog/adherence-packaging';
import { mailOrderPharmacies, pharmaciesNear } from '../../domain/catalog/pharmacy-repository';
import { pharmacyAddress, shownMiles } from '../../domain/pricing/drug-selection';
import { locate } from '../../domain/pricing/place';
import { httpHandler } from '../../lib/http';

const SHOWN = 15;

/** GET /api/tools/pill-packs: pharmacies near a zip and how each offers adherence packaging. */
export const handler = httpHandler(toolsPillPacksContract, async ({ query }) => {
  const { zip, point } = locate({ zip: query.zip });
  const near = await pharmaciesNear(point, 25);
  const ranked = near
    .map((p) => ({ p, offer: packagingOffer(p) }))
    .sort((a, b) => Number(a.offer !== 'offered') - Number(b.offer !== 'offered') || a.p.distance - b.p.distance)
    .slice(0, SHOWN);
  return {
    zip,
    pharmacies: ranked.map(({ p, offer }) => ({
      name: p.name, address: pharmacyAddress(p), phone: p.phone, distance: shownMiles(p.distance), packaging: offer, how: packagingHow(offer), sample: p.sample,
    })),
    mailOrder: (await mailOrderPharmacies()).map((p) => ({ name: p.name, how: 'Mail-order pharmacies can ship multi-dose pouches sorted by day and time; ask when you enrol.' })),
  };
}, { cacheControl: 'public, max-age=3600' });
