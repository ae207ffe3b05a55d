/** Contract §16's numbers, and the short HTTP timeouts the bench starts the server with. */
export const HEADERS_TIMEOUT_MS = 1_000;
export const BODY_TIMEOUT_MS = 2_000;
/** Closing a timed-out connection waits for Node's connection check, which runs every second. */
export const CLOSE_SLACK_MS = 2_500;

export const MAX_FRAME_BYTES = 64 * 1024;
export const SOCKJS_POST_MAX_BYTES = 64 * 1024;
export const CONNECT_DEADLINE_MS = 10_000;
export const MAX_SUBSCRIPTIONS = 50;
export const MAX_CONNECTIONS_PER_USER = 20;
export const HEARTBEAT_MIN_MS = 1_000;
export const HEARTBEAT_MAX_MS = 60_000;
/** Sessions end "on every instance within a second". */
export const SESSION_END_MS = 1_000;
