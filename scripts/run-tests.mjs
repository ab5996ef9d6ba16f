#!/usr/bin/env node
// `npm test`: typecheck, lint, then every jest project (backend unit + e2e, frontend unit, browser).
// Prints one closing line, "tests: N passed, M failed", and writes it to test-results/summary.txt.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const jestJson = join(results, 'jest.json');
rmSync(jestJson, { force: true });

function step(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) console.log(`=== ${name} FAILED (exit ${status})`);
  return status === 0;
}

let passed = 0;
let failed = 0;
// Typecheck and lint count as one check each.
for (const [name, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
]) {
  if (step(name, 'npm', ['run', '--silent', script])) passed += 1;
  else failed += 1;
}

const jestArgs = ['jest', '--ci', '--json', `--outputFile=${jestJson}`, ...process.argv.slice(2)];
const jestOk = step('jest', 'npx', jestArgs);
if (existsSync(jestJson)) {
  const report = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += report.numPassedTests;
  // A suite that fails to load has no failed tests of its own; count it so it cannot pass silently.
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (report.numTotalTests === 0) failed += 1;
} else {
  failed += 1;
}
if (!jestOk && failed === 0) failed += 1;

const summary = `tests: ${passed} passed, ${failed} failed`;
writeFileSync(join(results, 'summary.txt'), summary + '\n');
console.log(`\n${summary}`);
process.exit(failed === 0 ? 0 : 1);
