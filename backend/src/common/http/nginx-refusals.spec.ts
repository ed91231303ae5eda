import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../locales';
import { CodedMessageId, DomainError } from '../errors/domain-error';
import { ERROR_CODES, isErrorCode } from '../errors/error-codes';

const NGINX = join(__dirname, '..', '..', '..', '..', 'docker', 'nginx');
const read = (file: string) => readFileSync(join(NGINX, file), 'utf8');

/** `"<id>:<language>"  "<message>";` lines of the message map. */
function nginxMessages(): Map<string, string> {
  const entries = [
    ...read('tradebook-refusals.conf').matchAll(/^\s*"([A-Za-z_.]+:[a-zA-Z-]+)"\s+"([^"]*)";$/gm),
  ];
  return new Map(entries.map(([, key, message]) => [key, message]));
}

/** Each refusal page with the status it answers: `error_page … [=status] /.tradebook/<id>`. */
function nginxPages(): { id: string; status: number }[] {
  const tooLarge = [
    ...read('tradebook-refusals.conf').matchAll(/^\s*(?:default|"~\^\/api\/import\/")\s+([A-Z_.a-z]+);$/gm),
  ];
  return [
    ...read('tradebook-refusal-pages.conf').matchAll(
      /^error_page ([\d ]+?) (?:=(\d+) )?\/\.tradebook\/(\S+);$/gm,
    ),
  ].flatMap(([, statuses, replaced, page]) => {
    const status = Number(replaced ?? statuses.split(' ')[0]);
    const ids = page === '$tradebook_too_large' ? tooLarge.map(([, id]) => id) : [page];
    return ids.map((id) => ({ id, status }));
  });
}

describe("nginx's own refusals (docker/nginx)", () => {
  it('cover the refusals nginx makes itself, the import file among them', () => {
    expect(nginxPages().map(({ id, status }) => `${status} ${id}`)).toEqual([
      '400 VALIDATION_FAILED.malformedHttp',
      '400 BAD_REQUEST.method',
      '408 REQUEST_TIMEOUT',
      '413 PAYLOAD_TOO_LARGE',
      '413 PAYLOAD_TOO_LARGE.importFile',
      '431 HEADERS_TOO_LARGE',
      '500 INTERNAL_ERROR',
    ]);
  });

  it("answer each with the app's code, status and message in every language, as JSON can carry it", () => {
    const messages = nginxMessages();
    for (const { id, status } of nginxPages()) {
      const code = id.split('.')[0];
      expect({ id, code: isErrorCode(code), status }).toEqual({
        id,
        code: true,
        status: ERROR_CODES[code as keyof typeof ERROR_CODES],
      });
      for (const locale of LOCALES) {
        const expected = new DomainError(id as CodedMessageId).messageIn(status >= 500 ? 'en-US' : locale);
        expect({ id, locale, message: messages.get(`${id}:${locale}`) }).toEqual({
          id,
          locale,
          message: expected,
        });
        // Put into a JSON string as it is: no quote, backslash or control character to escape.
        expect(JSON.stringify(expected)).toBe(`"${expected}"`);
      }
    }
    expect(messages.size).toBe(nginxPages().length * LOCALES.length);
  });
});
