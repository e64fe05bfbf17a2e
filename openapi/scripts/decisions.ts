// Prints every x-decision of the contract: where it sits and what was chosen.
import { bundle } from './build.ts';

type Json = Record<string, any>;
const found: Array<[string, string]> = [];
function walk(node: unknown, where: string) {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'x-decision') found.push([where, String(value)]);
    else if (key !== 'examples') walk(value, where ? `${where}/${key}` : key);
  }
}
const { doc } = bundle();
walk(doc.paths, 'paths');
walk(doc.components, 'components');
for (const [where, text] of found) console.log(`- ${where.replace(/\/(get|post)\//, ' $1 ').replace(/content\/application\/json\/schema\/|properties\//g, '')}: ${text}`);
console.log(`\n${found.length} decisions`);
