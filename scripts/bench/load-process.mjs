// Child processes for the load part: a server (the real one or a baseline) that prints its address once it
// listens, and the load generator. Like server.mjs, but the load part also needs the server's pid, to read
// its memory from /proc, and a server that logs must have its output drained or it stalls under load.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { onCleanup } from './cleanup.mjs';

const KEEP = 8_000; // characters of a child's output kept for error messages

/** Whether processes can be pinned to CPUs: Linux's taskset is there and there are two CPUs to share out. */
export const CAN_PIN = availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** `command args…`, run on CPU `cpu` only (taskset execs it: the pid is the command's) when it can be. */
function pinned(cpu, command, args) {
  return cpu !== undefined && CAN_PIN ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

/**
 * Runs `node ...nodeFlags script ...args` with exactly `env` (plus PATH); resolves once it prints a URL
 * matching `pattern`. Options: `node`, the Node.js binary (the one running the bench unless given);
 * `nodeFlags`; `cpu`, the one CPU to run on (see CAN_PIN).
 */
export async function startListening(
  script,
  args,
  env,
  pattern,
  { node = process.execPath, nodeFlags = [], cpu } = {},
) {
  const [command, commandArgs] = pinned(cpu, node, [...nodeFlags, script, ...args]);
  const child = spawn(command, commandArgs, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forget = onCleanup(() => child.exitCode === null && child.kill('SIGKILL'));
  let output = '';
  let url = null;
  const onData = (chunk) => {
    output = (output + chunk).slice(-KEEP);
    if (url) return;
    const match = pattern.exec(output);
    if (match) {
      url = match[1];
      child.emit('listening');
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${script} did not start in 30 s:\n${output}`)),
        30_000,
      );
      child.once('listening', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited ${code}:\n${output}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    forget();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    /** Peak resident memory since the process started (VmHWM), in bytes. */
    peakRss: () => statusField(child.pid, 'VmHWM'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        // A server that keeps a connection open past 10 s is not waited for.
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      forget();
    },
  };
}

/** A `kB` field of /proc/<pid>/status in bytes, or null where there is no /proc (not Linux). */
function statusField(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Runs `node script ...args` (on CPU `cpu` alone when given and CAN_PIN) to its end and resolves with its
 * stdout; rejects on a non-zero exit or after `timeoutMs`. `onLine` hears each line of stdout as it comes.
 */
export function runToEnd(script, args, timeoutMs, cpu, onLine = () => {}) {
  const [command, commandArgs] = pinned(cpu, process.execPath, [script, ...args]);
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  const forget = onCleanup(() => child.exitCode === null && child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    const complete = stdout.lastIndexOf('\n') + 1;
    stdout += chunk;
    stdout
      .slice(complete, stdout.lastIndexOf('\n') + 1)
      .split('\n')
      .filter(Boolean)
      .forEach(onLine);
  });
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-KEEP)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      forget();
      if (code === 0) resolve(stdout);
      else reject(new Error(`${script} ended with ${signal ?? `exit code ${code}`}:\n${stderr}`));
    });
  });
}
