// Small helpers for BENCHMARKS.md: sizes, and replacing one section of the file while keeping the others,
// so `--only=web` does not throw away the staff API figures of an earlier full run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const TITLE = '# Benchmarks';
const INTRO = [
  'Written by `npm run bench` (scripts/bench.mjs; `node scripts/bench.mjs --help` for the flags). Each section',
  'is rewritten only by a run that measured it. Figures depend on the machine; compare runs made on the same one.',
];
const begin = (name) => `<!-- bench:${name} -->`;
const end = (name) => `<!-- /bench:${name} -->`;

/** The sections of an existing BENCHMARKS.md, by name. A file from before sections counts as the staff section. */
function readSections(file, order) {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  const sections = {};
  for (const name of order) {
    const start = text.indexOf(begin(name));
    const stop = text.indexOf(end(name));
    if (start !== -1 && stop > start) sections[name] = text.slice(start + begin(name).length, stop).trim();
  }
  if (Object.keys(sections).length === 0 && text.includes('| call |')) {
    const body = text.replace(TITLE, '').trim();
    sections.staff = `## Staff API: 10 vs 10,000 submissions\n\n${body}`;
  }
  return sections;
}

/** Writes `fresh` (name → lines) into the file, keeping the other sections named in `order`. Returns the text. */
export function writeSections(file, order, fresh) {
  const sections = { ...readSections(file, order) };
  for (const [name, lines] of Object.entries(fresh)) sections[name] = lines.join('\n').trim();
  const parts = [TITLE, '', ...INTRO];
  for (const name of order) {
    if (sections[name]) parts.push('', begin(name), sections[name], end(name));
  }
  const text = `${parts.join('\n')}\n`;
  writeFileSync(file, text);
  return text;
}
