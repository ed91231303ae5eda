import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { HttpStatus } from '@nestjs/common';
import { getMetadataStorage, ValidationArguments } from 'class-validator';
import ts from 'typescript';
import { CODED_CATALOGS, placeholderNames } from './coded-messages';
import { ERROR_CATALOGS } from './error-messages';
import { MessageCatalog, placeholdersOf } from './message-catalog';

/**
 * Domain errors (common/errors) are translated by message id: every id has its template in every
 * language, with the same placeholders, and every term a throw site puts in a `{…:term}` placeholder is
 * in every language's terms.
 *
 * The other messages a 4xx answer can carry (the validation rules', an import's row errors, a plain
 * exception's) are translated by their English text and must have a translation in every catalog. The
 * messages are collected from the code itself:
 * - every `new …Exception(message)` under src (5xx excepted), read with the TypeScript compiler:
 *   constants, `a ? 'x' : 'y'`, calls to functions that return the message and object properties are
 *   followed; a part that depends on the request (a code, a date) becomes a hole that any placeholder
 *   accepts; a part whose type is a union of literals ('supplier' | 'customer') gives every variant;
 * - the row errors of an import (`fieldError(field, message)`, `new CellError(message)`) and its refusal;
 * - every class-validator message of every DTO (as class-validator would build it);
 * - the messages Nest and Fastify give.
 * A message the scan cannot read fails the test: write it so that it can be read (a literal or a
 * template), then add its translations.
 */

const SRC = resolve(__dirname, '..', '..');
const BACKEND = resolve(SRC, '..');
/** Stands for a part of a message only known when the request comes. */
const HOLE = '\u27e8\u27e9';
/** Status codes 5xx answer with a generic English text: not translated. */
const SERVER_ERRORS =
  /^(InternalServerError|NotImplemented|BadGateway|ServiceUnavailable|GatewayTimeout|HttpVersionNotSupported)Exception$/;
/** Messages that do not come from a throw site or a DTO of ours. */
const FRAMEWORK_MESSAGES = [
  'Cannot GET /api/no-such-thing', // Nest: an unknown route
  'the file could not be sent: Range Not Satisfiable', // a web app file asked for wrongly (http-adapter.ts)
  'the request body must be a JSON object', // the validation pipe, for an array or a scalar body
  `line 3: ${HOLE}`, // a plain exception inside a document line's refusal (http/refusal.ts)
  `inbound record 12: ${HOLE}`, // … inside a batch record's refusal
];
/**
 * Entries kept although no message of today needs them: the plain exceptions and class-validator rules
 * new code writes most often (a default `@IsString()`, a `NotFoundException('<record> <id> not found')`).
 */
const KEPT = new Set(['{field:term} must be a string', '{entity:term} {id} not found']);
/**
 * Messages sent without a throw, by the argument that carries them: an import's row errors (a dry run's
 * 200 and a refused import's 422 carry them, translated like 4xx messages).
 */
const MESSAGE_SITES: Record<string, number> = { fieldError: 1, CellError: 0 };
/** Throw sites whose messages are collected another way. */
const NOT_SCANNED = new Set([
  'src/common/validation/validation.pipe.ts', // class-validator's, below
  'src/common/http/refusal.ts', // another exception's message inside a domain message (FRAMEWORK_MESSAGES)
]);

interface Inventory {
  /** Message → where it comes from. */
  messages: Map<string, string>;
  /** Throw sites the scan could not read. */
  unreadable: string[];
  /** The values domain errors put in `{…:term}` placeholders → where. */
  terms: Map<string, string>;
}

// ---- the code's throw sites ------------------------------------------------------------------------

function sourceFiles(dir: string, pattern: RegExp, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, pattern, out);
    else if (pattern.test(entry.name) && !entry.name.endsWith('.spec.ts')) out.push(path);
  }
  return out;
}

