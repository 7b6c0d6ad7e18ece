/**
 * The server's log: one line per event, JSON (`LOG_FORMAT=json`, for a log collector) or readable text.
 * Fields are ids, counts, paths and timings; callers never pass a name, an address or a message body.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'text' | 'json';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = {debug: 10, info: 20, warn: 30, error: 40};

export interface LoggerOptions {
  format?: LogFormat;
  /** Lines below this level are dropped (`info` by default: health checks, logged at `debug`, are not). */
  level?: LogLevel;
  /** Where a line goes; stdout for debug and info, stderr for warn and error by default. */
  write?: (line: string, level: LogLevel) => void;
  now?: () => Date;
}

function defaultWrite(line: string, level: LogLevel): void {
  (RANK[level] >= RANK.warn ? process.stderr : process.stdout).write(`${line}\n`);
}

/** `key=value` pairs; values with spaces or quotes are JSON-quoted so a line always splits back apart. */
function textFields(fields: LogFields): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = String(value);
      return `${key}=${/^[^\s"=]*$/.test(text) && text !== '' ? text : JSON.stringify(text)}`;
    })
    .join(' ');
}

export function createLogger({
  format = 'text',
  level = 'info',
  write = defaultWrite,
  now = () => new Date(),
}: LoggerOptions = {}): Logger {
  const emit =
    (lineLevel: LogLevel) =>
    (message: string, fields: LogFields = {}) => {
      if (RANK[lineLevel] < RANK[level]) {
        return;
      }
      const time = now().toISOString();
      if (format === 'json') {
        write(JSON.stringify({time, level: lineLevel, msg: message, ...fields}), lineLevel);
      } else {
        const rest = textFields(fields);
        write(`${time} ${lineLevel.toUpperCase().padEnd(5)} ${message}${rest ? ` ${rest}` : ''}`, lineLevel);
      }
    };
  return {debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error')};
}

/** For tests and tools that want no output. */
export const silentLogger: Logger = {debug() {}, info() {}, warn() {}, error() {}};
