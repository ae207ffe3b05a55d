import type { OpenConnection, StompConnection } from './stomp-transport.ts';

/**
 * Opens the SockJS/STOMP connection after loading those libraries on first use, so guests (who
 * never connect) do not download them. A failed load counts as a closed socket: retried in 5 s.
 */
export const openLazily: OpenConnection = (accessToken, events) => {
  let connection: StompConnection | null = null;
  let isClosed = false;
  import('./stomp-transport.ts').then(
    ({ openSockJsStomp }) => {
      if (!isClosed) connection = openSockJsStomp(accessToken, events);
    },
    () => {
      if (!isClosed) events.onClosed();
    },
  );
  // The manager subscribes and publishes only after onConnected, which needs the real connection.
  const current = (): StompConnection => {
    if (!connection) throw new Error('WebSocket is not connected');
    return connection;
  };
  return {
    subscribe: (destination, onBody, headers) => current().subscribe(destination, onBody, headers),
    publish: (destination, body) => current().publish(destination, body),
    close: () => {
      isClosed = true;
      connection?.close();
    },
  };
};
