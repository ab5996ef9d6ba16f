import { endOfLifeWarning, runtimeLine, SUPPORTED_NODE_MAJOR } from './runtime';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the Node.js runtime at start-up', () => {
  it('names the running version', () => {
    expect(runtimeLine('v24.21.0')).toBe('Node.js v24.21.0');
    expect(runtimeLine()).toBe(`Node.js ${process.version}`);
  });

  it('warns once a line is past its end of life, not on its last day', () => {
    expect(endOfLifeWarning('v20.20.2', day('2026-04-30'))).toBeUndefined();
    expect(endOfLifeWarning('v20.20.2', day('2026-05-01'))).toBe(
      'Node.js 20 reached its end of life on 2026-04-30 and gets no security fixes. ' +
        'Run the server on Node.js 24 LTS (npm start brings it; the Docker image has it).',
    );
    expect(endOfLifeWarning('v25.1.0', day('2026-11-24'))).toMatch(
      /^Node\.js 25 reached its end of life on 2026-06-01/,
    );
    expect(endOfLifeWarning('v24.21.0', day('2028-04-30'))).toBeUndefined();
    expect(endOfLifeWarning('v24.21.0', day('2028-05-01'))).toMatch(
      /^Node\.js 24 reached its end of life on 2028-04-30/,
    );
  });

  it('warns about lines older than any listed, and not about lines not scheduled yet', () => {
    expect(endOfLifeWarning('v16.20.2', day('2026-11-24'))).toMatch(
      /^Node\.js 16 reached its end of life on an earlier date/,
    );
    expect(endOfLifeWarning('v28.0.0', day('2026-11-24'))).toBeUndefined();
    expect(endOfLifeWarning('not a version', day('2026-11-24'))).toBeUndefined();
  });

  it('has the tests themselves on the supported line', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(SUPPORTED_NODE_MAJOR);
    expect(endOfLifeWarning(process.version, day('2026-11-24'))).toBeUndefined();
  });
});
