import 'reflect-metadata';
import { buildOpenApiDocument } from './common/openapi/document';
buildOpenApiDocument().then((d) => { console.log(Object.keys(d.paths).length); require('fs').writeFileSync('/tmp/contract-doc.json', JSON.stringify(d, null, 1)); }, (e) => { console.error(e); process.exit(1); });
