// Child processes (the server, Chromium) registered here are killed when the bench is interrupted or crashes,
// so a failed run leaves no browser or server behind.
const tasks = new Set();

/** Registers a synchronous kill; returns a function that unregisters it once the resource is released. */
export function onCleanup(task) {
  tasks.add(task);
  return () => tasks.delete(task);
}

function runAll() {
  for (const task of tasks) {
    try {
      task();
    } catch {
      // Already gone.
    }
  }
  tasks.clear();
}

process.on('exit', runAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    runAll();
    process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 0));
  });
}
