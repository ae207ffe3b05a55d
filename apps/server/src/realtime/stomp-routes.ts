/** Who a STOMP connection belongs to, as the injected `authenticate` of the endpoint found them. */
export type StompPrincipal = {
  id: number;
  name: string;
  /** The sign-in the CONNECT token belongs to: the connection ends when it does. */
  sessionId?: string | null;
  /** How long the CONNECT token stays valid: the connection ends then (the client reconnects). */
  expiresInMs?: number;
};

type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** Values of a destination template's `{placeholders}`: always decimal ids, so numbers. */
export type DestinationParams<T extends string = string> = { [Name in ParamNames<T>]: number };

export type SendRequest<P = Record<string, number>> = { principal: StompPrincipal; destination: string; params: P; body: string };
export type SubscribeRequest<P = Record<string, number>> = { principal: StompPrincipal; destination: string; params: P };

/** Handlers throw to refuse; the endpoint turns what they throw into an ERROR frame and closes. */
export type SendHandler<P = Record<string, number>> = (request: SendRequest<P>) => Promise<unknown> | unknown;
export type SubscribeCheck<P = Record<string, number>> = (request: SubscribeRequest<P>) => Promise<unknown> | unknown;

type Route<T> = { pattern: RegExp; names: string[]; handler: T };

/**
 * The destinations a client may SEND to and SUBSCRIBE to, registered by the modules that own them
 * (`/app/chat.sendMessage/{groupId}`, `/topic/group.{groupId}`…). The transport knows only this
 * table; anything not registered is refused. A `{name}` in a template matches a decimal id.
 */
export class StompRoutes {
  private readonly sends: Route<SendHandler>[] = [];
  private readonly subscriptions: Route<SubscribeCheck>[] = [];

  send<T extends string>(template: T, handler: SendHandler<DestinationParams<T>>): this {
    this.sends.push({ ...compile(template), handler: handler as SendHandler });
    return this;
  }

  /** A destination clients may subscribe to; the check throws for anyone who may not. */
  subscribe<T extends string>(template: T, check: SubscribeCheck<DestinationParams<T>> = () => {}): this {
    this.subscriptions.push({ ...compile(template), handler: check as SubscribeCheck });
    return this;
  }

  matchSend(destination: string) {
    return match(this.sends, destination);
  }

  matchSubscribe(destination: string) {
    return match(this.subscriptions, destination);
  }
}

function compile(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      names.push(name);
      return '(\\d+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

function match<T>(routes: Route<T>[], destination: string): { handler: T; params: Record<string, number> } | null {
  for (const route of routes) {
    const found = route.pattern.exec(destination);
    if (!found) continue;
    const params: Record<string, number> = {};
    route.names.forEach((name, index) => {
      params[name] = Number(found[index + 1]);
    });
    return { handler: route.handler, params };
  }
  return null;
}
