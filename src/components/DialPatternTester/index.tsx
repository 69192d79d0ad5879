import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {matchParsedPattern, parseDialPattern, validateDialledNumber, type DialPatternError} from './match';
import styles from './styles.module.css';

export type Props = {
  defaultPattern?: string;
  defaultNumber?: string;
};

type Example = {pattern: string; number: string};

const EXAMPLES: Example[] = [
  {pattern: '9[2-9]xxxxxx', number: '92345678'},
  {pattern: '2xx', number: '201'},
  {pattern: '00.', number: '004930901820'},
  {pattern: '[1-5]xx', number: '650'},
];

function errorMessage(error: DialPatternError): string {
  const values = {
    position: String(error.position ?? ''),
    text: error.text ?? '',
  };
  switch (error.code) {
    case 'emptyPattern':
      return translate({
        id: 'dialPatternTester.error.emptyPattern',
        message: 'Enter a pattern: digits, x, a range such as [2-9], or a trailing . or *.',
        description: 'Dial pattern tester: the pattern field is empty',
      });
    case 'unexpectedChar':
      return translate(
        {
          id: 'dialPatternTester.error.unexpectedChar',
          message: 'Unexpected character "{text}" at position {position}. Allowed are digits, x, [ ], and a trailing . or *.',
          description: 'Dial pattern tester: the pattern contains a character that is not part of the syntax',
        },
        values,
      );
    case 'unclosedBracket':
      return translate(
        {
          id: 'dialPatternTester.error.unclosedBracket',
          message: 'The "[" at position {position} is never closed. Add the matching "]".',
          description: 'Dial pattern tester: a [ without ] in the pattern',
        },
        values,
      );
    case 'unopenedBracket':
      return translate(
        {
          id: 'dialPatternTester.error.unopenedBracket',
          message: 'The "]" at position {position} has no matching "[".',
          description: 'Dial pattern tester: a ] without [ in the pattern',
        },
        values,
      );
    case 'nestedBracket':
      return translate(
        {
          id: 'dialPatternTester.error.nestedBracket',
          message: 'Found "[" at position {position} inside a range. Ranges cannot be nested.',
          description: 'Dial pattern tester: a [ inside [ ]',
        },
        values,
      );
    case 'emptyRange':
      return translate(
        {
          id: 'dialPatternTester.error.emptyRange',
          message: 'The range "[]" at position {position} is empty. Put at least one digit between the brackets.',
          description: 'Dial pattern tester: [] with nothing inside',
        },
        values,
      );
    case 'invalidRangeChar':
      return translate(
        {
          id: 'dialPatternTester.error.invalidRangeChar',
          message: 'Found "{text}" at position {position} inside a range. Only digits and "-" are allowed between [ and ].',
          description: 'Dial pattern tester: a non-digit inside [ ]',
        },
        values,
      );
    case 'incompleteRange':
      return translate(
        {
          id: 'dialPatternTester.error.incompleteRange',
          message: 'Incomplete range at position {position}. Write a range as two digits joined by "-", for example [2-9].',
          description: 'Dial pattern tester: a range like [2-] or [-5]',
        },
        values,
      );
    case 'reversedRange':
      return translate(
        {
          id: 'dialPatternTester.error.reversedRange',
          message: 'The range "{text}" at position {position} runs backwards. Put the smaller digit first.',
          description: 'Dial pattern tester: a range like [9-2]',
        },
        values,
      );
    case 'wildcardNotLast':
      return translate(
        {
          id: 'dialPatternTester.error.wildcardNotLast',
          message: '"{text}" at position {position} must be the last character of the pattern: it stands for all remaining digits.',
          description: 'Dial pattern tester: . or * used before the end of the pattern',
        },
        values,
      );
    case 'emptyNumber':
      return translate({
        id: 'dialPatternTester.error.emptyNumber',
        message: 'Enter the number you want to test.',
        description: 'Dial pattern tester: the number field is empty',
      });
    case 'invalidNumber':
      return translate(
        {
          id: 'dialPatternTester.error.invalidNumber',
          message: 'The dialled number may contain only digits 0-9; found "{text}" at position {position}.',
          description: 'Dial pattern tester: the number contains a non-digit',
        },
        values,
      );
  }
}

type Verdict =
  | {state: 'error'; field: 'pattern' | 'number'; message: string}
  | {state: 'match' | 'noMatch'; length: string; pattern: string; number: string};

function evaluate(pattern: string, number: string): Verdict {
  const parsed = parseDialPattern(pattern);
  if (!parsed.ok) {
    return {state: 'error', field: 'pattern', message: errorMessage(parsed.error)};
  }
  const numberError = validateDialledNumber(number);
  if (numberError) {
    return {state: 'error', field: 'number', message: errorMessage(numberError)};
  }
  const {minLength, maxLength} = parsed.pattern;
  const trimmedNumber = number.trim();
  return {
    state: matchParsedPattern(parsed.pattern, trimmedNumber) ? 'match' : 'noMatch',
    length: maxLength === null ? `${minLength}+` : String(minLength),
    pattern: pattern.trim(),
    number: trimmedNumber,
  };
}

