import {describe, expect, it} from 'vitest';
import {
  applyReplacement,
  compilePattern,
  fromQuery,
  matchPattern,
  simulate,
  toQuery,
  type DialPlanEntry,
} from '../../src/components/DialPlanSimulator/dialPlan';

const match = (pattern: string, number: string, domain = 'example.com') => {
  const c = compilePattern(pattern);
  if (!c.ok) throw new Error(c.error.code);
  return matchPattern(c.pattern, number, domain);
};

describe('dial-plan patterns (the product documentation)', () => {
  it('9* matches numbers that start with 9, and * in the replacement carries the rest over', () => {
    expect(match('9*', '92121234567')).toEqual({rest: '2121234567'});
    expect(match('9*', '82121234567')).toBeNull();
    expect(applyReplacement('1*', '92121234567', {rest: '2121234567'}, '')).toBe('12121234567');
  });

  it('an empty replacement sends the number as dialled', () => {
    expect(applyReplacement('', '004930231250', {rest: '4930231250'}, '')).toBe('004930231250');
    expect(applyReplacement('   ', '911', {}, '')).toBe('911');
  });

  it('openai is a pattern of its own', () => {
    expect(match('openai', 'openai')).toEqual({});
    expect(match('openai', '911')).toBeNull();
    const c = compilePattern('openai');
    expect(c.ok && c.pattern.legacy).toBe(false);
  });

  it('a + and a star code are digits of the number, not syntax', () => {
    expect(match('+49*', '+493023125000')).toEqual({rest: '3023125000'});
    expect(match('*97', '*97')).toEqual({});
  });
});

describe('dial-plan patterns (older material, marked legacy)', () => {
  it('* alone matches everything; a pattern without * matches the exact number', () => {
    expect(match('*', '5551234')).toEqual({rest: '5551234'});
    expect(match('911', '911')).toEqual({});
    expect(match('911', '9110')).toBeNull();
    for (const p of ['*', '911', '978xxxxxxx', '9[911|411]']) {
      const c = compilePattern(p);
      expect(c.ok && c.pattern.legacy, p).toBe(true);
    }
  });

  it('x is one digit; [a|b] is one of the strings', () => {
    expect(match('978xxxxxxx', '9781234567')).toEqual({});
    expect(match('978xxxxxxx', '978123456')).toBeNull();
    expect(match('9[911|411]', '9411')).toEqual({});
    expect(match('9[911|411]', '9311')).toBeNull();
    // Alternatives of different lengths backtrack.
    expect(match('[1|12]3', '123')).toEqual({});
  });

  it('regular expressions match number@domain; \\1 … \\9 and \\r fill the replacement', () => {
    const capture = match('([0-9]*)@.*', '2121234567', 'test.com');
    expect(capture).toEqual({groups: ['2121234567']});
    expect(applyReplacement('sip:\\1@\\r;user=phone', '2121234567', capture!, 'test.com')).toBe('sip:2121234567@test.com;user=phone');
  });

  it('unreadable patterns say why', () => {
    expect(compilePattern('')).toEqual({ok: false, error: {code: 'empty'}});
    expect(compilePattern('9[911|411')).toMatchObject({ok: false, error: {code: 'unclosedBracket'}});
    expect(compilePattern('9[911||411]')).toMatchObject({ok: false, error: {code: 'emptyAlternative'}});
    expect(compilePattern('(\\d')).toMatchObject({ok: false, error: {code: 'badRegExp'}});
  });
});

describe('simulate', () => {
  const plan: DialPlanEntry[] = [
    {pref: 20, pattern: '*', replacement: '', trunk: 'Backup'},
    {pref: 10, pattern: '123*', replacement: '', trunk: 'Trunk 1'},
    {pref: 11, pattern: '123*', replacement: '', trunk: 'Trunk 2'},
    {pref: 5, pattern: '911', replacement: '', trunk: 'Gateway'},
  ];

  it('tries entries by preference, lowest first; the first match wins, the later matches are the failover order', () => {
    const s = simulate(plan, '1234567');
    expect(s.ordered.map((r) => r.entry.pref)).toEqual([5, 10, 11, 20]);
    expect(s.chosen?.entry.trunk).toBe('Trunk 1');
    expect(s.failover.map((r) => r.entry.trunk)).toEqual(['Trunk 2', 'Backup']);
    expect(s.chosen?.sent).toBe('1234567');
    expect(s.legacy).toBe(true);
  });

  it('equal preferences keep the order entered; nothing matches, nothing is chosen', () => {
    const s = simulate(
      [
        {pref: 1, pattern: '9*', replacement: '1*', trunk: 'A'},
        {pref: 1, pattern: '9*', replacement: '', trunk: 'B'},
      ],
      '92121234567',
    );
    expect(s.chosen?.entry.trunk).toBe('A');
    expect(s.chosen?.sent).toBe('12121234567');
    expect(s.failover.map((r) => r.entry.trunk)).toEqual(['B']);
    expect(
      simulate(
        plan.filter((e) => e.pattern !== '*'),
        '555',
      ).chosen,
    ).toBeUndefined();
  });

  it('ignores spaces and dashes in the dialled number, and reports unreadable entries', () => {
    const s = simulate(
      [
        {pref: 1, pattern: '9[1', replacement: '', trunk: 'A'},
        {pref: 2, pattern: '9*', replacement: '', trunk: 'B'},
      ],
      '9 212-123',
    );
    expect(s.errors.map((r) => r.entry.trunk)).toEqual(['A']);
    expect(s.chosen?.sent).toBe('9212123');
  });

  it('keeps a plan and number in the URL, commas and backslashes included', () => {
    const entries: DialPlanEntry[] = [
      {pref: 10, pattern: '9*', replacement: '1*', trunk: 'Carrier, main'},
      {pref: 20, pattern: '([0-9]*)@.*', replacement: 'sip:\\1@\\r', trunk: 'SIP'},
    ];
    const back = fromQuery(toQuery(entries, '+4930 231'));
    expect(back).toEqual({entries, number: '+4930 231'});
    expect(fromQuery('x=1')).toBeNull();
  });
});
