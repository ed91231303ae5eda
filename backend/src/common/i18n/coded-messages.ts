import { Locale } from '../../locales';
import { attachKoreanParticles } from './korean-particles';
import { placeholdersOf } from './message-catalog';
import { ERROR_CATALOGS } from './error-messages';
import enUS from './messages/en-US.json';
import koKR from './messages/ko-KR.json';
import zhCN from './messages/zh-CN.json';

/**
 * The messages of domain errors, keyed by an id: the error's code (`STOCK_SHORT`), or the code and a
 * variant when one code has several messages (`NOT_FOUND.user`, `DUPLICATE.partnerCode`); a few ids
 * name parts that other messages put together (`line`, `usedBy`, `count.prices`). Each language's
 * catalog has the same ids; a message is rendered from its id and its parameters, never recognised
 * from its English text.
 *
 * A template's placeholders: `{name}` puts the parameter in as it is, `{name:number}` the same (a
 * number), `{name:term}` the term's translation (field and record names, the catalog's `terms`),
 * `{name:message}` another message (rendered in turn), `{name:list}` several, joined as the language
 * joins a list.
 */
export type MessageId = keyof typeof enUS.errors;

export type MessageParam = string | number | MessageRef | MessageRef[];
export type MessageParams = Record<string, MessageParam>;

export interface MessageRef {
  id: MessageId;
  params?: MessageParams;
}

interface CodedCatalog {
  separators: { messages: string; list: string };
  terms: Record<string, string>;
  errors: Record<MessageId, string>;
}

export const CODED_CATALOGS: Record<Locale, CodedCatalog> = {
  'en-US': { ...enUS, terms: {} },
  'zh-CN': zhCN,
  'ko-KR': koKR,
};

const FINISH: Partial<Record<Locale, (text: string) => string>> = { 'ko-KR': attachKoreanParticles };
const PLACEHOLDER = /\{(\w+)(?::(number|term|message|list))?\}/g;

function isRef(value: unknown): value is MessageRef {
  return typeof value === 'object' && value !== null && 'id' in value;
}

function render(ref: MessageRef, locale: Locale): string {
  const catalog = CODED_CATALOGS[locale];
  const template = catalog.errors[ref.id] ?? CODED_CATALOGS['en-US'].errors[ref.id] ?? ref.id;
  const params = ref.params ?? {};
  // The kinds are written in the English template; a translation names the placeholders only.
  const kinds = new Map(
    placeholdersOf(CODED_CATALOGS['en-US'].errors[ref.id] ?? '').map((p) => [p.name, p.kind]),
  );
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    const kind = kinds.get(name);
    if (value === undefined) return whole;
    if (Array.isArray(value)) return value.map((v) => render(v, locale)).join(catalog.separators.list);
    if (isRef(value)) return render(value, locale);
    // A plain exception's text inside a message of ours: the English-keyed catalog may know it.
    if (kind === 'message' && locale !== 'en-US') return ERROR_CATALOGS[locale].translate(String(value));
    if (kind === 'term') return catalog.terms[String(value)] ?? String(value);
    return String(value);
  });
}

/** A message in a language (English: the code's own words). */
export function renderMessage(ref: MessageRef, locale: Locale): string {
  const text = render(ref, locale);
  return FINISH[locale]?.(text) ?? text;
}

/** The placeholder names of a template, sorted (a translation must use the same). */
export function placeholderNames(template: string): string {
  return placeholdersOf(template)
    .map((p) => p.name)
    .sort()
    .join(',');
}
