/**
 * Runs one task at a time, in the order they came: image work uses a core at full speed, and a burst of
 * uploads must not take both cores from the consultation form. A failed task does not stop the next.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
