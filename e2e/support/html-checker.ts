import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The Nu HTML Checker's jar from the vnu-jar package (run with the system's Java, never its downloader). */
const VNU_JAR = join(dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/**
 * A checker run lasts seconds: Java's quick compiler alone (no optimising second tier, which costs more than it
 * saves here) and one garbage-collector thread take about 40 % of the CPU time of the defaults, with the same
 * messages. The quick compiler's frames are larger: the schema's deep recursion needs a bigger thread stack.
 */
const JAVA_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

export interface HtmlMessage {
  /** The document's name as given to checkHtml. */
  page: string;
  type: 'error' | 'warning' | 'info';
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Checks documents with the W3C Nu HTML Checker in one run (the JVM starts once) and returns its
 * messages. Documents are given by name (a page's path, say) and content.
 */
export function checkHtml(documents: ReadonlyArray<{ name: string; html: string }>): HtmlMessage[] {
  const dir = mkdtempSync(join(tmpdir(), 'abogados-vnu-'));
  try {
    const names = new Map<string, string>();
    const files = documents.map(({ name, html }, index) => {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      names.set(`page-${index}.html`, name);
      return file;
    });
    // vnu exits with 1 when it reports errors: the messages, not the status, are the answer.
    const run = spawnSync(
      'java',
      [...JAVA_FLAGS, '-jar', VNU_JAR, '--format', 'json', '--stdout', ...files],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    return messages.map((message) => ({
      page: names.get(message.url?.split('/').pop() ?? '') ?? message.url ?? '?',
      // A document the checker could not read ('non-document-error') counts as an error too.
      type: message.type === 'info' ? (message.subType === 'warning' ? 'warning' : 'info') : 'error',
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
