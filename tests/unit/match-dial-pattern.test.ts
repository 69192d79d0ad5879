import {describe, it, expect} from 'vitest';
import {matchDialPattern, parseDialPattern, validateDialledNumber} from '../../src/components/DialPatternTester/match';

function matches(pattern: string, number: string): boolean {
  const result = matchDialPattern(pattern, number);
  if (!result.ok) {
    throw new Error(`unexpected error for ${pattern} / ${number}: ${result.error}`);
  }
  return result.matches;
}

describe('matchDialPattern: literal digits and x', () => {
  it('matches an exact number', () => {
    expect(matches('201', '201')).toBe(true);
    expect(matches('201', '202')).toBe(false);
  });

  it('treats x and X as any single digit', () => {
    expect(matches('2xx', '201')).toBe(true);
    expect(matches('2XX', '299')).toBe(true);
    expect(matches('2xx', '301')).toBe(false);
  });

  it('requires the exact length when there is no trailing wildcard', () => {
    expect(matches('2xx', '20')).toBe(false);
    expect(matches('2xx', '2012')).toBe(false);
  });
});

describe('matchDialPattern: ranges', () => {
  it('matches the example from the docs', () => {
    expect(matches('9[2-9]xxxxxx', '92345678')).toBe(true);
    expect(matches('9[2-9]xxxxxx', '91345678')).toBe(false);
    expect(matches('9[2-9]xxxxxx', '9234567')).toBe(false);
  });

  it('includes both ends of a range', () => {
    expect(matches('[1-5]', '1')).toBe(true);
    expect(matches('[1-5]', '5')).toBe(true);
    expect(matches('[1-5]', '0')).toBe(false);
    expect(matches('[1-5]', '6')).toBe(false);
  });

  it('accepts lists and several ranges in one set', () => {
    expect(matches('[1358]x', '30')).toBe(true);
    expect(matches('[1358]x', '20')).toBe(false);
    expect(matches('[1-35-7]', '6')).toBe(true);
    expect(matches('[1-35-7]', '4')).toBe(false);
  });

  it('accepts a single-digit range such as [5-5]', () => {
    expect(matches('[5-5]0', '50')).toBe(true);
  });
});

describe('matchDialPattern: trailing . and *', () => {
  it('requires at least one further digit', () => {
    expect(matches('0.', '0')).toBe(false);
    expect(matches('0.', '01')).toBe(true);
    expect(matches('0.', '004930901820')).toBe(true);
  });

  it('treats * like .', () => {
    expect(matches('00*', '0044')).toBe(true);
    expect(matches('00*', '00')).toBe(false);
  });

  it('still checks the digits before the wildcard', () => {
    expect(matches('9[2-9].', '953')).toBe(true);
    expect(matches('9[2-9].', '95')).toBe(false);
    expect(matches('9[2-9].', '915')).toBe(false);
  });
});

describe('matchDialPattern: input handling', () => {
  it('ignores surrounding whitespace', () => {
    expect(matches('  2xx ', ' 201 ')).toBe(true);
  });

  it('rejects a number with non-digits', () => {
    const result = matchDialPattern('2xx', '2a1');
    expect(result).toEqual({ok: false, error: expect.stringContaining('"a"')});
  });

  it('rejects an empty number', () => {
    expect(matchDialPattern('2xx', '   ').ok).toBe(false);
  });
});

describe('matchDialPattern: malformed patterns', () => {
  const cases: Array<[string, RegExp]> = [
    ['', /empty/i],
    ['9[2-9xxx', /never closed/],
    ['9]2', /no matching "\["/],
    ['[1[2]]', /cannot be nested/],
    ['9[]x', /empty/i],
    ['[9-2]x', /backwards/],
    ['[2-]x', /Incomplete range/],
    ['[-5]x', /Incomplete range/],
    ['[2-a]', /Only digits/],
    ['[1x]', /Only digits/],
    ['0.1', /last character/],
    ['0..', /last character/],
    ['2y', /Unexpected character "y"/],
    ['+49.', /Unexpected character "\+"/],
  ];

  it.each(cases)('rejects %j', (pattern, message) => {
    const result = matchDialPattern(pattern, '123');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(message);
    }
  });

  it('reports the 1-based position of an unclosed bracket', () => {
    const result = matchDialPattern('9[2-9xxx', '92345678');
    expect(result).toEqual({ok: false, error: expect.stringContaining('position 2')});
  });

  it('reports a malformed pattern even when the number is invalid too', () => {
    const result = matchDialPattern('[', 'abc');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain('[');
    }
  });
});

describe('parseDialPattern and validateDialledNumber', () => {
  it('computes the length bounds', () => {
    const fixed = parseDialPattern('9[2-9]xxxxxx');
    expect(fixed.ok && fixed.pattern).toMatchObject({minLength: 8, maxLength: 8});
    const open = parseDialPattern('00.');
    expect(open.ok && open.pattern).toMatchObject({minLength: 3, maxLength: null});
  });

  it('returns error codes with positions', () => {
    expect(parseDialPattern('12[3')).toEqual({
      ok: false,
      error: {code: 'unclosedBracket', position: 3, text: '['},
    });
    expect(validateDialledNumber('12#')).toEqual({code: 'invalidNumber', position: 3, text: '#'});
    expect(validateDialledNumber('0301234')).toBeNull();
  });
});
