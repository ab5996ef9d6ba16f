/**
 * What one jest run counts towards a closing "tests: N passed, M failed" line, from its --json report (undefined
 * when jest wrote none) and whether it exited 0. A missing report, a suite that fails to load (it has no failed
 * tests of its own) and a failed exit with no failed test each count as a failure, so none can pass silently.
 */
export function jestCounts(report, ok) {
  if (!report) return { passed: 0, failed: 1, total: 0 };
  const broken = report.numFailedTests + report.numRuntimeErrorTestSuites;
  return {
    passed: report.numPassedTests,
    failed: broken + (!ok && broken === 0 ? 1 : 0),
    total: report.numTotalTests,
  };
}
