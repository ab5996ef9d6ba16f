/**
 * End of life of each Node.js release line, from the Node.js release schedule. A line not listed here is
 * either older than all of them (long past its end) or newer (not known yet, so not warned about).
 */
const END_OF_LIFE: Readonly<Record<number, string>> = {
  18: '2025-04-30',
  19: '2023-06-01',
  20: '2026-04-30',
  21: '2024-06-01',
  22: '2027-04-30',
  23: '2025-06-01',
  24: '2028-04-30',
  25: '2026-06-01',
  26: '2029-04-30',
};

/** The line the project ships on (package.json's engines, the Docker image, `npm start`). */
export const SUPPORTED_NODE_MAJOR = 24;

const OLDEST_LISTED = Math.min(...Object.keys(END_OF_LIFE).map(Number));

/** "Node.js v24.21.0", as start-up logs it. */
export function runtimeLine(version: string = process.version): string {
  return `Node.js ${version}`;
}

/** One warning when the running Node.js line no longer gets security fixes on `today`, else undefined. */
export function endOfLifeWarning(
  version: string = process.version,
  today: Date = new Date(),
): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (!Number.isInteger(major)) return undefined;
  const end = END_OF_LIFE[major] ?? (major < OLDEST_LISTED ? 'an earlier date' : undefined);
  if (end === undefined) return undefined;
  // The last day listed is still supported; the day after it is not.
  if (end !== 'an earlier date' && today.toISOString().slice(0, 10) <= end) return undefined;
  return (
    `Node.js ${major} reached its end of life on ${end} and gets no security fixes. ` +
    `Run the server on Node.js ${SUPPORTED_NODE_MAJOR} LTS (npm start brings it; the Docker image has it).`
  );
}
