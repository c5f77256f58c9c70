import { describe, expect, it } from 'vitest';
import { saltFreeAliases, saltFreeName } from '../../../functions/domain/catalog/salt-names';
import { expandSeed } from '../../../functions/domain/catalog/seed/expand';
import { normaliseName } from '../../../functions/domain/catalog/drug-repository';

describe('salt-free names', () => {
  it('drops one final salt word, and nothing else', () => {
    expect(saltFreeName('metformin hcl')).toBe('metformin');
    expect(saltFreeName('metoprolol tartrate')).toBe('metoprolol');
    expect(saltFreeName('metoprolol succinate er')).toBeUndefined();
    expect(saltFreeName('lisinopril')).toBeUndefined();
    expect(saltFreeName('calcium acetate')).toBeUndefined();
  });

  it('gives each alias to one label only, never over a real label name', () => {
    const aliases = saltFreeAliases(['heparin sod', 'heparin sodium', 'bupropion hcl', 'bupropion xl', 'doxycycline hyclate', 'doxycycline']);
    expect([...aliases]).toEqual([['bupropion', 'bupropion hcl']]);
  });

  it('lets the common generics people type without the salt find their product in the seed catalog', () => {
    const names = expandSeed().groups.flatMap((g) => g.labels.map((l) => normaliseName(l.name)));
    const aliases = saltFreeAliases(names);
    expect(aliases.get('metformin')).toBe('metformin hcl');
    expect(aliases.get('metoprolol')).toBe('metoprolol tartrate');
    expect(aliases.get('bupropion')).toBe('bupropion hcl');
    expect(aliases.get('venlafaxine')).toBe('venlafaxine hcl');
  });
});