function Result({verdict, id}: {verdict: Verdict; id: string}): ReactNode {
  if (verdict.state === 'error') {
    return (
      <p id={id} className={clsx(styles.result, styles.resultError)}>
        <strong>
          <Translate id="dialPatternTester.result.errorLabel" description="Dial pattern tester: prefix of an error">
            Check your input:
          </Translate>
        </strong>{' '}
        {verdict.message}
      </p>
    );
  }
  const values = {
    number: <code>{verdict.number}</code>,
    pattern: <code>{verdict.pattern}</code>,
  };
  return (
    <p id={id} className={clsx(styles.result, verdict.state === 'match' ? styles.resultMatch : styles.resultNoMatch)}>
      <strong>
        {verdict.state === 'match' ? (
          <Translate id="dialPatternTester.result.match" description="Dial pattern tester: verdict when the number matches">
            Match.
          </Translate>
        ) : (
          <Translate id="dialPatternTester.result.noMatch" description="Dial pattern tester: verdict when the number does not match">
            No match.
          </Translate>
        )}
      </strong>{' '}
      {verdict.state === 'match' ? (
        <Translate
          id="dialPatternTester.result.matchDetail"
          description="Dial pattern tester: explanation when the number matches"
          values={values}
        >
          {'The pattern {pattern} matches {number}.'}
        </Translate>
      ) : (
        <Translate
          id="dialPatternTester.result.noMatchDetail"
          description="Dial pattern tester: explanation when the number does not match"
          values={values}
        >
          {'The pattern {pattern} does not match {number}.'}
        </Translate>
      )}{' '}
      <Translate
        id="dialPatternTester.result.length"
        description="Dial pattern tester: how many digits the pattern accepts; {length} is e.g. 8 or 3+ (3 or more)"
        values={{length: verdict.length}}
      >
        {'Numbers this pattern accepts have {length} digits.'}
      </Translate>
    </p>
  );
}

export default function DialPatternTester({defaultPattern = '9[2-9]xxxxxx', defaultNumber = '92345678'}: Props): ReactNode {
  const [pattern, setPattern] = useState(defaultPattern);
  const [number, setNumber] = useState(defaultNumber);
  const baseId = useId();
  const patternId = `${baseId}-pattern`;
  const numberId = `${baseId}-number`;
  const syntaxId = `${baseId}-syntax`;
  const resultId = `${baseId}-result`;
  const headingId = `${baseId}-heading`;
  const examplesId = `${baseId}-examples`;

  const verdict = evaluate(pattern, number);
  const patternInvalid = verdict.state === 'error' && verdict.field === 'pattern';
  const numberInvalid = verdict.state === 'error' && verdict.field === 'number';

  return (
    // A group, not a region landmark: a page may hold several testers.
    <div role="group" className={styles.tester} aria-labelledby={headingId}>
      <p id={headingId} className={styles.title}>
        <Translate id="dialPatternTester.title" description="Dial pattern tester: title of the widget">
          Dial pattern tester
        </Translate>
      </p>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={patternId} className={styles.label}>
            <Translate id="dialPatternTester.patternLabel" description="Dial pattern tester: label of the pattern input">
              Pattern
            </Translate>
          </label>
          <input
            id={patternId}
            className={clsx(styles.input, patternInvalid && styles.inputInvalid)}
            type="text"
            value={pattern}
            onChange={(event) => setPattern(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={patternInvalid}
            aria-describedby={`${syntaxId} ${resultId}`}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={numberId} className={styles.label}>
            <Translate id="dialPatternTester.numberLabel" description="Dial pattern tester: label of the dialled number input">
              Dialled number
            </Translate>
          </label>
          <input
            id={numberId}
            className={clsx(styles.input, numberInvalid && styles.inputInvalid)}
            type="text"
            inputMode="numeric"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={numberInvalid}
            aria-describedby={resultId}
          />
        </div>
      </div>

      <p id={syntaxId} className={styles.syntax}>
        <Translate
          id="dialPatternTester.syntax"
          description="Dial pattern tester: short syntax reminder below the inputs; keep the code parts unchanged"
          values={{
            x: <code>{'x'}</code>,
            range: <code>{'[1-5]'}</code>,
            rest: <code>{'.'}</code>,
            star: <code>{'*'}</code>,
          }}
        >
          {
            'Digits match themselves, {x} matches any digit, {range} one digit from a range, and a trailing {rest} or {star} one or more further digits.'
          }
        </Translate>
      </p>

      <div role="status" aria-live="polite" aria-atomic="true">
        <Result verdict={verdict} id={resultId} />
      </div>

      <div className={styles.examples}>
        <span id={examplesId} className={styles.examplesLabel}>
          <Translate id="dialPatternTester.examplesLabel" description="Dial pattern tester: label before the example buttons">
            Try an example:
          </Translate>
        </span>
        <ul className={styles.exampleList} aria-labelledby={examplesId}>
          {EXAMPLES.map((example) => (
            <li key={`${example.pattern}|${example.number}`}>
              <button
                type="button"
                className={clsx('button button--sm button--outline button--secondary', styles.exampleButton)}
                onClick={() => {
                  setPattern(example.pattern);
                  setNumber(example.number);
                }}
              >
                <code>{example.pattern}</code>
                <span aria-hidden="true">{' → '}</span>
                <code>{example.number}</code>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
