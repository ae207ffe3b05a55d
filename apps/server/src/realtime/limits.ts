/**
 * What one client may hold of this server through /ws (contract §16). Defaults here; the endpoint
 * takes overrides (tests use small ones).
 */
export type StompLimits = {
  /** A STOMP frame, however it is split over transport messages, and a SockJS POST body. */
  maxFrameBytes: number;
  /** Time from opening a connection to its CONNECT frame. */
  connectTimeoutMs: number;
  maxSubscriptionsPerConnection: number;
  maxConnectionsPerUser: number;
  /** Heart-beat intervals a client asks for are clamped into this range. */
  minHeartbeatMs: number;
  maxHeartbeatMs: number;
  /** A connection silent for this many heart-beat intervals is closed. */
  missedHeartbeats: number;
  /** How long a connection that asked for no heart-beats may stay silent. */
  idleWithoutHeartbeatMs: number;
  /** Bytes waiting to be sent to one connection before it counts as a reader that does not read. */
  maxQueuedBytes: number;
};

export const DEFAULT_STOMP_LIMITS: StompLimits = {
  maxFrameBytes: 64 * 1024,
  connectTimeoutMs: 10_000,
  maxSubscriptionsPerConnection: 50,
  maxConnectionsPerUser: 20,
  minHeartbeatMs: 1_000,
  maxHeartbeatMs: 60_000,
  missedHeartbeats: 3,
  idleWithoutHeartbeatMs: 120_000,
  maxQueuedBytes: 1024 * 1024,
};
