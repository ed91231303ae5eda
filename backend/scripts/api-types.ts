/**
 * The web app's API types, generated from the OpenAPI document:
 *   npm run api:types            writes frontend/src/services/api-types.ts
 *   npm run api:types -- --check fails when that file differs from what the current API generates
 * The backend is compiled as `nest build` compiles it (with the swagger plugin, which reads the response
 * classes' property types) into a cache folder, and the document is built from that in Nest's preview
 * mode: no database, no server.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as ts from 'typescript';
import type { OpenAPIObject } from '@nestjs/swagger';
import { format, resolveConfig } from 'prettier';

// The package exports the plugin as `@nestjs/swagger/plugin`; its types are only under dist/.
const { before: swaggerPlugin } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@nestjs/swagger/plugin') as typeof import('@nestjs/swagger/dist/plugin');

const backend = resolve(__dirname, '..');
const target = resolve(backend, '../frontend/src/services/api-types.ts');
const outDir = join(backend, 'node_modules/.cache/tradebook-openapi');

/** The swagger plugin's options, the ones `nest build` uses. */
function pluginOptions(): Record<string, unknown> {
  const cli = JSON.parse(readFileSync(join(backend, 'nest-cli.json'), 'utf8'));
  return cli.compilerOptions.plugins.find((p: { name: string }) => p.name === '@nestjs/swagger').options;
}

function compile(): void {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(backend, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  rmSync(outDir, { recursive: true, force: true });
  const options = { ...config.options, outDir, sourceMap: false, noEmit: false, incremental: false };
  const program = ts.createProgram(config.fileNames, options);
  const result = program.emit(undefined, undefined, undefined, false, {
    before: [swaggerPlugin(pluginOptions(), program)],
  });
  const errors = ts.getPreEmitDiagnostics(program).concat(result.diagnostics);
  if (errors.length > 0) {
    const host = {
      getCanonicalFileName: (f: string) => f,
      getCurrentDirectory: () => backend,
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(errors, host));
  }
}

/** Response classes the plugin could not read (outside `*.dto.ts`) would come out as empty objects. */
function emptySchemas(document: OpenAPIObject): string[] {
  return Object.entries(document.components?.schemas ?? {})
    .filter(
      ([, schema]) =>
        'type' in schema && schema.type === 'object' && !schema.properties && !schema.additionalProperties,
    )
    .map(([name]) => name);
}

async function generate(): Promise<string> {
  compile();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildOpenApiDocument } = require(join(outDir, 'cli/openapi-document.js'));
  const document: OpenAPIObject = await buildOpenApiDocument();
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
