import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';

export interface BodyAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The client's port: the server saw the request come from it. */
  localPort: number;
}

/**
 * Sends one request with `body` whole (its Content-Length set) to 127.0.0.1:`port`, on a connection of its
 * own, and reads the answer. A server may answer before reading the body (a refusal): the answer counts,
 * and the connection's failure to take the rest afterwards does not.
 */
export function sendBody(
  port: number,
  method: string,
  path: string,
  body: Buffer,
  headers: Record<string, string> = {},
): Promise<BodyAnswer> {
  return new Promise((done, fail) => {
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { ...headers, 'Content-Length': String(body.length) },
        agent: false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode!,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
            localPort: req.socket!.localPort!,
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', (error) => {
      if (!answered) fail(error);
    });
    req.end(body);
  });
}

/** A multipart/form-data body with one PNG file in the field `file`, as the staff panel sends an upload. */
export function imagePart(image: Buffer, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
