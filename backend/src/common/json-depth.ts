/**
 * How deep a JSON body may nest objects and arrays (the top level counts as 1). The API's bodies are flat
 * forms; past a few thousand levels the validation pipe's recursion overflows the stack (a 500).
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests objects or arrays deeper than `max`; a loop, not recursion, for that reason. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
