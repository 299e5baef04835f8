// Nest's Express adapter, with one change: the HTTP server makes each request and answer with
// Express's prototypes already in place. Express gives every request and answer its own
// prototypes (`Object.setPrototypeOf` in app.handle); V8 then kept about 30 kB of every request's
// short-lived objects through two young-generation collections, so they were promoted and died in
// the old generation, which was collected every ~11 s under the rep portal's load with a pause of
// 6–14 ms and ~100 ms of marking on the cores PostgreSQL needs: the tail's worst stalls (issue 34;
// docs/performance.md, the tenth pass). With the prototypes in place from the start, Express's
// `setPrototypeOf` finds them already set and changes nothing, and nothing is promoted.
import { createServer, IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/** Request and answer classes whose instances start with Express's prototypes (`app`'s own). */
export function expressMessageClasses(
  app: Pick<Express, 'request' | 'response'>,
): Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'> {
  // Node's IncomingMessage and ServerResponse are plain constructor functions, callable on `this`.
  function Request(this: IncomingMessage, socket: Socket) {
    (IncomingMessage as unknown as (this: IncomingMessage, socket: Socket) => void).call(
      this,
      socket,
    );
  }
  Request.prototype = app.request;
  function Response(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (
      ServerResponse as unknown as (
        this: ServerResponse,
        req: IncomingMessage,
        options?: unknown,
      ) => void
    ).call(this, req, options);
  }
  Response.prototype = app.response;
  return {
    IncomingMessage: Request as unknown as typeof IncomingMessage,
    ServerResponse: Response as unknown as typeof ServerResponse,
  };
}

export class PrototypedExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    // HTTPS and the connection-tracking options stay Nest's own (the app uses neither).
    if (options?.httpsOptions || options?.forceCloseConnections || options?.return503OnClosing) {
      return super.initHttpServer(options);
    }
    const app = this.getInstance<Express>();
    this.httpServer = createServer(expressMessageClasses(app), app);
  }
}