function scanThrowSites(inventory: Inventory): void {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(BACKEND, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const files = sourceFiles(SRC, /\.ts$/);
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const ours = program.getSourceFiles().filter((f) => f.fileName.startsWith(SRC + '/'));

  // Object literal properties by name, to read `dir.messages.partnerMismatch`.
  const properties = new Map<string, ts.PropertyAssignment[]>();
  for (const file of ours) {
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        const list = properties.get(node.name.text) ?? [];
        list.push(node);
        properties.set(node.name.text, list);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const literals = (node: ts.Node): string[] | null => {
    const type = checker.getTypeAtLocation(node);
    const values: string[] = [];
    for (const part of type.isUnion() ? type.types : [type]) {
      if (part.isStringLiteral() || part.isNumberLiteral()) values.push(String(part.value));
      else if (!(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))) return null;
    }
    return values.length ? values : null;
  };

  // Calls by the name they call, to read a parameter from what the callers pass.
  let callsByName: Map<string, ts.CallExpression[]> | undefined;
  const callers = (fn: ts.SignatureDeclaration): ts.CallExpression[] => {
    if (!callsByName) {
      callsByName = new Map();
      for (const file of ours) {
        if (file.fileName.endsWith('.spec.ts')) continue;
        const visit = (node: ts.Node): void => {
          if (ts.isCallExpression(node)) {
            const callee = node.expression;
            const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
            callsByName!.set(name, [...(callsByName!.get(name) ?? []), node]);
          }
          ts.forEachChild(node, visit);
        };
        visit(file);
      }
    }
    const name = fn.name ?? (ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined);
    if (!name) return [];
    return (callsByName.get(name.getText()) ?? []).filter(
      (call) => checker.getResolvedSignature(call)?.declaration === fn,
    );
  };

  /** The texts of parts put together; a part that cannot be read is a hole. */
  const joined = (parts: (string[] | null)[]): string[] | null => {
    let variants = [''];
    for (const part of parts) variants = variants.flatMap((v) => (part ?? [HOLE]).map((p) => v + p));
    variants = [...new Set(variants.map((v) => v.replace(new RegExp(`(${HOLE})+`, 'g'), HOLE)))];
    return variants.length > 100 ? null : variants;
  };

  const read = (node: ts.Expression, depth = 0): string[] | null => {
    if (depth > 10) return null;
    while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) {
      node = node.expression;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      return joined([
        [node.head.text],
        ...node.templateSpans.flatMap((span) => [read(span.expression, depth + 1), [span.literal.text]]),
      ]);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      return joined([read(node.left, depth + 1), read(node.right, depth + 1)]);
    }
    if (ts.isConditionalExpression(node)) {
      const [a, b] = [read(node.whenTrue, depth + 1), read(node.whenFalse, depth + 1)];
      return a && b ? [...a, ...b] : null;
    }
    const known = literals(node);
    if (known) return known;
    if (ts.isAwaitExpression(node)) return read(node.expression, depth + 1);
    if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const decl = symbol?.valueDeclaration;
      const isConst =
        decl &&
        ts.isVariableDeclaration(decl) &&
        ts.isVariableDeclarationList(decl.parent) &&
        decl.parent.flags & ts.NodeFlags.Const;
      if (isConst && decl.initializer) return read(decl.initializer, depth + 1);
      if (decl && ts.isParameter(decl) && ts.isFunctionLike(decl.parent)) {
        const index = decl.parent.parameters.indexOf(decl);
        const passed = callers(decl.parent).map((call) =>
          call.arguments[index] ? read(call.arguments[index], depth + 1) : null,
        );
        return passed.length && passed.every(Boolean) ? (passed.flat() as string[]) : null;
      }
      return null;
    }
    if (ts.isCallExpression(node)) {
      const decl = checker.getResolvedSignature(node)?.declaration;
      if (!decl || !ts.isFunctionLike(decl) || !('body' in decl) || !decl.body) return null;
      if (!ts.isBlock(decl.body)) return read(decl.body, depth + 1);
      const found: string[] = [];
      let readable = true;
      const visit = (n: ts.Node): void => {
        if (ts.isReturnStatement(n) && n.expression && n.expression.kind !== ts.SyntaxKind.NullKeyword) {
          const values = read(n.expression, depth + 1);
          if (values) found.push(...values);
          else readable = false;
        } else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
      };
      visit(decl.body);
      return readable && found.length ? found : null;
    }
    if (ts.isPropertyAccessExpression(node)) {
      const symbol = checker.getSymbolAtLocation(node.name);
      if (!symbol) return null;
      const found = (properties.get(node.name.text) ?? [])
        .filter((p) => {
          const type = checker.getContextualType(p.parent as ts.ObjectLiteralExpression);
          return type?.getProperty(node.name.text) === symbol;
        })
        .map((p) => read(p.initializer, depth + 1));
      return found.length && found.every(Boolean) ? (found.flat() as string[]) : null;
    }
    return null;
  };

  /** `new DomainError(id, { name: value })`: the values of the id's term placeholders. */
  const readTerms = (node: ts.NewExpression, where: string): void => {
    const [idNode, paramsNode] = node.arguments ?? [];
    const ids = idNode ? read(idNode) : null;
    if (!ids) {
      inventory.unreadable.push(`${where} new DomainError(${idNode?.getText() ?? ''})`);
      return;
    }
    for (const id of ids) {
      const template = (CODED_CATALOGS['en-US'].errors as Record<string, string>)[id];
      const termNames = placeholdersOf(template ?? '')
        .filter((p) => p.kind === 'term')
        .map((p) => p.name);
      for (const name of termNames) {
        const property =
          paramsNode && ts.isObjectLiteralExpression(paramsNode)
            ? paramsNode.properties.find(
                (p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
                  (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
                  p.name.getText() === name,
              )
            : undefined;
        const value = property
          ? read(ts.isPropertyAssignment(property) ? property.initializer : property.name)
          : null;
        if (value) value.forEach((v) => inventory.terms.set(v, where));
        else inventory.unreadable.push(`${where} new DomainError('${id}', { ${name}: ? })`);
      }
    }
  };

  for (const file of ours) {
    const path = relative(BACKEND, file.fileName);
    if (file.fileName.endsWith('.spec.ts') || NOT_SCANNED.has(path)) continue;
    const visit = (node: ts.Node): void => {
      const where = () => `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        const status = name === 'HttpException' && node.arguments?.[1] ? literals(node.arguments[1]) : null;
        const clientError = status ? Number(status[0]) < HttpStatus.INTERNAL_SERVER_ERROR : true;
        if (name.endsWith('Exception') && !SERVER_ERRORS.test(name) && clientError) {
          const message = node.arguments?.[0];
          const values = message ? read(message) : null;
          if (values) values.forEach((v) => inventory.messages.set(v, where()));
          else inventory.unreadable.push(`${where()} new ${name}(${message?.getText() ?? ''})`);
        }
      }
      if (
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text in MESSAGE_SITES
      ) {
        const message = node.arguments?.[MESSAGE_SITES[node.expression.text]];
        const values = message ? read(message) : null;
        if (values) values.forEach((v) => inventory.messages.set(v, where()));
        else inventory.unreadable.push(`${where()} ${node.getText()}`);
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'DomainError' &&
        node.arguments?.[1] && // one without parameters has no terms to check
        !path.endsWith('errors/domain-error.ts') // wraps another error's message
      ) {
        readTerms(node, where());
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
}

// ---- class-validator messages ----------------------------------------------------------------------

interface StoredMetadata {
  type: string;
  propertyName: string;
  constraints?: unknown[];
  constraintCls: new () => unknown;
  message?: string | ((args: ValidationArguments) => string);
}

/** class-validator's own token replacement ($property, $constraint1, …). */
function withTokens(message: string, args: ValidationArguments): string {
  let text = message;
  (args.constraints ?? []).forEach((c, i) => {
    text = text.split(`$constraint${i + 1}`).join(Array.isArray(c) ? c.join(', ') : String(c));
  });
  return text.split('$property').join(args.property).split('$target').join(args.targetName);
}

async function collectValidationMessages(inventory: Inventory): Promise<void> {
  // The DTOs, and the controllers that build DTO classes (one per trade direction).
  for (const file of sourceFiles(SRC, /\.(dto|controller)\.ts$/)) await import(file);
  const storage = getMetadataStorage();
  const byTarget = (storage as unknown as { validationMetadatas: Map<{ name: string }, StoredMetadata[]> })
    .validationMetadatas;
  if (byTarget.size < 10) throw new Error('class-validator keeps its rules elsewhere now: adapt this test');
  for (const [target, metadatas] of byTarget) {
    for (const m of metadatas) {
      if (['conditionalValidation', 'whitelistValidation', 'nestedValidation'].includes(m.type)) continue;
      // A message may depend on the value or on the object (e.g. a return's quantity): try a few.
      for (const value of [undefined, -1e20, 1e20, 'x']) {
        for (const object of [{}, { return_of: 1 }]) {
          const args: ValidationArguments = {
            targetName: target.name,
            property: m.propertyName,
            object,
            value,
            constraints: m.constraints ?? [],
          };
          let message = m.message;
          if (!message) {
            const [constraint] = storage.getTargetValidatorConstraints(m.constraintCls);
            const instance = constraint?.instance as { defaultMessage?: (a: ValidationArguments) => string };
            message = instance?.defaultMessage?.(args);
          }
          const text = typeof message === 'function' ? message(args) : message;
          if (!text) {
            inventory.unreadable.push(`${target.name}.${m.propertyName}: a rule without a message`);
          } else {
            inventory.messages.set(withTokens(text, args), `${target.name}.${m.propertyName}`);
          }
        }
      }
    }
  }
}

// ---- the test ----------------------------------------------------------------------------------------

describe('error message catalogs', () => {
  const inventory: Inventory = { messages: new Map(), unreadable: [], terms: new Map() };

  beforeAll(async () => {
    scanThrowSites(inventory);
    await collectValidationMessages(inventory);
    for (const message of FRAMEWORK_MESSAGES) inventory.messages.set(message, 'Nest or Fastify');
  }, 60_000);

  it('can read every message the code throws', () => {
    expect(inventory.unreadable).toEqual([]);
    // The scan finds what it should: a throw site, a DTO rule, a record name.
    expect(inventory.messages.get('product model is required')).toBeDefined();
    expect(inventory.messages.get(`the cell holds the error ${HOLE}`)).toMatch(/import\/cells\.ts/);
    expect(inventory.terms.get('outbound record')).toMatch(/modules\/trade\//);
    expect(inventory.terms.get('stock adjustment')).toMatch(/adjustments\.service\.ts/);
    expect(inventory.messages.size).toBeGreaterThan(200);
  });

  describe.each(Object.entries(ERROR_CATALOGS))('%s', (_locale, catalog) => {
    // A hole stands for what the request brings: any placeholder takes it.
    const withHoles = new MessageCatalog(catalog.data, { wildcard: HOLE });

    /** Why a message is not translated, or null when it is (its parts included). */
    const untranslated = (message: string): string | null => {
      if (message === HOLE) return null;
      const found = withHoles.match(message);
      if (!found) return message;
      for (const p of found.template.placeholders) {
        const value = found.values[p.name];
        const parts = p.kind === 'message' ? [value] : p.kind === 'list' ? value.split(', ') : [];
        for (const part of parts) {
          const missing = untranslated(part);
          if (missing) return `${message} (its part "${missing}")`;
        }
      }
      return null;
    };

    let missing: string[] = [];
    beforeAll(() => {
      missing = [...inventory.messages]
        .map(([message, where]) => [untranslated(message), where])
        .filter(([m]) => m !== null)
        .map(([m, where]) => `${m}    ← ${where}`);
    });

    it('translates every message the code can send', () => {
      expect(missing).toEqual([]);
    });

    it('has a term for every term a domain error names', () => {
      expect([...inventory.terms].filter(([n]) => !(n in catalog.data.terms))).toEqual([]);
    });

    it('has no entry that no message needs', () => {
      const used = new Set<string>();
      const mark = (message: string): void => {
        const found = withHoles.match(message);
        if (!found) return;
        used.add(found.template.key);
        for (const p of found.template.placeholders) {
          const value = found.values[p.name];
          if (p.kind === 'message') mark(value);
          if (p.kind === 'list') value.split(', ').forEach(mark);
        }
      };
      for (const message of inventory.messages.keys()) mark(message);
      const unused = Object.keys(catalog.data.messages).filter((key) => !used.has(key) && !KEPT.has(key));
      expect(unused).toEqual([]);
    });

    it('keeps the placeholders of each key in its translation, and writes every text', () => {
      const broken = Object.entries(catalog.data.messages).filter(([key, text]) => {
        const names = (t: string) =>
          placeholdersOf(t)
            .map((p) => p.name)
            .sort()
            .join(',');
        return !text.trim() || names(key) !== names(text);
      });
      expect(broken).toEqual([]);
      expect(Object.entries(catalog.data.terms).filter(([, text]) => !text.trim())).toEqual([]);
    });
  });

  it('has every domain message in every language, with the same placeholders', () => {
    const english = CODED_CATALOGS['en-US'].errors as Record<string, string>;
    for (const [locale, catalog] of Object.entries(CODED_CATALOGS)) {
      const errors = catalog.errors as Record<string, string>;
      expect([locale, Object.keys(errors).sort()]).toEqual([locale, Object.keys(english).sort()]);
      const broken = Object.entries(english).filter(
        ([id, template]) =>
          !errors[id]?.trim() || placeholderNames(errors[id]) !== placeholderNames(template),
      );
      expect([locale, broken]).toEqual([locale, []]);
    }
  });

  it('has the same keys in every language', () => {
    const [first, ...others] = Object.values(ERROR_CATALOGS).map((c) => c.data);
    for (const data of others) {
      expect(Object.keys(data.messages).sort()).toEqual(Object.keys(first.messages).sort());
      expect(Object.keys(data.terms).sort()).toEqual(Object.keys(first.terms).sort());
    }
  });
});
