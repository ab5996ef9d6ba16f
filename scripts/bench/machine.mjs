// What a benchmark section says it was measured on: the machine's CPUs and the commit.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { root } from './paths.mjs';

export const cpuLine = () => `${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'})`;

/** The short hash of the commit checked out in `dir`. */
export const commitOf = (dir = root) =>
  execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();

/** How many files the working tree has changed or added since its last commit. */
export const uncommittedChanges = () =>
  execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
    .length;
