// One log format for the whole process: pino JSON lines, from Nest's own messages as from the
// request log. Nest's start-up chatter (a line per module and per route) goes to debug, so at
// the default level `npm start` ends with the lines that matter: where the product runs.
import type { LoggerService } from '@nestjs/common';
import pino from 'pino';

type Level = pino.Level;
type Logger = pino.Logger;

export type LogLevelName = Level | 'silent';

/** Nest contexts whose `log` lines are start-up detail: module wiring and route mapping. */
const STARTUP_DETAIL = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

export function createPino(level: LogLevelName, stream?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // "level":"info" rather than 30: the lines are read by people as much as by tools.
      formatters: { level: (label) => ({ level: label }) },
    },
    (stream as pino.DestinationStream | undefined) ?? pino.destination({ dest: 1, sync: true }),
  );
}

const looksLikeStack = (value: unknown): value is string =>
  typeof value === 'string' && /\n\s+at /.test(value);

/** Nest's LoggerService over pino: `log` is info, `verbose` is trace, the context a field. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]) {
    const params = [...rest];
    // Nest passes the context last; an error's stack, when there is one, before it.
    const context =
      typeof params.at(-1) === 'string' && !looksLikeStack(params.at(-1))
        ? (params.pop() as string)
        : undefined;
    const stack = params.find(looksLikeStack);
    const target = level === 'info' && context && STARTUP_DETAIL.has(context) ? 'debug' : level;
    if (message instanceof Error) {
      this.pino[target]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[target]({ context, ...message });
    } else {
      this.pino[target]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }
}
