/** Characters Excel refuses in a sheet name. */
const FORBIDDEN = /[[\]:*?/\\]/g;
const MAX_LENGTH = 31;

/**
 * Hands out valid, unique sheet names: at most 31 characters, none of []:*?/\, no leading or trailing
 * apostrophe, not the reserved "History", unique without regard to case (as Excel compares them).
 * A clash gets " (2)", " (3)", … with the name shortened to make room.
 */
export class SheetNames {
  private readonly taken = new Set<string>();

  allocate(wanted: string, fallback = 'Sheet'): string {
    let base = clean(wanted) || clean(fallback) || 'Sheet';
    if (base.toLowerCase() === 'history') base = `${base}_`;
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : ` (${n})`;
      const candidate = trimEnd(cut(base, MAX_LENGTH - suffix.length)) + suffix;
      if (!this.taken.has(candidate.toLowerCase())) {
        this.taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  }
}

function clean(name: string): string {
  return trimEnd(
    cut(
      name
        .replace(FORBIDDEN, '_')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .trim()
        .replace(/^'+/, ''),
      MAX_LENGTH,
    ),
  );
}

/** Apostrophes may not start or end a name; trailing spaces look like a different name. */
function trimEnd(name: string): string {
  return name.replace(/^'+/, '').replace(/['\s]+$/, '');
}

/** At most `max` UTF-16 units (Excel's measure) without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}
