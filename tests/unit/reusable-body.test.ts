import { describe, expect, it } from 'vitest';
import { markReusable, serialise } from '../../functions/lib/reusable-body';

describe('reusable answer bodies', () => {
  it('serialises a marked answer once and gives that JSON every time', () => {
    const page = markReusable({ drugs: [{ price: 4.2 }] });
    const first = serialise(page);
    page.drugs[0]!.price = 9; // never done to a marked answer; shows the JSON was made once
    expect(serialise(page)).toBe(first);
  });

  it('serialises anything else each time', () => {
    const answer = { n: 1 };
    expect(serialise(answer)).toBe('{"n":1}');
    answer.n = 2;
    expect(serialise(answer)).toBe('{"n":2}');
    expect(serialise('text')).toBe('"text"');
    expect(serialise(null)).toBe('null');
  });
});
