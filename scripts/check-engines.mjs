#!/usr/bin/env node
// Every installed package must run on every Node the shop supports (package.json's engines),
// not only on the Node of this machine: npm warns only about the Node it runs on. Checks the
// lowest version of each supported range against each installed package's own engines.node.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const supported = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const lowest = new semver.Range(supported).set.map((comparators) => semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' '))).version);

const problems = [];
function visit(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (name.startsWith('@')) {
      visit(full);
      continue;
    }
    const manifest = path.join(full, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      const wanted = pkg.engines?.node;
      if (wanted && typeof wanted === 'string' && semver.validRange(wanted)) {
        const misses = lowest.filter((v) => !semver.satisfies(v, wanted));
        if (misses.length)
          problems.push(`${pkg.name}@${pkg.version} (${path.relative(root, full)}) needs Node ${wanted}; the shop supports ${misses.join(', ')}`);
      }
    }
    visit(path.join(full, 'node_modules'));
  }
}
visit(path.join(root, 'node_modules'));

if (problems.length) {
  console.error(`Packages that do not run on every Node the shop supports (${supported}):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Every installed package runs on Node ${lowest.join(', ')} and later (${supported}).`);
