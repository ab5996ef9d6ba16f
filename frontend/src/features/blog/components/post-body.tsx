import { Text } from '@mantine/core';
import { Fragment } from 'react';
import responsive from '../../../components/responsive.module.css';

/** A line in capitals, like "LAS 9 CAUSALES DEL ARTÍCULO 154", is a section heading in the post's plain text. */
function isHeadingLine(line: string): boolean {
  return line.length > 0 && line.length < 90 && line === line.toUpperCase() && /\p{Lu}/u.test(line);
}

/**
 * SPEC §3: the body is plain text shown verbatim with its line breaks. Heading lines are only made
 * bold; the text itself is untouched, so copying it gives back exactly what was written.
 */
export function PostBody({ content }: { content: string }) {
  const lines = content.split('\n');
  return (
    <Text
      component="div"
      className={responsive.lead}
      lh={1.75}
      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
    >
      {lines.map((line, index) => (
        <Fragment key={index}>
          {isHeadingLine(line) ? (
            <Text component="strong" inherit fw={700} c="navy.9">
              {line}
            </Text>
          ) : (
            line
          )}
          {index < lines.length - 1 && '\n'}
        </Fragment>
      ))}
    </Text>
  );
}
