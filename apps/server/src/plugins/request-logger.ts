import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

const isEnabled = (logger: FastifyBaseLogger, level: Level) => (logger as LevelCheck).isLevelEnabled?.(level) ?? true;

/**
 * A request's logger (`request.log`) that makes its pino child, the one with the request id bound,
 * only when a line at an enabled level is written. Fastify makes that child for every request; with
 * our redaction pino runs the bindings through it each time, and at the usual levels most requests
 * write no line at all. Every line written carries the request id as before.
 */
class RequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.#child && !isEnabled(this.#parent, level)) return;
    (this.#real()[level] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  isLevelEnabled(level: Level): boolean {
    return isEnabled(this.#child ?? this.#parent, level);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
}

/** Fastify's `childLoggerFactory`: a route with its own log level gets its pino child at once. */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
  options.level === undefined
    ? (new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);
