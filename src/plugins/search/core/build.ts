/** Builds the index files of one search context from the sections of its pages. */
import {analyze, stem, tokenize, isStopWord, type Lang} from './text';
import type {CompactIndex, ContentDoc, ContentFile, FIELD_BOOST, HeadDoc, HeadFile} from './format';

type FieldName = keyof typeof FIELD_BOOST;

export type PageSections = {
  title: string;
  url: string;
  breadcrumbs: string[];
  /** Front-matter description: searched with the intro text. */
  description?: string;
  /** Section 0 is the intro (heading ''), the others start at a heading. */
  sections: Array<{heading: string; hash: string; text: string}>;
};

type SourceDoc = {ref: number; values: Partial<Record<FieldName, string>>};

/** Term statistics of the documents' fields, with the words behind each term. */
export function compactIndex(fields: FieldName[], docs: SourceDoc[], lang: Lang): CompactIndex {
  const counts = fields.map(() => new Map<string, Map<number, number>>());
  const forms = new Map<string, Set<string>>();
  fields.forEach((field, f) => {
    for (const {ref, values} of docs) {
      const text = values[field] ?? '';
      for (const term of analyze(text, lang)) {
        const byDoc = counts[f]?.get(term) ?? new Map<number, number>();
        byDoc.set(ref, (byDoc.get(ref) ?? 0) + 1);
        counts[f]?.set(term, byDoc);
      }
      for (const word of tokenize(text)) {
        if (isStopWord(word, lang)) continue;
        const term = stem(word, lang);
        if (word === term) continue;
        const set = forms.get(term) ?? new Set<string>();
        set.add(word);
        forms.set(term, set);
      }
    }
  });
  const terms = [...new Set(counts.flatMap((m) => [...m.keys()]))].sort();
  const postings = counts.map((byTerm) =>
    terms.map((term) => {
      const flat: number[] = [];
      let last = 0;
      for (const [ref, tf] of [...(byTerm.get(term) ?? [])].sort((a, b) => a[0] - b[0])) {
        flat.push(ref - last, tf);
        last = ref;
      }
      return flat;
    }),
  );
  return {
    fields,
    terms,
    forms: terms.map((t) => (forms.has(t) ? [...(forms.get(t) ?? [])].sort().join(' ') : 0)),
    postings,
  };
}

export function buildContext(pages: PageSections[], lang: Lang): {head: HeadFile; content: ContentFile} {
  const head: HeadDoc[] = [];
  const content: ContentDoc[] = [];
  const headDocs: SourceDoc[] = [];
  const contentDocs: SourceDoc[] = [];
  const breadcrumbs: string[][] = [];
  const crumbKeys = new Map<string, number>();
  let ref = 0;
  for (const page of pages) {
    const pageRef = ref;
    const key = JSON.stringify(page.breadcrumbs);
    if (!crumbKeys.has(key)) {
      crumbKeys.set(key, breadcrumbs.length);
      breadcrumbs.push(page.breadcrumbs);
    }
    page.sections.forEach((section, n) => {
      const i = ref++;
      if (n === 0) {
        head.push({i, p: i, t: page.title, u: page.url, b: crumbKeys.get(key)});
        headDocs.push({ref: i, values: {title: page.title}});
      } else {
        head.push({i, p: pageRef, t: section.heading, h: section.hash});
        headDocs.push({ref: i, values: {heading: section.heading}});
      }
      const text = n === 0 && page.description ? `${page.description}\n${section.text}` : section.text;
      content.push({i, x: text});
      contentDocs.push({ref: i, values: {text}});
    });
  }
  return {
    head: [{documents: head, breadcrumbs, index: compactIndex(['title', 'heading'], headDocs, lang)}],
    content: [{documents: content, index: compactIndex(['text'], contentDocs, lang)}],
  };
}
