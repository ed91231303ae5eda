/**
 * The web app's API types, generated from the OpenAPI document:
 *   npm run api:types            writes frontend/src/services/api-types.ts
 *   npm run api:types -- --check fails when that file differs from what the current API generates
 * from the document as the server serves it (served-openapi.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { emptySchemas, servedOpenApiDocument } from './served-openapi';

const target = resolve(__dirname, '../../frontend/src/services/api-types.ts');

async function generate(): Promise<string> {
  const document = await servedOpenApiDocument();
  const empty = emptySchemas(document);
  if (empty.length > 0)
    throw new Error(`Schemas without properties (not in a *.dto.ts file?): ${empty.join(', ')}`);
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(document as never, { alphabetize: true });
  const header =
    "// Generated from the API's OpenAPI document by `npm run api:types`: do not edit by hand.\n\n";
  const text = header + astToString(ast);
  return format(text, { ...(await resolveConfig(target)), filepath: target });
}

async function main(): Promise<void> {
  const generated = await generate();
  if (process.argv.includes('--check')) {
    const current = readFileSync(target, 'utf8');
    if (current !== generated) {
      console.error(
        `${target} is not what the current API generates: run \`npm run api:types\` and commit it.`,
      );
      process.exit(1);
    }
    console.log('API types are up to date.');
    return;
  }
  writeFileSync(target, generated);
  console.log(`Wrote ${target}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
