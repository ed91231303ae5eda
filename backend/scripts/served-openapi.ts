/**
 * The OpenAPI document as the server serves it: the backend compiled as `nest build` compiles it (with the
 * swagger plugin, which reads the response classes' property types and each route's answer status) into
 * a cache folder, and the document built from that in Nest's preview mode: no database, no server. The
 * web app's API types are generated from it and the OpenAPI contract test reads it.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as ts from 'typescript';
import type { OpenAPIObject } from '@nestjs/swagger';

// The package exports the plugin as `@nestjs/swagger/plugin`; its types are only under dist/.
const { before: swaggerPlugin } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@nestjs/swagger/plugin') as typeof import('@nestjs/swagger/dist/plugin');

const backend = resolve(__dirname, '..');

/** The swagger plugin's options, the ones `nest build` uses. */
function pluginOptions(): Record<string, unknown> {
  const cli = JSON.parse(readFileSync(join(backend, 'nest-cli.json'), 'utf8'));
  return cli.compilerOptions.plugins.find((p: { name: string }) => p.name === '@nestjs/swagger').options;
}

function compile(outDir: string): void {
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
export function emptySchemas(document: OpenAPIObject): string[] {
  return Object.entries(document.components?.schemas ?? {})
    .filter(
      ([, schema]) =>
        'type' in schema && schema.type === 'object' && !schema.properties && !schema.additionalProperties,
    )
    .map(([name]) => name);
}

/** Compiles the backend with the plugin and builds its document (about ten seconds). */
export async function servedOpenApiDocument(): Promise<OpenAPIObject> {
  // A folder of this process's own: the contract test and `api:types` may run at the same time.
  const outDir = join(backend, `node_modules/.cache/tradebook-openapi-${process.pid}`);
  try {
    compile(outDir);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { buildOpenApiDocument } = require(join(outDir, 'cli/openapi-document.js'));
    return await buildOpenApiDocument();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
