/**
 * A catalog of error messages in one language, keyed by the English text the code throws.
 *
 * A key is the English message with placeholders for its variable parts: `{name}` takes the text found
 * there as it is (a date, a code, a name), `{name:number}` the same but only a number, `{name:term}`
 * only one of the catalog's `terms` (field and record names, e.g. "product model") and puts in the
 * term's translation, `{name:message}` text that is itself a message, translated in turn, and
 * `{name:list}` a list of such messages joined by ", ". The translation uses each placeholder of its
 * key by name: `{name}`.
 */
export interface CatalogData {
  /** Joins several messages of one answer (the validation pipe's) and the items of a `list`. */
  separators: { messages: string; list: string };
  /** Field and record names, English → translation. */
  terms: Record<string, string>;
  /** English message (template) → translation. */
  messages: Record<string, string>;
}

export type PlaceholderKind = 'text' | 'number' | 'term' | 'message' | 'list';

export interface Placeholder {
  name: string;
  kind: PlaceholderKind;
}

export interface Template {
  /** The English key, as written in the catalog. */
  key: string;
  translation: string;
  placeholders: Placeholder[];
  pattern: RegExp;
  /** Characters of fixed text: the more, the more specific the template (it is tried first). */
  literalLength: number;
}

export interface MessageMatch {
  template: Template;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)(?::(number|term|message|list))?\}/g;
const ENGLISH_LIST = ', ';

/** Placeholders of a key or a translation, in order of appearance. */
export function placeholdersOf(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({
    name: m[1],
    kind: (m[2] as PlaceholderKind | undefined) ?? 'text',
  }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class MessageCatalog {
  /** Messages without placeholders, looked up directly. */
  private readonly exact = new Map<string, string>();
  /** Messages with placeholders, most specific first. */
  readonly templates: Template[] = [];

  private readonly finish: (text: string) => string;

  constructor(
    readonly data: CatalogData,
    options: {
      /** Applied to every finished translation (Korean particles). */
      finish?: (text: string) => string;
      /** A text every placeholder accepts besides its own kind (the coverage test's unknown parts). */
      wildcard?: string;
    } = {},
  ) {
    this.finish = options.finish ?? ((text) => text);
    const wildcard = options.wildcard === undefined ? '' : `${escapeRegExp(options.wildcard)}|`;
    // Longest first, so that "product model" is preferred to "product" at the same place.
    const terms = Object.keys(data.terms)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
    const patterns: Record<PlaceholderKind, string> = {
      text: '[\\s\\S]+?',
      number: '-?\\d+(?:\\.\\d+)?',
      term: terms || '(?!)',
      message: '[\\s\\S]+?',
      list: '[\\s\\S]+?',
    };
    for (const [key, translation] of Object.entries(data.messages)) {
      const placeholders = placeholdersOf(key);
      if (placeholders.length === 0) {
        this.exact.set(key, translation);
        continue;
      }
      let source = '';
      let literalLength = 0;
      let last = 0;
      for (const m of key.matchAll(PLACEHOLDER)) {
        const literal = key.slice(last, m.index);
        source += escapeRegExp(literal);
        literalLength += literal.length;
        source += `(${wildcard}${patterns[(m[2] as PlaceholderKind | undefined) ?? 'text']})`;
        last = m.index + m[0].length;
      }
      source += escapeRegExp(key.slice(last));
      literalLength += key.length - last;
      this.templates.push({
        key,
        translation,
        placeholders,
        pattern: new RegExp(`^${source}$`),
        literalLength,
      });
    }
    this.templates.sort(
      (a, b) => b.literalLength - a.literalLength || a.placeholders.length - b.placeholders.length,
    );
  }

  /** The catalog entry a message is an instance of, with the text found at each placeholder. */
  match(message: string): MessageMatch | null {
    if (this.exact.has(message)) {
      return {
        template: {
          key: message,
          translation: this.exact.get(message)!,
          placeholders: [],
          pattern: /(?!)/,
          literalLength: message.length,
        },
        values: {},
      };
    }
    for (const template of this.templates) {
      const found = template.pattern.exec(message);
      if (!found) continue;
      const values: Record<string, string> = {};
      template.placeholders.forEach((p, i) => (values[p.name] = found[i + 1]));
      return { template, values };
    }
    return null;
  }

  /** The message in this catalog's language; one without an entry comes back unchanged (English). */
  translate(message: string): string {
    return this.finish(this.render(message));
  }

  /** Several messages of one answer, each translated, joined as this language writes it. */
  join(messages: string[]): string {
    return messages.map((m) => this.translate(m)).join(this.data.separators.messages);
  }

  private render(message: string): string {
    const found = this.match(message);
    if (!found) return message;
    const kinds = new Map(found.template.placeholders.map((p) => [p.name, p.kind]));
    return found.template.translation.replace(PLACEHOLDER, (whole, name: string) => {
      const value = found.values[name];
      if (value === undefined) return whole;
      switch (kinds.get(name)) {
        case 'term':
          return this.data.terms[value] ?? value;
        case 'message':
          return this.render(value);
        case 'list':
          return value
            .split(ENGLISH_LIST)
            .map((item) => this.render(item))
            .join(this.data.separators.list);
        default:
          return value;
      }
    });
  }
}
