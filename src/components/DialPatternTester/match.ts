/**
 * Pure matching logic for dial-plan patterns, as used by the
 * DialPatternTester component and its unit tests.
 *
 * Pattern syntax:
 *   0-9     the digit itself
 *   x / X   any single digit
 *   [...]   one digit out of a set: single digits and ranges, e.g. [1-5], [2-9], [1358], [1-35-7]
 *   . / *   one or more further digits; only allowed as the last character
 *
 * Leading and trailing whitespace is ignored in both the pattern and the number.
 * Positions in error details are 1-based and refer to the trimmed input.
 */

export type DialPatternErrorCode =
  | 'emptyPattern'
  | 'unexpectedChar'
  | 'unclosedBracket'
  | 'unopenedBracket'
  | 'nestedBracket'
  | 'emptyRange'
  | 'invalidRangeChar'
  | 'incompleteRange'
  | 'reversedRange'
  | 'wildcardNotLast'
  | 'emptyNumber'
  | 'invalidNumber';

export type DialPatternError = {
  code: DialPatternErrorCode;
  /** 1-based position of the offending character, if there is one. */
  position?: number;
  /** The offending character or range text, if there is one. */
  text?: string;
};

export type DialPatternToken = {kind: 'digit'; digits: readonly string[]} | {kind: 'rest'};

export type ParsedDialPattern = {
  tokens: DialPatternToken[];
  /** Shortest number the pattern can match. */
  minLength: number;
  /** Longest number the pattern can match, or null if unbounded. */
  maxLength: number | null;
};

export type ParseResult = {ok: true; pattern: ParsedDialPattern} | {ok: false; error: DialPatternError};

export type MatchResult = {ok: true; matches: boolean} | {ok: false; error: string};

const ALL_DIGITS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function isDigit(ch: string): boolean {
  return ch.length === 1 && ch >= '0' && ch <= '9';
}

function parseRange(body: string, openPosition: number): {ok: true; digits: string[]} | {ok: false; error: DialPatternError} {
  // openPosition is the 1-based position of '['; body[i] sits at openPosition + 1 + i.
  if (body.length === 0) {
    return {ok: false, error: {code: 'emptyRange', position: openPosition, text: '[]'}};
  }
  const set = new Set<string>();
  let i = 0;
  while (i < body.length) {
    const ch = body[i]!;
    const pos = openPosition + 1 + i;
    if (ch === '-') {
      return {ok: false, error: {code: 'incompleteRange', position: pos, text: '-'}};
    }
    if (!isDigit(ch)) {
      return {ok: false, error: {code: 'invalidRangeChar', position: pos, text: ch}};
    }
    if (body[i + 1] === '-') {
      const end = body[i + 2];
      if (end === undefined) {
        return {ok: false, error: {code: 'incompleteRange', position: pos, text: `${ch}-`}};
      }
      if (!isDigit(end)) {
        return {
          ok: false,
          error: {code: end === '-' ? 'incompleteRange' : 'invalidRangeChar', position: pos + 2, text: end},
        };
      }
      if (end < ch) {
        return {ok: false, error: {code: 'reversedRange', position: pos, text: `${ch}-${end}`}};
      }
      for (let d = Number(ch); d <= Number(end); d += 1) {
        set.add(String(d));
      }
      i += 3;
    } else {
      set.add(ch);
      i += 1;
    }
  }
  return {ok: true, digits: ALL_DIGITS.filter((d) => set.has(d))};
}

