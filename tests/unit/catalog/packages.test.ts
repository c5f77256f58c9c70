import { describe, expect, it } from 'vitest';
import { fdaSupported } from '../../../functions/local/importers/catalog-sanity';
import { descriptionVolume, fdaPack, inferredPack, packageLevels, type PackClues } from '../../../functions/local/importers/packages';

const TRULICITY = '4 SYRINGE in 1 CARTON (0002-1433-80)  > .5 mL in 1 SYRINGE (0002-1433-01)';
const clues = (over: Partial<PackClues>): PackClues => ({ unit: 'ML', form: 'Pen', strength: '', packCount: 0, sameProduct: [], sameForm: [], sameIngredients: [], ...over });

describe('the package a pharmacy dispenses, from the FDA package description', () => {
  it('reads each step, outermost first', () => {
    expect(packageLevels(TRULICITY)).toEqual([{ amount: 4, item: 'syringe', container: 'carton' }, { amount: 0.5, item: 'ml', container: 'syringe' }]);
  });

  it('counts a carton of pens as its pens: Trulicity is 4 pens, 2 mL', () => {
    expect(fdaPack(TRULICITY, 'ML', 'Pen')).toEqual({ size: 2, count: 4, source: 'fda' });
    expect(fdaPack('5 SYRINGE in 1 PACKAGE (0088-2219-05)  > 3 mL in 1 SYRINGE', 'ML', 'SoloStar')).toEqual({ size: 15, count: 5, source: 'fda' });
    expect(fdaPack('10 mL in 1 VIAL, GLASS (0088-2220-33)', 'ML', 'Vial')).toEqual({ size: 10, count: 1, source: 'fda' });
  });

  it('counts patches, not the hours one lasts; a kit\'s parts are the kit', () => {
    expect(fdaPack('4 POUCH in 1 CARTON (59011-750-04)  > 1 PATCH in 1 POUCH > 168 h in 1 PATCH', 'EA', 'Patch')).toEqual({ size: 4, count: 4, source: 'fda', noun: 'patch' });
    expect(fdaPack('14 PATCH in 1 CARTON (0536-1106-88)  > 24 h in 1 PATCH', 'EA', 'Patch')?.size).toBe(14);
    expect(fdaPack('2 KIT in 1 CARTON (0074-3799-02)  > 1 KIT in 1 KIT *  1 SYRINGE in 1 TRAY > .8 mL in 1 SYRINGE', 'EA', 'Syringe')?.size).toBe(2);
  });

  it('sells one vial of a clinic\'s tray, and a jug in mL', () => {
    expect(fdaPack('25 VIAL in 1 TRAY (0409-1234-01)  > 10 mL in 1 VIAL', 'ML', 'Vial')).toEqual({ size: 10, count: 1, source: 'fda' });
    expect(fdaPack('25 VIAL in 1 CARTON (0487-9501-25)  > 3 mL in 1 VIAL', 'ML', 'Nebulizer Solution')).toEqual({ size: 75, count: 25, source: 'fda' });
    expect(fdaPack('4 L in 1 JUG (10572-100-01)', 'ML', 'Solution')?.size).toBe(4000);
    expect(fdaPack('120 SPRAY, METERED in 1 BOTTLE', 'ML', 'Spray')).toBeUndefined();
  });

  it('supports only the quantities the description gives', () => {
    expect(fdaSupported(TRULICITY, 'ML')?.sort()).toEqual([0.5, 2]);
    expect(fdaSupported('1 INHALER in 1 CARTON > 60 AEROSOL, METERED in 1 INHALER', 'GM')).toBeUndefined();
    expect(fdaSupported('4 POUCH in 1 CARTON > 1 PATCH in 1 POUCH > 168 h in 1 PATCH', 'EA')).toContain(4);
  });
});

describe('the package of a product the FDA extract does not list', () => {
  it('takes the device volume the description or RxNorm gives, times the containers it names', () => {
    expect(descriptionVolume('0.25-0.5 mg/dose (2 mg/3 mL)', 'Pen')).toBe(3);
    expect(descriptionVolume('40 mg/0.8 mL', 'Pen')).toBe(0.8);
    expect(descriptionVolume('25 mg/5 mL', 'Suspension')).toBeUndefined();
    expect(descriptionVolume('675 mg/2.4', 'Each')).toBe(2.4);
    expect(inferredPack(clues({ strength: '18 mg/3 mL', packCount: 2 }))).toEqual({ size: 6, count: 2, source: 'description' });
  });

  it('counts the pens of a carton from another strength of the drug (Trulicity 3 mg from Trulicity 0.75 mg)', () => {
    expect(inferredPack(clues({ strength: '3 mg/0.5 mL', rxVolumeMl: 0.5, sameForm: [{ size: 2, count: 4, source: 'fda' }] }))).toEqual({ size: 2, count: 4, source: 'fda-same-form' });
  });

  it('uses the usual carton where nothing describes it, and the form\'s usual size last', () => {
    expect(inferredPack(clues({ strength: '2.5 mg/0.5 mL', convention: { count: 4 } }))).toEqual({ size: 2, count: 4, source: 'convention' });
    expect(inferredPack(clues({ strength: '100 units/mL', convention: { count: 5, volumeMl: 3 } }))).toEqual({ size: 15, count: 5, source: 'convention' });
    expect(inferredPack(clues({ form: 'Eye Drops', strength: '0.5%' }))).toEqual({ size: 5, count: 1, source: 'form' });
  });
});
