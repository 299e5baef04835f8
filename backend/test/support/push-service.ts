// A local HTTP server standing in for a browser vendor's push service, and the browser's half of
// Web Push encryption (RFC 8291, aes128gcm) to read what it receives.
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceStub {
  url: string;
  requests: PushRequest[];
  /** The status to answer on a path (default 201). */
  answer: Map<string, number>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStub> {
  const requests: PushRequest[] = [];
  const answer = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A browser's push subscription: its key pair and auth secret. */
export class BrowserSubscription {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  toJSON() {
    return {
      endpoint: this.endpoint,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString('base64url'),
        auth: this.auth.toString('base64url'),
      },
    };
  }

  /** Decrypts an aes128gcm push message body (RFC 8188 header, RFC 8291 keys). */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body[20];
    const serverKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const info = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      this.ecdh.getPublicKey(),
      serverKey,
    ]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, info, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
    // The last record ends with the delimiter 0x02 and zero padding.
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString('utf8');
  }
}