/** Parses a dial-plan pattern into tokens, or explains why it is malformed. */
export function parseDialPattern(rawPattern: string): ParseResult {
  const pattern = rawPattern.trim();
  if (pattern.length === 0) {
    return {ok: false, error: {code: 'emptyPattern'}};
  }
  const tokens: DialPatternToken[] = [];
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    const pos = i + 1;
    if (isDigit(ch)) {
      tokens.push({kind: 'digit', digits: [ch]});
      i += 1;
    } else if (ch === 'x' || ch === 'X') {
      tokens.push({kind: 'digit', digits: ALL_DIGITS});
      i += 1;
    } else if (ch === '[') {
      const close = pattern.indexOf(']', i + 1);
      const nextOpen = pattern.indexOf('[', i + 1);
      if (close === -1) {
        return {ok: false, error: {code: 'unclosedBracket', position: pos, text: '['}};
      }
      if (nextOpen !== -1 && nextOpen < close) {
        return {ok: false, error: {code: 'nestedBracket', position: nextOpen + 1, text: '['}};
      }
      const range = parseRange(pattern.slice(i + 1, close), pos);
      if (!range.ok) {
        return range;
      }
      tokens.push({kind: 'digit', digits: range.digits});
      i = close + 1;
    } else if (ch === ']') {
      return {ok: false, error: {code: 'unopenedBracket', position: pos, text: ']'}};
    } else if (ch === '.' || ch === '*') {
      if (i !== pattern.length - 1) {
        return {ok: false, error: {code: 'wildcardNotLast', position: pos, text: ch}};
      }
      tokens.push({kind: 'rest'});
      i += 1;
    } else {
      return {ok: false, error: {code: 'unexpectedChar', position: pos, text: ch}};
    }
  }
  const fixed = tokens.filter((t) => t.kind === 'digit').length;
  const open = tokens.some((t) => t.kind === 'rest');
  return {
    ok: true,
    pattern: {
      tokens,
      minLength: open ? fixed + 1 : fixed,
      maxLength: open ? null : fixed,
    },
  };
}

/** Checks a dialled number: digits 0-9 only, not empty. */
export function validateDialledNumber(rawNumber: string): DialPatternError | null {
  const number = rawNumber.trim();
  if (number.length === 0) {
    return {code: 'emptyNumber'};
  }
  for (let i = 0; i < number.length; i += 1) {
    if (!isDigit(number[i]!)) {
      return {code: 'invalidNumber', position: i + 1, text: number[i]};
    }
  }
  return null;
}

/** Matches an already validated number (digits only) against a parsed pattern. */
export function matchParsedPattern(parsed: ParsedDialPattern, number: string): boolean {
  if (number.length < parsed.minLength) {
    return false;
  }
  if (parsed.maxLength !== null && number.length > parsed.maxLength) {
    return false;
  }
  let pos = 0;
  for (const token of parsed.tokens) {
    if (token.kind === 'rest') {
      // Only ever the last token; the length check above guarantees at least one digit is left.
      return true;
    }
    if (!token.digits.includes(number[pos]!)) {
      return false;
    }
    pos += 1;
  }
  return pos === number.length;
}

/** English text for an error, used by matchDialPattern. The component translates codes itself. */
export function describeDialPatternError(error: DialPatternError): string {
  const at = error.position !== undefined ? ` at position ${error.position}` : '';
  switch (error.code) {
    case 'emptyPattern':
      return 'The pattern is empty. Enter digits, x, a range such as [2-9], or a trailing . or *.';
    case 'unexpectedChar':
      return `Unexpected character "${error.text}"${at}. Allowed are digits, x, [ ], and a trailing . or *.`;
    case 'unclosedBracket':
      return `The "[" opened${at} is never closed. Add the matching "]".`;
    case 'unopenedBracket':
      return `The "]"${at} has no matching "[".`;
    case 'nestedBracket':
      return `Found "["${at} inside a range. Ranges cannot be nested.`;
    case 'emptyRange':
      return `The range "[]"${at} is empty. Put at least one digit between the brackets.`;
    case 'invalidRangeChar':
      return `Found "${error.text}"${at} inside a range. Only digits and "-" are allowed between [ and ].`;
    case 'incompleteRange':
      return `Incomplete range${at}. Write a range as two digits joined by "-", for example [2-9].`;
    case 'reversedRange':
      return `The range "${error.text}"${at} runs backwards. Put the smaller digit first.`;
    case 'wildcardNotLast':
      return `"${error.text}"${at} must be the last character of the pattern: it stands for all remaining digits.`;
    case 'emptyNumber':
      return 'The dialled number is empty.';
    case 'invalidNumber':
      return `The dialled number may contain only digits 0-9; found "${error.text}"${at}.`;
  }
}

/**
 * Tests whether a dialled number matches a dial-plan pattern.
 * Returns an error for a malformed pattern or a number that is not made of digits.
 */
export function matchDialPattern(pattern: string, number: string): MatchResult {
  const parsed = parseDialPattern(pattern);
  if (!parsed.ok) {
    return {ok: false, error: describeDialPatternError(parsed.error)};
  }
  const numberError = validateDialledNumber(number);
  if (numberError) {
    return {ok: false, error: describeDialPatternError(numberError)};
  }
  return {ok: true, matches: matchParsedPattern(parsed.pattern, number.trim())};
}
